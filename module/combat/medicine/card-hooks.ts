/**
 * The Medicine card's hooks, registered at startup. The card (card.ts) is drawn when a message carrying
 * a Medicine check is shown, or a patient's Medicine record changes.
 */
import { registerCard } from "../cards/register-card.ts";
import { MEDICINE_LOG } from "../cards/log-flags.ts";
import { checkFlagOf } from "../cards/section.ts";
import { renderMedicine } from "./card.ts";

export function registerMedicineCard(): void {
  registerCard((message) => checkFlagOf(message, "medicine") !== undefined, renderMedicine, MEDICINE_LOG);
}
