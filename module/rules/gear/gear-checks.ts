/**
 * Equipment on checks (seed 002 EQUIPMENT ENVIRONMENT): lifting, hidden items and advantageous
 * equipment, as the dice dialog's situational options.
 *
 *   LIFTING: an Athletics check; a single object over the encumbrance threshold adds one difficulty die
 *   per point over it; an object 5 or more over cannot be lifted; each helper adds their Brawn to the
 *   threshold.
 *   HIDDEN ITEMS: the searcher gains one boost die per point of the largest hidden object's encumbrance
 *   beyond 1.
 *   ADVANTAGEOUS EQUIPMENT: equipment for a task that can be done without it adds one boost die.
 */
import { EoteError } from "../../dice/errors.ts";
import type { SkillId } from "../checks/skills.ts";

export const LIFTING_SKILL: SkillId = "athletics";
/** Searching is a Perception check (or Vigilance, when not actively looking: published rule). */
export const SEARCH_SKILLS: readonly SkillId[] = ["perception", "vigilance"];
/** An object this far over the threshold, or more, cannot be lifted. */
export const LIFT_LIMIT = 5;
export const ADVANTAGEOUS_EQUIPMENT_BOOST = 1;

function whole(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) {
    throw new EoteError("EOTE.Trade.Error.BadNumber", `${name} must be a whole number from 0`, { name, value: String(value) });
  }
  return value;
}

/** The lifter's threshold with the helpers' Brawn added. */
export function liftingThreshold(threshold: number, helpersBrawn: readonly number[] = []): number {
  return whole("threshold", threshold) + helpersBrawn.reduce((n, b) => n + whole("brawn", b), 0);
}

/**
 * Difficulty dice lifting an object of `encumbrance` adds against `threshold` (helpers included): one
 * per point over it, none at or under. Throws the localised refusal 5 or more over.
 */
export function liftingDifficulty(encumbrance: number, threshold: number): number {
  const over = whole("encumbrance", encumbrance) - whole("threshold", threshold);
  if (over >= LIFT_LIMIT) throw new EoteError("EOTE.Gear.Check.TooHeavy", `${over} over the threshold cannot be lifted`, { over, limit: LIFT_LIMIT });
  return Math.max(0, over);
}

/** Boost dice a searcher gains for the largest hidden object: its encumbrance less one. */
export function hiddenItemBoost(largestEncumbrance: number): number {
  return Math.max(0, whole("encumbrance", largestEncumbrance) - 1);
}
