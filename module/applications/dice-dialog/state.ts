/**
 * The dice pool dialog's state (pure: no Foundry global). Every edit returns a new pool; pool rules
 * (upgrade, downgrade, difficulty dice) and the odds come from the dice core, never from here.
 */
import { DIFFICULTY_LEVELS, addDice, difficultyPool, downgrade, odds, removeDice, upgrade } from "../../dice/index.ts";
import type { DieType, Pool, SymbolKey } from "../../dice/types.ts";
import { DIE_TYPES, SYMBOL_KEYS } from "../../dice/types.ts";

/** Most dice of one kind the dialog offers; keeps the exact odds quick to compute. */
export const MAX_DICE_PER_TYPE = 10;

function copy(pool: Pool): Pool {
  const out: Pool = { ...pool };
  if (pool.symbols) out.symbols = { ...pool.symbols };
  return out;
}

/** One more die of a kind, up to the dialog's cap (the button is disabled there too). */
export function addDie(pool: Pool, die: DieType): Pool {
  return pool[die] >= MAX_DICE_PER_TYPE ? pool : addDice(pool, die, 1);
}

export function removeDie(pool: Pool, die: DieType): Pool {
  return removeDice(pool, die, 1);
}

export function upgradeDie(pool: Pool, target: "ability" | "difficulty"): Pool {
  return upgrade(pool, target, 1);
}

export function downgradeDie(pool: Pool, target: "ability" | "difficulty"): Pool {
  return downgrade(pool, target, 1);
}

/** Sets the check's difficulty: the negative dice become that level's difficulty dice. */
export function setDifficulty(pool: Pool, level: number): Pool {
  const base = difficultyPool(level);
  const out = copy(pool);
  out.difficulty = base.difficulty;
  out.challenge = base.challenge;
  return out;
}

/** The difficulty level index (0 Simple … 5 Formidable) the pool's negative dice amount to, if any. */
export function currentDifficulty(pool: Pool): number | null {
  const n = pool.difficulty + pool.challenge;
  return n <= DIFFICULTY_LEVELS.length - 1 ? n : null;
}

/** Adds (delta 1) or removes (delta -1) one automatic symbol; counts never go below zero. */
export function changeSymbol(pool: Pool, symbol: SymbolKey, delta: number): Pool {
  const out = copy(pool);
  const symbols = { ...(out.symbols ?? {}) };
  symbols[symbol] = Math.max(0, (symbols[symbol] ?? 0) + delta);
  if (symbols[symbol] === 0) delete symbols[symbol];
  out.symbols = symbols;
  return out;
}

export interface OddsView {
  success: number;
  advantage: number;
  triumph: number;
  despair: number;
}

/** The odds the dialog shows, exactly as the core computes them. */
export function poolOdds(pool: Pool): OddsView {
  const o = odds(pool);
  return { success: o.success, advantage: o.advantage, triumph: o.triumph, despair: o.despair };
}

/** A probability as a percentage with one decimal, for display ("42.3"). */
export function percent(p: number): string {
  return (Math.round(p * 1000) / 10).toFixed(1);
}

/** The dialog's template context, minus labels (the template localises keys). */
export function dialogView(pool: Pool) {
  const level = currentDifficulty(pool);
  // The core refuses exact odds past its dice limit; the dialog then shows a notice, not numbers.
  let o: OddsView | null = null;
  let oddsError: { key: string; data: Readonly<Record<string, string | number>> } | null = null;
  try {
    o = poolOdds(pool);
  } catch (err) {
    const e = err as { key?: unknown; data?: Record<string, string | number> };
    oddsError = typeof e.key === "string" ? { key: e.key, data: e.data ?? {} } : { key: "EOTE.Dice.Notice.Unexpected", data: {} };
  }
  // No odds (too many dice for exact odds): no number, and no "%" after nothing; the template says why.
  const show = (p: number | undefined) => (p === undefined ? null : percent(p));
  return {
    dice: DIE_TYPES.map((die) => ({ die, count: pool[die], labelKey: `EOTE.Dice.Die.${die}`, max: pool[die] >= MAX_DICE_PER_TYPE })),
    difficulties: DIFFICULTY_LEVELS.map((id: string, index: number) => ({ id, index, labelKey: `EOTE.Dice.Difficulty.${id}`, selected: index === level })),
    symbols: SYMBOL_KEYS.map((symbol) => ({ symbol, count: pool.symbols?.[symbol] ?? 0, labelKey: `EOTE.Dice.Symbol.${symbol}` })),
    /** Why there are no odds (too many dice for exact odds, say), for the shell to localise. */
    oddsError,
    odds: (["success", "advantage", "triumph", "despair"] as const).map((id) => (
      { id, labelKey: `EOTE.Dice.Odds.${id}`, value: show(o?.[id]) })),
  };
}
