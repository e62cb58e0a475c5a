/**
 * Sunder (seed 002 ITEM QUALITIES: "a: Item damaged one step (undamaged, minor, moderate, major,
 * destroyed)"; seed 000: "Trigger to damage weapon or item"). Each activation costs one advantage and
 * damages the target's weapon one step; Cortosis weapons are immune (seed 002 CORTOSIS).
 */
import type { WeaponCondition } from "../gear/weapon-condition.ts";

export const SUNDER_STEPS = ["undamaged", "minor", "moderate", "major", "destroyed"] as const;
export type SunderStep = (typeof SUNDER_STEPS)[number];

/** The weapon's damage after `steps` Sunder activations from undamaged, never past destroyed. */
export function sunderedTo(steps: number): SunderStep {
  return SUNDER_STEPS[Math.min(SUNDER_STEPS.length - 1, Math.max(0, steps))]!;
}

/** Activations that still do something: a destroyed weapon takes no more. */
export function sunderStepsLeft(steps: number): number {
  return Math.max(0, SUNDER_STEPS.length - 1 - steps);
}

/** What one card's Sunder did to a weapon: its condition before the first step and the one it set last. */
export interface SunderedWeapon {
  itemId: string;
  before: WeaponCondition;
  after: WeaponCondition;
}

/**
 * The condition Undo puts back: the one before the card's first step, but only while the weapon is still
 * at the condition the card set (a repair or another card's damage since then is left alone).
 */
export function sunderUndone(now: WeaponCondition, done: Pick<SunderedWeapon, "before" | "after">): WeaponCondition | null {
  return now === done.after ? done.before : null;
}
