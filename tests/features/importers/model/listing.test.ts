// A weapon's price and rarity as each importer writes them (module/features/importers/model/listing.ts): a number
// where the source gives one; a vehicle weapon (Gunnery) whose source gives none, or only a blank 0/0, is "not
// listed" (null: the core rulebook's Table 7-1 prints no price or rarity for vehicle weapons), never 0; a personal
// weapon with no number keeps 0 as before. OggDude, Star Wars Adversaries and StarWarsFFG, on synthetic data whose
// every name and number is invented for the test.
import { describe, expect, it } from "vitest";
import { convertStarWarsFFG, importAdversaries, importOggDude } from "../../../../module/features/importers/model/converters.ts";
import { weaponListing } from "../../../../module/features/importers/model/listing.ts";
import type { ImportedDocument } from "../../../../module/features/importers/model/result.ts";
import { byKey, invalid } from "../load.ts";

const listing = (doc: ImportedDocument) => [doc.name, doc.system["price"], doc.system["rarity"]];

describe("weaponListing", () => {
  it("a Gunnery weapon with no number, or 0/0, is not listed; with one, keeps what it has", () => {
    expect(weaponListing("gunnery", null, null)).toEqual({ price: null, rarity: null });
    expect(weaponListing("gunnery", 0, 0)).toEqual({ price: null, rarity: null });
    expect(weaponListing("gunnery", 0, null)).toEqual({ price: null, rarity: null });
    expect(weaponListing("gunnery", 4500, null)).toEqual({ price: 4500, rarity: null });
    expect(weaponListing("gunnery", null, 5)).toEqual({ price: null, rarity: 5 });
    expect(weaponListing("gunnery", 0, 3)).toEqual({ price: 0, rarity: 3 });
  });

  it("a personal weapon keeps 0 for a number its source does not give, and 0/0 as 0/0", () => {
    expect(weaponListing("rangedLight", null, null)).toEqual({ price: 0, rarity: 0 });
    expect(weaponListing("melee", 0, 0)).toEqual({ price: 0, rarity: 0 });
    expect(weaponListing("rangedHeavy", 900, 5)).toEqual({ price: 900, rarity: 5 });
  });
});

const WEAPONS = `<Weapons>
  <Weapon><Key>TESTLC</Key><Name>Test Laser Cannon</Name><Type>Vehicle</Type><SkillKey>GUNN</SkillKey><Damage>5</Damage><Crit>3</Crit><RangeValue>wrClose</RangeValue></Weapon>
  <Weapon><Key>TESTLCZERO</Key><Name>Test Zero Cannon</Name><Type>Vehicle</Type><SkillKey>GUNN</SkillKey><Damage>5</Damage><Price>0</Price><Rarity>0</Rarity></Weapon>
  <Weapon><Key>TESTTUBE</Key><Name>Test Missile Tube</Name><SkillKey>GUNN</SkillKey><Damage>20</Damage><Price>7500</Price><Rarity>8</Rarity><Restricted>true</Restricted></Weapon>
  <Weapon><Key>TESTPISTOL</Key><Name>Test Pistol</Name><SkillKey>RANGLT</SkillKey><Damage>6</Damage></Weapon>
</Weapons>`;

describe("OggDude", () => {
  it("a vehicle weapon with no Price or Rarity, or 0/0, is not listed; a priced Gunnery weapon and a personal one keep their numbers", () => {
    const docs = importOggDude({ "Weapons.xml": WEAPONS }).documents;
    expect(invalid(docs)).toEqual([]);
    expect(docs.map(listing)).toEqual([
      ["Test Laser Cannon", null, null], ["Test Zero Cannon", null, null], ["Test Missile Tube", 7500, 8], ["Test Pistol", 0, 0],
    ]);
    expect(byKey(docs, "TESTTUBE").system["restricted"]).toBe(true);
  });
});

describe("Star Wars Adversaries", () => {
  it("a vehicle's weapons carry no price: not listed; an adversary's Gunnery weapon too, its personal weapon 0 as before", () => {
    const vehicles = [{
      name: "Test Skiff", group: "Starfighters", info: { sensors: "Close", complement: "One pilot", price: 40000, rarity: 4 },
      characteristics: { Silhouette: 3, Speed: 4, Handling: 1 }, derived: { armour: 2, hull: 8, system: 8, defence: { fore: 1, aft: 0 } },
      weapons: [{ name: "Test twin cannons", arc: "Forward", damage: 5, critical: 3, range: "Close" }, { name: "Test priced turret", arc: "All", damage: 6, critical: 3, range: "Close", price: 9000, rarity: 6 }],
    }];
    const people = [
      { name: "Test Gunner", type: "Rival", characteristics: { Brawn: 2, Agility: 3, Intellect: 2, Cunning: 2, Willpower: 2, Presence: 2 }, derived: { soak: 2, wounds: 10 },
        skills: { Gunnery: 2 }, weapons: [{ name: "Test tripod blaster", skill: "Gunnery", damage: 10, critical: 2, range: "Long" }, { name: "Test holdout", skill: "Ranged: Light", damage: 5, critical: 4, range: "Short" }] },
    ];
    const docs = importAdversaries({ "vehicles/test.json": JSON.stringify(vehicles), "test-people.json": JSON.stringify(people) }).documents;
    expect(invalid(docs)).toEqual([]);
    expect((byKey(docs, "Test Skiff").items ?? []).map(listing)).toEqual([["Test twin cannons", null, null], ["Test priced turret", 9000, 6]]);
    expect(byKey(docs, "Test Skiff").system["price"]).toBe(40000); // the vehicle keeps its own, as printed
    const gunner = docs.find((d) => d.name === "Test Gunner")!;
    expect((gunner.items ?? []).map(listing)).toEqual([["Test tripod blaster", null, null], ["Test holdout", 0, 0]]);
  });
});

describe("StarWarsFFG", () => {
  const shipWeapon = (name: string, extra: Record<string, unknown>) =>
    ({ name, type: "shipweapon", system: { damage: { value: 5 }, crit: { value: 3 }, range: { value: "Close" }, ...extra } });
  it("a ship weapon with no price, or StarWarsFFG's blank 0/0, is not listed; one with its numbers keeps them; a personal weapon as before", () => {
    const docs = convertStarWarsFFG([
      shipWeapon("Test bare cannon", {}),
      shipWeapon("Test blank cannon", { price: { value: 0 }, rarity: { value: 0, isrestricted: false } }),
      shipWeapon("Test priced cannon", { price: { value: 3500 }, rarity: { value: 5, isrestricted: true } }),
      { name: "Test pistol", type: "weapon", system: { skill: { value: "Ranged: Light" }, damage: { value: 6 }, crit: { value: 3 }, range: { value: "Medium" }, price: { value: 400 }, rarity: { value: 4 } } },
    ]).documents;
    expect(invalid(docs)).toEqual([]);
    expect(docs.map(listing)).toEqual([
      ["Test bare cannon", null, null], ["Test blank cannon", null, null], ["Test priced cannon", 3500, 5], ["Test pistol", 400, 4],
    ]);
    expect(docs[2]!.system["restricted"]).toBe(true);
  });
});
