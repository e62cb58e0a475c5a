/**
 * Fear in Foundry (seed 002 FEAR): the GM's Fear check button beside the morality tools (Actors directory
 * header) opens the form; `game.system.api.fear.{check(choice, actors), openDialog()}` is the macro API;
 * the card applies and undoes the results. Effects that last "until the end of the encounter" are deleted
 * by the active GM when a combat holding the character is deleted (core v13 ends an encounter that way).
 * The card, the check, the form and the end of the encounter are ./card.ts, ./actions.ts, ./form.ts and
 * ./actions/encounter.ts.
 */
import { notifyError } from "../../foundry/notify.ts";
import { checkFlagOf } from "../../chat/section.ts";
import { registerCard } from "../../chat/register.ts";
import { FEAR_CHECK, FEAR_LOG } from "./flags.ts";
import { fearCheck } from "./actions.ts";
import { renderFear } from "./card.ts";
import { openFearDialog } from "./form.ts";
import { endEncounterEffects } from "./actions/encounter.ts";
import { exposeApi } from "../../foundry/api.ts";

/** The macro API (game.system.api.fear). */
export const api = { check: fearCheck, openDialog: openFearDialog };

export function register(): void {
  registerCard((message) => checkFlagOf(message, FEAR_CHECK) !== undefined, renderFear, FEAR_LOG);
  Hooks.on("deleteCombat", (combat: Combat.Implementation) => void endEncounterEffects(combat as never).catch(notifyError));
  exposeApi("fear", api);
}

