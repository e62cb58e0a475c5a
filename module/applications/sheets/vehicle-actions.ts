/**
 * What the vehicle sheet's buttons and crew drops call (damage control, crew checks and seats, pilot
 * maneuvers, starship actions, travel forms, repairs), gathered in one module the sheet imports.
 */
import { api as vehicleRepairApi } from "../../features/vehicle-repair/index.ts";
import { api as criticalApi } from "../../features/critical/index.ts";
import { api as crewApi } from "../../features/crew/index.ts";
import { api as travelApi } from "../../features/travel/index.ts";
export const { damageControl, emergencyRepairs, clearVehicleState, damageComponent } = vehicleRepairApi;
export const { repairCriticalHit, isVehicleCritCheck, vehicleCritCheck } = criticalApi;
export const { crewCheck, removeCrewMember, seatCrewMember, operableDeflectors, operableManeuver, starshipActionCheck } = crewApi;
export const { openJumpForm, openHazardForm, openSublightForm } = travelApi;
// The checks of what a button names (a station, a maneuver, an action, a track, a component).
export { isCrewStation } from "../../rules/vehicles/crew.ts";
export { isPilotManeuver } from "../../rules/vehicles/starship-maneuvers.ts";
export { isStarshipAction } from "../../rules/vehicles/starship-actions.ts";
export { isRepairTrack } from "../../rules/vehicles/repair.ts";
export { isComponentId } from "../../rules/vehicles/vehicle-components.ts";
