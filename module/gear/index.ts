/**
 * Gear in Foundry: repairing damaged items with a check and a card (./repair.ts, ./repair-card.ts), and
 * the macro API `game.system.api.gear.repair`.
 */
import { registerGearRepairCard } from "./repair-card.ts";
import { repairGear } from "./repair.ts";

export const GEAR_API = { repair: repairGear };

export function registerGear(): void {
  registerGearRepairCard();
  const system = game.system as unknown as { api?: Record<string, unknown> } | undefined;
  if (system) system.api = { ...system.api, gear: GEAR_API };
}

export { canRepair, repairGear } from "./repair.ts";
