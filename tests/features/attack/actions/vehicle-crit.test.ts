// Vehicle critical hits that act (seed 002 VEHICLE CRITICAL HITS), applied from the attack card over the
// v13 doubles: the hit's lasting effect is read from its item while it stands, its system strain and
// short-term effect are recorded on the card, and the card's Undo takes back exactly those, whatever
// changed on the ship in between. Deleting the item (a repair) ends the lasting effect.
import { describe, expect, it } from "vitest";
import { attackFlag, attackMessage } from "../../../doubles/attack.ts";
import { vehicle } from "../../../fixtures/actors.ts";
import { blaster } from "../../../fixtures/items.ts";
import { asUser, FakeActor, itemOfType, notices, OWNERSHIP, register, users } from "../../../doubles/index.ts";
import type { VehicleDerived } from "../../../../module/rules/character/derived-types.ts";
import type { FiringArc } from "../../../../module/rules/types.ts";
import { effectiveSpeed } from "../../../../module/rules/vehicles/vehicle.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";

const shell = shellSuite({
  keys: true,
  seed: 23,
  modules: { card: load.attackCard },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
let ids = 0;

/** A shot from an interceptor at the player's ship; `d100` is what the critical's die will show. */
function shot(d100: number, opts: { zone?: FiringArc; defence?: number; speed?: number } = {}) {
  const cannon = { _id: `cannon${(++ids).toString().padStart(10, "0")}`, name: "Laser cannon", type: "weapon",
    system: blaster({ skill: "gunnery", damage: 6, crit: 3, range: "short", firingArcs: ["fore"] }) };
  const enemy = register(new FakeActor("Interceptor", "vehicle", vehicle(3), { items: [cannon], ownership: { default: OWNERSHIP.NONE } }));
  const d = opts.defence ?? 1;
  const data = { ...vehicle(3), defence: { fore: d, aft: d, port: 0, starboard: 0 }, speed: { value: opts.speed ?? 2, max: 4 } };
  const ship = register(new FakeActor("Wayward Star", "vehicle", data, { ownership: PLAYER }));
  const flag = attackFlag({ attacker: enemy, weapon: enemy.items.contents[0]! }, [ship], {
    scale: "vehicle", brawn: 0, targetSilhouette: 3, ...(opts.zone ? { targetZone: opts.zone } : {}),
  });
  const message = attackMessage(`msgVehCrit${(++ids).toString().padStart(6, "0")}`, flag, { netSuccess: 1, netAdvantage: 3 });
  shell.config.Dice.randomUniform = () => 1 - d100 / 100 + 0.001;
  return { ship, message };
}

const derived = (ship: FakeActor) => (ship.system as unknown as { derived: VehicleDerived }).derived;
const strainOf = (ship: FakeActor) => (ship.system as unknown as { systemStrain: { value: number } }).systemStrain.value;
const critEffects = (ship: FakeActor) => ship.effects.contents.filter((e) => typeof (e.toObject().flags?.["eote"] as { vehicleCrit?: unknown } | undefined)?.vehicleCrit === "string");

async function hitAndCrit(s: { ship: FakeActor; message: ChatMessage.Implementation }) {
  await shell.card.runCardAction(s.message, "eoteApplyDamage", s.ship.uuid);
  const strain = strainOf(s.ship);
  await shell.card.runCardAction(s.message, "eoteApplyCritical", s.ship.uuid);
  expect(notices).toEqual([]);
  return strain;
}

for (const who of ["gm", "player"] as const) {
  describe(`as the ${who}`, () => {
    it("Mechanical Stress (5): 1 system strain, taken back by Undo even after other strain came in between", async () => {
      const s = shot(5);
      asUser(users[who]);
      const before = await hitAndCrit(s);
      expect(s.ship.items.contents.map((i) => itemOfType(i, "criticalHit").system.key)).toEqual(["mechanicalStress"]);
      expect(strainOf(s.ship)).toBe(before + 1);
      expect(shell.card.recordOf(s.ship, s.message.id!)!.change).toEqual(expect.objectContaining({ strain: 1 }));
      // Something else strains the ship meanwhile; Undo takes off only this card's part.
      await s.ship.update({ "system.systemStrain.value": strainOf(s.ship) + 3 });
      await shell.card.runCardAction(s.message, "eoteUndo", s.ship.uuid);
      expect(s.ship.items.contents).toHaveLength(0);
      expect(strainOf(s.ship)).toBe(3);
    });

    it("Tailspin (40): an effect to the end of the next round, 2 setback on the ship's attacks; Undo deletes it", async () => {
      const s = shot(40);
      asUser(users[who]);
      await hitAndCrit(s);
      const effects = critEffects(s.ship);
      expect(effects).toHaveLength(1);
      expect(effects[0]!.toObject().duration!["rounds"]).toBe(1);
      expect(derived(s.ship).damage.attackSetback).toBe(2);
      expect(derived(s.ship).crits.lines.map((l) => l.text)).toContain("EOTE.VehicleCrit.Short.tailspin");
      expect(shell.card.recordOf(s.ship, s.message.id!)!.effects).toEqual([expect.objectContaining({ id: effects[0]!.id, source: "vehicleCrit", rounds: 1 })]);
      await shell.card.runCardAction(s.message, "eoteUndo", s.ship.uuid);
      expect(critEffects(s.ship)).toHaveLength(0);
      expect(derived(s.ship).damage.attackSetback).toBe(0);
    });

    it("Knocked Off Course (30): no maneuver while its effect lasts", async () => {
      const s = shot(30, { speed: 3 });
      asUser(users[who]);
      await hitAndCrit(s);
      expect(derived(s.ship).damage.maneuversBlocked).toBe("knockedOffCourse");
      expect(derived(s.ship).crits.lines).toContainEqual(expect.objectContaining({ text: "EOTE.VehicleCrit.Short.knockedOffCourse", data: { difficulty: 3 } }));
    });
  });
}

describe("lasting effects read from the hit while it stands", () => {
  it("Losing Power to Shields (20) on the aft zone the shot struck: aft defence 1 → 0, fore untouched; deleting the hit restores it", async () => {
    const s = shot(20, { zone: "aft" });
    await hitAndCrit(s);
    const hit = s.ship.items.contents[0]!;
    expect(hit.system).toMatchObject({ key: "losingPowerToShields", zone: "aft" });
    expect(derived(s.ship).zoneDefence).toMatchObject({ fore: 1, aft: 0 });
    // A repair deletes the item: the defence comes back.
    await s.ship.deleteEmbeddedDocuments("Item", [hit.id!]);
    expect(derived(s.ship).zoneDefence).toMatchObject({ fore: 1, aft: 1 });
  });

  it("Shields Failing (60) without defence: 2 system strain instead, no zone changed", async () => {
    const s = shot(60, { defence: 0 });
    const before = await hitAndCrit(s);
    expect(strainOf(s.ship)).toBe(before + 2);
    expect(derived(s.ship).crits.lines.map((l) => l.text)).toEqual(["EOTE.VehicleCrit.InForce.shieldsFailingNoDefence"]);
  });

  it("Engine Damaged (95): speed 4 of 4 capped at 3", async () => {
    const s = shot(95, { speed: 4 });
    await hitAndCrit(s);
    expect(effectiveSpeed(4, derived(s.ship).damage)).toBe(3);
    expect(strainOf(s.ship)).toBe(0);
  });
});

describe("the card says what the hit does", () => {
  it("Tailspin's line under the applied critical", async () => {
    const s = shot(40);
    await hitAndCrit(s);
    const html = (await shell.card.attackSection(s.message)) ?? "";
    expect(html).toContain('<span class="eote-attack__effect">EOTE.VehicleCrit.Card.Effect.tailspin</span>');
  });
});

describe("a damaged weapon system puts the weapon it names out of use", () => {
  it("the effect names one of the ship's weapons; that weapon is refused, another is not; repaired, it fires again", async () => {
    const repair = (await import("../../../../module/features/vehicle-repair/index.ts")).api;
    const guns = ["Laser A", "Laser B"].map((name, i) => ({ _id: `gun${i}${(++ids).toString().padStart(12, "0")}`, name, type: "weapon",
      system: blaster({ skill: "gunnery", damage: 5, crit: 3, range: "short", firingArcs: ["fore"] }) }));
    const ship = register(new FakeActor("Wayward Star", "vehicle", vehicle(3), { items: guns, ownership: PLAYER }));
    shell.config.Dice.randomUniform = () => 0.75; // the second of two weapons
    expect(await repair.damageComponent(ship, "weaponSystem")).toBe("weaponSystem");
    const [a, b] = ship.items.contents;
    expect(repair.componentWeaponIds(ship)).toEqual([b!.id]);
    expect(() => repair.checkWeaponSystem(ship, b!)).toThrow(expect.objectContaining({ key: "EOTE.VehicleCrit.Error.WeaponSystemOut" }));
    expect(() => repair.checkWeaponSystem(ship, a!)).not.toThrow();
    await repair.clearVehicleState(ship, ship.effects.contents[0]!.id!);
    expect(() => repair.checkWeaponSystem(ship, b!)).not.toThrow();
  });
});

describe("the macro's applyCritical on a vehicle", () => {
  it("Mechanical Stress (5) deals its system strain at once; Tailspin (40) puts its effect on", async () => {
    const actions = await import("../../../../module/features/critical/actions.ts");
    const s = shot(5);
    const before = strainOf(s.ship);
    expect((await actions.applyCritical(s.ship)).name).toBe("Mechanical Stress");
    expect(strainOf(s.ship)).toBe(before + 1);
    const t = shot(40);
    await actions.applyCritical(t.ship);
    expect(critEffects(t.ship)).toHaveLength(1);
    expect(derived(t.ship).damage.attackSetback).toBe(2);
  });
});
