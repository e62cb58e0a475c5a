// The acting rows of the vehicle spending tables (seed 002 SUCCESSFUL ATTACK EFFECTS – VEHICLE COMBAT and
// its threat and despair table) at the seed's costs, which table a card offers, and the speed row's limits.
import { describe, expect, it } from "vitest";
import {
  isActing, SPEND_REFUSALS, spendAction, spendCost, spendRefusal, subjectRefusal, threatLeft, type SpendRequest,
} from "../../../module/rules/combat/attack-spend-options.ts";
import { resolveAttack } from "../../../module/rules/combat/attack-result.ts";
import { COMPONENT_HIT_TOTAL, speedAfter, speedUndone, spendScale } from "../../../module/rules/vehicles/vehicle-spend-options.ts";

const roll = (netAdvantage: number, triumph = 0, despair = 0) => ({ netAdvantage, triumph, despair, succeeded: true });
const gm = { isGM: true, ownsAttacker: false };
const ask = (over: Partial<SpendRequest> & Pick<SpendRequest, "optionId">): string | null =>
  spendRefusal({ roll: roll(3), spent: [], otherCosts: [], viewer: gm, scale: "vehicle", ...over });
const cost = (id: string) => spendCost(spendAction(id, "vehicle")!.option);

describe("the vehicle table's acting rows, at seed 002's costs", () => {
  it("advantage: +1 boost to the next ally 1, free maneuver 2, setback to the target 2, free pilot-only maneuver 3", () => {
    expect(cost("boostNextAlly")).toBe(1);
    expect(spendAction("boostNextAlly", "vehicle")).toMatchObject({ subject: "ally", effect: { kind: "dice", die: "boost" } });
    expect(cost("freeManeuver")).toBe(2);
    expect(cost("setbackTarget")).toBe(2);
    expect(cost("boostAnyAlly")).toBe(2);
    expect(cost("freePilotManeuver")).toBe(3);
    expect(spendAction("freePilotManeuver", "vehicle")).toMatchObject({ subject: "attacker", effect: { kind: "marker", marker: "freePilotManeuver" } });
    // Triumph only: upgrade the target's next check, or an ally's.
    expect(cost("upgradeTargetDifficulty")).toBe(Infinity);
    expect(cost("upgradeAlly")).toBe(Infinity);
  });

  it("threat on the attacker's vehicle: -1 speed 1, 1 system strain 1 (repeatable), checks against it easier 3, a Component Hit for a despair", () => {
    expect(spendAction("loseSpeed", "vehicle")).toMatchObject({ subject: "attacker", effect: { kind: "speed", amount: -1 } });
    expect(cost("loseSpeed")).toBe(1);
    expect(spendAction("sufferSystemStrain", "vehicle")).toMatchObject({ subject: "attacker", effect: { kind: "systemStrain", amount: 1 } });
    expect(spendAction("sufferSystemStrain", "vehicle")!.option.repeatable).toBe(true);
    expect(cost("easierToHit")).toBe(3);
    expect(cost("lastInitiative")).toBe(3);
    expect(cost("boostTarget")).toBe(2);
    expect(spendAction("componentHitCritical", "vehicle")).toMatchObject({ subject: "attacker", effect: { kind: "componentHit" } });
    expect(cost("componentHitCritical")).toBe(Infinity);
    // Seed 000 VEHICLE CRITICAL HIT RESULTS: 46-54 Component Hit.
    expect(COMPONENT_HIT_TOTAL).toBeGreaterThanOrEqual(46);
    expect(COMPONENT_HIT_TOTAL).toBeLessThanOrEqual(54);
  });

  it("the personal-only rows do not act on a vehicle card, nor the vehicle-only rows on a personal one; narrative rows never", () => {
    for (const id of ["recoverStrain", "sufferStrain", "fallProne", "gainDefence", "disarmTarget", "gearDamaged"]) expect(isActing(id, "vehicle")).toBe(false);
    for (const id of ["loseSpeed", "sufferSystemStrain", "easierToHit", "componentHitCritical", "freePilotManeuver"]) expect(isActing(id, "personal")).toBe(false);
    for (const id of ["damageComponent", "destroyComponent", "breakAim", "loseInAsteroids", "ignoreEnvironment", "opponentManeuver",
      "loseManeuverBenefit", "minorCollision", "majorCollision"]) {
      expect(isActing(id, "vehicle")).toBe(false);
    }
  });
});

describe("buying from a vehicle card", () => {
  it("3 threat: system strain three times, not four; a despair pays the Component Hit and then still 1 threat row", () => {
    const three = roll(-3);
    expect(ask({ optionId: "sufferSystemStrain", roll: three, spent: ["sufferSystemStrain", "sufferSystemStrain"] })).toBeNull();
    expect(ask({ optionId: "sufferSystemStrain", roll: three, spent: ["sufferSystemStrain", "sufferSystemStrain", "sufferSystemStrain"] }))
      .toBe(SPEND_REFUSALS.threatBudget);
    expect(ask({ optionId: "componentHitCritical", roll: three })).toBe(SPEND_REFUSALS.threatBudget);
    const despair = roll(-1, 0, 1);
    expect(ask({ optionId: "componentHitCritical", roll: despair })).toBeNull();
    expect(threatLeft(despair, ["componentHitCritical", "loseSpeed"], [], "vehicle")).toEqual({ advantage: 0, triumph: 0 });
    // Threat is the GM's to spend, on a vehicle card as on a personal one.
    expect(ask({ optionId: "loseSpeed", roll: three, viewer: { isGM: false, ownsAttacker: true } })).toBe(SPEND_REFUSALS.gmOnly);
  });

  it("a personal row asked of a vehicle card is refused as not acting", () => {
    expect(ask({ optionId: "recoverStrain" })).toBe(SPEND_REFUSALS.notActing);
    expect(spendRefusal({ roll: roll(-2), optionId: "loseSpeed", spent: [], otherCosts: [], viewer: gm })).toBe(SPEND_REFUSALS.notActing);
  });

  it("the attacker's own rows need a vehicle with speed left", () => {
    const speed = spendAction("loseSpeed", "vehicle")!.effect;
    expect(subjectRefusal(speed, { vehicle: false })).toBe("EOTE.Combat.Spend.Refused.NoVehicle");
    expect(subjectRefusal(speed, { vehicle: true, speed: 0 })).toBe("EOTE.Combat.Spend.Refused.NoSpeed");
    expect(subjectRefusal(speed, { vehicle: true, speed: 2 })).toBeNull();
    expect(subjectRefusal(spendAction("sufferSystemStrain", "vehicle")!.effect, { vehicle: false, strain: 0 })).toBe("EOTE.Combat.Spend.Refused.NoVehicle");
    expect(subjectRefusal(spendAction("componentHitCritical", "vehicle")!.effect, { vehicle: false })).toBe("EOTE.Combat.Spend.Refused.NoVehicle");
  });
});

describe("which table a card offers", () => {
  it("the vehicle table when a vehicle fires or is fired upon, else the personal one", () => {
    expect(spendScale("vehicle", "vehicle")).toBe("vehicle");
    expect(spendScale("vehicle", "character")).toBe("vehicle");
    expect(spendScale("character", "vehicle")).toBe("vehicle");
    expect(spendScale("character", "minion")).toBe("personal");
    expect(spendScale("character", null)).toBe("personal");
  });

  it("a personal weapon fired at a vehicle lists the vehicle rows, its damage still personal scale", () => {
    const weapon = { damage: 9, addBrawn: false, crit: 3, qualities: [] };
    const result = resolveAttack({ roll: { ...roll(-3), netSuccess: 1 }, weapon, brawn: 3, scale: "personal", optionScale: "vehicle" });
    expect(result.negative.map((o) => o.id)).toContain("sufferSystemStrain");
    expect(result.negative.map((o) => o.id)).not.toContain("fallProne");
    expect(result.damage).toBe(10);
  });
});

describe("the speed row", () => {
  it("-1 speed, never below 0; undo restores it only while it is still what the row left", () => {
    expect(speedAfter(3, -1)).toBe(2);
    expect(speedAfter(0, -1)).toBe(0);
    expect(speedUndone(2, { before: 3, after: 2 })).toBe(3);
    expect(speedUndone(4, { before: 3, after: 2 })).toBeNull();
    expect(speedUndone(0, { before: 0, after: 0 })).toBeNull();
  });
});
