// What a starship action's card applies (seed 002 STARSHIP ACTIONS): Boost Shields +1 defence in a zone
// and 1 system strain to the vehicle, extended a round per advantage; Slice Enemy's Systems -1 defence in a
// zone of the target and 1 system strain to it on two advantage; Gain the Advantage an effect on the
// vehicle; nothing on a failure or without the zone. A vehicle's zone defence with its effects, 0 strained.
import { describe, expect, it } from "vitest";
import { actionApplication, effectiveZoneDefence, MAX_ZONE_DEFENCE, spoofDefence, weaponDisabled, zoneDefenceKey } from "../../../module/rules/vehicles/starship-action-effects.ts";
import { maneuverCheckUpgrades } from "../../../module/rules/vehicles/maneuver-checks.ts";
import { vehicleDerived } from "../../../module/rules/vehicles/vehicle.ts";
import { baseModifiers } from "../../../module/rules/checks/modifiers.ts";
import { vehicle } from "../../fixtures/actors.ts";

const roll = (successes: number, advantage = 0, triumph = 0) => ({ success: successes > 0, successes, advantage, triumph });

describe("starship action applications", () => {
  it("slice enemy's systems' triumph: the weapon named is disabled on the target to the end of the next round", () => {
    const effects = actionApplication("sliceSystems", roll(1, 0, 1), "fore", "pilotingSpace", "gun1")!.effects;
    expect(effects[1]).toEqual({ subject: "target", rounds: 1, changes: [], weaponId: "gun1" });
    expect(actionApplication("sliceSystems", roll(1, 0, 0), "fore", "pilotingSpace", "gun1")!.effects).toHaveLength(1);
    expect(actionApplication("sliceSystems", roll(1, 0, 1), "fore")!.effects).toHaveLength(1); // a target without weapons
    expect(weaponDisabled("gun1", ["gun1"])).toBe(true);
    expect(weaponDisabled("gun2", ["gun1"])).toBe(false);
    expect(weaponDisabled("", [""])).toBe(false);
  });

  it("boost shields: +1 in the zone for 1 round plus 1 per advantage, 1 system strain to the vehicle", () => {
    expect(actionApplication("boostShields", roll(1), "fore")).toEqual({
      effects: [{ subject: "vehicle", rounds: 1, zone: "fore", changes: [{ key: "system.modifiers.zoneDefence.fore", mode: 2, value: "1" }] }],
      systemStrain: [{ subject: "vehicle", amount: 1 }],
    });
    expect(actionApplication("boostShields", roll(3, 2), "aft")!.effects[0]!.rounds).toBe(3);
  });

  it("slice: -1 in the target's zone; 1 system strain to the target from two advantage", () => {
    expect(actionApplication("sliceSystems", roll(1, 1), "aft")).toEqual({
      effects: [{ subject: "target", rounds: 1, zone: "aft", changes: [{ key: zoneDefenceKey("aft"), mode: 2, value: "-1" }] }],
      systemStrain: [],
    });
    expect(actionApplication("sliceSystems", roll(1, 2), "aft")!.systemStrain).toEqual([{ subject: "target", amount: 1 }]);
  });

  it("gain the advantage: an effect on the vehicle for one round", () => {
    expect(actionApplication("gainAdvantage", roll(1))).toEqual({ effects: [{ subject: "vehicle", rounds: 1, changes: [] }], systemStrain: [] });
  });

  it("nothing on a failure, nor without the zone the action picks", () => {
    expect(actionApplication("boostShields", roll(0, 4), "fore")).toBeNull();
    expect(actionApplication("sliceSystems", roll(2))).toBeNull();
  });

  it("zone defence: stored plus effects, never below 0; all 0 while strained", () => {
    const defence = { fore: 1, aft: 0, port: 2, starboard: 0 };
    expect(effectiveZoneDefence(defence, { fore: 1, aft: -1 }, false)).toEqual({ fore: 2, aft: 0, port: 2, starboard: 0 });
    expect(effectiveZoneDefence(defence, undefined, true)).toEqual({ fore: 0, aft: 0, port: 0, starboard: 0 });
  });

  it("zone defence: never above the cap of 4, whatever an effect adds (a +101 would ask for 101 setback dice)", () => {
    expect(MAX_ZONE_DEFENCE).toBe(4);
    const defence = { fore: 1, aft: 4, port: 2, starboard: 0 };
    expect(effectiveZoneDefence(defence, { fore: 101, aft: 1, port: 2 }, false)).toEqual({ fore: 4, aft: 4, port: 4, starboard: 0 });
  });

  it("the vehicle's derived zone defence takes the cap too", () => {
    const data = vehicle(3);
    data.defence = { fore: 1, aft: 1, port: 0, starboard: 0 };
    const prepared = { ...data, modifiers: { ...baseModifiers(), zoneDefence: { fore: 101, aft: -7 } } };
    expect(vehicleDerived(prepared, []).zoneDefence).toMatchObject({ fore: 4, aft: 0 });
  });
});

describe("actions on the pilot's next check (published rule where the seed has no die for it)", () => {
  it("co-pilot: the pilot's next Piloting check of the vehicle's domain upgrades once per success, used up by it", () => {
    expect(actionApplication("copilot", roll(3), undefined, "pilotingPlanetary")).toEqual({
      effects: [{ subject: "pilot", rounds: 1, once: true, changes: [{ key: "system.modifiers.checks.pilotingPlanetary.upgradeAbility", mode: 2, value: "3" }] }],
      systemStrain: [],
    });
    expect(actionApplication("copilot", roll(0, 4), undefined, "pilotingSpace")).toBeNull();
  });

  it("plot course: one setback die removed per success from the pilot's next Piloting check", () => {
    expect(actionApplication("plotCourse", roll(2), undefined, "pilotingSpace")!.effects[0]!.changes)
      .toEqual([{ key: "system.modifiers.checks.pilotingSpace.removeSetback", mode: 2, value: "2" }]);
  });
});

describe("gain the advantage on the attacks of the vessel that gained it", () => {
  const ship = (vessel: string, ...maneuvers: string[]) => ({ vessel, maneuvers });

  it("the target's Evasive Action is ignored, with a note; the attacker's own Evasive Action still counts", () => {
    const input = { from: ship("Wayward Star", "evasiveAction"), target: ship("Bandit", "evasiveAction") };
    expect(maneuverCheckUpgrades(input).difficulty).toBe(2);
    const ignored = maneuverCheckUpgrades({ ...input, advantageOverTarget: true });
    expect(ignored.difficulty).toBe(1);
    expect(ignored.notes.map((n) => n.key)).toEqual(["EOTE.Maneuver.Note.OwnDifficulty", "EOTE.StarshipAction.gainAdvantage.Ignores"]);
    expect(ignored.notes[1]!.data).toEqual({ vessel: "Bandit", maneuver: "EOTE.Maneuver.evasiveAction.Name" });
  });
});

describe("spoof missiles", () => {
  it("an effect on the vehicle with one difficulty die against Guided weapons, two on two advantage", () => {
    expect(actionApplication("spoofMissiles", roll(1, 1))).toEqual({ effects: [{ subject: "vehicle", rounds: 1, changes: [], dice: 1 }], systemStrain: [] });
    expect(actionApplication("spoofMissiles", roll(1, 2))!.effects[0]!.dice).toBe(2);
    expect(actionApplication("spoofMissiles", roll(0, 3))).toBeNull();
  });

  it("the attack adds a setback die per point of spoof defence in force, only for a Guided weapon, within the defence cap", () => {
    // Seed 002 GUIDED "Spoofing: +1 defense vs. guided attacks" (published rule): defence, so setback dice.
    expect(spoofDefence(true, [1, 2], 0)).toBe(3);
    expect(spoofDefence(false, [2], 0)).toBe(0);
    expect(spoofDefence(true, [], 0)).toBe(0);
    // The struck zone already has 3 defence: spoofing lifts it to the cap of 4, no further.
    expect(spoofDefence(true, [2], 3)).toBe(1);
    expect(spoofDefence(true, [2], MAX_ZONE_DEFENCE)).toBe(0);
  });
});

describe("fire discipline", () => {
  it("a boost die on the vehicle's Gunnery checks: used up by one on one success, for every crew member on two", () => {
    expect(actionApplication("fireDiscipline", roll(1))).toEqual({
      effects: [{ subject: "vehicle", rounds: 1, once: true, changes: [{ key: "system.modifiers.checks.gunnery.boost", mode: 2, value: "1" }] }],
      systemStrain: [],
    });
    expect(actionApplication("fireDiscipline", roll(2))!.effects[0]!.once).toBeUndefined();
  });
});
