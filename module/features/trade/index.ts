/**
 * Trade in Foundry: buying and selling gear with a check and a card (./actions/deal.ts, ./card.ts), and the
 * macro API `game.system.api.trade.{buy, sell}` (./actions/deal.ts).
 */
import { checkFlagOf } from "../../chat/section.ts";
import { registerCard } from "../../chat/register.ts";
import { TRADE_CHECK, TRADE_LOG } from "./flags.ts";
import { buy, sell } from "./actions/deal.ts";
import { renderTrade } from "./card.ts";
import { buyerForUser, tradeActionFor, tradeLabelKey } from "./actions.ts";
import { exposeApi } from "../../foundry/api.ts";

/** What the item sheet and macros call (game.system.api.trade: buy, sell). */
export const api = { buy, sell, tradeActionFor, buyerForUser, tradeLabelKey };

function registerTradeCard(): void {
  registerCard((message) => checkFlagOf(message, TRADE_CHECK) !== undefined, renderTrade, TRADE_LOG);
}

export function register(): void {
  registerTradeCard();
  exposeApi("trade", { buy, sell });
}

