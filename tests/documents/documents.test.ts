import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { characterDerived } from "../../module/rules/character/actor-derived.ts";
import { minionDerived } from "../../module/rules/combat/minion.ts";
import { character, minion } from "../fixtures/actors.ts";
import { gear, own, quality, vibroknife } from "../fixtures/items.ts";
import { installFoundryDouble, notices } from "../doubles/fields.ts";
import type { ActorType, ItemType } from "../../module/rules/types.ts";

// Not shellSuite: the data-model double alone (tests/doubles/fields.ts: core's DataModel fields and CONFIG),
// for what the system registers and its models' fields, with no users or chat to install.
installFoundryDouble();
let docs: typeof import("../../module/documents/index.ts");

beforeAll(async () => {
  docs = await import("../../module/documents/index.ts");
});
beforeEach(() => {
  notices.length = 0;
});

// The document doubles take no data (fields.ts): what a test reads is assigned after construction.
function actor(type: ActorType, system: object) {
  return Object.assign(new docs.EoteActor({ name: type, type }), { type, name: type, system });
}
function item(type: ItemType, system: object, parent: unknown = null, name: string = type) {
  return Object.assign(new docs.EoteItem({ name, type }), { type, name, system, parent });
}
const preCreate = (i: InstanceType<typeof docs.EoteItem>) =>
  (i as unknown as { _preCreate(...a: unknown[]): Promise<boolean | void> })._preCreate({}, {}, {});

describe("dropping items on actors", () => {
  it("refuses armour on a vehicle with a localised notice", async () => {
    const v = actor("vehicle", {});
    expect(await preCreate(item("armour", {}, v))).toBe(false);
    expect(notices).toEqual([{ level: "warn", message: 'EOTE.Error.ItemNotAllowed {"actorType":"vehicle","itemType":"armour"}' }]);
  });
  it("refuses a quality on a character, accepts gear", async () => {
    const c = actor("character", {});
    expect(await preCreate(item("quality", {}, c))).toBe(false);
    expect(await preCreate(item("gear", {}, c))).not.toBe(false);
    expect(notices.map((n) => n.message.split(" ")[0])).toEqual(["EOTE.Error.QualityOnActor"]);
  });
  it("leaves world items (no actor) alone", async () => {
    expect(await preCreate(item("quality", {}))).not.toBe(false);
  });
});

describe("attaching a quality to a weapon", () => {
  it("adds it with its rating and updates the weapon", async () => {
    const knife = item("weapon", vibroknife(), null, "Vibro-knife");
    const sunder = item("quality", quality({ key: "sunder", ranked: false }), null, "Sunder");
    expect(await knife.attachQuality(sunder)).toBe(true);
    expect((knife as unknown as { updates: unknown[] }).updates).toEqual([{
      "system.qualities": [{ key: "pierce", rating: 2 }, { key: "vicious", rating: 1 }, { key: "sunder", rating: null }],
    }]);
    expect(notices[0]?.level).toBe("info");
  });
  it("names the quality and the weapon escaped and bounded in its notice (both are their owners' text)", async () => {
    const hostile = `<img src=x onerror="alert(1)">${"k".repeat(5000)}`;
    const knife = item("weapon", vibroknife(), null, hostile);
    const sunder = item("quality", quality({ key: "sunder", ranked: false }), null, hostile);
    expect(await knife.attachQuality(sunder)).toBe(true);
    expect(notices[0]?.message).toMatch(/^EOTE\.Item\.QualityAttached/);
    expect(notices[0]?.message).not.toContain("<img");
    expect(notices[0]?.message).toContain("&lt;img");
    expect(notices[0]!.message.length).toBeLessThan(1000);
  });
  it("refuses gear dropped on a weapon", async () => {
    const knife = item("weapon", vibroknife());
    expect(await knife.attachQuality(item("gear", gear()))).toBe(false);
    expect(notices[0]?.message).toMatch(/^EOTE\.Error\.NotAQuality/);
  });
});

describe("check pools", () => {
  it("builds characteristic + rank, plus the encumbrance setback on Agility checks", () => {
    const data = character();
    const heavy = [own.gear(gear({ encumbrance: 9 }))];
    const c = actor("character", { ...data, derived: characterDerived(data, heavy) });
    // Agility 3, Ranged (Light) 2: two proficiency, one ability; over-encumbered: one setback.
    expect(c.checkPool("rangedLight")).toMatchObject({ proficiency: 2, ability: 1, setback: 1, difficulty: 0 });
    expect(c.checkPool("computers")).toMatchObject({ proficiency: 0, ability: 2, setback: 0 });
  });
  it("gives a minion group its group rank", () => {
    const data = { ...minion(), wounds: { value: 5, threshold: 5 } };
    const m = actor("minion", { ...data, derived: minionDerived(data, []) });
    // Three standing: rank 2 with Agility 2 → two proficiency.
    expect(m.checkPool("rangedHeavy")).toMatchObject({ proficiency: 2, ability: 0 });
  });
});

describe("creating an actor from data made before the migrations", () => {
  const create = (a: InstanceType<typeof docs.EoteActor>, system: object) =>
    (a as unknown as { _preCreate(...args: unknown[]): Promise<boolean | void> })._preCreate({ system }, {}, {});
  const sourceUpdates = (a: unknown) => (a as { sourceUpdates: unknown[] }).sourceUpdates;

  it("a character whose species names a droid, with no droid flag, is created a droid", async () => {
    const a = actor("character", {});
    await create(a, { species: "Protocol Droid", wounds: { value: 0, threshold: 10 } });
    expect(sourceUpdates(a)).toEqual([{ system: { droid: true } }]);
  });
  it("a droid flag the data sets is its author's choice and is left alone", async () => {
    const a = actor("character", {});
    await create(a, { species: "Protocol Droid", droid: false });
    expect(sourceUpdates(a)).toEqual([]);
  });
  it("a living species, or a vehicle, gets nothing", async () => {
    const human = actor("character", {});
    await create(human, { species: "Human" });
    const ship = actor("vehicle", {});
    await create(ship, { species: "Droid" });
    expect([...sourceUpdates(human), ...sourceUpdates(ship)]).toEqual([]);
  });
});
