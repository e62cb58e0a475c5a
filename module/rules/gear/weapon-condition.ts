/**
 * The condition of a weapon, armour or a tool, and what damage does to checks with it. Its own module:
 * the item data models validate the field at startup, and the attack-spending rules that worsen it
 * (a despair's "damage the weapon") load only with an attack card.
 */
/** Weapon and tool condition, least to most damaged (seed 002 REPAIRING GEAR: minor, moderate, major). */
export const WEAPON_CONDITIONS = ["undamaged", "minor", "moderate", "major"] as const;
export type WeaponCondition = (typeof WEAPON_CONDITIONS)[number];

/** One step worse (a despair's "becomes damaged"), or null when it is already majorly damaged. */
export function worsenCondition(condition: WeaponCondition): WeaponCondition | null {
  const i = WEAPON_CONDITIONS.indexOf(condition);
  return i >= 0 && i < WEAPON_CONDITIONS.length - 1 ? WEAPON_CONDITIONS[i + 1]! : null;
}

/** One step better (undoing a step), never past undamaged. */
export function improveCondition(condition: WeaponCondition): WeaponCondition {
  return WEAPON_CONDITIONS[Math.max(0, WEAPON_CONDITIONS.indexOf(condition) - 1)]!;
}

/**
 * What damage does to checks with the item (seed 002 REPAIRING GEAR, use penalty): minor +1 setback,
 * moderate +1 difficulty, major unusable.
 */
export function conditionPenalty(condition: WeaponCondition): { setback: number; difficulty: number; unusable: boolean } {
  return { setback: condition === "minor" ? 1 : 0, difficulty: condition === "moderate" ? 1 : 0, unusable: condition === "major" };
}
