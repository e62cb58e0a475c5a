/**
 * Trade in Foundry: buying and selling gear with a check and a card (./actions/deal.ts, ./card.ts), and the
 * macro API `game.system.api.trade.{buy, sell}` (./actions/deal.ts).
 */
import { checkFlagOf } from "../../chat/section.ts";
import { registerCard } from "../../chat/register.ts";
import { TRADE_CHECK, TRADE_LOG } from "./flags.ts";
import { buy, sell } from "./actions/deal.ts";
import { renderTrade } from "./card.ts";
import { exposeApi } from "../../foundry/api.ts";

export const TRADE_API = { buy, sell };

export function registerTradeCard(): void {
  registerCard((message) => checkFlagOf(message, TRADE_CHECK) !== undefined, renderTrade, TRADE_LOG);
}

export function registerTrade(): void {
  registerTradeCard();
  exposeApi("trade", TRADE_API);
}

export { tradeActionFor, buyerForUser } from "./actions.ts";
export { buy, sell };

// What other areas use of this feature.
export { tradeLabelKey } from "./actions.ts";
