// Buying Force powers and their upgrades with XP (module/features/force/actions/buy.ts) over the v13 doubles:
// a power learned from the system's pack and its upgrade cells bought by the owning player (and the GM),
// into the same ledger as talents; refusals (not the owner, locked, XP short, no Force rating, known
// already) change nothing; the Advancement tab's Undo takes each back exactly, after other purchases too.
import { beforeEach, describe, expect, it } from "vitest";
import { shellSuite } from "../../../doubles/suite.ts";
import { character } from "../../../fixtures/actors.ts";
import { asUser, FakeActor, itemOfType, noticeKeys, OWNERSHIP, packSource, register, users } from "../../../doubles/index.ts";
import { upgradeCellState, upgradeCellsJoined } from "../../../../module/rules/force/force-tree.ts";
import type { ForceTreeCell } from "../../../../module/rules/types.ts";

const m = shellSuite({
  seed: 5,
  keys: true,
  modules: {
    force: () => import("../../../../module/features/force/actions/buy.ts"),
    adv: () => import("../../../../module/features/advancement/index.ts").then((x) => x.api),
  },
  each: () => {
    asUser(users.player);
  },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
const packId = (name: string) => String(packSource("force-powers").find((d) => d.name === name)!._id);
type Cell = { upgrade: string; bought: boolean };
const powers = (pc: FakeActor) => [...pc.items.values()].filter((i) => i.type === "forcePower");
const treeOf = (pc: FakeActor, name: string) => itemOfType(powers(pc).find((p) => p.name === name), "forcePower").system.tree;
const bought = (pc: FakeActor, name: string) => treeOf(pc, name).flatMap((c, i) => (c.bought ? [i] : []));
// The pack's trees, read as the rules read them, so these tests hold whatever layout the pack gives.
type PackTree = ForceTreeCell[];
const packPower = (name: string) => packSource("force-powers").find((d) => d.name === name)!.system as unknown as { tree: PackTree; upgrades: { key: string; cost: number }[] };
const costOf = (name: string, cell: number) => { const p = packPower(name); return p.upgrades.find((u) => u.key === p.tree[cell]!.upgrade)!.cost; };
/** A row-2 cell joined to first-row cell `above` (and a row-2 cell joined to no first-row cell but `above`'s neighbours). */
const below = (name: string, above: number) => packPower(name).tree.findIndex((c, i) => c.row === 2 && upgradeCellsJoined(c, packPower(name).tree[above]!) && i !== above);
const lockedWith = (name: string, bought: number[]) => {
  const tree = packPower(name).tree.map((c, i) => ({ ...c, bought: bought.includes(i) }));
  return tree.findIndex((_, i) => upgradeCellState(tree, i) === "locked");
};
const snapshot = (a: FakeActor) => JSON.stringify({ system: a.sourceOf(), items: [...a.items.values()].map((i) => [i.id, i.type, i.system]) });

function mira(available = 60, rating = 1) {
  const data = character();
  Object.assign(data, { xp: { total: 110, available, ledger: [] }, forceRating: rating });
  return register(new FakeActor("Mira", "character", data, { ownership: PLAYER }));
}

for (const who of ["player", "gm"] as const) {
  describe(`from the pack, as the ${who === "gm" ? "GM" : "owning player"}`, () => {
    beforeEach(() => asUser(users[who]));

    it("learns Sense, buys down its tree by the lines, and every purchase is in the ledger", async () => {
      const pc = mira(60);
      const sense = await m.force.learnForcePower(pc, packId("Sense"));
      expect(sense?.name).toBe("Sense");
      expect((sense!.system as unknown as { tree: Cell[] }).tree.every((c) => !c.bought)).toBe(true);
      expect(pc.system.xp.available).toBe(50);
      // A first-row cell, then a second-row cell joined to it (locked until then).
      const next = below("Sense", 0);
      expect(next).toBeGreaterThan(0);
      expect(await m.force.buyForceUpgrade(pc, sense!.id!, next)).toBe(false);
      expect(noticeKeys().at(-1)).toBe("EOTE.ForceBuy.Error.Locked");
      expect(await m.force.buyForceUpgrade(pc, sense!.id!, 0)).toBe(true);
      expect(await m.force.buyForceUpgrade(pc, sense!.id!, next)).toBe(true);
      expect(bought(pc, "Sense")).toEqual([0, next]);
      expect(pc.system.xp.available).toBe(50 - costOf("Sense", 0) - costOf("Sense", next));
      expect(pc.system.xp.ledger.map((e) => [e.kind, e.target, e.cost, e.from, e.to, e.cell, e.user])).toEqual([
        ["forcePower", packId("Sense"), 10, 0, 1, -1, users[who].id],
        ["forceUpgrade", treeOf(pc, "Sense")[0]!.upgrade, costOf("Sense", 0), 0, 1, 0, users[who].id],
        ["forceUpgrade", treeOf(pc, "Sense")[next]!.upgrade, costOf("Sense", next), 0, 1, next, users[who].id],
      ]);
    });
  });
}

describe("refusals change nothing", () => {
  it("a player who does not own the character", async () => {
    asUser(users.gm);
    const pc = mira(60);
    const sense = await m.force.learnForcePower(pc, packId("Sense"));
    asUser(users.other);
    const before = snapshot(pc);
    expect(await m.force.buyForceUpgrade(pc, sense!.id!, 0)).toBe(false);
    expect(await m.force.learnForcePower(pc, packId("Move"))).toBeNull();
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NotAllowed", "EOTE.Combat.Notice.NotAllowed"]);
    expect(snapshot(pc)).toBe(before);
  });

  it("a locked cell, a bought one, XP short, no Force rating, a power known already, one not in the pack", async () => {
    // Sense (10 XP) and its cell 0, then less XP left than the dearest cell that is now buyable.
    const next = below("Sense", 0);
    const pc = mira(10 + costOf("Sense", 0) + costOf("Sense", next) - 1);
    const sense = await m.force.learnForcePower(pc, packId("Sense"));
    expect(await m.force.buyForceUpgrade(pc, sense!.id!, 0)).toBe(true);
    const before = snapshot(pc);
    expect(await m.force.buyForceUpgrade(pc, sense!.id!, lockedWith("Sense", [0]))).toBe(false); // nothing bought joins it
    expect(await m.force.buyForceUpgrade(pc, sense!.id!, 0)).toBe(false);
    expect(await m.force.buyForceUpgrade(pc, sense!.id!, next)).toBe(false); // one XP short
    expect(await m.force.learnForcePower(pc, packId("Sense"))).toBeNull();
    expect(await m.force.learnForcePower(pc, packId("Move"))).toBeNull(); // 10 XP: fewer left than Sense's next cell costs
    expect(await m.force.learnForcePower(pc, "nope")).toBeNull();
    expect(noticeKeys()).toEqual([
      "EOTE.ForceBuy.Error.Locked", "EOTE.ForceBuy.Error.Bought", "EOTE.Advancement.Error.NotEnoughXp",
      "EOTE.ForceBuy.Error.Known", "EOTE.Advancement.Error.NotEnoughXp", "EOTE.ForceBuy.Error.NotInPack",
    ]);
    expect(snapshot(pc)).toBe(before);
    const mundane = mira(100, 0);
    const plain = snapshot(mundane);
    expect(await m.force.learnForcePower(mundane, packId("Sense"))).toBeNull();
    expect(noticeKeys().at(-1)).toBe("EOTE.ForceBuy.Error.NoRating");
    expect(snapshot(mundane)).toBe(plain);
  });
});

describe("Undo, the Advancement tab's, exact whatever came between", () => {
  it("undoes upgrades, a skill bought between them and the power itself, one at a time, back to the start", async () => {
    const pc = mira(100, 2);
    const start = snapshot(pc);
    const sense = await m.force.learnForcePower(pc, packId("Sense"));
    expect(await m.force.buyForceUpgrade(pc, sense!.id!, 1)).toBe(true);
    expect(await m.adv.buySkill(pc, "cool")).toBe(true); // 10: not a career skill
    const move = await m.force.learnForcePower(pc, packId("Move"));
    expect(await m.force.buyForceUpgrade(pc, move!.id!, 0)).toBe(true);
    expect(await m.force.buyForceUpgrade(pc, sense!.id!, 0)).toBe(true);
    const spent = 10 + costOf("Sense", 1) + 10 + 10 + costOf("Move", 0) + costOf("Sense", 0);
    expect(pc.system.xp.available).toBe(100 - spent);
    // Something that is no purchase, between: the Force dice committed.
    await pc.update({ "system.forceCommitted": 1 });

    expect(await m.adv.undoLastPurchase(pc)).toBe(true); // Sense cell 0
    expect([bought(pc, "Sense"), bought(pc, "Move"), pc.system.xp.available]).toEqual([[1], [0], 100 - spent + costOf("Sense", 0)]);
    expect(await m.adv.undoLastPurchase(pc)).toBe(true); // Move cell 0
    expect(await m.adv.undoLastPurchase(pc)).toBe(true); // Move itself
    expect(powers(pc).map((p) => p.name)).toEqual(["Sense"]);
    expect(await m.adv.undoLastPurchase(pc)).toBe(true); // the skill
    expect(pc.system.skills.cool.rank).toBe(0);
    expect(await m.adv.undoLastPurchase(pc)).toBe(true); // Sense cell 1
    expect(await m.adv.undoLastPurchase(pc)).toBe(true); // Sense
    expect(pc.system.xp.ledger.every((e: { refunded: boolean }) => e.refunded)).toBe(true);
    const after = JSON.parse(snapshot(pc));
    after.system.xp.ledger = [];
    after.system.forceCommitted = 0;
    expect(JSON.stringify(after)).toBe(start);
  });

  it("refuses to undo an upgrade whose cell was unbought by hand since", async () => {
    const pc = mira(100);
    const sense = await m.force.learnForcePower(pc, packId("Sense"));
    expect(await m.force.buyForceUpgrade(pc, sense!.id!, 0)).toBe(true);
    const tree = treeOf(pc, "Sense").map((c) => ({ ...c, bought: false }));
    await pc.items.get(sense!.id!)!.update({ "system.tree": tree });
    const before = snapshot(pc);
    expect(await m.adv.undoLastPurchase(pc)).toBe(false);
    expect(noticeKeys().at(-1)).toBe("EOTE.Advancement.Error.UndoChanged");
    expect(snapshot(pc)).toBe(before);
  });
});
