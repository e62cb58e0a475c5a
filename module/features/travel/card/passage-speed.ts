/**
 * The navigation hazard card's buttons (seed 002 NAVIGATION HAZARDS: a failed check costs the vessel 1
 * speed): Apply takes the speed off the vessel and records what it did on it (flags.eote.navHazardLog,
 * ../passage-model.ts); Undo puts it back exactly. The card's flags are its author's to edit, so Apply
 * acts only for a card whose author is a GM or an owner of the vessel (module/chat/trust.ts), clicked by the
 * GM or an owner of the vessel; Undo reads only the record, for the GM or an owner (module/chat/section.ts mayUndo).
 */
import { cardButton, type Click } from "../../../chat/button.ts";
import { outcomeOf } from "../../../chat/roll-outcome.ts";
import { cardRecordOf, cardStanding, checkFlagOf, mayUndo } from "../../../chat/section.ts";
import { localize } from "../../../foundry/localize.ts";
import { actorFromUuid, updatePaths } from "../../../foundry/documents.ts";
import type { VehicleData } from "../../../rules/types.ts";
import { NAV_HAZARD_CHECK, NAV_HAZARD_LOG, navHazardApply, navHazardUndo, readNavHazardFlag, readNavHazardRecord, type NavHazardFlag, type NavHazardRecord } from "../passage-model.ts";

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

/** Apply or Undo, after checking the flag, the card's trust (not for Undo) and the viewer's right over the vessel. */
const navHazardButton = cardButton<Click, { flag: NavHazardFlag; vehicle: Actor.Implementation }>({
  actions: [NAV_HAZARD_APPLY, NAV_HAZARD_UNDO],
  read: async (message) => {
    const flag = readNavHazardFlag(checkFlagOf(message, NAV_HAZARD_CHECK));
    const vehicle = flag ? await actorFromUuid(flag.vehicleUuid) : null;
    return flag && vehicle && vehicle.type === "vehicle" ? { flag, vehicle } : null;
  },
  recordOnly: [NAV_HAZARD_UNDO],
  trust: (message, { vehicle }) => navHazardRefusal(message, vehicle),
  who: { owner: ({ vehicle }) => vehicle, notice: "EOTE.Travel.Hazard.Notice.NotOwner" },
  act: async ({ message, click: { action }, target: vehicle }) => {
    const id = message.id ?? "";
    const record = navHazardRecordOf(vehicle, id);
    if (action === NAV_HAZARD_UNDO) {
      // Undo reads only the record: the GM or an owner, where the card left one (module/chat/section.ts mayUndo).
      if (!mayUndo(vehicle, record !== null)) {
        ui.notifications?.warn(localize("EOTE.Travel.Hazard.Notice.NotOwner"));
        return;
      }
      await updatePaths(vehicle, navHazardUndo(speedOf(vehicle), record!, id));
      return;
    }
    // Only a failure costs speed, and only once per card.
    if (outcomeOf(message)?.succeeded !== false || record) {
      ui.notifications?.warn(localize("EOTE.Travel.Hazard.Notice.Nothing"));
      return;
    }
    await updatePaths(vehicle, navHazardApply(speedOf(vehicle), id));
  },
});

export function runNavHazardAction(message: Message, action: string): Promise<void> {
  return navHazardButton(message, { action });
}
