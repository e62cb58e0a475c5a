/**
 * importAdversaries: Star Wars Adversaries JSON files (arrays of `{ name, type, characteristics,
 * derived, skills, talents, abilities, weapons, gear, tags }`) to minion, rival and nemesis actors, and
 * its vehicles (its vehicles folder, or a vehicle among the adversaries) to vehicle actors (./vehicles.ts).
 * The catalogue's own lists (weapons.json, talents.json, abilities.json, skills.json, qualities.json)
 * are read first and used to fill in what an entry only names. What published profiles print and
 * characters may not have (ranks past 5, characteristics 0 or 7, their own skills, a skill on another
 * characteristic) the adversary data model holds (module/data/spec/actors.ts). Derived numbers become
 * our stored ones: soak beyond Brawn and armour, defence beyond armour, wounds and strain thresholds.
 * Pure: no Foundry global.
 */
import { CHARACTERISTICS, type CharacteristicId } from "../../../../rules/character/characteristics.ts";
import { SKILL_IDS, type SkillId } from "../../../../rules/checks/skills.ts";
import type { CustomSkill, SkillCharacteristic } from "../../../../rules/types.ts";
import { plainHtml } from "../markup.ts";
import { camelId, ResultBuilder, type ImportedDocument, type ImportResult } from "../result.ts";
import { jsonBounds, MAX_FILE_ENTRIES } from "../json.ts";
import { decodeText, MAX_FILE_BYTES, sizeOf } from "../xml.ts";
import {
  abilityItem, characteristicOf, emptyLookups, gearItem, readSkillName, talentItem, weaponItem, lookUp, type Json, type Lookups,
} from "./items.ts";
import { vehicleDocument, vehicleEntry } from "./vehicles.ts";

const TYPES: Readonly<Record<string, "minion" | "rival" | "nemesis">> = { minion: "minion", rival: "rival", nemesis: "nemesis" };
const LOOKUP_FILES: Readonly<Record<string, keyof Lookups | null>> = {
  "weapons.json": "weapons", "custom-weapons.json": "weapons", "talents.json": "talents", "abilities.json": "abilities",
  "skills.json": "skills", "qualities.json": "qualities",
  // The catalogue's other lists: read by no adversary here, and not adversaries themselves.
  "force-powers.json": null, "attachments.json": null, "mods.json": null,
};
/** Fields of an entry read here; any other is kept in `flags.eote.imported.unmapped`. */
const READ = new Set(["name", "type", "description", "characteristics", "derived", "skills", "talents", "abilities", "weapons", "specialist-weapons", "gear", "tags"]);

const base = (file: string) => file.replace(/\\/g, "/").split("/").pop()!.toLowerCase();
const str = (v: unknown) => (typeof v === "string" ? v : "");
const num = (v: unknown, fallback: number) => (typeof v === "number" && Number.isFinite(v) ? Math.trunc(v) : typeof v === "string" && Number.isFinite(Number(v)) && v.trim() !== "" ? Math.trunc(Number(v)) : fallback);

function parseFile(file: string, data: string | Uint8Array, out: ResultBuilder): unknown[] | null {
  if (sizeOf(data) > MAX_FILE_BYTES) {
    out.skip(file, undefined, "TooLarge", `${file} is over 50 MB.`, { file, limit: 50 });
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeText(data));
  } catch (err) {
    // A parser that recurses (V8's does not) runs out of stack on a file nested thousands deep.
    if (err instanceof RangeError) {
      out.skip(file, undefined, "FileTooDeep", `${file} is nested too deeply to read.`, { file });
      return null;
    }
    const message = err instanceof Error ? err.message : String(err);
    out.skip(file, undefined, "MalformedJson", `${file} is not valid JSON: ${message}`, { file, message });
    return null;
  }
  if (!Array.isArray(parsed)) {
    out.skip(file, undefined, "NotAList", `${file} is not a list of entries.`, { file });
    return null;
  }
  if (parsed.length > MAX_FILE_ENTRIES) {
    out.skip(file, undefined, "TooManyEntries", `${file} lists more than ${MAX_FILE_ENTRIES} entries.`, { file, limit: MAX_FILE_ENTRIES });
    return null;
  }
  return parsed;
}

interface Skills {
  skills: Record<SkillId, { rank: number; career: boolean }>;
  groupSkills: SkillId[];
  customSkills: CustomSkill[];
  skillCharacteristics: SkillCharacteristic[];
}

function readSkills(lookups: Lookups, entry: Json, minion: boolean): Skills {
  const out: Skills = {
    skills: Object.fromEntries(SKILL_IDS.map((id) => [id, { rank: 0, career: false }])) as Skills["skills"],
    groupSkills: [], customSkills: [], skillCharacteristics: [],
  };
  const raw = entry["skills"];
  const pairs: [string, number][] = Array.isArray(raw)
    ? raw.map((name) => [str(name), 0])
    : typeof raw === "object" && raw !== null ? Object.entries(raw as Json).map(([name, rank]) => [name, num(rank, 0)]) : [];
  for (const [name, rank] of pairs) {
    const skill = readSkillName(name);
    if (skill.id) {
      out.skills[skill.id] = { rank, career: false };
      if (minion && !out.groupSkills.includes(skill.id)) out.groupSkills.push(skill.id);
      if (skill.characteristic) out.skillCharacteristics.push({ skill: skill.id, characteristic: skill.characteristic });
      continue;
    }
    const id = camelId(skill.label) || "skill";
    if (out.customSkills.some((c) => c.id === id)) continue;
    const listed = lookUp(lookups.skills, skill.label);
    // The catalogue's skills.json gives a skill's characteristic; Knowledge skills are Intellect (EotE core rules).
    const characteristic: CharacteristicId = skill.characteristic ?? characteristicOf(listed?.["characteristic"]) ?? "intellect";
    out.customSkills.push({ id, label: skill.label, characteristic, rank: minion ? 0 : rank, career: false });
  }
  return out;
}

/** One of this system's own weapons (its weapons compendium), offered by the shell for names the data set lacks. */
export interface SystemWeapon {
  name: string;
  system: Record<string, unknown>;
}

export interface AdversaryOptions {
  /** Weapons to fall back on, by name, when weapons.json does not list a weapon an adversary names. */
  systemWeapons?: readonly SystemWeapon[];
}

/** The platform's structured clone (Node and browsers have it; the pure type-check's ES library does not name it). */
declare function structuredClone<T>(value: T): T;

/** A weapon named but missing from weapons.json, found by its name among this system's own, as a carried copy. */
function systemWeapon(own: ReadonlyMap<string, SystemWeapon>, label: string): ImportedDocument | null {
  const found = own.get(label.trim().toLowerCase());
  if (!found) return null;
  const system = { ...structuredClone(found.system), equipped: true };
  return { documentName: "Item", name: found.name, type: "weapon", system, sourceKey: camelId(found.name) };
}

function items(lookups: Lookups, own: ReadonlyMap<string, SystemWeapon>, entry: Json, file: string, key: string, out: ResultBuilder): { items: ImportedDocument[]; unresolved: unknown[] } {
  const docs: ImportedDocument[] = [];
  // Weapons that could not be made, kept whole (a name, or the entry as written).
  const unresolved: unknown[] = [];
  const weapons = [...(Array.isArray(entry["weapons"]) ? entry["weapons"] : []), ...(Array.isArray(entry["specialist-weapons"]) ? entry["specialist-weapons"] : [])];
  for (const w of weapons) {
    const label = typeof w === "string" ? w : str((w as Json)?.["name"]);
    const data = typeof w === "string" ? lookUp(lookups.weapons, w) : (w as Json);
    const fallback = data ? null : systemWeapon(own, label);
    if (fallback) {
      docs.push(fallback);
      out.warn(file, `${key} / ${label}`, "SystemWeapon", `${key}: weapon "${label}" is not in weapons.json; this system's own was used.`, { weapon: label });
      continue;
    }
    if (!data) {
      unresolved.push(w);
      out.skip(file, `${key} / ${label}`, "UnknownWeapon", `${key}: weapon "${label}" is not in weapons.json.`, { weapon: label });
      continue;
    }
    const made = weaponItem(data, label);
    if ("doc" in made) docs.push(typeof w === "string" ? { ...made.doc, name: label } : made.doc);
    else {
      unresolved.push(w);
      out.skip(file, `${key} / ${label}`, made.reason, `${key}: weapon "${label}" uses skill ${made.detail}, not one of this system's.`, { skill: made.detail });
    }
  }
  for (const t of Array.isArray(entry["talents"]) ? entry["talents"] : []) {
    const doc = talentItem(lookups, t);
    if (doc) docs.push(doc);
  }
  for (const a of Array.isArray(entry["abilities"]) ? entry["abilities"] : []) {
    const doc = abilityItem(lookups, a);
    if (doc) docs.push(doc);
  }
  const gear = entry["gear"];
  for (const g of Array.isArray(gear) ? gear : gear ? [gear] : []) {
    const doc = gearItem(g);
    if (doc) docs.push(doc);
  }
  return { items: docs, unresolved };
}

function adversary(lookups: Lookups, own: ReadonlyMap<string, SystemWeapon>, file: string, entry: Json, out: ResultBuilder): ImportedDocument | null {
  const name = str(entry["name"]).trim();
  const type = TYPES[str(entry["type"]).trim().toLowerCase()];
  const tags = (Array.isArray(entry["tags"]) ? entry["tags"] : []).map(str).filter((t) => t !== "");
  const books = tags.filter((t) => t.startsWith("book:")).sort();
  const key = books.length ? `${name}|${books.join(",")}` : name;
  const vehicle = name === "" ? null : vehicleEntry(entry);
  if (vehicle === "profile") return vehicleDocument(entry, name, key);
  if (vehicle === "noProfile") {
    out.skip(file, name, "VehicleNoProfile", `${name} is a vehicle with no profile (silhouette, hull) to import.`, { name });
    return null;
  }
  if (name === "" || !type) {
    out.skip(file, name || undefined, "NotAnAdversary", `${name || "An entry"} is not a Minion, Rival or Nemesis.`, { name: name || "?", type: str(entry["type"]) || "—" });
    return null;
  }
  const chars = (entry["characteristics"] ?? {}) as Json;
  const characteristics = {} as Record<CharacteristicId, number>;
  for (const id of CHARACTERISTICS) {
    const listed = Object.entries(chars).find(([k]) => characteristicOf(k) === id);
    characteristics[id] = num(listed?.[1], 0);
  }
  const derived = (entry["derived"] ?? {}) as Json;
  const minion = type === "minion";
  const skills = readSkills(lookups, entry, minion);
  const made = items(lookups, own, entry, file, key, out);
  const armour = made.items.filter((i) => i.type === "armour");
  const armourSoak = armour.reduce((sum, a) => sum + Number(a.system["soak"]), 0);
  const armourDefence = armour.reduce((best, a) => Math.max(best, Number(a.system["defence"])), 0);
  const defence = Array.isArray(derived["defence"]) ? derived["defence"] : [];
  const silhouetteAbility = made.items.map((i) => /^silhouette\s+(\d+)$/i.exec(i.name)).find((m) => m);
  const system: Record<string, unknown> = {
    characteristics,
    droid: tags.some((t) => t.toLowerCase() === "droid"),
    wounds: { value: 0, threshold: Math.max(minion ? 1 : 0, num(derived["wounds"], minion ? 5 : 10)) },
    // What the profile's totals hold beyond Brawn and worn armour: talents, species, cybernetics.
    soakBonus: num(derived["soak"], characteristics.brawn + armourSoak) - characteristics.brawn - armourSoak,
    defenceBonus: { melee: num(defence[0], armourDefence) - armourDefence, ranged: num(defence[1], armourDefence) - armourDefence },
    notes: plainHtml(str(entry["description"])),
    silhouette: silhouetteAbility ? Math.min(10, Number(silhouetteAbility[1])) : 1,
    customSkills: skills.customSkills,
    skillCharacteristics: skills.skillCharacteristics,
  };
  if (minion) Object.assign(system, { groupSize: 3, groupSkills: skills.groupSkills });
  else Object.assign(system, { skills: skills.skills, forceRating: 0, forceCommitted: 0 });
  if (type === "nemesis") system["strain"] = { value: 0, threshold: Math.max(0, num(derived["strain"], 10)) };
  const imported: Record<string, unknown> = {};
  if (tags.length) imported["tags"] = tags;
  if (made.unresolved.length) imported["unresolved"] = made.unresolved;
  const unmapped = Object.fromEntries(Object.entries(entry).filter(([k]) => !READ.has(k)));
  if (Object.keys(unmapped).length) imported["unmapped"] = unmapped;
  const doc: ImportedDocument = { documentName: "Actor", name, type, system, items: made.items, sourceKey: key };
  if (Object.keys(imported).length) doc.flags = { eote: { imported } };
  return doc;
}

/** An entry nested too deep or too large to copy safely is left out with its reason (json.ts). */
function withinBounds(file: string, entry: unknown, out: ResultBuilder): boolean {
  const bounds = jsonBounds(entry);
  if (bounds.ok) return true;
  const name = str((entry as Json | null)?.["name"]) || "?";
  out.skip(file, name, bounds.reasonKey, `${name} is past the import's bound (${bounds.limit}); it is left out.`, { name, limit: bounds.limit });
  return false;
}

export function importAdversaries(files: Record<string, string | Uint8Array>, options: AdversaryOptions = {}): ImportResult {
  const out = new ResultBuilder();
  const lookups = emptyLookups();
  const own = new Map((options.systemWeapons ?? []).map((w) => [w.name.trim().toLowerCase(), w]));
  const lists: [string, unknown[]][] = [];
  for (const [file, data] of Object.entries(files)) {
    const parsed = parseFile(file, data, out);
    if (!parsed) continue;
    const name = base(file);
    const table = LOOKUP_FILES[name];
    if (table === null) continue;
    const bounded = parsed.filter((e) => withinBounds(file, e, out));
    if (table) {
      for (const e of bounded) if (typeof e === "object" && e !== null && str((e as Json)["name"])) lookups[table].set(str((e as Json)["name"]).toLowerCase(), e as Json);
    } else lists.push([file, bounded]);
  }
  const seen = new Set<string>();
  for (const [file, entries] of lists) {
    for (const e of entries) {
      if (typeof e !== "object" || e === null || Array.isArray(e)) {
        out.skip(file, undefined, "NotAnAdversary", `${file}: an entry is not an object.`, { name: "?", type: "—" });
        continue;
      }
      const doc = adversary(lookups, own, file, e as Json, out);
      if (!doc) continue;
      if (seen.has(doc.sourceKey)) {
        out.skip(file, doc.sourceKey, "DuplicateKey", `${doc.sourceKey} appears twice; the first is kept.`, { key: doc.sourceKey });
        continue;
      }
      seen.add(doc.sourceKey);
      out.add(file, doc);
    }
  }
  return out.result();
}
