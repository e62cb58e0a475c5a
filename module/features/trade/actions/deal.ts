/**
 * Buying and selling (`buy`, `sell`): the trade form and the dealer's check: the market and
 * location asked in a small form, then the dice dialog for the trader's check, carrying the deal's flag.
 */
import { openDicePoolDialog } from "../../../applications/dice-dialog/index.ts";
import { DIFFICULTY_LEVELS, upgrade } from "../../../dice/index.ts";
import { EoteError } from "../../../dice/errors.ts";
import { buyingCheck, creditsAfterPurchase, tradeMarket } from "../../../rules/gear/trade.ts";
import { SYSTEM_PATH } from "../../../system/config.ts";
import { notifyError } from "../../../foundry/notify.ts";
import { format, localize, plural } from "../../../foundry/localize.ts";
import { canActOn } from "../../../foundry/documents.ts";
import { tokenName } from "../../../chat/token-name.ts";
import { DEFAULT_LOCATION, readTradeForm, TRADE_FORM_TEMPLATE, tradeFormContext, type TradeChoices } from "../form-model.ts";
import type { TradeFlag, TradeKind } from "../model.ts";
import { creditsOf, purchasableOf, type TradeOptions } from "../actions.ts";

async function promptChoices(kind: TradeKind, item: Item.Implementation, credits: number): Promise<TradeChoices | null> {
  const system = purchasableOf(item);
  const context = tradeFormContext({ kind, price: system.price, rarity: system.rarity, restricted: system.restricted, credits, market: "legal", location: DEFAULT_LOCATION });
  const content = await foundry.applications.handlebars.renderTemplate(`${SYSTEM_PATH}/${TRADE_FORM_TEMPLATE}`, context);
  try {
    const form = await foundry.applications.api.DialogV2.prompt({
      window: { title: format(kind === "buy" ? "EOTE.Trade.BuyTitle" : "EOTE.Trade.SellTitle", { item: item.name ?? "" }) },
      // Our prompts' own class: its footer button is a 24 px target as our dialogs' are (styles/_targets.scss).
      classes: ["eote-prompt"],
      content,
      ok: {
        label: localize(kind === "buy" ? "EOTE.Trade.Buy" : "EOTE.Trade.Sell"),
        callback: (_event: unknown, button: HTMLButtonElement) => new foundry.applications.ux.FormDataExtended(button.form!).object as Record<string, unknown>,
      },
      rejectClose: false,
      // The League types tie prompt's result to core's own buttons; ours returns the form data.
    } as never) as unknown as Record<string, unknown> | null;
    return form ? readTradeForm(form) : null;
  } catch {
    return null; // Closed without choosing.
  }
}

async function choicesFor(kind: TradeKind, item: Item.Implementation, credits: number, options: TradeOptions): Promise<TradeChoices | null> {
  if (options.market !== undefined && options.modifier !== undefined) {
    return { market: options.market, modifier: options.modifier, boughtModifier: options.boughtModifier ?? null };
  }
  return promptChoices(kind, item, credits);
}

/** The check's dialog: the trader's skill pool with the rarity's difficulty at the location, the notes and the deal's flag. */
async function rollDeal(kind: TradeKind, actor: Actor.Implementation, item: Item.Implementation, choices: TradeChoices): Promise<void> {
  const system = purchasableOf(item);
  const check = buyingCheck({ rarity: system.rarity, modifier: choices.modifier, restricted: system.restricted, market: choices.market });
  let pool = actor.checkPool(check.skill);
  pool.difficulty += check.difficulty;
  if (check.upgrades > 0) pool = upgrade(pool, "difficulty", check.upgrades);
  const difficulty = localize(`EOTE.Dice.Difficulty.${DIFFICULTY_LEVELS[check.difficulty]}`);
  const notes = [format("EOTE.Trade.BuyNote", { item: item.name ?? "", rarity: check.rarity, difficulty })];
  if (check.upgrades > 0) notes.push(plural("EOTE.Trade.UpgradeNote", check.upgrades));
  if (system.restricted) notes.push(localize("EOTE.Trade.RestrictedHint"));
  const trade: TradeFlag = {
    kind, actorUuid: actor.uuid, itemUuid: item.uuid ?? "", market: tradeMarket(choices.market, system.restricted), modifier: choices.modifier,
    boughtModifier: kind === "sell" ? choices.boughtModifier : null,
  };
  await openDicePoolDialog({
    title: format(kind === "buy" ? "EOTE.Trade.BuyTitle" : "EOTE.Trade.SellTitle", { item: item.name ?? "" }),
    privateTitle: localize(`EOTE.Skill.${check.skill}`),
    pool, actor, notes, skillId: check.skill, flags: { trade },
  });
}

function whole(name: string, value: number | null | undefined): void {
  if (value !== undefined && value !== null && !Number.isInteger(value)) {
    throw new EoteError("EOTE.Trade.Error.BadNumber", `${name} must be a whole number`, { name, value: String(value) });
  }
}

/**
 * `actor` buys `item` (a world or compendium item, owned by no one): refused at once when the price is
 * more than the actor's credits, else the form (unless `options` give market and modifier) and the check.
 */
export async function buy(actor: Actor.Implementation, item: Item.Implementation, options: TradeOptions = {}): Promise<void> {
  try {
    const system = purchasableOf(item);
    if (item.parent) throw new EoteError("EOTE.Trade.Error.Owned", "Only an unowned item is bought", { item: item.name ?? "" });
    if (!canActOn(actor)) {
      ui.notifications?.warn(localize("EOTE.Trade.Notice.NotOwner"));
      return;
    }
    whole("modifier", options.modifier);
    creditsAfterPurchase(creditsOf(actor), system.price);
    const choices = await choicesFor("buy", item, creditsOf(actor), options);
    if (choices) await rollDeal("buy", actor, item, choices);
  } catch (err) {
    notifyError(err);
  }
}

/** `actor` sells `item`, one of its own weapons, armour or gear: the form (unless `options` give market and modifier) and the check. */
export async function sell(actor: Actor.Implementation, item: Item.Implementation, options: TradeOptions = {}): Promise<void> {
  try {
    purchasableOf(item);
    if (item.parent !== actor && (item.parent as Actor.Implementation | null)?.uuid !== actor.uuid) {
      throw new EoteError("EOTE.Trade.Error.NotOwned", "The item is not the seller's", { item: item.name ?? "", actor: tokenName(actor) });
    }
    if (!canActOn(actor)) {
      ui.notifications?.warn(localize("EOTE.Trade.Notice.NotOwner"));
      return;
    }
    whole("modifier", options.modifier);
    whole("boughtModifier", options.boughtModifier);
    const choices = await choicesFor("sell", item, creditsOf(actor), options);
    if (choices) await rollDeal("sell", actor, item, choices);
  } catch (err) {
    notifyError(err);
  }
}
