/** The travel feature, as other areas reach it. */
// What other areas use of this feature.
export { openJumpForm } from "./form.ts";
export { openHazardForm, openSublightForm } from "./form/passage.ts";
export { registerJumpCard } from "./card.ts";
export { registerPassageCards } from "./card/passage.ts";
export { plotJump } from "./actions.ts";
