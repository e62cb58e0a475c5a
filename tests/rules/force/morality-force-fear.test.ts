import { describe, expect, it } from "vitest";
import { EoteError } from "../../../module/dice/errors.ts";
import {
  CONFLICT_ACTIONS, closestMorality, conflictFor, endOfSession, moralityStanding, moralityThresholds,
} from "../../../module/rules/force/morality.ts";
import { combinedCheckWorks, commitDice, forceCostFlip, forceDiceToRoll, forcePoints, uncommitDice } from "../../../module/rules/force/force.ts";
import { fearDifficulty, fearResult, fearSkill } from "../../../module/rules/force/fear.ts";
import { destinySpendRefusal, destinyUpgradeTarget, formDestinyPool, spendDestiny } from "../../../module/rules/checks/destiny.ts";

const keyOf = (fn: () => unknown): string => {
  try { fn(); } catch (e) { if (e instanceof EoteError) return e.key; throw e; }
  return "no error";
};

describe("morality (seed 002 MORALITY)", () => {
  it("threshold changes at the seed's edges", () => {
    const at = (m: number) => moralityThresholds(m, moralityStanding(m));
    expect(at(9)).toEqual({ strain: -2, wounds: 2 });
    expect(at(10)).toEqual({ strain: -1, wounds: 1 });
    expect(at(19)).toEqual({ strain: -1, wounds: 1 });
    expect(at(20)).toEqual({ strain: 0, wounds: 0 });
    expect(at(29)).toEqual({ strain: 0, wounds: 0 });
    expect(at(30)).toEqual({ strain: 0, wounds: 0 });
    expect(at(70)).toEqual({ strain: 0, wounds: 0 });
    expect(at(71)).toEqual({ strain: 0, wounds: 0 });
    expect(at(80)).toEqual({ strain: 0, wounds: 0 });
    expect(at(81)).toEqual({ strain: 1, wounds: 0 });
    expect(at(90)).toEqual({ strain: 1, wounds: 0 });
    expect(at(91)).toEqual({ strain: 2, wounds: 0 });
  });

  it("dark side below 30 and until above 70; paragon above 70", () => {
    expect(moralityStanding(29)).toBe("darkSide");
    expect(moralityStanding(30)).toBe("neutral");
    expect(moralityStanding(70)).toBe("neutral");
    expect(moralityStanding(71)).toBe("paragon");
    expect(moralityStanding(50, true)).toBe("darkSide");
    expect(moralityStanding(70, true)).toBe("darkSide");
    expect(moralityStanding(71, true)).toBe("paragon");
  });

  it("end of session adds d10 − conflict, doubled when triggered, clamped to 0–100, conflict reset", () => {
    expect(endOfSession(50, 3, 7, false)).toEqual({ morality: 54, change: 4, conflict: 0 });
    expect(endOfSession(50, 3, 7, true)).toEqual({ morality: 58, change: 8, conflict: 0 });
    expect(endOfSession(50, 9, 2, true)).toEqual({ morality: 36, change: -14, conflict: 0 });
    expect(endOfSession(98, 0, 10, false).morality).toBe(100);
    expect(endOfSession(3, 12, 1, false).morality).toBe(0);
    expect(keyOf(() => endOfSession(50, -1, 5, false))).toBe("EOTE.Morality.Error.BadValue");
    expect(keyOf(() => endOfSession(50, 0, 11, false))).toBe("EOTE.Morality.Error.BadValue");
  });

  it("triggering morality names the closest character, all of them on a tie", () => {
    const party = [{ id: "a", morality: 40 }, { id: "b", morality: 62 }, { id: "c", morality: 58 }];
    expect(closestMorality(59, party)).toEqual(["c"]);
    expect(closestMorality(60, party)).toEqual(["b", "c"]);
    expect(closestMorality(1, party)).toEqual(["a"]);
    expect(closestMorality(50, [])).toEqual([]);
  });

  it("conflict table: the seed's amounts, a range where the seed gives one", () => {
    expect(CONFLICT_ACTIONS).toHaveLength(11);
    expect(conflictFor("coercion")).toBe(2);
    expect(conflictFor("theft", 3)).toBe(3);
    expect(conflictFor("torture")).toBe(10);
    expect(keyOf(() => conflictFor("theft", 4))).toBe("EOTE.Morality.Error.BadValue");
  });
});

describe("Force (seed 002 THE FORCE)", () => {
  it("rolls the rating less committed dice, refusing rating 0 and over-commitment", () => {
    expect(forceDiceToRoll(3, 1)).toBe(2);
    expect(keyOf(() => forceDiceToRoll(0, 0))).toBe("EOTE.Force.Error.NoRating");
    expect(keyOf(() => forceDiceToRoll(2, 2))).toBe("EOTE.Force.Error.AllCommitted");
    expect(commitDice(2, 1)).toBe(2);
    expect(keyOf(() => commitDice(2, 2))).toBe("EOTE.Force.Error.OverCommit");
    expect(uncommitDice(2)).toBe(1);
    expect(keyOf(() => uncommitDice(0))).toBe("EOTE.Force.Error.UnderCommit");
  });

  it("light pips are free for a light side user; each dark pip used costs 1 strain and 1 conflict, and one light side Destiny point turns dark", () => {
    expect(forcePoints({ light: 2, dark: 3 }, false)).toEqual({ points: 2, strain: 0, conflict: 0, destinyFlips: 0 });
    expect(forcePoints({ light: 2, dark: 3 }, false, 2)).toEqual({ points: 4, strain: 2, conflict: 2, destinyFlips: 1 });
    expect(forceCostFlip(false)).toBe("lightToDark");
    expect(keyOf(() => forcePoints({ light: 2, dark: 1 }, false, 2))).toBe("EOTE.Force.Error.TooManyPips");
  });

  it("a dark side user's sides are swapped: light pips cost strain and one Destiny flip", () => {
    expect(forcePoints({ light: 2, dark: 3 }, true)).toEqual({ points: 3, strain: 0, conflict: 0, destinyFlips: 0 });
    expect(forcePoints({ light: 2, dark: 3 }, true, 2)).toEqual({ points: 5, strain: 2, conflict: 0, destinyFlips: 1 });
    // The published rule: a dark side user's cost is a DARK side point turned light, not a light one turned dark.
    expect(forceCostFlip(true)).toBe("darkToLight");
  });

  it("a combined check must succeed and generate enough points", () => {
    expect(combinedCheckWorks(true, 2, 2)).toBe(true);
    expect(combinedCheckWorks(true, 1, 2)).toBe(false);
    expect(combinedCheckWorks(false, 3, 2)).toBe(false);
  });
});

describe("fear (seed 002 FEAR)", () => {
  it("difficulty by level and modifiers", () => {
    expect(fearDifficulty("minimal")).toBe(1);
    expect(fearDifficulty("utterlyTerrified")).toBe(5);
    expect(fearDifficulty("veryAfraid", ["uniqueDanger"])).toBe(6);
    expect(fearDifficulty("moderate", ["reputation", "rareDanger"])).toBe(5);
    // Added dice, never capped at Formidable (the one cap policy).
    expect(fearDifficulty("utterlyTerrified", ["uniqueDanger"])).toBe(8);
    expect(fearSkill(true)).toBe("cool");
    expect(fearSkill(false)).toBe("discipline");
  });

  const base = { succeeded: true, threat: 0, advantage: 0, triumph: 0, despair: 0 };
  it("failure, threat, three threat, despair, advantage, triumph", () => {
    expect(fearResult({ ...base, succeeded: false }, 2).setbackEachAction).toBe(1);
    expect(fearResult(base, 2).setbackEachAction).toBe(0);
    expect(fearResult({ ...base, threat: 2 }, 2)).toMatchObject({ strain: 2, staggered: false });
    expect(fearResult({ ...base, threat: 3 }, 2)).toMatchObject({ strain: 3, staggered: true });
    expect(fearResult({ ...base, despair: 1 }, 2).difficultyEachAction).toBe(1);
    expect(fearResult({ ...base, advantage: 2 }, 2).allyBoosts).toBe(2);
    expect(fearResult({ ...base, triumph: 1 }, 2).triumphs).toBe(1);
  });

  it("morality option: conflict per difficulty die instead of a failure's effects, on top of a despair's", () => {
    const failed = fearResult({ ...base, succeeded: false, threat: 3 }, 3, true);
    expect(failed).toMatchObject({ conflict: 3, setbackEachAction: 0, strain: 0, staggered: false });
    const despair = fearResult({ ...base, succeeded: false, despair: 1 }, 3, true);
    expect(despair).toMatchObject({ conflict: 6, difficultyEachAction: 1 });
    expect(fearResult({ ...base, succeeded: false }, 3, false).conflict).toBe(0);
  });
});

describe("Destiny (seed 002 DESTINY POINTS, DIFFICULTY)", () => {
  const none = { spent: { light: 0, dark: 0 }, impossible: false };
  const pool = { light: 2, dark: 1 };
  it("a player spends light, the GM dark, one each per check", () => {
    const once = spendDestiny("light", false, pool, none);
    expect(once.spent).toEqual({ light: 1, dark: 0 });
    expect(destinySpendRefusal("light", false, pool, once)).toBe("EOTE.Destiny.Spend.OnePerCheck");
    expect(destinySpendRefusal("dark", true, pool, once)).toBeNull();
    expect(destinySpendRefusal("dark", false, pool, none)).toBe("EOTE.Destiny.Spend.DarkIsGM");
    expect(destinySpendRefusal("light", true, pool, none)).toBe("EOTE.Destiny.Spend.LightIsPlayers");
    expect(destinyUpgradeTarget("light")).toBe("ability");
    expect(destinyUpgradeTarget("dark")).toBe("difficulty");
  });

  it("refused on an Impossible check and from an empty side", () => {
    expect(destinySpendRefusal("light", false, pool, { ...none, impossible: true })).toBe("EOTE.Destiny.Spend.Impossible");
    expect(keyOf(() => spendDestiny("dark", true, { light: 3, dark: 0 }, none))).toBe("EOTE.Destiny.Spend.Empty");
  });

  it("forming the pool: a flip per dark side user, a light point per paragon", () => {
    expect(formDestinyPool({ light: 3, dark: 2 }, 1, 0)).toEqual({ light: 2, dark: 3 });
    expect(formDestinyPool({ light: 3, dark: 2 }, 0, 2)).toEqual({ light: 5, dark: 2 });
    expect(formDestinyPool({ light: 1, dark: 4 }, 2, 0)).toEqual({ light: 0, dark: 5 });
  });
});
