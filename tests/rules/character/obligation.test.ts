// The obligation roll (module/rules/character/obligation.ts): ranges in list order, the triggered entry, doubles.
import { describe, expect, it } from "vitest";
import { isDoubles, obligationRanges, partyObligation, rollObligation } from "../../../module/rules/character/obligation.ts";

const stake = (type: string, magnitude: number) => ({ type, magnitude, notes: "" });
const party = [
  { id: "kira", obligations: [stake("Debt", 10), stake("Bounty", 5)] },
  { id: "lowhhrick", obligations: [stake("Oath", 0), stake("Family", 10)] },
  { id: "tomas", obligations: [] },
];

describe("obligation roll", () => {
  it("lays the entries end to end in the order of the party and of each list, skipping magnitude 0", () => {
    expect(obligationRanges(party).map((r) => [r.memberId, r.type, r.index, r.from, r.to])).toEqual([
      ["kira", "Debt", 0, 1, 10], ["kira", "Bounty", 1, 11, 15], ["lowhhrick", "Family", 1, 16, 25],
    ]);
    expect(partyObligation(party)).toBe(25);
  });

  it.each([
    [1, "Debt"], [10, "Debt"], [11, "Bounty"], [15, "Bounty"], [16, "Family"], [25, "Family"], [26, null], [100, null],
  ])("a roll of %i triggers %s", (d100, type) => {
    expect(rollObligation(d100, party).triggered?.type ?? null).toBe(type);
  });

  it("lowers every strain threshold by 1 and the triggered character's by 2; doubles double both", () => {
    expect(rollObligation(3, party)).toMatchObject({ doubled: false, reductions: { kira: 2, lowhhrick: 1, tomas: 1 } });
    expect(rollObligation(22, party)).toMatchObject({ doubled: true, reductions: { kira: 2, lowhhrick: 4, tomas: 2 } });
    expect(rollObligation(33, party)).toMatchObject({ triggered: null, doubled: false, reductions: {} });
  });

  it("knows doubles, and refuses a roll that is no d100", () => {
    expect([11, 22, 99].every(isDoubles)).toBe(true);
    expect([1, 10, 100, 12].some(isDoubles)).toBe(false);
    expect(() => rollObligation(0, party)).toThrow();
    expect(() => rollObligation(101, party)).toThrow();
    expect(() => rollObligation(2.5, party)).toThrow();
  });
});
