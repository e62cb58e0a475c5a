// Environmental hazards with seed 002's numbers (ENVIRONMENT: FIRE / ACID / CORROSIVE ATMOSPHERE, FALLING,
// SUFFOCATION, VACUUM, GRAVITY, DIFFICULT TERRAIN, SWIMMING).
import { describe, expect, it } from "vitest";
import { EoteError } from "../../../module/dice/errors.ts";
import { malformed } from "../../doubles/typed.ts";
import type { DamageTarget } from "../../../module/rules/combat/damage.ts";
import {
  applyHazard, fallOutcome, FALL_CHECK_DIFFICULTY, FALL_CHECK_SKILLS, gravityApplies, gravityDice, moveManeuvers, putOutFireDifficulty,
  PUT_OUT_FIRE_SKILLS, ratingBand,
} from "../../../module/rules/combat/hazards.ts";

/** Soak 4, wound threshold 12, strain threshold 11. */
const pc = (wounds = 0, strain = 0): DamageTarget => ({
  kind: "character", soak: 4, wounds: { value: wounds, threshold: 12 }, strain: { value: strain, threshold: 11 },
});
const rival = (wounds = 0): DamageTarget => ({ kind: "rival", soak: 3, wounds: { value: wounds, threshold: 10 } });
const minions = (wounds = 0): DamageTarget => ({ kind: "minion", soak: 3, wounds: { value: wounds, threshold: 5 }, groupSize: 3 });

describe("fire, acid and corrosive atmospheres", () => {
  it("the rating in wounds each round, soak or not: rating 3 for 2 rounds is 6 wounds", () => {
    expect(applyHazard(pc(), { id: "fire", rating: 3, rounds: 2 })).toMatchObject({ wounds: 6, strain: 0, criticals: [], incapacitated: false });
    expect(applyHazard(pc(1), { id: "acid", rating: 5 })).toMatchObject({ previous: { wounds: 1, strain: 0 }, wounds: 6 });
  });

  it("seed 002's examples table: 1-2, 3-5, 6-9, 10+", () => {
    expect([1, 2, 3, 5, 6, 9, 10, 14].map(ratingBand)).toEqual(["mild", "mild", "dangerous", "dangerous", "severe", "severe", "lethal", "lethal"]);
    expect(() => ratingBand(0)).toThrow(EoteError);
  });

  it("passing the wound threshold brings one Critical Injury, as wounds of any source do; the next rounds none", () => {
    // 10 wounds + 4 (rating 4, round 1) = 14 > 12: one critical; round 2 adds 4 more and no critical.
    expect(applyHazard(pc(10), { id: "fire", rating: 4, rounds: 2 })).toMatchObject({ wounds: 18, criticals: [0], incapacitated: true });
  });

  it("wounds stop at twice the threshold", () => {
    expect(applyHazard(pc(20), { id: "fire", rating: 10, rounds: 3 }).wounds).toBe(24);
  });

  it("an atmosphere harmful only when breathed waits out a held breath (Brawn rounds)", () => {
    // Brawn 2: rounds 1 and 2 held, round 3 breathed.
    expect(applyHazard(pc(), { id: "corrosive", rating: 6, rounds: 3, breath: 2 }).wounds).toBe(6);
    // Already exposed 2 rounds: every round now is breathed.
    expect(applyHazard(pc(), { id: "corrosive", rating: 6, rounds: 2, breath: 2, exposedBefore: 2 }).wounds).toBe(12);
    // Fire does not wait for a breath.
    expect(applyHazard(pc(), { id: "fire", rating: 6, rounds: 1, breath: 2 }).wounds).toBe(6);
  });

  it("putting out a fire: Average on a hard surface, Easy on soft ground, Athletics or Coordination", () => {
    expect(putOutFireDifficulty("hard")).toBe(2);
    expect(putOutFireDifficulty("soft")).toBe(1);
    expect(PUT_OUT_FIRE_SKILLS).toEqual(["athletics", "coordination"]);
  });

  it("rivals and minion groups take the wounds too, with no Critical Injury", () => {
    expect(applyHazard(rival(8), { id: "fire", rating: 5 })).toMatchObject({ wounds: 13, strain: null, criticals: [], incapacitated: true });
    // Three minions of 5: 11 wounds defeat two; 15 all three.
    expect(applyHazard(minions(6), { id: "acid", rating: 5 })).toMatchObject({ wounds: 11, incapacitated: false });
    expect(applyHazard(minions(6), { id: "acid", rating: 5, rounds: 2 })).toMatchObject({ wounds: 15, incapacitated: true });
  });
});

describe("falling", () => {
  it("seed 002's table: short 10 damage 10 strain, medium 30 and 20, long and extreme incapacitate at +50 / +75", () => {
    expect(fallOutcome("short")).toEqual({ band: "short", damage: 10, strain: 10, incapacitates: false, criticalBonus: null });
    expect(fallOutcome("medium")).toEqual({ band: "medium", damage: 30, strain: 20, incapacitates: false, criticalBonus: null });
    expect(fallOutcome("long")).toEqual({ band: "long", damage: 0, strain: 30, incapacitates: true, criticalBonus: 50 });
    expect(fallOutcome("extreme")).toEqual({ band: "extreme", damage: 0, strain: 40, incapacitates: true, criticalBonus: 75 });
  });

  it("an Average Athletics or Coordination check: each success -1 damage, each advantage -1 strain", () => {
    expect(FALL_CHECK_DIFFICULTY).toBe(2);
    expect(FALL_CHECK_SKILLS).toEqual(["athletics", "coordination"]);
    expect(fallOutcome("short", { netSuccess: 2, netAdvantage: 3, triumph: 0 })).toMatchObject({ damage: 8, strain: 7 });
    // A failed check (net failure, net threat) takes nothing off and adds nothing.
    expect(fallOutcome("short", { netSuccess: -1, netAdvantage: -2, triumph: 0 })).toMatchObject({ damage: 10, strain: 10 });
    expect(fallOutcome("short", { netSuccess: 12, netAdvantage: 11, triumph: 0 })).toMatchObject({ damage: 0, strain: 0 });
  });

  it("a triumph shortens the fall by one range band; short becomes no fall at all", () => {
    expect(fallOutcome("long", { netSuccess: 1, netAdvantage: 0, triumph: 1 })).toMatchObject({ band: "medium", damage: 29, strain: 20, incapacitates: false });
    expect(fallOutcome("extreme", { netSuccess: 2, netAdvantage: 0, triumph: 2 })).toMatchObject({ band: "medium", damage: 28 });
    expect(fallOutcome("short", { netSuccess: 1, netAdvantage: 0, triumph: 1 })).toEqual({ band: null, damage: 0, strain: 0, incapacitates: false, criticalBonus: null });
  });

  it("damage is soaked, strain is not: a short fall on soak 4 is 6 wounds and 10 strain", () => {
    expect(applyHazard(pc(), { id: "falling", band: "short" })).toMatchObject({ wounds: 6, strain: 10, criticals: [], incapacitated: false });
  });

  it("strain past the threshold incapacitates (the track stops one past it)", () => {
    expect(applyHazard(pc(0, 5), { id: "falling", band: "short" })).toMatchObject({ strain: 12, incapacitated: true, criticals: [] });
  });

  it("a medium fall that passes the wound threshold brings one ordinary Critical Injury", () => {
    expect(applyHazard(pc(), { id: "falling", band: "medium" })).toMatchObject({ wounds: 24, strain: 12, criticals: [0], incapacitated: true });
  });

  it("long: incapacitated (one past the threshold), 30 strain and one Critical Injury at +50, not a second", () => {
    expect(applyHazard(pc(2), { id: "falling", band: "long" })).toMatchObject({ wounds: 13, strain: 12, criticals: [50], incapacitated: true });
    // Already further past the threshold: the wounds stay.
    expect(applyHazard(pc(18), { id: "falling", band: "extreme" })).toMatchObject({ wounds: 18, criticals: [75] });
  });

  it("a rival falling long is out with no injury roll; a minion group is wiped out", () => {
    // A rival takes the 30 strain as wounds (seed 002 ADVERSARIES), capped at twice its threshold of 10.
    expect(applyHazard(rival(), { id: "falling", band: "long" })).toMatchObject({ wounds: 20, strain: null, criticals: [], incapacitated: true });
    expect(applyHazard(minions(), { id: "falling", band: "extreme" })).toMatchObject({ wounds: 15, incapacitated: true, criticals: [] });
  });

  it("a fall needs a band", () => {
    expect(() => applyHazard(pc(), { id: "falling" })).toThrow(EoteError);
  });
});

describe("suffocation and vacuum", () => {
  it("3 strain a round once the held breath (Brawn rounds) runs out", () => {
    expect(applyHazard(pc(), { id: "suffocation", rounds: 2 })).toMatchObject({ wounds: 0, strain: 6, criticals: [] });
    // Brawn 3: three rounds held, the fourth and fifth suffocating.
    expect(applyHazard(pc(), { id: "suffocation", rounds: 5, breath: 3 })).toMatchObject({ strain: 6 });
  });

  it("one Critical Injury for each round begun incapacitated", () => {
    // Strain 9 of 11: round 1 → 12 (incapacitated, no critical yet), rounds 2 and 3 → one each.
    expect(applyHazard(pc(0, 9), { id: "suffocation", rounds: 3 })).toMatchObject({ strain: 12, criticals: [0, 0], incapacitated: true });
  });

  it("rivals take the strain as wounds and no Critical Injury", () => {
    expect(applyHazard(rival(), { id: "suffocation", rounds: 2 })).toMatchObject({ wounds: 6, criticals: [] });
  });

  it("vacuum: 3 wounds a round from the first, and suffocation once the breath runs out", () => {
    // Brawn 2: rounds 1-2 wounds only, round 3 wounds and strain.
    expect(applyHazard(pc(), { id: "vacuum", rounds: 3, breath: 2 })).toMatchObject({ wounds: 9, strain: 3, criticals: [] });
  });

  it("vacuum past the wound threshold: its Critical Injury as normal, then one more each round, on top of suffocation's", () => {
    // Wounds 11 of 12, strain 11 of 11, no breath held. Round 1: 14 wounds (crossing: 1 critical), strain 12.
    // Round 2 begins incapacitated by both: suffocation's critical and vacuum's: 2 more.
    expect(applyHazard(pc(11, 11), { id: "vacuum", rounds: 2 })).toMatchObject({ wounds: 17, strain: 12, criticals: [0, 0, 0] });
  });

  it("rounds and ratings must be whole and positive; vehicles are refused", () => {
    expect(() => applyHazard(pc(), { id: "fire", rating: 0 })).toThrow(EoteError);
    expect(() => applyHazard(pc(), { id: "suffocation", rounds: 0 })).toThrow(EoteError);
    expect(() => applyHazard(pc(), { id: "vacuum", rounds: 1, exposedBefore: -1 })).toThrow(EoteError);
    expect(() => applyHazard({ kind: "vehicle", soak: 3, wounds: { value: 0, threshold: 10 } }, { id: "fire", rating: 2 })).toThrow(EoteError);
    expect(() => applyHazard(pc(), { id: malformed("lava") })).toThrow(EoteError);
  });
});

describe("gravity and terrain", () => {
  it("heavy gravity up to three setback, weaker up to three boost, zero none (seed 002 GRAVITY)", () => {
    expect(gravityDice("heavy")).toEqual({ setback: 3, boost: 0 });
    expect(gravityDice("heavy", 1)).toEqual({ setback: 1, boost: 0 });
    expect(gravityDice("light", 2)).toEqual({ setback: 0, boost: 2 });
    expect(gravityDice("light", 5)).toEqual({ setback: 0, boost: 3 });
    expect(gravityDice("zero")).toEqual({ setback: 0, boost: 0 });
    expect(gravityDice("standard")).toEqual({ setback: 0, boost: 0 });
  });

  it("gravity affects Brawn-based skills and Coordination, nothing else", () => {
    expect(gravityApplies({ id: "athletics", characteristic: "brawn" })).toBe(true);
    expect(gravityApplies({ id: "coordination", characteristic: "agility" })).toBe(true);
    expect(gravityApplies({ id: "stealth", characteristic: "agility" })).toBe(false);
  });

  it("difficult terrain, water and zero gravity double the maneuvers to move", () => {
    expect(moveManeuvers(1, {})).toBe(1);
    expect(moveManeuvers(1, { difficult: true })).toBe(2);
    expect(moveManeuvers(2, { swimming: true })).toBe(4);
    expect(moveManeuvers(1, { gravity: "zero" })).toBe(2);
    expect(moveManeuvers(1, { gravity: "heavy" })).toBe(1);
  });
});
