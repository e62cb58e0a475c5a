/**
 * Once-per-encounter starship actions on a vehicle in Foundry (rules: module/rules/vehicles/encounter-actions.ts):
 * the combat now is the encounter (game.combat; none: no limit). An encounter ends as it does for fear
 * (module/features/fear: the combat is deleted); the record is keyed by the combat's id, so the next combat
 * starts clean and its first write drops the old one. A second use in the same combat is refused with a
 * localised notice before any dialog opens (a GM's second damage control is allowed, with a notice), and a
 * rolled check records its use on the vehicle. The roll's
 * card carries the same use; its Repair copies it into its record on the vehicle, whose Undo clears exactly that
 * use (module/features/vehicle-repair/card.ts).
 */
import { EoteError } from "../dice/errors.ts";
import {
  clearUsePaths, encounterUseVerdict, ENCOUNTER_LOG, recordUsePaths, usedThisEncounter, type EncounterActionId, type EncounterUse,
} from "../rules/vehicles/encounter-actions.ts";
import { format, localize } from "./localize.ts";
import { updatePaths } from "./documents.ts";
import { tokenName } from "../chat/token-name.ts";
import { noticeName, notifyError } from "./notify.ts";

/** The encounter now: the viewed combat's id, "" outside combat. */
export function encounterId(): string {
  return (game.combat as { id?: string | null } | null | undefined)?.id ?? "";
}

function logOf(vehicle: Actor.Implementation): unknown {
  return (vehicle.flags as { eote?: Record<string, unknown> } | undefined)?.eote?.[ENCOUNTER_LOG];
}

/** Whether `action` was already taken for the vehicle in this encounter. */
export function encounterActionUsed(vehicle: Actor.Implementation, action: EncounterActionId): boolean {
  return usedThisEncounter(logOf(vehicle), encounterId(), action);
}

/**
 * Before a once-per-encounter check: throws EoteError EOTE.StarshipAction.Refused.usedThisEncounter when
 * it was already taken in this combat, unless the GM may allow it again (damage control asked by a GM:
 * allowed, with a notice); otherwise the use the roll will record (null outside combat).
 */
export function claimEncounterUse(vehicle: Actor.Implementation, action: EncounterActionId): EncounterUse | null {
  const names = { vehicle: noticeName(tokenName(vehicle)), action: localize(`EOTE.StarshipAction.${action}.Name`) };
  const verdict = encounterUseVerdict(action, encounterActionUsed(vehicle, action), game.user?.isGM === true);
  if (verdict === "refused") {
    throw new EoteError("EOTE.StarshipAction.Refused.usedThisEncounter", `${action} already taken in this encounter`, names);
  }
  if (verdict === "again") ui.notifications?.info(format("EOTE.VehicleRules.EncounterAgain", names));
  const combatId = encounterId();
  return combatId ? { action, combatId, useId: foundry.utils.randomID() } : null;
}

/**
 * Once the check is rolled: the use written on the vehicle. It runs as the dice dialog's onRolled, after the
 * roll is posted: a refused write (a user who may not change the vehicle, calling the macro API) is a
 * notice, never an error that would keep the dialog open over a posted roll.
 */
export async function recordEncounterUse(vehicle: Actor.Implementation, use: EncounterUse | null): Promise<void> {
  if (!use) return;
  try {
    const update = recordUsePaths(logOf(vehicle), use);
    if (Object.keys(update).length) await updatePaths(vehicle, update);
  } catch (err) {
    notifyError(err);
  }
}

/** The paths an Undo adds to clear the card's use, only while the record is still that use. */
export function clearEncounterUsePaths(vehicle: Actor.Implementation, use: EncounterUse | null | undefined): Record<string, unknown> {
  return use ? clearUsePaths(logOf(vehicle), use) : {};
}

/** Whether Manual Repairs was already made for the vehicle in this encounter. */
export function manualRepairsUsed(vehicle: Actor.Implementation): boolean {
  return encounterActionUsed(vehicle, "manualRepairs");
}
