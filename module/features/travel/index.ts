/** The travel feature: the hyperspace jump, sublight trips and navigation hazards, and their cards. */
import { openJumpForm } from "./form.ts";
import { openHazardForm, openSublightForm } from "./form/passage.ts";
import { registerJumpCard } from "./card.ts";
import { registerPassageCards } from "./card/passage.ts";
import { plotJump } from "./actions.ts";

export function register(): void {
  registerJumpCard();
  registerPassageCards();
}

/** What the vehicle sheet's Navigation block calls. */
export const api = { openJumpForm, openHazardForm, openSublightForm, plotJump };
