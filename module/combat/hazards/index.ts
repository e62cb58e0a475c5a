/**
 * Environmental hazards in Foundry: the GM's Hazard button in the token controls (v13 scene controls:
 * a button tool, GM only) opens the dialog; `game.system.api.combat.hazard.apply(choice, victims?)` and
 * `.openDialog()` are the macro API; the card shows what each application did, with Undo.
 */
import { notifyError } from "../../roll/notify.ts";
import type * as Apply from "./apply.ts";
import { registerHazardCard } from "./card.ts";

// The hazard code loads on first use: only the GM's Hazard tool and the macros apply one.
/** Applies `choice` to the victims (by default the targeted, else the controlled tokens) and posts its card. */
export async function applyHazard(...args: Parameters<typeof Apply.applyHazard>): ReturnType<typeof Apply.applyHazard> {
  return (await import("./apply.ts")).applyHazard(...args);
}

/** Opens the dialog for the GM (a player gets a notice); a second call brings the open one forward. */
export async function openHazardDialog(): Promise<void> {
  (await import("./dialog.ts")).openHazardDialog();
}

export const HAZARD_API = { apply: applyHazard, openDialog: openHazardDialog };

type Tool = { name: string; title: string; icon: string; order: number; button: boolean; visible: boolean; onChange: () => void };

/** Adds the GM's Hazard button at the bottom of the token controls (the v13 getSceneControlButtons record). */
export function addHazardTool(controls: Record<string, { tools?: Record<string, Tool> } | undefined>): void {
  const tools = controls["tokens"]?.tools;
  if (!tools) return;
  tools["eoteHazard"] = {
    name: "eoteHazard", title: "EOTE.Hazard.Tool", icon: "fa-solid fa-fire", order: Object.keys(tools).length, button: true,
    visible: game.user?.isGM === true, onChange: () => void openHazardDialog().catch(notifyError),
  };
}

export function registerHazards(): void {
  registerHazardCard();
  // The League types do not list this v13 hook's record form; it is documented (hookEvents.getSceneControlButtons).
  (Hooks.on as unknown as (name: string, fn: (controls: never) => void) => number)("getSceneControlButtons", addHazardTool as never);
}

