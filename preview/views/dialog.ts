/** The dice pool dialog with its exact odds, from the roll area's pure dialog state, in the real template. */
import { parsePool, poolSize } from "../../module/dice/index.ts";
import type { Pool } from "../../module/dice/types.ts";
import { dialogView, MAX_FLAVOR_LENGTH, rollModeOptions } from "../../module/applications/dice-dialog/state.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";

export const DIALOG_TEMPLATE = "templates/dice/pool-dialog.hbs";

export interface DialogSpec {
  id: string;
  title: string;
  pool: string;
  notes?: string[];
  /** Automatic symbols (notation has none). */
  symbols?: Pool["symbols"];
  flavor?: string;
  rollMode?: string;
}

/** What DicePoolDialog#_prepareContext adds to a pool view: the odds notice, flavour and roll mode. */
export function dialogContext(kit: Kit, view: ReturnType<typeof dialogView>, rolled: Pool, rest: { title: string; notes: string[]; flavor?: string; rollMode?: string }) {
  const oddsErrorText = view.oddsError ? kit.i18n.format(view.oddsError.key, view.oddsError.data) : null;
  return {
    ...view, oddsErrorText, title: rest.title, notes: rest.notes, empty: poolSize(rolled) === 0,
    flavor: rest.flavor ?? "", flavorMax: MAX_FLAVOR_LENGTH, rollModes: rollModeOptions(rest.rollMode ?? "publicroll"),
  };
}

/** The context DicePoolDialog#_prepareContext gives the template, for a pool in dice notation. */
export function renderDialog(kit: Kit, spec: DialogSpec): string {
  const pool: Pool = { ...parsePool(spec.pool), ...(spec.symbols ? { symbols: spec.symbols } : {}) };
  const view = dialogView(pool, kit.i18n.lang);
  return kit.engine.render(DIALOG_TEMPLATE, dialogContext(kit, view, pool, {
    title: spec.title, notes: spec.notes ?? [], ...(spec.flavor ? { flavor: spec.flavor } : {}), ...(spec.rollMode ? { rollMode: spec.rollMode } : {}),
  }));
}

export function dialogViewOf(kit: Kit, spec: DialogSpec, group = "Dialogs"): View {
  return { id: `dialog-${spec.id}`, title: spec.title, group, frame: "dialog", classes: "eote eote-dice-dialog", html: renderDialog(kit, spec) };
}

export const DIALOGS: readonly DialogSpec[] = [
  { id: "attack", title: "Ranged (Light)", pool: "1p2a2i1b1s", notes: ["Medium range: Average (2 difficulty dice)", "Aiming: 1 boost die"] },
  { id: "empty", title: "Dice pool", pool: "" },
  // Challenge and proficiency dice with automatic symbols: the triumph and despair bars, symbols in the strip.
  { id: "hard", title: "Hard check with automatic symbols", pool: "2p1a1c2i2s", symbols: { success: 1, threat: 1 }, flavor: "Slicing the <b>door</b> & its \"lock\"", rollMode: "blindroll" },
  // Past the core's exact-odds limit: the dialog shows its notice instead of numbers.
  { id: "past-odds-limit", title: "Dice pool past the exact-odds limit", pool: "10a10p10i10c5b" },
];

export function dialogViews(kit: Kit): View[] {
  return DIALOGS.map((spec) => dialogViewOf(kit, spec));
}
