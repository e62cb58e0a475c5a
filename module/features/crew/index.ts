/** The crew feature, as other areas reach it. */
// What other areas use of this feature.
export { crewCheck, removeCrewMember, seatCrewMember } from "./actions.ts";
export { operableDeflectors, operableManeuver } from "./actions/operable.ts";
export { starshipActionCheck } from "./actions/starship.ts";
export { registerManeuverCounter } from "./actions/maneuver-round.ts";
export { registerStarshipActionCard } from "./card.ts";
