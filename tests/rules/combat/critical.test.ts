import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EoteError } from "../../../module/dice/errors.ts";
import { checkCriticalTable, criticalTableFor, critRoll, lookupCritical, resolveCritical, severityLabel } from "../../../module/rules/combat/critical.ts";
import { CRITICAL_INJURIES, VEHICLE_CRITICAL_HITS } from "../fixtures.ts";

describe("critRoll", () => {
  it("adds 10 per existing critical and 10 per Vicious rating", () => {
    expect(critRoll(37, 0, 0)).toBe(37);
    expect(critRoll(37, 2, 0)).toBe(57);
    expect(critRoll(37, 0, 3)).toBe(67);
    expect(critRoll(37, 1, 2)).toBe(67);
    expect(critRoll(1, 0, 0, 30)).toBe(31);
  });

  it("refuses a d100 outside 1..100 and negative counts", () => {
    for (const args of [[0, 0, 0], [101, 0, 0], [50, -1, 0], [50, 0, 1.5]] as [number, number, number][]) {
      expect(() => critRoll(...args)).toThrow(EoteError);
    }
  });
});

describe("lookupCritical on the seed 002 tables", () => {
  it.each([
    [1, "Minor Nick"], [5, "Minor Nick"], [6, "Slowed"], [40, "Stinger"], [41, "Bowled Over"],
    [130, "Gruesome Injury"], [131, "Bleeding Out"], [140, "Bleeding Out"], [150, "The End is Nigh"],
    [151, "Dead"], [400, "Dead"],
  ])("injury total %i is %s", (total, name) => {
    expect(lookupCritical(CRITICAL_INJURIES, total).description).toBe(name);
  });

  it.each([
    [9, "Mechanical Stress"], [10, "Jostled"], [99, "Engine Damaged"], [100, "Shield Overload"],
    [153, "Breaking Up"], [154, "Vaporized"], [260, "Vaporized"],
  ])("vehicle total %i is %s", (total, name) => {
    expect(lookupCritical(VEHICLE_CRITICAL_HITS, total).description).toBe(name);
  });

  it("d100 85 with one injury and Vicious 1 totals 105, Maimed; 95 totals 115, Temporarily Lame", () => {
    expect(lookupCritical(CRITICAL_INJURIES, critRoll(85, 1, 1)).description).toBe("Maimed");
    expect(lookupCritical(CRITICAL_INJURIES, critRoll(95, 1, 1)).description).toBe("Temporarily Lame");
  });

  it("throws when no row covers the total", () => {
    expect(() => lookupCritical(CRITICAL_INJURIES.slice(0, 3), 50)).toThrow(EoteError);
  });

  it("vehicles use the critical hit table", () => {
    expect(criticalTableFor("vehicle")).toBe("hit");
    expect(criticalTableFor("character")).toBe("injury");
    expect(criticalTableFor("minion")).toBe("injury");
  });
});

describe("checkCriticalTable", () => {
  it("passes both seed 002 tables", () => {
    expect(checkCriticalTable(CRITICAL_INJURIES)).toEqual([]);
    expect(checkCriticalTable(VEHICLE_CRITICAL_HITS)).toEqual([]);
  });

  it("finds the gaps and overlaps of the OCR-garbled seed 000 ranges", () => {
    // Seed 000 prints "15-25", "25-50", "35.40": 1-14 missing, 25 twice, 51-... overlaps 35-40.
    const problems = checkCriticalTable([
      { min: 15, max: 25 }, { min: 25, max: 50 }, { min: 35, max: 40 }, { min: 51, max: null },
    ]);
    expect(problems.map((p) => p.key)).toEqual([
      "EOTE.Combat.Error.CritGap", "EOTE.Combat.Error.CritOverlap", "EOTE.Combat.Error.CritOverlap",
    ]);
    expect(problems[0]?.data).toEqual({ from: 1, to: 14 });
  });

  it("requires one open-ended row, last", () => {
    expect(checkCriticalTable([{ min: 1, max: 10 }]).map((p) => p.key)).toEqual(["EOTE.Combat.Error.CritNoOpenEnd"]);
    expect(checkCriticalTable([{ min: 1, max: null }, { min: 2, max: 5 }]).map((p) => p.key))
      .toContain("EOTE.Combat.Error.CritOpenNotLast");
    expect(checkCriticalTable([]).map((p) => p.key)).toEqual(["EOTE.Combat.Error.CritEmpty"]);
    expect(checkCriticalTable([{ min: 1, max: 5 }, { min: 6, max: 4 }, { min: 7, max: null }]).map((p) => p.key))
      .toContain("EOTE.Combat.Error.CritBackwards");
  });
});

describe("resolveCritical", () => {
  it("rolls and looks up in one step: Disruptor Rifle (Vicious 5) on a target with two injuries", () => {
    const r = resolveCritical(CRITICAL_INJURIES, 41, 2, 5);
    expect(r.total).toBe(111);
    expect(r.row.description).toBe("Temporarily Lame");
    expect(severityLabel(r.row.severity)).toBe("EOTE.Combat.Severity.hard");
    expect(severityLabel(0)).toBe("EOTE.Combat.Severity.none");
    expect(resolveCritical(VEHICLE_CRITICAL_HITS, 1, 0, 0, 30).row.description).toBe("Knocked Off Course");
  });
});

describe("every total from 1 up finds its row", () => {
  it("lookupCritical returns the one row containing the total, on both seed 002 tables", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1000 }), (total) => [CRITICAL_INJURIES, VEHICLE_CRITICAL_HITS].every((rows) => {
      const row = lookupCritical(rows, total);
      return total >= row.min && (row.max === null || total <= row.max);
    })));
    expect(() => lookupCritical(CRITICAL_INJURIES, 0)).toThrow(EoteError);
  });
});
