/**
 * How the dice dialog lays itself out so it fits a laptop screen (pure: no Foundry global). Roll and a
 * one-line summary of the odds sit in a footer that stays in view; the rarely used parts (assistance,
 * an opposed or competitive check, automatic symbols, the chat message) are folds, open when they hold
 * something or when the user opened them. The figures are the exact odds the dialog already shows.
 */
import type { DieType, Pool } from "../../dice/types.ts";
import { SYMBOL_KEYS } from "../../dice/types.ts";
import type { OddsBar } from "./state.ts";

/** The dialog's width in pixels (its window position); the gallery draws it at the same width. */
export const DICE_DIALOG_WIDTH = 520;

/** The parts of the dialog that fold away when not in use. */
export const FOLD_IDS = ["assist", "opposed", "contest", "symbols", "message"] as const;
export type FoldId = (typeof FOLD_IDS)[number];
export type Folds = Record<FoldId, boolean>;

/** Whether a fold was opened (true) or closed (false) by the user; absent while never toggled. */
export type FoldChoices = Partial<Folds>;

export function isFoldId(value: unknown): value is FoldId {
  return typeof value === "string" && (FOLD_IDS as readonly string[]).includes(value);
}

/** What the dialog holds that each fold shows: a fold holding something starts open. */
export interface FoldContents {
  assistants: number;
  opponent: boolean;
  contest: string;
  /** Automatic symbols set (symbolCount). */
  symbols: number;
  flavor: string;
}

/** What the kinds of check (check-state.ts) put in the folds: helpers, an opponent, a contest. */
export function checkFoldContents(checks: { assistants: readonly unknown[]; opponent: unknown; contest: string }) {
  return { assistants: checks.assistants.length, opponent: checks.opponent !== null, contest: checks.contest };
}

export function foldsInUse(c: FoldContents): Folds {
  return {
    assist: c.assistants > 0,
    opposed: c.opponent,
    contest: c.contest !== "",
    symbols: c.symbols > 0,
    message: c.flavor.trim() !== "",
  };
}

/** Each fold open as the user last left it; one never toggled is open when it holds something. */
export function foldsOpen(inUse: Folds, choices: FoldChoices): Folds {
  const open = {} as Folds;
  for (const id of FOLD_IDS) open[id] = choices[id] ?? inUse[id];
  return open;
}

/** Records the user opening or closing a fold; an unknown fold (a forged attribute) changes nothing. */
export function chooseFold(choices: FoldChoices, id: unknown, open: boolean): FoldChoices {
  return isFoldId(id) ? { ...choices, [id]: open } : choices;
}

/** How many automatic symbols the pool holds, all kinds together (the fold's summary shows it). */
export function symbolCount(pool: Pool): number {
  return SYMBOL_KEYS.reduce((n, s) => n + (pool.symbols?.[s] ?? 0), 0);
}

/**
 * The compact pool editor's two columns: the dice that help on the left, the dice that hinder on the
 * right, each with its upgrade row under it; the Force die, used for Force powers only, on a row of
 * its own below them.
 */
const POSITIVE: readonly DieType[] = ["proficiency", "ability", "boost"];
const NEGATIVE: readonly DieType[] = ["challenge", "difficulty", "setback"];

export function diceColumns<T extends { die: DieType }>(rows: readonly T[]) {
  const pick = (dice: readonly DieType[]) => dice.flatMap((d) => rows.filter((r) => r.die === d));
  return { positive: pick(POSITIVE), negative: pick(NEGATIVE), other: rows.filter((r) => !POSITIVE.includes(r.die) && !NEGATIVE.includes(r.die)) };
}

/**
 * The footer's one line: the chance of success and of at least one net advantage, as the bars above
 * write them; null without odds (no dice, or past the exact-odds limit), when the footer says why.
 */
export function oddsSummary(bars: readonly OddsBar[]): { success: string; advantage: string } | null {
  const success = bars.find((b) => b.id === "success");
  const advantage = bars.find((b) => b.id === "advantage");
  return success && advantage ? { success: success.text, advantage: advantage.text } : null;
}
