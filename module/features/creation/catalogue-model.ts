/**
 * The guided creation's catalogue from compendium index entries (pure): species, careers,
 * specialisations and gear, each read defensively with defaults (a world pack's imported item may lack
 * any field). Species rules as data (starting talents, skill choices, free-rank counts) are read where
 * the item has them; an item without them offers none.
 */
import { isSkillId, SKILL_IDS, type SkillId } from "../../rules/checks/skills.ts";
import { CHARACTERISTICS, type CharacteristicId } from "../../rules/character/characteristics.ts";
import type { SpeciesSkillChoice as SkillChoice } from "../../rules/character/identity-types.ts";
import { isSpeciesRuleId } from "../../rules/character/species-rules.ts";
import type { TalentCell } from "../../rules/character/identity-types.ts";
import { boundedText, MAX_NAME_CHARS } from "../../rules/text.ts";
import type { Catalogue, CareerEntry, GearEntry, SpecialisationEntry, SpeciesEntry } from "./state-model.ts";

/** The index fields each kind needs (CompendiumCollection#getIndex({ fields })). */
export const CATALOGUE_FIELDS = [
  "img", "system.description", "system.characteristics", "system.woundBase", "system.strainBase", "system.startingXp", "system.freeRanks",
  "system.startingTalents", "system.skillChoices", "system.rules", "system.careerFreeRanks", "system.specialisationFreeRanks",
  "system.key", "system.careerSkills", "system.career", "system.tree", "system.price", "system.rarity", "system.restricted",
];

/** The item types bought as starting gear. */
export const GEAR_TYPES = ["weapon", "armour", "gear"] as const;

export interface IndexEntry {
  uuid?: unknown;
  name?: unknown;
  type?: unknown;
  img?: unknown;
  system?: unknown;
}

type Raw = Record<string, unknown>;
const num = (v: unknown, fallback: number) => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const text = (v: unknown) => (typeof v === "string" ? v : "");
const skills = (v: unknown): SkillId[] => (Array.isArray(v) ? v.filter(isSkillId) : []);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((s): s is string => typeof s === "string" && s !== "") : []);
const nullableCount = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : null);

function base(e: IndexEntry) {
  return { uuid: text(e.uuid), name: boundedText(text(e.name), MAX_NAME_CHARS), img: text(e.img) || "icons/svg/mystery-man.svg" };
}

function skillChoices(v: unknown): SkillChoice[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((c: Raw | null) => {
    if (!c || typeof c !== "object") return [];
    const list = skills(c["skills"]);
    const count = num(c["count"], 0);
    return Number.isInteger(count) && count > 0 ? [{ skills: list.length ? list : [...SKILL_IDS], count, nonCareer: c["nonCareer"] === true }] : [];
  });
}

export function speciesEntry(e: IndexEntry): SpeciesEntry {
  const s = (e.system ?? {}) as Raw;
  const ch = (s["characteristics"] ?? {}) as Raw;
  return {
    ...base(e),
    system: {
      description: text(s["description"]),
      characteristics: Object.fromEntries(CHARACTERISTICS.map((id) => [id, num(ch[id], 1)])) as Record<CharacteristicId, number>,
      woundBase: num(s["woundBase"], 10), strainBase: num(s["strainBase"], 10), startingXp: num(s["startingXp"], 0),
      freeRanks: skills(s["freeRanks"]), startingTalents: strings(s["startingTalents"]), skillChoices: skillChoices(s["skillChoices"]),
      rules: strings(s["rules"]).filter(isSpeciesRuleId), careerFreeRanks: nullableCount(s["careerFreeRanks"]), specialisationFreeRanks: nullableCount(s["specialisationFreeRanks"]),
    },
  };
}

export function careerEntry(e: IndexEntry): CareerEntry {
  const s = (e.system ?? {}) as Raw;
  return { ...base(e), system: { key: text(s["key"]), careerSkills: skills(s["careerSkills"]), freeRanks: num(s["freeRanks"], 4), description: text(s["description"]) } };
}

function cells(v: unknown): TalentCell[] {
  if (!Array.isArray(v)) return [];
  return v.map((c: Raw | null) => ({
    key: text(c?.["key"]), name: boundedText(text(c?.["name"]), MAX_NAME_CHARS), right: c?.["right"] === true, down: c?.["down"] === true, bought: false,
  }));
}

export function specialisationEntry(e: IndexEntry): SpecialisationEntry {
  const s = (e.system ?? {}) as Raw;
  return {
    ...base(e),
    system: { key: text(s["key"]), career: text(s["career"]), careerSkills: skills(s["careerSkills"]), tree: cells(s["tree"]), description: text(s["description"]) },
  };
}

export function gearEntry(e: IndexEntry): GearEntry {
  const s = (e.system ?? {}) as Raw;
  return { ...base(e), type: text(e.type), system: { price: Math.max(0, num(s["price"], 0)), rarity: num(s["rarity"], 0), restricted: s["restricted"] === true } };
}

/** Whether the entry's price and rarity are listed (a weapon's may be null: "not listed by the source"). */
const listed = (e: IndexEntry) => {
  const s = (e.system ?? {}) as Raw;
  return s["price"] !== null && s["rarity"] !== null;
};

const gearRank = (type: string) => (GEAR_TYPES as readonly string[]).indexOf(type);

/** The catalogue from every index entry of the Item packs read, sorted by name (gear by type, then price). */
export function catalogueOf(entries: readonly IndexEntry[], partySize: number): Catalogue {
  const of = (type: string) => entries.filter((e) => e.type === type && typeof e.uuid === "string");
  const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
  return {
    species: of("species").map(speciesEntry).sort(byName),
    careers: of("career").map(careerEntry).sort(byName),
    specialisations: of("specialisation").map(specialisationEntry).sort(byName),
    // Free things (unarmed, improvised weapons) are not bought, nor what its source lists no price or rarity for
    // (null: vehicle weapons, which come with their ship).
    gear: entries.filter((e) => (GEAR_TYPES as readonly unknown[]).includes(e.type) && typeof e.uuid === "string" && listed(e)).map(gearEntry)
      .filter((e) => e.system.price > 0)
      .sort((a, b) => gearRank(a.type) - gearRank(b.type) || a.system.price - b.system.price || byName(a, b)),
    partySize: Math.max(2, Math.trunc(partySize) || 2),
  };
}
