// Assisted, opposed and competitive checks (seed 002 BASIC MECHANICS: OPPOSED CHECKS, ASSISTED
// CHECKS; COMPETITIVE CHECKS), with the seed's dice: the higher rating gives dice, the lower upgrades.
import { describe, expect, it } from "vitest";
import { checkPool, mergePools, opposedPool } from "../../../module/dice/index.ts";
import { emptyPool, type Pool } from "../../../module/dice/types.ts";
import {
  assistedPool, bestRatings, defaultAssistMode, skilledAssistDelta, unskilledBoost, type Assistant,
} from "../../../module/rules/checks/assist.ts";
import { defaultOpposingSkill, withOpposedDifficulty } from "../../../module/rules/checks/opposed.ts";
import { compareResults, contestStanding, type ContestResult } from "../../../module/rules/checks/competitive.ts";

const pool = (p: Partial<Pool>): Pool => ({ ...emptyPool(), ...p });
const skilled = (characteristic: number, rank: number): Assistant => ({ characteristic, rank, mode: "skilled" });
const unskilled = (characteristic: number, rank: number): Assistant => ({ characteristic, rank, mode: "unskilled" });

describe("assisted checks", () => {
  it("skilled: the best characteristic and the best rank among them build the pool", () => {
    // Agility 3, Stealth 1 (1 proficiency, 2 ability) helped by Agility 2, Stealth 3: Agility 3, Stealth 3.
    expect(bestRatings({ characteristic: 3, rank: 1 }, [{ characteristic: 2, rank: 3 }])).toEqual({ characteristic: 3, rank: 3 });
    expect(assistedPool(checkPool(3, 1), { characteristic: 3, rank: 1 }, [skilled(2, 3)])).toEqual(pool({ proficiency: 3 }));
    // Intellect 2, Mechanics 0 (2 ability) helped by Intellect 4, Mechanics 1: 1 proficiency, 3 ability.
    expect(assistedPool(checkPool(2, 0), { characteristic: 2, rank: 0 }, [skilled(4, 1)])).toEqual(checkPool(4, 1));
  });

  it("is the same pool checkPool builds from the best ratings, for every combination", () => {
    for (let c = 1; c <= 5; c++) for (let r = 0; r <= 5; r++) for (let hc = 1; hc <= 5; hc++) for (let hr = 0; hr <= 5; hr++) {
      const best = bestRatings({ characteristic: c, rank: r }, [{ characteristic: hc, rank: hr }]);
      expect(assistedPool(checkPool(c, r), { characteristic: c, rank: r }, [skilled(hc, hr)]))
        .toEqual(checkPool(best.characteristic, best.rank));
    }
  });

  it("adds ability dice and upgrades to what is already in the pool, never taking anything away", () => {
    const own = mergePools(checkPool(2, 1), pool({ setback: 1, difficulty: 2, boost: 1 }));
    expect(skilledAssistDelta({ characteristic: 2, rank: 1 }, [{ characteristic: 3, rank: 2 }])).toEqual({ ability: 1, upgrades: 1 });
    expect(assistedPool(own, { characteristic: 2, rank: 1 }, [skilled(3, 2)]))
      .toEqual(pool({ proficiency: 2, ability: 1, setback: 1, difficulty: 2, boost: 1 }));
    // A weaker helper changes nothing.
    expect(assistedPool(own, { characteristic: 2, rank: 1 }, [skilled(1, 0)])).toEqual(own);
  });

  it("several skilled helpers: only the best of each rating counts", () => {
    expect(assistedPool(checkPool(2, 0), { characteristic: 2, rank: 0 }, [skilled(4, 0), skilled(1, 2)])).toEqual(checkPool(4, 2));
  });

  it("unskilled: one boost die per unskilled assistant, and their ratings are not used", () => {
    const helpers = [unskilled(5, 0), unskilled(2, 0)];
    expect(unskilledBoost(helpers)).toBe(2);
    expect(assistedPool(checkPool(2, 1), { characteristic: 2, rank: 1 }, helpers)).toEqual(pool({ proficiency: 1, ability: 1, boost: 2 }));
    expect(assistedPool(checkPool(2, 1), { characteristic: 2, rank: 1 }, [unskilled(4, 3), skilled(3, 1)]))
      .toEqual(pool({ proficiency: 1, ability: 2, boost: 1 }));
  });

  it("a helper with ranks assists skilled by default, without ranks unskilled", () => {
    expect(defaultAssistMode({ characteristic: 2, rank: 1 })).toBe("skilled");
    expect(defaultAssistMode({ characteristic: 4, rank: 0 })).toBe("unskilled");
  });
});

describe("opposed checks", () => {
  it("the opponent's higher rating gives difficulty dice, the lower upgrades them to challenge", () => {
    // Willpower 3, Vigilance 1 opposing: 2 difficulty, 1 challenge; Willpower 2, Vigilance 4: 2 and 2.
    expect(withOpposedDifficulty(checkPool(3, 2), { characteristic: 3, rank: 1 })).toEqual(pool({ proficiency: 2, ability: 1, difficulty: 2, challenge: 1 }));
    expect(withOpposedDifficulty(checkPool(2, 2), { characteristic: 2, rank: 4 })).toEqual(mergePools(checkPool(2, 2), opposedPool(2, 4)));
    expect(withOpposedDifficulty(checkPool(2, 2), { characteristic: 2, rank: 0 })).toEqual(pool({ proficiency: 2, difficulty: 2 }));
  });

  it("replaces a set difficulty and keeps boost, setback and automatic symbols", () => {
    const start = pool({ ability: 2, difficulty: 3, challenge: 1, setback: 1, boost: 1, symbols: { advantage: 1 } });
    expect(withOpposedDifficulty(start, { characteristic: 2, rank: 1 }))
      .toEqual(pool({ ability: 2, difficulty: 1, challenge: 1, setback: 1, boost: 1, symbols: { advantage: 1 } }));
  });

  it("the published pairings give the default opposing skill; others are opposed by the same skill", () => {
    expect(defaultOpposingSkill("deception")).toBe("discipline");
    expect(defaultOpposingSkill("charm")).toBe("cool");
    expect(defaultOpposingSkill("stealth")).toBe("vigilance");
    expect(defaultOpposingSkill("athletics")).toBe("athletics");
  });
});

const r = (netSuccess: number, triumph: number, netAdvantage: number): ContestResult => ({ netSuccess, triumph, netAdvantage });

describe("competitive checks", () => {
  it("most successes wins", () => {
    const s = contestStanding([{ id: "kira", result: r(1, 0, 3) }, { id: "oskara", result: r(2, 0, -2) }]);
    expect(s.winner).toBe("oskara");
    expect(s.decidedBy).toBe("success");
    expect(s.ranked.map((e) => [e.id, e.place])).toEqual([["oskara", 1], ["kira", 2]]);
  });

  it("a tie on successes goes to the most triumphs, then the most advantage", () => {
    const triumph = contestStanding([{ id: "a", result: r(2, 0, 4) }, { id: "b", result: r(2, 1, 0) }]);
    expect([triumph.winner, triumph.decidedBy]).toEqual(["b", "triumph"]);
    const advantage = contestStanding([{ id: "a", result: r(2, 1, 1) }, { id: "b", result: r(2, 1, 2) }]);
    expect([advantage.winner, advantage.decidedBy]).toEqual(["b", "advantage"]);
  });

  it("fewer failures rank higher when no one succeeds; threat counts against advantage", () => {
    expect(contestStanding([{ id: "a", result: r(-2, 0, 0) }, { id: "b", result: r(-1, 0, 0) }]).winner).toBe("b");
    expect(contestStanding([{ id: "a", result: r(0, 0, -1) }, { id: "b", result: r(0, 0, -3) }]).winner).toBe("a");
  });

  it("a full tie at the top is a draw (GM decision or a new check), lower places still ranked", () => {
    const s = contestStanding([{ id: "a", result: r(1, 0, 1) }, { id: "b", result: r(0, 0, 0) }, { id: "c", result: r(1, 0, 1) }]);
    expect(s.winner).toBeNull();
    expect(s.decidedBy).toBe("draw");
    expect(s.ranked.map((e) => [e.id, e.place])).toEqual([["a", 1], ["c", 1], ["b", 3]]);
  });

  it("with one entry there is no contest yet", () => {
    expect(contestStanding([{ id: "a", result: r(3, 1, 1) }])).toMatchObject({ winner: null, decidedBy: null });
    expect(compareResults(r(1, 0, 0), r(1, 0, 0))).toBe(0);
  });
});
