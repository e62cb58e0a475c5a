// The compendium browser (module/features/compendium-browser/model.ts) and a weapon whose source lists no price or
// rarity (null: the pack's vehicle weapons): a dash in the row, never 0; last in a price or rarity sort either way;
// dropped by a bounded price or rarity filter, kept by an open one.
import { describe, expect, it } from "vitest";
import { browserCatalogue, type PackIndex } from "../../../module/features/compendium-browser/entry-model.ts";
import { browserRow, EMPTY_FILTER, filterEntries, sortEntries } from "../../../module/features/compendium-browser/model.ts";

const weapon = (id: string, name: string, system: Record<string, unknown>) =>
  ({ _id: id, uuid: `Compendium.eote.weapons.Item.${id}`, name, type: "weapon", img: "w.svg", system: { skill: "gunnery", damage: 5, crit: 3, range: "close", encumbrance: 0, restricted: false, qualities: [], ...system } });

const PACK: PackIndex = {
  id: "eote.vehicle-weapons", label: "Vehicle weapons", documentName: "Item", entries: [
    weapon("a", "Laser Cannon (Light)", { price: null, rarity: null }),
    weapon("b", "Priced Cannon", { price: 4000, rarity: 5 }),
    weapon("c", "Free Cannon", { price: 0, rarity: 0 }),
  ],
};
const { entries } = browserCatalogue([PACK]);
const names = (list: readonly { name: string }[]) => list.map((e) => e.name);
const entry = (name: string) => entries.find((e) => e.name === name)!;

describe("a price and rarity not listed in the compendium browser", () => {
  it("shows a dash, not 0; 0 stays 0", () => {
    expect(browserRow(entry("Laser Cannon (Light)"), {})).toMatchObject({ price: "—", rarity: "—" });
    expect(browserRow(entry("Free Cannon"), {})).toMatchObject({ price: "0", rarity: "0" });
    expect(browserRow(entry("Priced Cannon"), {})).toMatchObject({ price: "4000", rarity: "5" });
  });

  it("sorts after every listed one, ascending and descending", () => {
    for (const column of ["price", "rarity"] as const) {
      expect(names(sortEntries(entries, { column, descending: false }))).toEqual(["Free Cannon", "Priced Cannon", "Laser Cannon (Light)"]);
      expect(names(sortEntries(entries, { column, descending: true }))).toEqual(["Priced Cannon", "Free Cannon", "Laser Cannon (Light)"]);
    }
  });

  it("is dropped by a bounded filter (it has no price to be within), kept by an open one", () => {
    expect(names(filterEntries(entries, { ...EMPTY_FILTER, price: { min: null, max: 100 } }))).toEqual(["Free Cannon"]);
    expect(names(filterEntries(entries, { ...EMPTY_FILTER, rarity: { min: 0, max: 10 } }))).toEqual(["Priced Cannon", "Free Cannon"]);
    expect(names(filterEntries(entries, EMPTY_FILTER))).toHaveLength(3);
  });
});
