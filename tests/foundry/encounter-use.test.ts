// Damage control and Manual Repairs once per encounter per vehicle over the v13 doubles (seed 002 DAMAGE
// CONTROL, MANUAL REPAIRS: 1/encounter), as the GM and as a player who owns the ship and the engineer:
// the rolled check records its use on the vehicle under the combat's id, a second one in the same combat
// is refused to a player with a notice and opens nothing (the GM may allow a second damage control, with a
// notice), outside combat there is no limit, and the card's Undo
// clears exactly its own record.
import { beforeEach, describe, expect, it } from "vitest";
import type { EncounterUse } from "../../module/rules/vehicles/encounter-actions.ts";
import { world } from "../features/crew/world.ts";
import { shellSuite } from "../doubles/suite.ts";
import { load } from "../fixtures/modules.ts";
import { messageLike } from "../doubles/chat.ts";
import { character, skills, vehicle } from "../fixtures/actors.ts";
import { asUser, FakeActor, flagRecord, notice, notices, OWNERSHIP, register, users } from "../doubles/index.ts";
import type { DicePoolRequest } from "../../module/applications/dice-dialog/index.ts";
import { requests } from "../doubles/dice-dialog.ts";

const g = world;

/** The once-per-encounter use the `i`th damage control check carries in its repair flag. */
const repairUse = (i: number) => (requests[i]!.flags!["repair"] as { encounterUse?: EncounterUse }).encounterUse;

const m = shellSuite({
  keys: true,
  seed: 23,
  modules: { repair: load.vehicleRepairActions, card: load.vehicleRepairCard, actions: load.crewActionsStarship, crew: load.crewActions, use: load.foundryEncounterUse },
  each: () => {
    g.game.combat = { id: "combatA" };
  },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

function scene() {
  const sys = vehicle();
  sys.systemStrain.value = 8;
  sys.hullTrauma.value = 10;
  const ship = register(new FakeActor("Wayfarer", "vehicle", sys, { ownership: PLAYER }));
  const mech = character();
  mech.skills = skills({ mechanics: { rank: 1, career: true }, athletics: { rank: 1, career: false } });
  const tekka = register(new FakeActor("Tekka", "character", mech, { ownership: PLAYER }));
  return { ship, tekka };
}

const outcome = (netSuccess: number) => ({ netSuccess, netAdvantage: 0, triumph: 0, despair: 0, succeeded: netSuccess > 0 });
function messageOf(request: DicePoolRequest, id: string, netSuccess: number) {
  return messageLike({ id, author: g.game.user, flags: { eote: { check: request.flags } }, rolls: [{ outcome: outcome(netSuccess), actionableOutcome: outcome(netSuccess) }], isContentVisible: true });
}

/** The notice refusing a second use of `action` (a starship action id) on Wayfarer in this encounter. */
const usedNotice = (action: string) =>
  notice("EOTE.StarshipAction.Refused.usedThisEncounter", { action: `EOTE.StarshipAction.${action}.Name`, vehicle: "Wayfarer" });

for (const who of ["gm", "player"] as const) {
  describe(`as the ${who}`, () => {
    beforeEach(() => asUser(users[who]));

    it("damage control: a second one in the same combat is refused to a player, allowed by the GM with a notice; the next combat allows it again", async () => {
      const { ship, tekka } = scene();
      await m.repair.repairCheck(tekka, ship, "systemStrain");
      expect(requests).toHaveLength(1);
      const use = repairUse(0);
      expect(use).toMatchObject({ action: "damageControl", combatId: "combatA" });
      // Closing the dialog without rolling takes nothing.
      await m.repair.repairCheck(tekka, ship, "hullTrauma");
      expect(requests).toHaveLength(2);
      await requests[1]!.onRolled!();
      expect(ship.getFlag("eote", "encounterActions")).toEqual({ combatA: { damageControl: repairUse(1)!.useId } });
      await m.repair.repairCheck(tekka, ship, "systemStrain");
      if (who === "player") {
        expect(requests).toHaveLength(2);
        expect(notices).toEqual([usedNotice("damageControl")]);
      } else {
        // The GM may allow another: the dialog opens, with a notice saying so.
        expect(requests).toHaveLength(3);
        expect(notices).toEqual([notice("EOTE.VehicleRules.EncounterAgain", { action: "EOTE.StarshipAction.damageControl.Name", vehicle: "Wayfarer" })]);
        requests.pop();
      }
      // Manual Repairs is a different action: still allowed in this combat.
      await m.crew.seatCrewMember(ship, "engineer", tekka);
      await m.actions.starshipActionCheck(ship, "manualRepairs");
      expect(requests).toHaveLength(3);
      g.game.combat = { id: "combatB" };
      await m.repair.repairCheck(tekka, ship, "systemStrain");
      expect(requests).toHaveLength(4);
      await requests[3]!.onRolled!();
      // The finished combat's record is dropped with the new one's write.
      expect(Object.keys(flagRecord(ship, "eote", "encounterActions"))).toEqual(["combatB"]);
    });

    it("outside combat there is no limit and no record", async () => {
      g.game.combat = null;
      const { ship, tekka } = scene();
      for (let i = 0; i < 2; i++) {
        await m.repair.repairCheck(tekka, ship, "systemStrain");
        await requests.at(-1)!.onRolled!();
      }
      expect(requests).toHaveLength(2);
      expect(repairUse(0)).toBeUndefined();
      expect(ship.getFlag("eote", "encounterActions")).toBeUndefined();
      expect(notices).toEqual([]);
    });

    it("manual repairs: refused a second time; the card's Undo clears exactly its record", async () => {
      const { ship, tekka } = scene();
      await m.crew.seatCrewMember(ship, "engineer", tekka);
      await m.actions.starshipActionCheck(ship, "manualRepairs");
      const request = requests[0]!;
      await request.onRolled!();
      expect(m.use.manualRepairsUsed(ship)).toBe(true);
      await m.actions.starshipActionCheck(ship, "manualRepairs");
      expect(requests).toHaveLength(1);
      expect(notices).toEqual([usedNotice("manualRepairs")]);

      const message = messageOf(request, "msgManual00001", 2);
      await m.card.runRepairAction(message, "eoteRepair");
      expect(ship.system.hullTrauma.value).toBe(8);
      expect(m.use.manualRepairsUsed(ship)).toBe(true);
      await m.card.runRepairAction(message, "eoteRepairUndo");
      expect(ship.system.hullTrauma.value).toBe(10);
      expect(ship.getFlag("eote", "encounterActions")).toEqual({ combatA: {} });
      expect(m.use.manualRepairsUsed(ship)).toBe(false);
      await m.actions.starshipActionCheck(ship, "manualRepairs");
      expect(requests).toHaveLength(2);
    });

    it("an old card's Undo leaves a later use's record", async () => {
      const { ship, tekka } = scene();
      await m.repair.repairCheck(tekka, ship, "systemStrain");
      await requests[0]!.onRolled!();
      const first = messageOf(requests[0]!, "msgDamage00001", 2);
      await m.card.runRepairAction(first, "eoteRepair");
      await m.card.runRepairAction(first, "eoteRepairUndo");
      // Taken again after the undo: that record is the new check's.
      await m.repair.repairCheck(tekka, ship, "systemStrain");
      await requests[1]!.onRolled!();
      const second = repairUse(1)!.useId;
      await m.card.runRepairAction(first, "eoteRepair");
      await m.card.runRepairAction(first, "eoteRepairUndo");
      expect(ship.getFlag("eote", "encounterActions.combatA.damageControl")).toBe(second);
    });
  });
}

describe("a player who may not change the vehicle", () => {
  it("rolls from the macro API: recording the use is a notice, never an error that keeps the dialog open", async () => {
    const { tekka } = scene();
    const ship = register(new FakeActor("Interceptor", "vehicle", vehicle(), { ownership: { default: OWNERSHIP.NONE } }));
    asUser(users.player);
    await m.repair.repairCheck(tekka, ship, "systemStrain");
    await expect(requests[0]!.onRolled!()).resolves.toBeUndefined();
    expect(notices).toHaveLength(1);
    expect(ship.getFlag("eote", "encounterActions")).toBeUndefined();
  });
});
