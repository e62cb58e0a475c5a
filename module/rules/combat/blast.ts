/**
 * Blast (seed 000 WEAPON QUALITIES: "targets engaged with target suffer wounds equal to rating"; seed 002
 * ITEM QUALITIES: "aa: All characters in blast radius suffer damage. aaa: On missed attack, target and all
 * characters engaged with target still damaged"). The damage is the rating, reduced by soak like any hit
 * (published rule). One activation covers everyone in the blast; each one is hit once.
 */
import type { Hit } from "./damage.ts";

/** Advantage for Blast on a miss (seed 002: "aaa"); on a hit it is the usual 2 (attack-result.ts). */
export const BLAST_MISS_COST = 3;

/**
 * Who the blast reaches among the attack's targets (the first is the one attacked, the others the
 * characters engaged with it): on a hit, the others; on a miss, everyone, the target too. Indices.
 */
export function blastVictims(hit: boolean, targetCount: number): number[] {
  return Array.from({ length: targetCount }, (_, i) => i).filter((i) => !hit || i > 0);
}

/** The hit one character in the blast takes: the rating as damage, soak as usual. */
export function blastHit(rating: number, scale: "personal" | "vehicle"): Hit {
  return { damage: rating, scale };
}
