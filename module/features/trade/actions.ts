/**
 * Buying and selling gear in Foundry (rules: module/rules/gear/trade.ts, seed 002 BUYING ITEMS, SELLING ITEMS,
 * TRADE). `buy` and `sell` ask the market and the location in a small form, then open the dice dialog
 * for the trader's Negotiation (legal) or Streetwise (black market) check; the roll carries the deal
 * (flags.eote.check.trade), from which its card pays and takes, or sells, with Undo (./card.ts).
 * Macro-callable as game.system.api.trade.{buy, sell}; the item sheet's Buy and Sell buttons call them.
 * What the sheet asks as it renders is here; `buy` and `sell`, the form and the check are ./actions/deal.ts.
 */
import { EoteError } from "../../dice/errors.ts";
import type { TradeMarket } from "../../rules/gear/trade.ts";
import { listedPrice } from "../../rules/gear/trade.ts";
import type { Listing, Purchasable } from "../../rules/types.ts";
import { localize } from "../../foundry/localize.ts";
import { canActOn } from "../../foundry/documents.ts";
import { noticeName } from "../../foundry/notify.ts";
import type { TradeKind } from "./model.ts";

/** Only these item types have a price and rarity (module/data/spec/items.ts purchasable). */
export const TRADED_TYPES: readonly string[] = ["weapon", "armour", "gear"];

export interface TradeOptions {
  market?: TradeMarket;
  /** The location's rarity modifier; with `market`, the form is skipped. */
  modifier?: number;
  /** Selling trade goods: the rarity modifier where they were bought. */
  boughtModifier?: number | null;
}

/** The item's price, rarity and legality as stored: a weapon's price and rarity may be null (not listed). */
export function listingOf(item: Item.Implementation): Listing | null {
  return TRADED_TYPES.includes(item.type as string) ? item.system as unknown as Listing : null;
}

/**
 * The item's price, rarity and legality; throws for anything that is not bought and sold, and for an item
 * whose source lists no price or rarity (module/rules/gear/trade.ts listedPrice).
 */
export function purchasableOf(item: Item.Implementation): Purchasable {
  const listing = listingOf(item);
  if (!listing) throw new EoteError("EOTE.Trade.Error.NotForSale", `${item.type} is not traded`);
  return { ...listedPrice(listing, noticeName(item.name)), restricted: listing.restricted };
}

/** The trader's credits; throws for an actor that keeps none. */
export function creditsOf(actor: Actor.Implementation): number {
  const credits = (actor.system as unknown as { credits?: unknown }).credits;
  if (typeof credits !== "number") throw new EoteError("EOTE.Trade.Error.NoCredits", `${actor.name} keeps no credits`, { actor: actor.name ?? "" });
  return credits;
}

/** Whether the item sheet offers Buy (an unowned traded item), Sell (an owned one the user may act for), or nothing. */
export function tradeActionFor(item: Item.Implementation): TradeKind | null {
  const listing = listingOf(item);
  // Not listed by its source (a vehicle weapon): no Buy or Sell until the GM gives it a price and rarity.
  if (!listing || listing.price === null || listing.rarity === null) return null;
  const owner = item.parent as Actor.Implementation | null;
  if (!owner) return "buy";
  return owner instanceof Actor && typeof (owner.system as { credits?: unknown }).credits === "number" && canActOn(owner) ? "sell" : null;
}

/** The item sheet's button label for a trade action (null: no button). */
export function tradeLabelKey(kind: TradeKind | null): string | null {
  return kind === "buy" ? "EOTE.Trade.Buy" : kind === "sell" ? "EOTE.Trade.Sell" : null;
}

/** Who buys from a sheet: the token the user controls, else the user's character; null (a notice) when neither. */
export function buyerForUser(): Actor.Implementation | null {
  const controlled = (globalThis as { canvas?: { tokens?: { controlled?: readonly { actor?: Actor.Implementation | null }[] } | null } | null })
    .canvas?.tokens?.controlled?.find((token) => token.actor)?.actor ?? null;
  const buyer = controlled ?? (game.user?.character as Actor.Implementation | null | undefined) ?? null;
  if (!buyer) ui.notifications?.warn(localize("EOTE.Trade.Error.NoBuyer"));
  return buyer;
}

