/**
 * The chat card's view model (pure: no Foundry global). From the dice rolled ({die, face}) and any
 * automatic symbols to everything the card template shows; the faces, sums and net outcome all come
 * from the dice core, so the card, the dialog's odds and the library cannot disagree.
 * Seeds: 001 "Dice Symbols & Results", 002 "SYMBOLS" / "OUTCOME".
 */
import { FACES, MAX_POOL_DICE, MAX_POOL_SYMBOLS, sumSymbols, tally } from "../dice/index.ts";
import type { DieType, Face, SymbolCounts, SymbolKey } from "../dice/types.ts";
import { DIE_TYPES, SYMBOL_KEYS } from "../dice/types.ts";
import { dieLabelKey, MAX_DRAWN_REPEATS, symbolLabelKey } from "./symbols.ts";

/** One narrative die as rolled: which die and its 1-based face (as stored in a term's results). */
export interface RolledDie {
  die: DieType;
  face: number;
}

export type Outcome = ReturnType<typeof tally>;

export interface CardDie {
  die: DieType;
  dieLabelKey: string;
  face: number;
  /** Each symbol on the face, repeated by count, in the core's symbol order. */
  symbols: SymbolKey[];
  /** Screen-reader text key for a blank face. */
  blank: boolean;
  /** How many dice of this die showed this face when they are drawn once as "×N"; null for one die. */
  times: number | null;
}

/** One kind of symbol as the card draws it: up to MAX_DRAWN_REPEATS glyphs, past that one glyph and "×N". */
export interface SymbolRun {
  symbol: SymbolKey;
  /** The glyphs to draw. */
  drawn: SymbolKey[];
  /** The count when it is written as "×N", else null. */
  times: number | null;
}

export interface OutcomeLine {
  /** i18n key of a count string (plural forms, read with the plural helper). */
  key: string;
  count: number;
  symbol: SymbolKey;
  /** CSS modifier: good for the roller, bad for the roller, or force. */
  tone: "good" | "bad" | "force";
  /** The line's symbol as the headline draws it: up to MAX_DRAWN_REPEATS glyphs, past that one and "×N". */
  run: SymbolRun;
  /**
   * Named in words on the result line, not only drawn: a triumph or a despair does more than the success or
   * failure it also counts as (seed 002 SYMBOLS), so "Failure · 1 triumph · 1 despair" is read at a glance. The
   * other lines' counts are in the glyphs already (their words are for screen readers and the hover title).
   */
  named: boolean;
}

/** A count string: an i18n key with plural forms and its count ("2 successes"). */
export interface CountText {
  key: string;
  count: number;
}

/**
 * One axis that cancelled, as count strings, and what that axis leaves: "2 successes and 2 failures
 * cancel: Failure" (the success axis ends in the check's verdict), "3 advantage and 1 threat cancel:
 * 2 advantage" (the advantage axis ends in what is left of it, or in nothing left when they tie).
 */
export interface CancelClause {
  positive: CountText;
  negative: CountText;
  /** What is left: a count string (`count` set) or a plain i18n key (the verdict, or nothing left). */
  left: { key: string; count: number | null };
}

/**
 * What cancelled on the way to the net result: successes (triumphs count as successes) against
 * failures (despairs count as failures), advantage against threat; a clause only when both sides
 * rolled some (seed 002 OUTCOME), the success axis first. None on a bare force roll: it has no result
 * to name, and force pips never cancel. The template joins the clauses into one line.
 */
export type CancelLine = CancelClause[];

export interface CardContext {
  title: string;
  dice: CardDie[];
  automatic: SymbolRun[];
  outcome: Outcome;
  /** A check (any non-force die or automatic success/failure) succeeds or fails; a bare force roll does not. */
  isCheck: boolean;
  headlineKey: string | null;
  lines: OutcomeLine[];
  cancel: CancelLine;
  /** The small print's word on triumphs and despairs rolled (i18n keys): what each counts as, beyond its own effect. */
  notes: string[];
  /** Sum of core dice and numbers in a mixed formula (`2da+1d20`); null when there are none. */
  numericTotal: number | null;
}

/** The face's symbols, or throws a plain Error if the stored face is impossible (corrupt data). */
export function faceOf(rolled: RolledDie): Face {
  const face = FACES[rolled.die][rolled.face - 1];
  if (!face) throw new Error(`No face ${rolled.face} on a ${rolled.die} die`);
  return face;
}

function expand(counts: Partial<SymbolCounts>): SymbolKey[] {
  return SYMBOL_KEYS.flatMap((key) => Array.from({ length: Math.max(0, counts[key] ?? 0) }, () => key));
}

/** Symbol counts as the card draws them, in the core's symbol order; zero counts are left out. */
export function symbolRuns(counts: Partial<SymbolCounts>): SymbolRun[] {
  return SYMBOL_KEYS.flatMap((symbol): SymbolRun[] => {
    const n = counts[symbol] ?? 0;
    if (!(n > 0)) return [];
    if (n > MAX_DRAWN_REPEATS) return [{ symbol, drawn: [symbol], times: n }];
    return [{ symbol, drawn: Array.from({ length: n }, () => symbol), times: null }];
  });
}

/**
 * Automatic symbols as stored in a roll's options, made safe to tally and draw: a chat message's
 * rolls are written by its author, so only known symbols with finite counts of 0 or more are kept,
 * fractions rounded down and counts over the pool limit (MAX_POOL_SYMBOLS) clamped to it.
 */
export function storedSymbols(raw: unknown): Partial<SymbolCounts> {
  const out: Partial<SymbolCounts> = {};
  if (typeof raw !== "object" || raw === null) return out;
  for (const key of SYMBOL_KEYS) {
    const n = Object.hasOwn(raw, key) ? (raw as Record<string, unknown>)[key] : undefined;
    if (typeof n !== "number" || !Number.isFinite(n) || n < 1) continue;
    out[key] = Math.min(MAX_POOL_SYMBOLS, Math.floor(n));
  }
  return out;
}

/** Is this a face the die has (a stored result may be anything)? */
export function isRealFace(die: DieType, face: unknown): face is number {
  return typeof face === "number" && Number.isInteger(face) && face >= 1 && face <= FACES[die].length;
}
/** The net outcome of dice rolled plus automatic symbols, through the core. */
export function outcomeOf(dice: readonly RolledDie[], automatic: Partial<SymbolCounts> = {}): Outcome {
  return tally(sumSymbols(dice.map(faceOf), automatic));
}

/** The symbols the result line names in words (OutcomeLine.named). */
const NAMED_SYMBOLS: readonly SymbolKey[] = ["triumph", "despair"];

/** Outcome lines in reading order; zero counts are left out. */
export function outcomeLines(outcome: Outcome, isCheck: boolean): OutcomeLine[] {
  const lines: OutcomeLine[] = [];
  const add = (key: string, count: number, symbol: SymbolKey, tone: OutcomeLine["tone"]) => {
    if (count > 0) lines.push({ key, count, symbol, tone, run: symbolRuns({ [symbol]: count })[0]!, named: NAMED_SYMBOLS.includes(symbol) });
  };
  if (isCheck) {
    add("EOTE.Chat.NetSuccess", outcome.netSuccess, "success", "good");
    add("EOTE.Chat.NetFailure", -outcome.netSuccess, "failure", "bad");
  }
  add("EOTE.Chat.NetAdvantage", outcome.netAdvantage, "advantage", "good");
  add("EOTE.Chat.NetThreat", -outcome.netAdvantage, "threat", "bad");
  add("EOTE.Chat.Triumph", outcome.triumph, "triumph", "good");
  add("EOTE.Chat.Despair", outcome.despair, "despair", "bad");
  add("EOTE.Chat.Light", outcome.light, "light", "force");
  add("EOTE.Chat.Dark", outcome.dark, "dark", "force");
  return lines;
}

/** The cancel line from the gross symbol counts (before netting). */
export function cancelLine(sums: Partial<SymbolCounts>, isCheck: boolean): CancelLine {
  if (!isCheck) return [];
  const clauses: CancelClause[] = [];
  const successes = (sums.success ?? 0) + (sums.triumph ?? 0);
  const failures = (sums.failure ?? 0) + (sums.despair ?? 0);
  if (successes > 0 && failures > 0) {
    clauses.push({
      positive: { key: "EOTE.Count.success", count: successes },
      negative: { key: "EOTE.Count.failure", count: failures },
      // A check needs at least one net success; a tie fails (seed 002 OUTCOME).
      left: { key: successes > failures ? "EOTE.Chat.Succeeded" : "EOTE.Chat.Failed", count: null },
    });
  }
  const advantage = sums.advantage ?? 0;
  const threat = sums.threat ?? 0;
  if (advantage > 0 && threat > 0) {
    const net = advantage - threat;
    clauses.push({
      positive: { key: "EOTE.Count.advantage", count: advantage },
      negative: { key: "EOTE.Count.threat", count: threat },
      left: net > 0 ? { key: "EOTE.Count.advantage", count: net }
        : net < 0 ? { key: "EOTE.Count.threat", count: -net }
        : { key: "EOTE.Chat.CancelNothingLeft", count: null },
    });
  }
  return clauses;
}

/**
 * What the small print says of a triumph or a despair rolled: a triumph also counts as one success and a despair
 * as one failure (seed 002 SYMBOLS; the cancel line counts them so), each with its own effect beyond. None on a
 * bare force roll.
 */
export function symbolNotes(sums: Partial<SymbolCounts>, isCheck: boolean): string[] {
  if (!isCheck) return [];
  const notes: string[] = [];
  if ((sums.triumph ?? 0) > 0) notes.push("EOTE.Chat.TriumphNote");
  if ((sums.despair ?? 0) > 0) notes.push("EOTE.Chat.DespairNote");
  return notes;
}

const dieOrder = (die: DieType) => DIE_TYPES.indexOf(die);

/** A check (any non-force die, or automatic success/failure/triumph/despair) passes or fails; a bare force roll does not. */
export function isCheck(dice: readonly RolledDie[], automatic: Partial<SymbolCounts> = {}): boolean {
  return dice.some((d) => d.die !== "force")
    || (automatic.success ?? 0) + (automatic.failure ?? 0) + (automatic.triumph ?? 0) + (automatic.despair ?? 0) > 0;
}

/**
 * The dice as the card lists them, positive first, then negative, then force. More than
 * MAX_DRAWN_REPEATS dice of one kind showing the same face are drawn once with "×N"; a roll over
 * the dice limit (only an old or hand-written stored roll) has every repeated face drawn that way,
 * so the list never grows past the 64 distinct faces of the seven dice.
 */
function cardDice(dice: readonly RolledDie[]): CardDie[] {
  const sorted = [...dice].sort((a, b) => dieOrder(a.die) - dieOrder(b.die));
  const counts = new Map<string, number>();
  for (const d of sorted) counts.set(`${d.die}:${d.face}`, (counts.get(`${d.die}:${d.face}`) ?? 0) + 1);
  const groupAll = dice.length > MAX_POOL_DICE;
  const drawn = new Set<string>();
  const out: CardDie[] = [];
  for (const d of sorted) {
    const key = `${d.die}:${d.face}`;
    const n = counts.get(key)!;
    const grouped = n > 1 && (groupAll || n > MAX_DRAWN_REPEATS);
    if (grouped && drawn.has(key)) continue;
    drawn.add(key);
    const symbols = expand(faceOf(d));
    out.push({ die: d.die, dieLabelKey: dieLabelKey(d.die), face: d.face, symbols, blank: symbols.length === 0, times: grouped ? n : null });
  }
  return out;
}

/** Everything the chat card shows. Dice are listed positive first, then negative, then force. */
export function buildCardContext(input: {
  title?: string;
  dice: readonly RolledDie[];
  automatic?: Partial<SymbolCounts>;
  numericTotal?: number | null;
}): CardContext {
  const automatic = input.automatic ?? {};
  const sums = sumSymbols(input.dice.map(faceOf), automatic);
  const outcome = tally(sums);
  const check = isCheck(input.dice, automatic);
  return {
    title: input.title ?? "",
    dice: cardDice(input.dice),
    automatic: symbolRuns(automatic),
    outcome,
    isCheck: check,
    headlineKey: check ? (outcome.succeeded ? "EOTE.Chat.Succeeded" : "EOTE.Chat.Failed") : null,
    lines: outcomeLines(outcome, check),
    cancel: cancelLine(sums, check),
    notes: symbolNotes(sums, check),
    numericTotal: input.numericTotal ?? null,
  };
}

/** Alt text keys for a whole face, for die tooltips: "Success, Advantage" or "Blank". */
export function faceLabelKeys(rolled: RolledDie): string[] {
  const symbols = expand(faceOf(rolled));
  return symbols.length ? symbols.map(symbolLabelKey) : ["EOTE.Dice.Symbol.blank"];
}

/** The net result as a row of symbols, for compact places (inline rolls): 2 success, 1 threat... */
export function outcomeSymbols(outcome: Outcome, isCheck: boolean): SymbolKey[] {
  return outcomeLines(outcome, isCheck).flatMap((line) => Array.from({ length: line.count }, () => line.symbol));
}

/**
 * The Destiny lines a check's card shows (lang keys), from its stored flags.eote.check.destiny (seed 002
 * DESTINY POINTS: a light point upgraded an ability die, a dark point a difficulty die; an Impossible
 * check). The flag is its author's data, so it is read defensively, and a point is only shown where its
 * spender could have posted it: a light point on a player's roll, a dark point on a GM's.
 */
export function destinyCardLines(raw: unknown, authorIsGM: boolean): string[] {
  if (typeof raw !== "object" || raw === null) return [];
  const flag = raw as { light?: unknown; dark?: unknown; impossible?: unknown };
  const spent = (n: unknown) => typeof n === "number" && n >= 1;
  const lines: string[] = [];
  if (flag.impossible === true) lines.push("EOTE.Chat.Destiny.Impossible");
  else {
    if (spent(flag.light) && !authorIsGM) lines.push("EOTE.Chat.Destiny.Light");
    if (spent(flag.dark) && authorIsGM) lines.push("EOTE.Chat.Destiny.Dark");
  }
  return lines;
}
