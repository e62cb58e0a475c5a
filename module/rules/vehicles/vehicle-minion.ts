/**
 * Vehicle minions (seed 002 VEHICLE MINIONS): "MULTIPLE SHIPS: Use normal minion rules. GUNNERY MINIONS:
 * Group multiple guns firing in the same arc on a single ship into a minion group (upgrading check if they
 * have the Gunnery skill)." The minion rules are module/rules/combat/minion.ts's: a group of ships shares one hull
 * trauma track of one ship's threshold × the group; each full ship's threshold of hull trauma destroys one
 * ship; the group rolls a skill it has at one rank per ship (or gun) beyond the first.
 */
import { groupSkillRank, groupWoundThreshold, minionsStanding } from "../combat/minion.ts";
import { checkPool } from "../../dice/index.ts";
import type { Pool } from "../../dice/types.ts";
import type { TrackState } from "../character/derived-types.ts";
import { SKILL_RANK_MAX } from "../checks/skills.ts";
import type { FiringArc, MinionData, Track, WeaponData } from "../types.ts";

/** The ships in a vehicle's group: 1 for a lone vehicle (anything odd reads as 1). */
export function groupOf(vehicle: { group?: number }): number {
  const n = vehicle.group;
  return typeof n === "number" && Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The group's hull trauma threshold: one ship's × the ships in the group. */
export function groupHullThreshold(perShip: number, group: number): number {
  return groupWoundThreshold(perShip, group);
}

/** Ships still flying: the group less one per full ship's threshold of hull trauma. */
export function shipsStanding(hullTrauma: number, perShip: number, group: number): number {
  return minionsStanding(hullTrauma, perShip, group);
}

/**
 * A group's hull trauma track as the sheet and the damage state read it: the group's threshold, held
 * at most at that threshold, out (every ship destroyed) once it is reached, as a minion group's wounds.
 */
export function groupHullState(hull: Track, group: number): TrackState & { standing: number } {
  const threshold = groupHullThreshold(Math.max(0, hull.threshold), group);
  const value = Math.min(Math.max(0, hull.value), threshold);
  const standing = shipsStanding(value, hull.threshold, group);
  return { value, threshold, max: threshold, exceeded: standing === 0, standing };
}

/** The crew member has the skill as a group rolls it: a minion group's group skill, anyone else's trained rank. */
export function hasGroupSkill(crew: { type: string; system: unknown }, skill: string, ownRank: number): boolean {
  if (crew.type === "minion") return (crew.system as MinionData).groupSkills.includes(skill as never);
  return ownRank > 0;
}

/**
 * The skill rank a check for the group rolls with: a crew member who has the skill rolls it at one
 * rank per ship (or gun) beyond the first, as a minion group does, or at their own rank when that is
 * higher; without the skill, their own rank (seed 002: "upgrading check if they have the Gunnery skill").
 */
export function groupCheckRank(ownRank: number, hasSkill: boolean, members: number): number {
  if (!hasSkill || members <= 1) return ownRank;
  return Math.min(SKILL_RANK_MAX, Math.max(ownRank, groupSkillRank(members)));
}

export interface MountedWeapon {
  id: string;
  name: string;
  system: Pick<WeaponData, "damage" | "crit" | "range" | "firingArcs" | "qualities">;
}

/** Two guns of one kind: the same damage, crit, range and qualities (a group fires as one weapon). */
function sameProfile(a: MountedWeapon["system"], b: MountedWeapon["system"]): boolean {
  const q = (w: MountedWeapon["system"]) => JSON.stringify([...w.qualities].map((x) => [x.key, x.rating ?? null]).sort());
  return a.damage === b.damage && a.crit === b.crit && a.range === b.range && q(a) === q(b);
}

/**
 * The gunnery minion group a weapon fires with into `arc`: every gun of the same kind mounted on that
 * arc, the weapon first. A weapon not mounted on the arc has no group (an empty list).
 */
export function gunneryGroup(weapon: MountedWeapon, mounted: readonly MountedWeapon[], arc: FiringArc): MountedWeapon[] {
  if (!weapon.system.firingArcs.includes(arc)) return [];
  const others = mounted.filter((w) => w.id !== weapon.id && w.system.firingArcs.includes(arc) && sameProfile(w.system, weapon.system));
  return [weapon, ...others];
}

/**
 * The check's pool with its skill at `groupRank` instead of `ownRank` (upgrades as a minion group's rank
 * gives them), everything else in it kept (setback, difficulty, other dice). Unchanged when not higher.
 */
export function withGroupRank(pool: Pool, characteristic: number, ownRank: number, groupRank: number): Pool {
  if (groupRank <= ownRank) return pool;
  const before = checkPool(characteristic, ownRank);
  const after = checkPool(characteristic, groupRank);
  return {
    ...pool,
    ability: Math.max(0, pool.ability - before.ability + after.ability),
    proficiency: Math.max(0, pool.proficiency - before.proficiency + after.proficiency),
  };
}
