/**
 * The navigation hazard card's buttons (seed 002 NAVIGATION HAZARDS: a failed check costs the vessel 1
 * speed): Apply takes the speed off the vessel and records what it did on it (flags.eote.navHazardLog,
 * ../passage-model.ts); Undo puts it back exactly. The card's flags are its author's to edit, so Apply
 * acts only for a card whose author is a GM or an owner of the vessel (module/chat/trust.ts), clicked by the
 * GM or an owner of the vessel; Undo reads only the record, for the GM or an owner (module/chat/section.ts mayUndo).
 * A click reads the card once (./state.ts readNavHazardCard), the pure model says what it writes
 * (navHazardStep), and the act only writes.
 */
import { cardButton, type Click } from "../../../chat/button.ts";
import { warnKey } from "../../../foundry/notify.ts";
import { updatePaths } from "../../../foundry/documents.ts";
import { navHazardStep } from "../passage-model.ts";
import { readNavHazardCard, type NavHazardCardRead } from "./state.ts";

type Message = ChatMessage.Implementation;

export const NAV_HAZARD_APPLY = "eoteNavHazardApply";
export const NAV_HAZARD_UNDO = "eoteNavHazardUndo";

/** The card read for a click on a vessel that is a vehicle. */
type HazardClickState = NavHazardCardRead & { vehicle: Actor.Implementation; snapshot: { vessel: NonNullable<NavHazardCardRead["snapshot"]["vessel"]> } };

/** Apply or Undo, after checking the flag, the card's trust (not for Undo) and the viewer's right over the vessel. */
const navHazardButton = cardButton<Click, HazardClickState>({
  actions: [NAV_HAZARD_APPLY, NAV_HAZARD_UNDO],
  // One run at a time per card on this client: the click decides from what it read before its write lands.
  busy: { key: (message) => `navHazard:${message.id ?? ""}`, notice: "EOTE.Combat.Notice.Busy" },
  read: (message) => {
    const read = readNavHazardCard(message);
    return read?.vehicle && read.snapshot.vessel ? read as HazardClickState : null;
  },
  recordOnly: [NAV_HAZARD_UNDO],
  trust: (_message, { snapshot }) => snapshot.vessel.refusal,
  who: { owner: ({ vehicle }) => vehicle, notice: "EOTE.Travel.Hazard.Notice.NotOwner" },
  act: async ({ click: { action }, state: { snapshot }, target: vehicle }) => {
    const step = navHazardStep(snapshot, action === NAV_HAZARD_UNDO ? "undo" : "apply");
    if ("notice" in step) warnKey(step.notice);
    else await updatePaths(vehicle, step.update);
  },
});

export function runNavHazardAction(message: Message, action: string): Promise<void> {
  return navHazardButton(message, { action });
}
