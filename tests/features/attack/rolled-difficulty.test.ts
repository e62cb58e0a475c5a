// What a stored roll shows it was rolled against, and what a card may then honour (Auto-fire, a treatment).
import { describe, expect, it } from "vitest";
import { difficultyPaid, rolledDifficultyLevel } from "../../../module/rules/checks/rolled-difficulty.ts";
import { treatmentRollCovers } from "../../../module/rules/combat/critical-treatment.ts";
import { autoFireHonoured, autoFireLevel, readAttackClaim, type AttackNow } from "../../../module/features/attack/plan-model.ts";
import { character, vehicle } from "../../fixtures/actors.ts";
import { blaster } from "../../fixtures/items.ts";

const dice = (...kinds: string[]) => kinds.map((die) => ({ die, face: 1 }));

describe("the difficulty level a roll was made at", () => {
  it("counts difficulty and challenge dice (an upgrade turns one into the other), nothing else", () => {
    expect(rolledDifficultyLevel(dice("ability", "proficiency", "boost", "setback"))).toBe(0);
    expect(rolledDifficultyLevel(dice("difficulty", "difficulty", "challenge", "setback", "ability"))).toBe(3);
    expect(rolledDifficultyLevel([])).toBe(0);
  });

  it("pays for a level when it reaches it", () => {
    expect(difficultyPaid(2, 2)).toBe(true);
    expect(difficultyPaid(3, 2)).toBe(true);
    expect(difficultyPaid(1, 2)).toBe(false);
    expect(difficultyPaid(5, Number.NaN)).toBe(false);
  });
});

describe("a treatment's roll against the critical it points at now", () => {
  it("covers a critical whose severity (+2 treating oneself with Medicine) it was rolled at", () => {
    expect(treatmentRollCovers(1, 1, "medicine", false)).toBe(true);
    expect(treatmentRollCovers(1, 4, "medicine", false)).toBe(false);
    expect(treatmentRollCovers(3, 1, "medicine", true)).toBe(true);
    expect(treatmentRollCovers(2, 1, "medicine", true)).toBe(false);
    // No self penalty at rest or on a repair.
    expect(treatmentRollCovers(2, 2, "resilience", true)).toBe(true);
    expect(treatmentRollCovers(2, 2, "repair", false)).toBe(true);
    expect(treatmentRollCovers(1, 2, "repair", false)).toBe(false);
    // Severity 0 (death) is never covered.
    expect(treatmentRollCovers(9, 0, "medicine", false)).toBe(false);
  });
});

describe("Auto-fire's difficulty", () => {
  const kira = { type: "character", system: character(), derived: {} } as unknown as AttackNow["attacker"];
  const now = (over: Partial<AttackNow> = {}): AttackNow => ({
    weaponName: "Rifle", weapon: blaster({ qualities: [{ key: "autoFire", rating: null }] }), attacker: kira, firstTarget: null, rolledLevel: 0, ...over,
  });
  const claim = (rangeBand: string, autoFire = true) => readAttackClaim({ weaponUuid: "w", attackerUuid: "a", targetUuids: [], rangeBand, autoFire })!;

  it("is the band's difficulty, +1, and Cumbersome over Brawn, as the attack plan rolls it", () => {
    expect(autoFireLevel(claim("short"), now())).toBe(2); // Easy + 1
    expect(autoFireLevel(claim("medium"), now())).toBe(3); // Average + 1
    const heavy = blaster({ qualities: [{ key: "autoFire", rating: null }, { key: "cumbersome", rating: 5 }] });
    const brawn = character().characteristics.brawn;
    expect(autoFireLevel(claim("short"), now({ weapon: heavy }))).toBe(2 + 5 - brawn);
  });

  it("a vehicle's weapon: its gunner is not on the flag, so Cumbersome is left out (the least level)", () => {
    const ship = { type: "vehicle", system: vehicle(), derived: {} } as unknown as AttackNow["attacker"];
    const cannon = blaster({ skill: "gunnery", range: "long", qualities: [{ key: "autoFire", rating: null }, { key: "cumbersome", rating: 5 }] });
    const plain = blaster({ skill: "gunnery", range: "long", qualities: [{ key: "autoFire", rating: null }] });
    expect(autoFireLevel(claim("short"), now({ attacker: ship, weapon: cannon }))).toBe(autoFireLevel(claim("short"), now({ attacker: ship, weapon: plain })));
  });

  it("is honoured only when the roll reached it; never beyond the weapon's range or without the quality", () => {
    expect(autoFireHonoured(claim("short"), now({ rolledLevel: 2 }))).toBe(true);
    expect(autoFireHonoured(claim("short"), now({ rolledLevel: 1 }))).toBe(false);
    expect(autoFireHonoured(claim("extreme"), now({ rolledLevel: 9 }))).toBe(false); // beyond medium: the plan refuses it
    expect(autoFireHonoured(claim("short", false), now({ rolledLevel: 9 }))).toBe(false);
    expect(autoFireHonoured(claim("short"), now({ rolledLevel: 9, weapon: blaster() }))).toBe(false);
  });

  it("reads the personal silhouettes from the actors, never from the flag (seed 002 PERSONAL SILHOUETTES)", () => {
    const big = readAttackClaim({ weaponUuid: "w", attackerUuid: "a", targetUuids: [], rangeBand: "medium", autoFire: true, silhouettes: { attacker: 1, target: 3 } })!;
    expect(big.silhouettes).toEqual({ attacker: 1, target: 3 });
    // A target "two larger" written into the flag after the roll would take one off the level Auto-fire
    // needs; personal actors are silhouette 1, so the level stays Average + 1 and a level-2 roll is refused.
    const target = { type: "rival", system: {} } as unknown as NonNullable<AttackNow["firstTarget"]>;
    expect(autoFireLevel(big, now({ firstTarget: target }))).toBe(3);
    expect(autoFireHonoured(big, now({ firstTarget: target, rolledLevel: 2 }))).toBe(false);
    expect(autoFireHonoured(big, now({ firstTarget: target, rolledLevel: 3 }))).toBe(true);
    // Odd silhouettes are not read.
    expect(readAttackClaim({ weaponUuid: "w", attackerUuid: "a", targetUuids: [], silhouettes: { attacker: -1, target: "3" } })!.silhouettes).toBeUndefined();
  });
});
