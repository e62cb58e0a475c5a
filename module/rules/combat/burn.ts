/**
 * Burn (seed 000 WEAPON QUALITIES: "target suffers weapon's base damage for a number of rounds equal to
 * rating"; seed 002 ITEM QUALITIES: "aa: Target suffers base damage per round for duration"). The target
 * burns at the start of each of its turns, once per round, for the rating in rounds; each round's damage
 * is a hit of the weapon's base damage, reduced by soak as usual (published rule).
 */
import type { Hit } from "./damage.ts";

/** What a burning target carries: the damage per round, rounds left, and the last round it burned in. */
export interface Burning {
  damage: number;
  /** Rounds of burning still to come. */
  left: number;
  /** Combat id and round of the last burn, so one round never burns twice. */
  last: { combat: string; round: number } | null;
}

export function startBurning(baseDamage: number, rating: number): Burning {
  return { damage: Math.max(0, baseDamage), left: Math.max(0, rating), last: null };
}

/**
 * At the start of the target's turn in `round` of `combat`: the hit it takes and what remains, or null
 * when it takes nothing (burnt out, or it already burned this round).
 */
export function burnAtTurnStart(burning: Burning, clock: { combat: string; round: number }, scale: "personal" | "vehicle"):
  { hit: Hit; next: Burning } | null {
  if (burning.left <= 0) return null;
  if (burning.last && burning.last.combat === clock.combat && burning.last.round >= clock.round) return null;
  return { hit: { damage: burning.damage, scale }, next: { ...burning, left: burning.left - 1, last: { ...clock } } };
}
