// Babele's registration decided from what the world shows of it (module/features/babele/model.ts):
// nothing without Babele, our folder named through setSystemTranslationsDir, a warning (and the folder
// still named) for a version this was not checked against, and a refusal with a warning when Babele
// lacks that call.
import { describe, expect, it } from "vitest";
import { BABELE_DIR, isTestedBabele, parseVersion, planBabele } from "../../../module/features/babele/model.ts";

describe("planBabele", () => {
  it("does nothing when Babele is not active, whatever else is seen", () => {
    expect(planBabele({ active: false, version: "2.7.5", canSetDir: true })).toEqual({ kind: "absent" });
    expect(planBabele({ active: false, version: null, canSetDir: false })).toEqual({ kind: "absent" });
  });

  it("names lang/babele on a tested Babele, with no warning", () => {
    expect(planBabele({ active: true, version: "2.7.5", canSetDir: true })).toEqual({ kind: "register", dir: "lang/babele", warning: null });
    expect(BABELE_DIR).toBe("lang/babele");
  });

  it("still names the folder on an unexpected version, with a warning naming that version", () => {
    for (const version of ["3.0.0", "1.9.2", "2.4.0", null]) {
      const plan = planBabele({ active: true, version, canSetDir: true });
      expect(plan.kind).toBe("register");
      expect(plan.kind === "register" && plan.warning).toContain(version ?? "unknown version");
    }
  });

  it("refuses with a warning when Babele has no setSystemTranslationsDir", () => {
    const plan = planBabele({ active: true, version: "2.7.5", canSetDir: false });
    expect(plan.kind).toBe("refuse");
    expect(plan.kind === "refuse" && plan.warning).toContain("setSystemTranslationsDir");
  });
});

describe("parseVersion and isTestedBabele", () => {
  it("reads major, minor and patch, and refuses what is not a version", () => {
    expect(parseVersion("2.7.5")).toEqual([2, 7, 5]);
    expect(parseVersion("v2.5")).toEqual([2, 5, 0]);
    expect(parseVersion("latest")).toBeNull();
    expect(parseVersion(null)).toBeNull();
  });

  it("tests 2.5 up to any 2.x", () => {
    expect(["2.5.0", "2.7.5", "2.12.1"].map(isTestedBabele)).toEqual([true, true, true]);
    expect(["2.4.9", "3.0.0", "1.0.0", "x"].map(isTestedBabele)).toEqual([false, false, false, false]);
  });
});
