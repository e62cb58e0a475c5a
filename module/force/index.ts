/**
 * The Force in Foundry: commit and uncommit Force dice, the Force power check and its card. The card
 * loads when a Force card is shown (or the active GM checks a card's Destiny cost), the actions when a
 * sheet or macro runs them: only the hooks and these facades load at startup.
 */
import type * as Actions from "./actions.ts";
import type * as Card from "./card.ts";
import { checkFlagOf } from "../combat/cards/section.ts";
import { registerFlipCostCheck } from "../roll/destiny-setting.ts";
import { registerCard } from "../combat/cards/register-card.ts";
import { FORCE_CHECK, FORCE_LOG } from "./ids.ts";

export { forceOf, isDarkSideUser } from "./actor-data.ts";

/** Commits (delta > 0) or uncommits (delta < 0) Force dice (the code loads on first use). */
export async function changeCommitted(...args: Parameters<typeof Actions.changeCommitted>): ReturnType<typeof Actions.changeCommitted> {
  return (await import("./actions.ts")).changeCommitted(...args);
}

/** A Force power check with the uncommitted Force dice (the code loads on first use). */
export async function forcePowerCheck(...args: Parameters<typeof Actions.forcePowerCheck>): ReturnType<typeof Actions.forcePowerCheck> {
  return (await import("./actions.ts")).forcePowerCheck(...args);
}

/** Uses a Force power item: its check in the dice dialog (the code loads on first use). */
export async function useForcePower(...args: Parameters<typeof Actions.useForcePower>): ReturnType<typeof Actions.useForcePower> {
  return (await import("./actions.ts")).useForcePower(...args);
}

/** The Force card's section for a message (the code loads on first use). */
export async function forceSection(...args: Parameters<typeof Card.forceSection>): ReturnType<typeof Card.forceSection> {
  return (await import("./card.ts")).forceSection(...args);
}

/** One Force card button (the code loads on first use). */
export async function runForceAction(...args: Parameters<typeof Card.runForceAction>): ReturnType<typeof Card.runForceAction> {
  return (await import("./card.ts")).runForceAction(...args);
}

export function registerForceCard(): void {
  // The active GM asks it only when a player's flip names a Force card as its cost.
  registerFlipCostCheck(async (...args) => (await import("./card.ts")).forceCostAllows(...args));
  registerCard((message) => checkFlagOf(message, FORCE_CHECK) !== undefined, async () => (await import("./card.ts")).renderForce, FORCE_LOG);
}

export function registerForce(): void {
  registerForceCard();
}
