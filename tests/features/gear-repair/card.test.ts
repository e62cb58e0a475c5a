// Repairing damaged gear over the doubles (module/gear): the check's dialog request (Mechanics, the
// difficulty by the damage, the flag), the card's Repair with the cost from the item's price now and the
// check's advantage, exact Undo, and refusals (cannot pay, damaged again since, not the owner, a card by
// someone who does not own the actor). As the GM and as the player.
import { describe, expect, it } from "vitest";
import { staleClickThenUndo } from "../../fixtures/card-clicks.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { messageLike } from "../../doubles/chat.ts";
import type { DicePoolRequest } from "../../../module/applications/dice-dialog/index.ts";
import type { WeaponCondition } from "../../../module/rules/gear/weapon-condition.ts";
import { character, skills } from "../../fixtures/actors.ts";
import {
  asUser, FakeActor, type FakeItem, itemOfType, shownKey, keyWithData, noticeKeys, notices, OWNERSHIP, packItem, register, users,
} from "../../doubles/index.ts";
import { requests } from "../../doubles/dice-dialog.ts";


const shell = shellSuite({ seed: 18, keys: true, modules: {
  repair: () => import("../../../module/features/gear-repair/actions.ts"),
  check: () => import("../../../module/features/gear-repair/actions/check.ts"),
  card: () => import("../../../module/features/gear-repair/card.ts"),
} });


/** Kira: Intellect 2, Mechanics 1; 500 credits; a blaster pistol (400 credits) with moderate damage; owned by the player. */
function kira(credits = 500, condition: WeaponCondition = "moderate") {
  const sys = character();
  sys.credits = credits;
  sys.skills = skills({ mechanics: { rank: 1, career: true } });
  const pistol = { ...packItem("weapons", "Blaster Pistol") };
  pistol.system = { ...pistol.system, condition };
  const actor = register(new FakeActor("Kira", "character", sys, {
    items: [pistol], ownership: { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER },
  }));
  return { actor, pistol: itemOfType(actor.items.find((i: FakeItem) => i.name === "Blaster Pistol"), "weapon") };
}

const outcome = (netSuccess: number, netAdvantage = 0) => ({ netSuccess, netAdvantage, triumph: 0, despair: 0, succeeded: netSuccess > 0 });
let ids = 0;
function messageOf(request: DicePoolRequest, roll = outcome(1), author = users.gm) {
  const id = `msgRepair${String(++ids).padStart(7, "0")}`;
  return messageLike({ id, author, flags: { eote: { check: request.flags } }, rolls: [{ actionableOutcome: roll }], isContentVisible: true });
}

describe("repairing gear", () => {
  it("moderate damage: an Average Mechanics check by the owner, the flag names the item and the damage", async () => {
    const { actor, pistol } = kira();
    asUser(users.player);
    expect(shell.repair.canRepair(pistol)).toBe(true);
    await shell.check.repairGear(pistol);
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.skillId).toBe("mechanics");
    expect(request.pool).toMatchObject({ difficulty: 2, challenge: 0 });
    expect(request.flags).toEqual({ gearRepair: { actorUuid: actor.uuid, itemId: pistol.id, condition: "moderate" } });
    expect(request.notes).toEqual([keyWithData("EOTE.Gear.Repair.Note", { condition: "EOTE.Gear.Condition.moderate", cost: "200", difficulty: "EOTE.Dice.Difficulty.average", item: "Blaster Pistol" })]);
  });

  it("an undamaged item offers no Repair and refuses one", async () => {
    const { pistol } = kira(500, "undamaged");
    expect(shell.repair.canRepair(pistol)).toBe(false);
    await shell.check.repairGear(pistol);
    expect(requests).toHaveLength(0);
    expect(noticeKeys()).toEqual(["EOTE.Gear.Error.NotDamaged"]);
  });

  it("a player who does not own the actor is refused", async () => {
    const { pistol } = kira();
    asUser(users.other);
    expect(shell.repair.canRepair(pistol)).toBe(false);
    await shell.check.repairGear(pistol);
    expect(requests).toHaveLength(0);
    expect(noticeKeys()).toEqual(["EOTE.Gear.Repair.Notice.NotOwner"]);
  });

  for (const who of ["gm", "player"] as const) {
    it(`as the ${who}: one advantage takes 10% off; Repair pays 180 and repairs; Undo puts back both exactly`, async () => {
      const { actor, pistol } = kira();
      asUser(users[who]);
      await shell.check.repairGear(pistol);
      const message = messageOf(requests[0]!, outcome(1, 1), users[who]);
      const before = (await shell.card.gearRepairSection(message))!;
      expect(before).toContain(shownKey("EOTE.Gear.Repair.Card.RepairFor", { condition: "EOTE.Gear.Condition.moderate", cost: 180, item: "Blaster Pistol" }));
      expect(before).toContain('data-action="eoteGearRepair"');
      await shell.card.runGearRepairAction(message, "eoteGearRepair");
      expect(actor.system.credits).toBe(320);
      expect(pistol.system.condition).toBe("undamaged");
      expect((await shell.card.gearRepairSection(message))!).toContain(shownKey("EOTE.Gear.Repair.Card.Repaired", { actor: "Kira", cost: "180", item: "Blaster Pistol" }));

      // A stale second click; then 80 earned since, kept by the undo.
      await staleClickThenUndo({
        click: (action) => shell.card.runGearRepairAction(message, action), action: "eoteGearRepair", undo: "eoteGearRepairUndo",
        usedKey: "EOTE.Gear.Repair.Notice.Used", actor, credits: 320, earnedTo: 400, afterUndo: 580,
      });
      expect(pistol.system.condition).toBe("moderate");
      expect(actor.getFlag("eote", "gearRepairLog")).toEqual({});
    });
  }

  it("Undo after the item was damaged again is refused whole", async () => {
    const { actor, pistol } = kira();
    await shell.check.repairGear(pistol);
    const message = messageOf(requests[0]!, outcome(2));
    await shell.card.runGearRepairAction(message, "eoteGearRepair");
    expect(actor.system.credits).toBe(300);
    await pistol.update({ "system.condition": "minor" });
    await shell.card.runGearRepairAction(message, "eoteGearRepairUndo");
    expect(noticeKeys()).toEqual(["EOTE.Gear.Repair.Notice.Changed"]);
    expect(actor.system.credits).toBe(300);
    expect(pistol.system.condition).toBe("minor");
  });

  it("a cost the owner cannot pay is refused and nothing changes", async () => {
    const { actor, pistol } = kira(150);
    await shell.check.repairGear(pistol);
    const message = messageOf(requests[0]!, outcome(1));
    const section = (await shell.card.gearRepairSection(message))!;
    expect(section).toContain(shownKey("EOTE.Trade.Error.CannotAfford", { price: "200", credits: "150" }));
    expect(section).not.toContain('data-action="eoteGearRepair"');
    await shell.card.runGearRepairAction(message, "eoteGearRepair");
    expect(actor.system.credits).toBe(150);
    expect(pistol.system.condition).toBe("moderate");
  });

  it("damage taken between the check and the click: the check no longer fits, no Repair", async () => {
    const { actor, pistol } = kira();
    await shell.check.repairGear(pistol);
    const message = messageOf(requests[0]!, outcome(1));
    await pistol.update({ "system.condition": "major" });
    expect(await shell.card.gearRepairSection(message)).not.toContain('data-action="eoteGearRepair"');
    await shell.card.runGearRepairAction(message, "eoteGearRepair");
    expect(noticeKeys()).toEqual(["EOTE.Gear.Repair.Notice.Changed"]);
    expect(pistol.system.condition).toBe("major");
    expect(actor.system.credits).toBe(500);
  });

  it("a failed check repairs nothing and costs nothing", async () => {
    const { pistol } = kira();
    await shell.check.repairGear(pistol);
    const section = (await shell.card.gearRepairSection(messageOf(requests[0]!, outcome(0))))!;
    expect(section).toContain(shownKey("EOTE.Gear.Repair.Card.Failed", { condition: "EOTE.Gear.Condition.moderate", item: "Blaster Pistol" }));
    expect(section).not.toContain("eoteGearRepair\"");
  });

  it("a card by a player who does not own the actor does nothing, even for the GM", async () => {
    const { actor, pistol } = kira();
    await shell.check.repairGear(pistol);
    const message = messageOf(requests[0]!, outcome(2), users.other);
    expect(await shell.card.gearRepairSection(message)).not.toContain('data-action="eoteGearRepair"');
    await shell.card.runGearRepairAction(message, "eoteGearRepair");
    expect(actor.system.credits).toBe(500);
    expect(pistol.system.condition).toBe("moderate");
    expect(notices).toHaveLength(1);
  });
});
