/** The turns feature: initiative, the PC and NPC slots, the tracker's slot and turn section, and what using an active talent spends of a turn. */
import { registerInitiative } from "./actions/initiative.ts";
import { claimSlot, registerSlots } from "./actions/slots.ts";
import { registerTurnTracker } from "./form/tracker.ts";
import { actingCombatantFor, endTurn, spendTurn, spendTurnFor } from "./actions.ts";
import { spendForTalent } from "./actions/talent.ts";
import { TURN_SPENDS } from "./model.ts";

export type { TurnSpend } from "./model.ts";

export function register(): void {
  registerInitiative();
  registerSlots();
  registerTurnTracker();
}

/**
 * The tracker's clicks: fill the current slot, spend an action or a maneuver, end the turn; what the HUD and
 * macros read of the acting combatant; and what using an active talent spends of its user's turn.
 */
export const api = { claimSlot, spendTurn, endTurn, actingCombatantFor, spendTurnFor, spendForTalent, TURN_SPENDS };
