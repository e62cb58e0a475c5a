/** Vehicle sheet: hull and system strain (with damage control), defence zones by silhouette, weapons with arcs, critical hits. */
import { buildVehicleContext } from "./context/actor.ts";
import type { ActorInput } from "./context/inputs.ts";
import { EoteActorSheet } from "./actor-sheet.ts";
import { damageControl } from "../../combat/index.ts";
import { isRepairTrack } from "../../rules/repair.ts";
import { dataOf, TEMPLATES } from "./shared.ts";
import { SHEET_SIZES } from "./context/layout.ts";

export class VehicleSheet extends EoteActorSheet {
  static override DEFAULT_OPTIONS: typeof EoteActorSheet.DEFAULT_OPTIONS = {
    classes: ["vehicle"],
    position: { ...SHEET_SIZES.VehicleSheet },
    actions: { repairTrack: VehicleSheet.#onRepairTrack },
  };

  static override PARTS = {
    body: { template: `${TEMPLATES}/actor/vehicle.hbs`, scrollable: [""] },
  };

  protected override async _prepareContext(options: Parameters<EoteActorSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    const input = await this.builderInput();
    return { ...context, ...buildVehicleContext(input as ActorInput<"vehicle">) };
  }

  /** Damage control on the button's track, by the repairer damageControl picks (the user's character or the GM's token). */
  static async #onRepairTrack(this: VehicleSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const track = dataOf(target, "track");
    if (!this.isEditable || !isRepairTrack(track)) return;
    await damageControl(this.actor, track);
  }
}
