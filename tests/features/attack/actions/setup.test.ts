// Vehicle play over the v13 doubles: the crew at the stations rolls (a weapon's gunner, the engineer, the
// pilot), vehicle weapons fire by range band, fire arc and the target's zone (seed 002 STARSHIPS AND
// VEHICLES, PLANETARY RANGE BANDS, VEHICLE COMBAT CHECK, DAMAGE) through the same card, apply and Undo as
// personal attacks, as the GM and as a player; every refusal is a localised notice and opens nothing.
import { beforeEach, describe, expect, it } from "vitest";
import { character, minion, vehicle } from "../../../fixtures/actors.ts";
import { blaster } from "../../../fixtures/items.ts";
import {
  asUser, FakeActor, notice, noticeKeys, type Notice, notices, OWNERSHIP, register, rollModeSetting, users,
} from "../../../doubles/index.ts";
import { keyWithData } from "../../../doubles/keys.ts";
import { requests } from "../../../doubles/dice-dialog.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { rollUntil } from "../scene.ts";
import { load } from "../../../fixtures/modules.ts";


const shell = shellSuite({
  keys: true,
  seed: 7,
  modules: { combat: load.attackActions, card: load.attackCard, crew: load.crewActions, repair: load.vehicleRepairActions, dialog: load.diceDialogDialog },
});

beforeEach(() => {
  rollModeSetting.value = "publicroll";
  users.gm.character = null;
  users.player.character = null;
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
const GM_ONLY = { default: OWNERSHIP.NONE };

/** The crew's ship (silhouette 3, its system strain over threshold when `strained`) and an enemy fighter. */
function scene(options: { strained?: boolean; targetSilhouette?: number } = {}) {
  const shipSys = vehicle(3);
  if (options.strained) shipSys.systemStrain.value = 16; // threshold 15
  const cannon = { _id: "cannon0000000001", name: "Laser cannon", type: "weapon", system: { ...blaster({ skill: "gunnery", damage: 6, crit: 3, range: "short", qualities: [], firingArcs: ["fore"] }) } };
  const tail = { _id: "tailgun000000001", name: "Tail gun", type: "weapon", system: { ...blaster({ skill: "gunnery", damage: 4, crit: 3, range: "long", qualities: [], firingArcs: ["aft"] }) } };
  const ship = register(new FakeActor("Wayward Star", "vehicle", shipSys, { items: [cannon, tail], ownership: PLAYER }));
  const kiraSys = character();
  kiraSys.skills.gunnery = { rank: 2, career: true };
  kiraSys.skills.mechanics = { rank: 1, career: true };
  kiraSys.skills.pilotingSpace = { rank: 3, career: true };
  const kira = register(new FakeActor("Kira", "character", kiraSys, { ownership: PLAYER }));
  const enemySys = vehicle(options.targetSilhouette ?? 3);
  enemySys.defence = { fore: 2, aft: 1, port: 3, starboard: 0 };
  const enemy = register(new FakeActor("Interceptor", "vehicle", enemySys, { ownership: GM_ONLY }));
  const [cannonItem, tailItem] = ship.items.contents;
  return { ship, kira, enemy, cannon: cannonItem!, tail: tailItem! };
}


const fire = (s: ReturnType<typeof scene>, choices: Record<string, unknown>, weapon = s.cannon) =>
  shell.combat.attackWith(s.ship, weapon, { prompt: false, targets: [s.enemy], choices: choices });

describe("firing a vehicle weapon from its gunner station", () => {
  for (const who of ["GM", "player"] as const) {
    it(`as the ${who}: the seated gunner rolls Gunnery, silhouette difficulty, the zone's defence; the card applies hull trauma and Undo takes it off`, async () => {
      const s = scene();
      await shell.crew.seatCrewMember(s.ship, "gunner", s.kira, s.cannon.id);
      if (who === "player") asUser(users.player);
      await fire(s, { vehicleBand: "short", targetSide: "fore", targetZone: "aft" });
      expect(notices).toEqual([]);
      const request = requests.at(-1)!;
      expect(request.actor).toBe(s.kira);
      // Agility 3, Gunnery 2; silhouette 3 against 3: Average (seed 002 VEHICLE COMBAT CHECK); aft zone 1: one setback.
      expect(request.pool).toMatchObject({ proficiency: 2, ability: 1, difficulty: 2, setback: 1 });
      expect(request.notes).toEqual(expect.arrayContaining([
        'EOTE.Combat.Note.Gunner {"name":"Kira"}',
        keyWithData("EOTE.Combat.Note.VehicleRange", { band: "EOTE.Sheet.VehicleRange.short", range: "EOTE.Sheet.VehicleRange.short" }),
        'EOTE.Combat.Note.FireArc {"arc":"EOTE.Sheet.Arc.fore"}',
        'EOTE.Combat.Note.TargetZone {"defence":"1","zone":"EOTE.Sheet.Arc.aft"}',
      ]));
      expect(request.flags?.["attack"]).toMatchObject({ scale: "vehicle", attackerUuid: s.ship.uuid, targetUuids: [s.enemy.uuid] });
      const message = await rollUntil(shell, (o) => o.succeeded);
      expect(message.author.id).toBe(who === "player" ? users.player.id : users.gm.id);
      // The enemy is the GM's: the GM applies the hit, on the player's card too (the player owns the ship).
      asUser(users.gm);
      const html = (await shell.card.attackSection(message))!;
      expect(html).toContain("eoteApplyDamage");
      expect(html).not.toContain("eote-card__refused");
      const before = s.enemy.system.hullTrauma.value;
      await shell.card.runCardAction(message, "eoteApplyDamage", s.enemy.uuid);
      expect(s.enemy.system.hullTrauma.value).toBeGreaterThan(before);
      await shell.card.runCardAction(message, "eoteUndo", s.enemy.uuid);
      expect(s.enemy.system.hullTrauma.value).toBe(before);
    });
  }

  it("a silhouette 5 target: a shot into its port zone meets the port defence", async () => {
    const s = scene({ targetSilhouette: 5 });
    await shell.crew.seatCrewMember(s.ship, "gunner", s.kira, s.cannon.id);
    await fire(s, { vehicleBand: "close", targetSide: "fore", targetZone: "port" });
    // Silhouette 3 against 5: two smaller, Easy; port defence 3.
    expect(requests.at(-1)!.pool).toMatchObject({ difficulty: 1, setback: 3 });
  });

  it("a target whose system strain is over threshold defends with 0", async () => {
    const s = scene();
    s.enemy.system.systemStrain.value = 16;
    s.enemy.prepare();
    await shell.crew.seatCrewMember(s.ship, "gunner", s.kira, s.cannon.id);
    await fire(s, { vehicleBand: "short", targetSide: "fore", targetZone: "fore" });
    expect(requests.at(-1)!.pool).toMatchObject({ setback: 0 });
  });

  it("a personal attack at a vehicle whose system strain is over threshold meets no defence", async () => {
    const s = scene();
    const pistol = { _id: "pistol0000000002", name: "Blaster pistol", type: "weapon", system: { ...blaster({ range: "medium" }) } };
    const shooter = register(new FakeActor("Shooter", "character", character(), { items: [pistol] }));
    const shoot = () => shell.combat.attackWith(shooter, shooter.items.contents[0]!, { prompt: false, targets: [s.enemy] });
    await shoot();
    expect(requests.at(-1)!.pool).toMatchObject({ setback: 2 }); // its fore zone
    s.enemy.system.systemStrain.value = 16;
    s.enemy.prepare();
    await shoot();
    expect(requests.at(-1)!.pool).toMatchObject({ setback: 0 });
  });

  it("an adversary gunner (a minion group) fires with its group's Gunnery", async () => {
    const s = scene();
    const gunners = register(new FakeActor("Gun crew", "minion", { ...minion(), groupSize: 3, groupSkills: ["gunnery"] }));
    await shell.crew.seatCrewMember(s.ship, "gunner", gunners, s.cannon.id);
    await fire(s, { vehicleBand: "short", targetSide: "fore", targetZone: "fore" });
    expect(requests.at(-1)!.actor).toBe(gunners);
    expect(requests.at(-1)!.notes).toContain('EOTE.Combat.Note.Gunner {"name":"Gun crew"}');
  });

  it("no gunner seated: the user's character stands in, and the card says so", async () => {
    const s = scene();
    users.gm.character = s.kira;
    await fire(s, { vehicleBand: "short", targetSide: "fore", targetZone: "fore" });
    expect(requests.at(-1)!.actor).toBe(s.kira);
    expect(requests.at(-1)!.notes).toContain('EOTE.Combat.Note.GunnerFallback {"name":"Kira"}');
  });
});

describe("refusals, each a notice and no dialog", () => {
  async function refused(s: ReturnType<typeof scene>, choices: Record<string, unknown>, weapon = s.cannon): Promise<Notice[]> {
    await fire(s, choices, weapon);
    expect(requests).toEqual([]);
    return [...notices];
  }

  it("no gunner and no character", async () => {
    const s = scene();
    expect(await refused(s, {})).toEqual([notice("EOTE.Combat.Error.NoGunner")]);
  });

  it("the seated gunner no longer exists", async () => {
    const s = scene();
    await s.ship.update({ "system.stations.gunners": [{ weaponId: s.cannon.id, actorUuid: "Actor.gone0000000000" }] });
    expect(await refused(s, {})).toEqual([notice("EOTE.Crew.NotFound", { station: keyWithData("EOTE.Crew.GunnerOf", { weapon: "Laser cannon" }), vehicle: "Wayward Star" })]);
  });

  it("the ship's owner seats the GM's nemesis as gunner: the player cannot fire with it, the GM can", async () => {
    const s = scene();
    const nemesis = register(new FakeActor("Grand Moff", "nemesis", character(), { ownership: GM_ONLY }));
    asUser(users.player);
    await shell.crew.seatCrewMember(s.ship, "gunner", nemesis, s.cannon.id);
    expect(await refused(s, { rangeBand: "short", side: "fore", zone: "fore" })).toEqual([
      notice("EOTE.Crew.NotYours", { name: "Grand Moff", station: keyWithData("EOTE.Crew.GunnerOf", { weapon: "Laser cannon" }), vehicle: "Wayward Star" }),
    ]);
    asUser(users.gm);
    await fire(s, { rangeBand: "short", side: "fore", zone: "fore" });
    expect(requests.at(-1)!.actor).toBe(nemesis);
  });

  it("out of range: medium is beyond a short-range weapon", async () => {
    const s = scene();
    await shell.crew.seatCrewMember(s.ship, "gunner", s.kira, s.cannon.id);
    expect(await refused(s, { vehicleBand: "medium", targetSide: "fore" })).toEqual([
      notice("EOTE.Combat.Error.VehicleOutOfRange", { band: "EOTE.Sheet.VehicleRange.medium", range: "EOTE.Sheet.VehicleRange.short" }),
    ]);
  });

  it("the target's side is not one of the weapon's arcs", async () => {
    const s = scene();
    await shell.crew.seatCrewMember(s.ship, "gunner", s.kira, s.tail.id);
    expect(await refused(s, { vehicleBand: "short", targetSide: "fore" }, s.tail))
      .toEqual([notice("EOTE.Combat.Error.ArcNotFacing", { arc: "EOTE.Sheet.Arc.fore" })]);
  });

  it("a side zone on a target below silhouette 5", async () => {
    const s = scene();
    await shell.crew.seatCrewMember(s.ship, "gunner", s.kira, s.cannon.id);
    expect(await refused(s, { vehicleBand: "short", targetSide: "fore", targetZone: "port" }))
      .toEqual([notice("EOTE.Combat.Error.NoSuchZone", { zone: "EOTE.Sheet.Arc.port" })]);
  });

  it("weapons inoperable: system strain over threshold", async () => {
    const s = scene({ strained: true });
    await shell.crew.seatCrewMember(s.ship, "gunner", s.kira, s.cannon.id);
    expect(await refused(s, { vehicleBand: "short", targetSide: "fore" }))
      .toEqual([notice("EOTE.Combat.Error.WeaponsInoperable", { vehicle: "Wayward Star" })]);
  });

  it("weapons inoperable: shut down by hull trauma over threshold", async () => {
    const s = scene();
    s.ship.system.hullTrauma.value = 23; // threshold 22
    s.ship.prepare();
    await shell.crew.seatCrewMember(s.ship, "gunner", s.kira, s.cannon.id);
    expect(await refused(s, {})).toHaveLength(1);
  });
});

describe("the crew at the other stations", () => {
  it("the pilot rolls Piloting (Space) for a spacecraft; no pilot is refused", async () => {
    const s = scene();
    await shell.crew.crewCheck(s.ship, "pilot");
    expect(requests).toEqual([]);
    expect(notices).toEqual([notice("EOTE.Crew.NoCrew", { station: "EOTE.Crew.Station.pilot", vehicle: "Wayward Star" })]);
    await shell.crew.seatCrewMember(s.ship, "pilot", s.kira);
    await shell.crew.crewCheck(s.ship, "pilot");
    expect(requests.at(-1)).toMatchObject({ actor: s.kira, skillId: "pilotingSpace", pool: { proficiency: 3, ability: 0 } });
  });

  it("a vehicle cannot crew another; a removed crew member frees the seat", async () => {
    const s = scene();
    await shell.crew.seatCrewMember(s.ship, "pilot", s.enemy);
    expect(noticeKeys()).toEqual(["EOTE.Crew.CannotCrew"]);
    expect(s.ship.system.stations.pilot).toBe("");
    await shell.crew.seatCrewMember(s.ship, "pilot", s.kira);
    expect(s.ship.system.stations.pilot).toBe(s.kira.uuid);
    await shell.crew.removeCrewMember(s.ship, "pilot");
    expect(s.ship.system.stations.pilot).toBe("");
  });

  it("damage control: the engineer repairs, not the user's character; a missing engineer is refused", async () => {
    const s = scene();
    const other = register(new FakeActor("Tekka", "character", character()));
    users.gm.character = other;
    await shell.crew.seatCrewMember(s.ship, "engineer", s.kira);
    await shell.repair.damageControl(s.ship, "systemStrain");
    expect(requests.at(-1)!.actor).toBe(s.kira);
    expect(notices).toEqual([]);
    await s.ship.update({ "system.stations.engineer": "Actor.gone0000000000" });
    requests.length = 0;
    await shell.repair.damageControl(s.ship, "systemStrain");
    expect(requests).toEqual([]);
    expect(notices).toEqual([notice("EOTE.Crew.NotFound", { station: "EOTE.Crew.Station.engineer", vehicle: "Wayward Star" })]);
  });

  it("damage control with no engineer seated: the user's character, with a notice saying so", async () => {
    const s = scene();
    users.gm.character = s.kira;
    await shell.repair.damageControl(s.ship, "hullTrauma");
    expect(requests.at(-1)!.actor).toBe(s.kira);
    expect(notices).toEqual([notice("EOTE.Combat.Repair.EngineerFallback", { repairer: "Kira" })]);
  });
});
