/**
 * Rolling dice with an injectable uniform random source: Foundry's generator drives real rolls,
 * tests pass a seeded one, the library defaults to Math.random.
 */
import { diceError } from "./fail.ts";
import { FACES, SIDES } from "./faces.ts";
import { parsePool } from "./notation.ts";
import { validatePool } from "./pool.ts";
import { tally, type Outcome } from "./tally.ts";
import { DIE_TYPES, SYMBOL_KEYS, noSymbols, type DieType, type Face, type Pool, type SymbolCounts } from "./types.ts";

/** A uniform random number in [0, 1). */
export type RandomSource = () => number;

export interface RolledDie {
  readonly die: DieType;
  /** 1-based face number. */
  readonly face: number;
  readonly symbols: Face;
}

export interface PoolRoll {
  /** Every die rolled, in DIE_TYPES order (positive dice first). */
  readonly dice: RolledDie[];
  /** Raw symbol counts, automatic symbols included, before cancellation. */
  readonly symbols: SymbolCounts;
  readonly outcome: Outcome;
}

/** Largest pool rollPool accepts; keeps a stray count from freezing the caller. */
export const MAX_ROLL_DICE = 1000;

/** Rolls one die: a 1-based face number. */
export function rollDie(die: DieType, random: RandomSource = Math.random): number {
  const r = random();
  if (!(r >= 0 && r < 1)) throw diceError("InvalidRandom", { value: String(r) });
  return Math.floor(r * SIDES[die]) + 1;
}

// Symbol counts of every face as flat numbers, so rolling adds integers instead of walking keys.
const FACE_VECTORS: Readonly<Record<DieType, Int8Array>> = Object.fromEntries(DIE_TYPES.map((die) => {
  const v = new Int8Array(FACES[die].length * SYMBOL_KEYS.length);
  FACES[die].forEach((f, i) => SYMBOL_KEYS.forEach((k, j) => { v[i * SYMBOL_KEYS.length + j] = f[k] ?? 0; }));
  return [die, v];
})) as Record<DieType, Int8Array>;

/** Rolls a pool (or notation): every die, the raw symbols and the cancelled outcome. */
export function rollPool(input: Pool | string, random: RandomSource = Math.random): PoolRoll {
  const pool = typeof input === "string" ? parsePool(input) : validatePool(input);
  const keys = SYMBOL_KEYS.length;
  const sums = new Int32Array(keys);
  const dice: RolledDie[] = [];
  let total = 0;
  for (const die of DIE_TYPES) total += pool[die] ?? 0;
  if (total > MAX_ROLL_DICE) throw diceError("TooManyDice", { count: total, max: MAX_ROLL_DICE });
  for (const die of DIE_TYPES) {
    const n = pool[die] ?? 0;
    if (n === 0) continue;
    const sides = SIDES[die];
    const faces = FACES[die];
    const vectors = FACE_VECTORS[die];
    for (let i = 0; i < n; i++) {
      const r = random();
      if (!(r >= 0 && r < 1)) throw diceError("InvalidRandom", { value: String(r) });
      const index = Math.floor(r * sides);
      dice.push({ die, face: index + 1, symbols: faces[index]! });
      const at = index * keys;
      for (let k = 0; k < keys; k++) sums[k]! += vectors[at + k]!;
    }
  }
  const symbols = noSymbols();
  SYMBOL_KEYS.forEach((key, k) => { symbols[key] = sums[k]! + (pool.symbols?.[key] ?? 0); });
  return { dice, symbols, outcome: tally(symbols) };
}
