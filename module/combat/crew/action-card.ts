/**
 * The starship action card's registration (the card: ./action-card-run.ts). Its code loads on first use:
 * only a roll carrying flags.eote.check.starshipAction, or a change to an action's record, needs it.
 */
import { registerLazyCard } from "../cards/lazy-card.ts";
import { checkFlagOf } from "../cards/section.ts";
import { ACTION_LOG } from "./flags.ts";

export function registerStarshipActionCard(): void {
  registerLazyCard((message) => checkFlagOf(message, "starshipAction") !== undefined, async () => (await import("./action-card-run.ts")).renderAction, ACTION_LOG);
}
