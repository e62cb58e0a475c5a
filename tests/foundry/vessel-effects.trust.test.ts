// Whose ship's effect maneuvers count for a crew member's combat check, over the v13 doubles, as the GM
// and as a player: a vehicle's owner may seat anyone, so a player seating the GM's nemesis on their
// evasive ship must not change the nemesis's attacks nor the attacks at it; a seat counts only where the
// vehicle and the crew member share an owner (or both are the GM's alone).
import { beforeEach, describe, expect, it } from "vitest";
import { world } from "../features/crew/world.ts";
import { shellSuite } from "../doubles/suite.ts";
import { character, vehicle } from "../fixtures/actors.ts";
import { asUser, FakeActor, OWNERSHIP, register, users } from "../doubles/index.ts";
import { installCombat } from "../doubles/combat.ts";

const g = world;

const m = shellSuite({
  seed: 43,
  modules: {
    effects: () => import("../../module/foundry/vessel-effects.ts"),
    crew: () => import("../../module/features/crew/actions.ts"),
  },
  each: () => {
    const { combat } = installCombat();
    combat.round = 1;
    combat.turn = 0;
    g.game.actors = { contents: [] };
  },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
const GM_ONLY = { default: OWNERSHIP.NONE };

/** The player's evasive freighter, the GM's evasive cruiser; Kira (the player's) and Vex (the GM's nemesis). */
async function scene() {
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

for (const who of ["gm", "player"] as const) {
  describe(`as the ${who}`, () => {
    beforeEach(() => asUser(users[who]));

    it("the GM's nemesis seated on the player's evasive ship: neither its attacks nor those at it change", async () => {
      const { ship, kira, vex } = await scene();
      expect(ship.effects.size).toBe(1);
      asUser(users.player);
      await m.crew.seatCrewMember(ship, "pilot", vex);
      asUser(users[who]);
      expect(ship.system.stations.pilot).toBe(vex.uuid);
      expect(upgrades(vex, kira)).toMatchObject({ difficulty: 0, ability: 0, notes: [] });
      expect(upgrades(kira, vex)).toMatchObject({ difficulty: 0, ability: 0, notes: [] });
    });

    it("crew sharing the ship's owner count: the player's character on the player's ship, the GM's on the GM's", async () => {
      const { ship, cruiser, kira, vex } = await scene();
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
