/** The six characteristics (seed 002 CHARACTERISTICS), by stable id. Labels: EOTE.Characteristic.<id>. */
export type CharacteristicId = "brawn" | "agility" | "intellect" | "cunning" | "willpower" | "presence";

export const CHARACTERISTICS: readonly CharacteristicId[] = [
  "brawn", "agility", "intellect", "cunning", "willpower", "presence",
];

/** Published range for a characteristic rating: 1 (weak) to 6 (exceptional). */
export const CHARACTERISTIC_MIN = 1;
export const CHARACTERISTIC_MAX = 6;

/**
 * Adversaries step outside the characters' range in published profiles: a creature can lack a
 * characteristic (0: a ysalamir's Agility) or exceed 6 (a fambaa's Brawn of 7). The upper bound is
 * ours, generous, only to keep a pool's size finite.
 */
export const ADVERSARY_CHARACTERISTIC_MIN = 0;
export const ADVERSARY_CHARACTERISTIC_MAX = 12;

export function isCharacteristicId(value: unknown): value is CharacteristicId {
  return typeof value === "string" && (CHARACTERISTICS as readonly string[]).includes(value);
}
