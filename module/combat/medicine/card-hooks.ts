/**
 * The Medicine card's hooks, registered at startup. The card (card.ts) loads on first use: when a
 * message carrying a Medicine check is shown, or a patient's Medicine record changes.
 */
import { notifyError } from "../../roll/notify.ts";
import { MEDICINE_LOG } from "../cards/log-flags.ts";
import { redrawOnRecordChange } from "../cards/redraw.ts";
import { checkFlagOf } from "../cards/section.ts";

type Message = ChatMessage.Implementation;

async function renderMedicine(message: Message, html: HTMLElement): Promise<void> {
  await (await import("./card.ts")).renderMedicine(message, html);
}

export function registerMedicineCard(): void {
  Hooks.on("renderChatMessageHTML", (message: Message, html: HTMLElement) => {
    if (checkFlagOf(message, "medicine") === undefined) return; // other messages never load the Medicine card
    void renderMedicine(message, html).catch(notifyError);
  });
  Hooks.on("updateActor", redrawOnRecordChange(MEDICINE_LOG, renderMedicine));
}
