/**
 * The Buy / Sell form (pure): what templates/dialogs/trade.hbs shows and how its values are read. The
 * location list is seed 002's rarity modifier table (RARITY_MODIFIERS); the restricted rule fixes the
 * market (module/rules/gear/trade.ts tradeMarket).
 */
import { DIFFICULTY_LEVELS } from "../../dice/index.ts";
import { buyingCheck, isTradeMarket, RARITY_MODIFIERS, TRADE_MARKETS, type TradeMarket } from "../../rules/gear/trade.ts";
import type { TradeKind } from "./model.ts";

export const TRADE_FORM_TEMPLATE = "templates/dialogs/trade.hbs";

/** What the form needs of the item and the trader. */
export interface TradeFormInput {
  kind: TradeKind;
  price: number;
  rarity: number;
  restricted: boolean;
  credits: number;
  market: TradeMarket;
  /** The location's id in RARITY_MODIFIERS. */
  location: string;
}

/** The choices the form returns. */
export interface TradeChoices {
  market: TradeMarket;
  modifier: number;
  boughtModifier: number | null;
}

/** A modifier as the table prints it: +2, −1, +0. */
export function signed(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}

export const DEFAULT_LOCATION = "civilized";

export function tradeFormContext(input: TradeFormInput) {
  const location = RARITY_MODIFIERS.find((l) => l.id === input.location) ?? RARITY_MODIFIERS.find((l) => l.id === DEFAULT_LOCATION)!;
  const check = buyingCheck({ rarity: input.rarity, modifier: location.modifier, restricted: input.restricted, market: input.market });
  return {
    kindBuy: input.kind === "buy",
    price: input.price,
    /** The item's own rarity: the summary does not follow the location select (no script in the form). */
    rarity: input.rarity,
    /** The difficulty at the preselected location. */
    difficultyKey: `EOTE.Dice.Difficulty.${DIFFICULTY_LEVELS[check.difficulty]}`,
    credits: input.credits,
    restricted: input.restricted,
    markets: TRADE_MARKETS.map((value) => ({ value, labelKey: `EOTE.Trade.Market.${value}`, selected: value === check.market })),
    locations: RARITY_MODIFIERS.map((l) => ({ value: l.id, labelKey: `EOTE.Trade.Location.${l.id}`, modifier: signed(l.modifier), selected: l.id === location.id })),
  };
}

function modifierOf(id: unknown): number | null {
  return RARITY_MODIFIERS.find((l) => l.id === id)?.modifier ?? null;
}

/** The submitted form's values; unknown entries fall back to a legal deal on a civilized world, no trade goods. */
export function readTradeForm(form: Record<string, unknown>): TradeChoices {
  return {
    // A disabled select (a restricted item) submits nothing: the rule sets the market anyway.
    market: isTradeMarket(form["market"]) ? form["market"] : "legal",
    modifier: modifierOf(form["location"]) ?? 0,
    boughtModifier: modifierOf(form["bought"]),
  };
}
