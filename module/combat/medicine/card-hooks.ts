/**
 * The Medicine card's hooks, registered at startup. The card (card.ts) loads on first use: when a
 * message carrying a Medicine check is shown, or a patient's Medicine record changes.
 */
import { registerLazyCard } from "../cards/lazy-card.ts";
import { MEDICINE_LOG } from "../cards/log-flags.ts";
import { checkFlagOf } from "../cards/section.ts";

export function registerMedicineCard(): void {
  registerLazyCard((message) => checkFlagOf(message, "medicine") !== undefined, async () => (await import("./card.ts")).renderMedicine, MEDICINE_LOG);
}
