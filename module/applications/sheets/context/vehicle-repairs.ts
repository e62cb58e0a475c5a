/**
 * The vehicle sheet's repairs section (seed 002 EMERGENCY REPAIRS, REPAIRING HULL TRAUMA, VEHICLE
 * COMPONENTS): the drydock price of its hull trauma, whether emergency repairs are called for, the
 * states standing on it (emergency repairs, damaged components: ActiveEffects flagged
 * flags.eote.vehicleState) and the components its table offers.
 */
import { componentTable } from "../../../rules/vehicles/vehicle-components.ts";
import { drydockCost, emergencyRepairsNeeded } from "../../../rules/vehicles/vehicle-repairs.ts";
import type { VehicleDamageState } from "../../../rules/character/derived-types.ts";

/** A vehicle state effect as the sheet lists it. */
export interface VehicleStateEntry {
  id: string;
  name: string;
  description: string;
}

export interface VehicleRepairsView {
  hullTrauma: number;
  drydockCredits: number;
  /** Shut down and not yet on emergency repairs: the Emergency repairs button. */
  canEmergency: boolean;
  states: VehicleStateEntry[];
  components: { value: string; labelKey: string }[];
}

export function vehicleRepairsView(
  silhouette: number, hullTrauma: number, damage: Pick<VehicleDamageState, "shutDown" | "emergencyRepairs">, states: readonly VehicleStateEntry[],
): VehicleRepairsView {
  return {
    hullTrauma,
    drydockCredits: drydockCost(hullTrauma),
    canEmergency: emergencyRepairsNeeded(damage, damage.emergencyRepairs === true),
    states: [...states],
    components: componentTable(silhouette).map((id) => ({ value: id, labelKey: `EOTE.Combat.Repair.Component.${id}.Name` })),
  };
}
