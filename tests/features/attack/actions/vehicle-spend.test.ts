// The vehicle spending table on the attack card over the v13 doubles (seed 002 SUCCESSFUL ATTACK EFFECTS –
// VEHICLE COMBAT): a vehicle's shot (or a shot at a vehicle) offers the vehicle rows, the threat rows act on
// the attacker's own vehicle (system strain, speed, a Component Hit critical), and Undo takes back exactly
// what each bought; as the GM and as the player who owns the ship.
import { describe, expect, it } from "vitest";
import { armed, attackFlag, attackMessage } from "../../../doubles/attack.ts";
import { vehicle } from "../../../fixtures/actors.ts";
import { blaster } from "../../../fixtures/items.ts";
import { asUser, FakeActor, noticeKeys, OWNERSHIP, register, users } from "../../../doubles/index.ts";
import { shownKey } from "../../../doubles/keys.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";
import { outOfCombat, PLAYER } from "../scene.ts";

const shell = shellSuite({
  keys: true,
  seed: 5,
  modules: { card: load.attackCard, spend: load.attackSpend },
  each: outOfCombat,
});

let ids = 0;

/** The player's ship with a laser cannon, firing at a GM's interceptor. */
function ships() {
  const cannon = { _id: `cannon${(++ids).toString().padStart(10, "0")}`, name: "Laser cannon", type: "weapon",
    system: blaster({ skill: "gunnery", damage: 6, crit: 3, range: "short", qualities: [], firingArcs: ["fore"] }) };
  const ship = register(new FakeActor("Wayward Star", "vehicle", vehicle(3), { items: [cannon], ownership: PLAYER }));
  const enemy = register(new FakeActor("Interceptor", "vehicle", vehicle(3), { ownership: { default: OWNERSHIP.NONE } }));
  return { ship, enemy, arms: { attacker: ship, weapon: ship.items.contents[0]! } };
}

function shot(s: ReturnType<typeof ships>, netAdvantage: number, extra: { triumph?: number; despair?: number } = {}) {
  const id = `msgVSpend${(++ids).toString().padStart(7, "0")}`;
  const flag = attackFlag(s.arms, [s.enemy], { scale: "vehicle", brawn: 0, targetSilhouette: 3 });
  return attackMessage(id, flag, { netSuccess: 1, netAdvantage, ...extra });
}

const buy = (message: ChatMessage.Implementation, option: string, subjectUuid: string) =>
  shell.spend.runSpendAction(message, { action: "eoteSpend", spend: "1", option, subjectUuid });
const logOf = (actor: FakeActor, message: ChatMessage.Implementation) => shell.spend.spendLogOf(actor, message.id ?? "");
const undo = (message: ChatMessage.Implementation, spendId: string) => shell.spend.runSpendAction(message, { action: "eoteUndoSpend", spend: "1", spendId });

describe("threat on a vehicle's shot, as the GM", () => {
  it("2 threat: 1 system strain and -1 speed on the firing ship; the personal rows are not offered; Undo restores both exactly", async () => {
    const s = ships();
    const message = shot(s, -2);
    const html = (await shell.card.attackSection(message))!;
    expect(html).toContain(`data-option="sufferSystemStrain" data-subject-uuid="${s.ship.uuid}"`);
    expect(html).toContain(`data-option="loseSpeed" data-subject-uuid="${s.ship.uuid}"`);
    expect(html).not.toContain('data-option="sufferStrain"');

    await buy(message, "sufferSystemStrain", s.ship.uuid);
    await buy(message, "loseSpeed", s.ship.uuid);
    expect(s.ship.system.systemStrain.value).toBe(1);
    expect(s.ship.system.speed.value).toBe(1);
    const after = (await shell.card.attackSection(message))!;
    expect(after).toContain(shownKey("EOTE.Combat.Spend.ThreatLeft", { despair: 0, threat: 0 }));
    expect(after).not.toContain('data-option="sufferSystemStrain" data-subject-uuid');

    // The threat is spent: a third purchase is refused, nothing moves.
    await buy(message, "sufferSystemStrain", s.ship.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Spend.Refused.ThreatBudget"]);
    expect(s.ship.system.systemStrain.value).toBe(1);

    const [strain, speed] = logOf(s.ship, message)!.entries;
    await undo(message, speed!.id);
    expect(s.ship.system.speed.value).toBe(2);
    await undo(message, strain!.id);
    expect(s.ship.system.systemStrain.value).toBe(0);
    expect(logOf(s.ship, message)).toBeNull();
  });

  it("a speed the pilot changed since stays on Undo; the system strain still comes back off", async () => {
    const s = ships();
    const message = shot(s, -1);
    await buy(message, "loseSpeed", s.ship.uuid);
    expect(s.ship.system.speed.value).toBe(1);
    await s.ship.update({ "system.speed.value": 3 });
    await undo(message, logOf(s.ship, message)!.entries[0]!.id);
    expect(s.ship.system.speed.value).toBe(3);
    expect(logOf(s.ship, message)).toBeNull();
  });

  it("a despair gives the firing ship's weapon system the Component Hit critical; Undo deletes exactly that item", async () => {
    const s = ships();
    const message = shot(s, 0, { despair: 1 });
    // The vehicle table's despair has no "out of ammunition" (that is the personal table's).
    expect((await shell.card.attackSection(message))!).not.toContain('data-action="eoteOutOfAmmo"');
    await buy(message, "componentHitCritical", s.ship.uuid);
    const crits = s.ship.items.contents.filter((i) => i.type === "criticalHit");
    expect(crits.map((i) => i.name)).toEqual(["Component Hit"]);
    expect(logOf(s.ship, message)!.entries[0]!.itemId).toBe(crits[0]!.id);
    await undo(message, logOf(s.ship, message)!.entries[0]!.id);
    expect(s.ship.items.contents.map((i) => i.name)).toEqual(["Laser cannon"]);
  });

  it("a ship at speed 0 cannot lose speed: a notice, nothing recorded", async () => {
    const s = ships();
    s.ship.system.speed.value = 0;
    const message = shot(s, -1);
    await buy(message, "loseSpeed", s.ship.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Spend.Refused.NoSpeed"]);
    expect(logOf(s.ship, message)).toBeNull();
  });
});

describe("advantage on a vehicle's shot, as the ship's owner", () => {
  it("3 advantage: a free pilot-only maneuver marks the ship; no threat buttons for a player; Undo removes the marker", async () => {
    const s = ships();
    asUser(users.player);
    const message = shot(s, 3);
    const html = (await shell.card.attackSection(message))!;
    expect(html).toContain(`data-option="freePilotManeuver" data-subject-uuid="${s.ship.uuid}"`);
    expect(html).not.toContain('data-option="recoverStrain"');
    await buy(message, "freePilotManeuver", s.ship.uuid);
    expect(s.ship.effects.contents.map((e) => e.name)).toEqual(["EOTE.Combat.Spend.Marker.freePilotManeuver"]);
    expect((await shell.card.attackSection(message))!).toContain(shownKey("EOTE.Combat.Card.Budget", { advantage: 0, triumph: 0 }));
    await undo(message, logOf(s.ship, message)!.entries[0]!.id);
    expect(s.ship.effects.size).toBe(0);

    const threat = shot(s, -2);
    expect((await shell.card.attackSection(threat))!).not.toContain('data-option="sufferSystemStrain" data-subject-uuid');
    await buy(threat, "sufferSystemStrain", s.ship.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Spend.Refused.GmOnly"]);
    expect(s.ship.system.systemStrain.value).toBe(0);
  });
});

describe("a character's shot at a vehicle", () => {
  it("offers the vehicle table; the rows on the attacker's own vehicle are refused for someone on foot", async () => {
    const arms = armed({ skill: "rangedHeavy", damage: 9, addBrawn: false, crit: 3, qualities: [] });
    const { enemy } = ships();
    const id = `msgVSpend${(++ids).toString().padStart(7, "0")}`;
    const message = attackMessage(id, attackFlag(arms, [enemy], { targetSilhouette: 3 }), { netSuccess: 1, netAdvantage: -1 });
    const html = (await shell.card.attackSection(message))!;
    expect(html).toContain('data-option="sufferSystemStrain"');
    expect(html).not.toContain('data-option="sufferStrain"');
    await buy(message, "sufferSystemStrain", arms.attacker.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Spend.Refused.NoVehicle"]);
    expect(arms.attacker.system.strain.value).toBe(0);
  });
});
