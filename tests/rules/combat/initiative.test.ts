import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareInitiative, initiativeScore, initiativeSkill, orderInitiative, type InitiativeEntry } from "../../../module/rules/combat/initiative.ts";

const e = (id: string, netSuccess: number, netAdvantage: number, playerCharacter: boolean): InitiativeEntry =>
  ({ id, netSuccess, netAdvantage, playerCharacter });

describe("initiative (seed 001 Step 1, seed 002 INITIATIVE)", () => {
  it("Cool when ready for the fight, Vigilance when surprised", () => {
    expect(initiativeSkill(true)).toBe("cool");
    expect(initiativeSkill(false)).toBe("vigilance");
  });

  it("orders by successes, then advantage, then PCs before NPCs", () => {
    const order = orderInitiative([
      e("npc-2s", 2, 0, false), e("pc-1s3a", 1, 3, true), e("npc-2s1a", 2, 1, false),
      e("pc-2s", 2, 0, true), e("npc-3s", 3, -2, false),
    ]).map((x) => x.id);
    expect(order).toEqual(["npc-3s", "npc-2s1a", "pc-2s", "npc-2s", "pc-1s3a"]);
  });

  it("threat counts as no advantage, so it loses no tie against zero advantage", () => {
    expect(orderInitiative([e("npc", 1, 0, false), e("pc", 1, -2, true)]).map((x) => x.id)).toEqual(["pc", "npc"]);
  });

  it("the single-number score sorts exactly like the rules", () => {
    const entry = fc.record({ netSuccess: fc.integer({ min: -3, max: 12 }), netAdvantage: fc.integer({ min: -10, max: 40 }), playerCharacter: fc.boolean() });
    fc.assert(fc.property(entry, entry, (a, b) => {
      const byRule = Math.sign(compareInitiative({ id: "a", ...a }, { id: "b", ...b }));
      const byScore = Math.sign(initiativeScore(b) - initiativeScore(a));
      return byRule === byScore;
    }));
    expect(initiativeScore({ netSuccess: 3, netAdvantage: 2, playerCharacter: false })).toBe(3.02);
    expect(initiativeScore({ netSuccess: 3, netAdvantage: 2, playerCharacter: true })).toBe(3.021);
  });
});
