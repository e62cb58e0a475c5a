/**
 * Obligation in Foundry: the GM's Obligation roll button in the Actors directory header (beside the
 * morality tools), its card, and the macro API `game.system.api.obligation.roll` (GM only).
 */
import { registerCard } from "../../chat/register.ts";
import { eoteFlagOf } from "../../chat/section.ts";
import { OBLIGATION_FLAG, OBLIGATION_LOG } from "./flags.ts";
import { rollPartyObligation } from "./actions.ts";
import { renderObligation } from "./card.ts";
import { addObligationButton } from "./form.ts";
import { exposeApi } from "../../foundry/api.ts";

/** The macro API (game.system.api.obligation). */
export const api = { roll: rollPartyObligation };

export function register(): void {
  registerCard((message) => eoteFlagOf(message, OBLIGATION_FLAG) !== undefined, renderObligation, OBLIGATION_LOG);
  Hooks.on("renderActorDirectory", (_app: unknown, html: HTMLElement) => addObligationButton(html));
  exposeApi("obligation", api);
}
