/**
 * The trade part of a roll's chat card (pure): from the rolled outcome, the deal the roll's flag names
 * (flags.eote.check.trade), the trader's credits and item now, and this card's record on the trader
 * (flags.eote.tradeLog.<messageId>), what the card shows and the updates its buttons write.
 * Rules: module/rules/gear/trade.ts (seed 002 BUYING ITEMS, SELLING ITEMS, TRADE).
 *
 * Undo is exact: a purchase's undo gives back the price it took and deletes the item it added; a
 * sale's undo takes back the credits it gave and recreates the item from the copy the record keeps, with
 * its id. Each applies to the credits as they are then, so what happened since stays; an undo the
 * credits cannot pay for (spent since) is refused, never left negative.
 */
import { creditsAfterPurchase, dealGoneSour, isTradeMarket, salePrice, tradeValue, localRarity, type TradeMarket, type TradeRoll } from "../../rules/gear/trade.ts";

import { TRADE_LOG } from "./flags.ts";

export { TRADE_LOG };
export const TRADE_KINDS = ["buy", "sell"] as const;
export type TradeKind = (typeof TRADE_KINDS)[number];

/** Stored on the roll's message as flags.eote.check.trade by the Buy and Sell forms. */
export interface TradeFlag {
  kind: TradeKind;
  /** The buyer or seller. */
  actorUuid: string;
  /** Buy: the world or compendium item bought; sell: the trader's own item. */
  itemUuid: string;
  market: TradeMarket;
  /** The location's rarity modifier (seed 002 BUYING ITEMS). */
  modifier: number;
  /** Trade goods: the rarity modifier where they were bought (seed 002 TRADE); null for a plain sale. */
  boughtModifier: number | null;
}

export type TradeRecord =
  | { kind: "buy"; itemId: string; price: number }
  | { kind: "sell"; price: number; item: Record<string, unknown> };

/** What the card knows of the deal now. */
export interface TradeInput {
  actorName: string;
  /** The item's name (the record's copy once sold). */
  itemName: string;
  /** The item's listed price and rarity now (null when it is gone, or not listed). */
  price: number | null;
  rarity: number | null;
  /** The item is there, but its price or rarity is not listed by its source (a vehicle weapon's): no deal to make. */
  unlisted?: boolean;
  credits: number;
  /** The viewer may act: the GM or the trader's owner. */
  canAct: boolean;
  isGM: boolean;
  record: TradeRecord | null;
}

export interface TradeCardContext {
  kind: TradeKind;
  actorName: string;
  itemName: string;
  /** What the deal costs or brings now, or what it did. */
  amount: number;
  /** The buyer finds the item, or the seller a buyer. */
  succeeded: boolean;
  done: boolean;
  sour: boolean;
  affordable: boolean;
  /** The trader's credits now (the refusal line when the price is more). */
  credits: number;
  /** Not done, and the item's price or rarity is not listed now: the card says so instead of a price. */
  unlisted: boolean;
  canAct: boolean;
  canDeal: boolean;
  canUndo: boolean;
}

const isWhole = (v: unknown, min = 0): v is number => typeof v === "number" && Number.isInteger(v) && v >= min;

export function tradePath(messageId: string): string {
  return `flags.eote.${TRADE_LOG}.${messageId}`;
}

/** Reads the message flag defensively: anything malformed counts as no trade. */
export function readTradeFlag(value: unknown): TradeFlag | null {
  if (!value || typeof value !== "object") return null;
  const f = value as Partial<TradeFlag>;
  if (!(TRADE_KINDS as readonly unknown[]).includes(f.kind) || !isTradeMarket(f.market)) return null;
  if (typeof f.actorUuid !== "string" || !f.actorUuid || typeof f.itemUuid !== "string" || !f.itemUuid) return null;
  if (!isWhole(f.modifier, -Infinity)) return null;
  const bought = f.boughtModifier ?? null;
  if (bought !== null && !isWhole(bought, -Infinity)) return null;
  return { kind: f.kind!, actorUuid: f.actorUuid, itemUuid: f.itemUuid, market: f.market, modifier: f.modifier, boughtModifier: bought };
}

/** Reads a stored record defensively: anything malformed counts as no record. */
export function readTradeRecord(value: unknown): TradeRecord | null {
  if (!value || typeof value !== "object") return null;
  const r = value as Record<string, unknown>;
  if (!isWhole(r["price"])) return null;
  if (r["kind"] === "buy" && typeof r["itemId"] === "string" && r["itemId"]) return { kind: "buy", itemId: r["itemId"], price: r["price"] };
  const item = r["item"];
  if (r["kind"] === "sell" && item && typeof item === "object") return { kind: "sell", price: r["price"], item: item as Record<string, unknown> };
  return null;
}

/**
 * The credits a deal moves now: a purchase the item's price; a sale the share of its value the net
 * successes give, trade goods first valued by the rarity difference between where bought and here.
 */
export function dealAmount(roll: TradeRoll, flag: TradeFlag, price: number, rarity: number): number {
  if (flag.kind === "buy") return price;
  const value = flag.boughtModifier === null
    ? price
    : tradeValue(price, localRarity(rarity, flag.boughtModifier), localRarity(rarity, flag.modifier));
  return salePrice(value, roll);
}

export function buildTradeCard(roll: TradeRoll, flag: TradeFlag, input: TradeInput): TradeCardContext {
  const record = input.record;
  const amount = record ? record.price : input.price === null || input.rarity === null ? 0 : dealAmount(roll, flag, input.price, input.rarity);
  const sour = dealGoneSour(roll);
  const affordable = flag.kind === "sell" || amount <= input.credits;
  const open = !record && roll.succeeded && input.price !== null;
  return {
    kind: flag.kind, actorName: input.actorName, itemName: input.itemName, amount, succeeded: roll.succeeded, done: record !== null, sour, affordable, credits: input.credits,
    unlisted: !record && input.unlisted === true,
    canAct: input.canAct,
    // A deal gone sour waits for the GM to say how (seed 002 SELLING ITEMS).
    canDeal: input.canAct && open && affordable && (!sour || input.isGM) && (flag.kind === "buy" || amount > 0),
    canUndo: input.canAct && record !== null,
  };
}

/** Pay for a purchase: the credits and the record in one update (the item is created first, its id given). */
export function buyUpdate(credits: number, price: number, itemId: string, messageId: string): Record<string, unknown> {
  const record: TradeRecord = { kind: "buy", itemId, price };
  return { "system.credits": creditsAfterPurchase(credits, price), [tradePath(messageId)]: record };
}

/** A sale: the credits received and the record keeping the sold item's data, in one update (the item is deleted after). */
export function sellUpdate(credits: number, price: number, item: Record<string, unknown>, messageId: string): Record<string, unknown> {
  const record: TradeRecord = { kind: "sell", price, item };
  return { "system.credits": credits + price, [tradePath(messageId)]: record };
}

/** Undo: the credits moved back from what they are now, and the record removed. Throws when a sale's credits are spent. */
export function tradeUndo(credits: number, record: TradeRecord, messageId: string): Record<string, unknown> {
  const next = record.kind === "buy" ? credits + record.price : creditsAfterPurchase(credits, record.price);
  return { "system.credits": next, [`flags.eote.${TRADE_LOG}.-=${messageId}`]: null };
}
