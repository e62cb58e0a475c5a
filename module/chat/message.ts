/**
 * The system's ChatMessage: its renderHTML draws every registered card of the message (./register.ts) and
 * resolves only once all of them are in the element. In v13 the chat log awaits a message's renderHTML and
 * only then puts the element in the log (and the popout and notification pane render through it too), so a
 * card drawn here is complete when the message appears: the log scrolls to a finished card, and no section
 * pops in after it. Core calls the renderChatMessageHTML hook inside its own renderHTML, before the cards
 * (foundryvtt/foundryvtt#13588); the cards no longer use that hook. The class name is kept (bundle test).
 */
import { drawCards } from "./register.ts";

export class EoteChatMessage extends ChatMessage {
  override async renderHTML(options?: Parameters<ChatMessage["renderHTML"]>[0]): Promise<HTMLElement> {
    const html = await super.renderHTML(options);
    await drawCards(this as unknown as ChatMessage.Implementation, html);
    return html;
  }
}

/** Makes every chat message of the world an EoteChatMessage (at init). */
export function registerChatMessage(): void {
  CONFIG.ChatMessage.documentClass = EoteChatMessage as unknown as typeof CONFIG.ChatMessage.documentClass;
}
