/**
 * Trade in Foundry: buying and selling gear with a check and a card (./trade.ts, ./card.ts), and the
 * macro API `game.system.api.trade.{buy, sell}`.
 */
import { registerTradeCard } from "./card.ts";
import { buy, sell } from "./trade.ts";

export const TRADE_API = { buy, sell };

export function registerTrade(): void {
  registerTradeCard();
  const system = game.system as unknown as { api?: Record<string, unknown> } | undefined;
  if (system) system.api = { ...system.api, trade: TRADE_API };
}

export { buy, sell, tradeActionFor, buyerForUser } from "./trade.ts";
