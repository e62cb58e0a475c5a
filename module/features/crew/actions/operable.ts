/**
 * A disabled vehicle refuses its pilot's maneuvers (seed 002 DAMAGE; rule: module/rules/vehicles/vehicle.ts
 * maneuverDisabled): shut down by hull trauma over threshold, or system strain over threshold (speed 0,
 * defence 0), or a critical hit that stops its maneuvers (Engines Down, Knocked Off Course, Vaporized). The sheet's maneuver buttons come through here, so the refusal is a localised notice that
 * changes nothing. (Weapons inoperable are refused by the attack itself: attack/vehicle-shot-model.ts.)
 */
import { EoteError } from "../../../dice/errors.ts";
import type { VehicleDerived } from "../../../rules/character/derived-types.ts";
import type { PilotManeuverId } from "../../../rules/vehicles/starship-maneuvers.ts";
import type { FiringArc } from "../../../rules/types.ts";
import { disabledReasonKey, maneuverDisabled } from "../../../rules/vehicles/vehicle.ts";
import { notifyError } from "../../../foundry/notify.ts";
import { actorView } from "../../../foundry/documents.ts";
import { tokenName } from "../../../chat/token-name.ts";
import { angleDeflectorScreens, pilotManeuver } from "./maneuvers.ts";

/** Throws EoteError EOTE.StarshipAction.Disabled.<reason> for a vehicle that cannot maneuver now. */
export function checkCanManeuver(vehicle: Actor.Implementation): void {
  const view = actorView(vehicle);
  const damage = view.type === "vehicle" ? (view.derived as Partial<VehicleDerived>).damage : undefined;
  const reason = damage ? maneuverDisabled(damage) : null;
  if (reason) throw new EoteError(disabledReasonKey(reason, "Disabled"), `The vehicle cannot maneuver: ${reason}`, { vehicle: tokenName(vehicle) });
}

/** The pilot's maneuver, refused while the vehicle is disabled. */
export async function operableManeuver(vehicle: Actor.Implementation, id: PilotManeuverId): Promise<void> {
  try {
    checkCanManeuver(vehicle);
  } catch (err) {
    notifyError(err);
    return;
  }
  await pilotManeuver(vehicle, id);
}

/** Angle Deflector Screens, refused while the vehicle is disabled. */
export async function operableDeflectors(vehicle: Actor.Implementation, from: FiringArc, to: FiringArc): Promise<void> {
  try {
    checkCanManeuver(vehicle);
  } catch (err) {
    notifyError(err);
    return;
  }
  await angleDeflectorScreens(vehicle, from, to);
}
