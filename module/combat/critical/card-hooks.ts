/**
 * The critical treatment card's hooks, registered at startup. The card (treatment-card.ts) and the
 * check's bookkeeping (treatment.ts) load on first use: when a message carrying a treatment or repair
 * check is shown or posted, or a patient's treatment record changes.
 */
import { notifyError } from "../../roll/notify.ts";
import { CRITICAL_TREATMENT_LOG } from "../cards/log-flags.ts";
import { registerCard } from "../cards/register-card.ts";
import { checkFlagOf } from "../cards/section.ts";

type Message = ChatMessage.Implementation;

const isTreatment = (message: Message): boolean => checkFlagOf(message, "criticalTreatment") !== undefined;


export function registerCriticalTreatmentCard(): void {
  registerCard(isTreatment, async () => (await import("./treatment-card.ts")).renderCriticalTreatment, CRITICAL_TREATMENT_LOG);
}

/** A treatment check's new message starts the injury's week, on its author's client (treatment.ts recordTreatmentCheck). */
export function registerCriticalTreatment(): void {
  Hooks.on("createChatMessage", (message: Message) => {
    if (!message.isAuthor || !isTreatment(message)) return;
    void import("./treatment.ts").then((check) => check.recordTreatmentCheck(message)).catch(notifyError);
  });
}
