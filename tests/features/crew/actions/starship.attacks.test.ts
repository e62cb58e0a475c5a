// Spoof Missiles and Fire Discipline from the starship action card (seed 002 STARSHIP ACTIONS; Spoof Missiles as +1
// defence against Guided weapons, seed 002 GUIDED "Spoofing", published rule): an effect on the spoofing
// vehicle; attacks by Guided weapons at it add a setback die (two on two advantage), noted with the
// action's name; other weapons are not touched; Undo takes it away. The GM spoofs with the Interceptor;
// the GM and the player fire at it.
import { describe, expect, it } from "vitest";
import { messageLike } from "../../../doubles/chat.ts";
import { effectSources, world } from "../world.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";
import { character, vehicle } from "../../../fixtures/actors.ts";
import { blaster } from "../../../fixtures/items.ts";
import { asUser, FakeActor, notices, OWNERSHIP, register, users, targeting } from "../../../doubles/index.ts";
import { installCombat } from "../../../doubles/combat.ts";
import { requests } from "../../../doubles/dice-dialog.ts";

const g = world;

const m = shellSuite({
  keys: true,
  seed: 41,
  modules: { attack: load.attackActions, actions: load.crewActionsStarship, card: load.crewCard, crew: load.crewActions },
  each: () => {
    const { combat } = installCombat();
    combat.round = 1;
    combat.turn = 0;
    g.game.actors = { contents: [] };
    g.game.user.targets = targeting();
  },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
const GM_ONLY = { default: OWNERSHIP.NONE };
const weapon = (id: string, name: string, guided: boolean) => ({
  _id: id, name, type: "weapon",
  system: { ...blaster({ skill: "gunnery", damage: 6, crit: 3, range: "short", qualities: guided ? [{ key: "guided", rating: 3 }] : [], firingArcs: ["fore"] }) },
});

async function scene() {
  const ship = register(new FakeActor("Wayward Star", "vehicle", vehicle(3), { items: [weapon("torpedo000000001", "Proton torpedoes", true), weapon("cannon0000000001", "Laser cannon", false)], ownership: PLAYER }));
  const kiraSys = character();
  kiraSys.skills.gunnery = { rank: 2, career: true };
  const kira = register(new FakeActor("Kira", "character", kiraSys, { ownership: PLAYER }));
  const enemySys = vehicle(3);
  enemySys.defence = { fore: 0, aft: 0, port: 0, starboard: 0 };
  const enemy = register(new FakeActor("Interceptor", "vehicle", enemySys, { ownership: GM_ONLY }));
  const techSys = character();
  techSys.skills.computers = { rank: 2, career: true };
  const tech = register(new FakeActor("Imperial Tech", "character", techSys, { ownership: GM_ONLY }));
  await m.crew.seatCrewMember(ship, "gunner", kira, "torpedo000000001");
  await m.crew.seatCrewMember(ship, "gunner", kira, "cannon0000000001");
  await m.crew.seatCrewMember(enemy, "sensors", tech);
  g.game.actors.contents.push(ship, enemy);
  return { ship, kira, enemy };
}

/** The GM's tech spoofs for the Interceptor and the GM applies the card. */
async function spoof(s: Awaited<ReturnType<typeof scene>>, netAdvantage: number) {
  asUser(users.gm);
  await m.actions.starshipActionCheck(s.enemy, "spoofMissiles");
  const outcome = { netSuccess: 1, netAdvantage, triumph: 0, despair: 0, succeeded: true };
  const message = messageLike({ id: "msgSpoof00000001", author: users.gm, flags: { eote: { check: requests.at(-1)!.flags } }, rolls: [{ outcome, actionableOutcome: outcome }], isContentVisible: true });
  await m.card.runActionButton(message, "eoteActionApply");
  return message;
}

const fire = (s: Awaited<ReturnType<typeof scene>>, itemId: string) =>
  m.attack.attackWith(s.ship, s.ship.items.get(itemId)!, { prompt: false, targets: [s.enemy], choices: { vehicleBand: "short", targetSide: "fore", targetZone: "fore" } });

for (const who of ["gm", "player"] as const) {
  describe(`${who} firing`, () => {
    it("a Guided weapon at the spoofing vehicle: +1 defence (a setback die), +2 on two advantage, noted; an unguided one unchanged; Undo removes it", async () => {
      const s = await scene();
      asUser(users[who]);
      await fire(s, "torpedo000000001");
      const base = { ...requests.at(-1)!.pool };
      const message = await spoof(s, 2);
      expect(notices).toEqual([]);
      expect(effectSources(s.enemy)[0]!.flags.eote.starshipAction).toEqual({ id: "spoofMissiles", dice: 2 });
      asUser(users[who]);
      await fire(s, "torpedo000000001");
      expect(requests.at(-1)!.pool).toMatchObject({ difficulty: base.difficulty, setback: base.setback + 2 });
      expect(requests.at(-1)!.notes).toContain('EOTE.StarshipAction.spoofMissiles.Note {"action":"EOTE.StarshipAction.spoofMissiles.Name","count":"2","vessel":"Interceptor"}');
      await fire(s, "cannon0000000001");
      expect(requests.at(-1)!.pool).toMatchObject({ difficulty: base.difficulty, setback: base.setback });
      asUser(users.gm);
      await m.card.runActionButton(message, "eoteActionUndo");
      asUser(users[who]);
      await fire(s, "torpedo000000001");
      expect(requests.at(-1)!.pool).toMatchObject({ difficulty: base.difficulty, setback: base.setback });
    });
  });
}

it("one advantage: one setback die; a zone already at 4 defence gains nothing (the defence cap)", async () => {
  const s = await scene();
  await fire(s, "torpedo000000001");
  const base = requests.at(-1)!.pool.setback;
  await spoof(s, 1);
  await fire(s, "torpedo000000001");
  expect(requests.at(-1)!.pool.setback).toBe(base + 1);
  await s.enemy.update({ "system.defence.fore": 4 });
  await fire(s, "torpedo000000001");
  const capped = requests.at(-1)!;
  expect(capped.notes!.some((n) => n.startsWith("Spoof Missiles"))).toBe(false);
});

// Fire Discipline: the commander's card puts a boost die on the vehicle for the next crew member firing
// (used up by that shot); on two successes for every crew member firing to the end of the next round.
async function discipline(s: Awaited<ReturnType<typeof scene>>, netSuccess: number) {
  const cmdSys = character();
  cmdSys.skills.leadership = { rank: 2, career: true };
  const cmd = register(new FakeActor("Tekka", "character", cmdSys, { ownership: PLAYER }));
  await m.crew.seatCrewMember(s.ship, "commander", cmd);
  await m.actions.starshipActionCheck(s.ship, "fireDiscipline");
  const outcome = { netSuccess, netAdvantage: 0, triumph: 0, despair: 0, succeeded: true };
  const message = messageLike({ id: "msgDiscipline001", author: g.game.user, flags: { eote: { check: requests.at(-1)!.flags } }, rolls: [{ outcome, actionableOutcome: outcome }], isContentVisible: true });
  await m.card.runActionButton(message, "eoteActionApply");
  return message;
}

const boosts = () => (requests.at(-1)!.modifiers ?? []).filter((m) => m.die === "boost");

for (const who of ["gm", "player"] as const) {
  describe(`fire discipline as the ${who}`, () => {
    it("one success: a boost die on the next crew member's shot, named after the action, used up by it; Undo exact", async () => {
      const s = await scene();
      asUser(users[who]);
      const message = await discipline(s, 1);
      expect(notices).toEqual([]);
      await fire(s, "cannon0000000001");
      expect(boosts()).toMatchObject([{ source: "EOTE.StarshipAction.fireDiscipline.Name", count: 1 }]);
      await requests.at(-1)!.onRolled!();
      expect(s.ship.effects.size).toBe(0);
      await fire(s, "cannon0000000001");
      expect(boosts()).toEqual([]);
      await m.card.runActionButton(message, "eoteActionUndo");
      expect(s.ship.getFlag("eote", "starshipActionLog")).toEqual({});
    });

    it("two successes: every crew member's shot gets the boost until the effect ends; Undo removes it", async () => {
      const s = await scene();
      asUser(users[who]);
      const message = await discipline(s, 2);
      await fire(s, "cannon0000000001");
      expect(requests.at(-1)!.onRolled).toBeUndefined();
      await fire(s, "torpedo000000001");
      expect(boosts()).toMatchObject([{ source: "EOTE.StarshipAction.fireDiscipline.Name", count: 1 }]);
      await m.card.runActionButton(message, "eoteActionUndo");
      expect(s.ship.effects.size).toBe(0);
      await fire(s, "cannon0000000001");
      expect(boosts()).toEqual([]);
    });
  });
}
