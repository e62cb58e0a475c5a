/**
 * What a stored roll shows it was rolled against, for cards that must not act beyond what the roll paid
 * for. A difficulty level is that many difficulty dice; an upgrade turns one into a challenge die (seed
 * 000 UPGRADES), so the level a roll was made at is its difficulty plus its challenge dice.
 */
import type { DieType } from "../../dice/types.ts";

/** The difficulty level of a roll: its difficulty and challenge dice (each die once, as stored). */
export function rolledDifficultyLevel(dice: readonly { die: DieType | string }[]): number {
  return dice.filter((d) => d.die === "difficulty" || d.die === "challenge").length;
}

/**
 * Whether a roll made at `rolledLevel` paid for what needs `requiredLevel`: Auto-fire's +1 difficulty, or
 * the difficulty of the critical a treatment now points at. A roll made at a lower level did not.
 */
export function difficultyPaid(rolledLevel: number, requiredLevel: number): boolean {
  return Number.isInteger(requiredLevel) && rolledLevel >= requiredLevel;
}
