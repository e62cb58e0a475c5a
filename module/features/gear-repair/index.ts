/**
 * Gear in Foundry: repairing damaged items with a check and a card (./actions/check.ts, ./card.ts), and
 * the macro API `game.system.api.gear.repair`.
 */
import { checkFlagOf } from "../../chat/section.ts";
import { registerCard } from "../../chat/register.ts";
import { GEAR_REPAIR_CHECK, GEAR_REPAIR_LOG } from "./flags.ts";
import { repairGear } from "./actions/check.ts";
import { renderRepair } from "./card.ts";
import { exposeApi } from "../../foundry/api.ts";

export const GEAR_API = { repair: repairGear };

/** The repair card is drawn when one is shown. */
export function registerGearRepairCard(): void {
  registerCard((message) => checkFlagOf(message, GEAR_REPAIR_CHECK) !== undefined, renderRepair, GEAR_REPAIR_LOG);
}

export function registerGear(): void {
  registerGearRepairCard();
  exposeApi("gear", GEAR_API);
}

export { canRepair } from "./actions.ts";
export { repairGear };

// What other areas use of this feature.
