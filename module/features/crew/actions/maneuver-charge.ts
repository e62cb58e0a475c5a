/**
 * Counting and charging a vessel's starship maneuver this round (module/foundry/maneuver-tally.ts keeps the count the
 * sheet reads): the refusal beyond the limit, the count, a free maneuver's marker used up, the second
 * maneuver's 2 system strain to the ship (module/rules/vehicles/starship-maneuvers.ts says why the ship
 * pays). Loaded with the maneuvers (./maneuvers.ts).
 */
import { EoteError } from "../../../dice/errors.ts";
import { countManeuver, freeManeuverFor, nextManeuverCost } from "../../../rules/vehicles/maneuver-tally.ts";
import type { PilotManeuverId } from "../../../rules/vehicles/starship-maneuvers.ts";
import { spendMarkerId } from "../../../foundry/spend-markers.ts";
import { tokenName } from "../../../chat/token-name.ts";
import { format } from "../../../foundry/localize.ts";
import { noticeName } from "../../../foundry/notify.ts";
import { removeEffects } from "../../../foundry/effects.ts";
import { actorView, updatePaths } from "../../../foundry/documents.ts";
import { moveTrack, trackPaths } from "../../../chat/track-change.ts";
import { strainCap, woundCap } from "../../../rules/combat/damage.ts";
import type { ActorType, VehicleData } from "../../../rules/types.ts";
import { damageTargetOf } from "../../../foundry/inputs.ts";
import type { VehicleDerived } from "../../../rules/character/derived-types.ts";
import { freeManeuvers, roundClock, storedTally, TALLY_FLAG } from "../../../foundry/maneuver-tally.ts";

/**
 * Whether the ship may take voluntary system strain now (Punch It, a second starship maneuver). False under
 * the Power Fluctuations critical hit (seed 000 POWER FLUCTUATIONS, seed 002 VEHICLE CRITICAL HITS 73-81),
 * as the vehicle's derived critical hits in force say (module/rules/vehicles/critical-hits.ts
 * mayTakeVoluntarySystemStrain).
 */
export function mayStrainShip(vehicle: Actor.Implementation): boolean {
  const derived = actorView(vehicle).derived as VehicleDerived | undefined;
  return derived?.crits?.voluntarySystemStrain ?? true;
}

/** The notice key of a refused maneuver: the round's limits, or no voluntary system strain (its own block). */
export function refusalKey(reason: string): string {
  return reason === "noVoluntaryStrain" ? "EOTE.VehicleRules.Refused.noVoluntaryStrain" : `EOTE.Maneuver.Refused.${reason}`;
}

/**
 * The system strain the next starship maneuver costs the vessel (0 or 2). Throws EoteError
 * EOTE.Maneuver.Refused.largeShipLimit / roundLimit when the vessel has taken all it may this round, and
 * EOTE.VehicleRules.Refused.noVoluntaryStrain when the second would strain a ship that may not take it.
 */
export function nextManeuverStrain(vehicle: Actor.Implementation, silhouette: number): number {
  const cost = nextManeuverCost(silhouette, storedTally(vehicle), roundClock(), mayStrainShip(vehicle));
  if (!cost.allowed) {
    throw new EoteError(refusalKey(cost.reason), `No more starship maneuvers this round: ${cost.reason}`, { vehicle: tokenName(vehicle) });
  }
  return cost.systemStrain;
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
  ui.notifications?.info(format("EOTE.Maneuver.FreeUsed", { vehicle: noticeName(tokenName(vehicle)) }));
}

/**
 * Adds `strain` to the vehicle's system strain, stopping one past its threshold as any strain does
 * (module/rules/combat/damage.ts strainCap). Returns the system strain actually added.
 */
export async function sufferSystemStrain(vehicle: Actor.Implementation, strain: number): Promise<number> {
  if (strain <= 0) return 0;
  const view = actorView(vehicle);
  const track = (view.system as VehicleData).systemStrain;
  const threshold = (view.derived as VehicleDerived).systemStrain.threshold;
  const moved = moveTrack(track.value, strain, strainCap(threshold));
  if (moved.applied !== 0) await updatePaths(vehicle, { [trackPaths("vehicle").strain!]: moved.value });
  return moved.applied;
}

/** The second maneuver's 2 system strain to the vessel, with a notice. */
export async function chargeSecondManeuver(vehicle: Actor.Implementation, strain: number): Promise<void> {
  if (strain <= 0) return;
  const applied = await sufferSystemStrain(vehicle, strain);
  ui.notifications?.info(format("EOTE.VehicleRules.SecondManeuver", { strain: applied, vehicle: noticeName(tokenName(vehicle)) }));
}

/**
 * A crew member suffers `strain` they chose to take (Improved Full Throttle's 1 strain), stopping one past their
 * threshold as any strain does; an adversary with no strain threshold (a rival, a minion group) suffers it as
 * wounds (published core rule). Returns what was added.
 */
export async function sufferCrewStrain(member: Actor.Implementation, strain: number): Promise<number> {
  if (strain <= 0) return 0;
  const target = damageTargetOf(actorView(member));
  const paths = trackPaths(member.type as ActorType);
  const moved = target.strain
    ? moveTrack(target.strain.value, strain, strainCap(target.strain.threshold))
    : moveTrack(target.wounds.value, strain, woundCap(target));
  const path = target.strain ? paths.strain! : paths.wounds;
  if (moved.applied !== 0) await updatePaths(member, { [path]: moved.value });
  return moved.applied;
}
