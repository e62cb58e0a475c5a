/**
 * The parts of a Star Wars Adversaries entry that become items: weapons (named from weapons.json or
 * written out), talents, special abilities and gear ("Padded armour (+2 Soak)" is armour). Its skills,
 * written by name ("Ranged: Light", "Knowledge (Warfare)", "Lightsaber (Willpower)"), are read here
 * too. Pure: no Foundry global.
 */
import { CHARACTERISTICS, type CharacteristicId } from "../../../../rules/character/characteristics.ts";
import { SKILLS, type SkillId } from "../../../../rules/checks/skills.ts";
import type { QualityRef, RangeBand } from "../../../../rules/types.ts";
import { weaponListing } from "../listing.ts";
import { plainHtml } from "../markup.ts";
import { qualityKey } from "../oggdude/keys.ts";
import { camelId, type ImportedDocument } from "../result.ts";

export type Json = Record<string, unknown>;

/** The catalogue's own lists (weapons.json, talents.json, abilities.json, skills.json…), by lower-case name. */
export interface Lookups {
  weapons: Map<string, Json>;
  talents: Map<string, Json>;
  abilities: Map<string, Json>;
  skills: Map<string, Json>;
  qualities: Map<string, Json>;
}

export function emptyLookups(): Lookups {
  return { weapons: new Map(), talents: new Map(), abilities: new Map(), skills: new Map(), qualities: new Map() };
}

const fold = (s: string) => s.toLowerCase().replace(/[^a-z]/g, "");

/** Our skills by their English names, folded ("rangedlight", "knowledgeouterrim", "coreworlds"). */
const SKILL_NAMES = new Map<string, SkillId>();
const ENGLISH: Readonly<Record<SkillId, string>> = {
  astrogation: "Astrogation", athletics: "Athletics", charm: "Charm", coercion: "Coercion", computers: "Computers",
  cool: "Cool", coordination: "Coordination", deception: "Deception", discipline: "Discipline", leadership: "Leadership",
  mechanics: "Mechanics", medicine: "Medicine", negotiation: "Negotiation", perception: "Perception",
  pilotingPlanetary: "Piloting Planetary", pilotingSpace: "Piloting Space", resilience: "Resilience",
  skulduggery: "Skulduggery", stealth: "Stealth", streetwise: "Streetwise", survival: "Survival", vigilance: "Vigilance",
  brawl: "Brawl", gunnery: "Gunnery", lightsaber: "Lightsaber", melee: "Melee", rangedHeavy: "Ranged Heavy",
  rangedLight: "Ranged Light", coreWorlds: "Core Worlds", education: "Education", lore: "Lore", outerRim: "Outer Rim",
  underworld: "Underworld", xenology: "Xenology",
};
for (const s of SKILLS) {
  SKILL_NAMES.set(fold(ENGLISH[s.id]), s.id);
  if (s.category === "knowledge") SKILL_NAMES.set(fold(`Knowledge ${ENGLISH[s.id]}`), s.id);
}
SKILL_NAMES.set("skullduggery", "skulduggery"); // the catalogue's spelling

const CHARACTERISTIC_NAMES = new Map<string, CharacteristicId>(CHARACTERISTICS.map((c) => [c, c]));

export function characteristicOf(name: unknown): CharacteristicId | undefined {
  return typeof name === "string" ? CHARACTERISTIC_NAMES.get(name.trim().toLowerCase()) : undefined;
}

export interface SkillName {
  /** One of ours, or null for a skill of the adversary's own. */
  id: SkillId | null;
  label: string;
  /** Another characteristic than the list's, when the name says so ("Lightsaber (Willpower)"). */
  characteristic?: CharacteristicId;
}

/** A skill written by name, with a characteristic in brackets when it is rolled with another one. */
export function readSkillName(raw: string): SkillName {
  let label = raw.trim();
  let characteristic: CharacteristicId | undefined;
  const bracket = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(label);
  if (bracket && characteristicOf(bracket[2])) {
    label = bracket[1]!.trim();
    characteristic = characteristicOf(bracket[2]);
  }
  const id = SKILL_NAMES.get(fold(label)) ?? null;
  return characteristic ? { id, label, characteristic } : { id, label };
}

const RANGES: Readonly<Record<string, RangeBand>> = { engaged: "engaged", close: "engaged", short: "short", medium: "medium", long: "long", extreme: "extreme" };

/** "Pierce 2" → `{ key: "pierce", rating: 2 }`; "Stun Setting" → `{ key: "stunSetting", rating: null }`. */
export function readQuality(raw: string): QualityRef | null {
  const m = /^(.*?)\s*(\d+)?\s*$/.exec(raw.trim());
  const name = m?.[1]?.trim() ?? "";
  if (name === "") return null;
  const key = qualityKey(camelId(name), name);
  return { key, rating: m?.[2] ? Math.max(1, Number(m[2])) : null };
}

/** A name from one of the catalogue's lists: exactly, else the longest listed name it starts with. */
export function lookUp(list: Map<string, Json>, raw: string): Json | undefined {
  const name = raw.trim().toLowerCase();
  const exact = list.get(name);
  if (exact) return exact;
  let best: Json | undefined;
  let bestLength = 0;
  for (const [listed, entry] of list) {
    if (listed.length > bestLength && name.startsWith(listed)) {
      best = entry;
      bestLength = listed.length;
    }
  }
  return best;
}

const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? Math.trunc(v) : typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)) ? Math.trunc(Number(v)) : null);

/** A number within `min`–`max`, or null for none. */
export const bounded = (n: number | null, min: number, max: number): number | null => (n === null ? null : Math.min(max, Math.max(min, n)));

/** A weapon, or why it cannot be one. */
export function weaponItem(data: Json, label: string): { doc: ImportedDocument } | { reason: string; detail: string } {
  const skill = readSkillName(str(data["skill"]));
  if (!skill.id) return { reason: "UnknownSkill", detail: str(data["skill"]) || "—" };
  const plus = num(data["plus-damage"]);
  const damage = num(data["damage"]);
  const addBrawn = plus !== null && damage === null;
  const crit = num(data["critical"]);
  const qualities = (Array.isArray(data["qualities"]) ? data["qualities"] : [])
    .map((q) => readQuality(str(q))).filter((q): q is QualityRef => q !== null);
  const system = {
    description: plainHtml(str(data["notes"])),
    skill: skill.id, damage: Math.max(0, addBrawn ? plus ?? 0 : damage ?? plus ?? 0), addBrawn,
    crit: crit !== null && crit > 0 ? crit : null,
    range: RANGES[str(data["range"]).trim().toLowerCase()] ?? (["brawl", "melee", "lightsaber"].includes(skill.id) ? "engaged" : "short"),
    encumbrance: 0, hardPoints: 0, qualities, attachments: [], equipped: true, condition: "undamaged", firingArcs: [],
    // A price and rarity where the entry gives them (the data set's adversary weapons seldom do): a vehicle
    // weapon's missing ones are "not listed" (../listing.ts), a personal weapon's 0 as before.
    ...weaponListing(skill.id, bounded(num(data["price"]), 0, Number.MAX_SAFE_INTEGER), bounded(num(data["rarity"]), 0, 10)), restricted: false,
  };
  return { doc: { documentName: "Item", name: str(data["name"]) || label, type: "weapon", system, sourceKey: camelId(str(data["name"]) || label) } };
}

/** "Adversary 2" → the talent, rank 2 (ranked when the list says so, or the name ends in a number). */
export function talentItem(lookups: Lookups, raw: unknown): ImportedDocument | null {
  const given = typeof raw === "object" && raw !== null ? raw as Json : null;
  const text = given ? str(given["name"]) : str(raw);
  if (text.trim() === "") return null;
  const m = /^(.*?)\s+(\d+)$/.exec(text.trim());
  const base = m ? m[1]! : text.trim();
  const listed = lookUp(lookups.talents, text) ?? lookUp(lookups.talents, base);
  const ranked = listed?.["ranked"] === true || m !== null;
  const description = given ? str(given["description"]) : str(listed?.["description"]);
  return {
    documentName: "Item", name: str(listed?.["name"]) || base, type: "talent", sourceKey: camelId(base),
    system: { description: plainHtml(description), key: camelId(base), ranked, rank: m ? Math.max(1, Number(m[2])) : 1, activation: "passive", tier: 1 },
  };
}

export function abilityItem(lookups: Lookups, raw: unknown): ImportedDocument | null {
  const given = typeof raw === "object" && raw !== null ? raw as Json : null;
  const name = (given ? str(given["name"]) : str(raw)).trim();
  if (name === "") return null;
  const listed = given ? undefined : lookUp(lookups.abilities, name) ?? lookUp(lookups.abilities, name.replace(/\s*[(\d].*$/, ""));
  const description = given ? str(given["description"]) : str(listed?.["description"]);
  return { documentName: "Item", name, type: "ability", sourceKey: camelId(name), system: { description: plainHtml(description) } };
}

/** "Heavy armour (+2 Soak, +1 Defence)" is worn armour; anything else is gear. */
export function gearItem(raw: unknown): ImportedDocument | null {
  const given = typeof raw === "object" && raw !== null ? raw as Json : null;
  const text = (given ? str(given["name"]) : str(raw)).trim();
  if (text === "") return null;
  const soak = /\+\s*(\d+)\s*soak/i.exec(text);
  const defence = /\+\s*(\d+)\s*defen[cs]e/i.exec(text);
  const description = plainHtml(given ? str(given["description"]) : "");
  if (soak || defence) {
    const name = text.replace(/\s*\([^)]*\)\s*$/, "").trim() || text;
    return {
      documentName: "Item", name, type: "armour", sourceKey: camelId(name),
      system: {
        description, defence: defence ? Number(defence[1]) : 0, soak: soak ? Number(soak[1]) : 0, encumbrance: 0, hardPoints: 0,
        qualities: [], attachments: [], worn: true, condition: "undamaged", price: 0, restricted: false, rarity: 0,
      },
    };
  }
  return {
    documentName: "Item", name: text, type: "gear", sourceKey: camelId(text),
    system: { description, quantity: 1, encumbrance: 0, condition: "undamaged", price: 0, restricted: false, rarity: 0 },
  };
}
