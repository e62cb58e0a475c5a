/** The vehicle-repair feature, as other areas reach it. */
// What other areas use of this feature.
export { emergencyRepairCheck, emergencyRepairs, registerEmergencyCard, vehicleStateOf } from "./emergency.ts";
export { checkWeaponSystem, clearVehicleState, componentWeaponIds, damageComponent } from "./components.ts";
export { damageControl, repairCheck } from "./actions.ts";
export { registerRepairCard } from "./card.ts";
export { registerCollisionCard } from "./collision.ts";
export type { RepairFlag } from "./model.ts";
