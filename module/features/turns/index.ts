/** The turns feature, as other areas reach it. */
// What other areas use of this feature.
export { registerInitiative } from "./actions/initiative.ts";
export { registerSlots } from "./actions/slots.ts";
export { registerTurnTracker } from "./form/tracker.ts";
