/**
 * The pilot's starship maneuvers on a vehicle (seed 002 STARSHIP MANEUVERS; rules in
 * module/rules/starship-maneuvers.ts): the limits refused as localised notices, speed written to the
 * vehicle, Punch It's strain to the pilot, Evasive Action and Stay on Target as ActiveEffects lasting
 * until the end of the pilot's next turn, Angle Deflector Screens moving a point of defence.
 */
import { EoteError } from "../../dice/errors.ts";
import {
  angleDeflectors, changedSpeed, isPilotManeuver, maneuverLimit, MANEUVER_EFFECT_ROUNDS, pilotOnly, punchIt,
  type PilotManeuverId, type ShipMotion,
} from "../../rules/starship-maneuvers.ts";
import type { FiringArc, VehicleData } from "../../rules/types.ts";
import type { VehicleDerived } from "../../rules/derived-types.ts";
import { effectiveSpeed } from "../../rules/vehicle.ts";
import { notifyError } from "../../roll/notify.ts";
import { actorView, format, localize } from "../documents.ts";
import { tokenName } from "../cards/token-name.ts";
import { shapeStatusEffect } from "../effects.ts";
import { crewMember } from "./crew.ts";

/** The vehicle's data, its motion as the limits read it; throws for anything but a vehicle. */
export function shipMotion(vehicle: Actor.Implementation): { system: VehicleData; motion: ShipMotion } {
  const view = actorView(vehicle);
  if (view.type !== "vehicle") throw new EoteError("EOTE.Combat.Repair.NotVehicle", "Only vehicles take starship maneuvers");
  const system = view.system as VehicleData;
  const derived = view.derived as VehicleDerived | undefined;
  const speed = derived ? effectiveSpeed(system.speed.value, derived.damage) : system.speed.value;
  return { system, motion: { silhouette: system.silhouette, speed, maxSpeed: system.speed.max } };
}

function combatClock(): { id: string; round: number; turn: number } | null {
  const combat = game.combat as unknown as { id: string | null; round: number | null; turn: number | null } | null | undefined;
  return combat?.id ? { id: combat.id, round: combat.round ?? 0, turn: combat.turn ?? 0 } : null;
}

/**
 * The pilot takes maneuver `id` for the vehicle. Refused (a notice, nothing written) with no pilot for a
 * pilot-only maneuver, or when the silhouette or speed forbids it.
 */
export async function pilotManeuver(vehicle: Actor.Implementation, id: PilotManeuverId): Promise<void> {
  try {
    if (!isPilotManeuver(id) || id === "angleDeflectors") return;
    const pilot = pilotOnly(id) ? await crewMember(vehicle, "pilot") : null;
    const { system, motion } = shipMotion(vehicle);
    const limit = maneuverLimit(id, motion);
    const names = { vehicle: tokenName(vehicle), maneuver: localize(`EOTE.Maneuver.${id}.Name`) };
    if (!limit.allowed) throw new EoteError(`EOTE.Maneuver.Refused.${limit.reason}`, `${id} refused: ${limit.reason}`, names);
    switch (id) {
      case "accelerate":
      case "decelerate": {
        const speed = changedSpeed(system.speed.value, system.speed.max, id === "accelerate" ? 1 : -1);
        await vehicle.update({ "system.speed.value": speed } as never);
        ui.notifications?.info(format("EOTE.Maneuver.SpeedNow", { ...names, speed }));
        return;
      }
      case "punchIt": {
        const { speed, strain } = punchIt(system.speed.value, system.speed.max);
        await vehicle.update({ "system.speed.value": speed } as never);
        const pilotStrain = (pilot?.system as unknown as { strain?: { value: number } } | undefined)?.strain;
        if (pilot && pilotStrain && strain > 0) await pilot.update({ "system.strain.value": pilotStrain.value + strain } as never);
        ui.notifications?.info(format("EOTE.Maneuver.PunchedIt", { ...names, speed, strain, pilot: pilot ? tokenName(pilot) : "" }));
        return;
      }
      case "fly":
        ui.notifications?.info(format("EOTE.Maneuver.Flew", { ...names, speed: motion.speed }));
        return;
      case "evasiveAction":
      case "stayOnTarget": {
        const data = shapeStatusEffect({
          name: names.maneuver, img: "icons/svg/wing.svg",
          description: localize(`EOTE.Maneuver.${id}.Effect`),
          flags: { eote: { maneuver: id } },
        }, { rounds: MANEUVER_EFFECT_ROUNDS }, combatClock());
        await vehicle.createEmbeddedDocuments("ActiveEffect", [data as never]);
        ui.notifications?.info(format("EOTE.Maneuver.Taken", names));
        return;
      }
    }
  } catch (err) {
    notifyError(err);
  }
}

/** Angle Deflector Screens: one point of defence from zone `from` to zone `to`, refused for a zone the vessel lacks or an empty one. */
export async function angleDeflectorScreens(vehicle: Actor.Implementation, from: FiringArc, to: FiringArc): Promise<void> {
  try {
    const { system } = shipMotion(vehicle);
    const moved = angleDeflectors(system.defence, system.silhouette, from, to);
    if (!moved.allowed) throw new EoteError(`EOTE.Maneuver.Refused.${moved.reason}`, `Deflectors refused: ${moved.reason}`, { vehicle: tokenName(vehicle) });
    await vehicle.update({ "system.defence": moved.defence } as never);
  } catch (err) {
    notifyError(err);
  }
}
