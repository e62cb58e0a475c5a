// Treating critical injuries (module/rules/combat/critical-treatment.ts): difficulty from severity (seed 000
// MEDICAL CHECK DIFFICULTY, seed 002 "+dd to treat your own wounds"), the one-check-a-week limit in
// world seconds (seed 002 MEDICINE), and who treats whom; repairing a vehicle's critical hit (seed 002
// DAMAGE CONTROL "Repair Critical Hit: Critical Hit severity", no weekly limit).
import { describe, expect, it } from "vitest";
import { EoteError } from "../../../module/dice/errors.ts";
import {
  chooseHealer, criticalItemType, criticalTreatmentDifficulty, isCriticalTreatmentKind, medicineParties, weeklyLimited, TREATMENT_INTERVAL, treatmentGate, treatmentWait, waitDays,
} from "../../../module/rules/combat/critical-treatment.ts";

const DAY = 86400;

/** Each case: [severity, kind, the healer treats itself, the difficulty expected]. */
function expectDifficulties(cases: readonly [number, Parameters<typeof criticalTreatmentDifficulty>[1], boolean, number][]) {
  for (const [severity, kind, self, difficulty] of cases) {
    expect(criticalTreatmentDifficulty(severity, kind, self), `${severity} ${kind} self=${self}`).toBe(difficulty);
  }
}

describe("difficulty of a check against a critical injury", () => {
  it("one difficulty die per point of severity", () => {
    expectDifficulties([[1, "medicine", false, 1], [3, "medicine", false, 3], [4, "resilience", false, 4]]);
  });

  it("two more when the healer treats itself; a Resilience check never takes that penalty", () => {
    expectDifficulties([[2, "medicine", true, 4], [4, "medicine", true, 6], [2, "resilience", true, 2]]);
  });

  it("severity 0 (death) and malformed severities cannot be treated", () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) {
      expect(() => criticalTreatmentDifficulty(bad, "medicine", false)).toThrow(EoteError);
    }
    try {
      criticalTreatmentDifficulty(0, "resilience", false);
    } catch (err) {
      expect((err as EoteError).key).toBe("EOTE.Combat.CriticalTreatment.Untreatable");
      expect((err as EoteError).data).toEqual({ severity: 0 });
    }
  });
});

describe("repairing a vehicle's critical hit (kind repair)", () => {
  it("difficulty is the hit's severity, never with a self penalty", () => {
    expectDifficulties([[1, "repair", false, 1], [3, "repair", false, 3], [4, "repair", true, 4]]);
  });

  it("severity 0 (Vaporized) and malformed severities: the Untreatable error", () => {
    for (const bad of [0, -2, 2.5, Number.POSITIVE_INFINITY]) {
      let caught: unknown;
      try {
        criticalTreatmentDifficulty(bad, "repair", false);
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(EoteError);
      expect((caught as EoteError).key).toBe("EOTE.Combat.CriticalTreatment.Untreatable");
    }
  });

  it("is a kind of its own, works on critical hits, and has no weekly limit", () => {
    expect(isCriticalTreatmentKind("repair")).toBe(true);
    expect(isCriticalTreatmentKind("Repair")).toBe(false);
    expect(isCriticalTreatmentKind("mechanics")).toBe(false);
    expect(criticalItemType("repair")).toBe("criticalHit");
    expect(criticalItemType("medicine")).toBe("criticalInjury");
    expect(criticalItemType("resilience")).toBe("criticalInjury");
    expect(weeklyLimited("repair")).toBe(false);
    expect(weeklyLimited("medicine")).toBe(true);
    expect(weeklyLimited("resilience")).toBe(true);
  });
});

describe("one check a week", () => {
  it("a week is 604800 seconds", () => {
    expect(TREATMENT_INTERVAL).toBe(604800);
  });

  it("never checked (or a malformed record): no wait", () => {
    expect(treatmentWait(undefined, 1000)).toBe(0);
    expect(treatmentWait(null, 1000)).toBe(0);
    expect(treatmentWait("yesterday", 1000)).toBe(0);
    expect(treatmentWait(Number.NaN, 1000)).toBe(0);
  });

  it("waits what is left of the week since the last check", () => {
    const last = 10 * DAY;
    expect(treatmentWait(last, last)).toBe(7 * DAY);
    expect(treatmentWait(last, last + 3 * DAY)).toBe(4 * DAY);
    expect(treatmentWait(last, last + 7 * DAY - 1)).toBe(1);
    expect(treatmentWait(last, last + 7 * DAY)).toBe(0);
    expect(treatmentWait(last, last + 30 * DAY)).toBe(0);
  });

  it("a check recorded in the future (clock turned back) waits at most a week from now", () => {
    expect(treatmentWait(20 * DAY, 5 * DAY)).toBe(7 * DAY);
  });

  it("the wait in whole days, rounded up", () => {
    expect(waitDays(0)).toBe(0);
    expect(waitDays(1)).toBe(1);
    expect(waitDays(DAY)).toBe(1);
    expect(waitDays(DAY + 1)).toBe(2);
    expect(waitDays(7 * DAY)).toBe(7);
  });

  it("while the wait runs a player is refused and the GM warned but let through", () => {
    expect(treatmentGate(0, false)).toBe("open");
    expect(treatmentGate(0, true)).toBe("open");
    expect(treatmentGate(5, false)).toBe("refuse");
    expect(treatmentGate(5, true)).toBe("warnAndOpen");
  });
});

describe("who treats the patient", () => {
  const base = { patientId: "kira", characterId: null, controlledActorIds: [] as string[], isGM: false };

  it("the user's own character, when it is not the patient", () => {
    expect(chooseHealer({ ...base, characterId: "doc" })).toEqual({ healerId: "doc", self: false });
    // A GM with an assigned character uses it before any token.
    expect(chooseHealer({ ...base, characterId: "doc", controlledActorIds: ["medic"], isGM: true })).toEqual({ healerId: "doc", self: false });
  });

  it("a player whose character is the patient treats itself, whatever tokens it controls", () => {
    expect(chooseHealer({ ...base, characterId: "kira", controlledActorIds: ["doc"] })).toEqual({ healerId: "kira", self: true });
    expect(chooseHealer({ ...base, controlledActorIds: ["doc"] })).toEqual({ healerId: "kira", self: true });
  });

  it("the GM: the actor of the one controlled token, if it is not the patient", () => {
    const gm = { ...base, isGM: true };
    expect(chooseHealer({ ...gm, controlledActorIds: ["doc"] })).toEqual({ healerId: "doc", self: false });
    expect(chooseHealer({ ...gm, characterId: "kira", controlledActorIds: ["doc"] })).toEqual({ healerId: "doc", self: false });
    expect(chooseHealer({ ...gm, controlledActorIds: ["kira"] })).toEqual({ healerId: "kira", self: true });
    expect(chooseHealer({ ...gm, controlledActorIds: ["doc", "medic"] })).toEqual({ healerId: "kira", self: true });
    expect(chooseHealer({ ...gm, controlledActorIds: [] })).toEqual({ healerId: "kira", self: true });
  });
});

describe("who treats whom from a sheet's Medicine check", () => {
  const sheet = { sheetActorId: "doc", targetActorIds: [] as string[], characterId: null, controlledActorIds: [] as string[], isGM: false };

  it("one other actor targeted: the sheet's actor treats the target", () => {
    expect(medicineParties({ ...sheet, targetActorIds: ["kira"] })).toEqual({ healerId: "doc", patientId: "kira", self: false });
    // Two tokens of the same actor are one patient.
    expect(medicineParties({ ...sheet, targetActorIds: ["kira", "kira"] })).toEqual({ healerId: "doc", patientId: "kira", self: false });
  });

  it("no target, the sheet's own token, or several patients: the sheet's actor is the patient", () => {
    expect(medicineParties({ ...sheet })).toEqual({ healerId: "doc", patientId: "doc", self: true });
    expect(medicineParties({ ...sheet, targetActorIds: ["doc"] })).toEqual({ healerId: "doc", patientId: "doc", self: true });
    expect(medicineParties({ ...sheet, targetActorIds: ["kira", "rook"] })).toEqual({ healerId: "doc", patientId: "doc", self: true });
    // Then chooseHealer applies: the user's own character treats the sheet's actor.
    expect(medicineParties({ ...sheet, sheetActorId: "kira", characterId: "doc" })).toEqual({ healerId: "doc", patientId: "kira", self: false });
  });
});
