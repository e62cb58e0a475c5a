// What vehicle critical hits do beyond the vehicle (seed 002 VEHICLE CRITICAL HITS; seed 000 VEHICLE
// CRITICAL HIT RESULTS): the crew's strain and status, a fire's checks, when a ship breaking up is lost.
import { describe, expect, it } from "vitest";
import { breakingUpDue, breakingUpLastRound, crewOnHit, crewStrainHit, fireFight } from "../../../module/rules/vehicles/critical-hit-aftermath.ts";
import { applyDamage } from "../../../module/rules/combat/damage.ts";
import { VEHICLE_CRIT_KEYS } from "../../../module/rules/vehicles/critical-hits.ts";

describe("the crew's part of a hit", () => {
  it("Jostled: 1 strain and disoriented for a round; Tailspin: immobilised for a round, no strain", () => {
    expect(crewOnHit("jostled")).toEqual({ strain: 1, status: "disoriented", rounds: 1 });
    expect(crewOnHit("tailspin")).toEqual({ strain: 0, status: "immobilized", rounds: 1 });
  });

  it("no other row touches the crew", () => {
    const touching = VEHICLE_CRIT_KEYS.filter((k) => crewOnHit(k) !== null);
    expect(touching).toEqual(["jostled", "tailspin"]);
  });

  it("the strain is suffered past soak; a rival, who has no strain, takes it as a wound", () => {
    const pc = applyDamage({ kind: "character", soak: 5, wounds: { value: 0, threshold: 12 }, strain: { value: 3, threshold: 10 } }, crewStrainHit(1));
    expect([pc.wounds, pc.strain]).toEqual([0, 4]);
    const rival = applyDamage({ kind: "rival", soak: 3, wounds: { value: 2, threshold: 10 } }, crewStrainHit(1));
    expect(rival.wounds).toBe(3);
    // Never a negative hit.
    expect(crewStrainHit(-2).stun).toBe(0);
  });
});

describe("fighting a fire (Fire!)", () => {
  it("Cool or Vigilance at Average; one round per 2 silhouette, at least 1", () => {
    expect(fireFight(3)).toEqual({ skills: ["cool", "vigilance"], difficulty: 2, rounds: 2 });
    expect(fireFight(1).rounds).toBe(1);
    expect(fireFight(6).rounds).toBe(3);
  });
});

describe("Breaking Up: lost at the end of the round after the hit", () => {
  it("hit in round 2: lost at the end of round 3, so due once round 4 begins", () => {
    expect(breakingUpLastRound(2)).toBe(3);
    expect(breakingUpDue(2, 2)).toBe(false);
    expect(breakingUpDue(2, 3)).toBe(false);
    expect(breakingUpDue(2, 4)).toBe(true);
    expect(breakingUpDue(2, 7)).toBe(true);
  });
});
