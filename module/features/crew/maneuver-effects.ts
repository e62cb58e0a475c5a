/**
 * The effect maneuvers in force on the vessels of a combat check, Foundry side (the rule is
 * module/rules/vehicles/maneuver-checks.ts): the vessel the check is made from (the firing vehicle, or a vehicle
 * the attacker crews) and the vessel it targets (a vehicle, or a vehicle the target crews), each read
 * from its ActiveEffects with flags.eote.maneuver that are neither disabled nor past their rounds. A
 * vehicle's owner may seat anyone, so a seat counts only where the vehicle and the crew member share
 * their owners (module/rules/vehicles/crew.ts seatSpeaksFor).
 */
import { maneuverCheckUpgrades, type ManeuverCheckUpgrades, type VesselManeuvers } from "../../rules/vehicles/maneuver-checks.ts";
import type { EffectClock } from "../../rules/combat/status.ts";
import { effectsInForce } from "../../foundry/effects.ts";
import type { VehicleData } from "../../rules/types.ts";
import { seatSpeaksFor, stationsOf } from "../../rules/vehicles/crew.ts";
import { tokenName } from "../../chat/token-name.ts";
import { hasAdvantageOver } from "./action-effects.ts";
import { playerOwnersOf as playerOwners } from "./aboard.ts";

type StoredEffect = {
  id: string | null;
  disabled?: boolean;
  _source: { duration?: EffectClock["duration"]; flags?: { eote?: { maneuver?: unknown; expires?: unknown } } };
};

/**
 * The effect maneuvers in force on `vehicle`: its effects' flags.eote.maneuver, leaving out disabled
 * ones and those whose rounds have run out but which the GM's expiry has not deleted yet.
 */
export function maneuversInForce(vehicle: Actor.Implementation): string[] {
  return effectsInForce(vehicle.effects.contents as unknown as StoredEffect[])
    .map((e) => e._source.flags?.eote?.maneuver)
    .filter((id): id is string => typeof id === "string");
}


/** The world's vehicles with `actor` at one of their stations, where that seat speaks for the actor. */
function vehiclesCrewedBy(actor: Actor.Implementation): Actor.Implementation[] {
  const world = ((game.actors as unknown as { contents?: Actor.Implementation[] } | undefined)?.contents ?? []);
  const memberOwners = playerOwners(actor);
  return world.filter((v) => {
    if ((v.type as string) !== "vehicle") return false;
    const s = (v.system as unknown as VehicleData).stations;
    return !!s && stationsOf(s, actor.uuid).length > 0 && seatSpeaksFor(playerOwners(v), memberOwners);
  });
}

/** The vessel an actor is on for a combat check: itself when a vehicle, else the first vehicle it crews that speaks for it. */
function vesselOf(actor: Actor.Implementation | null | undefined): VesselManeuvers | null {
  if (!actor) return null;
  const vessel = (actor.type as string) === "vehicle" ? actor : vehiclesCrewedBy(actor)[0];
  return vessel ? { vessel: tokenName(vessel), maneuvers: maneuversInForce(vessel) } : null;
}

/**
 * The upgrades an attack gets from effect maneuvers: those of the vessel it is made from (`attacker`,
 * a vehicle firing its weapon or a character crewing one) and of its first target's vessel. Every attack
 * is a combat check, whatever its skill (Stay on Target upgrades them all, published core rule).
 */
export function maneuverAttackUpgrades(
  attacker: Actor.Implementation, target: Actor.Implementation | null | undefined,
): ManeuverCheckUpgrades {
  const advantageOverTarget = hasAdvantageOver(vesselActorOf(attacker), vesselActorOf(target));
  return maneuverCheckUpgrades({ from: vesselOf(attacker), target: vesselOf(target), advantageOverTarget });
}

/** The vehicle an actor is on for a combat check (as vesselOf reads it), or null. */
function vesselActorOf(actor: Actor.Implementation | null | undefined): Actor.Implementation | null {
  if (!actor) return null;
  return (actor.type as string) === "vehicle" ? actor : vehiclesCrewedBy(actor)[0] ?? null;
}

