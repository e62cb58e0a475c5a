/**
 * Environmental hazards in Foundry: the GM's Hazard button in the token controls (v13 scene controls:
 * a button tool, GM only) opens the dialog; `game.system.api.combat.hazard.apply(choice, victims?)` and
 * `.openDialog()` are the macro API; the card shows what each application did, with Undo.
 */
import { notifyError } from "../../foundry/notify.ts";
import { registerHazardCard } from "./card.ts";
import { applyHazard } from "./actions.ts";
import { openHazardDialog } from "./form.ts";

export { applyHazard, openHazardDialog };

export const HAZARD_API = { apply: applyHazard, openDialog: openHazardDialog };

type Tool = { name: string; title: string; icon: string; order: number; button: boolean; visible: boolean; onChange: () => void };

/** Adds the GM's Hazard button at the bottom of the token controls (the v13 getSceneControlButtons record). */
export function addHazardTool(controls: Record<string, { tools?: Record<string, Tool> } | undefined>): void {
  const tools = controls["tokens"]?.tools;
  if (!tools) return;
  tools["eoteHazard"] = {
    name: "eoteHazard", title: "EOTE.Hazard.Tool", icon: "fa-solid fa-fire", order: Object.keys(tools).length, button: true,
    visible: game.user?.isGM === true, onChange: () => openHazardDialog(),
  };
}

export function registerHazards(): void {
  registerHazardCard();
  // The League types do not list this v13 hook's record form; it is documented (hookEvents.getSceneControlButtons).
  (Hooks.on as unknown as (name: string, fn: (controls: never) => void) => number)("getSceneControlButtons", addHazardTool as never);
}

