/**
 * Ensnare's way out (seed 002 ITEM QUALITIES: "ENSNARE: aa: Target immobilized for duration. Target may
 * attempt Athletics check (ddd) to end effect"): a Hard Athletics check by the ensnared character; a
 * success ends its immobilization.
 */
export const ESCAPE_SKILL = "athletics";
/** Hard: three difficulty dice. */
export const ESCAPE_DIFFICULTY = 3;

export function escapes(roll: { succeeded: boolean }): boolean {
  return roll.succeeded;
}
