/**
 * Sunder (seed 002 ITEM QUALITIES: "a: Item damaged one step (undamaged, minor, moderate, major,
 * destroyed)"; seed 000: "Trigger to damage weapon or item"). Each activation costs one advantage and
 * damages the target's weapon one step; Cortosis weapons are immune (seed 002 CORTOSIS).
 */
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
