/**
 * The trade part of a roll's chat card: its registered card (module/chat/register.ts) adds it to a roll carrying
 * flags.eote.check.trade (posted by buy / sell, ./actions/deal.ts), computed at every render from the stored
 * roll, the trader's credits and item now and this card's record on the trader. Buttons (GM or the
 * trader's owner, checked again at click): Pay (buy) or Sell, and Undo. The card acts only when its
 * author is a GM or owns the trader (module/chat/trust.ts); the price is read from the item
 * now, never from the flag. The record lives on the trader (flags.eote.tradeLog.<messageId>).
 */
import { SYSTEM_PATH } from "../../system/config.ts";
import type { Listing } from "../../rules/types.ts";
import { creditsAfterPurchase, type TradeRoll } from "../../rules/gear/trade.ts";
import { actorCardButton } from "../../chat/button.ts";
import { outcomeOf } from "../../chat/roll-outcome.ts";
import { localize } from "../../foundry/localize.ts";
import { actorFromUuidSync, canActOn, itemSourceOf, updatePaths } from "../../foundry/documents.ts";
import { cardRecordOf, cardStanding, checkFlagOf, mayUndo, mountSection } from "../../chat/section.ts";
import { tokenName } from "../../chat/token-name.ts";
import {
  buildTradeCard, buyUpdate, dealAmount, readTradeFlag, readTradeRecord, sellUpdate, TRADE_LOG, tradeUndo,
  type TradeFlag, type TradeInput, type TradeRecord,
} from "./model.ts";
import { TRADE_CHECK } from "./flags.ts";
import { creditsOf, purchasableOf, TRADED_TYPES } from "./actions.ts";

export const TRADE_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/trade.hbs`;

type Message = ChatMessage.Implementation;
type AnyUuid = Parameters<typeof foundry.utils.fromUuidSync>[0];

export function tradeFlagOf(message: Message): TradeFlag | null {
  return readTradeFlag(checkFlagOf(message, TRADE_CHECK));
}

export function tradeRecordOf(actor: Actor.Implementation | null, messageId: string): TradeRecord | null {
  return readTradeRecord(cardRecordOf(actor, TRADE_LOG, messageId));
}

/** The item the deal names, if it is still a traded item (a sale's: still the trader's own). */
function dealItem(flag: TradeFlag, actor: Actor.Implementation, item: unknown): Item.Implementation | null {
  const doc = item as Item.Implementation | null;
  if (!doc || !(doc instanceof Item) || !TRADED_TYPES.includes(doc.type as string)) return null;
  const parent = doc.parent as Actor.Implementation | null;
  if (flag.kind === "buy") return parent ? null : doc;
  return parent === actor || parent?.uuid === actor.uuid ? doc : null;
}

function tradeInput(flag: TradeFlag, actor: Actor.Implementation, item: Item.Implementation | null, messageId: string): TradeInput {
  const record = tradeRecordOf(actor, messageId);
  const system = item ? (item.system as unknown as Listing) : null;
  const sold = record?.kind === "sell" ? String(record.item["name"] ?? "") : "";
  return {
    actorName: tokenName(actor), itemName: item?.name ?? sold, price: system?.price ?? null, rarity: system?.rarity ?? null,
    unlisted: system !== null && (system.price === null || system.rarity === null),
    credits: creditsOf(actor), canAct: canActOn(actor), isGM: game.user?.isGM === true, record,
  };
}

export async function tradeSection(message: Message): Promise<string | null> {
  const flag = tradeFlagOf(message);
  const outcome = outcomeOf(message) as TradeRoll | null;
  if (!flag || !outcome || !message.isContentVisible) return null;
  const actor = actorFromUuidSync(flag.actorUuid);
  const id = message.id ?? "";
  const { authorName, refusal } = cardStanding(message, actor);
  if (refusal || !actor) {
    const canUndo = mayUndo(actor, tradeRecordOf(actor, id) !== null);
    return foundry.applications.handlebars.renderTemplate(TRADE_CARD_TEMPLATE, { messageId: id, authorName, refusal, canUndo });
  }
  // fromUuid, not fromUuidSync: a compendium item not yet loaded is only an index entry, without price or rarity.
  const item = dealItem(flag, actor, await foundry.utils.fromUuid(flag.itemUuid as AnyUuid));
  const card = buildTradeCard(outcome, flag, tradeInput(flag, actor, item, id));
  return foundry.applications.handlebars.renderTemplate(TRADE_CARD_TEMPLATE, { ...card, buy: card.kind === "buy", messageId: id, authorName, refusal });
}

export async function renderTrade(message: Message, html: HTMLElement): Promise<void> {
  const section = await tradeSection(message);
  if (section === null) return;
  mountSection(html, ".eote-trade", section, (button) => runTradeAction(message, button.dataset.action ?? ""));
}

async function deal(message: Message, flag: TradeFlag, actor: Actor.Implementation, id: string): Promise<void> {
  const outcome = outcomeOf(message) as TradeRoll | null;
  const item = dealItem(flag, actor, await foundry.utils.fromUuid(flag.itemUuid as AnyUuid));
  const input = tradeInput(flag, actor, item, id);
  if (!outcome || !item) return void ui.notifications?.warn(localize("EOTE.Trade.Notice.ItemGone"));
  const card = buildTradeCard(outcome, flag, input);
  if (card.done) return void ui.notifications?.warn(localize("EOTE.Trade.Notice.Used"));
  // A price and rarity no longer listed (cleared since the roll) are refused by name (purchasableOf).
  const system = purchasableOf(item);
  const amount = dealAmount(outcome, flag, system.price, system.rarity);
  // The price now against the credits now, before anything is written (throws the localised refusal).
  if (flag.kind === "buy") creditsAfterPurchase(input.credits, amount);
  if (card.sour && !input.isGM) return void ui.notifications?.warn(localize("EOTE.Trade.Notice.Sour"));
  if (!card.canDeal) return void ui.notifications?.warn(localize("EOTE.Trade.Notice.NoDeal"));
  if (flag.kind === "buy") {
    const created = (await actor.createEmbeddedDocuments("Item", [itemSourceOf(item) as never]))?.[0];
    await updatePaths(actor, buyUpdate(input.credits, amount, String(created?.id ?? ""), id));
  } else {
    await updatePaths(actor, sellUpdate(input.credits, amount, item.toObject() as unknown as Record<string, unknown>, id));
    await actor.deleteEmbeddedDocuments("Item", [item.id ?? ""]);
  }
}

async function undo(actor: Actor.Implementation, record: TradeRecord, id: string): Promise<void> {
  // Credits first: a sale whose credits were spent since is refused before the item comes back.
  const update = tradeUndo(creditsOf(actor), record, id);
  if (record.kind === "buy") {
    if (!actor.items.get(record.itemId)) {
      ui.notifications?.warn(localize("EOTE.Trade.Notice.ItemGone"));
      return;
    }
    await actor.deleteEmbeddedDocuments("Item", [record.itemId]);
    await updatePaths(actor, update);
  } else {
    await actor.createEmbeddedDocuments("Item", [record.item as never], { keepId: true });
    await updatePaths(actor, update);
  }
}

/** One trade card button, after checking the flag, the card's trust and the viewer's right to act for the trader. */
const tradeButton = actorCardButton({
  flagOf: tradeFlagOf,
  undo: "eoteTradeUndo",
  notice: "EOTE.Trade.Notice.NotOwner",
  act: async ({ message, click: { action }, state: { flag }, target: actor }) => {
    const id = message.id ?? "";
    if (action === "eoteTradeDeal") await deal(message, flag, actor, id);
    else if (action === "eoteTradeUndo") {
      const record = tradeRecordOf(actor, id);
      if (record) await undo(actor, record, id);
    }
  },
});

export function runTradeAction(message: Message, action: string): Promise<void> {
  return tradeButton(message, { action });
}
