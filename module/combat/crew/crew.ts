/**
 * A vehicle's crew in Foundry: who sits at a station (module/rules/crew.ts), seating and removing them
 * (the vehicle sheet's drops and remove buttons), and a check by the crew member at a station with the
 * station's skill. Refusals are localised notices: nobody at the station, a seated actor that no longer
 * exists, an actor that cannot crew.
 */
import { EoteError } from "../../dice/errors.ts";
import { crewAt, type CrewStation } from "../../rules/crew.ts";
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
