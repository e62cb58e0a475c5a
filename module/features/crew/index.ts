/** The crew feature, as other areas reach it. */
// What other areas use of this feature.
export { crewCheck, removeCrewMember, seatCrewMember } from "./actions.ts";
export { operableDeflectors, operableManeuver } from "./operable.ts";
export { starshipActionCheck } from "./starship-actions.ts";
export { registerManeuverCounter } from "./maneuver-round.ts";
export { registerStarshipActionCard } from "./action-card.ts";
