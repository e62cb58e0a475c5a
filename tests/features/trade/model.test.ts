// The trade card's pure model and form (module/features/trade/model.ts, form.ts): flags read defensively (a
// player's message flags are player-written), what the card offers, and the form's values.
import { describe, expect, it } from "vitest";
import { buildTradeCard, readTradeFlag, readTradeRecord, tradeUndo, type TradeFlag } from "../../../module/features/trade/model.ts";
import { readTradeForm, signed, tradeFormContext } from "../../../module/features/trade/form-model.ts";
import { EoteError } from "../../../module/dice/errors.ts";

const FLAG: TradeFlag = { kind: "buy", actorUuid: "Actor.a", itemUuid: "Compendium.eote.weapons.Item.b", market: "legal", modifier: 0, boughtModifier: null };
const roll = (netSuccess: number, netAdvantage = 0, despair = 0) => ({ netSuccess, netAdvantage, despair, succeeded: netSuccess > 0 });
const input = { actorName: "Kira", itemName: "Blaster Rifle", price: 900, rarity: 5, credits: 1000, canAct: true, isGM: false, record: null };

describe("readTradeFlag", () => {
  it("keeps a well-formed flag", () => {
    expect(readTradeFlag(FLAG)).toEqual(FLAG);
    expect(readTradeFlag({ ...FLAG, kind: "sell", boughtModifier: -1 })).toEqual({ ...FLAG, kind: "sell", boughtModifier: -1 });
  });
  it("drops anything malformed", () => {
    for (const bad of [null, "x", { ...FLAG, kind: "steal" }, { ...FLAG, market: "gray" }, { ...FLAG, actorUuid: "" }, { ...FLAG, modifier: 1.5 }, { ...FLAG, modifier: "2" }, { ...FLAG, boughtModifier: 0.5 }]) {
      expect(readTradeFlag(bad)).toBeNull();
    }
  });
  it("a record with a fractional or negative price is no record", () => {
    expect(readTradeRecord({ kind: "buy", itemId: "i", price: -1 })).toBeNull();
    expect(readTradeRecord({ kind: "buy", itemId: "i", price: 2.5 })).toBeNull();
    expect(readTradeRecord({ kind: "sell", price: 10 })).toBeNull();
    expect(readTradeRecord({ kind: "buy", itemId: "i", price: 10 })).toEqual({ kind: "buy", itemId: "i", price: 10 });
  });
});

describe("buildTradeCard", () => {
  it("offers Pay on a success the buyer can afford, not on a failure or beyond the credits", () => {
    expect(buildTradeCard(roll(1), FLAG, input)).toMatchObject({ amount: 900, canDeal: true, affordable: true, canUndo: false });
    expect(buildTradeCard(roll(0), FLAG, input).canDeal).toBe(false);
    expect(buildTradeCard(roll(2), FLAG, { ...input, credits: 899 })).toMatchObject({ canDeal: false, affordable: false });
    expect(buildTradeCard(roll(2), FLAG, { ...input, canAct: false }).canDeal).toBe(false);
  });
  it("a deal gone sour is closed by the GM only", () => {
    expect(buildTradeCard(roll(2, -3), FLAG, input)).toMatchObject({ sour: true, canDeal: false });
    expect(buildTradeCard(roll(2, 0, 1), FLAG, { ...input, isGM: true })).toMatchObject({ sour: true, canDeal: true });
  });
  it("once made: the record's price and Undo", () => {
    expect(buildTradeCard(roll(2), FLAG, { ...input, price: 1200, record: { kind: "buy", itemId: "i", price: 900 } })).toMatchObject({ amount: 900, done: true, canDeal: false, canUndo: true });
  });
  it("a sale: the share of the value by net successes", () => {
    expect(buildTradeCard(roll(2), { ...FLAG, kind: "sell" }, { ...input, price: 400, credits: 0 })).toMatchObject({ amount: 200, canDeal: true });
  });
});

describe("tradeUndo", () => {
  it("gives a purchase's price back and takes a sale's credits back from the credits now", () => {
    expect(tradeUndo(100, { kind: "buy", itemId: "i", price: 900 }, "m")).toEqual({ "system.credits": 1000, "flags.eote.tradeLog.-=m": null });
    expect(tradeUndo(250, { kind: "sell", price: 200, item: {} }, "m")["system.credits"]).toBe(50);
    expect(() => tradeUndo(150, { kind: "sell", price: 200, item: {} }, "m")).toThrow(EoteError);
  });
});

describe("the form", () => {
  it("shows the location's modifiers signed and the difficulty at the chosen one", () => {
    expect([signed(-2), signed(0), signed(4)]).toEqual(["−2", "+0", "+4"]);
    const context = tradeFormContext({ kind: "buy", price: 900, rarity: 5, restricted: false, credits: 1000, market: "legal", location: "outerRim" });
    expect(context).toMatchObject({ rarity: 5, difficultyKey: "EOTE.Dice.Difficulty.hard", restricted: false });
    expect(context.locations.find((l) => l.selected)?.value).toBe("outerRim");
  });
  it("a restricted item's form selects the black market", () => {
    const context = tradeFormContext({ kind: "sell", price: 3000, rarity: 6, restricted: true, credits: 0, market: "legal", location: "civilized" });
    expect(context.markets.find((m) => m.selected)?.value).toBe("blackMarket");
  });
  it("reads the values, unknown ones as a legal deal on a civilized world with no trade goods", () => {
    expect(readTradeForm({ market: "blackMarket", location: "wildSpace", bought: "primaryCore" })).toEqual({ market: "blackMarket", modifier: 3, boughtModifier: -2 });
    expect(readTradeForm({ market: "x", location: "nowhere", bought: "" })).toEqual({ market: "legal", modifier: 0, boughtModifier: null });
  });
});
