/** The critical feature's flag names. */
/**
 * The crew's part of a vehicle critical hit (./actions/vehicle-crew.ts), flags.eote.vehicleHitCrewLog.<messageId>:
 * on each crew member, what the hit's card did to them (`change` to the tracks, `effects` it created); on
 * the vehicle, the crew it touched (`crew`, their uuids), so the card's Undo finds them.
 */
export const VEHICLE_HIT_CREW_LOG = "vehicleHitCrewLog";
