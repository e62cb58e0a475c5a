/**
 * The starship action effects in force on a vehicle, as the attack reads them (rules: module/rules/
 * starship-action-effects.ts): its ActiveEffects with flags.eote.starshipAction that are neither disabled
 * nor past their rounds (the GM's expiry may not have deleted them yet). Gain the Advantage names the
 * vehicle it was gained over; Spoof Missiles counts its defence points against Guided weapons.
 *
 * The effect maneuvers in force on the vessels of a combat check, Foundry side (the rule is
 * module/rules/vehicles/maneuver-checks.ts): the vessel the check is made from (the firing vehicle, or a vehicle
 * the attacker crews) and the vessel it targets (a vehicle, or a vehicle the target crews), each read
 * from its ActiveEffects with flags.eote.maneuver that are neither disabled nor past their rounds. A
 * vehicle's owner may seat anyone, so a seat counts only where the vehicle and the crew member share
 * their owners (module/rules/vehicles/crew.ts seatSpeaksFor).
 */
import { EoteError } from "../dice/errors.ts";
import { spoofDefence, weaponDisabled } from "../rules/vehicles/starship-action-effects.ts";
import { maneuverCheckUpgrades, type ManeuverCheckUpgrades, type VesselManeuvers } from "../rules/vehicles/maneuver-checks.ts";
import type { FiringArc, VehicleData } from "../rules/types.ts";
import type { VehicleDerived } from "../rules/character/derived-types.ts";
import type { EffectClock } from "../rules/combat/status.ts";
import { seatSpeaksFor, stationsOf } from "../rules/vehicles/crew.ts";
import { actorView } from "./documents.ts";
import { effectsInForce } from "./effects.ts";
import { format, localize } from "./localize.ts";
import { playerOwnersOf } from "./crew.ts";
import { tokenName } from "../chat/token-name.ts";

type StoredEffect = {
  id: string | null;
  disabled?: boolean;
  _source: { duration?: EffectClock["duration"]; flags?: { eote?: { starshipAction?: { id?: unknown; targetUuid?: unknown; dice?: unknown; weaponId?: unknown }; expires?: unknown } } };
};

export interface ActionInForce {
  id: string;
  targetUuid?: string;
  dice?: number;
  weaponId?: string;
}

/** The starship action effects in force on `vehicle`. */
export function actionsInForce(vehicle: Actor.Implementation): ActionInForce[] {
  return effectsInForce(vehicle.effects.contents as unknown as StoredEffect[]).flatMap((e) => {
    const a = e._source.flags?.eote?.starshipAction;
    if (!a || typeof a.id !== "string") return [];
    return [{ id: a.id, ...(typeof a.targetUuid === "string" ? { targetUuid: a.targetUuid } : {}), ...(typeof a.dice === "number" ? { dice: a.dice } : {}), ...(typeof a.weaponId === "string" ? { weaponId: a.weaponId } : {}) }];
  });
}

/** Whether `vessel` has gained the advantage over `target` (Gain the Advantage in force, naming it). */
export function hasAdvantageOver(vessel: Actor.Implementation | null, target: Actor.Implementation | null): boolean {
  if (!vessel || !target) return false;
  return actionsInForce(vessel).some((a) => a.id === "gainAdvantage" && a.targetUuid === target.uuid);
}

/**
 * The setback dice Spoof Missiles on `target` (a vehicle) adds to an attack by a Guided weapon striking its
 * `zone` (its defence there counts against the defence cap), with its note; none without Guided.
 */
export function spoofAgainst(guidedWeapon: boolean, target: Actor.Implementation | null | undefined, zone: FiringArc = "fore"): { setback: number; notes: string[] } {
  if (!target || (target.type as string) !== "vehicle") return { setback: 0, notes: [] };
  const zoneDefence = (actorView(target).derived as VehicleDerived | undefined)?.zoneDefence?.[zone] ?? 0;
  const setback = spoofDefence(guidedWeapon, actionsInForce(target).filter((a) => a.id === "spoofMissiles").map((a) => a.dice ?? 1), zoneDefence);
  if (!setback) return { setback: 0, notes: [] };
  return { setback, notes: [format("EOTE.StarshipAction.spoofMissiles.Note", { action: localize("EOTE.StarshipAction.spoofMissiles.Name"), vessel: tokenName(target), count: setback })] };
}

/** The ids of `vehicle`'s weapons a Slice Enemy's Systems effect in force disables. */
export function slicedWeaponIds(vehicle: Actor.Implementation): string[] {
  return actionsInForce(vehicle).filter((a) => a.id === "sliceSystems").flatMap((a) => (a.weaponId ? [a.weaponId] : []));
}

/**
 * Refuses firing `weapon` of `vehicle` while a Slice Enemy's Systems effect in force on the vehicle names
 * it (EoteError EOTE.StarshipAction.Error.WeaponDisabled, shown as a notice).
 */
export function checkWeaponNotSliced(vehicle: Actor.Implementation, weapon: { id: string | null; name: string | null }): void {
  if (weaponDisabled(weapon.id ?? "", slicedWeaponIds(vehicle))) {
    throw new EoteError("EOTE.StarshipAction.Error.WeaponDisabled", "The weapon is disabled by Slice Enemy's Systems", { weapon: weapon.name ?? "" });
  }
}

type StoredManeuver = {
  id: string | null;
  disabled?: boolean;
  _source: { duration?: EffectClock["duration"]; flags?: { eote?: { maneuver?: unknown; expires?: unknown } } };
};

/**
 * The effect maneuvers in force on `vehicle`: its effects' flags.eote.maneuver, leaving out disabled
 * ones and those whose rounds have run out but which the GM's expiry has not deleted yet.
 */
export function maneuversInForce(vehicle: Actor.Implementation): string[] {
  return effectsInForce(vehicle.effects.contents as unknown as StoredManeuver[])
    .map((e) => e._source.flags?.eote?.maneuver)
    .filter((id): id is string => typeof id === "string");
}


/** The world's vehicles with `actor` at one of their stations, where that seat speaks for the actor. */
function vehiclesCrewedBy(actor: Actor.Implementation): Actor.Implementation[] {
  const world = ((game.actors as unknown as { contents?: Actor.Implementation[] } | undefined)?.contents ?? []);
  const memberOwners = playerOwnersOf(actor);
  return world.filter((v) => {
    if ((v.type as string) !== "vehicle") return false;
    const s = (v.system as unknown as VehicleData).stations;
    return !!s && stationsOf(s, actor.uuid).length > 0 && seatSpeaksFor(playerOwnersOf(v), memberOwners);
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

