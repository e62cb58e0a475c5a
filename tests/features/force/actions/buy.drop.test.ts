// A Force power dropped on a character's sheet (the real sheet's _onDropItem over the ActorSheetV2 double) is
// the Force tab's purchase for the owning player: from the pack, or a copy linked to it, it costs the pack's XP,
// is written in the ledger and the Advancement tab's Undo takes it back; a power not from the pack is refused with
// a notice pointing to the Force tab, and so is one the player cannot afford or already knows. A player who
// does not own the character changes nothing. The GM adds a dropped power free, as a dropped talent is added.
import { describe, expect, it } from "vitest";
import { character } from "../../../fixtures/actors.ts";
import { asUser, FakeActor, FakeItem, noticeKeys, notices, OWNERSHIP, packSource, register, users } from "../../../doubles/index.ts";
import { shellSuite } from "../../../doubles/suite.ts";

/** The globals this file sets and reads, as the doubles make them. */
const g = globalThis as unknown as {
  foundry: { abstract: { Document?: unknown }; applications: { handlebars: { renderTemplate: unknown } } };
  game: {
    packs: { get(id: string): { getIndex(): Promise<{ _id: string; name: string }[]>; getDocuments(): Promise<unknown[]> } };
    items: { fromCompendium(doc: unknown): { name: string; type: string; system: Record<string, unknown>; [key: string]: unknown } };
  };
};
type Sheet = { _onDropItem(event: unknown, item: unknown): Promise<unknown> };
const shell = shellSuite({
  seed: 5,
  keys: true,
  install: () => {
    // The sheet takes a dropped document as it is (v13 passes the Item, a foundry.abstract.Document); every item dropped here is an item double.
    g.foundry.abstract.Document ??= FakeItem;
  },
  modules: {
    CharacterSheet: async () =>
      (await import("../../../../module/applications/sheets/character-sheet.ts")).CharacterSheet as unknown as new (options: { document: unknown }) => Sheet,
    adv: async () => (await import("../../../../module/features/advancement/index.ts")).api,
  },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
const packCost = (name: string) => (packSource("force-powers").find((d) => d.name === name)!.system as { cost: number }).cost;
const powers = (pc: FakeActor) => pc.items.contents.filter((i) => i.type === "forcePower");
const snapshot = (a: FakeActor) => JSON.stringify({ system: a.sourceOf(), items: [...a.items.values()].map((i) => [i.id, i.type, i.system]) });

function mira(available = 40, rating = 1) {
  const data = character();
  Object.assign(data, { xp: { total: 100, available, ledger: [] }, forceRating: rating });
  return register(new FakeActor("Mira", "character", data, { ownership: PLAYER }));
}

/** The pack's own document, as a drop from the compendium gives it. */
async function fromPack(name: string): Promise<FakeItem> {
  const docs = await g.game.packs.get("eote.force-powers").getDocuments() as FakeItem[];
  return docs.find((d) => d.name === name)!;
}

/** A world item imported from the pack (linked to it by its compendium source), its cost rewritten to nothing. */
async function worldCopy(name: string): Promise<FakeItem> {
  const data = g.game.items.fromCompendium(await fromPack(name));
  return new FakeItem<FakeItem["system"]>({ ...data, system: { ...data.system, cost: 0 } as FakeItem["system"] }, null, null);
}

/** A home-made power in the world, not from the pack: its cost is whatever its maker wrote. */
function homebrew(): FakeItem {
  return new FakeItem({ name: "Cheap Trick", type: "forcePower", system: { cost: 0, tree: [], upgrades: [], description: "" } }, null, null);
}

const drop = (pc: FakeActor, item: FakeItem) => new shell.CharacterSheet({ document: pc })._onDropItem({}, item);

describe("a Force power dropped on a character's sheet", () => {
  it("as the owning player, from the pack: the Force tab's purchase, its XP, its ledger entry, and Undo takes it back", async () => {
    asUser(users.player);
    const pc = mira(40);
    const start = snapshot(pc);
    const sense = await fromPack("Sense");
    const created = await drop(pc, sense) as FakeItem;
    expect(created?.name).toBe("Sense");
    expect(pc.system.xp.available).toBe(40 - packCost("Sense"));
    expect(pc.system.xp.ledger.map((e) => [e.kind, e.target, e.cost, e.item, e.user])).toEqual([["forcePower", sense.id, packCost("Sense"), created.id, users.player.id]]);
    expect(noticeKeys()).toEqual([]);
    expect(await shell.adv.undoLastPurchase(pc)).toBe(true);
    expect(powers(pc)).toEqual([]);
    expect(pc.system.xp.available).toBe(40);
    const after = JSON.parse(snapshot(pc));
    after.system.xp.ledger = [];
    expect(after).toEqual(JSON.parse(start));
  });

  it("as the owning player, a world copy linked to the pack costs the pack's XP, not the copy's", async () => {
    asUser(users.player);
    const pc = mira(40);
    await drop(pc, await worldCopy("Move"));
    expect(powers(pc).map((p) => p.name)).toEqual(["Move"]);
    expect(packCost("Move")).toBeGreaterThan(0);
    expect(pc.system.xp.available).toBe(40 - packCost("Move"));
    expect((powers(pc)[0]!.system as { cost: number }).cost).toBe(packCost("Move"));
  });

  it("as the owning player, refused with a notice: a power not from the pack, one known already, too little XP, no Force rating", async () => {
    asUser(users.player);
    const pc = mira(packCost("Sense") + packCost("Move") - 1);
    await drop(pc, await fromPack("Sense"));
    const before = snapshot(pc);
    expect(await drop(pc, homebrew())).toBeNull();
    expect(await drop(pc, await fromPack("Sense"))).toBeNull();
    expect(await drop(pc, await fromPack("Move"))).toBeNull();
    expect(noticeKeys()).toEqual(["EOTE.ForceDrop.NotInPack", "EOTE.ForceBuy.Error.Known", "EOTE.Advancement.Error.NotEnoughXp"]);
    expect(snapshot(pc)).toBe(before);
    const mundane = mira(100, 0);
    const plain = snapshot(mundane);
    expect(await drop(mundane, await fromPack("Sense"))).toBeNull();
    expect(noticeKeys().at(-1)).toBe("EOTE.ForceBuy.Error.NoRating");
    expect(snapshot(mundane)).toBe(plain);
  });

  it("as a player who does not own the character: nothing is added or spent", async () => {
    const pc = mira(40);
    asUser(users.other);
    const before = snapshot(pc);
    expect(await drop(pc, await fromPack("Sense"))).toBeNull();
    expect(await drop(pc, homebrew())).toBeNull();
    expect(snapshot(pc)).toBe(before);
  });

  it("as the GM: added free, as a dropped talent is, with no ledger entry; a home-made power too", async () => {
    asUser(users.gm);
    const pc = mira(40);
    await drop(pc, await fromPack("Sense"));
    await drop(pc, homebrew());
    expect(powers(pc).map((p) => p.name)).toEqual(["Sense", "Cheap Trick"]);
    expect(pc.system.xp.available).toBe(40);
    expect(pc.system.xp.ledger).toEqual([]);
    // The talent drop it mirrors: the GM's talent is free as well.
    const talent = new FakeItem({ name: "Grit", type: "talent", system: { key: "grit", ranked: true, rank: 1, activation: "passive", description: "" } }, null, null);
    await drop(pc, talent);
    expect(pc.items.contents.some((i) => i.name === "Grit")).toBe(true);
    expect(pc.system.xp.available).toBe(40);
  });
});
