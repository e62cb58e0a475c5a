/** The crew feature, as other areas reach it. */
// What other areas use of this feature.
export { crewCheck, crewMember, crewUuid, removeCrewMember, seatCrewMember } from "./actions.ts";
export { operableDeflectors, operableManeuver } from "./operable.ts";
export { manualRepairsUsed, starshipActionCheck } from "./starship-actions.ts";
export { checkWeaponNotSliced, slicedWeaponIds, spoofAgainst } from "./action-effects.ts";
export { freeManeuvers, maneuverCount, registerManeuverCounter } from "./maneuver-round.ts";
export { isHeld, shipMotion } from "./maneuvers.ts";
export { maneuverAttackUpgrades } from "./maneuver-effects.ts";
export { registerStarshipActionCard } from "./action-card.ts";
export { repairerFor } from "./engineer.ts";
export { claimEncounterUse, clearEncounterUsePaths, recordEncounterUse } from "./encounter-use.ts";
export { crewCardRefusal, mayActAboard } from "./trust.ts";
export { crewAboard } from "./aboard.ts";
