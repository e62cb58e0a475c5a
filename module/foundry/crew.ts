/**
 * The crew kit: the look-ups other areas make about a vehicle's crew (rules: module/rules/vehicles/crew.ts).
 * Who sits at a station and the actor seated there (refused as localised errors: nobody at the station,
 * a seated actor that no longer exists, a crew member not the user's to roll for); who is aboard for what
 * befalls the crew; whether a crew card may act on its vehicle for the crew member it names; who repairs
 * the vehicle; the vehicle's motion and whether a tractor beam holds it.
 *
 * Who is aboard: each actor seated at one of its stations, once, whose seat speaks for them. Whoever may
 * change the vehicle may seat anyone, so a seat counts only where the vehicle and the crew member share a
 * player owner, or neither has one (module/rules/vehicles/crew.ts seatSpeaksFor): a ship's owner cannot
 * strain another player's character or the GM's nemesis by seating them.
 *
 * Who repairs a vehicle (damage control, a critical hit's repair): the crew member at the engineer
 * station (its Mechanics, seed 002 DAMAGE CONTROL). Only when no engineer is seated does the old guess
 * stand in (the user's character or controlled token, healerFor), and the user is told so. An engineer
 * who no longer exists is refused, not replaced.
 */
import { EoteError } from "../dice/errors.ts";
import { crewAt, seatedUuids, seatSpeaksFor, stationsOf, type CrewStation } from "../rules/vehicles/crew.ts";
import type { VehicleData } from "../rules/types.ts";
import type { VehicleDerived } from "../rules/character/derived-types.ts";
import { effectiveSpeed } from "../rules/vehicles/vehicle.ts";
import { TRACTOR_STATUS } from "../rules/vehicles/tractor.ts";
import type { ShipMotion } from "../rules/vehicles/starship-maneuvers.ts";
import { format, localize } from "./localize.ts";
import { actorFromUuid, actorView, canActOn } from "./documents.ts";
import { noticeName } from "./notify.ts";
import { healerFor } from "./healer.ts";
import { tokenName } from "../chat/token-name.ts";

export function vehicleData(vehicle: Actor.Implementation): VehicleData {
  const view = actorView(vehicle);
  if (view.type !== "vehicle") throw new EoteError("EOTE.Combat.Repair.NotVehicle", "Only vehicles have crew stations");
  return view.system as VehicleData;
}

/** The station's name as the notices print it ("Gunner: Twin laser cannon" for a weapon's gunner). */
export function stationName(vehicle: Actor.Implementation, station: CrewStation, weaponId: string): string {
  if (station !== "gunner") return localize(`EOTE.Crew.Station.${station}`);
  return format("EOTE.Crew.GunnerOf", { weapon: vehicle.items.get(weaponId)?.name ?? "" });
}

/** The uuid seated at the station, "" when it is free. */
export function crewUuid(vehicle: Actor.Implementation, station: CrewStation, weaponId = ""): string {
  return crewAt(vehicleData(vehicle).stations, station, weaponId);
}

/**
 * The actor at the station. Throws EoteError EOTE.Crew.NoCrew when nobody sits there and
 * EOTE.Crew.NotFound when the seated actor no longer exists. `find` looks the seated uuid up (a card that
 * read its actors once passes its own read).
 */
export async function crewMember(
  vehicle: Actor.Implementation, station: CrewStation, weaponId = "", find: (uuid: string) => Actor.Implementation | null | Promise<Actor.Implementation | null> = actorFromUuid,
): Promise<Actor.Implementation> {
  const uuid = crewUuid(vehicle, station, weaponId);
  const data = { station: stationName(vehicle, station, weaponId), vehicle: tokenName(vehicle) };
  if (!uuid) throw new EoteError("EOTE.Crew.NoCrew", `No one sits at the ${station} station`, data);
  const actor = await find(uuid);
  if (!actor) throw new EoteError("EOTE.Crew.NotFound", `The ${station} crew member (${uuid}) cannot be found`, data);
  // Whoever owns the vehicle may seat anyone, but only the GM or the crew member's owner rolls for them:
  // a ship's owner must not fire with the GM's nemesis or another player's character.
  if (!canActOn(actor)) throw new EoteError("EOTE.Crew.NotYours", `The ${station} crew member is not the user's to roll for`, { ...data, name: tokenName(actor) });
  return actor;
}

type Owner = { id: string | null; isGM: boolean };

/** The ids of the players (not GMs) who own `doc`. */
export function playerOwnersOf(doc: Actor.Implementation): string[] {
  const users = (game.users as unknown as { contents?: Owner[] } | undefined)?.contents ?? [];
  return users.filter((u) => !u.isGM && !!u.id && doc.testUserPermission(u as never, "OWNER")).map((u) => u.id ?? "");
}

/** The crew aboard `vehicle` whose seats speak for them, each once, in the sheet's station order. */
export async function crewAboard(vehicle: Actor.Implementation): Promise<Actor.Implementation[]> {
  const view = actorView(vehicle);
  if (view.type !== "vehicle") return [];
  const stations = (view.system as Partial<VehicleData>).stations;
  if (!stations) return [];
  const unique = seatedUuids(stations);
  const vehicleOwners = playerOwnersOf(vehicle);
  const found = await Promise.all(unique.map((uuid) => actorFromUuid(uuid)));
  return found.filter((a): a is Actor.Implementation => !!a && a.uuid !== vehicle.uuid && seatSpeaksFor(vehicleOwners, playerOwnersOf(a)));
}

/** The stations of `vehicle` where `actorUuid` sits; none for a missing actor or anything but a vehicle. */
export function stationsHeldBy(vehicle: Actor.Implementation | null, actorUuid: string): CrewStation[] {
  if (!vehicle || actorView(vehicle).type !== "vehicle") return [];
  const stations = (actorView(vehicle).system as Partial<VehicleData>).stations;
  return stations ? stationsOf(stations, actorUuid) : [];
}

/** Why a crew card may not act on its vehicle (lang keys). */
export const CREW_CARD_REFUSALS = {
  notAtStation: "EOTE.Combat.Trust.NotAtStation",
  notAboard: "EOTE.Combat.Trust.NotAboard",
} as const;

/**
 * Whether a card that acts on `vehicle` for the crew member it names (`memberUuid`) may: its author can
 * edit the flags naming both, and owning the crew member says nothing about the vehicle. So it acts only
 * when that member sits at `station` of the vehicle (at any station when `station` is omitted), or its
 * author is a GM or an owner of the vehicle. The lang key of the refusal, or null. Judged at render and
 * at click, like the card's own trust (module/chat/section.ts cardStanding).
 */
export function crewCardRefusal(message: ChatMessage.Implementation, vehicle: Actor.Implementation, memberUuid: string, station?: string): string | null {
  // v13: ChatMessage#author is the User who created the message.
  const author = (message as unknown as { author?: { id?: string | null; isGM?: boolean } | null }).author ?? null;
  if (author?.isGM === true) return null;
  if (author?.id && vehicle.testUserPermission(author as never, "OWNER")) return null;
  const held = stationsHeldBy(vehicle, memberUuid);
  if (station === undefined) return held.length > 0 ? null : CREW_CARD_REFUSALS.notAboard;
  return (held as string[]).includes(station) ? null : CREW_CARD_REFUSALS.notAtStation;
}

/** At click: false, with the refusal as a notice, when the crew card may not act on its vehicle. */
export function mayActAboard(message: ChatMessage.Implementation, vehicle: Actor.Implementation, memberUuid: string, station?: string): boolean {
  const refusal = crewCardRefusal(message, vehicle, memberUuid, station);
  if (refusal) ui.notifications?.warn(localize(refusal));
  return refusal === null;
}

/** The repairer, or null when there is none (a notice was shown); throws EoteError for a missing engineer. */
export async function repairerFor(vehicle: Actor.Implementation): Promise<Actor.Implementation | null> {
  if (crewUuid(vehicle, "engineer")) return crewMember(vehicle, "engineer");
  const { healer } = healerFor(vehicle);
  if (healer === vehicle || healer.uuid === vehicle.uuid) {
    ui.notifications?.warn(localize("EOTE.Combat.Repair.NoRepairer"));
    return null;
  }
  ui.notifications?.info(format("EOTE.Combat.Repair.EngineerFallback", { repairer: noticeName(tokenName(healer)) }));
  return healer;
}

/**
 * The vehicle's data, its motion as the limits read it (the speed rating with Full Throttle's rise in force,
 * module/rules/vehicles/full-throttle.ts); throws for anything but a vehicle.
 */
export function shipMotion(vehicle: Actor.Implementation): { system: VehicleData; motion: ShipMotion } {
  const view = actorView(vehicle);
  if (view.type !== "vehicle") throw new EoteError("EOTE.Combat.Repair.NotVehicle", "Only vehicles take starship maneuvers");
  const system = view.system as VehicleData;
  const derived = view.derived as VehicleDerived | undefined;
  const speed = derived ? effectiveSpeed(system.speed.value, derived.damage) : system.speed.value;
  return { system, motion: { silhouette: system.silhouette, speed, maxSpeed: derived?.damage.speedRating ?? system.speed.max } };
}

/** Whether a tractor beam holds the vessel: the status its hit puts on it (module/features/attack/actions/tractor.ts). */
export function isHeld(vehicle: Actor.Implementation): boolean {
  return [...actorView(vehicle).statuses].includes(TRACTOR_STATUS);
}
