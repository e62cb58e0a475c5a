// Buying Force powers and their upgrades with XP (module/features/force/buy.ts) over the v13 doubles:
// a power learned from the system's pack and its upgrade cells bought by the owning player (and the GM),
// into the same ledger as talents; refusals (not the owner, locked, XP short, no Force rating, known
// already) change nothing; the Advancement tab's Undo takes each back exactly, after other purchases too.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { character } from "../../fixtures/actors.ts";
import { asUser, FakeActor, installFoundry, noticeKeys, notices, OWNERSHIP, packSource, register, users } from "../../doubles/index.ts";

let force: typeof import("../../../module/features/force/index.ts");
let adv: typeof import("../../../module/features/advancement/index.ts");
beforeAll(async () => {
  await installFoundry(5);
  force = await import("../../../module/features/force/index.ts");
  adv = await import("../../../module/features/advancement/index.ts");
});
beforeEach(() => {
  asUser(users.player);
  notices.length = 0;
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
const packId = (name: string) => String(packSource("force-powers").find((d) => d.name === name)!._id);
type Cell = { upgrade: string; bought: boolean };
const powers = (pc: FakeActor) => [...pc.items.values()].filter((i) => i.type === "forcePower");
const treeOf = (pc: FakeActor, name: string) => powers(pc).find((p) => p.name === name)!.system.tree as Cell[];
const bought = (pc: FakeActor, name: string) => treeOf(pc, name).flatMap((c, i) => (c.bought ? [i] : []));
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
      const sense = await force.learnForcePower(pc, packId("Sense"));
      expect(sense?.name).toBe("Sense");
      expect((sense!.system as unknown as { tree: Cell[] }).tree.every((c) => !c.bought)).toBe(true);
      expect(pc.system.xp.available).toBe(50);
      // The pack's Sense: row 1 is cells 0-2 (5 XP each), row 2 cells 3-4 (10 XP), the cells below them locked.
      expect(await force.buyForceUpgrade(pc, sense!.id!, 0)).toBe(true);
      expect(await force.buyForceUpgrade(pc, sense!.id!, 3)).toBe(true); // under the bought Control
      expect(bought(pc, "Sense")).toEqual([0, 3]);
      expect(pc.system.xp.available).toBe(50 - 5 - 10);
      expect(pc.system.xp.ledger.map((e: any) => [e.kind, e.target, e.cost, e.from, e.to, e.cell, e.user])).toEqual([
        ["forcePower", packId("Sense"), 10, 0, 1, -1, users[who].id],
        ["forceUpgrade", treeOf(pc, "Sense")[0]!.upgrade, 5, 0, 1, 0, users[who].id],
        ["forceUpgrade", treeOf(pc, "Sense")[3]!.upgrade, 10, 0, 1, 3, users[who].id],
      ]);
    });
  });
}

describe("refusals change nothing", () => {
  it("a player who does not own the character", async () => {
    asUser(users.gm);
    const pc = mira(60);
    const sense = await force.learnForcePower(pc, packId("Sense"));
    asUser(users.other);
    const before = snapshot(pc);
    expect(await force.buyForceUpgrade(pc, sense!.id!, 0)).toBe(false);
    expect(await force.learnForcePower(pc, packId("Move"))).toBeNull();
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NotAllowed", "EOTE.Combat.Notice.NotAllowed"]);
    expect(snapshot(pc)).toBe(before);
  });

  it("a locked cell, a bought one, XP short, no Force rating, a power known already, one not in the pack", async () => {
    const pc = mira(20);
    const sense = await force.learnForcePower(pc, packId("Sense"));
    expect(await force.buyForceUpgrade(pc, sense!.id!, 0)).toBe(true); // 5: 5 XP left
    const before = snapshot(pc);
    expect(await force.buyForceUpgrade(pc, sense!.id!, 5)).toBe(false); // row 3: nothing bought joins it
    expect(await force.buyForceUpgrade(pc, sense!.id!, 0)).toBe(false);
    expect(await force.buyForceUpgrade(pc, sense!.id!, 3)).toBe(false); // 10 XP, 5 left
    expect(await force.learnForcePower(pc, packId("Sense"))).toBeNull();
    expect(await force.learnForcePower(pc, packId("Move"))).toBeNull(); // 10 XP, 5 left
    expect(await force.learnForcePower(pc, "nope")).toBeNull();
    expect(noticeKeys()).toEqual([
      "EOTE.ForceBuy.Error.Locked", "EOTE.ForceBuy.Error.Bought", "EOTE.Advancement.Error.NotEnoughXp",
      "EOTE.ForceBuy.Error.Known", "EOTE.Advancement.Error.NotEnoughXp", "EOTE.ForceBuy.Error.NotInPack",
    ]);
    expect(snapshot(pc)).toBe(before);
    const mundane = mira(100, 0);
    const plain = snapshot(mundane);
    expect(await force.learnForcePower(mundane, packId("Sense"))).toBeNull();
    expect(noticeKeys().at(-1)).toBe("EOTE.ForceBuy.Error.NoRating");
    expect(snapshot(mundane)).toBe(plain);
  });
});

describe("Undo, the Advancement tab's, exact whatever came between", () => {
  it("undoes upgrades, a skill bought between them and the power itself, one at a time, back to the start", async () => {
    const pc = mira(100, 2);
    const start = snapshot(pc);
    const sense = await force.learnForcePower(pc, packId("Sense"));
    expect(await force.buyForceUpgrade(pc, sense!.id!, 1)).toBe(true);
    expect(await adv.buySkill(pc, "cool")).toBe(true); // 10: not a career skill
    const move = await force.learnForcePower(pc, packId("Move"));
    expect(await force.buyForceUpgrade(pc, move!.id!, 0)).toBe(true);
    expect(await force.buyForceUpgrade(pc, sense!.id!, 0)).toBe(true);
    expect(pc.system.xp.available).toBe(100 - 10 - 5 - 10 - 10 - 5 - 5);
    // Something that is no purchase, between: the Force dice committed.
    await pc.update({ "system.forceCommitted": 1 });

    expect(await adv.undoLastPurchase(pc)).toBe(true); // Sense cell 0
    expect([bought(pc, "Sense"), bought(pc, "Move"), pc.system.xp.available]).toEqual([[1], [0], 60]);
    expect(await adv.undoLastPurchase(pc)).toBe(true); // Move cell 0
    expect(await adv.undoLastPurchase(pc)).toBe(true); // Move itself
    expect(powers(pc).map((p) => p.name)).toEqual(["Sense"]);
    expect(await adv.undoLastPurchase(pc)).toBe(true); // the skill
    expect(pc.system.skills.cool.rank).toBe(0);
    expect(await adv.undoLastPurchase(pc)).toBe(true); // Sense cell 1
    expect(await adv.undoLastPurchase(pc)).toBe(true); // Sense
    expect(pc.system.xp.ledger.every((e: { refunded: boolean }) => e.refunded)).toBe(true);
    const after = JSON.parse(snapshot(pc));
    after.system.xp.ledger = [];
    after.system.forceCommitted = 0;
    expect(JSON.stringify(after)).toBe(start);
  });

  it("refuses to undo an upgrade whose cell was unbought by hand since", async () => {
    const pc = mira(100);
    const sense = await force.learnForcePower(pc, packId("Sense"));
    expect(await force.buyForceUpgrade(pc, sense!.id!, 2)).toBe(true);
    const tree = treeOf(pc, "Sense").map((c) => ({ ...c, bought: false }));
    await pc.items.get(sense!.id!)!.update({ "system.tree": tree });
    const before = snapshot(pc);
    expect(await adv.undoLastPurchase(pc)).toBe(false);
    expect(noticeKeys().at(-1)).toBe("EOTE.Advancement.Error.UndoChanged");
    expect(snapshot(pc)).toBe(before);
  });
});
