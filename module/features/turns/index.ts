/** The turns feature: initiative, the PC and NPC slots, and the tracker's slot and turn section. */
import { registerInitiative } from "./actions/initiative.ts";
import { registerSlots } from "./actions/slots.ts";
import { registerTurnTracker } from "./form/tracker.ts";
import { endTurn, spendTurn } from "./actions.ts";
import { claimSlot } from "./actions/slots.ts";

export function register(): void {
  registerInitiative();
  registerSlots();
  registerTurnTracker();
}

/** The tracker's clicks: fill the current slot, spend an action or a maneuver, end the turn. */
export const api = { claimSlot, spendTurn, endTurn };
