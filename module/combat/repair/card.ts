/**
 * The damage control card's registration (the card: ./card-run.ts). Its code loads on first use: only a
 * roll carrying flags.eote.check.repair, or a change to a vehicle's repair record, needs it.
 */
import { notifyError } from "../../roll/notify.ts";
import { redrawOnRecordChange } from "../cards/redraw.ts";
import { checkFlagOf } from "../cards/section.ts";
import { REPAIR_LOG } from "./flags.ts";

type Message = ChatMessage.Implementation;

async function renderRepair(message: Message, html: HTMLElement): Promise<void> {
  if (checkFlagOf(message, "repair") === undefined) return;
  await (await import("./card-run.ts")).renderRepair(message, html);
}

export function registerRepairCard(): void {
  Hooks.on("renderChatMessageHTML", (message: Message, html: HTMLElement) => void renderRepair(message, html).catch(notifyError));
  Hooks.on("updateActor", redrawOnRecordChange(REPAIR_LOG, renderRepair));
}
