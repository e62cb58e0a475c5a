// Evasive Action and Stay on Target read by the attacks they name, over the v13 doubles (seed 002
// STARSHIP MANEUVERS, the published rule where the seed is garbled), as the GM and as the player who owns
// the ship: a gunner firing from an evasive ship has the difficulty upgraded, a shot at an evasive ship
// (or at someone crewing one) too, Stay on Target upgrades the ability of every combat check from the ship
// and of every shot at it; each with a
// note naming the maneuver. Disabled effects and effects whose rounds have run out count nothing.
import { beforeEach, describe, expect, it } from "vitest";
import { world } from "../features/crew/world.ts";
import { shellSuite } from "../doubles/suite.ts";
import { load } from "../fixtures/modules.ts";
import { character, vehicle } from "../fixtures/actors.ts";
import { blaster } from "../fixtures/items.ts";
import { asUser, FakeActor, notice, notices, OWNERSHIP, register, users } from "../doubles/index.ts";
import { CombatDouble, installCombat } from "../doubles/combat.ts";
import { requests } from "../doubles/dice-dialog.ts";

let combat: CombatDouble;
const g = world;

const m = shellSuite({
  keys: true,
  seed: 11,
  modules: { attack: load.attackActions, crew: load.crewActions, maneuvers: load.crewManeuvers, effects: load.foundryVesselEffects },
  each: () => {
    ({ combat } = installCombat());
    combat.round = 1;
    combat.turn = 0;
    g.game.actors = { contents: [] };
  },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
const GM_ONLY = { default: OWNERSHIP.NONE };

/** The crew's ship at speed 3 (Kira at the cannon, Jax piloting) and an enemy ship of the same size. */
async function scene() {
  const shipSys = vehicle(3);
  shipSys.speed = { value: 3, max: 4 };
  const cannon = { _id: "cannon0000000001", name: "Laser cannon", type: "weapon", system: { ...blaster({ skill: "gunnery", damage: 6, crit: 3, range: "short", qualities: [], firingArcs: ["fore"] }) } };
  const ship = register(new FakeActor("Wayward Star", "vehicle", shipSys, { items: [cannon], ownership: PLAYER }));
  const kiraSys = character();
  kiraSys.skills.gunnery = { rank: 2, career: true };
  kiraSys.skills.rangedLight = { rank: 2, career: true };
  const kira = register(new FakeActor("Kira", "character", kiraSys, { ownership: PLAYER, items: [{ _id: "blaster000000001", name: "Blaster", type: "weapon", system: { ...blaster({ range: "medium" }) } }] }));
  const jaxSys = character();
  jaxSys.skills.pilotingSpace = { rank: 2, career: true };
  const jax = register(new FakeActor("Jax", "character", jaxSys, { ownership: PLAYER }));
  const enemySys = vehicle(3);
  enemySys.speed = { value: 4, max: 5 };
  enemySys.defence = { fore: 0, aft: 0, port: 0, starboard: 0 };
  const enemy = register(new FakeActor("Interceptor", "vehicle", enemySys, { ownership: GM_ONLY }));
  await m.crew.seatCrewMember(ship, "gunner", kira, "cannon0000000001");
  await m.crew.seatCrewMember(ship, "pilot", jax);
  g.game.actors.contents.push(ship, enemy);
  return { ship, kira, jax, enemy, cannon: ship.items.contents[0]! };
}

const fire = (s: Awaited<ReturnType<typeof scene>>) =>
  m.attack.attackWith(s.ship, s.cannon, { prompt: false, targets: [s.enemy], choices: { vehicleBand: "short", targetSide: "fore", targetZone: "fore" } });

/** An effect maneuver on `actor` as the pilot's button makes it (or disabled, or started in another round). */
async function effectOn(actor: FakeActor, maneuver: string, extra: Record<string, unknown> = {}) {
  // Set up by the GM (the enemy ship is the GM's); the test's user is put back after.
  const user = g.game.user;
  asUser(users.gm);
  await actor.createEmbeddedDocuments("ActiveEffect", [{
    name: maneuver, flags: { eote: { maneuver, expires: true } },
    duration: { combat: combat.id, startRound: combat.round, startTurn: 0, rounds: 1 }, ...extra,
  }]);
  asUser(user);
}

// Agility 3, Gunnery 2: two proficiency, one ability; silhouette 3 against 3: Average.
const BASE = { proficiency: 2, ability: 1, difficulty: 2, challenge: 0 };

for (const who of ["gm", "player"] as const) {
  describe(`as the ${who}`, () => {
    beforeEach(() => asUser(users[who]));

    it("a gunner firing from an evasive ship: difficulty upgraded once, with a note", async () => {
      const s = await scene();
      await m.maneuvers.pilotManeuver(s.ship, "evasiveAction");
      await fire(s);
      for (const n of notices) expect(n).toEqual(notice("EOTE.Maneuver.Taken", { maneuver: "EOTE.Maneuver.evasiveAction.Name" }));
      const request = requests.at(-1)!;
      expect(request.pool).toMatchObject({ ...BASE, difficulty: 1, challenge: 1 });
      expect(request.notes).toContain('EOTE.Maneuver.Note.OwnDifficulty {"maneuver":"EOTE.Maneuver.evasiveAction.Name","vessel":"Wayward Star"}');
    });

    it("a shot at an evasive ship: difficulty upgraded once; both evasive: twice", async () => {
      const s = await scene();
      await effectOn(s.enemy, "evasiveAction");
      await fire(s);
      expect(requests.at(-1)!.pool).toMatchObject({ ...BASE, difficulty: 1, challenge: 1 });
      expect(requests.at(-1)!.notes).toContain('EOTE.Maneuver.Note.TargetDifficulty {"maneuver":"EOTE.Maneuver.evasiveAction.Name","vessel":"Interceptor"}');
      await m.maneuvers.pilotManeuver(s.ship, "evasiveAction");
      await fire(s);
      expect(requests.at(-1)!.pool).toMatchObject({ ...BASE, difficulty: 0, challenge: 2 });
    });

    it("stay on target: the ship's Gunnery upgraded in ability", async () => {
      const s = await scene();
      await m.maneuvers.pilotManeuver(s.ship, "stayOnTarget");
      await fire(s);
      const request = requests.at(-1)!;
      expect(request.pool).toMatchObject({ ...BASE, proficiency: 3, ability: 0 });
      expect(request.notes).toContain('EOTE.Maneuver.Note.OwnAbility {"maneuver":"EOTE.Maneuver.stayOnTarget.Name","vessel":"Wayward Star"}');
    });
  });
}

describe("whose maneuvers count", () => {
  it("a personal shot at someone crewing an evasive ship is upgraded; at someone on no ship, not", async () => {
    const s = await scene();
    const vexSys = character();
    const vex = register(new FakeActor("Vex", "character", vexSys, { ownership: GM_ONLY }));
    const blasterItem = s.kira.items.contents[0]!;
    const shoot = () => m.attack.attackWith(s.kira, blasterItem, { prompt: false, targets: [vex], choices: { rangeBand: "medium" } });
    await shoot();
    const plain = requests.at(-1)!.pool;
    await m.crew.seatCrewMember(s.enemy, "pilot", vex);
    await effectOn(s.enemy, "evasiveAction");
    await shoot();
    const upgraded = requests.at(-1)!.pool;
    expect(upgraded.challenge).toBe(plain.challenge + 1);
    expect(upgraded.difficulty).toBe(plain.difficulty - 1);
  });

  it("Stay on Target upgrades a shot at the ship too, and every combat check from it (published core rule)", async () => {
    const s = await scene();
    // The player's gunner fires at the GM's ship flying Stay on Target: ability upgraded once, with a note.
    await effectOn(s.enemy, "stayOnTarget");
    asUser(users.player);
    await fire(s);
    expect(requests.at(-1)!.pool).toMatchObject({ ...BASE, proficiency: 3, ability: 0 });
    expect(requests.at(-1)!.notes).toContain('EOTE.Maneuver.Note.TargetAbility {"maneuver":"EOTE.Maneuver.stayOnTarget.Name","vessel":"Interceptor"}');
    // The player's crew member firing a personal weapon from the ship on Stay on Target: upgraded as well.
    asUser(users.gm);
    const vex = register(new FakeActor("Vex", "character", character(), { ownership: GM_ONLY }));
    const shoot = () => m.attack.attackWith(s.kira, s.kira.items.contents[0]!, { prompt: false, targets: [vex], choices: { rangeBand: "medium" } });
    asUser(users.player);
    await shoot();
    const plain = requests.at(-1)!.pool;
    await m.maneuvers.pilotManeuver(s.ship, "stayOnTarget");
    await shoot();
    expect(requests.at(-1)!.pool).toMatchObject({ proficiency: plain.proficiency + 1, ability: plain.ability - 1 });
    expect(requests.at(-1)!.notes).toContain('EOTE.Maneuver.Note.OwnAbility {"maneuver":"EOTE.Maneuver.stayOnTarget.Name","vessel":"Wayward Star"}');
  });

  it("a disabled effect, or one whose rounds have run out, counts nothing", async () => {
    const s = await scene();
    await effectOn(s.ship, "evasiveAction", { disabled: true });
    await fire(s);
    expect(requests.at(-1)!.pool).toMatchObject(BASE);
    await effectOn(s.enemy, "evasiveAction");
    combat.round = 2; // One round on: over, though the GM's expiry has not deleted it yet.
    await fire(s);
    expect(requests.at(-1)!.pool).toMatchObject(BASE);
    combat.round = 1;
    await fire(s);
    expect(requests.at(-1)!.pool).toMatchObject({ ...BASE, difficulty: 1, challenge: 1 });
  });
});

// Whose ship's effect maneuvers count for a crew member's combat check, over the v13 doubles, as the GM
// and as a player: a vehicle's owner may seat anyone, so a player seating the GM's nemesis on their
// evasive ship must not change the nemesis's attacks nor the attacks at it; a seat counts only where the
// vehicle and the crew member share an owner (or both are the GM's alone).

/** The player's evasive freighter, the GM's evasive cruiser; Kira (the player's) and Vex (the GM's nemesis). */
async function trustScene() {
  const ship = register(new FakeActor("Wayfarer", "vehicle", vehicle(3), { ownership: PLAYER }));
  const cruiser = register(new FakeActor("Dread", "vehicle", vehicle(4), { ownership: GM_ONLY }));
  // Set up by the GM; each test then puts its own user at the keyboard.
  const user = g.game.user;
  asUser(users.gm);
  for (const v of [ship, cruiser]) await v.createEmbeddedDocuments("ActiveEffect", [{ name: "Evasive Action", flags: { eote: { maneuver: "evasiveAction" } } }]);
  const kira = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER }));
  const vex = register(new FakeActor("Vex", "nemesis", character(), { ownership: GM_ONLY }));
  g.game.actors.contents.push(ship, cruiser);
  asUser(user);
  return { ship, cruiser, kira, vex };
}

const upgrades = (from: FakeActor, at: FakeActor) => m.effects.maneuverAttackUpgrades(from, at);

describe("whose ship's effect maneuvers count for a crew member's check", () => {
  for (const who of ["gm", "player"] as const) {
    describe(`as the ${who}`, () => {
      beforeEach(() => asUser(users[who]));

      it("the GM's nemesis seated on the player's evasive ship: neither its attacks nor those at it change", async () => {
        const { ship, kira, vex } = await trustScene();
        expect(ship.effects.size).toBe(1);
        asUser(users.player);
        await m.crew.seatCrewMember(ship, "pilot", vex);
        asUser(users[who]);
        expect(ship.system.stations.pilot).toBe(vex.uuid);
        expect(upgrades(vex, kira)).toMatchObject({ difficulty: 0, ability: 0, notes: [] });
        expect(upgrades(kira, vex)).toMatchObject({ difficulty: 0, ability: 0, notes: [] });
      });

      it("crew sharing the ship's owner count: the player's character on the player's ship, the GM's on the GM's", async () => {
        const { ship, cruiser, kira, vex } = await trustScene();
        asUser(users.gm);
        await ship.update({ "system.stations.pilot": kira.uuid });
        await cruiser.update({ "system.stations.pilot": vex.uuid });
        asUser(users[who]);
        // Kira fires from an evasive ship at Vex on an evasive ship: upgraded twice.
        expect(upgrades(kira, vex).difficulty).toBe(2);
        // The GM seating the player's character on the GM's ship does not make it hers.
        asUser(users.gm);
        await cruiser.update({ "system.stations.copilot": kira.uuid, "system.stations.pilot": "" });
        await ship.update({ "system.stations.pilot": "" });
        asUser(users[who]);
        expect(upgrades(kira, kira).difficulty).toBe(0);
      });
    });
  }
});
