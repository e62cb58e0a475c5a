// Full Throttle from the vehicle sheet to its card (published core rulebook, Pilot tree), over the v13 doubles,
// as the non-GM player who owns the ship and its pilot: refused without the talent (the maneuver without
// Improved Full Throttle); the action a Hard Piloting check; Apply raising the speed rating by 1 (2 with
// Supreme Full Throttle) for rounds equal to the pilot's Cunning, which Accelerate and Punch It read; Undo
// exact; the maneuver an Average check costing the pilot 1 strain and counted against the round's starship
// maneuvers once rolled (the second costing the ship 2 system strain).
import { beforeEach, describe, expect, it } from "vitest";
import { messageLike } from "../../../doubles/chat.ts";
import { effectSources, world } from "../world.ts";
import { diceDialog, shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";
import { character, skills, vehicle } from "../../../fixtures/actors.ts";
import { talent } from "../../../fixtures/items.ts";
import { asUser, FakeActor, flagRecord, noticeKeys, notices, OWNERSHIP, register, targeting, users } from "../../../doubles/index.ts";
import { requests } from "../../../doubles/dice-dialog.ts";
import { CombatDouble, installCombat } from "../../../doubles/combat.ts";
import type { CharacterData, VehicleData } from "../../../../module/rules/types.ts";

const g = world;
let combat: CombatDouble;

const m = shellSuite({
  keys: true,
  seed: 41,
  modules: { actions: load.crewActionsStarship, card: load.crewCard, crew: load.crewActions, maneuvers: load.crewManeuvers, tally: load.foundryManeuverTally, crewKit: load.foundryCrew },
  each: () => {
    ({ combat } = installCombat());
    combat.round = 2;
    combat.turn = 0;
    g.game.user.targets = targeting();
    asUser(users.player);
  },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

/** The player's ship (speed 3 of 4) and pilot Kira (Cunning 3) with the talents named. */
async function scene(talents: string[]) {
  const ship = register(new FakeActor<VehicleData>("Wayward Star", "vehicle", { ...vehicle(3), speed: { value: 3, max: 4 } }, { ownership: PLAYER }));
  const sys = character();
  sys.skills = skills({ pilotingSpace: { rank: 2, career: true } });
  sys.characteristics.cunning = 3;
  const items = talents.map((key) => ({ name: key, type: "talent", system: talent({ key, ranked: false }) }));
  const kira = register(new FakeActor<CharacterData>("Kira", "character", sys, { ownership: PLAYER, items }));
  await m.crew.seatCrewMember(ship, "pilot", kira);
  return { ship, kira };
}

function cardOf(id: string, netSuccess: number) {
  const outcome = { netSuccess, netAdvantage: 0, triumph: 0, despair: 0, succeeded: netSuccess > 0 };
  return messageLike({ id, author: users.player, flags: { eote: { check: structuredClone(requests.at(-1)!.flags) } }, rolls: [{ outcome, actionableOutcome: outcome }], isContentVisible: true });
}

const speedRatingOf = (ship: FakeActor<VehicleData>) => m.crewKit.shipMotion(ship).motion.maxSpeed;

describe("who may take it", () => {
  beforeEach(() => asUser(users.player));

  it("a pilot without the talent is refused, with nothing opened", async () => {
    const s = await scene([]);
    await m.actions.starshipActionCheck(s.ship, "fullThrottle", 0);
    expect(requests).toHaveLength(0);
    expect(notices.map((n) => n.text)).toEqual(['EOTE.StarshipAction.fullThrottle.Refused.action {"action":"EOTE.StarshipAction.fullThrottle.Name","name":"Kira","vehicle":"Wayward Star"}']);
  });

  it("the maneuver needs Improved Full Throttle", async () => {
    const s = await scene(["fullThrottle"]);
    await m.actions.starshipActionCheck(s.ship, "fullThrottle", 1);
    expect(requests).toHaveLength(0);
    expect(noticeKeys()).toEqual(["EOTE.StarshipAction.fullThrottle.Refused.maneuver"]);
  });
});

describe("the action, as the player who owns the ship and the pilot", () => {
  beforeEach(() => asUser(users.player));

  it("a Hard Piloting check; Apply raises the speed rating by 1 for 3 rounds (Cunning 3); Accelerate reaches it; Undo exact", async () => {
    const s = await scene(["fullThrottle"]);
    await m.actions.starshipActionCheck(s.ship, "fullThrottle", 0);
    const request = requests.at(-1)!;
    expect(request.actor).toBe(s.kira);
    expect(request.skillId).toBe("pilotingSpace");
    expect(request.pool.difficulty).toBe(3);
    expect(request.flags).toMatchObject({ starshipAction: { id: "fullThrottle", vehicleUuid: s.ship.uuid } });

    const message = cardOf("msgThrottle00001", 1);
    const html = (await m.card.actionSection(message))!;
    expect(html).toContain("EOTE.StarshipAction.fullThrottle.Outcome.topSpeed");
    expect(html).toContain('data-action="eoteActionApply"');
    await m.card.runActionButton(message, "eoteActionApply");
    expect(notices).toEqual([]);
    const effect = effectSources(s.ship)[0]!;
    expect(effect.changes).toEqual([{ key: "system.modifiers.vehicle.topSpeed", mode: 4, value: "1" }]);
    expect(effect.duration).toMatchObject({ rounds: 3, startRound: 2 });
    expect(effect.flags.eote.starshipAction).toEqual({ id: "fullThrottle" });
    expect(flagRecord(s.ship, "eote", "starshipActionLog")[message.id]).toMatchObject({ pilotUuid: s.kira.uuid, effectIds: [expect.any(String)] });
    expect(speedRatingOf(s.ship)).toBe(5);
    // The sheet still shows and edits the printed rating.
    expect(s.ship.system.speed.max).toBe(4);

    await m.maneuvers.pilotManeuver(s.ship, "accelerate");
    await m.maneuvers.pilotManeuver(s.ship, "accelerate");
    expect(s.ship.system.speed.value).toBe(5);

    await m.card.runActionButton(message, "eoteActionUndo");
    expect(s.ship.effects.size).toBe(0);
    expect(flagRecord(s.ship, "eote", "starshipActionLog")[message.id]).toBeUndefined();
    expect(speedRatingOf(s.ship)).toBe(4);
    // The speed reached stays stored; the vessel moves at its rating again.
    expect(m.crewKit.shipMotion(s.ship).motion.speed).toBe(4);
    // Next round, Decelerate goes from the speed it moves at (4), not the stored 5.
    combat.round = 3;
    await m.maneuvers.pilotManeuver(s.ship, "decelerate");
    expect(s.ship.system.speed.value).toBe(3);
  });

  it("with Supreme Full Throttle the rating rises by 2, and Punch It goes there", async () => {
    const s = await scene(["fullThrottle", "supremeFullThrottle"]);
    await m.actions.starshipActionCheck(s.ship, "fullThrottle", 0);
    const message = cardOf("msgThrottle00002", 2);
    await m.card.runActionButton(message, "eoteActionApply");
    expect(effectSources(s.ship)[0]!.changes).toEqual([{ key: "system.modifiers.vehicle.topSpeed", mode: 4, value: "2" }]);
    expect(speedRatingOf(s.ship)).toBe(6);
    await m.maneuvers.pilotManeuver(s.ship, "punchIt");
    expect(s.ship.system.speed.value).toBe(6);
    expect(s.ship.system.systemStrain.value).toBe(3);
  });

  it("two Full Throttles in force do not add up", async () => {
    const s = await scene(["fullThrottle"]);
    await m.actions.starshipActionCheck(s.ship, "fullThrottle", 0);
    await m.card.runActionButton(cardOf("msgThrottle00003", 1), "eoteActionApply");
    await m.actions.starshipActionCheck(s.ship, "fullThrottle", 0);
    await m.card.runActionButton(cardOf("msgThrottle00004", 1), "eoteActionApply");
    expect(s.ship.effects.size).toBe(2);
    expect(speedRatingOf(s.ship)).toBe(5);
  });

  /** The GM's ace: Cunning 5, Full Throttle and Supreme Full Throttle, owned by no player. */
  function gmAce() {
    const aceSys = character();
    aceSys.characteristics.cunning = 5;
    return register(new FakeActor<CharacterData>("Ace", "character", aceSys, {
      ownership: { default: OWNERSHIP.NONE }, items: [{ name: "FT", type: "talent", system: talent({ key: "fullThrottle", ranked: false }) }, { name: "SFT", type: "talent", system: talent({ key: "supremeFullThrottle", ranked: false }) }],
    }));
  }

  it("the GM's ace seated at the pilot's station after the roll: the card still reads the pilot who rolled (Kira: +1 for 3 rounds)", async () => {
    const s = await scene(["fullThrottle"]);
    await m.actions.starshipActionCheck(s.ship, "fullThrottle", 0);
    expect(requests.at(-1)!.flags).toMatchObject({ starshipAction: { id: "fullThrottle", pilotUuid: s.kira.uuid } });
    await m.crew.seatCrewMember(s.ship, "pilot", gmAce());
    const message = cardOf("msgThrottle00006", 1);
    await m.card.runActionButton(message, "eoteActionApply");
    expect(notices).toEqual([]);
    const effect = effectSources(s.ship)[0]!;
    expect(effect.changes).toEqual([{ key: "system.modifiers.vehicle.topSpeed", mode: 4, value: "1" }]);
    expect(effect.duration).toMatchObject({ rounds: 3 });
    expect(flagRecord(s.ship, "eote", "starshipActionLog")[message.id]).toMatchObject({ pilotUuid: s.kira.uuid });
  });

  it("a card whose flag names the GM's ace as its pilot (the author's own data): the player's Apply is refused, nothing written", async () => {
    const s = await scene(["fullThrottle"]);
    await m.actions.starshipActionCheck(s.ship, "fullThrottle", 0);
    const ace = gmAce();
    (requests.at(-1)!.flags as { starshipAction: { pilotUuid: string } }).starshipAction.pilotUuid = ace.uuid;
    const message = cardOf("msgThrottle00007", 1);
    expect(await m.card.actionSection(message)).not.toContain('data-action="eoteActionApply"');
    await m.card.runActionButton(message, "eoteActionApply");
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NotAllowed"]);
    expect(s.ship.effects.size).toBe(0);
  });

  it("a card whose pilot has no Full Throttle talent (forged, or the talent removed since): Apply is refused, nothing written", async () => {
    const s = await scene(["fullThrottle"]);
    await m.actions.starshipActionCheck(s.ship, "fullThrottle", 0);
    await s.kira.deleteEmbeddedDocuments("Item", s.kira.items.contents.map((i) => i.id!));
    const message = cardOf("msgThrottle00008", 1);
    await m.card.runActionButton(message, "eoteActionApply");
    expect(noticeKeys()).toEqual(["EOTE.StarshipAction.Apply.NoTalent"]);
    expect(s.ship.effects.size).toBe(0);
    expect(s.ship.getFlag("eote", "starshipActionLog")).toBeUndefined();
  });

  it("a failed check applies nothing", async () => {
    const s = await scene(["fullThrottle"]);
    await m.actions.starshipActionCheck(s.ship, "fullThrottle", 0);
    const message = cardOf("msgThrottle00005", 0);
    expect(await m.card.actionSection(message)).not.toContain("eoteActionApply");
    expect(s.ship.effects.size).toBe(0);
  });
});

describe("the maneuver (Improved Full Throttle)", () => {
  beforeEach(() => asUser(users.player));

  it("Average; once rolled the pilot suffers 1 strain and it counts as the round's maneuver; a second maneuver costs the ship 2 system strain", async () => {
    const s = await scene(["fullThrottle", "improvedFullThrottle"]);
    diceDialog.rollsOnOpen = true;
    await m.actions.starshipActionCheck(s.ship, "fullThrottle", 1);
    const request = requests.at(-1)!;
    expect(request.pool.difficulty).toBe(2);
    expect(request.notes).toContain('EOTE.StarshipAction.fullThrottle.ManeuverNote {"strain":"1"}');
    expect(s.kira.system.strain.value).toBe(1);
    expect(m.tally.maneuverCount(s.ship, 3)).toEqual({ taken: 1, max: 2, full: false });
    expect(s.ship.system.systemStrain.value).toBe(0);

    await m.actions.starshipActionCheck(s.ship, "fullThrottle", 1);
    expect(s.kira.system.strain.value).toBe(2);
    expect(s.ship.system.systemStrain.value).toBe(2);
    expect(m.tally.maneuverCount(s.ship, 3)).toEqual({ taken: 2, max: 2, full: true });

    // A third is refused before its check opens, and costs nothing.
    const opened = requests.length;
    await m.actions.starshipActionCheck(s.ship, "fullThrottle", 1);
    expect(requests).toHaveLength(opened);
    expect(noticeKeys().at(-1)).toBe("EOTE.Maneuver.Refused.roundLimit");
    expect(s.kira.system.strain.value).toBe(2);
  });

  it("three dialogs opened before any is rolled: the round is read again at each roll, and the third is refused then, costing nothing", async () => {
    const s = await scene(["fullThrottle", "improvedFullThrottle"]);
    for (let i = 0; i < 3; i++) await m.actions.starshipActionCheck(s.ship, "fullThrottle", 1);
    expect(requests).toHaveLength(3);
    for (const request of requests) await request.onRolled?.();
    expect(m.tally.maneuverCount(s.ship, 3)).toEqual({ taken: 2, max: 2, full: true });
    expect(s.ship.system.systemStrain.value).toBe(2);
    expect(s.kira.system.strain.value).toBe(2);
    expect(noticeKeys().at(-1)).toBe("EOTE.Maneuver.Refused.roundLimit");
  });

  it("a dialog closed without rolling costs nothing", async () => {
    const s = await scene(["fullThrottle", "improvedFullThrottle"]);
    await m.actions.starshipActionCheck(s.ship, "fullThrottle", 1);
    expect(requests).toHaveLength(1);
    expect(s.kira.system.strain.value).toBe(0);
    expect(m.tally.maneuverCount(s.ship, 3)).toEqual({ taken: 0, max: 2, full: false });
  });
});
