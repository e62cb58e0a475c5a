// Star Wars Adversaries vehicles as vehicle actors: a starfighter, a capital ship with four defence zones, a
// walker, and a vehicle listed among the adversaries. Every name and number is invented for the test.
import { describe, expect, it } from "vitest";
import { importAdversaries } from "../../../../../module/features/importers/model/converters.ts";
import { readArcs } from "../../../../../module/features/importers/model/adversaries/vehicles.ts";
import { byKey, invalid } from "../../load.ts";

const VEHICLES = [
  {
    name: "Test Dartfighter", group: "Starfighters",
    info: { type: "Starfighter/Dart", manufacturer: "Test Yards", hyperdrive: null, navicomputer: null, sensors: "Close", complement: "One pilot", encumbrance: 6, passengers: 0, consumables: "Two days", price: 40000, rarity: 4, hardpoints: 1 },
    characteristics: { Silhouette: 3, Speed: 5, Handling: "+2" },
    derived: { armour: 2, hull: 8, system: 9, defence: { fore: 1, port: null, starboard: null, aft: 0 } },
    weapons: [{ name: "Twin test cannons", arc: "Forward", damage: 6, critical: 3, range: "Close", qualities: ["Linked 1"] }],
  },
  {
    name: "Test Star Cruiser", fullName: "Test-class Star Cruiser", group: "Capital Ships",
    info: { type: "Cruiser/Test", hyperdrive: { primary: 2, backup: 12 }, navicomputer: "Yes", sensors: "Long", complement: "1,200 crew", encumbrance: 5000, passengers: "300 troops", consumables: "Two years", price: "(R) 9000000", rarity: 8, hardpoints: 6 },
    characteristics: { Silhouette: 7, Speed: 2, Handling: -3 },
    derived: { armour: 8, hull: 90, system: 60, defence: { fore: 3, port: 2, starboard: 2, aft: 1 } },
    weapons: [
      { name: "Port test turbolaser battery", arc: "Port", damage: 10, critical: 3, range: "Long", qualities: ["Breach 3", "Slow-Firing 1"] },
      { name: "Dorsal test turret", arc: "All", damage: 6, critical: 3, range: "Close" },
      { name: "Test tractor projector", arc: "Forward and Aft", damage: null, critical: null, range: "Short", qualities: ["Tractor 4"] },
    ],
  },
  {
    name: "Test Strider", group: "Walkers",
    info: { type: "Walker/Test", sensors: "None", complement: "Two pilots", encumbrance: "10-20", passengers: 6, price: 60000, rarity: 7, hardpoints: 2 },
    characteristics: { Silhouette: 4, Speed: 1, Handling: -2 },
    derived: { armour: 4, hull: 22, system: 12, defence: { fore: 0, port: null, starboard: null, aft: 0 } },
    weapons: [{ name: "Chin test blasters", arc: "Forward", damage: 5, critical: 4, range: "Close", qualities: ["Linked 1"] }],
  },
];

const PEOPLE = [
  { name: "Test Pilot", type: "Rival", characteristics: { Brawn: 2, Agility: 3, Intellect: 2, Cunning: 2, Willpower: 2, Presence: 2 }, derived: { soak: 2, wounds: 10 }, skills: { Gunnery: 2 }, tags: ["book:test"] },
  { name: "Test Wing", tags: ["book:test"], info: { hyperdrive: { primary: 1 }, sensors: "Short", complement: "One pilot" }, characteristics: { Silhouette: 3, Speed: 5, Handling: "+1" }, derived: { armour: 3, hull: 10, system: 10, defence: { fore: 1, aft: 1 } } },
];

const result = importAdversaries({ "vehicles/test.json": JSON.stringify(VEHICLES), "test-people.json": JSON.stringify(PEOPLE) });
const docs = result.documents;
const sys = (key: string) => byKey(docs, key).system as Record<string, unknown>;
const weapons = (key: string) => (byKey(docs, key).items ?? []).map((w) => [w.name, w.system["damage"], w.system["crit"], w.system["range"], w.system["firingArcs"], w.system["qualities"]]);

describe("Star Wars Adversaries vehicles", () => {
  it("imports every vehicle, and a vehicle among the adversaries, each passing validateSystemData", () => {
    expect(invalid(docs)).toEqual([]);
    expect(docs.map((d) => [d.type, d.sourceKey])).toEqual([
      ["vehicle", "Test Dartfighter"], ["vehicle", "Test Star Cruiser"], ["vehicle", "Test Strider"],
      ["rival", "Test Pilot|book:test"], ["vehicle", "Test Wing|book:test"],
    ]);
    expect(result.skipped).toEqual([]);
  });

  it("a starfighter: space, fore and aft zones only, its profile, its linked cannons at close range (stored as engaged)", () => {
    expect(sys("Test Dartfighter")).toMatchObject({
      silhouette: 3, domain: "space", speed: { value: 0, max: 5 }, handling: 2, armour: 2,
      hullTrauma: { value: 0, threshold: 8 }, systemStrain: { value: 0, threshold: 9 },
      defence: { fore: 1, aft: 0, port: 0, starboard: 0 }, hyperdrive: { primary: null, backup: null }, navicomputer: false,
      sensorRange: "close", crew: "One pilot", encumbranceCapacity: 6, price: 40000, rarity: 4, restricted: false, hardPoints: 1,
    });
    expect(weapons("Test Dartfighter")).toEqual([["Twin test cannons", 6, 3, "engaged", ["fore"], [{ key: "linked", rating: 1 }]]]);
  });

  it("a capital ship: four defence zones, hyperdrive and navicomputer, restricted, weapons on their own arcs", () => {
    expect(sys("Test Star Cruiser")).toMatchObject({
      silhouette: 7, domain: "space", handling: -3, defence: { fore: 3, port: 2, starboard: 2, aft: 1 },
      hyperdrive: { primary: 2, backup: 12 }, navicomputer: true, sensorRange: "long", passengers: 300, price: 9000000, restricted: true,
    });
    expect(weapons("Test Star Cruiser")).toEqual([
      ["Port test turbolaser battery", 10, 3, "long", ["port"], [{ key: "breach", rating: 3 }, { key: "slowFiring", rating: 1 }]],
      ["Dorsal test turret", 6, 3, "engaged", ["fore", "aft", "port", "starboard"], []],
      ["Test tractor projector", 0, null, "short", ["fore", "aft"], [{ key: "tractor", rating: 4 }]],
    ]);
    expect(byKey(docs, "Test Star Cruiser").flags?.eote?.["imported"]).toMatchObject({ passengers: "300 troops", group: "Capital Ships" });
  });

  it("a walker: planetary; what has no field here (a sensor range of None, capacity as a range) is kept, not dropped", () => {
    expect(sys("Test Strider")).toMatchObject({ domain: "planetary", silhouette: 4, sensorRange: "close", encumbranceCapacity: 10 });
    expect(byKey(docs, "Test Strider").flags?.eote?.["imported"]).toMatchObject({ sensorRange: "None", encumbranceCapacity: "10-20", group: "Walkers" });
  });

  it("reads fire arcs as the profiles write them", () => {
    expect(readArcs("Forward")).toEqual(["fore"]);
    expect(readArcs("Port and Starboard")).toEqual(["port", "starboard"]);
    expect(readArcs("Turret")).toEqual(["fore", "aft", "port", "starboard"]);
    expect(readArcs("")).toEqual([]);
  });
});
