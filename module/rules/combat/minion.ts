/**
 * Minion groups (seed 002 ADVERSARIES, MINIONS): the group shares one wound track of
 * per-minion threshold × group size; each full per-minion threshold of damage defeats one minion;
 * the group rolls its group skills at one rank per minion beyond the first (at most 5); no strain.
 */
import { combatantDerived } from "../character/derived.ts";
import type { MinionDerived } from "../character/derived-types.ts";
import type { OwnedItem } from "../character/owned-items.ts";
import { SKILL_RANK_MAX, type SkillId } from "../checks/skills.ts";
import type { MinionData } from "../types.ts";

export function groupWoundThreshold(perMinion: number, groupSize: number): number {
  return Math.max(0, perMinion) * Math.max(0, groupSize);
}

/** Minions still standing: group size less one per full per-minion threshold of wounds, never below 0. */
export function minionsStanding(wounds: number, perMinion: number, groupSize: number): number {
  const size = Math.max(0, groupSize);
  if (perMinion <= 0) return wounds > 0 ? 0 : size;
  return Math.max(0, size - Math.floor(Math.max(0, wounds) / perMinion));
}

/**
 * The group's wounds after `defeated` more minions fall (negative: that many come back), the GM's
 * "remove one" / "add one" in play: one per-minion threshold of wounds per minion, so damage on the
 * minion in front carries over and removing then adding one restores the track exactly. The result
 * stays between 0 and the group threshold. Null when no minion can fall (none standing) or come back
 * (all standing), or when the group has no per-minion threshold to count in.
 */
export function woundsAfterMinionChange(wounds: number, perMinion: number, groupSize: number, defeated: number): number | null {
  if (perMinion <= 0 || defeated === 0) return null;
  const threshold = groupWoundThreshold(perMinion, groupSize);
  const current = Math.min(Math.max(0, wounds), threshold);
  const standing = minionsStanding(current, perMinion, groupSize);
  if (defeated > 0 && standing === 0) return null;
  if (defeated < 0 && standing >= Math.max(0, groupSize)) return null;
  return Math.min(threshold, Math.max(0, current + defeated * perMinion));
}

/** The group's rank in a group skill: standing − 1, between 0 and 5. */
export function groupSkillRank(standing: number): number {
  return Math.min(SKILL_RANK_MAX, Math.max(0, standing - 1));
}

export function minionDerived(data: MinionData, items: readonly OwnedItem[]): MinionDerived {
  const threshold = groupWoundThreshold(data.wounds.threshold, data.groupSize);
  const base = combatantDerived(data, items, { value: data.wounds.value, threshold });
  const standing = minionsStanding(data.wounds.value, data.wounds.threshold, data.groupSize);
  const rank = groupSkillRank(standing);
  const skillRanks: Partial<Record<SkillId, number>> = {};
  for (const id of data.groupSkills) skillRanks[id] = rank;
  // A group cannot take more wounds than it has minions to lose, and it is out once none stand.
  const value = Math.min(base.wounds.value, threshold);
  return {
    ...base,
    wounds: { value, threshold, max: threshold, exceeded: standing === 0 },
    standing,
    skillRanks,
  };
}
