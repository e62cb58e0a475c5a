/**
 * A vehicle's crew in Foundry: who sits at a station (module/rules/crew.ts), seating and removing them
 * (the vehicle sheet's drops and remove buttons), and a check by the crew member at a station with the
 * station's skill. Refusals are localised notices: nobody at the station, a seated actor that no longer
 * exists, an actor that cannot crew.
 */
import { EoteError } from "../../dice/errors.ts";
import { crewAt, stationsOf, type CrewStation } from "../../rules/crew.ts";
import type { VehicleData } from "../../rules/types.ts";
import { actorFromUuid, actorView, canActOn, format, localize } from "../documents.ts";
import { tokenName } from "../cards/token-name.ts";
import type * as Run from "./crew-run.ts";

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
 * at click, like the card's own trust (cards/section.ts cardStanding).
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

/**
 * The actor at the station. Throws EoteError EOTE.Crew.NoCrew when nobody sits there and
 * EOTE.Crew.NotFound when the seated actor no longer exists.
 */
export async function crewMember(vehicle: Actor.Implementation, station: CrewStation, weaponId = ""): Promise<Actor.Implementation> {
  const uuid = crewUuid(vehicle, station, weaponId);
  const data = { station: stationName(vehicle, station, weaponId), vehicle: tokenName(vehicle) };
  if (!uuid) throw new EoteError("EOTE.Crew.NoCrew", `No one sits at the ${station} station`, data);
  const actor = await actorFromUuid(uuid);
  if (!actor) throw new EoteError("EOTE.Crew.NotFound", `The ${station} crew member (${uuid}) cannot be found`, data);
  // Whoever owns the vehicle may seat anyone, but only the GM or the crew member's owner rolls for them:
  // a ship's owner must not fire with the GM's nemesis or another player's character.
  if (!canActOn(actor)) throw new EoteError("EOTE.Crew.NotYours", `The ${station} crew member is not the user's to roll for`, { ...data, name: tokenName(actor) });
  return actor;
}

// Seating, removing and the station check load on first use: only the vehicle sheet's drops and buttons and the checks need them.
/** Seats `actor` at the station (a gunner at the weapon `weaponId`); refused for anything but a character or adversary. */
export async function seatCrewMember(...args: Parameters<typeof Run.seatCrewMember>): ReturnType<typeof Run.seatCrewMember> {
  return (await import("./crew-run.ts")).seatCrewMember(...args);
}

/** Frees the station. */
export async function removeCrewMember(...args: Parameters<typeof Run.removeCrewMember>): ReturnType<typeof Run.removeCrewMember> {
  return (await import("./crew-run.ts")).removeCrewMember(...args);
}

/** A check made for the vehicle at a station by the crew member seated there (./crew-run.ts). */
export async function crewCheck(...args: Parameters<typeof Run.crewCheck>): ReturnType<typeof Run.crewCheck> {
  return (await import("./crew-run.ts")).crewCheck(...args);
}

export type { StationCheckExtra } from "./crew-run.ts";
