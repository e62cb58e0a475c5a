/** The vehicle-repair feature, as other areas reach it. */
// What other areas use of this feature.
export { emergencyRepairCheck, emergencyRepairs, registerEmergencyCard, vehicleStateOf } from "./card/emergency.ts";
export { checkWeaponSystem, clearVehicleState, componentWeaponIds, damageComponent } from "./actions/components.ts";
export { damageControl, repairCheck } from "./actions.ts";
export { registerRepairCard } from "./card.ts";
export { registerCollisionCard } from "./card/collision.ts";
export type { RepairFlag } from "./model.ts";
