/**
 * Trade (module/trade): the Buy form and the trade card as the renderChatMessageHTML hook appends it to
 * the roll (module/features/trade/card.ts): a purchase to pay, a purchase made (Undo), a sale gone sour waiting
 * for the GM. Each from the pure models in the real templates; the rolls are seeded dice.
 */
import { parsePool } from "../../module/dice/index.ts";
import { buildCardContext, type Outcome } from "../../module/roll/card-model.ts";
import { buildTradeCard, type TradeFlag, type TradeInput } from "../../module/features/trade/model.ts";
import { TRADE_FORM_TEMPLATE, tradeFormContext } from "../../module/features/trade/form-model.ts";
import { chatMessage, PROMPT_CLASSES, promptForm } from "../frame.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderCard, rollWanted } from "./cards.ts";

export const TRADE_TEMPLATE = "templates/chat/trade.hbs";

interface TradeSpec {
  id: string;
  label: string;
  pool: string;
  wanted: (o: Outcome) => boolean;
  flag: TradeFlag;
  input: (o: Outcome) => TradeInput;
  isGM?: boolean;
}

const BUY: TradeFlag = { kind: "buy", actorUuid: "Actor.kira", itemUuid: "Compendium.eote.weapons.Item.rifle", market: "legal", modifier: 2, boughtModifier: null };
const SELL: TradeFlag = { ...BUY, kind: "sell", market: "blackMarket", itemUuid: "Actor.kira.Item.pistol", modifier: 0 };
const KIRA = { actorName: "Kira Voss", canAct: true, isGM: false, record: null };

const SPECS: readonly TradeSpec[] = [
  {
    // A blaster rifle (rarity 5) on an Outer Rim world (+2): Hard.
    id: "buy", label: "Trade: a purchase to pay (Pay and take)", pool: "1p1a3i", wanted: (o) => o.succeeded && o.threat === 0, flag: BUY,
    input: () => ({ ...KIRA, itemName: "Blaster Rifle", price: 900, rarity: 5, credits: 1200 }),
  },
  {
    id: "bought", label: "Trade: a purchase made (Undo)", pool: "1p1a3i", wanted: (o) => o.succeeded, flag: BUY,
    input: () => ({ ...KIRA, itemName: "Blaster Rifle", price: 900, rarity: 5, credits: 300, record: { kind: "buy", itemId: "rifle", price: 900 } }),
  },
  {
    id: "short", label: "Trade: a purchase the buyer can no longer afford", pool: "1p1a3i", wanted: (o) => o.succeeded && o.threat === 0, flag: BUY,
    input: () => ({ ...KIRA, itemName: "Blaster Rifle", price: 900, rarity: 5, credits: 450 }),
  },
  {
    // The GM cleared the weapon's price since the roll ("not listed", a vehicle weapon's): no price, no Pay.
    id: "unlisted", label: "Trade: a purchase whose price is no longer listed", pool: "1p1a3i", wanted: (o) => o.succeeded && o.threat === 0, flag: BUY,
    input: () => ({ ...KIRA, itemName: "Laser Cannon (Light)", price: null, rarity: null, unlisted: true, credits: 1200 }),
  },
  {
    id: "sour", label: "Trade: a black-market sale gone sour (the GM closes it)", pool: "2a2p1i2c", wanted: (o) => o.succeeded && (o.threat >= 3 || o.despair > 0), flag: SELL,
    input: () => ({ ...KIRA, itemName: "Disruptor Pistol", price: 3000, rarity: 6, credits: 150, isGM: true }), isGM: true,
  },
];

function renderTrade(kit: Kit, spec: TradeSpec): string {
  const dice = rollWanted(parsePool(spec.pool), spec.wanted);
  const outcome = buildCardContext({ dice }).outcome;
  const context = buildTradeCard(outcome, spec.flag, spec.input(outcome));
  const section = kit.engine.render(TRADE_TEMPLATE, {
    ...context, buy: context.kind === "buy", messageId: `preview-trade-${spec.id}`, authorName: spec.isGM ? "Gamemaster" : "Kira's player", refusal: null,
  });
  const title = kit.i18n.format(spec.flag.kind === "buy" ? "EOTE.Trade.BuyTitle" : "EOTE.Trade.SellTitle", { item: context.itemName });
  const card = renderCard(kit, { title, pool: spec.pool }, dice);
  const at = card.lastIndexOf("</div>");
  return card.slice(0, at) + section + card.slice(at);
}

export function tradeViews(kit: Kit): View[] {
  return [
    ...SPECS.map((spec): View => ({
      id: `chat-trade-${spec.id}`, title: spec.label, group: "Chat cards", frame: "chat", html: chatMessage("Kira Voss", renderTrade(kit, spec)),
    })),
    {
      id: "dialog-trade-buy", title: "Buy: market and location", group: "Dialogs", frame: "dialog", classes: PROMPT_CLASSES,
      html: promptForm(kit.engine.render(TRADE_FORM_TEMPLATE, tradeFormContext({ kind: "buy", price: 900, rarity: 5, restricted: false, credits: 1200, market: "legal", location: "outerRim" })), kit.i18n.localize("EOTE.Trade.Buy")),
    },
    {
      id: "dialog-trade-sell", title: "Sell: a restricted item, trade goods", group: "Dialogs", frame: "dialog", classes: PROMPT_CLASSES,
      html: promptForm(kit.engine.render(TRADE_FORM_TEMPLATE, tradeFormContext({ kind: "sell", price: 3000, rarity: 6, restricted: true, credits: 150, market: "legal", location: "civilized" })), kit.i18n.localize("EOTE.Trade.Sell")),
    },
  ];
}
