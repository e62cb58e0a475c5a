/**
 * Plotting a hyperspace jump in Foundry: the navigator's Astrogation check (the crew check path,
 * module/features/crew/actions.ts) at the difficulty the jump form's choice gives (module/rules/vehicles/travel.ts,
 * seed 002 HYPERSPACE CALCULATION). The roll carries flags.eote.check.jump, from which its card shows the
 * travel time and what the rolled symbols do (./card.ts). Refusals are localised notices: not a vehicle,
 * no hyperdrive (or no backup when the backup is asked for), the navicomputer out (a critical hit), no
 * navigator seated or found.
 */
import { EoteError } from "../../dice/errors.ts";
import { hyperdriveFor, jumpDifficulty } from "../../rules/vehicles/travel.ts";
import type { VehicleData } from "../../rules/types.ts";
import { notifyError } from "../../foundry/notify.ts";
import { localize } from "../../foundry/localize.ts";
import { actorView } from "../../foundry/documents.ts";
import { tokenName, tokenUuidField } from "../../chat/token-name.ts";
import type { VehicleDerived } from "../../rules/character/derived-types.ts";
import { api as crewApi } from "../crew/index.ts";
import { crewMember } from "../../foundry/crew.ts";
import type { JumpChoice, JumpFlag } from "./model.ts";


/** The vehicle's stored data; throws for anything but a vehicle. */
export function jumpVehicle(vehicle: Actor.Implementation): VehicleData {
  const view = actorView(vehicle);
  if (view.type !== "vehicle") throw new EoteError("EOTE.Combat.Repair.NotVehicle", "Only vehicles jump to hyperspace");
  // Navicomputer Failure (module/rules/vehicles/critical-hits.ts): no jump until the hit is repaired.
  if ((view.derived as Partial<VehicleDerived>).crits?.noHyperspace) {
    throw new EoteError("EOTE.VehicleCrit.Error.NoHyperspace", "The navicomputer is out", { vehicle: tokenName(vehicle) });
  }
  return view.system as VehicleData;
}

/**
 * What the sheet's button checks before the form opens: a vehicle with a hyperdrive (primary or backup)
 * and a navigator who can be found. Throws the refusal.
 */
export async function checkJumpReady(vehicle: Actor.Implementation): Promise<VehicleData> {
  const data = jumpVehicle(vehicle);
  const { primary, backup } = data.hyperdrive;
  if (!(primary !== null && primary > 0)) hyperdriveFor(data.hyperdrive, backup !== null && backup > 0);
  await crewMember(vehicle, "navigator");
  return data;
}

/** The navigator's Astrogation check for the jump `choice` describes. */
export async function plotJump(vehicle: Actor.Implementation, choice: JumpChoice): Promise<void> {
  try {
    const data = jumpVehicle(vehicle);
    const hyperdriveClass = hyperdriveFor(data.hyperdrive, choice.useBackup);
    const difficulty = jumpDifficulty(choice);
    const notes = [localize(`EOTE.Travel.Route.${choice.base}`)];
    if (choice.damage !== "none") notes.push(localize(`EOTE.Travel.Damage.${choice.damage}`));
    for (const id of ["noNavicomputer", "underPressure", "badCharts"] as const) if (choice[id]) notes.push(localize(`EOTE.Travel.Modifier.${id}`));
    const jump: JumpFlag = { vehicleUuid: vehicle.uuid, distance: choice.distance, hyperdriveClass, difficulty, ...tokenUuidField("vehicleTokenUuid", vehicle) };
    await crewApi.crewCheck(vehicle, "navigator", "", { difficulty, notes, flags: { jump }, titleKey: "EOTE.Travel.CheckTitle" });
  } catch (err) {
    notifyError(err);
  }
}
