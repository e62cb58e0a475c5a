/** The six characteristics (seed 002 CHARACTERISTICS), by stable id. Labels: EOTE.Characteristic.<id>. */
export type CharacteristicId = "brawn" | "agility" | "intellect" | "cunning" | "willpower" | "presence";

export const CHARACTERISTICS: readonly CharacteristicId[] = [
  "brawn", "agility", "intellect", "cunning", "willpower", "presence",
];

/** Published range for a characteristic rating: 1 (weak) to 6 (exceptional). */
export const CHARACTERISTIC_MIN = 1;
export const CHARACTERISTIC_MAX = 6;

export function isCharacteristicId(value: unknown): value is CharacteristicId {
  return typeof value === "string" && (CHARACTERISTICS as readonly string[]).includes(value);
}
