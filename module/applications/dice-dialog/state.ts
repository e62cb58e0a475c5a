/**
 * The dice pool dialog's state (pure: no Foundry global). Every edit returns a new pool; pool rules
 * (upgrade, downgrade, difficulty dice) and the odds come from the dice core, never from here.
 */
import { DIFFICULTY_LEVELS, addDice, difficultyPool, downgrade, odds, poolSize, removeDice, upgrade } from "../../dice/index.ts";
import type { DieType, Pool, SymbolKey } from "../../dice/types.ts";
import { DIE_TYPES, SYMBOL_KEYS } from "../../dice/types.ts";
import { percentText, signedDecimalText } from "../../system/i18n.ts";
import { diceColumns, oddsSummary, symbolCount } from "./layout.ts";

/** Most dice of one kind the dialog offers; keeps the exact odds quick to compute. */
export const MAX_DICE_PER_TYPE = 10;

function copy(pool: Pool): Pool {
  const out: Pool = { ...pool };
  if (pool.symbols) out.symbols = { ...pool.symbols };
  return out;
}

/** One more die of a kind, up to the dialog's cap (the button is disabled there too). */
export function addDie(pool: Pool, die: DieType): Pool {
  return pool[die] >= MAX_DICE_PER_TYPE ? pool : addDice(pool, die, 1);
}

export function removeDie(pool: Pool, die: DieType): Pool {
  return removeDice(pool, die, 1);
}

export function upgradeDie(pool: Pool, target: "ability" | "difficulty"): Pool {
  return upgrade(pool, target, 1);
}

export function downgradeDie(pool: Pool, target: "ability" | "difficulty"): Pool {
  return downgrade(pool, target, 1);
}

/** Sets the check's difficulty: the negative dice become that level's difficulty dice. */
export function setDifficulty(pool: Pool, level: number): Pool {
  const base = difficultyPool(level);
  const out = copy(pool);
  out.difficulty = base.difficulty;
  out.challenge = base.challenge;
  return out;
}

/** The difficulty level index (0 Simple … 5 Formidable) the pool's negative dice amount to, if any. */
export function currentDifficulty(pool: Pool): number | null {
  const n = pool.difficulty + pool.challenge;
  return n <= DIFFICULTY_LEVELS.length - 1 ? n : null;
}

/** Adds (delta 1) or removes (delta -1) one automatic symbol; counts never go below zero. */
export function changeSymbol(pool: Pool, symbol: SymbolKey, delta: number): Pool {
  const out = copy(pool);
  const symbols = { ...(out.symbols ?? {}) };
  symbols[symbol] = Math.max(0, (symbols[symbol] ?? 0) + delta);
  if (symbols[symbol] === 0) delete symbols[symbol];
  out.symbols = symbols;
  return out;
}

export interface OddsView {
  success: number;
  advantage: number;
  threat: number;
  triumph: number;
  despair: number;
  meanNetSuccess: number;
}

/** The odds the dialog shows, exactly as the core computes them. */
export function poolOdds(pool: Pool): OddsView {
  const o = odds(pool);
  return { success: o.success, advantage: o.advantage, threat: o.threat, triumph: o.triumph, despair: o.despair, meanNetSuccess: o.meanNetSuccess };
}

/** A probability as a percentage with one decimal, for display ("42.3"). */
export function percent(p: number): string {
  return (Math.round(p * 1000) / 10).toFixed(1);
}

/** The chances drawn as bars: success, at least one net advantage, at least one net threat, then
 * triumph and despair when the pool can show them at all (a proficiency or challenge die, or an
 * automatic one). */
const ODDS_BARS = ["success", "advantage", "threat", "triumph", "despair"] as const;
type OddsBarId = (typeof ODDS_BARS)[number];

export interface OddsBar {
  id: OddsBarId;
  labelKey: string;
  /** Percentage with one decimal ("42.3"): the bar's width and the meter's aria-valuenow. */
  value: string;
  /** The same percentage as the language writes it ("42.3%"): the visible text and aria-valuetext. */
  text: string;
}

function oddsBars(o: OddsView, lang: string): OddsBar[] {
  const shown = ODDS_BARS.filter((id) => (id === "triumph" || id === "despair" ? o[id] > 0 : true));
  return shown.map((id) => ({ id, labelKey: `EOTE.Dice.Odds.${id}`, value: percent(o[id]), text: percentText(o[id], lang) }));
}

/**
 * The pool as a row of dice and automatic symbols, the way the chat card draws them: each die once
 * per count, in the pool's order, then the automatic symbols; the counts as text for screen readers.
 */
export function poolStrip(pool: Pool) {
  const dice: DieType[] = DIE_TYPES.flatMap((die) => Array.from({ length: pool[die] }, () => die));
  const symbols: SymbolKey[] = SYMBOL_KEYS.flatMap((s) => Array.from({ length: pool.symbols?.[s] ?? 0 }, () => s));
  const parts = [
    ...DIE_TYPES.filter((die) => pool[die] > 0).map((die) => ({ labelKey: `EOTE.Dice.Die.${die}`, count: pool[die] })),
    ...SYMBOL_KEYS.filter((s) => (pool.symbols?.[s] ?? 0) > 0).map((s) => ({ labelKey: `EOTE.Dice.Symbol.${s}`, count: pool.symbols![s]! })),
  ];
  return { dice, symbols, parts, empty: parts.length === 0 };
}

/** Core's roll modes, in the order of its chat controls; labels come from lang/. */
export const ROLL_MODES = ["publicroll", "gmroll", "blindroll", "selfroll"] as const;
export type RollModeId = (typeof ROLL_MODES)[number];

export function isRollMode(value: unknown): value is RollModeId {
  return typeof value === "string" && (ROLL_MODES as readonly string[]).includes(value);
}

/** The roll mode select: every mode, the given one chosen (public when it is none of core's). */
export function rollModeOptions(selected: string) {
  const chosen = isRollMode(selected) ? selected : "publicroll";
  return ROLL_MODES.map((id) => ({ id, labelKey: `EOTE.Dice.Dialog.RollMode.${id}`, selected: id === chosen }));
}

/** Longest flavour text a roll takes: a line, not a story (the input stops there too). */
export const MAX_FLAVOR_LENGTH = 120;

/** The flavour text as typed, made one trimmed line of at most MAX_FLAVOR_LENGTH characters. */
export function cleanFlavor(text: unknown): string {
  if (typeof text !== "string") return "";
  return [...text.replace(/\s+/g, " ").trim()].slice(0, MAX_FLAVOR_LENGTH).join("").trim();
}

/** The dialog's template context, minus labels (the template localises keys); numbers in `lang`. */
export function dialogView(pool: Pool, lang = "en") {
  const level = currentDifficulty(pool);
  const noDice = poolSize(pool) === 0;
  // The core refuses exact odds past its dice limit; the dialog then shows a notice, not numbers.
  let o: OddsView | null = null;
  let oddsError: { key: string; data: Readonly<Record<string, string | number>> } | null = null;
  if (!noDice) {
    try {
      o = poolOdds(pool);
    } catch (err) {
      const e = err as { key?: unknown; data?: Record<string, string | number> };
      oddsError = typeof e.key === "string" ? { key: e.key, data: e.data ?? {} } : { key: "EOTE.Dice.Notice.Unexpected", data: {} };
    }
  }
  const dice = DIE_TYPES.map((die) => ({ die, count: pool[die], labelKey: `EOTE.Dice.Die.${die}`, max: pool[die] >= MAX_DICE_PER_TYPE }));
  const bars = o ? oddsBars(o, lang) : [];
  return {
    dice,
    /** The same rows as the compact editor lays them out (layout.ts): helping, hindering, the Force die. */
    diceColumns: diceColumns(dice),
    difficulties: DIFFICULTY_LEVELS.map((id: string, index: number) => ({ id, index, labelKey: `EOTE.Dice.Difficulty.${id}`, selected: index === level })),
    symbols: SYMBOL_KEYS.map((symbol) => ({ symbol, count: pool.symbols?.[symbol] ?? 0, labelKey: `EOTE.Dice.Symbol.${symbol}` })),
    strip: poolStrip(pool),
    /** No dice yet: no odds at all, and the template says so in words. */
    noDice,
    /** Why there are no odds (too many dice for exact odds, say), for the shell to localise. */
    oddsError,
    /** The chances as bars; empty when there are no odds (no dice, or past the limit). */
    odds: bars,
    /** Success and net advantage for the footer's one line, or null without odds. */
    oddsSummary: oddsSummary(bars),
    /** How many automatic symbols are set: the folded symbols' summary shows it. */
    symbolCount: symbolCount(pool),
    /** The mean net successes (signed: negative means net failures), or null without odds. */
    meanNetSuccess: o ? signedDecimalText(o.meanNetSuccess, lang) : null,
  };
}
