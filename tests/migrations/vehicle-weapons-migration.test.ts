// Migration 9: weapons stored before a price and rarity could be "not listed" (null). A Gunnery weapon at 0 credits
// and rarity 0 (the vehicle weapons pack's old copies, or a hand-made one whose price was never set) becomes null;
// every other weapon, and anything the GM priced, is left alone; once, for documents that existed before version 9,
// never on an update diff. A fuzz over arbitrary weapon sources (fast-check) holds it to that, and the world runner
// carries it to a vehicle's own copy.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { completeSystem, migrateSystem, reshapeSystem } from "../../module/migrations/migrations.ts";
import { unpricedVehicleWeapon, vehicleWeaponPrices } from "../../module/migrations/vehicle-weapons.ts";
import { validateSystemData } from "../../module/data/spec/index.ts";
import { SKILL_IDS } from "../../module/rules/checks/skills.ts";
import { vehicle } from "../fixtures/actors.ts";
import { blaster } from "../fixtures/items.ts";
import { itemOfType } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";
import { WorldActor } from "../doubles/world.ts";
import { readItems, type PackItem } from "../packs/read-pack.ts";

const before = vehicleWeaponPrices.version - 1;
let packWeapons: PackItem[] = [];
beforeAll(async () => { packWeapons = await readItems("vehicle-weapons"); });
const shell = shellSuite({ modules: { runner: () => import("../../module/migrations/index.ts") } });

/** A pack vehicle weapon as a world stored it before version 9: its data, at 0 credits and rarity 0. */
function oldCopy(name: string): Record<string, unknown> {
  const system = structuredClone(packWeapons.find((w) => w.name === name)!.system);
  return { ...system, price: 0, rarity: 0 };
}

describe("migration 9: vehicle weapons' price and rarity not listed", () => {
  it("every old copy of the pack's vehicle weapons becomes the pack's null price and rarity, valid, once", () => {
    expect(packWeapons).toHaveLength(12);
    for (const weapon of packWeapons) {
      const copy = oldCopy(weapon.name);
      expect(migrateSystem("Item", "weapon", copy, before), weapon.name).toBe(true);
      expect(copy, weapon.name).toEqual(weapon.system);
      expect(validateSystemData("Item", "weapon", copy), weapon.name).toEqual([]);
      expect(migrateSystem("Item", "weapon", copy, before), weapon.name).toBe(false);
    }
  });

  it("leaves a Gunnery weapon the GM priced, a personal weapon at 0/0, and armour and gear at 0/0 alone", () => {
    const priced = { ...oldCopy("Laser Cannon (Light)"), price: 4000 };
    const rare = { ...oldCopy("Laser Cannon (Light)"), rarity: 5 };
    const rock = blaster({ skill: "rangedLight", price: 0, rarity: 0 });
    for (const system of [priced, rare, rock]) {
      const copy = structuredClone(system);
      expect(migrateSystem("Item", "weapon", copy, before)).toBe(false);
      expect(copy).toEqual(system);
    }
    const gear = { description: "", quantity: 1, encumbrance: 0, condition: "undamaged", price: 0, restricted: false, rarity: 0, skill: "gunnery" };
    expect(migrateSystem("Item", "gear", structuredClone(gear), before)).toBe(false);
  });

  it("runs only for worlds before 9 and documents that existed then; never on an update diff", () => {
    const copy = oldCopy("Ion Cannon (Light)");
    expect(migrateSystem("Item", "weapon", copy, vehicleWeaponPrices.version)).toBe(false);
    expect(completeSystem("Item", "weapon", copy, before, true)).toBe(false);
    expect([copy["price"], copy["rarity"]]).toEqual([0, 0]);
    // A sheet edit setting a new gunnery weapon to 0/0 is an update diff: migrateData's reshape leaves it.
    const diff = { skill: "gunnery", price: 0, rarity: 0 };
    expect(reshapeSystem("Item", "weapon", diff, 0)).toBe(false);
    expect(diff).toEqual({ skill: "gunnery", price: 0, rarity: 0 });
  });

  it("fuzz: on any weapon source it changes only price and rarity, only a Gunnery 0/0 one, to null; idempotent", () => {
    // 0 and "gunnery" weighted up, so that the runs hold copies to migrate as well as near misses ("0", "Gunnery", null).
    const value = fc.oneof({ arbitrary: fc.constant(0), weight: 3 }, fc.integer({ min: -3, max: 20 }), fc.constant(null), fc.constant("0"), fc.string({ maxLength: 3 }));
    const source = fc.record({
      skill: fc.oneof({ arbitrary: fc.constant("gunnery"), weight: 2 }, fc.constantFrom(...SKILL_IDS), fc.constant("Gunnery"), fc.string({ maxLength: 8 })),
      price: value, rarity: value, restricted: fc.boolean(), damage: fc.integer({ min: 0, max: 12 }),
    }, { requiredKeys: ["skill"] });
    let hits = 0;
    fc.assert(fc.property(source, (system) => {
      const copy: Record<string, unknown> = structuredClone(system);
      const hit = unpricedVehicleWeapon(copy);
      if (hit) hits++;
      expect(vehicleWeaponPrices.complete!("Item", "weapon", copy)).toBe(hit);
      const changed = Object.keys({ ...system, ...copy }).filter((k) => JSON.stringify(copy[k]) !== JSON.stringify((system as Record<string, unknown>)[k]));
      expect(changed).toEqual(hit ? ["price", "rarity"] : []);
      if (hit) expect([copy["price"], copy["rarity"], system.skill]).toEqual([null, null, "gunnery"]);
      expect(vehicleWeaponPrices.complete!("Item", "weapon", copy)).toBe(false);
      // Never an actor's, never another item type's.
      expect(vehicleWeaponPrices.complete!("Actor", "weapon", structuredClone(system))).toBe(false);
      expect(vehicleWeaponPrices.complete!("Item", "gear", structuredClone(system))).toBe(false);
    }), { seed: 9, numRuns: 400 });
    expect(hits).toBeGreaterThan(10);
  });

  it("the world runner migrates a vehicle's own cannon from before 9, and leaves its priced one alone", async () => {
    const g = globalThis as unknown as { game: Record<string, unknown> & { settings: { set(a: string, b: string, v: number): Promise<void> } } };
    const old = { _id: "cannonOld0000001", name: "Laser Cannon (Light)", type: "weapon", system: oldCopy("Laser Cannon (Light)") };
    const priced = { _id: "cannonPriced0001", name: "Custom Cannon", type: "weapon", system: { ...oldCopy("Laser Cannon (Light)"), price: 2500, rarity: 4 } };
    const ship = WorldActor.load("Wayfarer", "vehicle", vehicle(), [old, priced]);
    g.game["actors"] = { size: 1, contents: [ship] };
    g.game["items"] = { size: 0, contents: [] };
    g.game["scenes"] = { size: 0, contents: [] };
    g.game["packs"] = [];
    await g.game.settings.set("eote", "schemaVersion", before);
    await shell.runner.migrateWorld();
    const cannon = itemOfType(ship.items.get("cannonOld0000001"), "weapon");
    expect([cannon.system.price, cannon.system.rarity]).toEqual([null, null]);
    const custom = itemOfType(ship.items.get("cannonPriced0001"), "weapon");
    expect([custom.system.price, custom.system.rarity]).toEqual([2500, 4]);
  });
});
