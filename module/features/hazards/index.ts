/**
 * Environmental hazards in Foundry: the GM's Hazard button in the token controls (v13 scene controls:
 * a button tool, GM only) opens the dialog (form.ts); the card (card.ts) shows what each application did,
 * with Undo. `api` is the macros' shape: `game.system.api.combat.hazard.apply(choice, victims?)` and
 * `.openDialog()`.
 */
import { registerHazardCard } from "./card.ts";
import { applyHazard } from "./actions.ts";
import { addHazardTool, openHazardDialog } from "./form.ts";
import { onSceneControls } from "../../foundry/scene-tools.ts";

export function register(): void {
  registerHazardCard();
  onSceneControls(addHazardTool);
}

/** What other areas call of this feature. */
export const api = { apply: applyHazard, openDialog: openHazardDialog };
