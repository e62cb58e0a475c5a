/**
 * The Force in Foundry: commit and uncommit Force dice, the Force power check and its card (./actions.ts,
 * ./card.ts): the card is drawn when a Force card is shown; the active GM asks it a card's Destiny cost.
 */
import { checkFlagOf } from "../../chat/section.ts";
import { registerFlipCostCheck } from "../destiny/index.ts";
import { registerCard } from "../../chat/register.ts";
import { FORCE_CHECK, FORCE_LOG } from "./flags.ts";
import { changeCommitted, forcePowerCheck, useForcePower } from "./actions.ts";
import { forceCostAllows, forceSection, runForceAction, renderForce } from "./card.ts";

export { forceOf, isDarkSideUser } from "./actions/actor-data.ts";

export { changeCommitted, forcePowerCheck, useForcePower, forceSection, runForceAction };

export function registerForceCard(): void {
  // The active GM asks it only when a player's flip names a Force card as its cost.
  registerFlipCostCheck(forceCostAllows);
  registerCard((message) => checkFlagOf(message, FORCE_CHECK) !== undefined, renderForce, FORCE_LOG);
}

export function registerForce(): void {
  registerForceCard();
}

// What other areas use of this feature.
export { conflictOf } from "./actions/actor-data.ts";

// Buying powers and upgrades with XP from the Force tab (its Undo is the Advancement tab's).
export { buyForceUpgrade, forcePowerOffers, learnForcePower, FORCE_POWERS_PACK, type ForcePowerOffer } from "./actions/buy.ts";
// A power dropped on a character's sheet: the same purchase for a player, free for the GM.
export { dropForcePower } from "./actions/buy.ts";
