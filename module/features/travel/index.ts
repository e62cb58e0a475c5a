/** The travel feature, as other areas reach it. */
// What other areas use of this feature.
export { openJumpForm } from "./form.ts";
export { openHazardForm, openSublightForm } from "./passage-forms.ts";
export { registerJumpCard } from "./card.ts";
export { registerPassageCards } from "./passage-card.ts";
export { plotJump } from "./actions.ts";
