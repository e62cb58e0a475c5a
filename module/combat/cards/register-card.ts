/**
 * Registering a chat card whose code loads on first use: the hooks stay eager and tiny, a cheap test of
 * the message's flags keeps every other message from loading the card's module, and the card's render
 * runs once that module has loaded. A record change on an actor redraws the shown cards the same way.
 * Every chat card of the system registers through it.
 */
import { notifyError } from "../../roll/notify.ts";
import { redrawOnRecordChange } from "./redraw.ts";

type Message = ChatMessage.Implementation;
export type CardRender = (message: Message, html: HTMLElement) => Promise<void>;

/**
 * Hooks the card: `isCard` (sync, cheap) picks its messages, `load` imports its module and gives its render;
 * `log` (flags.eote.<log> on an actor) is the record whose change redraws the card.
 */
export function registerCard(isCard: (message: Message) => boolean, load: () => Promise<CardRender>, log?: string): void {
  Hooks.on("renderChatMessageHTML", (message: Message, html: HTMLElement) => {
    if (!isCard(message)) return;
    void load().then((render) => render(message, html)).catch(notifyError);
  });
  if (log === undefined) return;
  Hooks.on("updateActor", redrawOnRecordChange(log, async (message, html) => {
    if (isCard(message)) await (await load())(message, html);
  }));
}
