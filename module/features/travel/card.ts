/**
 * The hyperspace jump part of a roll's chat card: its registered card (module/chat/register.ts) adds it to a roll carrying
 * flags.eote.check.jump (posted by plotJump), computed at every render from the stored roll and the flag
 * (module/features/travel/model.ts): the travel time and what the roll's symbols do. It has no buttons and
 * writes nothing, so a forged flag can only change the text of its own author's message. A render reads the
 * card once (./card/state.ts readJumpCard) and draws what the pure model makes of it (jumpCardView).
 */
import { registerCard } from "../../chat/register.ts";
import { checkFlagOf, mountSection } from "../../chat/section.ts";
import { SYSTEM_PATH } from "../../system/config.ts";
import { jumpCardView } from "./model.ts";
import { readJumpCard } from "./card/state.ts";

export function registerJumpCard(): void {
  registerCard((message) => checkFlagOf(message, "jump") !== undefined, renderJump);
}

export const JUMP_CARD_TEMPLATE = `${SYSTEM_PATH}/templates/chat/jump.hbs`;

type Message = ChatMessage.Implementation;

export async function jumpSection(message: Message): Promise<string | null> {
  // A card hidden from this user is not read: nothing is looked up for it.
  const snapshot = message.isContentVisible ? readJumpCard(message) : null;
  if (!snapshot) return null;
  return foundry.applications.handlebars.renderTemplate(JUMP_CARD_TEMPLATE, { ...jumpCardView(snapshot) });
}

export async function renderJump(message: Message, html: HTMLElement): Promise<void> {
  const section = await jumpSection(message);
  if (section !== null) mountSection(html, ".eote-jump", section, async () => {});
}
