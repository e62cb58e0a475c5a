/**
 * Obligation in Foundry: the GM's Obligation roll button in the Actors directory header (beside the
 * morality tools), its card, and the macro API `game.system.api.obligation.roll` (GM only).
 */
import { addDirectoryTools } from "../../foundry/directory-tools.ts";
import { registerCard } from "../../chat/register.ts";
import { eoteFlagOf } from "../../chat/section.ts";
import { OBLIGATION_FLAG, OBLIGATION_LOG } from "./flags.ts";
import { rollPartyObligation } from "./actions.ts";
import { renderObligation } from "./card.ts";
import { exposeApi } from "../../foundry/api.ts";

export { rollPartyObligation };

export const OBLIGATION_API = { roll: rollPartyObligation };

/** Adds the GM's button to the Actors directory header (v13 renderActorDirectory passes an HTMLElement). */
export function addObligationButton(html: HTMLElement): void {
  addDirectoryTools(html, {
    className: "eote-obligation-tools", attribute: "eote-obligation",
    tools: [{ action: "roll", label: "EOTE.Obligation.Tool.Roll", icon: "fa-solid fa-scale-unbalanced", run: rollPartyObligation }],
  });
}

export function registerObligationCard(): void {
  registerCard((message) => eoteFlagOf(message, OBLIGATION_FLAG) !== undefined, renderObligation, OBLIGATION_LOG);
}

export function registerObligation(): void {
  registerObligationCard();
  Hooks.on("renderActorDirectory", (_app: unknown, html: HTMLElement) => addObligationButton(html));
  exposeApi("obligation", OBLIGATION_API);
}
