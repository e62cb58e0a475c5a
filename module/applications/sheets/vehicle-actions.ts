/**
 * What the vehicle sheet's buttons and crew drops call (damage control, crew checks and seats, pilot
 * maneuvers, starship actions, travel forms, repairs), gathered in one module the sheet imports.
 */
export { damageControl, repairCriticalHit } from "../../combat/index.ts";
export { crewCheck, removeCrewMember, seatCrewMember } from "../../combat/crew/crew.ts";
export { openJumpForm } from "../../combat/travel/jump-form.ts";
export { openHazardForm, openSublightForm } from "../../combat/travel/passage-forms.ts";
export { operableDeflectors, operableManeuver } from "../../combat/crew/operable.ts";
export { starshipActionCheck } from "../../combat/crew/actions.ts";
export { emergencyRepairs } from "../../combat/repair/emergency.ts";
export { clearVehicleState, damageComponent } from "../../combat/repair/components.ts";
// The checks of what a button names (a station, a maneuver, an action, a track, a component).
export { isCrewStation } from "../../rules/vehicles/crew.ts";
export { isPilotManeuver } from "../../rules/vehicles/starship-maneuvers.ts";
export { isStarshipAction } from "../../rules/vehicles/starship-actions.ts";
export { isRepairTrack } from "../../rules/vehicles/repair.ts";
export { isComponentId } from "../../rules/vehicles/vehicle-components.ts";
