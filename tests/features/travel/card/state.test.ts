// The travel cards read each document once per render and once per click (module/features/travel/card/state.ts):
// the doubles' look-ups (fromUuidSync, fromUuid, game.actors.get, game.messages.get) are counted by what they
// look up, over a render of the jump, sublight and navigation hazard cards and the hazard card's Apply and
// Undo clicks by the vessel's owner. A card hidden from the viewer looks nothing up.
import { afterEach, describe, expect, it } from "vitest";
import { character, vehicle } from "../../../fixtures/actors.ts";
import { asUser, FakeActor, FakeChatMessage, OWNERSHIP, placeToken, register, users } from "../../../doubles/index.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";
import { countLookups, expectReadOnce } from "../../../doubles/lookups.ts";
import { shownKey } from "../../../doubles/keys.ts";
import type { VehicleData } from "../../../../module/rules/types.ts";

let counting: ReturnType<typeof countLookups> | null = null;

const m = shellSuite({
  seed: 19,
  keys: true,
  modules: { jump: load.travelCard, passage: load.travelCardPassage, speed: load.travelCardPassageSpeed, state: () => import("../../../../module/features/travel/card/state.ts") },
});
afterEach(() => {
  counting?.restore();
  counting = null;
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
let ids = 0;

/** The player's ship at speed 3 on the scene, through a renamed linked token. */
function ship() {
  const sys = vehicle(3);
  sys.speed = { value: 3, max: 5 };
  const actor = register(new FakeActor("Wayward Star", "vehicle", sys, { ownership: PLAYER }));
  const token = placeToken(actor, { linked: true, name: "Unmarked Freighter" });
  return { actor, token };
}

/** A message the player posted with `flags.eote` and a roll that `succeeded` (or none). */
function posted(eote: Record<string, unknown>, succeeded: boolean | null, data: Record<string, unknown> = {}, author = users.player) {
  const o = { succeeded, netSuccess: succeeded ? 1 : -1, netAdvantage: 0, advantage: 0, threat: 0, triumph: 0, despair: 0 };
  const rolls = succeeded === null ? [] : [{ outcome: o, actionableOutcome: o }];
  const message = new FakeChatMessage({ flags: { eote: eote }, rolls, ...data }, author);
  message.id = `msgTravelRead${(++ids).toString().padStart(3, "0")}`;
  return message;
}

const hazardOf = (s: ReturnType<typeof ship>, succeeded = false) =>
  posted({ check: { navHazard: { vehicleUuid: s.actor.uuid, vehicleTokenUuid: s.token.uuid, level: "dangerous", speed: 3 } } }, succeeded);

/** Runs `act` as the vessel's owner, counting look-ups: the vessel and its token each read once, nothing else. */
async function readOnce<T>(s: ReturnType<typeof ship>, act: () => Promise<T>): Promise<T> {
  asUser(users.player);
  counting?.restore();
  counting = countLookups();
  const out = await act();
  expectReadOnce(counting.counts, [s.actor.uuid, s.token.uuid]);
  expect(counting.total()).toBe(2);
  return out;
}

describe("the travel cards read each document once", () => {
  it("the jump card's render: the vessel and its token once, nothing else; the token's name", async () => {
    const s = ship();
    const message = posted({ check: { jump: { vehicleUuid: s.actor.uuid, vehicleTokenUuid: s.token.uuid, distance: "sector", hyperdriveClass: 2, difficulty: 2 } } }, true);
    const html = await readOnce(s, () => m.jump.jumpSection(message));
    expect(html).toContain(shownKey("EOTE.Travel.Card.Vehicle", { name: "Unmarked Freighter" }));
  });

  it("the sublight card's render: the vessel and its token once, nothing else", async () => {
    const s = ship();
    const message = posted({ sublight: { vehicleUuid: s.actor.uuid, vehicleTokenUuid: s.token.uuid, trip: "planetToPlanet" } }, null);
    expect(await readOnce(s, () => m.passage.sublightSection(message))).toContain("EOTE.Travel.Sublight.Trip.planetToPlanet");
  });

  it("the hazard card's render for the vessel's owner: the vessel and its token once; Apply offered", async () => {
    const s = ship();
    const html = await readOnce(s, () => m.passage.navHazardSection(hazardOf(s)));
    expect(html).toContain('data-action="eoteNavHazardApply"');
    expect(html).toContain(shownKey("EOTE.Travel.Hazard.Card.Level", { level: "EOTE.Travel.Hazard.Level.dangerous", name: "Unmarked Freighter" }));
  });

  it("Apply, then Undo, by the vessel's owner: each click reads the vessel and its token once, and writes", async () => {
    const s = ship();
    const message = hazardOf(s);
    await readOnce(s, () => m.speed.runNavHazardAction(message, "eoteNavHazardApply"));
    expect((s.actor.system as VehicleData).speed.value).toBe(2);
    await readOnce(s, () => m.speed.runNavHazardAction(message, "eoteNavHazardUndo"));
    expect((s.actor.system as VehicleData).speed.value).toBe(3);
    expect(m.state.navHazardRecordOf(s.actor, message.id!)).toBeNull();
  });

  it("a card whispered to the GM, drawn for the player: nothing is looked up and nothing shown", async () => {
    const s = ship();
    const whispered = { whisper: [users.gm.id] };
    const hazard = posted({ check: { navHazard: { vehicleUuid: s.actor.uuid, level: "dangerous", speed: 3 } } }, false, whispered, users.gm);
    const jump = posted({ check: { jump: { vehicleUuid: s.actor.uuid, distance: "sector", hyperdriveClass: 2, difficulty: 2 } } }, true, whispered, users.gm);
    const sublight = posted({ sublight: { vehicleUuid: s.actor.uuid, trip: "planetToPlanet" } }, null, whispered, users.gm);
    asUser(users.player);
    counting = countLookups();
    expect(await m.passage.navHazardSection(hazard)).toBeNull();
    expect(await m.jump.jumpSection(jump)).toBeNull();
    expect(await m.passage.sublightSection(sublight)).toBeNull();
    expect(counting.total()).toBe(0);
  });

  it("the snapshot: the flag, the outcome, the token's name and the vessel as it is now", () => {
    const s = ship();
    const message = hazardOf(s);
    asUser(users.player);
    const read = m.state.readNavHazardCard(message)!;
    expect(read.vehicle).toBe(s.actor);
    expect(read.snapshot).toEqual({
      messageId: message.id, flag: { vehicleUuid: s.actor.uuid, vehicleTokenUuid: s.token.uuid, level: "dangerous", speed: 3 },
      outcome: expect.objectContaining({ succeeded: false }), vehicleName: "Unmarked Freighter",
      vessel: { speed: 3, rating: 5, refusal: null, canAct: true, record: null },
    });
    // A flag naming no vehicle: the name is read, the vessel is not one the card can act on.
    const pc = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER }));
    const forged = posted({ check: { navHazard: { vehicleUuid: pc.uuid, level: "dangerous", speed: 3 } } }, false);
    expect(m.state.readNavHazardCard(forged)).toMatchObject({ vehicle: null, snapshot: { vehicleName: "Kira", vessel: null } });
  });
});
