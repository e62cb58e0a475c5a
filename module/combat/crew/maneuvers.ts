/**
 * The pilot's starship maneuvers on a vehicle (seed 002 STARSHIP MANEUVERS; rules in
 * module/rules/starship-maneuvers.ts): the limits refused as localised notices, speed written to the
 * vehicle, Punch It's strain to the pilot, Fly/Drive's reach by speed, Evasive Action and Stay on Target
 * as ActiveEffects lasting until the end of the pilot's next turn, Angle Deflector Screens moving a point
 * of defence. In combat each counts against the vessel's starship maneuvers of the round
 * (./maneuver-round.ts): a second costs 2 strain, beyond the limit it is refused; a free maneuver an
 * attack's advantage gave the vessel is used first and counts against nothing.
 */
import { EoteError } from "../../dice/errors.ts";
import type { ShipMotion } from "../../rules/starship-maneuvers.ts";
import { TRACTOR_STATUS } from "../../rules/tractor.ts";
import type { VehicleData } from "../../rules/types.ts";
import type { VehicleDerived } from "../../rules/derived-types.ts";
import { effectiveSpeed } from "../../rules/vehicle.ts";
import { actorView } from "../documents.ts";
import type * as Run from "./maneuvers-run.ts";

/** The vehicle's data, its motion as the limits read it; throws for anything but a vehicle. */
export function shipMotion(vehicle: Actor.Implementation): { system: VehicleData; motion: ShipMotion } {
  const view = actorView(vehicle);
  if (view.type !== "vehicle") throw new EoteError("EOTE.Combat.Repair.NotVehicle", "Only vehicles take starship maneuvers");
  const system = view.system as VehicleData;
  const derived = view.derived as VehicleDerived | undefined;
  const speed = derived ? effectiveSpeed(system.speed.value, derived.damage) : system.speed.value;
  return { system, motion: { silhouette: system.silhouette, speed, maxSpeed: system.speed.max } };
}

/** Whether a tractor beam holds the vessel: the status its hit puts on it (module/combat/attack/tractor.ts). */
export function isHeld(vehicle: Actor.Implementation): boolean {
  return [...actorView(vehicle).statuses].includes(TRACTOR_STATUS);
}

// The maneuvers themselves load on first use: only the vehicle sheet's maneuver buttons and macros take them.
/** The pilot takes maneuver `id` for the vehicle (./maneuvers-run.ts). */
export async function pilotManeuver(...args: Parameters<typeof Run.pilotManeuver>): ReturnType<typeof Run.pilotManeuver> {
  return (await import("./maneuvers-run.ts")).pilotManeuver(...args);
}

/** Angle Deflector Screens: a point of defence moved from one zone to another (./maneuvers-run.ts). */
export async function angleDeflectorScreens(...args: Parameters<typeof Run.angleDeflectorScreens>): ReturnType<typeof Run.angleDeflectorScreens> {
  return (await import("./maneuvers-run.ts")).angleDeflectorScreens(...args);
}
