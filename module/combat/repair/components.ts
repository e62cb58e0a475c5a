/**
 * Damaged vehicle components (seed 002 SMALL / LARGE VEHICLE COMPONENTS): the code lives in
 * ./components-run.ts and loads on first use: only a critical hit's card, a spending option or the
 * vehicle sheet's buttons damage or repair a component.
 */
import type * as Run from "./components-run.ts";

/** Damages `choice` on the vehicle, or with "random" the component a die the size of its table picks. Returns the component. */
export async function damageComponent(...args: Parameters<typeof Run.damageComponent>): ReturnType<typeof Run.damageComponent> {
  return (await import("./components-run.ts")).damageComponent(...args);
}

/** Repaired: deletes a vehicle state effect (a component, emergency repairs) the sheet lists. Only those. */
export async function clearVehicleState(...args: Parameters<typeof Run.clearVehicleState>): ReturnType<typeof Run.clearVehicleState> {
  return (await import("./components-run.ts")).clearVehicleState(...args);
}
