/**
 * Obligation in Foundry: the GM's Obligation roll button in the Actors directory header (beside the
 * morality tools), its card, and the macro API `game.system.api.obligation.roll` (GM only).
 */
import { localize } from "../../foundry/localize.ts";
import { escapeText } from "../../foundry/documents.ts";
import { registerCard } from "../../chat/register.ts";
import { eoteFlagOf } from "../../chat/section.ts";
import { OBLIGATION_FLAG, OBLIGATION_LOG } from "./flags.ts";
import { rollPartyObligation } from "./actions.ts";
import { renderObligation } from "./card.ts";
import { exposeApi } from "../../foundry/api.ts";

export { rollPartyObligation };

export const OBLIGATION_API = { roll: rollPartyObligation };

export function obligationToolHtml(): string {
  if (game.user?.isGM !== true) return "";
  return `<div class="eote-obligation-tools action-buttons flexrow"><button type="button" data-eote-obligation="roll"><i class="fa-solid fa-scale-unbalanced" inert></i> ${escapeText(localize("EOTE.Obligation.Tool.Roll"))}</button></div>`;
}

/** Adds the GM's button to the Actors directory header (v13 renderActorDirectory passes an HTMLElement). */
export function addObligationButton(html: HTMLElement): void {
  const markup = obligationToolHtml();
  if (!markup || html.querySelector(".eote-obligation-tools")) return;
  (html.querySelector(".directory-header") ?? html).insertAdjacentHTML("beforeend", markup);
  html.querySelector("[data-eote-obligation=roll]")?.addEventListener("click", () => void rollPartyObligation());
}

export function registerObligationCard(): void {
  registerCard((message) => eoteFlagOf(message, OBLIGATION_FLAG) !== undefined, renderObligation, OBLIGATION_LOG);
}

export function registerObligation(): void {
  registerObligationCard();
  Hooks.on("renderActorDirectory", (_app: unknown, html: HTMLElement) => addObligationButton(html));
  exposeApi("obligation", OBLIGATION_API);
}
