/**
 * Initiative (seed 001 Step 1: Determine Initiative; seed 002 INITIATIVE): a Simple Cool check when the
 * combatant was ready for the fight, Vigilance when surprised; slots ordered by successes, then
 * advantage, then player characters before NPCs.
 */
import type { SkillId } from "../checks/skills.ts";

export type InitiativeSkill = Extract<SkillId, "cool" | "vigilance">;

export function initiativeSkill(prepared: boolean): InitiativeSkill {
  return prepared ? "cool" : "vigilance";
}

export interface InitiativeEntry {
  id: string;
  /** Net successes of the check (a Simple check can still roll failures on setback dice). */
  netSuccess: number;
  netAdvantage: number;
  playerCharacter: boolean;
}

/** Negative when `a` acts before `b`. Ties that survive all three rules keep their input order. */
export function compareInitiative(a: InitiativeEntry, b: InitiativeEntry): number {
  return (b.netSuccess - a.netSuccess)
    || (Math.max(0, b.netAdvantage) - Math.max(0, a.netAdvantage))
    || (Number(b.playerCharacter) - Number(a.playerCharacter));
}

export function orderInitiative<T extends InitiativeEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(compareInitiative);
}

/** Largest advantage the numeric score keeps apart; more advantage than this ties. */
const ADVANTAGE_CAP = 99;

/**
 * One number that sorts the same way, for a combat tracker that orders by a single value: successes,
 * then advantage as hundredths, then a thousandth for a PC ("3.02" reads as 3 successes, 2 advantage).
 * Threat counts as no advantage (ties compare advantage only).
 */
export function initiativeScore(entry: Omit<InitiativeEntry, "id">): number {
  const advantage = Math.min(ADVANTAGE_CAP, Math.max(0, entry.netAdvantage));
  return Math.round((entry.netSuccess * 100 + advantage) * 10 + (entry.playerCharacter ? 1 : 0)) / 1000;
}
