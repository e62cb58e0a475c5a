/**
 * What the compendium browser shows (pure): the entries (./entry-model.ts) filtered by name and by what
 * users compare (type, skill, range band, damage, rarity and price ranges, restricted, quality, career or
 * specialisation of a talent, source book), sorted by any column, one page at a time. It runs on every
 * keystroke over thousands of entries: one pass, no allocation per entry beyond the result.
 */
import { RANGE_BANDS, type RangeBand } from "../../rules/types.ts";
import { BROWSER_KINDS, type BrowserCatalogue, type BrowserEntry, type BrowserKind } from "./entry-model.ts";

export interface NumberRange {
  min: number | null;
  max: number | null;
}

export interface BrowserFilter {
  /** Words the name must hold, in any order, any case. */
  text: string;
  kind: BrowserKind | "";
  skill: string;
  range: RangeBand | "";
  damage: NumberRange;
  rarity: NumberRange;
  price: NumberRange;
  restricted: "any" | "yes" | "no";
  quality: string;
  career: string;
  specialisation: string;
  source: string;
}

export const EMPTY_FILTER: BrowserFilter = {
  text: "", kind: "", skill: "", range: "", damage: { min: null, max: null }, rarity: { min: null, max: null },
  price: { min: null, max: null }, restricted: "any", quality: "", career: "", specialisation: "", source: "",
};

export type SortColumn = "name" | "kind" | "skill" | "damage" | "crit" | "range" | "encumbrance" | "price" | "rarity" | "source";
export const SORT_COLUMNS: readonly SortColumn[] = ["name", "kind", "skill", "damage", "crit", "range", "encumbrance", "price", "rarity", "source"];

export interface BrowserSort {
  column: SortColumn;
  descending: boolean;
}

export const PAGE_SIZE = 50;

/** Whether a number is within a range; an empty range keeps everything, a bounded one drops a missing number. */
const within = (value: number | null, r: NumberRange) =>
  (r.min === null && r.max === null) || (value !== null && (r.min === null || value >= r.min) && (r.max === null || value <= r.max));

/** The words of the name filter, lower-cased. */
const words = (text: string) => text.toLowerCase().split(/\s+/).filter((w) => w !== "");

/** The entries the filter keeps, in their given order. */
export function filterEntries(entries: readonly BrowserEntry[], filter: BrowserFilter): BrowserEntry[] {
  const wanted = words(filter.text);
  const out: BrowserEntry[] = [];
  for (const e of entries) {
    if (filter.kind && e.kind !== filter.kind) continue;
    if (filter.skill && e.skill !== filter.skill) continue;
    if (filter.range && e.range !== filter.range) continue;
    if (filter.restricted !== "any" && e.restricted !== (filter.restricted === "yes")) continue;
    if (!within(e.damage, filter.damage) || !within(e.rarity, filter.rarity) || !within(e.price, filter.price)) continue;
    if (filter.quality && !e.qualities.some((q) => q.key === filter.quality)) continue;
    if (filter.career && !e.careers.includes(filter.career)) continue;
    if (filter.specialisation && !e.specialisations.includes(filter.specialisation) && e.key !== filter.specialisation) continue;
    if (filter.source && !e.sources.includes(filter.source)) continue;
    let match = true;
    for (const w of wanted) if (!e.search.includes(w)) { match = false; break; }
    if (match) out.push(e);
  }
  return out;
}

const RANGE_ORDER = new Map<string, number>(RANGE_BANDS.map((r, i) => [r, i]));
const KIND_ORDER = new Map<string, number>(BROWSER_KINDS.map((k, i) => [k, i]));

function sortValue(e: BrowserEntry, column: SortColumn, skillLabels: Readonly<Record<string, string>>): number | string | null {
  switch (column) {
    case "name": return e.search;
    case "kind": return KIND_ORDER.get(e.kind) ?? null;
    case "skill": return e.skill === null ? null : (skillLabels[e.skill] ?? e.skill).toLowerCase();
    case "range": return e.range === null ? null : RANGE_ORDER.get(e.range) ?? null;
    case "source": return (e.sources[0] ?? e.packLabel).toLowerCase();
    default: return e[column];
  }
}

/**
 * The entries sorted by a column (a copy): entries without a value last in either direction, ties by
 * name then uuid, so the order is the same on every client and every keystroke.
 */
export function sortEntries(entries: readonly BrowserEntry[], sort: BrowserSort, skillLabels: Readonly<Record<string, string>> = {}): BrowserEntry[] {
  const keyed = entries.map((e) => ({ e, v: sortValue(e, sort.column, skillLabels) }));
  const dir = sort.descending ? -1 : 1;
  keyed.sort((a, b) => {
    if (a.v !== b.v) {
      if (a.v === null) return 1;
      if (b.v === null) return -1;
      const c = typeof a.v === "number" && typeof b.v === "number" ? a.v - b.v : String(a.v).localeCompare(String(b.v));
      if (c !== 0) return c * dir;
    }
    return a.e.search.localeCompare(b.e.search) || (a.e.uuid < b.e.uuid ? -1 : a.e.uuid > b.e.uuid ? 1 : 0);
  });
  return keyed.map((k) => k.e);
}

/** The next sort when a column header is clicked: the same column flips, another starts ascending. */
export function nextSort(current: BrowserSort, column: string): BrowserSort {
  if (!(SORT_COLUMNS as readonly string[]).includes(column)) return current;
  return current.column === column ? { column: current.column, descending: !current.descending } : { column: column as SortColumn, descending: false };
}

export interface BrowserPage<T> {
  rows: T[];
  page: number;
  pages: number;
  total: number;
}

/** One page (numbered from 0, clamped to the pages there are). */
export function pageOf<T>(entries: readonly T[], page: number, size = PAGE_SIZE): BrowserPage<T> {
  const pages = Math.max(1, Math.ceil(entries.length / size));
  const at = Math.min(Math.max(0, Math.trunc(Number.isFinite(page) ? page : 0)), pages - 1);
  return { rows: entries.slice(at * size, at * size + size), page: at, pages, total: entries.length };
}

/** What the filter selects offer: the values the entries hold (skills, qualities, sources), sorted. */
export interface FilterOptions {
  skills: string[];
  qualities: string[];
  sources: string[];
}

export function filterOptions(entries: readonly BrowserEntry[]): FilterOptions {
  const skills = new Set<string>();
  const qualities = new Set<string>();
  const sources = new Set<string>();
  for (const e of entries) {
    if (e.skill) skills.add(e.skill);
    for (const q of e.qualities) qualities.add(q.key);
    for (const s of e.sources) sources.add(s);
  }
  return { skills: [...skills].sort(), qualities: [...qualities].sort(), sources: [...sources].sort((a, b) => a.localeCompare(b)) };
}

/** One row as the list draws it: the stats users compare, as text or i18n keys. */
export interface BrowserRow {
  uuid: string;
  name: string;
  img: string;
  documentName: "Item" | "Actor";
  kindKey: string;
  skillKey: string | null;
  damage: string;
  crit: string;
  rangeKey: string | null;
  encumbrance: string;
  price: string;
  restricted: boolean;
  rarity: string;
  qualities: string;
  source: string;
}

const shown = (n: number | null) => (n === null ? "" : String(n));
/**
 * A weapon's price or rarity: null is "not listed by the source" (a vehicle weapon), a dash as the sheets show
 * it; sorted after every listed one and dropped by a bounded filter (sortEntries, filterEntries).
 */
const listed = (e: BrowserEntry, n: number | null) => (n === null && e.kind === "weapon" ? "—" : shown(n));

/** A row's display values; quality names come from the catalogue (the key when none is known). */
export function browserRow(e: BrowserEntry, qualityNames: Readonly<Record<string, string>>): BrowserRow {
  const kindKey = e.documentName === "Actor" ? `TYPES.Actor.${e.type}` : `TYPES.Item.${e.type}`;
  return {
    uuid: e.uuid, name: e.name, img: e.img, documentName: e.documentName, kindKey,
    skillKey: e.skill ? `EOTE.Skill.${e.skill}` : null,
    damage: e.damage === null ? "" : e.addBrawn ? `+${e.damage}` : String(e.damage),
    crit: e.kind === "weapon" ? (e.crit === null ? "–" : String(e.crit)) : "",
    rangeKey: e.range ? `EOTE.Sheet.Range.${e.range}` : null,
    encumbrance: shown(e.encumbrance), price: listed(e, e.price), restricted: e.restricted, rarity: listed(e, e.rarity),
    qualities: e.qualities.map((q) => `${qualityNames[q.key] ?? q.key}${q.rating === null ? "" : ` ${q.rating}`}`).join(", "),
    source: e.sources.join("; ") || e.packLabel,
  };
}

/** The browser's state: what the user filtered, sorted and which page they are on. */
export interface BrowserState {
  filter: BrowserFilter;
  sort: BrowserSort;
  page: number;
}

export const INITIAL_STATE: BrowserState = { filter: EMPTY_FILTER, sort: { column: "name", descending: false }, page: 0 };

export interface BrowserView extends BrowserPage<BrowserRow> {
  options: FilterOptions & { careers: BrowserCatalogue["careers"]; specialisations: BrowserCatalogue["specialisations"]; kinds: readonly BrowserKind[] };
  /** Whether the talent filters (career, specialisation) apply to the chosen type. */
  talentFilters: boolean;
  empty: boolean;
}

/** Everything the window draws from the catalogue and the state. */
export function browserView(catalogue: BrowserCatalogue, state: BrowserState, skillLabels: Readonly<Record<string, string>> = {}): BrowserView {
  const sorted = sortEntries(filterEntries(catalogue.entries, state.filter), state.sort, skillLabels);
  const page = pageOf(sorted, state.page);
  return {
    ...page, rows: page.rows.map((e) => browserRow(e, catalogue.qualityNames)),
    options: { ...filterOptions(catalogue.entries), careers: catalogue.careers, specialisations: catalogue.specialisations, kinds: BROWSER_KINDS },
    talentFilters: state.filter.kind === "" || state.filter.kind === "talent",
    empty: page.total === 0,
  };
}

/** Reads a number field of the form: blank or not a number is no bound. */
export function boundOf(value: unknown): number | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The filter from the form's fields (strings, as the form gives them); unknown values are no filter. */
export function filterFromForm(values: Readonly<Record<string, unknown>>): BrowserFilter {
  const text = (k: string) => (typeof values[k] === "string" ? (values[k] as string).slice(0, 200) : "");
  const kind = text("kind");
  const range = text("range");
  const restricted = text("restricted");
  return {
    text: text("text"),
    kind: (BROWSER_KINDS as readonly string[]).includes(kind) ? kind as BrowserKind : "",
    skill: text("skill"),
    range: (RANGE_BANDS as readonly string[]).includes(range) ? range as RangeBand : "",
    damage: { min: boundOf(values["damageMin"]), max: boundOf(values["damageMax"]) },
    rarity: { min: boundOf(values["rarityMin"]), max: boundOf(values["rarityMax"]) },
    price: { min: boundOf(values["priceMin"]), max: boundOf(values["priceMax"]) },
    restricted: restricted === "yes" || restricted === "no" ? restricted : "any",
    quality: text("quality"), career: text("career"), specialisation: text("specialisation"), source: text("source"),
  };
}
