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
  const view = dialogView(pool);
  const oddsErrorText = view.oddsError ? kit.i18n.format(view.oddsError.key, view.oddsError.data) : null;
  return kit.engine.render(DIALOG_TEMPLATE, {
    ...view, oddsErrorText, title: spec.title, notes: spec.notes ?? [], empty: poolSize(pool) === 0,
  });
}

export function dialogViewOf(kit: Kit, spec: DialogSpec, group = "Dialogs"): View {
  return { id: `dialog-${spec.id}`, title: spec.title, group, frame: "dialog", classes: "eote eote-dice-dialog", html: renderDialog(kit, spec) };
}

export const DIALOGS: readonly DialogSpec[] = [
  { id: "attack", title: "Ranged (Light)", pool: "1p2a2i1b1s", notes: ["Medium range: Average (2 difficulty dice)", "Aiming: 1 boost die"] },
  { id: "empty", title: "Dice pool", pool: "" },
  // Past the core's exact-odds limit: the dialog shows its notice instead of numbers.
  { id: "past-odds-limit", title: "Dice pool past the exact-odds limit", pool: "10a10p10i10c5b" },
];

export function dialogViews(kit: Kit): View[] {
  return DIALOGS.map((spec) => dialogViewOf(kit, spec));
}
