/**
 * The GM's morality tools in the Actors directory header: End of session, Trigger morality, and the fear
 * check beside them (module/features/fear's form).
 */
import { addDirectoryTools } from "../../foundry/directory-tools.ts";
import { api as fearApi } from "../fear/index.ts";
import { endSession, triggerMorality } from "./actions.ts";

const TOOLS = [
  { action: "endSession", label: "EOTE.Morality.Tool.EndSession", icon: "fa-solid fa-moon", run: endSession },
  { action: "trigger", label: "EOTE.Morality.Tool.Trigger", icon: "fa-solid fa-dice-d20", run: triggerMorality },
  // The fear check sits with the GM's other morality-and-fear tools (seed 002 FEAR, MORALITY EFFECT).
  { action: "fear", label: "EOTE.Fear.Tool", icon: "fa-solid fa-ghost", run: fearApi.openDialog },
] as const;

/** Adds the GM's buttons to the Actors directory header (v13 renderActorDirectory passes an HTMLElement). */
export function addMoralityButtons(html: HTMLElement): void {
  addDirectoryTools(html, { className: "eote-morality-tools", attribute: "eote-morality", tools: TOOLS });
}

