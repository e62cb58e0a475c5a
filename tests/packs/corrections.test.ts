// Content corrections checked against the published Edge of the Empire core rulebook and an independent
// data set that mirrors the books cell by cell: each fact a player with the book would notice. Where the
// two disagree, the pack file says which one it follows and why.
import { beforeAll, describe, expect, it } from "vitest";
import type { TalentCell } from "../../module/rules/types.ts";
import { readActors, readItems, type PackActor, type PackItem } from "./read-pack.ts";

let specialisations: PackItem[] = [];
beforeAll(async () => { specialisations = await readItems("specialisations"); });

/** The cell at `row`, `column` (both from 1) of a specialisation's tree, by the specialisation's key. */
function cell(key: string, row: number, column: number): TalentCell {
  const spec = specialisations.find((s) => s.system["key"] === key);
  const tree = (spec?.system["tree"] ?? []) as TalentCell[];
  const found = tree[(row - 1) * 4 + (column - 1)];
  if (!found) throw new Error(`no cell ${row},${column} in ${key}`);
  return found;
}

describe("talent tree lines", () => {
  it("Doctor: row 1 Resolve has no line down to row 2", () => {
    expect(cell("doctor", 1, 4)).toMatchObject({ key: "resolve", down: false });
  });
  it("Scoundrel: row 3 Black Market Contacts has no line right to Side Step", () => {
    expect(cell("scoundrel", 3, 3)).toMatchObject({ key: "blackMarketContacts", right: false });
    expect(cell("scoundrel", 3, 4)).toMatchObject({ key: "sideStep" });
  });
  it("Fringer: row 3 Rapid Recovery has a line right to Durable", () => {
    expect(cell("fringer", 3, 3)).toMatchObject({ key: "rapidRecovery", right: true });
    expect(cell("fringer", 3, 4)).toMatchObject({ key: "durable" });
  });
});

describe("talents and Force powers", () => {
  let talents: PackItem[] = [];
  let powers: PackItem[] = [];
  beforeAll(async () => { talents = await readItems("talents"); powers = await readItems("force-powers"); });
  const talent = (key: string) => talents.find((t) => t.system["key"] === key);

  it("Improved Full Throttle is taken as a maneuver, as the book's entry prints it", () => {
    expect(talent("improvedFullThrottle")?.system).toMatchObject({ activation: "activeManeuver", ranked: false });
  });
  it("the Full Throttle talents no longer say Apply by hand: the system applies them (module/rules/vehicles/full-throttle.ts)", () => {
    expect(talent("fullThrottle")?.system).toMatchObject({ activation: "activeAction", ranked: false });
    expect(talent("supremeFullThrottle")?.system).toMatchObject({ activation: "passive", ranked: false });
    for (const key of ["fullThrottle", "improvedFullThrottle", "supremeFullThrottle"]) {
      expect(String(talent(key)?.system["description"]), key).not.toContain("Apply by hand");
    }
  });
  it("Mad Inventor, in no core tree (Outlaw Tech's cell is Known Schematic), is not shipped", () => {
    expect(talent("madInventor")).toBeUndefined();
    const outlawTech = specialisations.find((s) => s.system["key"] === "outlawTech");
    expect((outlawTech?.system["tree"] as TalentCell[]).map((c) => c.key)).toContain("knownSchematic");
  });
  it("Influence: the row-3 Control upgrade spans three columns", () => {
    const influence = powers.find((p) => p.name === "Influence");
    const tree = influence?.system["tree"] as { upgrade: string; column: number; span: number }[];
    expect(tree.find((c) => c.upgrade === "controlSocial")).toMatchObject({ column: 0, span: 3 });
  });
});

describe("gear and weapons", () => {
  let weapons: PackItem[] = [];
  let gear: PackItem[] = [];
  beforeAll(async () => { weapons = await readItems("weapons"); gear = await readItems("gear"); });
  const named = (list: PackItem[], name: string) => list.find((i) => i.name === name)?.system;

  it("Brass Knuckles: Disorient 3 and no Pierce, as seed 000 and the core book's melee table print them", () => {
    expect(named(weapons, "Brass Knuckles")?.["qualities"]).toEqual([{ key: "disorient", rating: 3 }]);
  });
  it("the Ionization Blaster keeps seed 000's name and its droid-only Stun Damage", () => {
    expect(named(weapons, "Ionization Blaster")?.["qualities"]).toEqual([{ key: "disorient", rating: 5 }, { key: "stunDamage", rating: null }]);
  });
  it("the Emergency Repair Patch is rarity 2", () => {
    expect(named(gear, "Emergency Repair Patch")).toMatchObject({ rarity: 2, price: 25 });
  });
  it("the Dantari Crystal costs 12,000 credits and is restricted (rarity 9, seed 002 BUYING ITEMS)", () => {
    expect(named(gear, "Dantari Crystal")).toMatchObject({ price: 12000, restricted: true, rarity: 9 });
  });
});

describe("vehicles", () => {
  let garage: PackActor[] = [];
  beforeAll(async () => { garage = await readActors("garage"); });

  it("the TIE/ln: 50,000 credits, encumbrance capacity 4, linked medium laser cannons", () => {
    const tie = garage.find((v) => v.name === "TIE/ln Fighter");
    expect(tie?.system).toMatchObject({ price: 50000, encumbranceCapacity: 4, restricted: true });
    expect(tie?.items.map((i) => [i.name, i.system["damage"], i.system["qualities"]])).toEqual([
      ["Laser Cannon (Medium)", 6, [{ key: "linked", rating: 1 }]],
    ]);
  });
});
