/**
 * Trade in Foundry: buying and selling gear with a check and a card (./trade.ts, ./card.ts), and the
 * macro API `game.system.api.trade.{buy, sell}`. The card loads when a trade card is shown, the form and
 * the check when a trade starts.
 */
import { checkFlagOf } from "../combat/cards/section.ts";
import { registerCard } from "../combat/cards/register-card.ts";
import { TRADE_CHECK, TRADE_LOG } from "./ids.ts";
import { buy, sell } from "./trade.ts";

export const TRADE_API = { buy, sell };

export function registerTradeCard(): void {
  registerCard((message) => checkFlagOf(message, TRADE_CHECK) !== undefined, async () => (await import("./card.ts")).renderTrade, TRADE_LOG);
}

export function registerTrade(): void {
  registerTradeCard();
  const system = game.system as unknown as { api?: Record<string, unknown> } | undefined;
  if (system) system.api = { ...system.api, trade: TRADE_API };
}

export { buy, sell, tradeActionFor, buyerForUser } from "./trade.ts";
