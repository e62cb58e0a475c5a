/**
 * Which rules-reference page answers "what is this?" for an element of our sheets and cards. The
 * elements say what they are with stable ids in data attributes (a quality pill's or an attack card's
 * `data-quality`, a spending row's `data-option`, the dice dialog's difficulty buttons
 * `data-action="difficulty" data-level`, a skill row's `data-skill-id`); this maps such a dataset to a
 * page of the compendium, by the page keys of packs/_source/rules-reference. Pure: no Foundry global.
 */
import { DIFFICULTY_LEVELS } from "../../../dice/pool.ts";
import { COMBAT_OPTIONS } from "../../../rules/combat/combat-options.ts";
import { QUALITY_KEYS } from "../../../rules/gear/qualities.ts";
import { isSkillId } from "../../../rules/checks/skills.ts";
import { REFERENCE_PACK, referenceEntryId, referencePageId } from "./ids.ts";

/** A page of the rules reference by its source keys (topic file `key`, page `key`). */
export interface ReferencePage {
  readonly entry: string;
  readonly page: string;
}

export const REFERENCE_PAGES = {
  difficulty: { entry: "difficulty", page: "levels" },
  personalSpending: { entry: "spending", page: "personal" },
  vehicleSpending: { entry: "spending", page: "vehicle" },
  qualities: { entry: "qualities", page: "qualities" },
  skills: { entry: "skills", page: "list" },
} as const satisfies Record<string, ReferencePage>;

/** The element attributes the lookup reads (an HTMLElement's dataset has this shape). */
export type ReferenceData = Readonly<Record<string, string | undefined>>;

export { REFERENCE_SELECTOR } from "./selector.ts";

const has = (list: readonly string[], value: string): boolean => list.includes(value);

/** A difficulty button's level: a whole number from Simple (0) to Formidable (5). */
function isDifficultyLevel(level: string | undefined): boolean {
  if (level === undefined || !/^\d+$/.test(level)) return false;
  return Number(level) < DIFFICULTY_LEVELS.length;
}

/**
 * The page for an element's data attributes, or null when they name nothing the reference covers
 * (an unknown or custom id: the caller then opens the compendium itself). A spending option used by
 * both scales opens the personal table, a vehicle-only one the vehicle table.
 */
export function referencePageFor(data: ReferenceData): ReferencePage | null {
  const { quality, option, action, level, skillId } = data;
  if (quality !== undefined) return has(QUALITY_KEYS, quality) ? REFERENCE_PAGES.qualities : null;
  if (option !== undefined) {
    const found = COMBAT_OPTIONS.find((o) => o.id === option);
    if (!found) return null;
    return found.scale === "vehicle" ? REFERENCE_PAGES.vehicleSpending : REFERENCE_PAGES.personalSpending;
  }
  if (action === "difficulty") return isDifficultyLevel(level) ? REFERENCE_PAGES.difficulty : null;
  if (skillId !== undefined) return isSkillId(skillId) ? REFERENCE_PAGES.skills : null;
  return null;
}

/** Where a page lives: its entry's compendium uuid and the page id to open it at. */
export function referenceLocation(page: ReferencePage): { entryUuid: string; pageId: string } {
  return {
    entryUuid: `Compendium.${REFERENCE_PACK}.JournalEntry.${referenceEntryId(page.entry)}`,
    pageId: referencePageId(page.entry, page.page),
  };
}
