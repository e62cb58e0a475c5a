/**
 * Building and modifying dice pools (seed 001 "Building the dice pool for a Skill check",
 * "Upgrading Dice", "Downgrading Dice"; seed 002 "BASIC MECHANICS", "DIFFICULTY").
 * Every function returns a new pool and leaves its arguments alone.
 */
import { diceError } from "./fail.ts";
import { DIE_TYPES, emptyPool, SYMBOL_KEYS, type DieType, type Pool, type SymbolCounts } from "./types.ts";

export const DIFFICULTY_LEVELS = ["simple", "easy", "average", "hard", "daunting", "formidable"] as const;

/** A difficulty by stable id. "impossible" is the seed's Formidable plus a Destiny Point that
 * forbids spending Destiny Points on the check (seed 002 "DIFFICULTY"): the dice are exactly the
 * Formidable pool, the Destiny rule is for the shell to enforce, so it yields that pool here. */
export type DifficultyId = (typeof DIFFICULTY_LEVELS)[number] | "impossible";

/** The pool for a difficulty: Simple (0) adds no dice, Easy 1 difficulty die … Formidable 5. */
export function difficultyPool(level: number | DifficultyId): Pool {
  let dice: number;
  if (typeof level === "number") {
    if (!Number.isInteger(level) || level < 0 || level > 5) throw diceError("UnknownDifficulty", { value: String(level) });
    dice = level;
  } else if (level === "impossible") {
    dice = 5;
  } else {
    dice = (DIFFICULTY_LEVELS as readonly string[]).indexOf(level);
    if (dice < 0) throw diceError("UnknownDifficulty", { value: String(level) });
  }
  return { ...emptyPool(), difficulty: dice };
}

function checkRating(value: number, what: "Characteristic" | "Rank"): void {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw diceError(what === "Rank" ? "InvalidRank" : "InvalidCharacteristic", { value: String(value) });
  }
  if (value < 0) throw diceError(what === "Rank" ? "NegativeRank" : "NegativeCharacteristic", { value });
}

/** The higher of characteristic and rank gives dice, the lower of the two of them are upgraded. */
function ratingSplit(characteristic: number, rank: number): [base: number, upgraded: number] {
  checkRating(characteristic, "Characteristic");
  checkRating(rank, "Rank");
  const high = Math.max(characteristic, rank);
  const low = Math.min(characteristic, rank);
  return [high - low, low];
}

/** A skill check's own dice: ability dice for the higher of characteristic and rank, the lower
 * of the two of them upgraded to proficiency. Intellect 3, Medicine 1 → 1 proficiency, 2 ability. */
export function checkPool(characteristic: number, rank: number): Pool {
  const [ability, proficiency] = ratingSplit(characteristic, rank);
  return { ...emptyPool(), ability, proficiency };
}

/** The difficulty of an opposed check, from the opponent's characteristic and skill rank,
 * built the same way: difficulty dice for the higher, the lower upgraded to challenge. */
export function opposedPool(characteristic: number, rank: number): Pool {
  const [difficulty, challenge] = ratingSplit(characteristic, rank);
  return { ...emptyPool(), difficulty, challenge };
}

/** Adds pools together, dice and automatic symbols alike. */
export function mergePools(...pools: Pool[]): Pool {
  const out = emptyPool();
  const symbols: Partial<SymbolCounts> = {};
  let anySymbols = false;
  for (const pool of pools) {
    for (const die of DIE_TYPES) out[die] += pool[die] ?? 0;
    if (!pool.symbols) continue;
    for (const key of SYMBOL_KEYS) {
      const n = pool.symbols[key];
      if (n) {
        symbols[key] = (symbols[key] ?? 0) + n;
        anySymbols = true;
      }
    }
  }
  if (anySymbols) out.symbols = symbols;
  return out;
}

/** Total number of dice in a pool. */
export function poolSize(pool: Pool): number {
  let n = 0;
  for (const die of DIE_TYPES) n += pool[die] ?? 0;
  return n;
}

function checkCount(n: number): void {
  if (typeof n !== "number" || !Number.isInteger(n) || n < 0) throw diceError("InvalidCount", { value: String(n) });
}

/** Adds n dice of one type (boost and setback for circumstances, say). */
export function addDice(pool: Pool, die: DieType, n = 1): Pool {
  checkCount(n);
  const out = copy(pool);
  out[die] = (out[die] ?? 0) + n;
  return out;
}

/** Removes up to n dice of one type (talents that remove setback dice); never below zero. */
export function removeDice(pool: Pool, die: DieType, n = 1): Pool {
  checkCount(n);
  const out = copy(pool);
  out[die] = Math.max(0, (out[die] ?? 0) - n);
  return out;
}

export type UpgradeTarget = "ability" | "difficulty";

const UPGRADED: Readonly<Record<UpgradeTarget, DieType>> = { ability: "proficiency", difficulty: "challenge" };

function checkUpgrade(target: string, n: number): DieType {
  if (target !== "ability" && target !== "difficulty") throw diceError("InvalidUpgradeTarget", { value: String(target) });
  checkCount(n);
  return UPGRADED[target];
}

function copy(pool: Pool): Pool {
  const out: Pool = { ...pool };
  if (pool.symbols) out.symbols = { ...pool.symbols };
  return out;
}

/** Upgrades n ability (difficulty) dice to proficiency (challenge). With no ability (difficulty)
 * die left, an upgrade adds one, and the next upgrade turns that one into proficiency (challenge). */
export function upgrade(pool: Pool, target: UpgradeTarget, n = 1): Pool {
  const upgraded = checkUpgrade(target, n);
  const out = copy(pool);
  // The same as one upgrade at a time in the seed's order: existing dice first, then add one, then upgrade it.
  const converted = Math.min(n, out[target]);
  out[target] -= converted;
  out[upgraded] += converted;
  const extra = n - converted;
  out[upgraded] += Math.floor(extra / 2);
  out[target] += extra % 2;
  return out;
}

/** Downgrades n proficiency (challenge) dice to ability (difficulty); downgrades beyond the
 * proficiency (challenge) dice in the pool are ignored. */
export function downgrade(pool: Pool, target: UpgradeTarget, n = 1): Pool {
  const upgraded = checkUpgrade(target, n);
  const out = copy(pool);
  const converted = Math.min(n, out[upgraded]);
  out[upgraded] -= converted;
  out[target] += converted;
  return out;
}

/** Throws a clear error unless every count in the pool is a whole number of 0 or more. */
export function validatePool(pool: unknown): Pool {
  if (typeof pool !== "object" || pool === null) throw diceError("NotAPool", { value: String(pool) });
  const p = pool as Record<string, unknown>;
  for (const die of DIE_TYPES) {
    const n = p[die] ?? 0;
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0) throw diceError("InvalidDieCount", { die, value: String(n) });
  }
  const symbols = p["symbols"];
  if (symbols !== undefined) {
    if (typeof symbols !== "object" || symbols === null) throw diceError("NotAPool", { value: String(pool) });
    for (const key of SYMBOL_KEYS) {
      const n = (symbols as Record<string, unknown>)[key] ?? 0;
      if (typeof n !== "number" || !Number.isInteger(n) || n < 0) throw diceError("InvalidSymbolCount", { symbol: key, value: String(n) });
    }
  }
  return pool as Pool;
}
