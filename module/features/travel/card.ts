/**
 * The hyperspace jump part of a roll's chat card: its registered card (module/chat/register.ts) adds it to a roll carrying
 * flags.eote.check.jump (posted by plotJump), computed at every render from the stored roll and the flag
 * (module/features/travel/model.ts): the travel time and what the roll's symbols do. It has no buttons and
 * writes nothing, so a forged flag can only change the text of its own author's message.
 */
import { registerCard } from "../../chat/register.ts";
import { checkFlagOf, mountSection } from "../../chat/section.ts";
import { SYSTEM_PATH } from "../../system/config.ts";
import { outcomeOf } from "../../chat/roll-outcome.ts";
import { actorFromUuidSync } from "../../foundry/documents.ts";
import { tokenName } from "../../chat/token-name.ts";
import { buildJumpCard, readJumpFlag } from "./model.ts";

export function registerJumpCard(): void {
  registerCard((message) => checkFlagOf(message, "jump") !== undefined, renderJump);
}

export const JUMP_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/jump.hbs`;

type Message = ChatMessage.Implementation;

export async function jumpSection(message: Message): Promise<string | null> {
  const flag = readJumpFlag(checkFlagOf(message, "jump"));
  const outcome = outcomeOf(message);
  if (!flag || !outcome || !message.isContentVisible) return null;
  const vehicle = actorFromUuidSync(flag.vehicleUuid);
  const name = vehicle ? tokenName(vehicle, flag.vehicleTokenUuid) : "";
  return foundry.applications.handlebars.renderTemplate(JUMP_CARD_TEMPLATE, { ...buildJumpCard(outcome, flag, name) });
}

export async function renderJump(message: Message, html: HTMLElement): Promise<void> {
  const section = await jumpSection(message);
  if (section !== null) mountSection(html, ".eote-jump", section, async () => {});
}
