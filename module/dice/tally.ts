/**
 * Adding up symbols and cancelling them (seed 001 "The Core Mechanic", 002 "OUTCOME"):
 * failure cancels success, threat cancels advantage; a triumph also counts as one success and a
 * despair as one failure; light and dark pips never cancel.
 */
import { noSymbols, SYMBOL_KEYS, type Face, type SymbolCounts } from "./types.ts";
import { checkSymbols } from "./validate.ts";

/** The result of a check after cancellation. */
export interface Outcome {
  /** Net successes (triumphs included), 0 when failures win. */
  readonly success: number;
  /** Net failures (despairs included), 0 when successes win. */
  readonly failure: number;
  /** Net advantage after cancellation, 0 when threat wins. */
  readonly advantage: number;
  /** Net threat after cancellation, 0 when advantage wins. */
  readonly threat: number;
  readonly triumph: number;
  readonly despair: number;
  readonly light: number;
  readonly dark: number;
  /** success − failure, signed (triumphs and despairs included). */
  readonly netSuccess: number;
  /** advantage − threat, signed. */
  readonly netAdvantage: number;
  /** A check succeeds with one or more net successes. */
  readonly succeeded: boolean;
}

/**
 * Adds up the symbols on some faces, plus automatic symbols (from talents, gear, qualities).
 * Counts are checked (known symbols, whole numbers of 0 or more) but not capped: sums only add up.
 */
export function sumSymbols(faces: Iterable<Face>, automatic: Partial<SymbolCounts> = {}): SymbolCounts {
  const total = noSymbols();
  const auto = checkSymbols(automatic, Infinity);
  for (const key of SYMBOL_KEYS) total[key] += auto[key] ?? 0;
  for (const f of faces) {
    const face = checkSymbols(f, Infinity);
    for (const key of SYMBOL_KEYS) total[key] += face[key] ?? 0;
  }
  return total;
}

/** Cancels raw symbol counts into an outcome (counts checked as in sumSymbols). */
export function tally(symbols: Partial<SymbolCounts>): Outcome {
  return netOutcome(checkSymbols(symbols, Infinity));
}

/** tally for counts the core built itself (rollPool's hot loop): no check. */
export function netOutcome(symbols: Partial<SymbolCounts>): Outcome {
  const triumph = symbols.triumph ?? 0;
  const despair = symbols.despair ?? 0;
  const netSuccess = (symbols.success ?? 0) + triumph - (symbols.failure ?? 0) - despair;
  const netAdvantage = (symbols.advantage ?? 0) - (symbols.threat ?? 0);
  return {
    success: Math.max(0, netSuccess),
    failure: Math.max(0, -netSuccess),
    advantage: Math.max(0, netAdvantage),
    threat: Math.max(0, -netAdvantage),
    triumph,
    despair,
    light: symbols.light ?? 0,
    dark: symbols.dark ?? 0,
    netSuccess,
    netAdvantage,
    succeeded: netSuccess >= 1,
  };
}
