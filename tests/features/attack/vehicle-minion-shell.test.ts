// Vehicle minions over the v13 doubles (seed 002 VEHICLE MINIONS): a group of ships fires and flies with
// its crew at one rank per ship still flying when they have the skill; guns of one kind in the target's
// arc fire as a gunnery group; hits on a group destroy a ship per threshold, a critical one more, and the
// card's Undo restores the hull trauma exactly.
import { describe, expect, it } from "vitest";
import { attackFlag, attackMessage } from "../../doubles/attack.ts";
import { character, minion, vehicle } from "../../fixtures/actors.ts";
import { blaster } from "../../fixtures/items.ts";
import { FakeActor, notices, OWNERSHIP, register } from "../../doubles/index.ts";
import { shownKey } from "../../doubles/keys.ts";
import { requests } from "../../doubles/dice-dialog.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

const shell = shellSuite({
  keys: true,
  seed: 17,
  modules: { combat: load.attackActions, card: load.attackCard, crew: load.crewActions },
});

const GM_ONLY = { default: OWNERSHIP.NONE };
let ids = 0;
const next = (prefix: string) => `${prefix}${(++ids).toString().padStart(16 - prefix.length, "0")}`;
const laser = (arcs: ("fore" | "aft" | "port" | "starboard")[] = ["fore"]) => ({
  _id: next("gun"), name: "Laser cannon", type: "weapon",
  system: blaster({ skill: "gunnery", damage: 6, crit: 3, range: "engaged", qualities: [], firingArcs: arcs }),
});

/** A squadron of `group` fighters (hull trauma threshold 10), crewed by a pilot minion of one with Gunnery and Piloting as group skills. */
function squadron(group: number) {
  const sys = { ...vehicle(3), group, hullTrauma: { value: 0, threshold: 10 } };
  const ship = register(new FakeActor("TIE squadron", "vehicle", sys, { items: [laser()], ownership: GM_ONLY }));
  const pilots = register(new FakeActor("TIE pilots", "minion", { ...minion(), groupSize: 1, groupSkills: ["gunnery", "pilotingSpace"] }, { ownership: GM_ONLY }));
  const prey = register(new FakeActor("Wayward Star", "vehicle", vehicle(3), { ownership: GM_ONLY }));
  return { ship, pilots, prey, gun: ship.items.contents[0]! };
}

describe("a group of ships fires as one", () => {
  it("three fighters: the gunner minion (Agility 2, no rank of its own) rolls Gunnery at rank 2; one ship down, rank 1", async () => {
    const s = squadron(3);
    await shell.crew.seatCrewMember(s.ship, "gunner", s.pilots, s.gun.id);
    const fire = () => shell.combat.attackWith(s.ship, s.gun, { prompt: false, targets: [s.prey], choices: { vehicleBand: "close", targetSide: "fore", targetZone: "fore" } });
    await fire();
    expect(notices).toEqual([]);
    expect(requests.at(-1)!.pool).toMatchObject({ proficiency: 2, ability: 0 });
    expect(requests.at(-1)!.notes).toContain('EOTE.Combat.Note.GroupRank {"guns":"1","rank":"2","ships":"3"}');
    await s.ship.update({ "system.hullTrauma.value": 10 });
    await fire();
    expect(requests.at(-1)!.pool).toMatchObject({ proficiency: 1, ability: 1 });
  });

  it("a gunner without Gunnery gains nothing from the group, and the note says so", async () => {
    const s = squadron(3);
    const rookie = register(new FakeActor("Rookie", "character", character(), { ownership: GM_ONLY }));
    await shell.crew.seatCrewMember(s.ship, "gunner", rookie, s.gun.id);
    await shell.combat.attackWith(s.ship, s.gun, { prompt: false, targets: [s.prey], choices: { vehicleBand: "close", targetSide: "fore", targetZone: "fore" } });
    // Character fixture: Agility 3, Gunnery untrained.
    expect(requests.at(-1)!.pool).toMatchObject({ proficiency: 0, ability: 3 });
    expect(requests.at(-1)!.notes).toContain('EOTE.Combat.Note.GroupNoSkill {"guns":"1","rank":"0","ships":"3"}');
  });

  it("the group's pilot rolls Piloting at one rank per ship beyond the first", async () => {
    const s = squadron(4);
    await shell.crew.seatCrewMember(s.ship, "pilot", s.pilots);
    await shell.crew.crewCheck(s.ship, "pilot");
    // Agility 2 at rank 3: two proficiency and one ability.
    expect(requests.at(-1)!.pool).toMatchObject({ proficiency: 2, ability: 1 });
    expect(requests.at(-1)!.notes).toContain('EOTE.Crew.GroupRank {"rank":"3","ships":"4","skill":"EOTE.Skill.pilotingSpace"}');
  });
});

describe("gunnery minions", () => {
  it("three turbolasers of one kind on the port arc fire as a gunnery group: Gunnery 1 rolls at rank 2", async () => {
    const guns = [laser(["port"]), laser(["port", "fore"]), laser(["port"]), laser(["aft"])];
    const ship = register(new FakeActor("Frigate", "vehicle", vehicle(6), { items: guns, ownership: GM_ONLY }));
    const gunnerSys = character();
    gunnerSys.skills.gunnery = { rank: 1, career: true };
    const gunner = register(new FakeActor("Gunner", "character", gunnerSys, { ownership: GM_ONLY }));
    const first = ship.items.contents[0]!;
    await shell.crew.seatCrewMember(ship, "gunner", gunner, first.id);
    const prey = register(new FakeActor("Corvette", "vehicle", vehicle(5), { ownership: GM_ONLY }));
    const fire = (gunneryGroup: boolean) => shell.combat.attackWith(ship, first, {
      prompt: false, targets: [prey], choices: { vehicleBand: "close", targetSide: "port", targetZone: "fore", gunneryGroup },
    });
    await fire(false);
    expect(requests.at(-1)!.pool).toMatchObject({ proficiency: 1, ability: 2 });
    await fire(true);
    expect(requests.at(-1)!.pool).toMatchObject({ proficiency: 2, ability: 1 });
    expect(requests.at(-1)!.notes).toContain('EOTE.Combat.Note.GroupRank {"guns":"3","rank":"2","ships":"1"}');
  });
});

describe("hits on a group of ships", () => {
  it("14 hull trauma on three ships of threshold 10 destroys one; a critical destroys another; Undo restores both exactly", async () => {
    const s = squadron(3);
    const attacker = register(new FakeActor("Cruiser", "vehicle", vehicle(5), { items: [laser()], ownership: GM_ONLY }));
    const flag = attackFlag({ attacker, weapon: attacker.items.contents[0]! }, [s.ship], { scale: "vehicle", brawn: 0, targetSilhouette: 3 });
    // Damage 6 + 11 successes − armour 3 = 14; advantage 3 pays the crit 3.
    const message = attackMessage(next("msgGrp"), flag, { netSuccess: 11, netAdvantage: 3 });
    await shell.card.runCardAction(message, "eoteApplyDamage", s.ship.uuid);
    expect(s.ship.system.hullTrauma.value).toBe(14);
    expect(s.ship.system.derived.ships).toEqual({ group: 3, standing: 2 });
    expect((await shell.card.attackSection(message))!).toContain(shownKey("EOTE.Combat.Card.ShipsDestroyed.one", { count: "1" }));
    await shell.card.runCardAction(message, "eoteApplyCritical", s.ship.uuid);
    expect(s.ship.system.hullTrauma.value).toBe(20);
    expect(s.ship.items.contents.filter((i) => i.type === "criticalHit")).toEqual([]);
    await shell.card.runCardAction(message, "eoteUndo", s.ship.uuid);
    expect(s.ship.system.hullTrauma.value).toBe(0);
  });
});
