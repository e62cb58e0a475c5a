/**
 * Chases in Foundry (seed 002 CHASE): the GM's Chase button in the token controls (beside the Hazard
 * tool) opens the form; `game.system.api.chase.{start(choice), nextRound(message), undoRound(message),
 * openForm()}` is the macro API (GM only, each refuses otherwise); the card tracks the distance.
 */
import { nextChaseRound, registerChaseCard, undoChaseRound } from "./card.ts";
import { startChase } from "./actions.ts";
import { openChaseForm } from "./form.ts";
import { exposeApi } from "../../foundry/api.ts";
import { addTokenTool, onSceneControls, type SceneControls } from "../../foundry/scene-tools.ts";

/** The macro API (game.system.api.chase). */
export const api = { start: startChase, nextRound: nextChaseRound, undoRound: undoChaseRound, openForm: openChaseForm };

/** Adds the GM's Chase button at the bottom of the token controls (the v13 getSceneControlButtons record). */
function addChaseTool(controls: SceneControls): void {
  addTokenTool(controls, { name: "eoteChase", title: "EOTE.Chase.Tool", icon: "fa-solid fa-person-running", visible: game.user?.isGM === true, onChange: () => void openChaseForm() });
}

export function register(): void {
  registerChaseCard();
  onSceneControls(addChaseTool);
  exposeApi("chase", api);
}
