/**
 * Opposed checks (seed 002 OPPOSED CHECKS): the difficulty is built from the opponent's skill and
 * characteristic the way a check's own dice are, difficulty dice for the higher of the two and the
 * lower of them upgraded to challenge (dice core opposedPool).
 */
import { opposedPool } from "../../dice/index.ts";
import type { Pool } from "../../dice/types.ts";
import type { CheckRatings } from "./assist.ts";
import type { SkillId } from "./skills.ts";

/** The pool with its difficulty replaced by the opponent's: a set difficulty no longer applies. */
export function withOpposedDifficulty(pool: Pool, opponent: CheckRatings): Pool {
  const against = opposedPool(opponent.characteristic, opponent.rank);
  return { ...pool, difficulty: against.difficulty, challenge: against.challenge };
}

/**
 * The skill that usually opposes a check (the published rulebook's social and stealth pairings:
 * Charm against Cool, Coercion, Deception and Leadership against Discipline, Negotiation against
 * Negotiation, Stealth and Skulduggery against Perception or Vigilance, Computers against Computers).
 * Only a default: the dialog lets the user pick any of the opponent's skills. Unlisted skills are
 * opposed by the same skill (a contest of like against like).
 */
const OPPOSED_BY: Partial<Record<SkillId, SkillId>> = {
  charm: "cool",
  coercion: "discipline",
  deception: "discipline",
  leadership: "discipline",
  negotiation: "negotiation",
  stealth: "vigilance",
  skulduggery: "vigilance",
  computers: "computers",
  perception: "stealth",
  vigilance: "stealth",
};

export function defaultOpposingSkill(skillId: string): string {
  return OPPOSED_BY[skillId as SkillId] ?? skillId;
}
