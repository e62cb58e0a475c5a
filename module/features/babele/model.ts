/**
 * Babele, an optional module, translates compendia at run time from JSON files: one
 * `<package>.<pack>.json` per pack (its label, and each entry's fields keyed by the entry's English
 * name) in a folder per language. A system names that folder with `setSystemTranslationsDir(dir)`,
 * which Babele reads as `systems/<system id>/<dir>/<language>/` (a module names its own with
 * `register({ module, lang, dir })`, read under `modules/`, which is why a system does not use it).
 *
 * This file decides, from what the world shows of Babele, what the system does: nothing when Babele
 * is not active; name our folder when Babele has that call; refuse with a warning when it has not; and
 * warn, while still naming the folder, when Babele's version is not one this was checked against.
 */

/** Babele's package id. */
export const BABELE_MODULE_ID = "babele";

/** Our translation folder, from the system's root: lang/babele/<language>/eote.<pack>.json. */
export const BABELE_DIR = "lang/babele";

/**
 * The Babele releases this was checked against: 2.x from 2.5 (setSystemTranslationsDir, the
 * "babele.init" hook and `Babele.get()`); Foundry 13 itself needs Babele 2.7 or later.
 */
export const BABELE_TESTED = { major: 2, minMinor: 5 } as const;

/** What the system can see of Babele in this world. */
export interface BabeleSeen {
  /** Babele is installed and active. */
  readonly active: boolean;
  /** Its manifest version, when known. */
  readonly version: string | null;
  /** Its instance offers setSystemTranslationsDir. */
  readonly canSetDir: boolean;
}

export type BabelePlan =
  | { readonly kind: "absent" }
  | { readonly kind: "register"; readonly dir: string; readonly warning: string | null }
  | { readonly kind: "refuse"; readonly warning: string };

/** "2.7.5" → [2, 7, 5]; anything else (a missing or odd version) → null. */
export function parseVersion(version: string | null): readonly [number, number, number] | null {
  const match = /^v?(\d+)\.(\d+)(?:\.(\d+))?/.exec(version?.trim() ?? "");
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
}

/** Whether a Babele version is one this registration was checked against. */
export function isTestedBabele(version: string | null): boolean {
  const parsed = parseVersion(version);
  return parsed !== null && parsed[0] === BABELE_TESTED.major && parsed[1] >= BABELE_TESTED.minMinor;
}

/** What to do about Babele, from what the world shows of it. */
export function planBabele(seen: BabeleSeen): BabelePlan {
  if (!seen.active) return { kind: "absent" };
  const shown = seen.version ?? "of an unknown version";
  if (!seen.canSetDir) {
    return {
      kind: "refuse",
      warning: `eote | Babele ${shown} has no setSystemTranslationsDir: the German and French compendium names in ${BABELE_DIR} are not loaded. Babele 2.${BABELE_TESTED.minMinor} or later has it.`,
    };
  }
  const warning = isTestedBabele(seen.version)
    ? null
    : `eote | Babele ${shown} is not a version eote was checked against (2.${BABELE_TESTED.minMinor} to 2.x): its compendium translations are registered from ${BABELE_DIR}, but may not load.`;
  return { kind: "register", dir: BABELE_DIR, warning };
}
