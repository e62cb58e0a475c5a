/**
 * Morality in Foundry: the GM's End of session and Trigger morality buttons in the Actors directory header,
 * their card, and the macro API `game.system.api.morality.{endOfSession, trigger}` (GM only: each refuses
 * a player with a notice). The conflict quick-add lives on the character sheet (./conflict.ts).
 */
import { localize } from "../combat/documents.ts";
import { registerMoralityCard } from "./card.ts";
import { endSession, triggerMorality } from "./session.ts";

export const MORALITY_API = { endOfSession: endSession, trigger: triggerMorality };

/** Adds the GM's two buttons to the Actors directory header (v13 renderActorDirectory passes an HTMLElement). */
export function addMoralityButtons(html: HTMLElement): void {
  if (game.user?.isGM !== true || html.querySelector(".eote-morality-tools")) return;
  const tools = document.createElement("div");
  tools.className = "eote-morality-tools action-buttons flexrow";
  for (const [action, label, icon, run] of [
    ["endSession", "EOTE.Morality.Tool.EndSession", "fa-solid fa-moon", endSession],
    ["trigger", "EOTE.Morality.Tool.Trigger", "fa-solid fa-dice-d20", triggerMorality],
  ] as const) {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset["eoteMorality"] = action;
    button.innerHTML = `<i class="${icon}" inert></i> `;
    button.append(localize(label));
    button.addEventListener("click", () => void run());
    tools.append(button);
  }
  const header = html.querySelector(".directory-header") ?? html;
  header.append(tools);
}

export function registerMorality(): void {
  registerMoralityCard();
  Hooks.on("renderActorDirectory", (_app: unknown, html: HTMLElement) => addMoralityButtons(html));
  const system = game.system as unknown as { api?: Record<string, unknown> } | undefined;
  if (system) system.api = { ...system.api, morality: MORALITY_API };
}
