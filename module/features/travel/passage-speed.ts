/**
 * The navigation hazard card's buttons (seed 002 NAVIGATION HAZARDS: a failed check costs the vessel 1
 * speed): Apply takes the speed off the vessel and records what it did on it (flags.eote.navHazardLog,
 * ./passage-model.ts); Undo puts it back exactly. The card's flags are its author's to edit, so Apply
 * acts only for a card whose author is a GM or an owner of the vessel (cards/trust.ts), clicked by the
 * GM or an owner of the vessel; Undo reads only the record, for the GM or an owner (cards/section.ts mayUndo).
 */
import { notifyError } from "../../foundry/notify-error.ts";
import { outcomeOf } from "../../chat/roll-outcome.ts";
import { cardRecordOf, cardStanding, checkFlagOf, mayUndo } from "../../chat/section.ts";
import { localize } from "../../foundry/localize.ts";
import { actorFromUuid, canActOn, updatePaths } from "../../foundry/documents.ts";
import type { VehicleData } from "../../rules/types.ts";
import { NAV_HAZARD_CHECK, NAV_HAZARD_LOG, navHazardApply, navHazardUndo, readNavHazardFlag, readNavHazardRecord, type NavHazardRecord } from "./passage-model.ts";

type Message = ChatMessage.Implementation;

export const NAV_HAZARD_APPLY = "eoteNavHazardApply";
export const NAV_HAZARD_UNDO = "eoteNavHazardUndo";

/** The card's record on the vessel, read defensively. */
export function navHazardRecordOf(vehicle: Actor.Implementation | null, messageId: string): NavHazardRecord | null {
  return readNavHazardRecord(cardRecordOf(vehicle, NAV_HAZARD_LOG, messageId));
}

/** The card's trust for its vessel, with the plain reason a hazard card gives (it names no attacker or healer). */
export function navHazardRefusal(message: Message, vehicle: Actor.Implementation | null): string | null {
  return cardStanding(message, vehicle).trust.ok ? null : "EOTE.Travel.Hazard.Card.Refused";
}

const speedOf = (vehicle: Actor.Implementation): number => (vehicle.system as unknown as VehicleData).speed.value;

export async function runNavHazardAction(message: Message, action: string): Promise<void> {
  try {
    if (action !== NAV_HAZARD_APPLY && action !== NAV_HAZARD_UNDO) return;
    const flag = readNavHazardFlag(checkFlagOf(message, NAV_HAZARD_CHECK));
    const vehicle = flag ? await actorFromUuid(flag.vehicleUuid) : null;
    if (!flag || !vehicle || vehicle.type !== "vehicle") return;
    const id = message.id ?? "";
    const record = navHazardRecordOf(vehicle, id);
    if (action === NAV_HAZARD_UNDO) {
      if (!mayUndo(vehicle, record !== null)) {
        ui.notifications?.warn(localize("EOTE.Travel.Hazard.Notice.NotOwner"));
        return;
      }
      await updatePaths(vehicle, navHazardUndo(speedOf(vehicle), record!, id));
      return;
    }
    const refusal = navHazardRefusal(message, vehicle);
    if (refusal) {
      ui.notifications?.warn(localize(refusal));
      return;
    }
    if (!canActOn(vehicle)) {
      ui.notifications?.warn(localize("EOTE.Travel.Hazard.Notice.NotOwner"));
      return;
    }
    // Only a failure costs speed, and only once per card.
    if (outcomeOf(message)?.succeeded !== false || record) {
      ui.notifications?.warn(localize("EOTE.Travel.Hazard.Notice.Nothing"));
      return;
    }
    await updatePaths(vehicle, navHazardApply(speedOf(vehicle), id));
  } catch (err) {
    notifyError(err);
  }
}
