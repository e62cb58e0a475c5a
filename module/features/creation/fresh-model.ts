/**
 * Whether a character is fresh enough for guided creation (pure): in creation mode, no XP yet, nothing
 * bought (or all of it refunded), and no species, career or specialisation on it. Guided creation then
 * writes the whole start, as dropping and buying on the sheet would.
 */
const IDENTITY = ["species", "career", "specialisation"];

export function freshForGuide(
  system: { creation?: boolean; xp?: { total?: number; ledger?: readonly { refunded?: boolean }[] } },
  itemTypes: readonly string[],
): boolean {
  return system.creation === true && (system.xp?.total ?? 0) === 0 && (system.xp?.ledger ?? []).every((e) => e.refunded === true)
    && !itemTypes.some((t) => IDENTITY.includes(t));
}
