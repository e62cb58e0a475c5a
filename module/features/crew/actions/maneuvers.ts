/**
 * The pilot's starship maneuvers on a vehicle (seed 002 STARSHIP MANEUVERS; rules in
 * module/rules/vehicles/starship-maneuvers.ts): the limits refused as localised notices, speed written to the
 * vehicle, Punch It's system strain to the ship, Fly/Drive's reach by speed, Evasive Action and Stay on Target
 * as ActiveEffects lasting until the end of the pilot's next turn, Angle Deflector Screens moving a point
 * of defence. In combat each counts against the vessel's starship maneuvers of the round
 * (module/foundry/maneuver-tally.ts): a second costs the ship 2 system strain, beyond the limit it is refused; a free maneuver an
 * attack's advantage gave the vessel is used first and counts against nothing.
 */
import { EoteError } from "../../../dice/errors.ts";
import { tractorForbids } from "../../../rules/vehicles/tractor.ts";
import type { VehicleData, FiringArc } from "../../../rules/types.ts";
import type { VehicleDerived } from "../../../rules/character/derived-types.ts";
import { format, localize } from "../../../foundry/localize.ts";
import { actorView } from "../../../foundry/documents.ts";
import { angleDeflectors, changedSpeed, flyReach, isPilotManeuver, maneuverLimit, MANEUVER_EFFECT_ROUNDS, pilotOnly, punchIt, type PilotManeuverId, type ShipMotion } from "../../../rules/vehicles/starship-maneuvers.ts";
import { noticeName, notifyError } from "../../../foundry/notify.ts";
import { tokenName } from "../../../chat/token-name.ts";
import { combatClock, shapeStatusEffect } from "../../../foundry/effects.ts";
import { crewMember, isHeld, shipMotion } from "../../../foundry/crew.ts";
import { chargeSecondManeuver, countOrUseFree, freeManeuverEffect, mayStrainShip, nextManeuverStrain, refusalKey, sufferSystemStrain } from "./maneuver-charge.ts";

/**
 * The pilot takes maneuver `id` for the vehicle. Refused (a notice, nothing written) with no pilot for a
 * pilot-only maneuver, when a tractor beam holds the vessel and the maneuver would move it, when the
 * silhouette or speed forbids it, or when the vessel has taken all the starship maneuvers it may this
 * round; the second of the round costs the ship 2 system strain (refused while it may take none).
 */
export async function pilotManeuver(vehicle: Actor.Implementation, id: PilotManeuverId): Promise<void> {
  try {
    if (!isPilotManeuver(id) || id === "angleDeflectors") return;
    if (tractorForbids(isHeld(vehicle), id)) {
      throw new EoteError("EOTE.Maneuver.Refused.heldByTractor", `${id} refused: held by a tractor beam`,
        { vehicle: tokenName(vehicle), maneuver: localize(`EOTE.Maneuver.${id}.Name`) });
    }
    // A pilot-only maneuver needs someone at the pilot station (refused otherwise); the ship pays its costs.
    if (pilotOnly(id)) await crewMember(vehicle, "pilot");
    const { system, motion } = shipMotion(vehicle);
    const limit = maneuverLimit(id, motion);
    const names = { vehicle: noticeName(tokenName(vehicle)), maneuver: localize(`EOTE.Maneuver.${id}.Name`) };
    if (!limit.allowed) throw new EoteError(`EOTE.Maneuver.Refused.${limit.reason}`, `${id} refused: ${limit.reason}`, names);
    // Refused beyond the round's limit before anything is written; the count and the strain follow the
    // maneuver. A free maneuver from an attack's advantage is neither counted nor charged.
    const free = freeManeuverEffect(vehicle, id);
    const secondStrain = free ? 0 : nextManeuverStrain(vehicle, system.silhouette);
    await applyManeuver(vehicle, id, { system, motion, names });
    await countOrUseFree(vehicle, free);
    await chargeSecondManeuver(vehicle, secondStrain);
  } catch (err) {
    notifyError(err);
  }
}

interface ManeuverScene {
  system: VehicleData;
  motion: ShipMotion;
  names: { vehicle: string; maneuver: string };
}

/** What the maneuver does once its limits are met. */
async function applyManeuver(
  vehicle: Actor.Implementation, id: Exclude<PilotManeuverId, "angleDeflectors">, scene: ManeuverScene,
): Promise<void> {
  const { system, motion, names } = scene;
  switch (id) {
    case "accelerate":
    case "decelerate": {
      // Within the speed rating now (Full Throttle's rise included: shipMotion), from the speed the vessel moves
      // at: a speed stored above the rating (reached under a Full Throttle that has ended) counts as the rating.
      const speed = changedSpeed(Math.min(system.speed.value, motion.maxSpeed), motion.maxSpeed, id === "accelerate" ? 1 : -1);
      await vehicle.update({ "system.speed.value": speed } as never);
      ui.notifications?.info(format("EOTE.Maneuver.SpeedNow", { ...names, speed }));
      return;
    }
    case "punchIt": {
      // The ship suffers the system strain, not the pilot (published core rule; see punchIt).
      const punched = punchIt(system.speed.value, motion.maxSpeed, mayStrainShip(vehicle));
      if (!punched.allowed) throw new EoteError(refusalKey(punched.reason), `${id} refused: ${punched.reason}`, names);
      await vehicle.update({ "system.speed.value": punched.speed } as never);
      const strain = await sufferSystemStrain(vehicle, punched.systemStrain);
      ui.notifications?.info(format("EOTE.VehicleRules.PunchedIt", { ...names, speed: punched.speed, strain }));
      return;
    }
    case "fly": {
      // The range one and two Fly/Drive maneuvers cover at this speed (seed 002 FLY / DRIVE table).
      const reach = flyReach(motion.speed);
      if (!reach) return;
      const band = (b: string) => localize(`EOTE.Maneuver.FlyReach.${b}`);
      ui.notifications?.info(format("EOTE.Maneuver.Flew", { ...names, speed: motion.speed, one: band(reach.one), two: band(reach.two) }));
      return;
    }
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
}

/**
 * Angle Deflector Screens: one point of defence from zone `from` to zone `to`, refused for a zone the
 * vessel lacks or an empty one. Any crew member may take it (seed 002), but it is still one of the
 * vessel's starship maneuvers of the round (seed 002 STARSHIP BASICS counts starship maneuvers per
 * vessel, not per crew member): it counts against the same limit, and a second costs the ship 2 system strain.
 */
export async function angleDeflectorScreens(vehicle: Actor.Implementation, from: FiringArc, to: FiringArc): Promise<void> {
  try {
    const { system } = shipMotion(vehicle);
    const moved = angleDeflectors(system.defence, system.silhouette, from, to);
    if (!moved.allowed) throw new EoteError(`EOTE.Maneuver.Refused.${moved.reason}`, `Deflectors refused: ${moved.reason}`, { vehicle: tokenName(vehicle) });
    const free = freeManeuverEffect(vehicle, "angleDeflectors");
    const secondStrain = free ? 0 : nextManeuverStrain(vehicle, system.silhouette);
    await vehicle.update({ "system.defence": moved.defence } as never);
    await countOrUseFree(vehicle, free);
    await chargeSecondManeuver(vehicle, secondStrain);
    const zone = (arc: FiringArc) => localize(`EOTE.Sheet.Arc.${arc}`);
    ui.notifications?.info(format("EOTE.Maneuver.Deflected", { vehicle: noticeName(tokenName(vehicle)), from: zone(from), to: zone(to) }));
  } catch (err) {
    notifyError(err);
  }
}
