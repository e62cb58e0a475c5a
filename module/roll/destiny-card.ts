/**
 * The Destiny part of a check's chat card: a renderChatMessageHTML hook adds one line per Destiny point
 * spent on the check (and for an Impossible check), read from the roll's check flag by the pure
 * destinyCardLines (card-model.ts). Lines are lang strings set as text, never the flag's own text.
 */
import { localize } from "../i18n.ts";
import { checkFlagOf } from "../combat/cards/section.ts";
import { destinyCardLines } from "./card-model.ts";
import { notifyError } from "./notify.ts";

type Message = ChatMessage.Implementation;

export function renderDestinyLines(message: Message, html: HTMLElement): void {
  html.querySelector(".eote-roll__destiny")?.remove();
  // A blind or private roll's content is hidden from this viewer: so is what was spent on it.
  if ((message as unknown as { isContentVisible?: boolean }).isContentVisible === false) return;
  // v13: ChatMessage#author is the User who created the message (a player cannot post as another).
  const author = (message as unknown as { author?: { isGM?: boolean } | null }).author;
  const lines = destinyCardLines(checkFlagOf(message, "destiny"), author?.isGM === true);
  const anchor = html.querySelector(".eote-roll__outcome");
  if (!lines.length || !anchor) return;
  const list = document.createElement("ul");
  list.className = "eote-roll__destiny";
  for (const key of lines) {
    const item = document.createElement("li");
    item.textContent = localize(key);
    list.append(item);
  }
  anchor.after(list);
}

export function registerDestinyCard(): void {
  Hooks.on("renderChatMessageHTML", (message: Message, html: HTMLElement) => {
    try {
      renderDestinyLines(message, html);
    } catch (err) {
      notifyError(err);
    }
  });
}
