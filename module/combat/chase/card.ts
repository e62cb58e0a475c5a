/**
 * The chase card's registration (the card: ./card-run.ts). Its code loads on first use: only a message
 * carrying flags.eote.chase needs it.
 */
import { notifyError } from "../../roll/notify.ts";
import { CHASE_FLAG } from "./flags.ts";

type Message = ChatMessage.Implementation;

async function renderChase(message: Message, html: HTMLElement): Promise<void> {
  if ((message.flags as { eote?: Record<string, unknown> }).eote?.[CHASE_FLAG] === undefined) return;
  await (await import("./card-run.ts")).renderChase(message, html);
}

export function registerChaseCard(): void {
  Hooks.on("renderChatMessageHTML", (message: Message, html: HTMLElement) => void renderChase(message, html).catch(notifyError));
}
