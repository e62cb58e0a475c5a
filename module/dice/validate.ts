/**
 * The one entry check of the dice core. Every public function that takes a pool, a die, a count or
 * symbol counts passes them through here first, so hostile input (a typo'd key, a string count, a
 * fraction, a negative, a count that would freeze the caller) raises an EoteError naming the key,
 * and everything after this point works on a complete, checked pool.
 */
import { diceError } from "./fail.ts";
import { DIE_TYPES, SYMBOL_KEYS, type DieType, type Pool, type SymbolCounts, type SymbolKey } from "./types.ts";

/**
 * Most dice one pool may hold, in all: pool objects, notation, rolls and the Foundry roll card share
 * it. Far above any real check (a skilled character with every boost rolls about 15), low enough
 * that rolling, listing or formatting it stays instant.
 */
export const MAX_POOL_DICE = 100;
/** Most automatic symbols of one kind a pool may carry; talents and gear add a handful. */
export const MAX_POOL_SYMBOLS = 100;

/** A pool as callers may write it: missing dice and symbols count as zero. */
export type PoolInput = Partial<Pool>;

const DIE_SET: ReadonlySet<string> = new Set(DIE_TYPES);
const SYMBOL_SET: ReadonlySet<string> = new Set(SYMBOL_KEYS);

/** A value as an error message shows it: strings quoted (unless the template quotes them), long
 * text cut (it may be hostile), never an exception of its own. */
export function shown(value: unknown, quote = true): string {
  let text: string;
  if (typeof value === "string") text = quote ? JSON.stringify(value) : value;
  else if (typeof value === "symbol" || typeof value === "function") text = typeof value;
  else if (typeof value === "object" && value !== null) {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = Object.prototype.toString.call(value);
    }
  } else text = String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

function isWholeCount(n: unknown): n is number {
  return typeof n === "number" && Number.isInteger(n) && n >= 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The die named by a public argument (addDice, rollDie…), or an error naming it. */
export function checkDie(die: unknown): DieType {
  if (typeof die !== "string" || !DIE_SET.has(die)) throw diceError("UnknownDie", { value: shown(die) });
  return die as DieType;
}

/** A count argument (dice to add, upgrades…): a whole number from 0 to the pool limit. */
export function checkCount(n: unknown): number {
  if (!isWholeCount(n) || n > MAX_POOL_DICE) throw diceError("InvalidCount", { value: shown(n), max: MAX_POOL_DICE });
  return n;
}

/**
 * Symbol counts (automatic symbols, a face) checked key by key: only known symbols, whole numbers
 * of 0 or more, at most `max` each (Infinity for sums that only add up). Returns a copy holding
 * the keys given.
 */
export function checkSymbols(input: unknown, max: number = MAX_POOL_SYMBOLS): Partial<SymbolCounts> {
  if (!isRecord(input)) throw diceError("NotAPool", { value: shown(input) });
  const out: Partial<SymbolCounts> = {};
  for (const key of Object.keys(input)) {
    if (!SYMBOL_SET.has(key)) throw diceError("UnknownSymbol", { symbol: shown(key) });
    const n = input[key];
    if (n === undefined) continue;
    if (!isWholeCount(n)) throw diceError("InvalidSymbolCount", { symbol: key, value: shown(n) });
    if (n > max) throw diceError("TooManySymbols", { symbol: key, count: n, max });
    out[key as SymbolKey] = n;
  }
  return out;
}

/** One die count of a pool, checked: a whole number from 0 to MAX_POOL_DICE. */
function dieCount(die: DieType, n: unknown): number {
  if (!isWholeCount(n)) throw diceError("InvalidDieCount", { die, value: shown(n) });
  if (n > MAX_POOL_DICE) throw diceError("TooManyOfDie", { die, count: n, max: MAX_POOL_DICE });
  return n;
}

/**
 * Normalises and validates a pool: every die key present (missing ones are 0), automatic symbols
 * copied when given; unknown keys, counts that are not whole numbers of 0 or more, more than
 * MAX_POOL_DICE dice or MAX_POOL_SYMBOLS symbols of a kind raise an EoteError naming the key.
 * Always returns a new object; the argument is left alone.
 */
export function normalisePool(input: unknown): Pool {
  if (!isRecord(input)) throw diceError("NotAPool", { value: shown(input) });
  const out: Pool = { boost: 0, setback: 0, ability: 0, difficulty: 0, proficiency: 0, challenge: 0, force: 0 };
  // Own enumerable keys in Object.keys order (for…in with hasOwn, which builds no key array), and
  // each die written by its name: this check runs before every public roll, so it is kept cheap.
  for (const key in input) {
    if (!Object.hasOwn(input, key)) continue;
    const n = input[key];
    switch (key) {
      case "boost": if (n !== undefined) out.boost = dieCount(key, n); break;
      case "setback": if (n !== undefined) out.setback = dieCount(key, n); break;
      case "ability": if (n !== undefined) out.ability = dieCount(key, n); break;
      case "difficulty": if (n !== undefined) out.difficulty = dieCount(key, n); break;
      case "proficiency": if (n !== undefined) out.proficiency = dieCount(key, n); break;
      case "challenge": if (n !== undefined) out.challenge = dieCount(key, n); break;
      case "force": if (n !== undefined) out.force = dieCount(key, n); break;
      case "symbols": if (n !== undefined) out.symbols = checkSymbols(n); break;
      default: throw diceError("UnknownPoolKey", { key: shown(key) });
    }
  }
  const total = out.boost + out.setback + out.ability + out.difficulty + out.proficiency + out.challenge + out.force;
  if (total > MAX_POOL_DICE) throw diceError("TooManyDice", { count: total, max: MAX_POOL_DICE });
  return out;
}
