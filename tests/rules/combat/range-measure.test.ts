// A measured distance read as a range band (module/rules/combat/range-measure.ts): each band up to its limit
// (inclusive), extreme past the last, personal bands for characters and the vehicle bands at planetary and
// space scale; a GM's limits text read only when it is four ascending numbers above zero.
import { describe, expect, it } from "vitest";
import { DEFAULT_BAND_LIMITS, parseBandLimits, rangeBandAt } from "../../../module/rules/combat/range-measure.ts";

describe("rangeBandAt", () => {
  const limits = [2, 10, 50, 250] as const;
  it("personal scale: engaged, short, medium, long up to each limit, extreme past the last", () => {
    expect([0, 1.5, 2, 2.01, 10, 11, 50, 51, 250, 251, 10000].map((d) => rangeBandAt(d, "personal", limits))).toEqual([
      "engaged", "engaged", "engaged", "short", "short", "medium", "medium", "long", "long", "extreme", "extreme",
    ]);
  });

  it("vehicle scales: close, short, medium, long, extreme, with their own limits", () => {
    expect([0, 5, 6, 40, 75, 76, 201].map((d) => rangeBandAt(d, "planetary", DEFAULT_BAND_LIMITS.planetary))).toEqual([
      "close", "close", "short", "short", "medium", "long", "extreme",
    ]);
    expect([10, 11, 500, 5000, 5001].map((d) => rangeBandAt(d, "space", DEFAULT_BAND_LIMITS.space))).toEqual(["close", "short", "medium", "long", "extreme"]);
  });

  it("a distance that is no number or below zero is the nearest band", () => {
    expect(rangeBandAt(Number.NaN, "personal", limits)).toBe("engaged");
    expect(rangeBandAt(-3, "space", limits)).toBe("close");
    expect(rangeBandAt(Number.POSITIVE_INFINITY, "personal", limits)).toBe("engaged");
  });
});

describe("parseBandLimits", () => {
  const fallback = DEFAULT_BAND_LIMITS.personal;
  it("reads four ascending numbers above zero, separated by commas, semicolons or spaces", () => {
    expect(parseBandLimits("1, 8, 30, 120", fallback)).toEqual([1, 8, 30, 120]);
    expect(parseBandLimits("1.5;9 40  200", fallback)).toEqual([1.5, 9, 40, 200]);
  });

  it("anything else gives the fallback", () => {
    for (const text of ["", "1, 2, 3", "1, 2, 3, 4, 5", "1, 10, 10, 20", "5, 4, 30, 40", "0, 1, 2, 3", "1, x, 3, 4", "1, 2, 3, Infinity", `1, 2, 3, ${"4".repeat(120)}`, 42, null]) {
      expect(parseBandLimits(text, fallback)).toBe(fallback);
    }
  });
});
