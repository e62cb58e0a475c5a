// Vehicle minions (seed 002 VEHICLE MINIONS: several ships as one minion group; guns of one kind firing
// into the same arc as a gunnery minion group, upgraded if they have Gunnery), pure.
import { describe, expect, it } from "vitest";
import { applyDamage, isMinionGroup, minionCritical, woundCap, type DamageTarget } from "../../../module/rules/combat/damage.ts";
import { checkPool } from "../../../module/dice/index.ts";
import {
  groupCheckRank, groupHullState, groupHullThreshold, groupOf, gunneryGroup, shipsStanding, withGroupRank, type MountedWeapon,
} from "../../../module/rules/vehicles/vehicle-minion.ts";
import { vehicleDerived } from "../../../module/rules/vehicles/vehicle.ts";
import { vehicle } from "../../fixtures/actors.ts";

describe("several ships as one group", () => {
  it("three ships of hull trauma threshold 10 share a track of 30; each full 10 destroys one", () => {
    expect(groupOf({ group: 3 })).toBe(3);
    expect(groupOf({ group: 0 })).toBe(1);
    expect(groupOf({})).toBe(1);
    expect(groupHullThreshold(10, 3)).toBe(30);
    expect(shipsStanding(0, 10, 3)).toBe(3);
    expect(shipsStanding(9, 10, 3)).toBe(3);
    expect(shipsStanding(10, 10, 3)).toBe(2);
    expect(shipsStanding(29, 10, 3)).toBe(1);
    expect(shipsStanding(30, 10, 3)).toBe(0);
  });

  it("the group's hull track: threshold 30, held at 30, out once every ship is destroyed", () => {
    expect(groupHullState({ value: 25, threshold: 10 }, 3)).toEqual({ value: 25, threshold: 30, max: 30, exceeded: false, standing: 1 });
    expect(groupHullState({ value: 40, threshold: 10 }, 3)).toEqual({ value: 30, threshold: 30, max: 30, exceeded: true, standing: 0 });
  });

  it("derived data: a group of 3 at 12 hull trauma has 2 ships flying and is not shut down; a lone ship is unchanged", () => {
    const group = { ...vehicle(3), group: 3, hullTrauma: { value: 12, threshold: 10 } };
    const derived = vehicleDerived(group, []);
    expect(derived.ships).toEqual({ group: 3, standing: 2 });
    expect(derived.hullTrauma.threshold).toBe(30);
    expect(derived.damage.shutDown).toBe(false);
    const lone = vehicleDerived({ ...vehicle(3), hullTrauma: { value: 23, threshold: 22 } }, []);
    expect(lone.ships).toEqual({ group: 1, standing: 0 });
    expect(lone.hullTrauma.threshold).toBe(22);
    expect(lone.damage.shutDown).toBe(true);
  });

  it("damage follows the minion rules: 14 past armour on a group of 3 (threshold 10) destroys one ship, no critical owed", () => {
    const target: DamageTarget = { kind: "vehicle", soak: 2, wounds: { value: 5, threshold: 10 }, strain: { value: 0, threshold: 8 }, groupSize: 3 };
    expect(isMinionGroup(target)).toBe(true);
    expect(woundCap(target)).toBe(30);
    const result = applyDamage(target, { damage: 16, scale: "vehicle" });
    expect(result).toMatchObject({ dealt: 14, wounds: 19, standing: 2, minionsDefeated: 1, incapacitated: false, thresholdCritical: false });
    // Ion on a group still goes to its system strain.
    expect(applyDamage(target, { damage: 5, scale: "vehicle", ion: true })).toMatchObject({ wounds: 5, strain: 3 });
    // A critical destroys one more ship: hull trauma up to the next ship's threshold.
    expect(minionCritical(3, 10, 19)).toBe(20);
    // A lone vehicle is no group: past its threshold it owes a critical.
    const lone: DamageTarget = { ...target, groupSize: 1 };
    expect(isMinionGroup(lone)).toBe(false);
    expect(applyDamage(lone, { damage: 10, scale: "vehicle" })).toMatchObject({ wounds: 13, thresholdCritical: true, standing: null });
  });
});

describe("the group's checks", () => {
  it("with the skill: one rank per ship beyond the first (at most 5), or the crew's own rank if higher; without it, their own", () => {
    expect(groupCheckRank(0, true, 3)).toBe(2);
    expect(groupCheckRank(3, true, 3)).toBe(3);
    expect(groupCheckRank(0, true, 9)).toBe(5);
    expect(groupCheckRank(0, false, 3)).toBe(0);
    expect(groupCheckRank(1, true, 1)).toBe(1);
  });

  it("the pool's ability dice upgrade to the group's rank; other dice stay", () => {
    // Agility 3, rank 0 (ppp... ability 3) → rank 2: 2 proficiency + 1 ability; a setback and a difficulty kept.
    const pool = { ...checkPool(3, 0), setback: 1, difficulty: 2 };
    const raised = withGroupRank(pool, 3, 0, 2);
    expect(raised).toMatchObject({ ability: 1, proficiency: 2, setback: 1, difficulty: 2 });
    expect(withGroupRank(pool, 3, 2, 1)).toBe(pool);
  });
});

describe("gunnery minions", () => {
  const gun = (id: string, arcs: MountedWeapon["system"]["firingArcs"], damage = 5): MountedWeapon =>
    ({ id, name: "Turbolaser", system: { damage, crit: 3, range: "long", firingArcs: arcs, qualities: [{ key: "breach", rating: 2 }] } });

  it("groups the guns of the same kind mounted on the target's arc, the firing gun first", () => {
    const a = gun("a", ["fore", "port"]);
    const b = gun("b", ["port"]);
    const c = gun("c", ["fore"]);
    const other = gun("d", ["port"], 9);
    const mounted = [a, b, c, other];
    expect(gunneryGroup(a, mounted, "port").map((w) => w.id)).toEqual(["a", "b"]);
    expect(gunneryGroup(a, mounted, "fore").map((w) => w.id)).toEqual(["a", "c"]);
    expect(gunneryGroup(a, mounted, "aft")).toEqual([]);
    expect(gunneryGroup(other, mounted, "port").map((w) => w.id)).toEqual(["d"]);
  });
});

describe("the gunnery group in the attack options", () => {
  it("is offered and read only when several guns of the weapon's kind share an arc", async () => {
    const { choicesView, defaultChoices, readChoices } = await import("../../../module/features/attack/options-model.ts");
    const { blaster } = await import("../../fixtures/items.ts");
    const cannon = blaster({ skill: "gunnery", range: "engaged", firingArcs: ["port"] });
    const grouped = { vehicle: true, firingArcs: cannon.firingArcs, gunneryGuns: 3 };
    expect(choicesView(cannon, defaultChoices(cannon, grouped), grouped).gunneryGuns).toBe(3);
    expect(readChoices({ gunneryGroup: "on" }, cannon, grouped).gunneryGroup).toBe(true);
    const alone = { vehicle: true, firingArcs: cannon.firingArcs, gunneryGuns: 1 };
    expect(choicesView(cannon, defaultChoices(cannon, alone), alone).gunneryGuns).toBe(0);
    expect(readChoices({ gunneryGroup: "on" }, cannon, alone)).not.toHaveProperty("gunneryGroup");
  });
});
