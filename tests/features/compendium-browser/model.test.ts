// The compendium browser's pure core (module/features/compendium-browser/): entries made from pack
// index data (read defensively, talents linked to the trees that hold them), the filter by every field
// users compare, the sort by each column, and the pages.
import { describe, expect, it } from "vitest";
import { browserCatalogue, browserEntry, type PackIndex, type RawIndexEntry } from "../../../module/features/compendium-browser/entry-model.ts";
import { browserRow, browserView, EMPTY_FILTER, filterEntries, filterFromForm, INITIAL_STATE, nextSort, pageOf, sortEntries, type BrowserFilter } from "../../../module/features/compendium-browser/model.ts";

const weapon = (id: string, name: string, system: Record<string, unknown>, flags: Record<string, unknown> = {}): RawIndexEntry =>
  ({ _id: id, uuid: `Compendium.eote.weapons.Item.${id}`, name, type: "weapon", img: "w.svg", system: { skill: "rangedLight", damage: 6, crit: 3, range: "medium", encumbrance: 1, price: 400, rarity: 4, restricted: false, qualities: [], ...system }, flags });

const GEAR: PackIndex = {
  id: "eote.weapons", label: "Weapons", documentName: "Item", entries: [
    weapon("a", "Heavy Blaster Pistol", { damage: 7, price: 700, rarity: 6, qualities: [{ key: "stunSetting", rating: null }] }, { eote: { imported: { sources: ["Core Rulebook p. 157"] } } }),
    weapon("b", "Blaster Rifle", { skill: "rangedHeavy", damage: 9, range: "long", encumbrance: 4, price: 900, rarity: 5, qualities: [{ key: "stunSetting", rating: null }] }),
    weapon("c", "Vibroknife", { skill: "melee", damage: 1, addBrawn: true, crit: 2, range: "engaged", price: 250, rarity: 3, restricted: true, qualities: [{ key: "pierce", rating: 2 }, { key: "vicious", rating: 1 }] }),
    weapon("d", "Grenade", { skill: "rangedLight", damage: 8, crit: null, range: "short", price: null, rarity: 4 }),
    { _id: "q", uuid: "Compendium.eote.qualities.Item.q", name: "Pierce", type: "quality", system: { key: "pierce" } },
  ],
};
const IDENTITY: PackIndex = {
  id: "world.imported-identity", label: "Imported", documentName: "Item", entries: [
    { _id: "t1", uuid: "Compendium.world.imported-identity.Item.t1", name: "Grit", type: "talent", system: { key: "grit", activation: "passive" } },
    { _id: "t2", uuid: "Compendium.world.imported-identity.Item.t2", name: "Quick Draw", type: "talent", system: { key: "quickDraw", activation: "activeIncidental" } },
    { _id: "s1", uuid: "Compendium.world.imported-identity.Item.s1", name: "Gadgeteer", type: "specialisation", system: { key: "gadgeteer", career: "technician", tree: [{ key: "grit" }, { key: "grit" }] } },
    { _id: "c1", uuid: "Compendium.world.imported-identity.Item.c1", name: "Technician", type: "career", system: { key: "technician" } },
  ],
};
const ACTORS: PackIndex = {
  id: "eote.bestiary", label: "Bestiary", documentName: "Actor", entries: [
    { _id: "m", uuid: "Compendium.eote.bestiary.Actor.m", name: "Stormtrooper", type: "minion" },
    { _id: "v", uuid: "Compendium.eote.bestiary.Actor.v", name: "YT-1300", type: "vehicle" },
    { _id: "p", uuid: "Compendium.eote.bestiary.Actor.p", name: "Pregenerated", type: "character" },
  ],
};
const catalogue = browserCatalogue([GEAR, IDENTITY, ACTORS]);
const names = (list: readonly { name: string }[]) => list.map((e) => e.name);
const only = (over: Partial<BrowserFilter>) => names(filterEntries(catalogue.entries, { ...EMPTY_FILTER, ...over }));

describe("entries from pack indexes", () => {
  it("lists the browser's kinds only (no qualities, no characters), adversaries and vehicles from actor packs", () => {
    expect(names(catalogue.entries)).toEqual(["Heavy Blaster Pistol", "Blaster Rifle", "Vibroknife", "Grenade", "Grit", "Quick Draw", "Gadgeteer", "Technician", "Stormtrooper", "YT-1300"]);
    expect(catalogue.entries.find((e) => e.name === "Stormtrooper")).toMatchObject({ kind: "adversary", type: "minion", documentName: "Actor" });
    expect(catalogue.qualityNames).toEqual({ pierce: "Pierce" });
  });

  it("reads each field defensively: a wrong type is no value, names and lists are bounded", () => {
    const e = browserEntry(GEAR, { uuid: "Compendium.x.y.Item.z", type: "weapon", name: "x".repeat(500), system: { damage: "9", range: "orbit", crit: Number.NaN, qualities: [{ key: 3 }, null, { key: "pierce", rating: "2" }] }, flags: { eote: { imported: { sources: ["A", 7, " "] } } } })!;
    expect(e.name.length).toBe(200);
    expect([e.damage, e.range, e.crit]).toEqual([null, null, null]);
    expect(e.qualities).toEqual([{ key: "pierce", rating: null }]);
    expect(e.sources).toEqual(["A"]);
    expect(browserEntry(GEAR, { type: "weapon", name: "no uuid" })).toBeNull();
  });

  it("links a talent to the specialisations whose trees hold it and to their careers", () => {
    expect(catalogue.entries.find((e) => e.name === "Grit")).toMatchObject({ specialisations: ["gadgeteer"], careers: ["technician"] });
    expect(catalogue.entries.find((e) => e.name === "Quick Draw")).toMatchObject({ specialisations: [], careers: [] });
    expect(catalogue.careers).toEqual([{ key: "technician", name: "Technician" }]);
    expect(catalogue.specialisations).toEqual([{ key: "gadgeteer", name: "Gadgeteer" }]);
  });
});

describe("filterEntries", () => {
  it("matches every word of the name in any order and case", () => {
    expect(only({ text: "PISTOL heavy" })).toEqual(["Heavy Blaster Pistol"]);
    expect(only({ text: "blaster" })).toEqual(["Heavy Blaster Pistol", "Blaster Rifle"]);
    expect(only({ text: "  " })).toHaveLength(10);
  });

  it("filters by type, skill, range band and quality", () => {
    expect(only({ kind: "talent" })).toEqual(["Grit", "Quick Draw"]);
    expect(only({ kind: "vehicle" })).toEqual(["YT-1300"]);
    expect(only({ skill: "rangedLight" })).toEqual(["Heavy Blaster Pistol", "Grenade"]);
    expect(only({ range: "engaged" })).toEqual(["Vibroknife"]);
    expect(only({ quality: "stunSetting" })).toEqual(["Heavy Blaster Pistol", "Blaster Rifle"]);
  });

  it("filters by damage, rarity and price ranges; an entry without the number is out once a bound is set", () => {
    expect(only({ damage: { min: 7, max: 8 } })).toEqual(["Heavy Blaster Pistol", "Grenade"]);
    expect(only({ rarity: { min: null, max: 3 } })).toEqual(["Vibroknife"]);
    expect(only({ price: { min: 300, max: null } })).toEqual(["Heavy Blaster Pistol", "Blaster Rifle"]);
  });

  it("filters by restricted, source book, and a talent's career or specialisation", () => {
    expect(only({ restricted: "yes" })).toEqual(["Vibroknife"]);
    expect(only({ restricted: "no", kind: "weapon" })).toEqual(["Heavy Blaster Pistol", "Blaster Rifle", "Grenade"]);
    expect(only({ source: "Core Rulebook p. 157" })).toEqual(["Heavy Blaster Pistol"]);
    expect(only({ career: "technician" })).toEqual(["Grit", "Gadgeteer"]);
    expect(only({ specialisation: "gadgeteer", kind: "talent" })).toEqual(["Grit"]);
  });
});

describe("sortEntries", () => {
  const weapons = filterEntries(catalogue.entries, { ...EMPTY_FILTER, kind: "weapon" });
  it("sorts by each column, entries without a value last both ways, ties by name", () => {
    expect(names(sortEntries(weapons, { column: "damage", descending: false }))).toEqual(["Vibroknife", "Heavy Blaster Pistol", "Grenade", "Blaster Rifle"]);
    expect(names(sortEntries(weapons, { column: "price", descending: true }))).toEqual(["Blaster Rifle", "Heavy Blaster Pistol", "Vibroknife", "Grenade"]);
    expect(names(sortEntries(weapons, { column: "price", descending: false })).at(-1)).toBe("Grenade");
    expect(names(sortEntries(weapons, { column: "crit", descending: false }))).toEqual(["Vibroknife", "Blaster Rifle", "Heavy Blaster Pistol", "Grenade"]);
    expect(names(sortEntries(weapons, { column: "range", descending: false }))).toEqual(["Vibroknife", "Grenade", "Heavy Blaster Pistol", "Blaster Rifle"]);
    expect(names(sortEntries(weapons, { column: "rarity", descending: false }))).toEqual(["Vibroknife", "Grenade", "Blaster Rifle", "Heavy Blaster Pistol"]);
    expect(names(sortEntries(weapons, { column: "name", descending: true }))).toEqual(["Vibroknife", "Heavy Blaster Pistol", "Grenade", "Blaster Rifle"]);
  });

  it("sorts skills by their shown label when given, and never changes its input", () => {
    const before = names(weapons);
    const sorted = sortEntries(weapons, { column: "skill", descending: false }, { melee: "Melee", rangedHeavy: "Ranged (Heavy)", rangedLight: "Ranged (Light)" });
    expect(names(sorted)).toEqual(["Vibroknife", "Blaster Rifle", "Grenade", "Heavy Blaster Pistol"]);
    expect(names(weapons)).toEqual(before);
  });

  it("a header click flips the same column and starts another ascending; an unknown column changes nothing", () => {
    expect(nextSort({ column: "name", descending: false }, "name")).toEqual({ column: "name", descending: true });
    expect(nextSort({ column: "name", descending: true }, "price")).toEqual({ column: "price", descending: false });
    expect(nextSort({ column: "name", descending: false }, "__proto__")).toEqual({ column: "name", descending: false });
  });
});

describe("pages and rows", () => {
  it("pages are clamped to those there are", () => {
    const list = Array.from({ length: 120 }, (_, i) => i);
    expect(pageOf(list, 0)).toMatchObject({ page: 0, pages: 3, total: 120, rows: list.slice(0, 50) });
    expect(pageOf(list, 9).rows).toEqual(list.slice(100));
    expect(pageOf(list, -1).page).toBe(0);
    expect(pageOf([], 4)).toEqual({ rows: [], page: 0, pages: 1, total: 0 });
  });

  it("a weapon row shows the stats users compare, by i18n key where they are words", () => {
    const knife = catalogue.entries.find((e) => e.name === "Vibroknife")!;
    expect(browserRow(knife, catalogue.qualityNames)).toMatchObject({
      kindKey: "TYPES.Item.weapon", skillKey: "EOTE.Skill.melee", damage: "+1", crit: "2", rangeKey: "EOTE.Sheet.Range.engaged",
      encumbrance: "1", price: "250", restricted: true, rarity: "3", qualities: "Pierce 2, vicious 1", source: "Weapons",
    });
    expect(browserRow(catalogue.entries.find((e) => e.name === "Grenade")!, {}).crit).toBe("–");
    expect(browserRow(catalogue.entries.find((e) => e.name === "Stormtrooper")!, {}).kindKey).toBe("TYPES.Actor.minion");
  });

  it("the view filters, sorts and pages together, and offers the values the entries hold", () => {
    const view = browserView(catalogue, { ...INITIAL_STATE, filter: { ...EMPTY_FILTER, kind: "weapon" }, sort: { column: "price", descending: true } });
    expect(view.rows.map((r) => r.name)).toEqual(["Blaster Rifle", "Heavy Blaster Pistol", "Vibroknife", "Grenade"]);
    expect(view.options.skills).toEqual(["melee", "rangedHeavy", "rangedLight"]);
    expect(view.options.qualities).toEqual(["pierce", "stunSetting", "vicious"]);
    expect(view.options.sources).toEqual(["Core Rulebook p. 157"]);
    expect(view.talentFilters).toBe(false);
    expect(browserView(catalogue, { ...INITIAL_STATE, filter: { ...EMPTY_FILTER, text: "nothing like it" } }).empty).toBe(true);
  });

  it("reads the form's strings into a filter; unknown choices and non-numbers are no filter", () => {
    expect(filterFromForm({ text: "rifle", kind: "weapon", range: "long", restricted: "no", damageMin: "5", damageMax: "", priceMax: "abc" })).toEqual({
      ...EMPTY_FILTER, text: "rifle", kind: "weapon", range: "long", restricted: "no", damage: { min: 5, max: null },
    });
    expect(filterFromForm({ kind: "quality", range: "orbit", restricted: "maybe", text: 7 })).toEqual(EMPTY_FILTER);
  });
});
