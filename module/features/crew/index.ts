/**
 * The crew feature: seating and removing crew, a check at a station, the pilot's maneuvers, starship
 * actions and their card. What other areas read of a vehicle's crew (who sits where, who is aboard,
 * whether a crew card may act) is the kit module/foundry/crew.ts.
 */
import { crewCheck, removeCrewMember, seatCrewMember } from "./actions.ts";
import { operableDeflectors, operableManeuver } from "./actions/operable.ts";
import { starshipActionCheck } from "./actions/starship.ts";
import { registerManeuverCounter } from "./actions/maneuver-round.ts";
import { registerStarshipActionCard } from "./card.ts";

/** The starship action card, and open vehicle sheets redrawn at a new round. */
export function register(): void {
  registerStarshipActionCard();
  registerManeuverCounter();
}

/** What the vehicle sheet and other features call. */
export const api = { crewCheck, removeCrewMember, seatCrewMember, operableDeflectors, operableManeuver, starshipActionCheck };
