/**
 * Tractor (seed 002 ITEM QUALITIES: "TRACTOR: Target may not move. Target may attempt Piloting check
 * (d = rating) to end effect"; seed 000 WEAPON QUALITIES: passive). A tractor beam that hits holds the
 * vessel: it is immobilised until its pilot succeeds at a Piloting check whose difficulty is the rating.
 * Passive: holding the target costs none of the roll's advantage.
 */
import { qualityRating } from "../gear/qualities.ts";
import type { PilotManeuverId } from "./starship-maneuvers.ts";
import type { QualityRef } from "../types.ts";

/** Sources of a card's status that the roll did not pay for (attack-spending.ts leaves them out of the budget). */
export const PASSIVE_STATUS_SOURCES: readonly string[] = ["tractor"];

/** The status a tractor beam puts on the vessel it holds. */
export const TRACTOR_STATUS = "immobilized";

/** The beam's rating when the attack hit a vehicle with a Tractor weapon, else 0 (nothing to hold). */
export function tractorHold(hit: boolean, qualities: readonly QualityRef[], targetType: string): number {
  return hit && targetType === "vehicle" ? qualityRating(qualities, "tractor") : 0;
}

/**
 * The pilot's check to break free: Piloting at a difficulty of the beam's rating. The rating names a
 * difficulty LEVEL, so it stops at Formidable (../combat/range.ts withAddedDifficulty, the one cap policy).
 */
export function tractorEscapeDifficulty(rating: number): number {
  return Math.min(5, Math.max(0, rating));
}

/** A success breaks the beam's hold. */
export function breaksFree(roll: { succeeded: boolean }): boolean {
  return roll.succeeded;
}

/**
 * The pilot maneuvers that move the vessel, which a held vessel may not take (seed 002 TRACTOR: "Target
 * may not move"; the published rule: it may not move until it breaks free): Accelerate, Fly/Drive and
 * Punch It move it, and Evasive Action is erratic flying. Decelerate (slowing in the beam), Stay on
 * Target (keeping a target in the sights) and Angle Deflector Screens move nothing.
 */
export const MOVING_MANEUVERS: readonly PilotManeuverId[] = ["accelerate", "fly", "punchIt", "evasiveAction"];

/** Whether a vessel held by a tractor beam is refused maneuver `id`. */
export function tractorForbids(held: boolean, id: PilotManeuverId): boolean {
  return held && MOVING_MANEUVERS.includes(id);
}
