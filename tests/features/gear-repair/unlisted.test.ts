// Repairing an item whose source lists no price (null: a vehicle weapon; the core rulebook's Table 7-1 prints none)
// over the doubles (module/features/gear-repair): seed 002 REPAIRING GEAR prices a repair as a share of the base
// price, so the check's note says the GM sets the cost, and the card's Repair charges nothing (as for an owner who
// keeps no credits), never "0 credits" read from a missing price. As the player, with keys asserted.
import { describe, expect, it } from "vitest";
import { shellSuite } from "../../doubles/suite.ts";
import { messageLike } from "../../doubles/chat.ts";
import { character, skills } from "../../fixtures/actors.ts";
import { asUser, FakeActor, type FakeItem, itemOfType, notices, OWNERSHIP, packItem, register, users } from "../../doubles/index.ts";
import { requests } from "../../doubles/dice-dialog.ts";

const shell = shellSuite({ seed: 42, keys: true, modules: {
  check: () => import("../../../module/features/gear-repair/actions/check.ts"),
  card: () => import("../../../module/features/gear-repair/card.ts"),
} });

function kira() {
  const sys = character();
  sys.credits = 500;
  sys.skills = skills({ mechanics: { rank: 1, career: true } });
  const cannon = packItem("vehicle-weapons", "Laser Cannon (Light)");
  cannon.system = { ...cannon.system, condition: "moderate" };
  const actor = register(new FakeActor("Kira", "character", sys, { items: [cannon], ownership: { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER } }));
  return { actor, cannon: itemOfType(actor.items.find((i: FakeItem) => i.type === "weapon"), "weapon") };
}

describe("repairing an item with no listed price", () => {
  it("the note says the GM sets the cost; Repair charges nothing and repairs; Undo puts the damage back", async () => {
    const { actor, cannon } = kira();
    expect(cannon.system.price).toBeNull();
    asUser(users.player);
    await shell.check.repairGear(cannon);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.notes).toEqual([
      'EOTE.Gear.Repair.NoteUnlisted {"condition":"EOTE.Gear.Condition.moderate","difficulty":"EOTE.Dice.Difficulty.average","item":"Laser Cannon (Light)"}',
    ]);
    const message = messageLike({
      id: "msgRepairUnlist1", author: users.player, flags: { eote: { check: requests[0]!.flags } },
      rolls: [{ actionableOutcome: { netSuccess: 1, netAdvantage: 0, triumph: 0, despair: 0, succeeded: true } }], isContentVisible: true,
    });
    const card = (await shell.card.gearRepairSection(message))!;
    expect(card).toContain("EOTE.Gear.Repair.Card.RepairFree");
    expect(card).not.toContain("EOTE.Gear.Repair.Card.RepairFor");
    await shell.card.runGearRepairAction(message, "eoteGearRepair");
    expect(notices).toEqual([]);
    expect([cannon.system.condition, actor.system.credits]).toEqual(["undamaged", 500]);
    await shell.card.runGearRepairAction(message, "eoteGearRepairUndo");
    expect([cannon.system.condition, actor.system.credits]).toEqual(["moderate", 500]);
  });
});
