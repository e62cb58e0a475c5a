/** The dice pool dialog with its exact odds, from the roll area's pure dialog state, in the real template. */
import { parsePool, poolSize } from "../../module/dice/index.ts";
import type { Pool } from "../../module/dice/types.ts";
import { dialogView, MAX_FLAVOR_LENGTH, rollModeOptions } from "../../module/applications/dice-dialog/state.ts";
import { checkDialogView, emptyCheckState } from "../../module/applications/dice-dialog/check-state.ts";
import {
  destinyNotes, destinyRow, impossibleDifficulty, noDestiny, setImpossible, withDestiny,
} from "../../module/applications/dice-dialog/destiny-state.ts";
import type { DestinySpendState } from "../../module/rules/checks/destiny.ts";
import type { DestinyPool } from "../../module/features/destiny/model.ts";
import { formatNote } from "../../module/rules/checks/notes.ts";
import { gearOptionNotes, gearOptionsState, gearOptionsView, withGearOptions, type GearOptionsState } from "../../module/applications/dice-dialog/gear-options.ts";
import { checkFoldContents, DICE_DIALOG_WIDTH, foldsInUse, foldsOpen, type FoldChoices } from "../../module/applications/dice-dialog/layout.ts";
import type { CheckState } from "../../module/applications/dice-dialog/check-state.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";

export const DIALOG_TEMPLATE = "templates/dialogs/dice-pool.hbs";

export interface DialogSpec {
  id: string;
  title: string;
  pool: string;
  notes?: string[];
  /** Automatic symbols (notation has none). */
  symbols?: Pool["symbols"];
  flavor?: string;
  rollMode?: string;
  /** Destiny on the check, as the dialog keeps it, for a GM or a player, over a pool of points. */
  destiny?: { state: DestinySpendState; isGM: boolean; pool: DestinyPool };
  /** The equipment options as set (gear-options.ts); none set when absent. */
  gear?: GearOptionsState;
  /** Folds the user opened or closed (layout.ts); the others open when they hold something. */
  folds?: FoldChoices;
}

/** The Destiny row when a view does not set one: a player's, nothing chosen, a pool of two light and one dark. */
const NO_DESTINY = { state: noDestiny(), isGM: false, pool: { light: 2, dark: 1 } };

/** What DicePoolDialog#_prepareContext adds to a pool view: the odds notice, flavour, roll mode and folds. */
export function dialogContext(kit: Kit, view: ReturnType<typeof dialogView>, rolled: Pool,
  rest: { title: string; notes: string[]; flavor?: string; rollMode?: string; destiny?: DialogSpec["destiny"]; check?: CheckState; folds?: FoldChoices }) {
  const oddsErrorText = view.oddsError ? kit.i18n.format(view.oddsError.key, view.oddsError.data) : null;
  const destiny = rest.destiny ?? NO_DESTINY;
  return {
    ...view, oddsErrorText, title: rest.title, notes: rest.notes, empty: poolSize(rolled) === 0,
    destiny: destinyRow(destiny.state, destiny.isGM, destiny.pool),
    flavor: rest.flavor ?? "", flavorMax: MAX_FLAVOR_LENGTH, rollModes: rollModeOptions(rest.rollMode ?? "publicroll"),
    folds: foldsOpen(foldsInUse({
      ...checkFoldContents(rest.check ?? emptyCheckState()), symbols: view.symbolCount, flavor: rest.flavor ?? "",
    }), rest.folds ?? {}),
  };
}

/** The context DicePoolDialog#_prepareContext gives the template, for a pool in dice notation. */
export function renderDialog(kit: Kit, spec: DialogSpec): string {
  const parsed: Pool = { ...parsePool(spec.pool), ...(spec.symbols ? { symbols: spec.symbols } : {}) };
  const state = spec.destiny?.state ?? noDestiny();
  // As the dialog: an Impossible check's edited pool holds five difficulty dice, its rolled pool the upgrades.
  const edited = state.impossible ? impossibleDifficulty(parsed) : parsed;
  const gear = spec.gear ?? gearOptionsState({});
  const view = checkDialogView(edited, emptyCheckState(), kit.i18n.lang, state, (p) => withGearOptions(p, gear));
  const notes = [...(spec.notes ?? []), ...[...gearOptionNotes(gear), ...destinyNotes(state)].map((n) => formatNote(n, kit.i18n))];
  return kit.engine.render(DIALOG_TEMPLATE, { gear: gearOptionsView(gear), ...dialogContext(kit, view, withDestiny(withGearOptions(edited, gear), state), {
    title: spec.title, notes, ...(spec.flavor ? { flavor: spec.flavor } : {}), ...(spec.rollMode ? { rollMode: spec.rollMode } : {}),
    ...(spec.destiny ? { destiny: spec.destiny } : {}), ...(spec.folds ? { folds: spec.folds } : {}),
  }) });
}

export function dialogViewOf(kit: Kit, spec: DialogSpec, group = "Dialogs"): View {
  return { id: `dialog-${spec.id}`, title: spec.title, group, frame: "dialog", classes: "eote eote-dice-dialog", html: renderDialog(kit, spec), size: DIALOG_SIZE };
}

/** The dice dialog's window as Foundry sizes it: its position's width, its height its content's (up to the screen's). */
export const DIALOG_SIZE = { width: DICE_DIALOG_WIDTH } as const;

export const DIALOGS: readonly DialogSpec[] = [
  // A skill check as a sheet opens it: the character's dice against an Average difficulty, nothing else.
  { id: "plain", title: "Cool", pool: "2a1p2i" },
  { id: "attack", title: "Ranged (Light)", pool: "1p2a2i1b1s", notes: ["Medium range: Average (2 difficulty dice)", "Aiming: 1 boost die"] },
  { id: "empty", title: "Dice pool", pool: "" },
  // Challenge and proficiency dice with automatic symbols: the triumph and despair bars, symbols in the strip.
  { id: "hard", title: "Hard check with automatic symbols", pool: "2p1a1c2i2s", symbols: { success: 1, threat: 1 }, flavor: "Slicing the <b>door</b> & its \"lock\"", rollMode: "blindroll" },
  // Past the core's exact-odds limit: the dialog shows its notice instead of numbers.
  { id: "past-odds-limit", title: "Dice pool past the exact-odds limit", pool: "10a10p10i10c5b" },
  // A player spends a light side point (one ability die upgraded); the GM's dark side is not theirs.
  { id: "destiny-light", title: "Cool (light side point spent)", pool: "3a2i", destiny: { state: { ...noDestiny(), spent: { light: 1, dark: 0 } }, isGM: false, pool: { light: 2, dark: 1 } } },
  // The GM's Impossible check: five difficulty dice, one upgraded; no Destiny point on it.
  { id: "impossible", title: "Impossible Mechanics check", pool: "2a1p", destiny: { state: setImpossible(noDestiny(), true), isGM: true, pool: { light: 1, dark: 3 } } },
  // The automatic symbols and chat message opened by the user with nothing in them: taller than a laptop's
  // screen, so the content scrolls under the footer that keeps Roll in view.
  { id: "folds-open", title: "Automatic symbols and chat message opened", pool: "1p2a2i1b1s", folds: { assist: true, opposed: true, contest: true, symbols: true, message: true } },
];

export function dialogViews(kit: Kit): View[] {
  return DIALOGS.map((spec) => dialogViewOf(kit, spec));
}
