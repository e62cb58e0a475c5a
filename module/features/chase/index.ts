/**
 * Chases in Foundry (seed 002 CHASE): the GM's Chase button in the token controls (beside the Hazard
 * tool) opens the form; `game.system.api.chase.{start(choice), nextRound(message), undoRound(message),
 * openForm()}` is the macro API (GM only, each refuses otherwise); the card tracks the distance.
 */
import { registerChaseCard } from "./card.ts";
import { nextChaseRound, startChase, undoChaseRound } from "./actions.ts";
import { openChaseForm } from "./form.ts";
import { exposeApi } from "../../foundry/api.ts";

export const CHASE_API = { start: startChase, nextRound: nextChaseRound, undoRound: undoChaseRound, openForm: openChaseForm };

type Tool = { name: string; title: string; icon: string; order: number; button: boolean; visible: boolean; onChange: () => void };

/** Adds the GM's Chase button at the bottom of the token controls (the v13 getSceneControlButtons record). */
export function addChaseTool(controls: Record<string, { tools?: Record<string, Tool> } | undefined>): void {
  const tools = controls["tokens"]?.tools;
  if (!tools) return;
  tools["eoteChase"] = {
    name: "eoteChase", title: "EOTE.Chase.Tool", icon: "fa-solid fa-person-running", order: Object.keys(tools).length, button: true,
    visible: game.user?.isGM === true, onChange: () => void openChaseForm(),
  };
}

export function registerChase(): void {
  registerChaseCard();
  // The League types do not list this v13 hook's record form; it is documented (hookEvents.getSceneControlButtons).
  (Hooks.on as unknown as (name: string, fn: (controls: never) => void) => number)("getSceneControlButtons", addChaseTool as never);
  exposeApi("chase", CHASE_API);
}
