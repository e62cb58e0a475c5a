// Navicomputer Failure (seed 002 VEHICLE CRITICAL HITS; seed 000: no jump to hyperspace until repaired)
// over the v13 doubles: while the hit stands the jump is refused with a localised notice, before any
// form or roll; repaired (its item deleted), the same jump goes to the navigator's check.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { character, vehicle } from "../../fixtures/actors.ts";
import { criticalHit } from "../../fixtures/items.ts";
import { asUser, FakeActor, installFoundry, noticeKeys, OWNERSHIP, register, users } from "../../doubles/index.ts";
import { requests, resetShell } from "../../doubles/dice-dialog.ts";

vi.mock("../../../module/applications/dice-dialog/index.ts", () => import("../../doubles/dice-dialog.ts"));

let crew: typeof import("../../../module/features/crew/actions.ts");
let jump: typeof import("../../../module/features/travel/actions.ts");
let model: typeof import("../../../module/features/travel/model.ts");

beforeAll(async () => {
  await installFoundry(11);
  crew = await import("../../../module/features/crew/actions.ts");
  jump = await import("../../../module/features/travel/actions.ts");
  model = await import("../../../module/features/travel/model.ts");
});

beforeEach(() => {
  resetShell();
  asUser(users.gm);
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

describe("Navicomputer Failure", () => {
  for (const who of ["gm", "player"] as const) {
    it(`as the ${who}: no jump while the hit stands; repaired, the navigator rolls`, async () => {
      const hit = { _id: "navHit0000000001", name: "Navicomputer Failure", type: "criticalHit", system: criticalHit({ key: "navicomputerFailure", min: 64, max: 72, severity: 2 }) };
      const ship = register(new FakeActor("Wayward Star", "vehicle", vehicle(3), { items: [hit], ownership: PLAYER }));
      const kira = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER }));
      await crew.seatCrewMember(ship, "navigator", kira);
      asUser(users[who]);
      const choice = model.defaultJumpChoice({ navicomputer: true, hyperdrive: { primary: 2, backup: 12 } });
      await jump.plotJump(ship, choice);
      await expect(jump.checkJumpReady(ship)).rejects.toMatchObject({ key: "EOTE.VehicleCrit.Error.NoHyperspace" });
      expect(noticeKeys()).toEqual(["EOTE.VehicleCrit.Error.NoHyperspace"]);
      expect(requests).toEqual([]);
      await ship.deleteEmbeddedDocuments("Item", ["navHit0000000001"]);
      await jump.plotJump(ship, choice);
      expect(requests).toHaveLength(1);
    });
  }
});
