/**
 * Assisted checks (seed 002 ASSISTED CHECKS: "SKILLED ASSIST: Use best Skill & best Characteristic.
 * UNSKILLED ASSIST: +b"). The seed's die glyph is garbled (its symbol key prints boost and setback
 * with the same letter); the published rule is one boost die per unskilled assistant, which the seed's
 * maneuver list repeats ("ASSIST: +b to character being assisted").
 *
 * Skilled assistance: the check is built from the highest characteristic and the highest skill rank
 * among the active character and the helpers. Applied to a pool the active character's own dice are
 * already in (with whatever else the dialog or a status put there), that is: one more ability die per
 * point the higher of the two best ratings beats the active character's own higher one, and one
 * upgrade per point the lower of the two best beats its own lower one. Both differences are never
 * negative (the best ratings are at least the active character's own), so nothing is taken away.
 */
import { addDice, upgrade } from "../../dice/index.ts";
import type { Pool } from "../../dice/types.ts";

/** The two numbers a check is built from (dice core checkPool). */
export interface CheckRatings {
  characteristic: number;
  rank: number;
}

export type AssistMode = "skilled" | "unskilled";

export interface Assistant extends CheckRatings {
  mode: AssistMode;
}

/** The highest characteristic and the highest rank among the active character and skilled helpers. */
export function bestRatings(active: CheckRatings, helpers: readonly CheckRatings[]): CheckRatings {
  return {
    characteristic: Math.max(active.characteristic, ...helpers.map((h) => h.characteristic)),
    rank: Math.max(active.rank, ...helpers.map((h) => h.rank)),
  };
}

/** A helper with ranks in the skill assists skilled by default; without, unskilled (a boost die). */
export function defaultAssistMode(helper: CheckRatings): AssistMode {
  return helper.rank > 0 ? "skilled" : "unskilled";
}

/** Boost dice unskilled assistance adds: one per unskilled assistant. */
export function unskilledBoost(assistants: readonly Assistant[]): number {
  return assistants.filter((a) => a.mode === "unskilled").length;
}

/** What skilled assistance adds to the active character's own pool: ability dice, then upgrades. */
export function skilledAssistDelta(active: CheckRatings, helpers: readonly CheckRatings[]): { ability: number; upgrades: number } {
  const best = bestRatings(active, helpers);
  const high = (r: CheckRatings) => Math.max(r.characteristic, r.rank);
  const low = (r: CheckRatings) => Math.min(r.characteristic, r.rank);
  return { ability: high(best) - high(active), upgrades: low(best) - low(active) };
}

/** The pool with every assistant's help: skilled helpers through best ratings, unskilled ones as boost dice. */
export function assistedPool(pool: Pool, active: CheckRatings, assistants: readonly Assistant[]): Pool {
  const skilled = assistants.filter((a) => a.mode === "skilled");
  const delta = skilledAssistDelta(active, skilled);
  let out = addDice(pool, "ability", delta.ability);
  out = upgrade(out, "ability", delta.upgrades);
  return addDice(out, "boost", unskilledBoost(assistants));
}
