/**
 * The damage control card's registration (the card: ./card-run.ts). Its code loads on first use: only a
 * roll carrying flags.eote.check.repair, or a change to a vehicle's repair record, needs it.
 */
import { registerCard } from "../cards/register-card.ts";
import { checkFlagOf } from "../cards/section.ts";
import { REPAIR_LOG } from "./flags.ts";

export function registerRepairCard(): void {
  registerCard((message) => checkFlagOf(message, "repair") !== undefined, async () => (await import("./card-run.ts")).renderRepair, REPAIR_LOG);
}
