/**
 * The starship action card's registration (the card: ./action-card-run.ts). Its code loads on first use:
 * only a roll carrying flags.eote.check.starshipAction, or a change to an action's record, needs it.
 */
import { registerCard } from "../cards/register-card.ts";
import { checkFlagOf } from "../cards/section.ts";
import { ACTION_LOG } from "./flags.ts";

export function registerStarshipActionCard(): void {
  registerCard((message) => checkFlagOf(message, "starshipAction") !== undefined, async () => (await import("./action-card-run.ts")).renderAction, ACTION_LOG);
}
