/**
 * Environmental hazards in Foundry: the GM's Hazard button in the token controls (v13 scene controls:
 * a button tool, GM only) opens the dialog; `game.system.api.combat.hazard.apply(choice, victims?)` and
 * `.openDialog()` are the macro API; the card shows what each application did, with Undo.
 */
import { notifyError } from "../../foundry/notify.ts";
import { registerHazardCard } from "./card.ts";
import { applyHazard } from "./actions.ts";
import { openHazardDialog } from "./form.ts";
import { addTokenTool, onSceneControls, type SceneControls } from "../../foundry/scene-tools.ts";

export { applyHazard, openHazardDialog };

export const HAZARD_API = { apply: applyHazard, openDialog: openHazardDialog };

/** Adds the GM's Hazard button at the bottom of the token controls (the v13 getSceneControlButtons record). */
export function addHazardTool(controls: SceneControls): void {
  addTokenTool(controls, { name: "eoteHazard", title: "EOTE.Hazard.Tool", icon: "fa-solid fa-fire", visible: game.user?.isGM === true, onChange: () => openHazardDialog() });
}

export function registerHazards(): void {
  registerHazardCard();
  onSceneControls(addHazardTool);
}

