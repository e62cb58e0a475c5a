/**
 * Vehicle sheet: hull and system strain (with damage control), defence zones by silhouette, weapons with arcs,
 * critical hits (each repairable by a crew member's Mechanics check).
 */
import { buildVehicleContext } from "./context/actor.ts";
import type { ActorInput } from "./context/inputs.ts";
import { EoteActorSheet } from "./actor-sheet.ts";
import { damageControl, repairCriticalHit } from "../../combat/index.ts";
import { isRepairTrack } from "../../rules/repair.ts";
import { dataOf, TEMPLATES } from "./shared.ts";
import { SHEET_SIZES } from "./context/layout.ts";

export class VehicleSheet extends EoteActorSheet {
  static override DEFAULT_OPTIONS: typeof EoteActorSheet.DEFAULT_OPTIONS = {
    classes: ["vehicle"],
    position: { ...SHEET_SIZES.VehicleSheet },
    actions: { repairTrack: VehicleSheet.#onRepairTrack, repairCritical: VehicleSheet.#onRepairCritical },
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

  /** A Mechanics check against the row's critical hit (its severity), by the repairer repairCriticalHit picks. */
  static async #onRepairCritical(this: VehicleSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = dataOf(target, "itemId");
    if (!this.isEditable || !id) return;
    await repairCriticalHit(this.actor, id);
  }
}
