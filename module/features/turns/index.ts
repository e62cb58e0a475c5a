/** The turns feature, as other areas reach it. */
// What other areas use of this feature.
export { registerInitiative } from "./initiative.ts";
export { registerSlots } from "./slots.ts";
export { registerTurnTracker } from "./tracker.ts";
export { actingCombatantFor, spendTurnFor } from "./actions.ts";
export { TURN_SPENDS, type TurnSpend } from "./model.ts";
