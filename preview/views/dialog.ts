/** The dice pool dialog with its exact odds, from the roll area's pure dialog state, in the real template. */
import { parsePool, poolSize } from "../../module/dice/index.ts";
import { dialogView } from "../../module/applications/dice-dialog/state.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";

export const DIALOG_TEMPLATE = "templates/dice/pool-dialog.hbs";

export interface DialogSpec {
  id: string;
  title: string;
  pool: string;
  notes?: string[];
}

/** The context DicePoolDialog#_prepareContext gives the template, for a pool in dice notation. */
export function renderDialog(kit: Kit, spec: DialogSpec): string {
  const pool = parsePool(spec.pool);
  return kit.engine.render(DIALOG_TEMPLATE, {
    ...dialogView(pool), title: spec.title, notes: spec.notes ?? [], empty: poolSize(pool) === 0,
  });
}

export function dialogViewOf(kit: Kit, spec: DialogSpec, group = "Dialogs"): View {
  return { id: `dialog-${spec.id}`, title: spec.title, group, frame: "dialog", classes: "eote eote-dice-dialog", html: renderDialog(kit, spec) };
}

export const DIALOGS: readonly DialogSpec[] = [
  { id: "attack", title: "Ranged (Light)", pool: "1p2a2i1b1s", notes: ["Medium range: Average (2 difficulty dice)", "Aiming: 1 boost die"] },
  { id: "empty", title: "Dice pool", pool: "" },
];

export function dialogViews(kit: Kit): View[] {
  return DIALOGS.map((spec) => dialogViewOf(kit, spec));
}
