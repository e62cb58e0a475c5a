/**
 * The repair part of a Mechanics check's chat card: its registered card (module/chat/register.ts) adds it to a roll
 * carrying flags.eote.check.gearRepair (posted by repairGear, ./actions/check.ts), computed at every render from
 * the stored roll, the item and its owner's credits now and this card's record on the owner. Buttons (GM
 * or the owner's owner, checked again at click): Repair and Undo. The card acts only when its author is a
 * GM or owns the actor (module/chat/trust.ts); the price is read from the item now, never from
 * the flag. The record lives on the owner (flags.eote.gearRepairLog.<messageId>).
 */
import { SYSTEM_PATH } from "../../system/config.ts";
import type { GearRepairRoll } from "../../rules/gear/gear-condition.ts";
import { actorCardButton } from "../../chat/button.ts";
import { outcomeOf } from "../../chat/roll-outcome.ts";
import { localize } from "../../foundry/localize.ts";
import { actorFromUuidSync, canActOn, updatePaths } from "../../foundry/documents.ts";
import { cardRecordOf, cardStanding, checkFlagOf, mayUndo, mountSection } from "../../chat/section.ts";
import { tokenName } from "../../chat/token-name.ts";
import {
  chargedCredits, buildGearRepairCard, GEAR_REPAIR_LOG, gearRepairUndo, gearRepairUpdate, readGearRepairFlag, readGearRepairRecord,
  type GearRepairFlag, type GearRepairInput, type GearRepairRecord,
} from "./model.ts";
import { GEAR_REPAIR_CHECK } from "./flags.ts";
import { itemCondition } from "./actions.ts";

export const GEAR_REPAIR_TEMPLATE = `${SYSTEM_PATH}/templates/chat/gear-repair.hbs`;

type Message = ChatMessage.Implementation;

export function gearRepairFlagOf(message: Message): GearRepairFlag | null {
  return readGearRepairFlag(checkFlagOf(message, GEAR_REPAIR_CHECK));
}

export function gearRepairRecordOf(actor: Actor.Implementation | null, messageId: string): GearRepairRecord | null {
  return readGearRepairRecord(cardRecordOf(actor, GEAR_REPAIR_LOG, messageId));
}

/** The owner's credits, or null for an actor that keeps none (its repairs are not charged). */
function creditsOf(actor: Actor.Implementation): number | null {
  const credits = (actor.system as unknown as { credits?: unknown }).credits;
  return typeof credits === "number" ? credits : null;
}

function repairInput(actor: Actor.Implementation, flag: GearRepairFlag, messageId: string): { input: GearRepairInput; item: Item.Implementation | null } {
  const item = (actor.items.get(flag.itemId) as Item.Implementation | undefined) ?? null;
  const price = item ? (item.system as { price?: number | null }).price : undefined;
  const input: GearRepairInput = {
    actorName: tokenName(actor), itemName: item?.name ?? "", price: item ? price ?? 0 : null,
    condition: item ? itemCondition(item) : null, credits: chargedCredits(creditsOf(actor), price), canAct: canActOn(actor),
    record: gearRepairRecordOf(actor, messageId),
  };
  return { input, item };
}

export async function gearRepairSection(message: Message): Promise<string | null> {
  const flag = gearRepairFlagOf(message);
  const outcome = outcomeOf(message) as GearRepairRoll | null;
  if (!flag || !outcome || !message.isContentVisible) return null;
  const actor = actorFromUuidSync(flag.actorUuid);
  const id = message.id ?? "";
  const { authorName, refusal } = cardStanding(message, actor);
  if (refusal || !actor) {
    const canUndo = mayUndo(actor, gearRepairRecordOf(actor, id) !== null);
    return foundry.applications.handlebars.renderTemplate(GEAR_REPAIR_TEMPLATE, { messageId: id, authorName, refusal, canUndo });
  }
  const card = buildGearRepairCard(outcome, flag, repairInput(actor, flag, id).input);
  return foundry.applications.handlebars.renderTemplate(GEAR_REPAIR_TEMPLATE, { ...card, messageId: id, authorName, refusal });
}

export async function renderRepair(message: Message, html: HTMLElement): Promise<void> {
  const section = await gearRepairSection(message);
  if (section === null) return;
  mountSection(html, ".eote-gear-repair", section, (button) => runGearRepairAction(message, button.dataset.action ?? ""));
}

async function repair(message: Message, flag: GearRepairFlag, actor: Actor.Implementation, id: string): Promise<void> {
  const outcome = outcomeOf(message) as GearRepairRoll | null;
  const { input, item } = repairInput(actor, flag, id);
  if (!outcome || !item) return void ui.notifications?.warn(localize("EOTE.Gear.Repair.Notice.ItemGone"));
  const card = buildGearRepairCard(outcome, flag, input);
  if (card.done) return void ui.notifications?.warn(localize("EOTE.Gear.Repair.Notice.Used"));
  if (card.stale) return void ui.notifications?.warn(localize("EOTE.Gear.Repair.Notice.Changed"));
  if (!card.canRepair) return void ui.notifications?.warn(localize("EOTE.Gear.Repair.Notice.Failed"));
  // Throws the localised refusal when the credits do not cover the cost, before anything is written.
  const update = gearRepairUpdate(outcome, flag, input.price ?? 0, input.credits, id);
  await item.update({ "system.condition": update.record.after } as never);
  await updatePaths(actor, update.actor);
}

async function undo(actor: Actor.Implementation, record: GearRepairRecord, id: string): Promise<void> {
  const item = (actor.items.get(record.itemId) as Item.Implementation | undefined) ?? null;
  // Refused whole (a localised notice) when the item is gone or damaged again since.
  const back = gearRepairUndo(record, item ? itemCondition(item) : null, creditsOf(actor), id);
  await item!.update({ "system.condition": back.condition } as never);
  await updatePaths(actor, back.actor);
}

/** One repair card button, after checking the flag, the card's trust and the viewer's right to act for the owner. */
const gearRepairButton = actorCardButton({
  flagOf: gearRepairFlagOf,
  undo: "eoteGearRepairUndo",
  notice: "EOTE.Gear.Repair.Notice.NotOwner",
  act: async ({ message, click: { action }, state: { flag }, target: actor }) => {
    const id = message.id ?? "";
    if (action === "eoteGearRepair") await repair(message, flag, actor, id);
    else if (action === "eoteGearRepairUndo") {
      const record = gearRepairRecordOf(actor, id);
      if (record) await undo(actor, record, id);
    }
  },
});

export function runGearRepairAction(message: Message, action: string): Promise<void> {
  return gearRepairButton(message, { action });
}
