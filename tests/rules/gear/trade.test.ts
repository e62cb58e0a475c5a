// Buying, selling and trading (module/rules/gear/trade.ts) with seed 002's numbers: the rarity table, the
// location modifiers, the restricted rule, ¼ ½ ¾ by net successes, the deal gone sour, the trade value,
// and the refusals (not whole numbers, negative credits, a price that cannot be afforded).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EoteError } from "../../../module/dice/errors.ts";
import {
  buyingCheck, canAffordPrice, creditsAfterPurchase, dealGoneSour, listedPrice, localRarity, RARITY_MODIFIERS, rarityDifficulty, saleQuarters,
  salePrice, tradeMarket, tradeSkill, tradeValue, type TradeRoll,
} from "../../../module/rules/gear/trade.ts";

const en = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
const lookup = (key: string): unknown => key.split(".").reduce<unknown>((n, p) => (n as Record<string, unknown> | undefined)?.[p], en);

function errorOf(fn: () => unknown): EoteError {
  try { fn(); } catch (e) { if (e instanceof EoteError) return e; throw e; }
  throw new Error("no error");
}

const roll = (netSuccess: number, netAdvantage = 0, despair = 0): TradeRoll => ({ netSuccess, netAdvantage, despair, succeeded: netSuccess > 0 });

describe("the buying difficulty (seed 002 BUYING ITEMS)", () => {
  it("follows the rarity table: 0-1 Simple, 2-3 Easy, 4-5 Average, 6-7 Hard, 8-9 Daunting, 10 Formidable", () => {
    const table = [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5];
    table.forEach((dice, rarity) => expect(rarityDifficulty(rarity), `rarity ${rarity}`).toEqual({ difficulty: dice, upgrades: 0 }));
  });

  it("the seed's examples: a medpac (2) is Easy, a blaster pistol (4) Average, a thermal detonator (8) Daunting, a lightsaber (10) Formidable", () => {
    expect(rarityDifficulty(2).difficulty).toBe(1);
    expect(rarityDifficulty(4).difficulty).toBe(2);
    expect(rarityDifficulty(8).difficulty).toBe(4);
    expect(rarityDifficulty(10).difficulty).toBe(5);
  });

  it("adds the location's modifier: a blaster rifle (5) on Coruscant (-2) is Easy, on an Outer Rim world (+2) Hard", () => {
    expect(buyingCheck({ rarity: 5, modifier: -2, restricted: false, market: "legal" })).toEqual({ skill: "negotiation", market: "legal", rarity: 3, difficulty: 1, upgrades: 0 });
    expect(buyingCheck({ rarity: 5, modifier: 2, restricted: false, market: "legal" })).toMatchObject({ rarity: 7, difficulty: 3 });
  });

  it("rarity never falls below 0; above 10 the check stays Formidable and is upgraded once per point beyond", () => {
    expect(localRarity(1, -2)).toBe(0);
    expect(buyingCheck({ rarity: 0, modifier: -2, restricted: false, market: "legal" })).toMatchObject({ rarity: 0, difficulty: 0, upgrades: 0 });
    // A lightsaber (10) on an uncivilized world (+4): rarity 14.
    expect(buyingCheck({ rarity: 10, modifier: 4, restricted: false, market: "legal" })).toMatchObject({ rarity: 14, difficulty: 5, upgrades: 4 });
  });

  it("the modifier table is the seed's, from -2 (primary Core world) to +4 (uncivilized world)", () => {
    expect(RARITY_MODIFIERS.map((m) => m.modifier)).toEqual([-2, -1, -1, 0, 0, 1, 1, 2, 2, 3, 4]);
    for (const m of RARITY_MODIFIERS) expect(lookup(`EOTE.Trade.Location.${m.id}`), m.id).toBeTypeOf("string");
  });
});

describe("the market and its skill", () => {
  it("a legal deal is Negotiation, the black market Streetwise", () => {
    expect(tradeSkill("legal")).toBe("negotiation");
    expect(tradeSkill("blackMarket")).toBe("streetwise");
  });

  it("a restricted item is only traded on the black market, so with Streetwise, at the same difficulty", () => {
    expect(tradeMarket("legal", true)).toBe("blackMarket");
    expect(tradeMarket("legal", false)).toBe("legal");
    // A thermal detonator, (R) rarity 8.
    expect(buyingCheck({ rarity: 8, modifier: 0, restricted: true, market: "legal" })).toEqual({ skill: "streetwise", market: "blackMarket", rarity: 8, difficulty: 4, upgrades: 0 });
  });
});

describe("paying", () => {
  it("takes the price off the credits", () => {
    expect(creditsAfterPurchase(500, 400)).toBe(100);
    expect(creditsAfterPurchase(400, 400)).toBe(0);
    expect(canAffordPrice(400, 400)).toBe(true);
    expect(canAffordPrice(399, 400)).toBe(false);
  });

  it("refuses a purchase that cannot be afforded, with a localised error", () => {
    const e = errorOf(() => creditsAfterPurchase(399, 400));
    expect(e.key).toBe("EOTE.Trade.Error.CannotAfford");
    expect(e.data).toEqual({ price: 400, credits: 399 });
    expect(lookup(e.key)).toMatch(/\{price\}.*\{credits\}|\{credits\}.*\{price\}/);
  });

  it("refuses credits and prices that are not whole numbers from 0", () => {
    for (const [credits, price] of [[-1, 0], [10.5, 1], [100, -5], [100, 2.5], [Number.NaN, 1]] as const) {
      expect(errorOf(() => creditsAfterPurchase(credits, price)).key).toBe("EOTE.Trade.Error.BadNumber");
    }
    expect(errorOf(() => rarityDifficulty(-1)).key).toBe("EOTE.Trade.Error.BadNumber");
    expect(errorOf(() => localRarity(3, 0.5)).key).toBe("EOTE.Trade.Error.BadNumber");
    expect(lookup("EOTE.Trade.Error.BadNumber")).toBeTypeOf("string");
  });
});

describe("selling (seed 002 SELLING ITEMS)", () => {
  it("one net success ¼ of the value, two ½, three or more ¾; a failure nothing", () => {
    expect(salePrice(400, roll(1))).toBe(100);
    expect(salePrice(400, roll(2))).toBe(200);
    expect(salePrice(400, roll(3))).toBe(300);
    expect(salePrice(400, roll(5))).toBe(300);
    expect(salePrice(400, roll(0))).toBe(0);
    expect(salePrice(400, roll(-2))).toBe(0);
    expect(saleQuarters(roll(4))).toBe(3);
  });

  it("rounds down to whole credits", () => {
    expect(salePrice(25, roll(1))).toBe(6);
    expect(salePrice(25, roll(3))).toBe(18);
  });

  it("three or more threat or a despair: the deal has gone sour", () => {
    expect(dealGoneSour(roll(2, -3))).toBe(true);
    expect(dealGoneSour(roll(2, -2))).toBe(false);
    expect(dealGoneSour(roll(2, 1, 1))).toBe(true);
    expect(dealGoneSour(roll(-1, 0))).toBe(false);
  });
});

describe("trade (seed 002 TRADE)", () => {
  it("multiplies the cost by the rarity difference between where bought and where sold", () => {
    // Bought at rarity 2, sold where it is rarity 5: three times the cost.
    expect(tradeValue(1000, 2, 5)).toBe(3000);
    expect(tradeValue(1000, 2, 4)).toBe(2000);
  });

  it("goods no rarer where sold keep their listed cost", () => {
    expect(tradeValue(1000, 4, 5)).toBe(1000);
    expect(tradeValue(1000, 4, 4)).toBe(1000);
    expect(tradeValue(1000, 6, 2)).toBe(1000);
  });

  it("then sells at the adjusted value by net successes", () => {
    expect(salePrice(tradeValue(1000, 2, 5), roll(2))).toBe(1500);
  });
});

describe("a price and rarity the source does not list (the core rulebook's Table 7-1 prints none for vehicle weapons)", () => {
  it("is refused by name, never traded as free and found everywhere", () => {
    for (const item of [{ price: null, rarity: null }, { price: 500, rarity: null }, { price: null, rarity: 3 }]) {
      const error = errorOf(() => listedPrice(item, "Laser Cannon (Light)"));
      expect(error.key).toBe("EOTE.Trade.Error.NotListed");
      expect(error.data).toEqual({ item: "Laser Cannon (Light)" });
    }
    expect(lookup("EOTE.Trade.Error.NotListed")).toContain("{item}");
  });

  it("a listed one, 0 included, is the deal's price and rarity", () => {
    expect(listedPrice({ price: 0, rarity: 0 })).toEqual({ price: 0, rarity: 0 });
    expect(listedPrice({ price: 1200, rarity: 6 }, "Rifle")).toEqual({ price: 1200, rarity: 6 });
  });
});
