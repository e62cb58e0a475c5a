/**
 * What some vehicle critical hits do beyond the vehicle (seed 002 VEHICLE CRITICAL HITS; seed 000 VEHICLE
 * CRITICAL HIT RESULTS): to its crew when the hit is applied, the check that puts a fire out, and when a
 * ship that is breaking up is lost. Pure; the lasting and short-term effects on the vehicle itself are
 * ./critical-hits.ts.
 */
import type { Hit } from "../combat/damage.ts";
import type { StatusId } from "../combat/status.ts";
import type { SkillId } from "../checks/skills.ts";
import { fireRounds, type VehicleCritKey } from "./critical-hits.ts";

/** What a hit does to each crew member aboard when it is applied: strain suffered, and a status for some rounds. */
export interface CrewOnHit {
  strain: number;
  status: StatusId;
  /** Rounds the status lasts, counted as the system's other short effects (to the end of the next round). */
  rounds: number;
}

/**
 * The crew's part of a row, or null for a row with none:
 *   Jostled (seed 002: "Crew suffer +1 strain and are disoriented for 1 round"; seed 000 the same):
 *     1 strain and disoriented for one round.
 *   Tailspin (seed 002: "all crew immobilized until end of pilot's next turn"): immobilised, read as the
 *     vehicle's own Tailspin effect is (./critical-hits.ts shortTermEffect): to the end of the next round.
 *     Its setback on the ship's attacks is the vehicle's effect, not the crew's.
 */
export function crewOnHit(key: VehicleCritKey): CrewOnHit | null {
  switch (key) {
    case "jostled": return { strain: 1, status: "disoriented", rounds: 1 };
    case "tailspin": return { strain: 0, status: "immobilized", rounds: 1 };
    default: return null;
  }
}

/**
 * The crew's strain as a hit for the damage rules (module/rules/combat/damage.ts applyDamage): strain
 * suffered outright, never reduced by soak, as a triggered Stun's strain is; a rival or minion, who has no
 * strain track, takes it as wounds (published rule, Adversaries).
 */
export function crewStrainHit(strain: number): Hit {
  return { damage: 0, scale: "personal", stun: Math.max(0, Math.trunc(strain)) };
}

/** Fighting a fire aboard (Fire!): the skills, the difficulty, and the rounds it takes. */
export interface FireFight {
  skills: readonly SkillId[];
  difficulty: number;
  rounds: number;
}

/**
 * The checks that put out a fire aboard (seed 002 Fire!: "Takes one round per 2 silhouette to put out,
 * requiring Cool and Vigilance checks"). Neither seed nor the published rule (Fire!: "at the Game Master's
 * discretion") gives a difficulty; the seed's own fire rule (seed 002 FIRE / ACID / CORROSIVE ATMOSPHERE:
 * "Putting Out Fire ... Hard Surface: dd") puts out a fire on a hard surface at Average, and a ship's deck
 * is one: Average (2), which the GM may change in the dice dialog.
 */
export function fireFight(silhouette: number): FireFight {
  return { skills: ["cool", "vigilance"], difficulty: 2, rounds: fireRounds(silhouette) };
}

/**
 * The round at whose end a ship that is Breaking Up is lost (seed 002: "completely destroyed at the end of
 * the next round"; seed 000: "At the end of the following round"): the round after the one it was hit in.
 */
export function breakingUpLastRound(hitRound: number): number {
  return Math.max(0, Math.trunc(hitRound)) + 1;
}

/** Whether that round has ended by `round` (the combat's round now): it has once a later round began. */
export function breakingUpDue(hitRound: number, round: number): boolean {
  return round > breakingUpLastRound(hitRound);
}
