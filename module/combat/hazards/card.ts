/**
 * The hazard card's registration (the card: ./card-run.ts). Its code loads on first use: only a message
 * carrying flags.eote.hazard (or flags.eote.check.hazard), or a change to a target's hazard record, needs it.
 */
import { notifyError } from "../../roll/notify.ts";
import { redrawOnRecordChange } from "../cards/redraw.ts";
import { checkFlagOf } from "../cards/section.ts";
import { HAZARD_FLAG, HAZARD_LOG } from "./flags.ts";

type Message = ChatMessage.Implementation;

async function renderHazard(message: Message, html: HTMLElement): Promise<void> {
  const flag = (message.flags as { eote?: Record<string, unknown> }).eote?.[HAZARD_FLAG] ?? checkFlagOf(message, HAZARD_FLAG);
  if (flag === undefined) return;
  await (await import("./card-run.ts")).renderHazard(message, html);
}

export function registerHazardCard(): void {
  Hooks.on("renderChatMessageHTML", (message: Message, html: HTMLElement) => void renderHazard(message, html).catch(notifyError));
  Hooks.on("updateActor", redrawOnRecordChange(HAZARD_LOG, renderHazard));
}
