// What the vehicle spending rows' markers do afterwards, over the v13 doubles, as the GM and as the
// player who owns the ship (seed 002 SUCCESSFUL ATTACK EFFECTS – VEHICLE COMBAT): a vessel whose own
// shot's threat made it easier to hit meets the next attack at one difficulty die fewer, with a note; a
// free maneuver (or free pilot-only maneuver) bought with advantage lets the next starship maneuver go
// uncounted and free of strain, and is used up by it.
import { describe, expect, it } from "vitest";
import { attackFlag, attackMessage } from "../../doubles/attack.ts";
import { character, vehicle } from "../../fixtures/actors.ts";
import { blaster } from "../../fixtures/items.ts";
import { asUser, FakeActor, notice, notices, OWNERSHIP, register, users } from "../../doubles/index.ts";
import { requests } from "../../doubles/dice-dialog.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";
import { outOfCombat, PLAYER } from "./scene.ts";

/** The combat this file sets, as the doubles read it. */
const g = globalThis as unknown as { game: { combat: unknown } };

const shell = shellSuite({
  keys: true,
  seed: 9,
  modules: { spend: load.attackSpend, combat: load.attackActions, crew: load.crewActions, maneuvers: load.crewManeuvers },
  each: outOfCombat,
});

let ids = 0;
const nextId = (p: string) => `${p}${(++ids).toString().padStart(16 - p.length, "0")}`;

function weaponItem() {
  return { _id: nextId("cannon"), name: "Laser cannon", type: "weapon",
    system: blaster({ skill: "gunnery", damage: 6, crit: 3, range: "short", qualities: [], firingArcs: ["fore"] }) };
}

/** The player's ship (Kira at the gun and the helm) and a GM's interceptor, both armed. */
async function ships(silhouette = 3) {
  const sys = vehicle(silhouette);
  sys.speed = { value: 1, max: 4 };
  const ship = register(new FakeActor("Wayward Star", "vehicle", sys, { items: [weaponItem()], ownership: PLAYER }));
  const enemy = register(new FakeActor("Interceptor", "vehicle", vehicle(3), { items: [weaponItem()], ownership: { default: OWNERSHIP.NONE } }));
  const kiraSys = character();
  kiraSys.skills.gunnery = { rank: 2, career: true };
  kiraSys.skills.pilotingSpace = { rank: 2, career: true };
  const kira = register(new FakeActor("Kira", "character", kiraSys, { ownership: PLAYER }));
  await shell.crew.seatCrewMember(ship, "gunner", kira, ship.items.contents[0]!.id);
  await shell.crew.seatCrewMember(ship, "pilot", kira);
  return { ship, enemy, kira };
}

/** `by`'s shot at `at` with these net results, and the row `option` bought for `subject` by whoever is at the keyboard. */
async function bought(by: FakeActor, at: FakeActor, netAdvantage: number, option: string, subject: FakeActor) {
  const flag = attackFlag({ attacker: by, weapon: by.items.contents[0]! }, [at], { scale: "vehicle", brawn: 0, targetSilhouette: 3 });
  const message = attackMessage(nextId("msgMark"), flag, { netSuccess: 1, netAdvantage });
  await shell.spend.runSpendAction(message, { action: "eoteSpend", spend: "1", option, subjectUuid: subject.uuid });
  return message;
}

const fire = (s: Awaited<ReturnType<typeof ships>>) =>
  shell.combat.attackWith(s.ship, s.ship.items.contents[0]!, { prompt: false, targets: [s.enemy], choices: { vehicleBand: "short", targetSide: "fore", targetZone: "fore" } });

for (const who of ["gm", "player"] as const) {
  describe(`as the ${who}`, () => {
    it("a vessel its own shot's threat made easier to hit: the next attack at it has one difficulty die fewer, with a note", async () => {
      const s = await ships();
      // The interceptor's shot at the ship rolled 3 threat; the GM spends it on the interceptor.
      const message = await bought(s.enemy, s.ship, -3, "easierToHit", s.enemy);
      expect(notices).toEqual([]);
      asUser(users[who]);
      await fire(s);
      // Silhouette 3 against 3: Average, one die fewer.
      expect(requests.at(-1)!.pool).toMatchObject({ difficulty: 1 });
      expect(requests.at(-1)!.notes).toContain('EOTE.Combat.Note.EasierToHit {"modifier":"1"}');
      // The card's Undo takes the marker back: the next shot is Average again.
      asUser(users.gm);
      const entry = shell.spend.spendLogOf(s.enemy, message.id ?? "")!.entries[0]!;
      await shell.spend.runSpendAction(message, { action: "eoteUndoSpend", spend: "1", spendId: entry.id });
      asUser(users[who]);
      await fire(s);
      expect(requests.at(-1)!.pool).toMatchObject({ difficulty: 2 });
      expect(requests.at(-1)!.notes).not.toContain('EOTE.Combat.Note.EasierToHit {"modifier":"1"}');
    });

    it("a free pilot-only maneuver: a silhouette 5 ship's second maneuver of the round goes uncounted, the marker used up", async () => {
      g.game.combat = { id: "combatMarkers001", round: 1, turn: 0 };
      const s = await ships(5);
      asUser(users[who]);
      await bought(s.ship, s.enemy, 3, "freePilotManeuver", s.ship);
      expect(s.ship.effects.contents).toHaveLength(1);
      const strain = s.kira.system.strain.value;
      await shell.maneuvers.pilotManeuver(s.ship, "accelerate");
      await shell.maneuvers.pilotManeuver(s.ship, "accelerate");
      expect(s.ship.system.speed.value).toBe(3);
      expect(s.kira.system.strain.value).toBe(strain);
      expect(s.ship.effects.contents).toHaveLength(0);
      expect(notices).toContainEqual(notice("EOTE.Maneuver.FreeUsed", { vehicle: "Wayward Star" }));
      // Used up: the round's one maneuver is taken, a third is refused.
      await shell.maneuvers.pilotManeuver(s.ship, "accelerate");
      expect(s.ship.system.speed.value).toBe(3);
      expect(notices.at(-1)).toEqual(notice("EOTE.Maneuver.Refused.largeShipLimit", { vehicle: "Wayward Star" }));
    });

    it("a free maneuver: a second maneuver of the round costs the ship no system strain and is not counted", async () => {
      g.game.combat = { id: "combatMarkers002", round: 2, turn: 0 };
      const s = await ships(3);
      asUser(users[who]);
      await bought(s.ship, s.enemy, 2, "freeManeuver", s.ship);
      const strain = s.kira.system.strain.value;
      const shipStrain = s.ship.system.systemStrain.value;
      await shell.maneuvers.pilotManeuver(s.ship, "accelerate");
      await shell.maneuvers.pilotManeuver(s.ship, "accelerate");
      expect(s.ship.system.systemStrain.value).toBe(shipStrain);
      expect(s.ship.effects.contents).toHaveLength(0);
      // The round's second counted maneuver costs the ship 2 system strain as before (never the pilot's strain).
      await shell.maneuvers.pilotManeuver(s.ship, "accelerate");
      expect(s.ship.system.speed.value).toBe(4);
      expect(s.ship.system.systemStrain.value).toBe(shipStrain + 2);
      expect(s.kira.system.strain.value).toBe(strain);
    });
  });
}
