/**
 * Building and modifying dice pools (seed 001 "Building the dice pool for a Skill check",
 * "Upgrading Dice", "Downgrading Dice"; seed 002 "BASIC MECHANICS", "DIFFICULTY").
 * Every function returns a new pool and leaves its arguments alone.
 */
import { diceError } from "./fail.ts";
import { DIE_TYPES, emptyPool, SYMBOL_KEYS, type DieType, type Pool, type SymbolCounts } from "./types.ts";
import { checkCount, checkDie, normalisePool, shown, type PoolInput } from "./validate.ts";

export const DIFFICULTY_LEVELS = ["simple", "easy", "average", "hard", "daunting", "formidable"] as const;

/** A difficulty by stable id. "impossible" is the seed's Formidable plus a Destiny Point that
 * forbids spending Destiny Points on the check (seed 002 "DIFFICULTY"): the dice are exactly the
 * Formidable pool, the Destiny rule is for the shell to enforce, so it yields that pool here. */
export type DifficultyId = (typeof DIFFICULTY_LEVELS)[number] | "impossible";

/** The pool for a difficulty: Simple (0) adds no dice, Easy 1 difficulty die … Formidable 5. */
export function difficultyPool(level: number | DifficultyId): Pool {
  let dice: number;
  if (typeof level === "number") {
    if (!Number.isInteger(level) || level < 0 || level > 5) throw diceError("UnknownDifficulty", { value: shown(level, false) });
    dice = level;
  } else if (level === "impossible") {
    dice = 5;
  } else {
    dice = (DIFFICULTY_LEVELS as readonly unknown[]).indexOf(level);
    if (dice < 0) throw diceError("UnknownDifficulty", { value: shown(level, false) });
  }
  return { ...emptyPool(), difficulty: dice };
}

function checkRating(value: number, what: "Characteristic" | "Rank"): void {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw diceError(what === "Rank" ? "InvalidRank" : "InvalidCharacteristic", { value: shown(value) });
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
  return normalisePool({ ...emptyPool(), ability, proficiency });
}

/** The difficulty of an opposed check, from the opponent's characteristic and skill rank,
 * built the same way: difficulty dice for the higher, the lower upgraded to challenge. */
export function opposedPool(characteristic: number, rank: number): Pool {
  const [difficulty, challenge] = ratingSplit(characteristic, rank);
  return normalisePool({ ...emptyPool(), difficulty, challenge });
}

/** Adds pools together, dice and automatic symbols alike. The sum is checked like any pool. */
export function mergePools(...pools: PoolInput[]): Pool {
  const out: Record<string, number> = {};
  const symbols: Partial<SymbolCounts> = {};
  let anySymbols = false;
  for (const input of pools) {
    const pool = normalisePool(input);
    for (const die of DIE_TYPES) out[die] = (out[die] ?? 0) + pool[die];
    if (!pool.symbols) continue;
    for (const key of SYMBOL_KEYS) {
      const n = pool.symbols[key];
      if (n) {
        symbols[key] = (symbols[key] ?? 0) + n;
        anySymbols = true;
      }
    }
  }
  return normalisePool(anySymbols ? { ...out, symbols } : out);
}

/** Total number of dice in a pool. */
export function poolSize(pool: PoolInput): number {
  const checked = normalisePool(pool);
  let n = 0;
  for (const die of DIE_TYPES) n += checked[die];
  return n;
}

/** Adds n dice of one type (boost and setback for circumstances, say). */
export function addDice(pool: PoolInput, die: DieType, n = 1): Pool {
  const out = normalisePool(pool);
  out[checkDie(die)] += checkCount(n);
  return normalisePool(out);
}

/** Removes up to n dice of one type (talents that remove setback dice); never below zero. */
export function removeDice(pool: PoolInput, die: DieType, n = 1): Pool {
  const out = normalisePool(pool);
  const which = checkDie(die);
  out[which] = Math.max(0, out[which] - checkCount(n));
  return out;
}

export type UpgradeTarget = "ability" | "difficulty";

const UPGRADED: Readonly<Record<UpgradeTarget, DieType>> = { ability: "proficiency", difficulty: "challenge" };

function checkUpgrade(target: unknown, n: unknown): [UpgradeTarget, DieType, number] {
  if (target !== "ability" && target !== "difficulty") throw diceError("InvalidUpgradeTarget", { value: shown(target, false) });
  return [target, UPGRADED[target], checkCount(n)];
}

/** Upgrades n ability (difficulty) dice to proficiency (challenge). With no ability (difficulty)
 * die left, an upgrade adds one, and the next upgrade turns that one into proficiency (challenge). */
export function upgrade(pool: PoolInput, target: UpgradeTarget, n = 1): Pool {
  const [base, upgraded, count] = checkUpgrade(target, n);
  const out = normalisePool(pool);
  // The same as one upgrade at a time in the seed's order: existing dice first, then add one, then upgrade it.
  const converted = Math.min(count, out[base]);
  out[base] -= converted;
  out[upgraded] += converted;
  const extra = count - converted;
  out[upgraded] += Math.floor(extra / 2);
  out[base] += extra % 2;
  return normalisePool(out);
}

/** Downgrades n proficiency (challenge) dice to ability (difficulty); downgrades beyond the
 * proficiency (challenge) dice in the pool are ignored. */
export function downgrade(pool: PoolInput, target: UpgradeTarget, n = 1): Pool {
  const [base, upgraded, count] = checkUpgrade(target, n);
  const out = normalisePool(pool);
  const converted = Math.min(count, out[upgraded]);
  out[upgraded] -= converted;
  out[base] += converted;
  return out;
}

/**
 * Checks a pool and returns it normalised (every die key present, a new object): the entry step
 * every pool function runs (validate.ts). Unknown keys, counts that are not whole numbers of 0 or
 * more, or counts over the limits raise an EoteError naming the key.
 */
export const validatePool: (pool: unknown) => Pool = normalisePool;
