/**
 * Collisions (seed 002 STARSHIP AND VEHICLE spending: despair on a Piloting check, "ship suffers minor
 * collision"; despair with a failed check, "major collision"). The seeds stop there; the published
 * rule (Edge of the Empire core rules, Collisions) gives the critical hit: every ship involved suffers
 * one critical hit, its roll lowered by the defence of the zone that is hit ×10 in a minor collision,
 * ×5 in a major one; a roll brought to 0 or less means the shields took the impact and no critical hit
 * is suffered.
 */
import { EoteError } from "../../dice/errors.ts";
import { critModifier, lookupCritical } from "../combat/critical.ts";
import type { CriticalData } from "../types.ts";

export type CollisionKind = "minor" | "major";

/** Per point of the hit zone's defence, taken off the critical roll (published Collisions). */
export const COLLISION_DEFENCE_FACTOR: Readonly<Record<CollisionKind, number>> = { minor: 10, major: 5 };

/** The collision a Piloting check's despair causes: major when the check also failed, none without despair. */
export function collisionFromCheck(roll: { despair: number; succeeded: boolean }): CollisionKind | null {
  if (roll.despair <= 0) return null;
  return roll.succeeded ? "minor" : "major";
}

/** What the collision adds to the critical roll: −defence ×10 (minor) or ×5 (major). */
export function collisionCritModifier(kind: CollisionKind, defence: number): number {
  return 0 - COLLISION_DEFENCE_FACTOR[kind] * Math.max(0, Math.trunc(defence));
}

export interface CollisionCritical<T> {
  total: number;
  /** The shields absorbed it: no critical hit. */
  cancelled: boolean;
  row: T | null;
}

/**
 * The collision's critical hit: d100, +10 per critical hit the ship already has (seed 002 CRITICAL HIT),
 * minus the hit zone's defence ×10 or ×5; cancelled at 0 or less, else looked up in the table.
 */
export function collisionCritical<T extends Pick<CriticalData, "min" | "max">>(
  rows: readonly T[], d100: number, existing: number, kind: CollisionKind, defence: number,
): CollisionCritical<T> {
  if (!Number.isInteger(d100) || d100 < 1 || d100 > 100) {
    throw new EoteError("EOTE.Combat.Error.BadCritRoll", `Bad d100 for a critical roll: ${d100}`, { name: "d100", value: d100 });
  }
  const total = d100 + critModifier(Math.max(0, existing)) + collisionCritModifier(kind, defence);
  if (total <= 0) return { total, cancelled: true, row: null };
  return { total, cancelled: false, row: lookupCritical(rows, total) };
}
