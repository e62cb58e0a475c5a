// The Destiny pool's pure rules: who flips which way, the rate limit, the GM's pool size, the window's view.
import { describe, expect, it } from "vitest";
import { EoteError } from "../../../module/dice/errors.ts";
import {
  FLIP_INTERVAL_MS, MAX_POOL_SIDE, destinyView, flipBy, isFlipDirection, setPool, tooSoon,
} from "../../../module/features/destiny/model.ts";

const keyOf = (fn: () => unknown) => {
  try { fn(); } catch (e) { return (e as EoteError).key; }
  return null;
};

describe("a user's flip", () => {
  it("a player spends light, the GM spends dark, and nobody the other side", () => {
    expect(flipBy({ light: 2, dark: 0 }, "lightToDark", false)).toEqual({ light: 1, dark: 1 });
    expect(flipBy({ light: 0, dark: 2 }, "darkToLight", true)).toEqual({ light: 1, dark: 1 });
    expect(keyOf(() => flipBy({ light: 1, dark: 1 }, "darkToLight", false))).toBe("EOTE.Dice.Destiny.Error.NotAllowed");
    expect(keyOf(() => flipBy({ light: 1, dark: 1 }, "lightToDark", true))).toBe("EOTE.Dice.Destiny.Error.NotAllowed");
  });

  it("two flips in turn from {2, 0} end at {0, 2}; a third has nothing to flip", () => {
    const once = flipBy({ light: 2, dark: 0 }, "lightToDark", false);
    const twice = flipBy(once, "lightToDark", false);
    expect(twice).toEqual({ light: 0, dark: 2 });
    expect(keyOf(() => flipBy(twice, "lightToDark", false))).toBe("EOTE.Dice.Destiny.Error.NoLight");
  });

  it("knows the two directions and nothing else", () => {
    expect(isFlipDirection("lightToDark")).toBe(true);
    expect(isFlipDirection("darkToLight")).toBe(true);
    for (const v of ["light", "", null, undefined, 1, { direction: "lightToDark" }]) expect(isFlipDirection(v)).toBe(false);
  });
});

describe("one request per user per second", () => {
  it("the first request is never too soon", () => {
    expect(tooSoon(undefined, 0)).toBe(false);
  });
  it("refuses inside the interval and allows from its end", () => {
    expect(FLIP_INTERVAL_MS).toBe(1000);
    expect(tooSoon(10_000, 10_000)).toBe(true);
    expect(tooSoon(10_000, 10_999)).toBe(true);
    expect(tooSoon(10_000, 11_000)).toBe(false);
  });
  it("a clock that went backwards counts as too soon", () => {
    expect(tooSoon(10_000, 9_000)).toBe(true);
  });
});

describe("the GM's pool size", () => {
  it("takes whole numbers from 0 to the maximum, from inputs or numbers", () => {
    expect(setPool("3", 2)).toEqual({ light: 3, dark: 2 });
    expect(setPool(0, 0)).toEqual({ light: 0, dark: 0 });
    expect(setPool(MAX_POOL_SIDE, " 1 ")).toEqual({ light: MAX_POOL_SIDE, dark: 1 });
  });
  it("refuses anything else with a localised error", () => {
    for (const bad of [-1, 1.5, MAX_POOL_SIDE + 1, "", "two", null, undefined, NaN, Infinity]) {
      expect(keyOf(() => setPool(bad, 0)), String(bad)).toBe("EOTE.Dice.Destiny.Error.BadSize");
      expect(keyOf(() => setPool(0, bad)), String(bad)).toBe("EOTE.Dice.Destiny.Error.BadSize");
    }
  });
});

describe("the pool window's view", () => {
  it("one token per point and only the user's own flip button enabled", () => {
    const player = destinyView({ light: 2, dark: 1 }, false);
    expect(player.lightTokens).toHaveLength(2);
    expect(player.darkTokens).toHaveLength(1);
    expect([player.canFlipLight, player.canFlipDark, player.empty]).toEqual([true, false, false]);
    const gm = destinyView({ light: 2, dark: 0 }, true);
    expect([gm.canFlipLight, gm.canFlipDark]).toEqual([false, false]);
    expect(destinyView({ light: 0, dark: 0 }, true).empty).toBe(true);
  });
  it("never draws more tokens than a pool can hold", () => {
    expect(destinyView({ light: 10_000, dark: 0 }, false).lightTokens).toHaveLength(MAX_POOL_SIDE);
  });
});
