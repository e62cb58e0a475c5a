// Durable through the modifier scheme (system.modifiers.criticalSuffered): the pack talent's effect
// takes 10 per rank off every Critical Injury roll against its owner, never below 1 (published EotE
// core rules, Talents; the seeds print no talents). Pure rule first, then over the doubles.
import { describe, expect, it } from "vitest";
import { EoteError } from "../../../module/dice/errors.ts";
import { resolveCritical, sufferedTotal } from "../../../module/rules/combat/critical.ts";
import { parseModifierKey } from "../../../module/rules/checks/modifiers.ts";
import { CRITICAL_INJURIES } from "../../rules/fixtures.ts";
import { character } from "../../fixtures/actors.ts";
import { seeded } from "../../doubles/roll.ts";
import { FakeActor, packItem } from "../../doubles/index.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

describe("sufferedTotal and resolveCritical", () => {
  it("adds the target's own modifier after the attacker's, and stops at 1", () => {
    expect(sufferedTotal(45, -20)).toBe(25);
    expect(sufferedTotal(15, -20)).toBe(1);
    expect(sufferedTotal(15, 0)).toBe(15);
    expect(() => sufferedTotal(15, 0.5)).toThrow(EoteError);
    // d100 41, two injuries (+20), Vicious 1 (+10) = 71; Durable 3 takes 30 off.
    expect(resolveCritical(CRITICAL_INJURIES, 41, 2, 1, 0, -30).total).toBe(41);
    expect(resolveCritical(CRITICAL_INJURIES, 5, 0, 0, 0, -10).row).toBe(resolveCritical(CRITICAL_INJURIES, 1, 0).row);
  });

  it("is a derived field of the scheme", () => {
    expect(parseModifierKey("system.modifiers.criticalSuffered")).toEqual({ kind: "derived", field: "criticalSuffered" });
  });
});

describe("a critical rolled against a character with the pack's Durable", () => {
  const shell = shellSuite({ keys: true, seed: 7, modules: { critical: load.criticalActions } });
  const durable = (rank: number) => {
    const doc = packItem("talents", "Durable");
    return { ...doc, system: { ...doc.system, rank } };
  };

  it("takes 10 per rank off the same d100, down to 1 at most", async () => {
    for (const seed of [3, 11, 29, 57]) {
      shell.config.Dice.randomUniform = seeded(seed);
      const bare = await shell.critical.rollCritical(new FakeActor("Bare", "character", character()));
      shell.config.Dice.randomUniform = seeded(seed);
      const tough = new FakeActor("Tough", "character", character(), { items: [durable(2)] });
      expect(tough.system.modifiers?.criticalSuffered).toBe(-20);
      const reduced = await shell.critical.rollCritical(tough);
      expect(reduced.roll.total).toBe(bare.roll.total);
      expect(reduced.total, `seed ${seed}`).toBe(Math.max(1, bare.total - 20));
    }
  });
});
