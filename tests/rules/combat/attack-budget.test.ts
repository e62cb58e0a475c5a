// One budget per attack roll (seed 000 SPENDING ADVANTAGE AND TRIUMPHS, seed 002 ITEM QUALITIES):
// the pure arithmetic, and what an attack has spent as read from its targets' records.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { canPay, paidBy, remainingBudget, rollBudget, timesAffordable } from "../../../module/rules/combat/attack-budget.ts";
import { resolveAttack, type AttackRoll } from "../../../module/rules/combat/attack-result.ts";
import {
  attackAllowance, critsBought, owedCritLeft, spentActivations, type SpendRecord,
} from "../../../module/rules/combat/attack-spending.ts";
import { HEAVY_BLASTER_RIFLE, VIBRO_AX } from "../fixtures.ts";

const roll = (netSuccess: number, netAdvantage: number, triumph = 0): AttackRoll =>
  ({ netSuccess, netAdvantage, triumph, despair: 0, succeeded: netSuccess > 0 });

const rec = (over: Partial<SpendRecord> = {}): SpendRecord =>
  ({ hits: 0, stun: 0, thresholdCritical: false, crits: [], effects: [], ...over });

describe("the budget", () => {
  it("is the net advantage (none under threat) and the triumphs", () => {
    expect(rollBudget({ netAdvantage: 3, triumph: 1 })).toEqual({ advantage: 3, triumph: 1 });
    expect(rollBudget({ netAdvantage: -2, triumph: 0 })).toEqual({ advantage: 0, triumph: 0 });
  });

  it("advantage only: each activation takes its cost", () => {
    expect(remainingBudget({ advantage: 3, triumph: 0 }, [])).toEqual({ advantage: 3, triumph: 0 });
    expect(remainingBudget({ advantage: 3, triumph: 0 }, [2])).toEqual({ advantage: 1, triumph: 0 });
    expect(remainingBudget({ advantage: 3, triumph: 0 }, [2, 1])).toEqual({ advantage: 0, triumph: 0 });
  });

  it("a triumph pays for the dearest activation, whatever order they came in", () => {
    // Sunder (1) and a crit 3 with 3 advantage and a triumph: the triumph takes the crit, 1 advantage Sunder.
    expect(remainingBudget({ advantage: 3, triumph: 1 }, [1, 3])).toEqual({ advantage: 2, triumph: 0 });
    expect(remainingBudget({ advantage: 3, triumph: 1 }, [3, 1])).toEqual({ advantage: 2, triumph: 0 });
    // Two triumphs, three activations (2, 4, 3): one triumph on 4 is enough, advantage pays 2 and 3, and the
    // other triumph stays free for whatever comes next.
    expect(remainingBudget({ advantage: 5, triumph: 2 }, [2, 4, 3])).toEqual({ advantage: 0, triumph: 1 });
    // More triumphs than activations: the rest stay.
    expect(remainingBudget({ advantage: 1, triumph: 2 }, [3])).toEqual({ advantage: 1, triumph: 1 });
  });

  it("an over-spent record (written before budgets were kept) leaves nothing, never less", () => {
    expect(remainingBudget({ advantage: 2, triumph: 0 }, [2, 2, 3])).toEqual({ advantage: 0, triumph: 0 });
    expect(remainingBudget({ advantage: 0, triumph: 1 }, [2, 2])).toEqual({ advantage: 0, triumph: 0 });
    expect(canPay({ advantage: 2, triumph: 0 }, [2, 2])).toBe(false);
    expect(timesAffordable({ advantage: 2, triumph: 0 }, [2, 2], 1)).toBe(0);
  });

  it("how many more of an option the rest can buy", () => {
    expect(timesAffordable({ advantage: 5, triumph: 0 }, [], 2)).toBe(2);
    expect(timesAffordable({ advantage: 5, triumph: 1 }, [], 2)).toBe(3);
    expect(timesAffordable({ advantage: 3, triumph: 0 }, [2], 2)).toBe(0);
    expect(timesAffordable({ advantage: 0, triumph: 2 }, [3], 5)).toBe(1);
    // 2 advantage and a triumph after Sunder (1): advantage pays Sunder, so the triumph is still left and
    // says a crit 3 is affordable (it takes the triumph); after it, nothing of cost 3 is left.
    expect(remainingBudget({ advantage: 2, triumph: 1 }, [1])).toEqual({ advantage: 1, triumph: 1 });
    expect(timesAffordable({ advantage: 2, triumph: 1 }, [1], 3)).toBe(1);
    expect(timesAffordable({ advantage: 2, triumph: 1 }, [1, 3], 3)).toBe(0);
    expect(timesAffordable({ advantage: 2, triumph: 1 }, [1, 3], 1)).toBe(1);
  });
});

describe("what is left, as the card's line and its buttons read it", () => {
  it("a despair-only row after a 1-threat row: the despair is still left (threat paid the first)", () => {
    // 3 threat and a despair, one "suffers 1 system strain" (1 threat) bought: the card said "despair left 0"
    // while a despair-only row was still bought by re-allocating the despair.
    const left = remainingBudget({ advantage: 3, triumph: 1 }, [1]);
    expect(left).toEqual({ advantage: 2, triumph: 1 });
    expect(paidBy(left, Infinity)).toBe("triumph");
    expect(canPay({ advantage: 3, triumph: 1 }, [1, Infinity])).toBe(true);
  });

  it("one more purchase is payable exactly when what is left names who pays (any budget, any record)", () => {
    const cost = fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constant(Infinity));
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 3 }), fc.array(cost, { maxLength: 5 }), cost,
      (advantage, triumph, spent, next) => {
        const budget = { advantage, triumph };
        const left = remainingBudget(budget, spent);
        expect(left.advantage).toBeGreaterThanOrEqual(0);
        expect(left.triumph).toBeGreaterThanOrEqual(0);
        const payable = canPay(budget, spent) && canPay(budget, [...spent, next]);
        expect(paidBy(left, next) !== null).toBe(payable);
        expect(timesAffordable(budget, spent, next) > 0).toBe(payable);
      },
    ), { numRuns: 400 });
  });
});

describe("criticals on a record", () => {
  it("the owed threshold crit is marked and costs nothing; one bought before the threshold stays bought", () => {
    expect(critsBought(rec({ thresholdCritical: true, crits: [{ threshold: true }, { threshold: false }] }))).toBe(1);
    expect(owedCritLeft(rec({ thresholdCritical: true, crits: [{ threshold: true }] }))).toBe(false);
    const boughtFirst = rec({ thresholdCritical: true, crits: [{ threshold: false }] });
    expect(critsBought(boughtFirst)).toBe(1);
    expect(owedCritLeft(boughtFirst)).toBe(true);
    expect(owedCritLeft(rec({ thresholdCritical: false }))).toBe(false);
    expect(owedCritLeft(null)).toBe(false);
  });

  it("records from before the mark: one unmarked crit counts as the owed one when the threshold was passed", () => {
    expect(critsBought(rec({ thresholdCritical: true, crits: [{}] }))).toBe(0);
    expect(owedCritLeft(rec({ thresholdCritical: true, crits: [{}] }))).toBe(false);
    expect(critsBought(rec({ thresholdCritical: true, crits: [{}, {}] }))).toBe(1);
    expect(critsBought(rec({ thresholdCritical: false, crits: [{}] }))).toBe(1);
  });
});

describe("what an attack spent, over all its targets", () => {
  it("extra hits after the first, bought crits, quality statuses and Stun; incapacitation is free", () => {
    // Heavy Blaster Rifle on Auto-fire (crit 3): Auto-fire activations cost 2.
    const result = resolveAttack({ roll: roll(1, 9), weapon: HEAVY_BLASTER_RIFLE, brawn: 2, scale: "personal", autoFire: true });
    const a = rec({
      hits: 2, stun: 3, crits: [{ threshold: false }],
      effects: [{ source: "disorient" }, { source: "incapacitated" }],
    });
    const b = rec({ hits: 1, thresholdCritical: true, crits: [{ threshold: true }] });
    expect(spentActivations(result, [a, null, b])).toEqual([
      { kind: "hit", cost: 2 }, { kind: "hit", cost: 2 },
      { kind: "crit", cost: 3 },
      { kind: "status", key: "disorient", cost: 2 },
      { kind: "stun", cost: 2 },
    ]);
    expect(spentActivations(result, [null, null])).toEqual([]);
  });

  it("Auto-fire hits go to any target while the budget lasts; the first hit is free once", () => {
    const result = resolveAttack({ roll: roll(1, 4), weapon: HEAVY_BLASTER_RIFLE, brawn: 2, scale: "personal", autoFire: true });
    expect(attackAllowance(roll(1, 4), result, [null, null])).toMatchObject({ hits: 0, hitsLeft: 3, left: { advantage: 4, triumph: 0 } });
    // 2 hits on one target (one of them bought), 1 left to give anyone.
    expect(attackAllowance(roll(1, 4), result, [rec({ hits: 2 }), null])).toMatchObject({ hits: 2, hitsLeft: 1, left: { advantage: 2 } });
    expect(attackAllowance(roll(1, 4), result, [rec({ hits: 2 }), rec({ hits: 1 })])).toMatchObject({ hitsLeft: 0, critsLeft: 0 });
  });

  it("Linked gives at most its rating in extra hits, however much advantage is left", () => {
    const linked = { ...HEAVY_BLASTER_RIFLE, qualities: [{ key: "linked", rating: 1 }] };
    const result = resolveAttack({ roll: roll(1, 8), weapon: linked, brawn: 2, scale: "vehicle" });
    expect(attackAllowance(roll(1, 8), result, [rec({ hits: 1 }), null])).toMatchObject({ hitsLeft: 1, hitsByRule: 1 });
    expect(attackAllowance(roll(1, 8), result, [rec({ hits: 1 }), rec({ hits: 1 })]))
      .toMatchObject({ hitsLeft: 0, hitsByRule: 0, left: { advantage: 6 } });
  });

  it("without Auto-fire or Linked one hit in all, and a miss gives none", () => {
    const result = resolveAttack({ roll: roll(1, 6), weapon: VIBRO_AX, brawn: 3, scale: "personal" });
    expect(attackAllowance(roll(1, 6), result, [null, null]).hitsLeft).toBe(1);
    expect(attackAllowance(roll(1, 6), result, [null, rec({ hits: 1 })]).hitsLeft).toBe(0);
    const miss = resolveAttack({ roll: roll(0, 6), weapon: VIBRO_AX, brawn: 3, scale: "personal" });
    expect(attackAllowance(roll(0, 6), miss, [null])).toMatchObject({ hitsLeft: 0, critsLeft: 0 });
  });
});
