// Partial updates through the doubles' v13 pipeline never add keys, and an invalid update throws
// and writes nothing.
import { describe, expect, it } from "vitest";
import { character, minion, vehicle } from "../fixtures/actors.ts";
import { blaster } from "../fixtures/items.ts";
import { asUser, FakeActor, OWNERSHIP, register, users, itemOfType } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";

shellSuite();

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

describe("partial updates", () => {
  it("a droid stays a droid through wounds, strain and characteristic edits by its owner", async () => {
    const sys = character();
    sys.droid = true;
    const r2 = register(new FakeActor("R2", "character", sys, { ownership: PLAYER }));
    asUser(users.player);
    for (const change of [{ "system.wounds.value": 4 }, { "system.strain.value": "3" }, { system: { characteristics: { brawn: 3 } } }, { name: "Artoo" }]) {
      const keys = JSON.stringify(Object.keys(r2.sourceOf()).sort());
      await r2.update(change);
      expect(r2.system.droid).toBe(true);
      expect(JSON.stringify(Object.keys(r2.sourceOf()).sort())).toBe(keys);
    }
    expect(r2.system.strain.value).toBe(3);
  });

  it("a player's sheet write of 1e308 (soak bonus, credits, a weapon's price) is refused by the field's name, and nothing is written", async () => {
    const pc = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER, items: [{ name: "Blaster", type: "weapon", system: blaster() }] }));
    asUser(users.player);
    for (const [change, field] of [[{ "system.soakBonus": 1e308 }, "system.soakBonus"], [{ "system.credits": 1e308, name: "Rich" }, "system.credits"]] as const) {
      await expect(pc.update(change)).rejects.toThrow(field);
    }
    expect([pc.name, pc.system.soakBonus, pc.system.credits]).toEqual(["Kira", character().soakBonus, character().credits]);
    const gun = itemOfType([...pc.items.values()][0], "weapon");
    await expect(gun.update({ "system.price": 1e308 })).rejects.toThrow("system.price");
    expect(gun.system.price).toBe(blaster().price);
  });

  it("an invalid change (a negative count, a fraction, a string) throws and writes nothing, name and flags included", async () => {
    const pc = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER }));
    asUser(users.player);
    const before = JSON.stringify({ name: pc.name, system: pc.sourceOf(), flags: pc.flags });
    for (const bad of [{ "system.wounds.value": -1, name: "X" }, { "system.wounds.value": 1.5, "flags.eote.x": 1 }, { "system.characteristics.brawn": "lots" }]) {
      await expect(pc.update(bad)).rejects.toThrow();
      expect(JSON.stringify({ name: pc.name, system: pc.sourceOf(), flags: pc.flags })).toBe(before);
    }
  });

  it("minion group size and vehicle tracks: partial diffs keep every other key", async () => {
    const group = register(new FakeActor("Troopers", "minion", minion(), { ownership: PLAYER }));
    const ship = register(new FakeActor("Wayfarer", "vehicle", vehicle(), { ownership: PLAYER }));
    await group.update({ "system.groupSize": 3 });
    await ship.update({ "system.hullTrauma.value": 2 });
    expect(group.sourceOf()).toEqual({ ...minion(), groupSize: 3 });
    expect(ship.sourceOf()).toEqual({ ...vehicle(), hullTrauma: { value: 2, threshold: 22 } });
  });

  it("a player may not edit an actor they only observe, nor its items", async () => {
    const npc = register(new FakeActor("NPC", "character", character(), {
      ownership: { default: OWNERSHIP.OBSERVER }, items: [{ _id: "weaponObserved01", name: "Gun", type: "weapon", system: blaster() }],
    }));
    asUser(users.player);
    await expect(npc.update({ "system.wounds.value": 1 })).rejects.toThrow();
    await expect(npc.items.contents[0]!.update({ "system.damage": 20 })).rejects.toThrow();
    expect(itemOfType(npc.items.contents[0], "weapon").system.damage).toBe(blaster().damage);
  });
});
