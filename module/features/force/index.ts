/**
 * The Force in Foundry: commit and uncommit Force dice, the Force power check and its card (./actions.ts,
 * ./card.ts): the card is drawn when a Force card is shown; the active GM asks it a card's Destiny cost.
 * Buying powers and upgrades with XP from the Force tab (its Undo is the Advancement tab's), and a power
 * dropped on a character's sheet (the same purchase for a player, free for the GM): ./actions/buy.ts.
 */
import { checkFlagOf } from "../../chat/section.ts";
import { api as destinyApi } from "../destiny/index.ts";
import { registerCard } from "../../chat/register.ts";
import { FORCE_CHECK, FORCE_LOG } from "./flags.ts";
import { changeCommitted, forcePowerCheck, useForcePower } from "./actions.ts";
import { forceCostAllows, renderForce } from "./card.ts";
import { conflictOf } from "./actions/actor-data.ts";
import { buyForceUpgrade, dropForcePower, forcePowerOffers, learnForcePower } from "./actions/buy.ts";

export type { ForcePowerOffer } from "./actions/buy.ts";

export function register(): void {
  // The active GM asks it only when a player's flip names a Force card as its cost.
  destinyApi.registerFlipCostCheck(forceCostAllows);
  registerCard((message) => checkFlagOf(message, FORCE_CHECK) !== undefined, renderForce, FORCE_LOG);
}

/** What the character sheet, macros and other features call. */
export const api = { changeCommitted, forcePowerCheck, useForcePower, conflictOf, buyForceUpgrade, forcePowerOffers, learnForcePower, dropForcePower };
