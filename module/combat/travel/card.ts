/**
 * The hyperspace jump card's registration (the card: ./card-run.ts). Its code loads on first use: only a
 * roll carrying flags.eote.check.jump needs it.
 */
import { notifyError } from "../../roll/notify.ts";
import { checkFlagOf } from "../cards/section.ts";

type Message = ChatMessage.Implementation;

async function renderJump(message: Message, html: HTMLElement): Promise<void> {
  if (checkFlagOf(message, "jump") === undefined) return;
  await (await import("./card-run.ts")).renderJump(message, html);
}

export function registerJumpCard(): void {
  Hooks.on("renderChatMessageHTML", (message: Message, html: HTMLElement) => void renderJump(message, html).catch(notifyError));
}
