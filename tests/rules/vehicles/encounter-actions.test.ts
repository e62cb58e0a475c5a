// Once-per-encounter starship actions (seed 002 DAMAGE CONTROL, MANUAL REPAIRS: 1/encounter): the record
// keyed by combat id, its write dropping other combats' records, its clearing only by the use that wrote it.
import { describe, expect, it } from "vitest";
import { clearUsePaths, encounterUseVerdict, readEncounterUse, recordUsePaths, usedThisEncounter } from "../../../module/rules/vehicles/encounter-actions.ts";

const use = { action: "damageControl" as const, combatId: "combatA", useId: "use1" };

describe("once per encounter", () => {
  it("used only in the combat that recorded it; never outside combat", () => {
    const log = { combatA: { damageControl: "use1" } };
    expect(usedThisEncounter(log, "combatA", "damageControl")).toBe(true);
    expect(usedThisEncounter(log, "combatA", "manualRepairs")).toBe(false);
    expect(usedThisEncounter(log, "combatB", "damageControl")).toBe(false);
    expect(usedThisEncounter(log, "", "damageControl")).toBe(false);
    expect(usedThisEncounter(undefined, "combatA", "damageControl")).toBe(false);
  });

  it("recording writes this combat's entry and drops the others; nothing outside combat", () => {
    expect(recordUsePaths({ old: { manualRepairs: "u0" }, combatA: { manualRepairs: "u2" } }, use)).toEqual({
      "flags.eote.encounterActions.combatA.damageControl": "use1",
      "flags.eote.encounterActions.-=old": null,
    });
    expect(recordUsePaths(undefined, { ...use, combatId: "" })).toEqual({});
  });

  it("clearing removes the record only while it is still this use's", () => {
    expect(clearUsePaths({ combatA: { damageControl: "use1" } }, use)).toEqual({ "flags.eote.encounterActions.combatA.-=damageControl": null });
    expect(clearUsePaths({ combatA: { damageControl: "use9" } }, use)).toEqual({});
    expect(clearUsePaths({}, use)).toEqual({});
  });

  it("a card's use is read defensively", () => {
    expect(readEncounterUse(use)).toEqual(use);
    expect(readEncounterUse({ ...use, action: "boostShields" })).toBeNull();
    expect(readEncounterUse({ ...use, combatId: "" })).toBeNull();
    expect(readEncounterUse("x")).toBeNull();
  });
});

describe("a second use in the encounter", () => {
  it("damage control: refused to a player, allowed again when the GM asks; Manual Repairs: refused to all", () => {
    expect(encounterUseVerdict("damageControl", false, false)).toBe("free");
    expect(encounterUseVerdict("damageControl", true, false)).toBe("refused");
    expect(encounterUseVerdict("damageControl", true, true)).toBe("again");
    expect(encounterUseVerdict("manualRepairs", true, true)).toBe("refused");
    expect(encounterUseVerdict("manualRepairs", false, false)).toBe("free");
  });
});
