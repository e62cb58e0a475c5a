// A purchase or an Undo is several writes (an item, the specialisation's or power's tree, the character's XP
// and ledger); any one of them can fail (a dropped connection, a validation error). Over the v13 doubles,
// each write in turn is made to fail, as the owning player, and the same click is made again: the character
// is then whole (bought once, or exactly as before the purchase), never "talent gone, XP not back, Undo
// refused", and a retried Undo never takes back one purchase more than was asked.
import { beforeEach, describe, expect, it } from "vitest";
import { advancementSuite, force, PLAYER, cell } from "../scene.ts";
import { character } from "../../../fixtures/actors.ts";
import type { CharacterData } from "../../../../module/rules/types.ts";
import {
  asUser, clearWriteFailure, failWrite, FakeActor, FakeItem, itemOfType, makeUser, OWNERSHIP, packSource, register, users,
} from "../../../doubles/index.ts";

const shell = advancementSuite({ force });
beforeEach(() => {
  asUser(users.player);
});

const pilotItem = () => new FakeItem({ name: "Pilot", type: "specialisation", system: {
  key: "pilot", career: "smuggler", careerSkills: ["pilotingSpace"], tree: [cell("grit"), cell("toughened"), cell("fullThrottle"), cell("skilledJockey")], description: "",
} });
const senseId = () => String(packSource("force-powers").find((d) => d.name === "Sense")!._id);

function kell(): FakeActor<CharacterData> {
  const data = character();
  Object.assign(data, { xp: { total: 200, available: 150, ledger: [] }, forceRating: 1 });
  return register(new FakeActor("Kell", "character", data, { ownership: PLAYER }));
}

type Entry = { kind: string; refunded: boolean; item: string; cost: number };
const ledger = (pc: FakeActor<CharacterData>): Entry[] => pc.system.xp.ledger;
/** Everything the sheet shows but the ledger: stored system data and every item's id, type, name and data. */
const state = (pc: FakeActor) => {
  const { xp, ...system } = pc.sourceOf() as { xp: { total: number; available: number } };
  return JSON.stringify({ system, xp: [xp.total, xp.available], items: [...pc.items.values()].map((i) => [i.id, i.type, i.name, i.system]) });
};

/**
 * Runs `click` with the `nth` write from now refused by the server, then lets writes through again; when the
 * click failed (false or null: a click with fewer writes than `nth` did not), the user clicks again.
 */
async function interrupted<T>(nth: number, click: () => Promise<T>): Promise<void> {
  failWrite({ nth });
  const done = await click();
  clearWriteFailure();
  if (done === false || done === null) expect(await click()).toBeTruthy();
}

/** A character with one earlier purchase (Cool 1) that a retried Undo must leave alone. */
async function withEarlierPurchase(): Promise<FakeActor<CharacterData>> {
  const pc = kell();
  expect(await shell.adv.buySkill(pc, "cool")).toBe(true);
  return pc;
}

/** After a retried Undo: as before the purchase, the purchase refunded, the earlier one still standing. */
function whole(pc: FakeActor<CharacterData>, before: string): void {
  expect(state(pc)).toBe(before);
  expect(ledger(pc).map((e) => [e.kind, e.refunded])).toEqual([["skill", false], [ledger(pc)[1]!.kind, true]]);
  expect(pc.system.skills.cool.rank).toBe(1);
}

const WRITES = [1, 2, 3, 4];

describe("an Undo interrupted at any write, clicked again", () => {
  for (const nth of WRITES) {
    it(`a talent (write ${nth} fails): the talent gone, its cell free, its XP back, once`, async () => {
      const pc = await withEarlierPurchase();
      const spec = itemOfType(await shell.adv.dropIdentity(pc, pilotItem()), "specialisation");
      const before = state(pc);
      expect(await shell.adv.buyTalent(pc, spec.id, 0)).toBe(true);
      await interrupted(nth, () => shell.adv.undoLastPurchase(pc));
      whole(pc, before);
    });

    it(`a Force power learned (write ${nth} fails): the power gone, its XP back, once`, async () => {
      const pc = await withEarlierPurchase();
      const before = state(pc);
      expect(await shell.force.learnForcePower(pc, senseId())).not.toBeNull();
      await interrupted(nth, () => shell.adv.undoLastPurchase(pc));
      whole(pc, before);
    });

    it(`a Force upgrade (write ${nth} fails): its cell free, its XP back, once`, async () => {
      const pc = await withEarlierPurchase();
      const sense = (await shell.force.learnForcePower(pc, senseId()))!;
      // The power's purchase stands between the skill and the upgrade here: whole() checks the last two.
      const before = state(pc);
      expect(await shell.force.buyForceUpgrade(pc, sense.id!, 0)).toBe(true);
      await interrupted(nth, () => shell.adv.undoLastPurchase(pc));
      expect(state(pc)).toBe(before);
      expect(ledger(pc).map((e) => [e.kind, e.refunded])).toEqual([["skill", false], ["forcePower", false], ["forceUpgrade", true]]);
    });

    it(`a skill rank (write ${nth} fails): the rank and the XP back, once`, async () => {
      const pc = await withEarlierPurchase();
      const before = state(pc);
      expect(await shell.adv.buySkill(pc, "vigilance")).toBe(true);
      await interrupted(nth, () => shell.adv.undoLastPurchase(pc));
      whole(pc, before);
    });
  }
});

describe("a purchase interrupted at any write, clicked again", () => {
  for (const nth of WRITES) {
    it(`a talent (write ${nth} fails): bought once, paid once, and its Undo is whole`, async () => {
      const pc = await withEarlierPurchase();
      const spec = itemOfType(await shell.adv.dropIdentity(pc, pilotItem()), "specialisation");
      const before = state(pc);
      await interrupted(nth, () => shell.adv.buyTalent(pc, spec.id, 0));
      const talents = [...pc.items.values()].filter((i) => i.type === "talent");
      expect(talents.map((t) => t.name)).toEqual(["Grit"]);
      expect(spec.system.tree[0]!.bought).toBe(true);
      expect(ledger(pc).map((e) => [e.kind, e.refunded, e.item])).toEqual([["skill", false, ""], ["talent", false, talents[0]!.id]]);
      expect(pc.system.xp.available).toBe(150 - 10 - 5);
      expect(await shell.adv.undoLastPurchase(pc)).toBe(true);
      whole(pc, before);
    });

    it(`a Force power (write ${nth} fails): learned once, paid once, and its Undo is whole`, async () => {
      const pc = await withEarlierPurchase();
      const before = state(pc);
      await interrupted(nth, () => shell.force.learnForcePower(pc, senseId()));
      const powers = [...pc.items.values()].filter((i) => i.type === "forcePower");
      expect(powers.map((p) => p.name)).toEqual(["Sense"]);
      expect(ledger(pc).map((e) => [e.kind, e.refunded, e.item])).toEqual([["skill", false, ""], ["forcePower", false, powers[0]!.id]]);
      expect(pc.system.xp.available).toBe(150 - 10 - 10);
      expect(await shell.adv.undoLastPurchase(pc)).toBe(true);
      whole(pc, before);
    });

    it(`a Force upgrade (write ${nth} fails): bought once, paid once`, async () => {
      const pc = await withEarlierPurchase();
      const sense = (await shell.force.learnForcePower(pc, senseId()))!;
      const available = pc.system.xp.available as number;
      await interrupted(nth, () => shell.force.buyForceUpgrade(pc, sense.id!, 0));
      const tree = (sense.system as unknown as { tree: { bought: boolean }[] }).tree;
      expect(tree.map((c) => c.bought).filter(Boolean)).toHaveLength(1);
      expect(tree[0]!.bought).toBe(true);
      const upgrade = ledger(pc).filter((e) => e.kind === "forceUpgrade");
      expect(upgrade.map((e) => e.refunded)).toEqual([false]);
      expect(pc.system.xp.available).toBe(available - upgrade[0]!.cost);
    });
  }
});

describe("two GMs clicking Undo at once (two clients, each with its own lock)", () => {
  const secondGm = makeUser({ id: "gmUser0000000002", name: "Second GM", isGM: true });

  it("the purchase both saw as the last is taken back once; the one before it stays", async () => {
    const pc = await withEarlierPurchase();
    const spec = itemOfType(await shell.adv.dropIdentity(pc, pilotItem()), "specialisation");
    const before = state(pc);
    expect(await shell.adv.buyTalent(pc, spec.id, 0)).toBe(true);
    asUser(users.gm);
    const first = shell.adv.undoLastPurchase(pc);
    asUser(secondGm);
    const second = shell.adv.undoLastPurchase(pc);
    await Promise.all([first, second]);
    whole(pc, before);
  });
});

describe("whose interrupted purchase is rolled back", () => {
  it("not by the GM's click (the player's purchase may still be on its way), by the player's next one", async () => {
    const pc = await withEarlierPurchase();
    const spec = itemOfType(await shell.adv.dropIdentity(pc, pilotItem()), "specialisation");
    failWrite({ nth: 1, on: pc, op: "update" }); // the player's talent purchase: its last write, the ledger, fails
    expect(await shell.adv.buyTalent(pc, spec.id, 0)).toBe(false);
    clearWriteFailure();
    const orphan = [...pc.items.values()].find((i) => i.type === "talent")!;
    expect(spec.system.tree[0]!.bought).toBe(true);
    asUser(users.gm);
    expect(await shell.adv.buySkill(pc, "vigilance")).toBe(true);
    expect(pc.items.has(orphan.id)).toBe(true);
    asUser(users.player);
    expect(await shell.adv.undoLastPurchase(pc)).toBe(true); // settles the interrupted purchase: that is this click's work
    expect(pc.items.has(orphan.id)).toBe(false);
    expect(spec.system.tree[0]!.bought).toBe(false);
    expect(ledger(pc).map((e) => [e.kind, e.refunded])).toEqual([["skill", false], ["skill", false]]);
  });
});
