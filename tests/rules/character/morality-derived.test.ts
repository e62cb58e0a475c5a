import { describe, expect, it } from "vitest";
import { characterDerived } from "../../../module/rules/character/actor-derived.ts";
import { character, nemesis } from "../../fixtures/actors.ts";

/** A character (stored wound threshold 13, strain threshold 12) with a given morality. */
function withMorality(value: number, darkSide = false) {
  const c = character();
  c.morality = { ...c.morality, value, darkSide };
  return c;
}

describe("morality thresholds as derived data (seed 002 MORALITY)", () => {
  it.each([
    // value, sticky dark side, standing, strain threshold, wound threshold
    [9, false, "darkSide", 10, 15],
    [10, false, "darkSide", 11, 14],
    [19, false, "darkSide", 11, 14],
    [20, false, "darkSide", 12, 13],
    [29, false, "darkSide", 12, 13],
    [30, false, "neutral", 12, 13],
    [30, true, "darkSide", 12, 13],
    [70, true, "darkSide", 12, 13],
    [70, false, "neutral", 12, 13],
    [71, true, "paragon", 12, 13],
    [71, false, "paragon", 12, 13],
    [80, false, "paragon", 12, 13],
    [81, false, "paragon", 13, 13],
    [90, false, "paragon", 13, 13],
    [91, false, "paragon", 14, 13],
  ] as const)("morality %i (was dark side: %s) is %s with strain %i, wounds %i", (value, darkSide, standing, strain, wounds) => {
    const d = characterDerived(withMorality(value, darkSide), []);
    expect(d.morality?.standing).toBe(standing);
    expect(d.strain.threshold).toBe(strain);
    expect(d.wounds.threshold).toBe(wounds);
    expect(d.wounds.max).toBe(wounds * 2);
  });

  it("never writes the stored thresholds: the change follows the morality back", () => {
    const c = withMorality(5, true);
    expect(characterDerived(c, []).strain.threshold).toBe(10);
    // The stored base is untouched, so when morality climbs the bonus is simply gone (not baked in).
    expect(c.strain.threshold).toBe(12);
    expect(c.wounds.threshold).toBe(13);
    c.morality.value = 75;
    expect(characterDerived(c, []).strain.threshold).toBe(12);
  });

  it("nemeses have no morality and keep their thresholds", () => {
    const d = characterDerived(nemesis(), []);
    expect(d.morality).toBeUndefined();
    expect(d.strain.threshold).toBe(15);
  });
});
