// The starship action card applies what the seed gives (seed 002 STARSHIP ACTIONS), over the v13 doubles,
// as the GM and as a player who owns the ship and its crew: Boost Shields (+1 defence in the zone picked
// as an ActiveEffect with its duration, 1 system strain to the vehicle), Slice Enemy's Systems (-1 defence
// in a zone of the targeted vehicle, 1 system strain to it on two advantage), Gain the Advantage (an effect
// naming the target); the attack's zone defence reads the effects; Undo is exact; every refusal a notice.
import { beforeEach, describe, expect, it } from "vitest";
import { effectSources, world } from "../world.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";
import { messageLike } from "../../../doubles/chat.ts";
import { character, skills, vehicle } from "../../../fixtures/actors.ts";
import { asUser, FakeActor, noticeKeys, notices, OWNERSHIP, placeToken, register, users, targeting } from "../../../doubles/index.ts";
import type { VehicleData } from "../../../../module/rules/types.ts";
import type { DicePoolRequest } from "../../../../module/applications/dice-dialog/index.ts";
import type { StarshipActionId } from "../../../../module/rules/vehicles/starship-actions.ts";
import { requests } from "../../../doubles/dice-dialog.ts";

const g = world;

const m = shellSuite({
  keys: true,
  seed: 29,
  modules: { actions: load.crewActionsStarship, card: load.crewCard, crew: load.crewActions, shot: load.attackVehicleShotModel, documents: load.foundryDocuments, maneuverEffects: load.foundryVesselEffects },
  each: () => {
    g.game.combat = { id: "combat0000000001", round: 2, turn: 0 };
    g.game.user.targets = targeting();
  },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

function scene() {
  const sys = vehicle();
  sys.speed = { value: 4, max: 5 };
  sys.systemStrain.value = 3;
  const ship = register(new FakeActor("Wayward Star", "vehicle", sys, { ownership: PLAYER }));
  const crewSys = character();
  crewSys.skills = skills({ mechanics: { rank: 2, career: true }, computers: { rank: 2, career: true }, pilotingSpace: { rank: 2, career: true } });
  const kira = register(new FakeActor("Kira", "character", crewSys, { ownership: PLAYER }));
  const enemySys = vehicle();
  enemySys.speed = { value: 4, max: 4 };
  const enemy = register(new FakeActor("Interceptor", "vehicle", enemySys, { ownership: { default: OWNERSHIP.NONE } }));
  return { ship, kira, enemy };
}

const outcome = (netSuccess: number, netAdvantage = 0) => ({ netSuccess, netAdvantage, triumph: 0, despair: 0, succeeded: netSuccess > 0 });
function messageOf(request: DicePoolRequest, id: string, netSuccess: number, netAdvantage = 0, author = g.game.user) {
  const rolled = outcome(netSuccess, netAdvantage);
  return messageLike({ id, author, flags: { eote: { check: request.flags } }, rolls: [{ outcome: rolled, actionableOutcome: rolled }], isContentVisible: true });
}

async function rolled(s: ReturnType<typeof scene>, station: "engineer" | "sensors" | "pilot", id: StarshipActionId, net: number, adv = 0) {
  await m.crew.seatCrewMember(s.ship, station, s.kira);
  await m.actions.starshipActionCheck(s.ship, id);
  return messageOf(requests.at(-1)!, `msg${id}`.padEnd(16, "0").slice(0, 16), net, adv);
}

const zoneDefence = (actor: FakeActor<VehicleData>) => actor.system.derived.zoneDefence;

for (const who of ["gm", "player"] as const) {
  describe(`as the ${who}`, () => {
    beforeEach(() => { asUser(users[who]); g.game.user.targets = targeting(); });

    it("boost shields: +1 defence in the zone picked for 1 round plus 1 per advantage, 1 system strain; Undo exact", async () => {
      const s = scene();
      const message = await rolled(s, "engineer", "boostShields", 1, 2);
      const html = (await m.card.actionSection(message))!;
      expect(html).toContain('data-action="eoteActionApply" data-zone="fore"');
      expect(html).toContain('data-zone="aft"');
      expect(html).not.toContain('data-zone="port"');

      await m.card.runActionButton(message, "eoteActionApply", "aft");
      expect(notices).toEqual([]);
      expect(s.ship.system.systemStrain.value).toBe(4);
      const effect = effectSources(s.ship)[0]!;
      expect(effect.name).toBe('EOTE.StarshipAction.Apply.EffectZone {"action":"EOTE.StarshipAction.boostShields.Name","zone":"EOTE.Sheet.Arc.aft"}');
      expect(effect.duration).toMatchObject({ rounds: 3, combat: "combat0000000001", startRound: 2 });
      expect(effect.flags.eote).toMatchObject({ expires: true, starshipAction: { id: "boostShields" } });
      expect(zoneDefence(s.ship)).toMatchObject({ fore: 1, aft: 2 });
      // The attack reads the zone's defence with the effect.
      const view = (a: FakeActor) => m.documents.actorView(a);
      const fired = (zone: "fore" | "aft") => m.shot.planVehicleShot({ name: "Bandit", view: view(s.enemy) }, { range: "short", firingArcs: ["fore"] }, view(s.ship), { targetZone: zone, targetSide: "fore" });
      expect(fired("aft").zoneDefence).toBe(2);
      expect(fired("fore").zoneDefence).toBe(1);
      const after = (await m.card.actionSection(message))!;
      expect(after).toContain("EOTE.StarshipAction.Apply.Applied");
      expect(after).toContain('data-action="eoteActionUndo"');
      expect(after).not.toContain('data-action="eoteActionApply"');

      await m.card.runActionButton(message, "eoteActionApply", "fore"); // a stale second click
      expect(noticeKeys()).toEqual(["EOTE.StarshipAction.Apply.Already"]);
      expect(s.ship.effects.size).toBe(1);

      s.ship.system.systemStrain.value = 6; // strained since by something else
      await m.card.runActionButton(message, "eoteActionUndo");
      expect(s.ship.system.systemStrain.value).toBe(5);
      expect(s.ship.effects.size).toBe(0);
      expect(zoneDefence(s.ship)).toMatchObject({ fore: 1, aft: 1 });
      expect(s.ship.getFlag("eote", "starshipActionLog")).toEqual({});
    });

    it("gain the advantage: an effect on the vehicle naming the targeted vehicle; its attacks at it ignore its Evasive Action", async () => {
      const s = scene();
      const token = placeToken(s.enemy, { name: "Bandit" });
      g.game.user.targets = targeting(token);
      const message = await rolled(s, "pilot", "gainAdvantage", 2);
      expect(requests.at(-1)!.flags).toMatchObject({ starshipAction: { targetUuid: token.actor.uuid } });
      const user = g.game.user;
      asUser(users.gm);
      await token.actor.createEmbeddedDocuments("ActiveEffect", [{
        name: "Evasive Action", flags: { eote: { maneuver: "evasiveAction", expires: true } },
        duration: { combat: "combat0000000001", startRound: 2, startTurn: 0, rounds: 1 },
      }]);
      asUser(user);
      const upgrades = () => m.maneuverEffects.maneuverAttackUpgrades(s.ship, token.actor);
      expect(upgrades().difficulty).toBe(1);
      await m.card.runActionButton(message, "eoteActionApply");
      const effect = effectSources(s.ship)[0]!;
      expect(effect.flags.eote.starshipAction).toEqual({ id: "gainAdvantage", targetUuid: token.actor.uuid });
      expect(effect.duration.rounds).toBe(1);
      expect(upgrades()).toMatchObject({ difficulty: 0, notes: [{ key: "EOTE.StarshipAction.gainAdvantage.Ignores" }] });
      await m.card.runActionButton(message, "eoteActionUndo");
      expect(s.ship.effects.size).toBe(0);
      expect(upgrades().difficulty).toBe(1);
    });

    it("nothing to apply on a failure; a card asks for a target it was not given", async () => {
      const s = scene();
      const failed = await rolled(s, "engineer", "boostShields", 0, 3);
      expect(await m.card.actionSection(failed)).not.toContain("eoteActionApply");
      await m.card.runActionButton(failed, "eoteActionApply", "fore");
      expect(noticeKeys()).toEqual(["EOTE.StarshipAction.Apply.Nothing"]);
      const untargeted = await rolled(s, "sensors", "sliceSystems", 2);
      expect(await m.card.actionSection(untargeted)).toContain("EOTE.StarshipAction.Apply.NoTargetHint");
      await m.card.runActionButton(untargeted, "eoteActionApply", "fore");
      expect(noticeKeys().at(-1)).toBe("EOTE.StarshipAction.Apply.NoTarget");
      expect(s.ship.effects.size + s.ship.system.systemStrain.value).toBe(3);
    });
  });
}

describe("slice enemy's systems on a GM's vehicle", () => {
  it("the GM applies -1 defence in the target's zone and, on two advantage, 1 system strain; Undo exact", async () => {
    const s = scene();
    const token = placeToken(s.enemy, { name: "Bandit", linked: true });
    g.game.user.targets = targeting(token);
    const message = await rolled(s, "sensors", "sliceSystems", 1, 2);
    expect(requests.at(-1)!.notes).toContain('EOTE.StarshipAction.Target {"speed":"4","target":"Bandit"}');
    await m.card.runActionButton(message, "eoteActionApply", "fore");
    expect(s.enemy.system.systemStrain.value).toBe(1);
    expect(zoneDefence(s.enemy)).toMatchObject({ fore: 0, aft: 1 });
    expect(s.ship.effects.size).toBe(0);
    await m.card.runActionButton(message, "eoteActionUndo");
    expect(s.enemy.system.systemStrain.value).toBe(0);
    expect(zoneDefence(s.enemy)).toMatchObject({ fore: 1 });
  });

  it("a player who owns the slicer but not the target sees no Apply and is refused; nothing changes", async () => {
    const s = scene();
    const token = placeToken(s.enemy, { name: "Bandit", linked: true });
    asUser(users.player);
    g.game.user.targets = targeting(token);
    const message = await rolled(s, "sensors", "sliceSystems", 1, 2);
    expect(await m.card.actionSection(message)).not.toContain("eoteActionApply");
    await m.card.runActionButton(message, "eoteActionApply", "fore");
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NotAllowed"]);
    expect(s.enemy.system.systemStrain.value).toBe(0);
    expect(s.enemy.effects.size).toBe(0);
  });

  it("a player's card for a vehicle the player does not own does not act, even for the GM", async () => {
    const s = scene();
    await m.crew.seatCrewMember(s.ship, "engineer", s.kira);
    await m.actions.starshipActionCheck(s.ship, "boostShields");
    // Forged: the player's card names the GM's interceptor as the acting vehicle.
    const forged = { ...requests.at(-1)!.flags, starshipAction: { id: "boostShields", vehicleUuid: s.enemy.uuid } };
    const message = messageOf({ ...requests.at(-1)!, flags: forged }, "msgForged0000001", 2, 0, users.player);
    expect(await m.card.actionSection(message)).toContain("eote-card__refused");
    await m.card.runActionButton(message, "eoteActionApply", "fore");
    expect(s.enemy.effects.size).toBe(0);
    expect(s.enemy.system.systemStrain.value).toBe(0);
    expect(notices).toHaveLength(1);
  });
});
