// Vehicle critical hits that act beyond the vehicle, over the v13 doubles (seed 002 VEHICLE CRITICAL HITS):
// Jostled and Tailspin reach the crew aboard when the attack card applies the hit, and the card's Undo
// takes back exactly that from each; Knocked Off Course refuses maneuvers and offers the pilot's control
// check at the speed; Fire! offers Cool or Vigilance at Average; as the GM and as the player who owns the ship.
import { beforeEach, describe, expect, it } from "vitest";
import { attackFlag, attackMessage } from "../../../doubles/attack.ts";
import { character, nemesis, vehicle } from "../../../fixtures/actors.ts";
import { blaster, criticalHit } from "../../../fixtures/items.ts";
import { asUser, FakeActor, itemOfType, notice, noticeKeys, notices, OWNERSHIP, register, users } from "../../../doubles/index.ts";
import { requests } from "../../../doubles/dice-dialog.ts";
import { VEHICLE_CRIT_RANGES } from "../../../../module/rules/vehicles/critical-hits.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";

const shell = shellSuite({
  keys: true,
  seed: 29,
  modules: { card: load.attackCard, crew: load.crewActions, checks: load.criticalVehicleChecks, maneuvers: load.crewOperable },
  each: () => { users.player.character = null; }, // the player has no assigned character
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
let ids = 0;

/** The player's ship with Kira (the player's) as pilot, shot at by an interceptor; `d100` is the critical's die. */
async function shot(d100: number, opts: { speed?: number } = {}) {
  const cannon = { _id: `cannon${(++ids).toString().padStart(10, "0")}`, name: "Laser cannon", type: "weapon",
    system: blaster({ skill: "gunnery", damage: 6, crit: 3, range: "short", firingArcs: ["fore"] }) };
  const enemy = register(new FakeActor("Interceptor", "vehicle", vehicle(3), { items: [cannon], ownership: { default: OWNERSHIP.NONE } }));
  const data = { ...vehicle(3), defence: { fore: 1, aft: 1, port: 0, starboard: 0 }, speed: { value: opts.speed ?? 2, max: 4 } };
  const ship = register(new FakeActor("Wayward Star", "vehicle", data, { ownership: PLAYER }));
  const kiraSys = character();
  kiraSys.strain = { value: 2, threshold: 12 };
  kiraSys.skills.pilotingSpace = { rank: 2, career: true };
  const kira = register(new FakeActor("Kira", "character", kiraSys, { ownership: PLAYER }));
  await shell.crew.seatCrewMember(ship, "pilot", kira);
  const flag = attackFlag({ attacker: enemy, weapon: enemy.items.contents[0]! }, [ship], { scale: "vehicle", brawn: 0, targetSilhouette: 3 });
  const message = attackMessage(`msgVehActs${(++ids).toString().padStart(6, "0")}`, flag, { netSuccess: 1, netAdvantage: 3 });
  shell.config.Dice.randomUniform = () => 1 - d100 / 100 + 0.001;
  return { ship, kira, message };
}

const strainOf = (a: { system: { strain: { value: number } } }) => a.system.strain.value;
const statusEffects = (a: FakeActor, status: string) => a.effects.contents.filter((e) => (e.toObject().statuses ?? []).includes(status));

async function applyHit(s: { ship: FakeActor; message: ChatMessage.Implementation }) {
  await shell.card.runCardAction(s.message, "eoteApplyDamage", s.ship.uuid);
  await shell.card.runCardAction(s.message, "eoteApplyCritical", s.ship.uuid);
}

for (const who of ["gm", "player"] as const) {
  describe(`as the ${who}`, () => {
    beforeEach(() => asUser(users[who]));

    it("Jostled (15): the pilot aboard takes 1 strain and is disoriented for a round; Undo takes back exactly that", async () => {
      const s = await shot(15);
      await applyHit(s);
      expect(notices).toEqual([]);
      expect(itemOfType(s.ship.items.contents[0], "criticalHit").system.key).toBe("jostled");
      expect(strainOf(s.kira)).toBe(3);
      const [effect] = statusEffects(s.kira, "disoriented");
      expect(effect!.toObject().duration!["rounds"]).toBe(1);
      // Kira takes 4 more strain from elsewhere meanwhile; Undo takes off only the hit's 1.
      await s.kira.update({ "system.strain.value": 7 });
      await shell.card.runCardAction(s.message, "eoteUndo", s.ship.uuid);
      expect(strainOf(s.kira)).toBe(6);
      expect(statusEffects(s.kira, "disoriented")).toHaveLength(0);
      expect(s.kira.getFlag("eote", "vehicleHitCrewLog") ?? {}).toEqual({});
      expect(s.ship.getFlag("eote", "vehicleHitCrewLog") ?? {}).toEqual({});
    });

    it("Tailspin (40): the crew immobilised to the end of the next round, no strain; Undo frees them", async () => {
      const s = await shot(40);
      await applyHit(s);
      expect(strainOf(s.kira)).toBe(2);
      expect(statusEffects(s.kira, "immobilized")).toHaveLength(1);
      await shell.card.runCardAction(s.message, "eoteUndo", s.ship.uuid);
      expect(statusEffects(s.kira, "immobilized")).toHaveLength(0);
    });

    it("Knocked Off Course (30): the pilot's maneuvers refused; the control check opens at the speed", async () => {
      const s = await shot(30, { speed: 3 });
      await applyHit(s);
      await shell.maneuvers.operableManeuver(s.ship, "accelerate");
      expect(noticeKeys()).toContain("EOTE.VehicleCrit.Disabled.knockedOffCourse");
      expect(s.ship.system.speed.value).toBe(3);
      await shell.checks.vehicleCritCheck(s.ship, "control");
      expect(requests).toHaveLength(1);
      expect(requests[0]!.actor).toBe(s.kira);
      expect(requests[0]!.skillId).toBe("pilotingSpace");
      expect(requests[0]!.pool.difficulty).toBe(3);
      expect(requests[0]!.flags).toMatchObject({ vehicleCritCheck: "control", crewStation: { station: "pilot" } });
      // Once the hit is taken back, there is nothing to regain: refused, nothing opened.
      await shell.card.runCardAction(s.message, "eoteUndo", s.ship.uuid);
      notices.length = 0;
      await shell.checks.vehicleCritCheck(s.ship, "control");
      expect(requests).toHaveLength(1);
      expect(noticeKeys()).toEqual(["EOTE.VehicleCrit.Act.NotInForce"]);
    });
  });
}

/** Jostled (15) on a ship the player and the other player both own, Ren (the other player's) its copilot. */
async function coOwnedShot() {
  const s = await shot(15);
  const both = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER, [users.other.id]: OWNERSHIP.OWNER };
  await s.ship.update({ ownership: both });
  const ren = register(new FakeActor("Ren", "character", character(), { ownership: { default: OWNERSHIP.NONE, [users.other.id]: OWNERSHIP.OWNER } }));
  await shell.crew.seatCrewMember(s.ship, "copilot", ren);
  return { s, ren };
}

describe("whose crew the hit reaches", () => {
  it("the GM's nemesis seated on the player's ship is not the ship's crew to strain: untouched", async () => {
    const s = await shot(15);
    const boss = register(new FakeActor("Vex", "nemesis", { ...nemesis(), strain: { value: 0, threshold: 14 } }, { ownership: { default: OWNERSHIP.NONE } }));
    await shell.crew.seatCrewMember(s.ship, "gunner", boss, "");
    await shell.crew.seatCrewMember(s.ship, "copilot", boss);
    await applyHit(s);
    expect(boss.system.strain.value).toBe(0);
    expect(statusEffects(boss, "disoriented")).toHaveLength(0);
    expect(strainOf(s.kira)).toBe(3);
  });

  it("a player applying the hit reaches only the crew they may act on; the others are named for the GM", async () => {
    const { s, ren } = await coOwnedShot();
    asUser(users.player);
    await applyHit(s);
    expect(strainOf(s.kira)).toBe(3);
    expect(strainOf(ren)).toBe(0);
    expect(notices).toEqual([notice("EOTE.VehicleCrit.Crew.Skipped", { names: "Ren" })]);
    // The GM's Undo later takes back Kira's, and Ren's record is none.
    asUser(users.gm);
    await shell.card.runCardAction(s.message, "eoteUndo", s.ship.uuid);
    expect(strainOf(s.kira)).toBe(2);
  });

  it("the crew members' names in those notices are their owners' to write: escaped and cut to a name's length", async () => {
    const s = await shot(15);
    const both = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER, [users.other.id]: OWNERSHIP.OWNER };
    await s.ship.update({ ownership: both });
    const name = `<img src=x onerror="alert(1)">${"r".repeat(5000)}`;
    const ren = register(new FakeActor(name, "character", character(), { ownership: { default: OWNERSHIP.NONE, [users.other.id]: OWNERSHIP.OWNER } }));
    await shell.crew.seatCrewMember(s.ship, "copilot", ren);
    await applyHit(s); // the GM reaches Ren
    asUser(users.player);
    await shell.card.runCardAction(s.message, "eoteUndo", s.ship.uuid); // refused: Ren is not the player's
    asUser(users.gm);
    await shell.card.runCardAction(s.message, "eoteUndo", s.ship.uuid);
    asUser(users.player);
    await applyHit(s); // the player reaches Kira only: Ren is named
    const named = notices.filter((n) => n.key === "EOTE.VehicleCrit.Crew.UndoForGm" || n.key === "EOTE.VehicleCrit.Crew.Skipped");
    expect(named.map((n) => n.key)).toEqual(["EOTE.VehicleCrit.Crew.UndoForGm", "EOTE.VehicleCrit.Crew.Skipped"]);
    for (const n of named) {
      expect(n.text).not.toContain("<img");
      expect(n.data["names"]).toContain("&lt;img");
      expect(n.data["names"]!.length).toBeLessThan(400);
    }
  });

  it("a co-owner's Undo of a hit that reached crew not theirs is refused whole, so the GM's Undo can still take back everyone's", async () => {
    const { s, ren } = await coOwnedShot();
    await applyHit(s); // the GM applies: Kira and Ren each take 1 strain
    expect([strainOf(s.kira), strainOf(ren)]).toEqual([3, 1]);
    const hull = s.ship.system.hullTrauma.value;
    asUser(users.player);
    await shell.card.runCardAction(s.message, "eoteUndo", s.ship.uuid);
    expect(notices).toContainEqual(notice("EOTE.VehicleCrit.Crew.UndoForGm", { names: "Ren" }));
    expect([strainOf(s.kira), strainOf(ren), s.ship.system.hullTrauma.value]).toEqual([3, 1, hull]);
    asUser(users.gm);
    await shell.card.runCardAction(s.message, "eoteUndo", s.ship.uuid);
    expect([strainOf(s.kira), strainOf(ren)]).toEqual([2, 0]);
    expect(statusEffects(ren, "disoriented")).toHaveLength(0);
  });
});

describe("Fire! (140)", () => {
  const fire = () => criticalHit({ key: "fire", zone: "", ...VEHICLE_CRIT_RANGES.fire });

  it("the user's own character aboard fights it with Cool or Vigilance at Average", async () => {
    const s = await shot(5);
    await s.ship.createEmbeddedDocuments("Item", [{ name: "Fire!", type: "criticalHit", system: fire() }]);
    users.player.character = s.kira;
    asUser(users.player);
    await shell.checks.vehicleCritCheck(s.ship, "fireVigilance");
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ actor: s.kira, skillId: "vigilance", flags: { vehicleCritCheck: "fire" } });
    expect(requests[0]!.pool.difficulty).toBe(2);
    await shell.checks.vehicleCritCheck(s.ship, "fireCool");
    expect(requests[1]!.skillId).toBe("cool");
  });

  it("refused without a fire, or with no one aboard the user may roll for", async () => {
    const s = await shot(5);
    await shell.checks.vehicleCritCheck(s.ship, "fireCool");
    expect(noticeKeys()).toEqual(["EOTE.VehicleCrit.Act.NotInForce"]);
    await s.ship.createEmbeddedDocuments("Item", [{ name: "Fire!", type: "criticalHit", system: fire() }]);
    asUser(users.other);
    notices.length = 0;
    await shell.checks.vehicleCritCheck(s.ship, "fireCool");
    expect(noticeKeys()).toEqual(["EOTE.VehicleCrit.Act.NoOneToRoll"]);
    expect(requests).toHaveLength(0);
  });
});
