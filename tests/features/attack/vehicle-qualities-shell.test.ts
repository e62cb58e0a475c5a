// Vehicle weapon qualities where they act, over the v13 doubles (seed 002 ITEM QUALITIES, STARSHIP BASICS):
// Tractor holds a vessel hit (free, undone by the card's Undo) until its pilot breaks free; Ion goes to
// system strain; Linked buys extra hits on a vehicle shot; Slow-firing waits its rating in rounds; Limited
// Ammo on a vehicle is not reloaded by a maneuver; Guided offers its follow-up on a vehicle's miss.
import { describe, expect, it } from "vitest";
import { attackFlag, attackMessage } from "../../doubles/attack.ts";
import { character, vehicle } from "../../fixtures/actors.ts";
import { blaster } from "../../fixtures/items.ts";
import { asUser, FakeActor, messages, notice, noticeKeys, notices, OWNERSHIP, register, users, narrativeRollOf } from "../../doubles/index.ts";
import { keyWithData, shownKey } from "../../doubles/keys.ts";
import type { QualityRef } from "../../../module/rules/types.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";
import { outOfCombat, PLAYER } from "./scene.ts";

/** The combat this file sets, as the doubles read it. */
const g = globalThis as unknown as { game: { combat: unknown } };

const shell = shellSuite({
  keys: true,
  seed: 13,
  modules: { card: load.attackCard, use: load.attackWeaponUse },
  each: outOfCombat,
});

let ids = 0;
const next = (prefix: string) => `${prefix}${(++ids).toString().padStart(16 - prefix.length, "0")}`;

/** A GM's ship with one weapon of these qualities (damage 3, crit 3), firing at the player's ship (armour 3). */
function ships(qualities: QualityRef[], over: Record<string, unknown> = {}) {
  const gun = { _id: next("gun"), name: "Projector", type: "weapon",
    system: blaster({ skill: "gunnery", damage: 3, crit: 3, range: "short", qualities, firingArcs: ["fore"], ...over }) };
  const ship = register(new FakeActor("Star Destroyer", "vehicle", vehicle(8), { items: [gun], ownership: { default: OWNERSHIP.NONE } }));
  const prey = register(new FakeActor("Wayward Star", "vehicle", vehicle(3), { ownership: PLAYER }));
  return { ship, prey, weapon: ship.items.contents[0]! };
}

function shot(s: ReturnType<typeof ships>, outcome: { netSuccess: number; netAdvantage: number; triumph?: number }) {
  const flag = attackFlag({ attacker: s.ship, weapon: s.weapon }, [s.prey], { scale: "vehicle", brawn: 0, targetSilhouette: 3 });
  return attackMessage(next("msgVQ"), flag, outcome);
}

describe("Tractor", () => {
  it("a hit holds the vessel for free: immobilised, the budget untouched; the card's Undo lets it go", async () => {
    const s = ships([{ key: "tractor", rating: 4 }], { damage: 0 });
    const message = shot(s, { netSuccess: 1, netAdvantage: 2 });
    const html = (await shell.card.attackSection(message))!;
    expect(html).toContain(shownKey("EOTE.Combat.Act.Tractor", { difficulty: "EOTE.Dice.Difficulty.daunting", rating: "4" }));
    expect(html).toContain(`data-action="eoteTractor" data-target-uuid="${s.prey.uuid}"`);
    await shell.card.runCardAction(message, "eoteTractor", s.prey.uuid);
    expect(s.prey.statuses.has("immobilized")).toBe(true);
    const after = (await shell.card.attackSection(message))!;
    expect(after).toContain(shownKey("EOTE.Combat.Card.Budget", { advantage: 2, triumph: 0 }));
    expect(after).toContain(shownKey("EOTE.Combat.Act.TractorHeld", { name: "Wayward Star" }));
    expect(after).not.toContain('data-action="eoteTractor"');
    // A second hold from the same card is refused.
    await shell.card.runCardAction(message, "eoteTractor", s.prey.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Act.Notice.NoTractor"]);
    await shell.card.runCardAction(message, "eoteUndo", s.prey.uuid);
    expect(s.prey.statuses.has("immobilized")).toBe(false);
  });

  it("a miss holds nothing; a character cannot be held", async () => {
    const s = ships([{ key: "tractor", rating: 2 }]);
    expect((await shell.card.attackSection(shot(s, { netSuccess: 0, netAdvantage: 0 })))!).not.toContain("eoteTractor");
    const walker = register(new FakeActor("Walker", "character", character(), { ownership: { default: OWNERSHIP.NONE } }));
    const flag = attackFlag({ attacker: s.ship, weapon: s.weapon }, [walker], { scale: "vehicle", brawn: 0 });
    const message = attackMessage(next("msgVQ"), flag, { netSuccess: 1, netAdvantage: 0 });
    expect((await shell.card.attackSection(message))!).toContain(">EOTE.Combat.Act.TractorNoVehicle<");
    await shell.card.runCardAction(message, "eoteTractor", walker.uuid);
    expect(walker.statuses.has("immobilized")).toBe(false);
  });

  it("the held ship's owner has its pilot roll Piloting against the rating; a success ends the hold", async () => {
    const s = ships([{ key: "tractor", rating: 1 }]);
    const pilotSys = character();
    pilotSys.skills.pilotingSpace = { rank: 3, career: true };
    const pilot = register(new FakeActor("Kira", "character", pilotSys, { ownership: PLAYER }));
    s.prey.system.stations.pilot = pilot.uuid;
    const message = shot(s, { netSuccess: 1, netAdvantage: 0 });
    await shell.card.runCardAction(message, "eoteTractor", s.prey.uuid);
    asUser(users.player);
    expect((await shell.card.attackSection(message))!).toContain(`data-action="eoteTractorEscape" data-target-uuid="${s.prey.uuid}"`);
    await shell.card.runCardAction(message, "eoteTractorEscape", s.prey.uuid);
    const check = messages.at(-1)!;
    const succeeded = narrativeRollOf(check).outcome!.succeeded;
    expect(check["content"]).toContain(succeeded ? 'EOTE.Combat.Act.TractorFree {"name":"Wayward Star","pilot":"Kira"}' : keyWithData("EOTE.Combat.Act.TractorStillHeld", { name: "Wayward Star" }));
    expect(s.prey.statuses.has("immobilized")).toBe(!succeeded);
  });

  it("a held ship with nobody at the pilot's station cannot try: a notice", async () => {
    const s = ships([{ key: "tractor", rating: 1 }]);
    const message = shot(s, { netSuccess: 1, netAdvantage: 0 });
    await shell.card.runCardAction(message, "eoteTractor", s.prey.uuid);
    await shell.card.runCardAction(message, "eoteTractorEscape", s.prey.uuid);
    expect(notices.at(-1)).toEqual(notice("EOTE.Crew.NoCrew", { vehicle: "Wayward Star" }));
    expect(s.prey.statuses.has("immobilized")).toBe(true);
  });
});

describe("Ion and Linked on a vehicle's shot", () => {
  it("Ion: 3 + 2 successes − armour 3 = 2 system strain, no hull trauma", async () => {
    const s = ships([{ key: "ion", rating: null }]);
    await shell.card.runCardAction(shot(s, { netSuccess: 2, netAdvantage: 0 }), "eoteApplyDamage", s.prey.uuid);
    expect(s.prey.system.systemStrain.value).toBe(2);
    expect(s.prey.system.hullTrauma.value).toBe(0);
  });

  it("Linked 1 with 2 advantage: a second hit on the ship (2 + 2 hull trauma), not a third", async () => {
    const s = ships([{ key: "linked", rating: 1 }], { damage: 4 });
    const message = shot(s, { netSuccess: 1, netAdvantage: 4 });
    await shell.card.runCardAction(message, "eoteApplyDamage", s.prey.uuid);
    await shell.card.runCardAction(message, "eoteApplyDamage", s.prey.uuid);
    expect(s.prey.system.hullTrauma.value).toBe(4);
    await shell.card.runCardAction(message, "eoteApplyDamage", s.prey.uuid);
    expect(s.prey.system.hullTrauma.value).toBe(4);
    expect((await shell.card.attackSection(message))!).toContain(shownKey("EOTE.Combat.Card.Budget", { advantage: 2, triumph: 0 }));
  });
});

describe("Slow-firing and Limited Ammo on a vehicle's weapon", () => {
  it("Slow-firing 2 fired in round 3 waits rounds 4 and 5, fires in round 6", async () => {
    const s = ships([{ key: "slowFiring", rating: 2 }]);
    await shell.use.writeUse(s.weapon, { shots: 0, outOfAmmo: null, lastFired: { combat: "combat1", round: 3 }, broken: null });
    g.game.combat = { id: "combat1", round: 5 };
    await expect(shell.use.readyWeapon(s.weapon, {})).rejects.toMatchObject({ key: "EOTE.Combat.Weapon.SlowFiring", data: { rating: 2, rounds: 1 } });
    g.game.combat = { id: "combat1", round: 6 };
    await expect(shell.use.readyWeapon(s.weapon, {})).resolves.toBeUndefined();
  });

  it("Limited Ammo 1 spent: no reload by a maneuver, the notice says base or carrier; a player cannot rearm it, the GM can", async () => {
    const s = ships([{ key: "limitedAmmo", rating: 1 }]);
    await shell.use.writeUse(s.weapon, { shots: 1, outOfAmmo: null, lastFired: null, broken: null });
    await expect(shell.use.readyWeapon(s.weapon, { reload: true })).rejects.toMatchObject({ key: "EOTE.Combat.Weapon.NoManeuverReload" });
    expect(shell.use.weaponUseOf(s.weapon).shots).toBe(1);
    await expect(shell.use.readyWeapon(s.weapon, {})).rejects.toMatchObject({ key: "EOTE.Combat.Weapon.EmptyRearm" });
    asUser(users.player);
    expect(await shell.use.reloadWeapon(s.ship, s.weapon)).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Weapon.RearmGmOnly"]);
    asUser(users.gm);
    expect(await shell.use.reloadWeapon(s.ship, s.weapon)).toBe(true);
    expect(shell.use.weaponUseOf(s.weapon).shots).toBe(0);
    expect(messages.at(-1)!["content"]).toContain('EOTE.Combat.Weapon.Rearmed {"actor":"Star Destroyer","weapon":"Projector"}');
  });
});

describe("Guided on a vehicle's shot", () => {
  it("a miss with 3 advantage offers the guided attack (its rating in ability dice, silhouette 0 against the ship)", async () => {
    const s = ships([{ key: "guided", rating: 3 }]);
    const html = (await shell.card.attackSection(shot(s, { netSuccess: 0, netAdvantage: 3 })))!;
    expect(html).toContain('data-action="eoteGuided"');
  });
});
