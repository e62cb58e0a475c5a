/**
 * Counting and charging a vessel's starship maneuver this round (./maneuver-round.ts keeps the count the
 * sheet reads): the refusal beyond the limit, the count, a free maneuver's marker used up, the second
 * maneuver's 2 strain. Loaded with the maneuvers (./maneuvers.ts).
 */
import { EoteError } from "../../dice/errors.ts";
import { countManeuver, freeManeuverFor, nextManeuverCost } from "../../rules/vehicles/maneuver-tally.ts";
import type { PilotManeuverId } from "../../rules/vehicles/starship-maneuvers.ts";
import { spendMarkerId } from "../../foundry/spend-markers.ts";
import { tokenName } from "../../chat/token-name.ts";
import { format } from "../../foundry/localize.ts";
import { removeEffects } from "../../foundry/effects.ts";
import { freeManeuvers, roundClock, storedTally, TALLY_FLAG } from "./maneuver-round.ts";

/**
 * The strain the next starship maneuver of the vessel costs (0 or 2). Throws EoteError
 * EOTE.Maneuver.Refused.largeShipLimit / roundLimit when the vessel has taken all it may this round.
 */
export function nextManeuverStrain(vehicle: Actor.Implementation, silhouette: number): number {
  const cost = nextManeuverCost(silhouette, storedTally(vehicle), roundClock());
  if (!cost.allowed) {
    throw new EoteError(`EOTE.Maneuver.Refused.${cost.reason}`, `No more starship maneuvers this round: ${cost.reason}`, { vehicle: tokenName(vehicle) });
  }
  return cost.strain;
}

/** Counts one more maneuver on the vessel this round (nothing outside combat). */
export async function recordManeuver(vehicle: Actor.Implementation): Promise<void> {
  const tally = countManeuver(storedTally(vehicle), roundClock());
  if (tally) await vehicle.update({ [`flags.eote.${TALLY_FLAG}`]: tally } as never);
}

/** The marker effect that pays for maneuver `id` (module/rules/vehicles/maneuver-tally.ts freeManeuverFor), or null. */
export function freeManeuverEffect(vehicle: Actor.Implementation, id: PilotManeuverId): string | null {
  const marker = freeManeuverFor(id, freeManeuvers(vehicle));
  return marker ? spendMarkerId(vehicle, marker) : null;
}

/**
 * Counts the maneuver just taken: a free one uses up its marker (the effect is deleted; the card's Undo
 * of the row then finds nothing to remove) and is not counted; any other counts against the round.
 */
export async function countOrUseFree(vehicle: Actor.Implementation, freeEffect: string | null): Promise<void> {
  if (!freeEffect) {
    await recordManeuver(vehicle);
    return;
  }
  await removeEffects(vehicle, [freeEffect]);
  ui.notifications?.info(format("EOTE.Maneuver.FreeUsed", { vehicle: tokenName(vehicle) }));
}

/** Adds `strain` to the actor's strain (an actor without a strain track, such as a minion group, suffers none). */
export async function sufferStrain(actor: Actor.Implementation, strain: number): Promise<void> {
  const track = (actor.system as unknown as { strain?: { value: number } }).strain;
  if (track && strain > 0) await actor.update({ "system.strain.value": track.value + strain } as never);
}

/** The second maneuver's 2 strain to `payer`, with a notice. */
export async function chargeSecondManeuver(vehicle: Actor.Implementation, payer: Actor.Implementation, strain: number): Promise<void> {
  if (strain <= 0) return;
  await sufferStrain(payer, strain);
  ui.notifications?.info(format("EOTE.Maneuver.SecondManeuver", { pilot: tokenName(payer), strain, vehicle: tokenName(vehicle) }));
}
