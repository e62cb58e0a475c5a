// Tractor (seed 002 ITEM QUALITIES: the target may not move; Piloting at the rating to end it) and the
// starship's Limited Ammo (seed 002 STARSHIP BASICS: no reload by a maneuver), pure.
import { describe, expect, it } from "vitest";
import { breaksFree, tractorEscapeDifficulty, tractorHold } from "../../../module/rules/vehicles/tractor.ts";
import { attackAllowance, spentActivations } from "../../../module/rules/combat/attack-spending.ts";
import { fireRefusal, FRESH_USE, reloadsByManeuver } from "../../../module/rules/gear/weapon-use.ts";

const tractor = [{ key: "tractor" as const, rating: 3 }];

describe("Tractor", () => {
  it("holds a vehicle hit by a Tractor weapon, at its rating; nothing on a miss, on a character, or without the quality", () => {
    expect(tractorHold(true, tractor, "vehicle")).toBe(3);
    expect(tractorHold(false, tractor, "vehicle")).toBe(0);
    expect(tractorHold(true, tractor, "character")).toBe(0);
    expect(tractorHold(true, [], "vehicle")).toBe(0);
  });

  it("the pilot breaks free with a success at the rating's difficulty (Formidable at most)", () => {
    expect(tractorEscapeDifficulty(3)).toBe(3);
    expect(tractorEscapeDifficulty(7)).toBe(5);
    expect(breaksFree({ succeeded: true })).toBe(true);
    expect(breaksFree({ succeeded: false })).toBe(false);
  });

  it("is passive: a hold on the card's record costs none of the roll's advantage", () => {
    const record = { hits: 1, stun: 0, thresholdCritical: false, crits: [], effects: [{ source: "tractor" }] };
    const result = { hit: true, critical: { cost: 3, times: 0 }, qualities: [] };
    expect(spentActivations(result, [record])).toEqual([]);
    const roll = { netSuccess: 1, netAdvantage: 2, triumph: 0, despair: 0, succeeded: true };
    expect(attackAllowance(roll, result, [record]).left).toEqual({ advantage: 2, triumph: 0 });
    // A triggered status (Ensnare) is still paid for.
    expect(spentActivations(result, [{ ...record, effects: [{ source: "ensnare" }] }])).toEqual([{ kind: "status", key: "ensnare", cost: 2 }]);
  });
});

describe("Limited Ammo on a vehicle", () => {
  it("a vehicle's weapon is not reloaded by a maneuver; a character's is", () => {
    expect(reloadsByManeuver("vehicle")).toBe(false);
    expect(reloadsByManeuver("character")).toBe(true);
    expect(reloadsByManeuver("minion")).toBe(true);
  });

  it("an emptied or out of ammunition vehicle weapon says to rearm at base", () => {
    const limited = [{ key: "limitedAmmo" as const, rating: 2 }];
    expect(fireRefusal(limited, { ...FRESH_USE, shots: 2 }, null, 0, false)).toEqual({ key: "EOTE.Combat.Weapon.EmptyRearm", data: { rating: 2 } });
    expect(fireRefusal(limited, { ...FRESH_USE, shots: 2 }, null, 0)).toEqual({ key: "EOTE.Combat.Weapon.Empty", data: { rating: 2 } });
    expect(fireRefusal([], { ...FRESH_USE, outOfAmmo: "msg" }, null, 0, false)!.key).toBe("EOTE.Combat.Weapon.OutOfAmmoRearm");
  });
});
