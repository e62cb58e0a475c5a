/** Vehicle sheet: hull and system strain, defence zones by silhouette, weapons with arcs, critical hits. */
import { buildVehicleContext } from "./context/actor.ts";
import type { ActorInput } from "./context/inputs.ts";
import { EoteActorSheet } from "./actor-sheet.ts";
import { TEMPLATES } from "./shared.ts";
import { SHEET_SIZES } from "./context/layout.ts";

export class VehicleSheet extends EoteActorSheet {
  static override DEFAULT_OPTIONS: typeof EoteActorSheet.DEFAULT_OPTIONS = {
    classes: ["vehicle"],
    position: { ...SHEET_SIZES.VehicleSheet },
  };

  static override PARTS = {
    body: { template: `${TEMPLATES}/actor/vehicle.hbs`, scrollable: [""] },
  };

  protected override async _prepareContext(options: Parameters<EoteActorSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const input = await this.builderInput();
    return { ...context, ...buildVehicleContext(input as ActorInput<"vehicle">) };
  }
}
