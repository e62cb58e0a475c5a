// Talents change the game through their transferred ActiveEffects: derived data over the v13 double
// (item effects with `transfer` apply to the owner before derived data), and EoteActiveEffect's rank scaling.
import { describe, expect, it } from "vitest";
import { FakeActor, type ItemSource } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";
import { character } from "../fixtures/actors.ts";
import { paddedArmour } from "../fixtures/items.ts";
import { dedication, defensiveStance, effect, enduring, grit, toughened } from "../fixtures/talents.ts";

shellSuite();

/** An ActiveEffect as these tests read it: made bare, then given its parent item. */
interface EffectDouble {
  parent: unknown;
  applied: unknown[];
  isSuppressed: boolean;
  apply(actor: object, change: { key: string; mode: number; value: string }): void;
}
const g = globalThis as unknown as { Item: new () => object };
/** An effect of the class the test loaded, on an item of this type and data. */
const effectOn = (cls: unknown, type: string, system: object): EffectDouble =>
  Object.assign(new (cls as new () => EffectDouble)(), { parent: Object.assign(new g.Item(), { type, system }) });

const make = (items: readonly ItemSource[] = []) => new FakeActor("Kira", "character", character(), { items });

describe("talent effects on derived data", () => {
  it("Grit 2 adds 2 strain threshold; Toughened 1 adds 2 wounds; Enduring adds soak; a stance adds melee defence", () => {
    const bare = make().system.derived;
    const d = make([grit(2), toughened(1), enduring(1), defensiveStance()]).system.derived;
    expect(d.strain.threshold).toBe(bare.strain.threshold + 2);
    expect(d.wounds.threshold).toBe(bare.wounds.threshold + 2);
    expect(d.soak).toBe(bare.soak + 1);
    expect(d.defence.melee).toBe(bare.defence.melee + 1);
    expect(d.defence.ranged).toBe(bare.defence.ranged);
  });

  it("Dedication raises the characteristic everything derives from (soak from Brawn), not the stored one", () => {
    const bare = make();
    const dedicated = make([dedication("brawn")]);
    expect(dedicated.system.derived.soak).toBe(bare.system.derived.soak + 1);
    // v13: `system` is prepared (effects applied), `_source.system` is what is stored.
    expect(dedicated.system.characteristics.brawn).toBe(bare.system.characteristics.brawn + 1);
    expect(dedicated._source.system["characteristics"]).toEqual(bare.system.characteristics);
  });

  it("a disabled effect, or one not marked transfer, changes nothing; an actor's own effect does", async () => {
    const off = grit(3);
    off.effects![0]!["disabled"] = true;
    const kept = grit(3);
    kept.effects![0]!["transfer"] = false;
    const bare = make().system.derived.strain.threshold;
    expect(make([off, kept]).system.derived.strain.threshold).toBe(bare);
    const actor = make();
    await actor.createEmbeddedDocuments("ActiveEffect", [effect("Stimmed", [["system.modifiers.strainThreshold", 1]])]);
    expect(actor.system.derived.strain.threshold).toBe(bare + 1);
  });

  it("armour's effects apply while it is worn, a weapon's while equipped (the same keys as talents)", async () => {
    const vest = { _id: "armour0000000001", name: "Padded vest", type: "armour", system: { ...paddedArmour({ soak: 0 }), worn: false },
      effects: [effect("Padded vest", [["system.modifiers.woundThreshold", 1]])] };
    const actor = make([vest]);
    const bare = make().system.derived.wounds.threshold;
    expect(actor.system.derived.wounds.threshold).toBe(bare);
    await actor.items.contents[0]!.update({ "system.worn": true });
    expect(actor.system.derived.wounds.threshold).toBe(bare + 1);
  });

  it("raising the talent's rank raises the threshold at once", async () => {
    const actor = make([grit(1)]);
    const before = actor.system.derived.strain.threshold;
    await actor.items.contents[0]!.update({ "system.rank": 3 });
    expect(actor.system.derived.strain.threshold).toBe(before + 2);
  });
});

describe("EoteActiveEffect", () => {
  it("scales a ranked talent's modifier by its rank, and leaves other changes to core as they are", async () => {
    const { installFoundryDouble } = await import("../doubles/fields.ts");
    installFoundryDouble();
    const { EoteActiveEffect } = await import("../../module/documents/active-effect.ts");
    const e = effectOn(EoteActiveEffect, "talent", { ranked: true, rank: 3 });
    const actor = { system: { modifiers: { strainThreshold: 0 }, notes: "" } };
    e.apply(actor, { key: "system.modifiers.strainThreshold", mode: 2, value: "1" });
    e.apply(actor, { key: "system.notes", mode: 5, value: "x" });
    expect(e.applied).toEqual([
      { key: "system.modifiers.strainThreshold", mode: 2, value: "3" },
      { key: "system.notes", mode: 5, value: "x" },
    ]);
    expect(actor.system.modifiers.strainThreshold).toBe(3);
    const gearEffect = effectOn(EoteActiveEffect, "gear", {});
    gearEffect.apply(actor, { key: "system.modifiers.strainThreshold", mode: 2, value: "1" });
    expect(actor.system.modifiers.strainThreshold).toBe(4);
  });

  it("is suppressed on a weapon not equipped or armour not worn, never on a talent", async () => {
    const { EoteActiveEffect } = await import("../../module/documents/active-effect.ts");
    const on = (type: string, system: object) => effectOn(EoteActiveEffect, type, system).isSuppressed;
    expect([on("weapon", { equipped: false }), on("weapon", { equipped: true }), on("armour", { worn: false }), on("armour", { worn: true }), on("talent", {})])
      .toEqual([true, false, true, false, false]);
  });
});

describe("talents on a character built from a species", () => {
  it("the species base + characteristic, plus Grit and Toughened; an older character without a species adds them to its typed threshold", () => {
    const human = { _id: "species000000001", name: "Human", type: "species", system: {
      description: "", characteristics: { brawn: 2, agility: 2, intellect: 2, cunning: 2, willpower: 2, presence: 2 },
      woundBase: 10, strainBase: 10, startingXp: 110, freeRanks: [],
    } as unknown as Record<string, unknown> };
    const system = character();
    const { brawn, willpower } = system.characteristics;
    const built = make([human, grit(2), toughened(1)]).system.derived;
    expect(built.wounds.threshold).toBe(10 + brawn + 2);
    expect(built.strain.threshold).toBe(10 + willpower + 2);
    expect(built.thresholdSource).toEqual({ wounds: "species", strain: "species" });
    const older = make([grit(2)]).system.derived;
    expect(older.strain.threshold).toBe(system.strain.threshold + 2);
    expect(older.thresholdSource).toEqual({ wounds: "stored", strain: "stored" });
  });
});
