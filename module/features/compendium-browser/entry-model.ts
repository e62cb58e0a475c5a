/**
 * The compendium browser's entries (pure): one row per pack index entry, made from the fields the pack
 * index was asked for (INDEX_FIELDS), never from whole documents. Index data is whatever a pack holds: a
 * world pack is GM-written and an import may hold anything, so every field is read defensively (a wrong
 * type is no value) and names are bounded. Talents know their specialisations and careers through the
 * specialisations' trees (each cell names a talent by its key), as the published trees list them.
 */
import { boundedText, MAX_NAME_CHARS } from "../../rules/text.ts";
import { RANGE_BANDS, type RangeBand } from "../../rules/types.ts";

/** What the browser lists, by the user's words: item types, and actors as adversaries or vehicles. */
export type BrowserKind = "weapon" | "armour" | "gear" | "attachment" | "talent" | "specialisation" | "species" | "career" | "forcePower" | "adversary" | "vehicle";
export const BROWSER_KINDS: readonly BrowserKind[] = ["weapon", "armour", "gear", "attachment", "talent", "specialisation", "species", "career", "forcePower", "adversary", "vehicle"];

const ITEM_KINDS: ReadonlySet<string> = new Set(["weapon", "armour", "gear", "attachment", "talent", "specialisation", "species", "career", "forcePower"]);
const ADVERSARY_TYPES: ReadonlySet<string> = new Set(["minion", "rival", "nemesis"]);

/** The index fields the browser reads, by document name (CompendiumCollection#getIndex({ fields })). */
export const INDEX_FIELDS: Readonly<Record<"Item" | "Actor", readonly string[]>> = {
  Item: [
    "img", "system.skill", "system.damage", "system.addBrawn", "system.crit", "system.range", "system.encumbrance",
    "system.price", "system.rarity", "system.restricted", "system.qualities", "system.key", "system.activation",
    "system.tier", "system.career", "system.tree", "system.requiredRating", "system.defence", "system.soak",
    "flags.eote.imported.sources",
  ],
  Actor: ["img", "flags.eote.imported.sources"],
};

/** The most sources, qualities and tree cells an entry keeps (bounds on pack data). */
const MAX_LIST = 40;

/** One index entry as a pack gives it: `_id`, `name`, `type`, `uuid` and the fields asked for. */
export interface RawIndexEntry {
  _id?: unknown;
  uuid?: unknown;
  name?: unknown;
  type?: unknown;
  img?: unknown;
  system?: unknown;
  flags?: unknown;
}

/** A pack's index as the shell read it. */
export interface PackIndex {
  id: string;
  label: string;
  documentName: "Item" | "Actor";
  entries: readonly RawIndexEntry[];
}

export interface BrowserEntry {
  uuid: string;
  name: string;
  /** Lower-cased name, what the text filter matches. */
  search: string;
  img: string;
  kind: BrowserKind;
  /** The document's own type (an adversary's minion, rival or nemesis). */
  type: string;
  documentName: "Item" | "Actor";
  pack: string;
  packLabel: string;
  skill: string | null;
  damage: number | null;
  addBrawn: boolean;
  crit: number | null;
  range: RangeBand | null;
  encumbrance: number | null;
  price: number | null;
  rarity: number | null;
  restricted: boolean;
  qualities: { key: string; rating: number | null }[];
  sources: string[];
  /** A talent's, career's or specialisation's stable key. */
  key: string | null;
  activation: string | null;
  /** Talents: the careers and specialisations (keys) whose trees hold them; a specialisation: its career. */
  careers: string[];
  specialisations: string[];
}

/** A career or specialisation the talent filters offer: its key and name. */
export interface KeyedName {
  key: string;
  name: string;
}

const record = (v: unknown): Record<string, unknown> => (v && typeof v === "object" && !Array.isArray(v) ? v as Record<string, unknown> : {});
const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

function kindOf(documentName: "Item" | "Actor", type: string): BrowserKind | null {
  if (documentName === "Item") return ITEM_KINDS.has(type) ? type as BrowserKind : null;
  if (ADVERSARY_TYPES.has(type)) return "adversary";
  return type === "vehicle" ? "vehicle" : null;
}

function qualitiesOf(v: unknown): BrowserEntry["qualities"] {
  if (!Array.isArray(v)) return [];
  const out: BrowserEntry["qualities"] = [];
  for (const q of v.slice(0, MAX_LIST)) {
    const key = str(record(q)["key"]);
    if (key) out.push({ key: boundedText(key, MAX_NAME_CHARS), rating: num(record(q)["rating"]) });
  }
  return out;
}

function sourcesOf(flags: unknown): string[] {
  const list = record(record(record(flags)["eote"])["imported"])["sources"];
  if (!Array.isArray(list)) return [];
  return list.slice(0, MAX_LIST).filter((s): s is string => typeof s === "string" && s.trim() !== "").map((s) => boundedText(s.trim(), MAX_NAME_CHARS));
}

/** The talent keys of a specialisation's tree. */
function treeKeys(system: Record<string, unknown>): string[] {
  const tree = system["tree"];
  if (!Array.isArray(tree)) return [];
  return tree.slice(0, MAX_LIST).map((c) => str(record(c)["key"])).filter((k): k is string => k !== null);
}

/** One entry, or null for what the browser does not list (qualities, injuries, characters…). */
export function browserEntry(pack: PackIndex, raw: RawIndexEntry): BrowserEntry | null {
  const type = str(raw.type);
  const uuid = str(raw.uuid);
  if (!type || !uuid) return null;
  const kind = kindOf(pack.documentName, type);
  if (!kind) return null;
  const s = record(raw.system);
  const name = boundedText(str(raw.name) ?? "", MAX_NAME_CHARS);
  const range = str(s["range"]);
  const career = kind === "specialisation" ? str(s["career"]) : null;
  return {
    uuid, name, search: name.toLowerCase(), img: str(raw.img) ?? "", kind, type, documentName: pack.documentName,
    pack: pack.id, packLabel: boundedText(pack.label, MAX_NAME_CHARS),
    skill: str(s["skill"]), damage: num(s["damage"]), addBrawn: s["addBrawn"] === true, crit: num(s["crit"]),
    range: range && (RANGE_BANDS as readonly string[]).includes(range) ? range as RangeBand : null,
    encumbrance: num(s["encumbrance"]), price: num(s["price"]), rarity: num(s["rarity"]), restricted: s["restricted"] === true,
    qualities: qualitiesOf(s["qualities"]), sources: sourcesOf(raw.flags),
    key: str(s["key"]), activation: kind === "talent" ? str(s["activation"]) : null,
    careers: career ? [career] : [], specialisations: [],
  };
}

/** What the entries need from the whole set: careers and specialisations by key, and each talent's trees. */
export interface BrowserCatalogue {
  entries: BrowserEntry[];
  careers: KeyedName[];
  specialisations: KeyedName[];
  /** Quality names by key (the qualities pack, and any world pack of qualities). */
  qualityNames: Record<string, string>;
}

const byName = (a: KeyedName, b: KeyedName) => a.name.localeCompare(b.name) || a.key.localeCompare(b.key);

/** Every listed entry of the packs, with talents linked to the specialisations (and careers) whose trees hold them. */
export function browserCatalogue(packs: readonly PackIndex[]): BrowserCatalogue {
  const entries: BrowserEntry[] = [];
  const qualityNames: Record<string, string> = {};
  const treeOf = new Map<string, string[]>();
  for (const pack of packs) {
    for (const raw of pack.entries) {
      if (pack.documentName === "Item" && raw.type === "quality") {
        const key = str(record(raw.system)["key"]);
        if (key && !(key in qualityNames)) qualityNames[key] = boundedText(str(raw.name) ?? key, MAX_NAME_CHARS);
        continue;
      }
      const entry = browserEntry(pack, raw);
      if (!entry) continue;
      entries.push(entry);
      if (entry.kind === "specialisation" && entry.key) treeOf.set(entry.key, treeKeys(record(raw.system)));
    }
  }
  const careers = new Map<string, KeyedName>();
  const specialisations = new Map<string, KeyedName>();
  const specCareer = new Map<string, string>();
  for (const e of entries) {
    if (e.kind === "career" && e.key && !careers.has(e.key)) careers.set(e.key, { key: e.key, name: e.name });
    if (e.kind === "specialisation" && e.key && !specialisations.has(e.key)) {
      specialisations.set(e.key, { key: e.key, name: e.name });
      if (e.careers[0]) specCareer.set(e.key, e.careers[0]);
    }
  }
  // Talent key → the specialisations whose trees hold it.
  const holders = new Map<string, Set<string>>();
  for (const [spec, keys] of treeOf) for (const k of keys) (holders.get(k) ?? holders.set(k, new Set()).get(k)!).add(spec);
  for (const e of entries) {
    if (e.kind !== "talent" || !e.key) continue;
    const specs = [...(holders.get(e.key) ?? [])].sort();
    e.specialisations = specs;
    e.careers = [...new Set(specs.map((s) => specCareer.get(s)).filter((c): c is string => c !== undefined))].sort();
  }
  return { entries, careers: [...careers.values()].sort(byName), specialisations: [...specialisations.values()].sort(byName), qualityNames };
}
