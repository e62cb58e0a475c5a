/**
 * Force powers on sheets (seed 002 THE FORCE): the upgrade list's edits (pure) and the rows of the
 * character's Force tab, each with what its Use button would do (the check itself refuses with the
 * rule's notice, module/rules/force/force.ts).
 */
import type { ForcePowerData, ForcePowerUpgrade } from "../../../rules/types.ts";

/** The list with one blank upgrade added, its key unique in the list. */
export function addUpgrade(current: readonly ForcePowerUpgrade[]): ForcePowerUpgrade[] {
  let n = current.length + 1;
  while (current.some((u) => u.key === `upgrade${n}`)) n += 1;
  return [...current.map((u) => ({ ...u })), { key: `upgrade${n}`, name: "", cost: 5, effect: "", ranks: null }];
}

/** The list without the upgrade at `index` (unchanged when there is none). */
export function removeUpgrade(current: readonly ForcePowerUpgrade[], index: number): ForcePowerUpgrade[] {
  return current.filter((_, i) => i !== index).map((u) => ({ ...u }));
}

export interface ForcePowerRow {
  id: string;
  name: string;
  img: string;
  requiredRating: number;
  points: number;
  /** The skill a combined check rolls (lang key), or null for a plain power check. */
  skillKey: string | null;
  commit: boolean;
  upgrades: number;
  /** The character's rating is below the power's: the row says so (Use still asks and is refused). */
  underRated: boolean;
}

export function forcePowerRows(items: readonly { id?: string | null; name?: string | null; img?: string | null; type: string; system: unknown }[], rating: number): ForcePowerRow[] {
  return items.filter((i) => i.type === "forcePower").map((i) => {
    const s = i.system as ForcePowerData;
    return {
      id: i.id ?? "", name: i.name ?? "", img: i.img ?? "", requiredRating: s.requiredRating, points: s.points,
      skillKey: s.skill ? `EOTE.Skill.${s.skill}` : null, commit: s.commit, upgrades: s.upgrades.length,
      underRated: rating < s.requiredRating,
    };
  });
}
