/** The Force in Foundry: commit and uncommit Force dice, the Force power check and its card. */
export { changeCommitted, forceOf, forcePowerCheck, isDarkSideUser, useForcePower } from "./actions.ts";
export { forceSection, registerForceCard, runForceAction } from "./card.ts";

import { registerForceCard } from "./card.ts";

export function registerForce(): void {
  registerForceCard();
}
