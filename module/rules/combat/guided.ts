/**
 * Guided (seed 000 WEAPON QUALITIES: "Requires aaa. If triggered and attack misses, makes additional
 * attack with ability equal to Guided rating"; seed 002 ITEM QUALITIES: "aaa: On miss, make guided attack
 * at end of the round. d = Guided rating. d = Per vehicle combat check; Silhouette = 0"). The guided check
 * is its rating in ability dice against the difficulty of a silhouette 0 attacker against the target
 * (the silhouette comparison, seed 000 SILHOUETTE COMPARISON), at the end of the round it was fired in.
 */
import { emptyPool } from "../../dice/types.ts";
import type { Pool } from "../../dice/types.ts";
import { silhouetteDifficulty } from "./range.ts";

/** One Guided activation's cost in advantage (seed 000 WEAPON QUALITIES: "Requires aaa"); a triumph pays it too. */
export const GUIDED_COST = 3;

/** What the card's one budget has paid for its guided attack: one activation once it is rolled, else nothing. */
export function guidedCosts(rolled: boolean): number[] {
  return rolled ? [GUIDED_COST] : [];
}

/** The guided attack's pool: ability dice equal to the rating, difficulty from silhouette 0 against the target's. */
export function guidedPool(rating: number, targetSilhouette: number): { pool: Pool; difficulty: number } {
  const { difficulty } = silhouetteDifficulty(0, targetSilhouette);
  return { pool: { ...emptyPool(), ability: Math.max(0, rating), difficulty }, difficulty };
}
