/**
 * Vehicle sheet: a header with hull trauma and system strain and the damage state over four tabs
 * (context/layout.ts VEHICLE_TABS). Combat: defence zones by silhouette, the pilot's maneuvers, weapons
 * with arcs and their seated gunners. Crew and actions: crew stations (drop an actor on a station or a
 * weapon row; a check with the station's skill; remove), starship actions, damage control, repairs and
 * critical hits (each repairable by the engineer's Mechanics check). Navigation: the navigator's Plot hyperspace
 * jump, sublight trips, navigation hazards. Cargo and notes.
 */
import type { ActorInput } from "./context/inputs.ts";
import { EoteActorSheet } from "./actor-sheet.ts";
import { FIRING_ARCS, type FiringArc } from "../../rules/types.ts";
import { dataOf, TEMPLATES } from "./shared.ts";
import { SHEET_SIZES, VEHICLE_TABS } from "./context/layout.ts";
import * as vehicleActions from "./vehicle-actions.ts";
import { vehicleSheetContext } from "./vehicle-render.ts";
import { effectsContext } from "./effects-tab.ts";


/** The crew seat a drop or a button belongs to: its row's station and weapon (templates/actor/vehicle-crew.hbs). */
function seatOf(target: EventTarget | null): { station: string; weaponId: string } | null {
  const row = (target as Partial<Element> | null)?.closest?.("[data-station]") as HTMLElement | null | undefined;
  return row ? { station: row.dataset["station"] ?? "", weaponId: row.dataset["weaponId"] ?? "" } : null;
}

export class VehicleSheet extends EoteActorSheet {
  static override DEFAULT_OPTIONS: typeof EoteActorSheet.DEFAULT_OPTIONS = {
    classes: ["vehicle"],
    position: { ...SHEET_SIZES.VehicleSheet },
    actions: {
      repairTrack: VehicleSheet.#onRepairTrack, repairCritical: VehicleSheet.#onRepairCritical,
      crewCheck: VehicleSheet.#onCrewCheck, removeCrew: VehicleSheet.#onRemoveCrew, plotJump: VehicleSheet.#onPlotJump,
      pilotManeuver: VehicleSheet.#onPilotManeuver, angleDeflectors: VehicleSheet.#onAngleDeflectors,
      starshipAction: VehicleSheet.#onStarshipAction, sublightTrip: VehicleSheet.#onSublightTrip, navigationHazard: VehicleSheet.#onNavigationHazard,
      temporaryRepair: VehicleSheet.#onTemporaryRepair, emergencyRepair: VehicleSheet.#onEmergencyRepair,
      damageComponent: VehicleSheet.#onDamageComponent, clearVehicleState: VehicleSheet.#onClearVehicleState,
      vehicleCritCheck: VehicleSheet.#onVehicleCritCheck,
    },
  };

  /** Every tab is rendered (none is long); the tab bar shows one at a time (Foundry's tab handling). */
  static override PARTS = {
    header: { template: `${TEMPLATES}/actor/vehicle-header.hbs` },
    tabs: { template: `${TEMPLATES}/partials/tab-nav.hbs` },
    combat: { template: `${TEMPLATES}/actor/vehicle-tab-combat.hbs`, scrollable: [""] },
    crew: { template: `${TEMPLATES}/actor/vehicle-tab-crew.hbs`, scrollable: [""] },
    navigation: { template: `${TEMPLATES}/actor/vehicle-tab-navigation.hbs`, scrollable: [""] },
    cargo: { template: `${TEMPLATES}/actor/vehicle-tab-cargo.hbs`, scrollable: [""] },
    effects: { template: `${TEMPLATES}/actor/vehicle-tab-effects.hbs`, scrollable: [""] },
  };

  override tabGroups: Record<string, string> = { primary: VEHICLE_TABS[0] };

  protected override async _prepareContext(options: Parameters<EoteActorSheet["_prepareContext"]>[0]) {
    const context = await super._prepareContext(options);
    if (this.actor.limited) return { ...context, ...await this.limitedContext() };
    const input = await this.builderInput() as ActorInput<"vehicle">;
    // Every tab is drawn (the notes too), the one last shown marked active so a re-render keeps it.
    input.flags.activeTab = this.tabGroups["primary"] ?? VEHICLE_TABS[0];
    // The builders and the combat state they show (vehicle-render.ts).
    return { ...context, ...vehicleSheetContext(this.actor, input), ...effectsContext(this.actor) };
  }

  /** Temporary repairs of hull trauma (Hard or Daunting), by the engineer, with the damage control card. */
  static async #onTemporaryRepair(this: VehicleSheet): Promise<void> {
    if (!this.isEditable) return;
    await vehicleActions.damageControl(this.actor, "hullTrauma", { temporary: true });
  }

  /** Emergency repairs of a shut-down vehicle, by the engineer. */
  static async #onEmergencyRepair(this: VehicleSheet): Promise<void> {
    if (!this.isEditable) return;
    await vehicleActions.emergencyRepairs(this.actor);
  }

  /** Damages the component picked beside the button (or a random one). */
  static async #onDamageComponent(this: VehicleSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const choice = (target.closest(".eote-component-pick")?.querySelector("select[data-component]") as HTMLSelectElement | null)?.value ?? "random";
    const actions = vehicleActions;
    if (!this.isEditable || (choice !== "random" && !actions.isComponentId(choice))) return;
    await actions.damageComponent(this.actor, choice);
  }

  /** Repaired: removes the row's vehicle state (a component, emergency repairs). */
  static async #onClearVehicleState(this: VehicleSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = dataOf(target, "effectId");
    if (!this.isEditable || !id) return;
    await vehicleActions.clearVehicleState(this.actor, id);
  }

  /** The check a critical hit in force calls for (Knocked Off Course's control check, Fire!'s Cool or Vigilance). */
  static async #onVehicleCritCheck(this: VehicleSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const check = dataOf(target, "check");
    if (!this.isEditable || !vehicleActions.isVehicleCritCheck(check)) return;
    await vehicleActions.vehicleCritCheck(this.actor, check);
  }

  /**
   * An actor dropped on a crew station takes that seat. Foundry v13's ActorSheetV2 calls
   * `_onDropActor(event, actor)` from its drop handler (not declared by the League types, hence no
   * `override`); a drop anywhere else on the sheet does nothing.
   */
  protected async _onDropActor(event: DragEvent, actor: Actor.Implementation): Promise<unknown> {
    const seat = seatOf(event.target);
    if (!this.isEditable || !seat) return null;
    const actions = vehicleActions;
    if (!actions.isCrewStation(seat.station)) return null;
    if (!(actor instanceof foundry.abstract.Document)) {
      const resolved = await Actor.implementation.fromDropData(actor as Parameters<typeof Actor.implementation.fromDropData>[0]);
      if (!resolved) return null;
      actor = resolved;
    }
    await actions.seatCrewMember(this.actor, seat.station, actor, seat.weaponId);
    return actor;
  }

  /** Damage control on the button's track, by the engineer (or, with none seated, the user's character). */
  static async #onRepairTrack(this: VehicleSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const track = dataOf(target, "track");
    const actions = vehicleActions;
    if (!this.isEditable || !actions.isRepairTrack(track)) return;
    await actions.damageControl(this.actor, track);
  }

  /** A Mechanics check against the row's critical hit (its severity), by the repairer repairCriticalHit picks. */
  static async #onRepairCritical(this: VehicleSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = dataOf(target, "itemId");
    if (!this.isEditable || !id) return;
    await vehicleActions.repairCriticalHit(this.actor, id);
  }

  /** The crew member at the row's station rolls the station's skill. */
  static async #onCrewCheck(this: VehicleSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const seat = seatOf(target);
    const actions = vehicleActions;
    if (!this.isEditable || !seat || !actions.isCrewStation(seat.station)) return;
    await actions.crewCheck(this.actor, seat.station, seat.weaponId);
  }

  /** The navigator's jump form (refused with a notice without a hyperdrive or a navigator). */
  static async #onPlotJump(this: VehicleSheet): Promise<void> {
    if (!this.isEditable) return;
    await vehicleActions.openJumpForm(this.actor);
  }

  /** The sublight trip form (its card gives the trip's time). */
  static async #onSublightTrip(this: VehicleSheet): Promise<void> {
    if (!this.isEditable) return;
    await vehicleActions.openSublightForm(this.actor);
  }

  /** The navigation hazard form (refused with a notice without a pilot). */
  static async #onNavigationHazard(this: VehicleSheet): Promise<void> {
    if (!this.isEditable) return;
    await vehicleActions.openHazardForm(this.actor);
  }

  static async #onRemoveCrew(this: VehicleSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const seat = seatOf(target);
    const actions = vehicleActions;
    if (!this.isEditable || !seat || !actions.isCrewStation(seat.station)) return;
    await actions.removeCrewMember(this.actor, seat.station, seat.weaponId);
  }

  /** The pilot takes the button's maneuver (refusals are notices, a disabled vehicle's too). */
  static async #onPilotManeuver(this: VehicleSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = dataOf(target, "maneuver");
    const actions = vehicleActions;
    if (!this.isEditable || !actions.isPilotManeuver(id)) return;
    await actions.operableManeuver(this.actor, id);
  }

  /** Angle Deflector Screens between the zones picked beside the button. */
  static async #onAngleDeflectors(this: VehicleSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const box = target.closest(".eote-deflectors");
    const pick = (which: string) => (box?.querySelector(`select[data-deflect="${which}"]`) as HTMLSelectElement | null)?.value ?? "";
    const from = pick("from");
    const to = pick("to");
    const isArc = (v: string): v is FiringArc => (FIRING_ARCS as readonly string[]).includes(v);
    if (!this.isEditable || !isArc(from) || !isArc(to)) return;
    await vehicleActions.operableDeflectors(this.actor, from, to);
  }

  /** The crew member at the action's station rolls the entry's check. */
  static async #onStarshipAction(this: VehicleSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const id = dataOf(target, "starshipAction");
    const actions = vehicleActions;
    if (!this.isEditable || !actions.isStarshipAction(id)) return;
    await actions.starshipActionCheck(this.actor, id, Number(dataOf(target, "checkIndex")) || 0);
  }
}
