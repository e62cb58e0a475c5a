/**
 * Rolling dice with an injectable uniform random source: Foundry's generator drives real rolls,
 * tests pass a seeded one, the library defaults to Math.random.
 */
import { diceError } from "./fail.ts";
import { FACES, SIDES } from "./faces.ts";
import { parsePool } from "./notation.ts";
import { netOutcome, type Outcome } from "./tally.ts";
import { DIE_TYPES, SYMBOL_KEYS, type DieType, type Face, type Pool, type SymbolCounts, type SymbolKey } from "./types.ts";
import { checkDie, MAX_POOL_DICE, normalisePool, shown, type PoolInput } from "./validate.ts";

/** A uniform random number in [0, 1). */
export type RandomSource = () => number;

/** Largest seed: the generator's state is one 32-bit word. */
export const MAX_SEED = 0xffffffff;

/**
 * A seeded uniform source on [0, 1) (mulberry32): small and fast, for reproducible rolls in the
 * CLI (--seed), tests and benchmarks. Not for anything that needs unpredictability. The seed is a
 * whole number from 0 to MAX_SEED; anything else is refused rather than silently wrapped onto
 * another seed.
 */
export function seededRandom(seed: number): RandomSource {
  if (typeof seed !== "number" || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw diceError("InvalidSeed", { value: shown(seed), max: MAX_SEED });
  }
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One rolled die. Frozen and shared between rolls (the same die showing the same face is the same
 * object), so it is read, never changed. */
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

/** Largest pool rollPool accepts: the pool limit (validate.ts). */
export const MAX_ROLL_DICE = MAX_POOL_DICE;

function checkRandom(random: unknown): RandomSource {
  if (typeof random !== "function") throw diceError("InvalidRandom", { value: shown(random) });
  return random as RandomSource;
}

/** Rolls one die: a 1-based face number. */
export function rollDie(die: DieType, random: RandomSource = Math.random): number {
  const sides = SIDES[checkDie(die)];
  const r = checkRandom(random)();
  if (!(r >= 0 && r < 1)) throw diceError("InvalidRandom", { value: shown(r) });
  return Math.floor(r * sides) + 1;
}

// Symbol counts of every face packed into two 32-bit words of four 8-bit fields (success,
// advantage, triumph, failure | threat, despair, light, dark), so rolling a die adds two small
// integers and the tally is read back with shifts. 8 bits hold 255: above the most one symbol can
// reach, 2 per die × MAX_ROLL_DICE (100). The sum stays below 2^32, which `&` and `>>>` read exactly.
const FIELD = 8;
const FIELD_MASK = 0xff;
if (2 * MAX_ROLL_DICE > FIELD_MASK) throw new Error("roll.ts: a symbol count could overflow its packed field");
function pack(face: Face, keys: readonly SymbolKey[]): number {
  let n = 0;
  for (let k = keys.length - 1; k >= 0; k--) n = n * 2 ** FIELD + (face[keys[k]!] ?? 0);
  return n;
}
const LOW_KEYS: readonly SymbolKey[] = ["success", "advantage", "triumph", "failure"];
const HIGH_KEYS: readonly SymbolKey[] = ["threat", "despair", "light", "dark"];

/** Everything the roll loop needs about one die type, in DIE_TYPES order. A rolled die is a value
 * (die, face, symbols), so each face's RolledDie is built once, frozen, and shared by every roll. */
const TABLES = DIE_TYPES.map((die) => ({
  die,
  sides: SIDES[die],
  rolled: FACES[die].map((symbols, i): RolledDie => Object.freeze({ die, face: i + 1, symbols })),
  low: FACES[die].map((f) => pack(f, LOW_KEYS)),
  high: FACES[die].map((f) => pack(f, HIGH_KEYS)),
}));

/** A checked pool's counts in DIE_TYPES order. Each count is read by its name: a lookup by a key
 * that changes from die to die is several times slower in V8, and was most of a roll's time. */
function countsInOrder(pool: Pool): number[] {
  return [pool.proficiency, pool.ability, pool.boost, pool.challenge, pool.difficulty, pool.setback, pool.force];
}
if (DIE_TYPES.join() !== "proficiency,ability,boost,challenge,difficulty,setback,force") {
  throw new Error("roll.ts: countsInOrder no longer follows DIE_TYPES");
}

/** Rolls a pool (or notation): every die, the raw symbols and the cancelled outcome. */
export function rollPool(input: PoolInput | string, random: RandomSource = Math.random): PoolRoll {
  const pool = typeof input === "string" ? parsePool(input) : normalisePool(input);
  // Not inlined by the minifier: inlined, it became a closure created on every roll, 15% slower.
  return /*@__NOINLINE__*/ rollCheckedPool(pool, checkRandom(random));
}

/**
 * rollPool for a caller inside the core that already holds a checked pool (one normalisePool or
 * parsePool returned, not changed since) and a random source that is a function: the pool is not
 * walked again. Each number the source returns is still checked, since only calling it shows it.
 */
export function rollCheckedPool(pool: Pool, random: RandomSource): PoolRoll {
  const counts = countsInOrder(pool);
  let total = 0;
  for (let t = 0; t < counts.length; t++) total += counts[t]!;
  const dice = new Array<RolledDie>(total);
  let low = 0;
  let high = 0;
  let at = 0;
  for (let t = 0; t < counts.length; t++) {
    const n = counts[t]!;
    if (n === 0) continue;
    const table = TABLES[t]!;
    for (let i = 0; i < n; i++) {
      const r = random();
      if (!(r >= 0 && r < 1)) throw diceError("InvalidRandom", { value: shown(r) });
      const index = Math.floor(r * table.sides);
      low += table.low[index]!;
      high += table.high[index]!;
      dice[at++] = table.rolled[index]!;
    }
  }
  const symbols: SymbolCounts = {
    success: low & FIELD_MASK, advantage: (low >>> FIELD) & FIELD_MASK,
    triumph: (low >>> (2 * FIELD)) & FIELD_MASK, failure: low >>> (3 * FIELD),
    threat: high & FIELD_MASK, despair: (high >>> FIELD) & FIELD_MASK,
    light: (high >>> (2 * FIELD)) & FIELD_MASK, dark: high >>> (3 * FIELD),
  };
  const auto = pool.symbols;
  if (auto) for (const key of SYMBOL_KEYS) symbols[key] += auto[key] ?? 0;
  return { dice, symbols, outcome: netOutcome(symbols) };
}
