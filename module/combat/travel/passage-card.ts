/**
 * The sublight trip and navigation hazard cards' registration (the cards: ./passage-card-run.ts). Their
 * code loads on first use: only a message carrying flags.eote.sublight or flags.eote.check.navHazard, or
 * a change to a vessel's hazard record, needs it.
 */
import { notifyError } from "../../roll/notify.ts";
import { redrawOnRecordChange } from "../cards/redraw.ts";
import { checkFlagOf } from "../cards/section.ts";
import { NAV_HAZARD_CHECK, NAV_HAZARD_LOG, SUBLIGHT_FLAG } from "./flags.ts";

type Message = ChatMessage.Implementation;

async function renderPassage(message: Message, html: HTMLElement): Promise<void> {
  const sublight = (message.flags as { eote?: Record<string, unknown> }).eote?.[SUBLIGHT_FLAG];
  if (sublight === undefined && checkFlagOf(message, NAV_HAZARD_CHECK) === undefined) return;
  await (await import("./passage-card-run.ts")).renderPassage(message, html);
}

export function registerPassageCards(): void {
  Hooks.on("renderChatMessageHTML", (message: Message, html: HTMLElement) => void renderPassage(message, html).catch(notifyError));
  Hooks.on("updateActor", redrawOnRecordChange(NAV_HAZARD_LOG, renderPassage));
}
