/**
 * Registering a chat card: a cheap test of the message's flags picks the card's messages, and the card's
 * render draws into the shown message in the same hook call. A record change on an actor redraws the
 * shown cards the same way. Every chat card of the system registers through it.
 */
import { notifyError } from "../foundry/notify.ts";
import { redrawOnRecordChange } from "./redraw.ts";

type Message = ChatMessage.Implementation;
export type CardRender = (message: Message, html: HTMLElement) => Promise<void>;

/**
 * Hooks the card: `isCard` (sync, cheap) picks its messages, `render` draws the card into the message's
 * element; `log` (flags.eote.<log> on an actor) is the record whose change redraws the card.
 */
export function registerCard(isCard: (message: Message) => boolean, render: CardRender, log?: string): void {
  Hooks.on("renderChatMessageHTML", (message: Message, html: HTMLElement) => {
    if (!isCard(message)) return;
    void render(message, html).catch(notifyError);
  });
  if (log === undefined) return;
  Hooks.on("updateActor", redrawOnRecordChange(log, async (message, html) => {
    if (isCard(message)) await render(message, html);
  }));
}
