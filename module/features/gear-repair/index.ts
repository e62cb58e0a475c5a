/**
 * Gear in Foundry: repairing damaged items with a check and a card (./actions/check.ts, ./card.ts), and
 * the macro API `game.system.api.gear.repair`.
 */
import { checkFlagOf } from "../../chat/section.ts";
import { registerCard } from "../../chat/register.ts";
import { GEAR_REPAIR_CHECK, GEAR_REPAIR_LOG } from "./flags.ts";
import { repairGear } from "./actions/check.ts";
import { canRepair } from "./actions.ts";
import { renderRepair } from "./card.ts";
import { exposeApi } from "../../foundry/api.ts";

/** What the item sheet and macros call (game.system.api.gear.repair). */
export const api = { repair: repairGear, canRepair };

/** The repair card is drawn when one is shown. */
function registerGearRepairCard(): void {
  registerCard((message) => checkFlagOf(message, GEAR_REPAIR_CHECK) !== undefined, renderRepair, GEAR_REPAIR_LOG);
}

export function register(): void {
  registerGearRepairCard();
  exposeApi("gear", { repair: repairGear });
}
