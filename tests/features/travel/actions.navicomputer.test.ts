// Navicomputer Failure (seed 002 VEHICLE CRITICAL HITS; seed 000: no jump to hyperspace until repaired)
// over the v13 doubles: while the hit stands the jump is refused with a localised notice, before any
// form or roll; repaired (its item deleted), the same jump goes to the navigator's check.
import { describe, expect, it } from "vitest";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";
import { character, vehicle } from "../../fixtures/actors.ts";
import { criticalHit } from "../../fixtures/items.ts";
import { asUser, FakeActor, noticeKeys, OWNERSHIP, register, users } from "../../doubles/index.ts";
import { requests } from "../../doubles/dice-dialog.ts";

const m = shellSuite({
  seed: 11,
  keys: true,
  modules: { crew: load.crewActions, jump: load.travelActions, model: load.travelModel },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

describe("Navicomputer Failure", () => {
  for (const who of ["gm", "player"] as const) {
    it(`as the ${who}: no jump while the hit stands; repaired, the navigator rolls`, async () => {
      const hit = { _id: "navHit0000000001", name: "Navicomputer Failure", type: "criticalHit", system: criticalHit({ key: "navicomputerFailure", min: 64, max: 72, severity: 2 }) };
      const ship = register(new FakeActor("Wayward Star", "vehicle", vehicle(3), { items: [hit], ownership: PLAYER }));
      const kira = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER }));
      await m.crew.seatCrewMember(ship, "navigator", kira);
      asUser(users[who]);
      const choice = m.model.defaultJumpChoice({ navicomputer: true, hyperdrive: { primary: 2, backup: 12 } });
      await m.jump.plotJump(ship, choice);
      await expect(m.jump.checkJumpReady(ship)).rejects.toMatchObject({ key: "EOTE.VehicleCrit.Error.NoHyperspace" });
      expect(noticeKeys()).toEqual(["EOTE.VehicleCrit.Error.NoHyperspace"]);
      expect(requests).toEqual([]);
      await ship.deleteEmbeddedDocuments("Item", ["navHit0000000001"]);
      await m.jump.plotJump(ship, choice);
      expect(requests).toHaveLength(1);
    });
  }
});
