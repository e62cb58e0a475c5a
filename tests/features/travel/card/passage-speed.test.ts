// A failed navigation hazard check's −1 speed (seed 002 NAVIGATION HAZARDS) applied from its card over the
// v13 doubles, as the GM and as the player who owns the ship: Apply lowers the vessel's speed from what it
// is now and records it; Undo restores it exactly (and leaves a speed the pilot changed since); a card
// posted by someone who does not own the ship, a viewer who does not own it, or a success changes nothing.
import { beforeEach, describe, expect, it } from "vitest";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";
import { vehicle } from "../../../fixtures/actors.ts";
import {
  asUser, FakeActor, FakeChatMessage, noticeKeys, OWNERSHIP, register, users,
} from "../../../doubles/index.ts";
import type { VehicleData } from "../../../../module/rules/types.ts";
import { shownKey } from "../../../doubles/keys.ts";

const m = shellSuite({
  seed: 17,
  keys: true,
  modules: { card: load.travelCardPassage, speed: load.travelCardPassageSpeed },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
let ids = 0;

function ship(speedNow = 3, ownership: Record<string, number> = PLAYER) {
  const sys = vehicle(3);
  sys.speed = { value: speedNow, max: 5 };
  return register(new FakeActor("Wayward Star", "vehicle", sys, { ownership }));
}

/** The pilot's Piloting roll through a hazard, posted by `author`; its flag says the speed was `flagSpeed`. */
function hazardRoll(vessel: FakeActor, succeeded: boolean, author = users.player, flagSpeed = 3) {
  const navHazard = { vehicleUuid: vessel.uuid, level: "dangerous", speed: flagSpeed };
  const o = { succeeded, netSuccess: succeeded ? 1 : -1, netAdvantage: 0, triumph: 0, despair: 0 };
  const message = new FakeChatMessage({ flags: { eote: { check: { navHazard } } }, rolls: [{ outcome: o, actionableOutcome: o }] }, author);
  message.id = `msgNavHaz${(++ids).toString().padStart(7, "0")}`;
  return message;
}

const speedOf = (v: FakeActor<VehicleData>) => v.system.speed.value;

for (const who of ["gm", "player"] as const) {
  describe(`as the ${who}`, () => {
    beforeEach(() => asUser(users[who]));

    it("a failure: Apply lowers the speed by 1 from what it is now; the card says so with Undo; Undo restores it", async () => {
      const s = ship(3);
      const message = hazardRoll(s, false);
      const before = (await m.card.navHazardSection(message))!;
      expect(before).toContain('data-action="eoteNavHazardApply"');
      expect(before).not.toContain("eoteNavHazardUndo");
      await m.speed.runNavHazardAction(message, "eoteNavHazardApply");
      expect(speedOf(s)).toBe(2);
      const after = (await m.card.navHazardSection(message))!;
      expect(after).toContain(shownKey("EOTE.Travel.Hazard.Card.Applied", { before: 3, after: 2 }));
      expect(after).toContain('data-action="eoteNavHazardUndo"');
      expect(after).not.toContain("eoteNavHazardApply");
      // Applied once only.
      await m.speed.runNavHazardAction(message, "eoteNavHazardApply");
      expect(speedOf(s)).toBe(2);
      expect(noticeKeys()).toEqual(["EOTE.Travel.Hazard.Notice.Nothing"]);
      await m.speed.runNavHazardAction(message, "eoteNavHazardUndo");
      expect(speedOf(s)).toBe(3);
      expect((s.getFlag("eote", "navHazardLog") as Record<string, unknown> | undefined)?.[message.id!]).toBeUndefined();
      expect(await m.card.navHazardSection(message)).toContain('data-action="eoteNavHazardApply"');
    });

    it("the speed is read from the vessel, not the flag; at 0 it stays 0; a speed changed since stays on Undo", async () => {
      const s = ship(0);
      // The flag claims speed 5 (an author's edit, or the speed before a Decelerate): the vessel's own speed counts.
      const message = hazardRoll(s, false, users.player, 5);
      await m.speed.runNavHazardAction(message, "eoteNavHazardApply");
      expect(speedOf(s)).toBe(0);
      const moving = ship(4);
      const second = hazardRoll(moving, false);
      await m.speed.runNavHazardAction(second, "eoteNavHazardApply");
      expect(speedOf(moving)).toBe(3);
      await moving.update({ "system.speed.value": 5 });
      await m.speed.runNavHazardAction(second, "eoteNavHazardUndo");
      expect(speedOf(moving)).toBe(5);
      expect((moving.getFlag("eote", "navHazardLog") as Record<string, unknown> | undefined)?.[second.id!]).toBeUndefined();
    });

    it("a success offers nothing and its click changes nothing", async () => {
      const s = ship(3);
      const message = hazardRoll(s, true);
      expect(await m.card.navHazardSection(message)).not.toContain("eoteNavHazardApply");
      await m.speed.runNavHazardAction(message, "eoteNavHazardApply");
      expect(speedOf(s)).toBe(3);
    });
  });
}

describe("two clicks at once", () => {
  it("Apply clicked twice before the first write lands: the speed is lowered once, the second click told the card is busy", async () => {
    const s = ship(3);
    const message = hazardRoll(s, false);
    await Promise.all([m.speed.runNavHazardAction(message, "eoteNavHazardApply"), m.speed.runNavHazardAction(message, "eoteNavHazardApply")]);
    expect(speedOf(s)).toBe(2);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.Busy"]);
  });
});

describe("refusals", () => {
  it("a card posted by a player who does not own the vessel: no button, and its click changes nothing", async () => {
    const s = ship(3);
    const message = hazardRoll(s, false, users.other);
    const html = (await m.card.navHazardSection(message))!;
    expect(html).toContain("EOTE.Travel.Hazard.Card.Refused");
    expect(html).not.toContain("eoteNavHazardApply");
    await m.speed.runNavHazardAction(message, "eoteNavHazardApply");
    expect(speedOf(s)).toBe(3);
    expect(noticeKeys()).toEqual(["EOTE.Travel.Hazard.Card.Refused"]);
  });

  it("a player who does not own the vessel: no button, and neither Apply nor Undo acts", async () => {
    const s = ship(3, { default: OWNERSHIP.LIMITED });
    const message = hazardRoll(s, false, users.gm);
    asUser(users.player);
    expect(await m.card.navHazardSection(message)).not.toContain("eoteNavHazardApply");
    await m.speed.runNavHazardAction(message, "eoteNavHazardApply");
    expect(speedOf(s)).toBe(3);
    asUser(users.gm);
    await m.speed.runNavHazardAction(message, "eoteNavHazardApply");
    expect(speedOf(s)).toBe(2);
    asUser(users.player);
    expect(await m.card.navHazardSection(message)).not.toContain("eoteNavHazardUndo");
    await m.speed.runNavHazardAction(message, "eoteNavHazardUndo");
    expect(speedOf(s)).toBe(2);
    expect(noticeKeys()).toEqual([
      "EOTE.Travel.Hazard.Notice.NotOwner",
      "EOTE.Travel.Hazard.Notice.NotOwner",
    ]);
  });
});
