/**
 * The vehicle-repair feature, as startup and other areas reach it. `register()` draws its three cards:
 * damage control (card.ts), emergency repairs (card/emergency.ts) and a collision's crew checks
 * (card/collision.ts).
 * `api`: the repair checks (damage control, emergency repairs), the components a hit disables and what
 * the vehicle sheet and the attack read of them.
 */
import { registerRepairCard } from "./card.ts";
import { emergencyRepairCheck, emergencyRepairs, registerEmergencyCard, vehicleStateOf } from "./card/emergency.ts";
import { registerCollisionCard } from "./card/collision.ts";
import { checkWeaponSystem, clearVehicleState, componentWeaponIds, damageComponent } from "./actions/components.ts";
import { damageControl, repairCheck } from "./actions.ts";

export type { RepairFlag } from "./model.ts";

export function register(): void {
  registerRepairCard();
  registerEmergencyCard();
  registerCollisionCard();
}

/** What other areas call of this feature. */
export const api = {
  damageControl, repairCheck, emergencyRepairCheck, emergencyRepairs, vehicleStateOf, checkWeaponSystem, clearVehicleState, componentWeaponIds, damageComponent,
};
