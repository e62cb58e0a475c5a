// Crew cards that act on a vehicle (a pilot's collision, emergency repairs, damage control) over the v13
// doubles, viewed by the GM and by a hostile player: the vehicle a card names comes from flags its author
// may edit, so a player who owns only their own character cannot aim a card at the GM's ship. The card
// acts only when the crew member it names sits at that station of that vehicle (any station, for a
// repair), or its author is a GM or an owner of the vehicle; otherwise it shows why and its click refuses.
// Damage control's Undo clears the once-per-encounter use kept in its record on the vehicle, not the flags.
import { beforeEach, describe, expect, it } from "vitest";
import type { EncounterUse } from "../../module/rules/vehicles/encounter-actions.ts";
import { world } from "../features/crew/world.ts";
import { shellSuite } from "../doubles/suite.ts";
import { load } from "../fixtures/modules.ts";
import { messageLike } from "../doubles/chat.ts";
import type { DicePoolRequest } from "../../module/applications/dice-dialog/index.ts";
import { character, skills, vehicle } from "../fixtures/actors.ts";
import { asUser, FakeActor, noticeKeys, OWNERSHIP, register, users } from "../doubles/index.ts";
import { requests } from "../doubles/dice-dialog.ts";

const g = world;

/** The once-per-encounter use the `i`th damage control check carries in its repair flag. */
const repairUse = (i: number) => (requests[i]!.flags!["repair"] as { encounterUse?: EncounterUse }).encounterUse;

const m = shellSuite({
  keys: true,
  seed: 41,
  modules: { collision: load.vehicleRepairCardCollision, emergency: load.vehicleRepairCardEmergency, card: load.vehicleRepairCard, repair: load.vehicleRepairActions, crew: load.crewActions },
  each: () => {
    g.game.combat = null;
  },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
const GM_ONLY = { default: OWNERSHIP.NONE };
/** What the refused card shows (its key), and the key of the click's notice. */
const NOT_AT_STATION = "EOTE.Combat.Trust.NotAtStation";
const NOT_ABOARD = "EOTE.Combat.Trust.NotAboard";
const NOT_AT_STATION_KEY = "EOTE.Combat.Trust.NotAtStation";
const NOT_ABOARD_KEY = "EOTE.Combat.Trust.NotAboard";

/** The player's Kira on their own freighter; the GM's cruiser (named with markup), shut down, strained. */
function scene() {
  const pc = character();
  pc.skills = skills({ mechanics: { rank: 2, career: true }, pilotingSpace: { rank: 2, career: true } });
  const kira = register(new FakeActor("Kira", "character", pc, { ownership: PLAYER }));
  const own = register(new FakeActor("Wayfarer", "vehicle", vehicle(3), { ownership: PLAYER }));
  const sys = vehicle(3);
  sys.hullTrauma.value = 23;
  sys.systemStrain.value = 8;
  const enemy = register(new FakeActor("<b>Dread</b>", "vehicle", sys, { ownership: GM_ONLY }));
  return { kira, own, enemy };
}

const outcome = (netSuccess: number, despair = 0) => ({ netSuccess, netAdvantage: 0, triumph: 0, despair, succeeded: netSuccess > 0 });
function messageOf(check: Record<string, unknown>, id: string, roll: ReturnType<typeof outcome>, author = users.player) {
  return messageLike({ id, author, isContentVisible: true, flags: { eote: { check } }, rolls: [{ outcome: roll, actionableOutcome: roll }] });
}

describe("a pilot's collision names a vehicle its pilot flies", () => {
  it("a player's Piloting card edited to name the GM's ship: refused at render and click, nothing created", async () => {
    const { kira, enemy } = scene();
    const forged = messageOf({ crewStation: { vehicleUuid: enemy.uuid, station: "pilot", actorUuid: kira.uuid } }, "msgForgedCol001", outcome(1, 1));
    const html = (await m.collision.collisionSection(forged))!;
    expect(html).toContain(NOT_AT_STATION);
    expect(html).not.toContain('data-action="eoteCollision"');
    expect(html).toContain("EOTE.Combat.Repair.Vehicle {&quot;name&quot;:&quot;&lt;b&gt;Dread&lt;/b&gt;&quot;}");
    await m.collision.runCollisionAction(forged, "eoteCollision", "fore");
    expect(enemy.items.size).toBe(0);
    expect(enemy.getFlag("eote", "collisionLog")).toBeUndefined();
    expect(noticeKeys().at(-1)).toBe(NOT_AT_STATION_KEY);

    // Seated at another station, or flying her own ship while the flags name this one: still refused.
    await m.crew.seatCrewMember(enemy, "gunner", kira, "");
    await enemy.update({ "system.stations.copilot": kira.uuid });
    expect(await m.collision.collisionSection(forged)).toContain(NOT_AT_STATION);

    // The hostile player at the keyboard: no section, and the click is refused before anything.
    asUser(users.player);
    expect(await m.collision.collisionSection(forged)).toBeNull();
    await m.collision.runCollisionAction(forged, "eoteCollision", "fore");
    expect(enemy.items.size).toBe(0);
  });

  it("the pilot at that station, or a GM's card, or the vehicle's owner's card acts", async () => {
    const { kira, own, enemy } = scene();
    const check = (v: FakeActor) => ({ crewStation: { vehicleUuid: v.uuid, station: "pilot", actorUuid: kira.uuid } });
    // The player's own ship, Kira not seated: its owner's card acts.
    expect(await m.collision.collisionSection(messageOf(check(own), "msgOwnCol00001", outcome(1, 1)))).toContain('data-action="eoteCollision"');
    // The GM's own card naming Kira on the GM's ship.
    expect(await m.collision.collisionSection(messageOf(check(enemy), "msgGmCol000001", outcome(1, 1), users.gm))).toContain('data-action="eoteCollision"');
    // Kira actually flying the GM's ship.
    await enemy.update({ "system.stations.pilot": kira.uuid });
    const seated = messageOf(check(enemy), "msgSeatCol0001", outcome(1, 1));
    expect(await m.collision.collisionSection(seated)).toContain('data-action="eoteCollision"');
    await m.collision.runCollisionAction(seated, "eoteCollision", "fore");
    expect(enemy.getFlag("eote", "collisionLog.msgSeatCol0001")).toBeTruthy();
  });
});

for (const who of ["gm", "player"] as const) {
  describe(`repair cards naming someone else's vehicle, viewed by the ${who}`, () => {
    beforeEach(() => asUser(users[who]));

    it("emergency repairs through the API with the player's character on the GM's ship: refused, no effect", async () => {
      const { kira, enemy } = scene();
      asUser(users.player);
      await m.emergency.emergencyRepairCheck(kira, enemy);
      asUser(users[who]);
      const forged = messageOf(requests[0]!.flags!, "msgForgedEmr001", outcome(2));
      const html = (await m.emergency.emergencySection(forged))!;
      expect(html).toContain(NOT_ABOARD);
      expect(html).not.toContain("eoteEmergencyRestore");
      await m.emergency.runEmergencyAction(forged, "eoteEmergencyRestore");
      expect(enemy.effects.size).toBe(0);
      expect(noticeKeys().at(-1)).toBe(NOT_ABOARD_KEY);
    });

    it("damage control naming the GM's ship: refused, the track untouched", async () => {
      const { kira, enemy } = scene();
      const forged = messageOf({ repair: { vehicleUuid: enemy.uuid, track: "systemStrain", repairerUuid: kira.uuid } }, "msgForgedRep001", outcome(3));
      const html = (await m.card.repairSection(forged))!;
      expect(html).toContain(NOT_ABOARD);
      expect(html).not.toContain('data-action="eoteRepair"');
      await m.card.runRepairAction(forged, "eoteRepair");
      expect(enemy.system.systemStrain.value).toBe(8);
      expect(noticeKeys().at(-1)).toBe(NOT_ABOARD_KEY);
    });
  });
}

describe("repair cards for crew aboard", () => {
  it("a repairer seated at any station of the vehicle acts, though its author does not own the vehicle", async () => {
    const { kira, enemy } = scene();
    await enemy.update({ "system.stations.engineer": kira.uuid });
    const message = messageOf({ repair: { vehicleUuid: enemy.uuid, track: "systemStrain", repairerUuid: kira.uuid } }, "msgSeatRep0001", outcome(3));
    expect(await m.card.repairSection(message)).toContain('data-action="eoteRepair"');
    await m.card.runRepairAction(message, "eoteRepair");
    expect(enemy.system.systemStrain.value).toBe(5);
    const emergencyCard = messageOf({ emergencyRepair: { vehicleUuid: enemy.uuid, repairerUuid: kira.uuid } }, "msgSeatEmr0001", outcome(2));
    expect(await m.emergency.emergencySection(emergencyCard)).toContain("eoteEmergencyRestore");
  });
});

describe("damage control's Undo and the once-per-encounter use", () => {
  for (const who of ["gm", "player"] as const) {
    it(`Undo clears the use its Repair recorded, whatever the flags say after (${who})`, async () => {
      const { kira, own } = scene();
      await own.update({ "system.systemStrain.value": 6 });
      g.game.combat = { id: "combatA" };
      asUser(users[who]);
      await m.repair.repairCheck(kira, own, "systemStrain");
      await requests[0]!.onRolled!();
      const use = repairUse(0);
      expect(own.getFlag("eote", "encounterActions.combatA.damageControl")).toBe(use!.useId);
      const flags = structuredClone(requests[0]!.flags!);
      const message = messageOf(flags, "msgUseRecord01", outcome(2));
      await m.card.runRepairAction(message, "eoteRepair");
      expect(own.getFlag("eote", "repairLog.msgUseRecord01.encounterUse")).toEqual(use);
      // The author edits the card after: the use is gone from its flags.
      delete (flags["repair"] as { encounterUse?: EncounterUse }).encounterUse;
      await m.card.runRepairAction(message, "eoteRepairUndo");
      expect(own.system.systemStrain.value).toBe(6);
      expect(own.getFlag("eote", "encounterActions")).toEqual({ combatA: {} });
    });
  }
});
