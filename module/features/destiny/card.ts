/**
 * The Destiny part of a check's chat card (a registered card, module/chat/register.ts): one line per Destiny point
 * spent on the check (and for an Impossible check), read from the roll's check flag by the pure
 * destinyCardLines (card-model.ts). Lines are lang strings set as text, never the flag's own text.
 */
import { localize } from "../../foundry/localize.ts";
import { checkFlagOf } from "../../chat/section.ts";
import { destinyCardLines } from "../../roll/card-model.ts";
import { registerCard } from "../../chat/register.ts";

type Message = ChatMessage.Implementation;

/** The card's Destiny list for this viewer, or "" when there is nothing to show (or they may not see the roll). */
export function destinyLinesHtml(message: Message): string {
  // A blind or private roll's content is hidden from this viewer: so is what was spent on it.
  if ((message as unknown as { isContentVisible?: boolean }).isContentVisible === false) return "";
  // v13: ChatMessage#author is the User who created the message (a player cannot post as another).
  const author = (message as unknown as { author?: { isGM?: boolean } | null }).author;
  const lines = destinyCardLines(checkFlagOf(message, "destiny"), author?.isGM === true);
  if (!lines.length) return "";
  const items = lines.map((key) => `<li>${foundry.utils.escapeHTML(localize(key))}</li>`).join("");
  return `<ul class="eote-roll__destiny">${items}</ul>`;
}

function renderDestinyLines(message: Message, html: HTMLElement): void {
  html.querySelector(".eote-roll__destiny")?.remove();
  const list = destinyLinesHtml(message);
  if (list) html.querySelector(".eote-roll__outcome")?.insertAdjacentHTML("afterend", list);
}

export function registerDestinyCard(): void {
  registerCard((message) => checkFlagOf(message, "destiny") !== undefined, async (message, html) => renderDestinyLines(message, html));
}
