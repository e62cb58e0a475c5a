/**
 * Morality in Foundry: the GM's End of session and Trigger morality buttons in the Actors directory header,
 * their card, and the macro API `game.system.api.morality.{endOfSession, trigger}` (GM only: each refuses
 * a player with a notice). The conflict quick-add lives on the character sheet (./actions/conflict.ts).
 */
import { registerCard } from "../../chat/register.ts";
import { eoteFlagOf } from "../../chat/section.ts";
import { MORALITY_FLAG, MORALITY_LOG } from "./flags.ts";
import { endSession, triggerMorality } from "./actions.ts";
import { renderMorality } from "./card.ts";
import { addConflict, readConflictChoice } from "./actions/conflict.ts";
import { addMoralityButtons } from "./form.ts";
import { exposeApi } from "../../foundry/api.ts";


export function register(): void {
  registerCard((message) => eoteFlagOf(message, MORALITY_FLAG) !== undefined, renderMorality, MORALITY_LOG);
  Hooks.on("renderActorDirectory", (_app: unknown, html: HTMLElement) => addMoralityButtons(html));
  exposeApi("morality", { endOfSession: api.endOfSession, trigger: api.trigger });
}

/** The macro API (game.system.api.morality: endOfSession, trigger) and the character sheet's conflict quick-add. */
export const api = { endOfSession: endSession, trigger: triggerMorality, addConflict, readConflictChoice };
