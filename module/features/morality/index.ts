/**
 * Morality in Foundry: the GM's End of session and Trigger morality buttons in the Actors directory header,
 * their card, and the macro API `game.system.api.morality.{endOfSession, trigger}` (GM only: each refuses
 * a player with a notice). The conflict quick-add lives on the character sheet (./actions/conflict.ts).
 */
import { addDirectoryTools } from "../../foundry/directory-tools.ts";
import { openFearDialog } from "../fear/index.ts";
import { registerCard } from "../../chat/register.ts";
import { eoteFlagOf } from "../../chat/section.ts";
import { MORALITY_FLAG, MORALITY_LOG } from "./flags.ts";
import { endSession, triggerMorality } from "./actions.ts";
import { renderMorality } from "./card.ts";
import { exposeApi } from "../../foundry/api.ts";

export { endSession, triggerMorality };

export const MORALITY_API = { endOfSession: endSession, trigger: triggerMorality };

const TOOLS = [
  { action: "endSession", label: "EOTE.Morality.Tool.EndSession", icon: "fa-solid fa-moon", run: endSession },
  { action: "trigger", label: "EOTE.Morality.Tool.Trigger", icon: "fa-solid fa-dice-d20", run: triggerMorality },
  // The fear check sits with the GM's other morality-and-fear tools (seed 002 FEAR, MORALITY EFFECT).
  { action: "fear", label: "EOTE.Fear.Tool", icon: "fa-solid fa-ghost", run: openFearDialog },
] as const;

/** Adds the GM's two buttons to the Actors directory header (v13 renderActorDirectory passes an HTMLElement). */
export function addMoralityButtons(html: HTMLElement): void {
  addDirectoryTools(html, { className: "eote-morality-tools", attribute: "eote-morality", tools: TOOLS });
}

export function registerMoralityCard(): void {
  registerCard((message) => eoteFlagOf(message, MORALITY_FLAG) !== undefined, renderMorality, MORALITY_LOG);
}

export function registerMorality(): void {
  registerMoralityCard();
  Hooks.on("renderActorDirectory", (_app: unknown, html: HTMLElement) => addMoralityButtons(html));
  exposeApi("morality", MORALITY_API);
}

// What other areas use of this feature.
export { addConflict, readConflictChoice } from "./actions/conflict.ts";
