/**
 * One symbol set for chat, dialog, sheets and enriched text (pure: no Foundry global).
 * Every symbol is one element, drawn by CSS (styles/_symbols.scss) from its <view> in
 * assets/symbols/symbols.svg, and always carries a localised text alternative (role="img" +
 * aria-label) so screen readers read "Success", not a glyph. One span instead of <svg><use>: a chat
 * log holds thousands of symbols, and each <use> costs a shadow tree to parse and style.
 */
import type { DieType, SymbolKey } from "../dice/types.ts";
import { DIE_TYPES, SYMBOL_KEYS } from "../dice/types.ts";
import { escapeHtml } from "../rules/text.ts";

/**
 * Most glyphs of one symbol (or dice of one face) drawn side by side; past that, one glyph and
 * "×N". A stored roll is written by its author, so its counts cannot decide the size of the HTML.
 */
export const MAX_DRAWN_REPEATS = 5;

/** i18n key of a symbol's text alternative, e.g. EOTE.Dice.Symbol.success. */
export function symbolLabelKey(symbol: SymbolKey): string {
  return `EOTE.Dice.Symbol.${symbol}`;
}

/** i18n key of a die's name, e.g. EOTE.Dice.Die.ability. */
export function dieLabelKey(die: DieType): string {
  return `EOTE.Dice.Die.${die}`;
}

export function isSymbolKey(value: unknown): value is SymbolKey {
  return typeof value === "string" && (SYMBOL_KEYS as readonly string[]).includes(value);
}

export function isDieType(value: unknown): value is DieType {
  return typeof value === "string" && (DIE_TYPES as readonly string[]).includes(value);
}

/** HTML of one glyph with its text alternative; its class names pick the picture in CSS. */
function glyph(kind: "symbol" | "die", id: string, label: string): string {
  const alt = escapeHtml(label);
  return `<span class="eote-${kind} eote-${kind}--${id}" role="img" aria-label="${alt}" title="${alt}"></span>`;
}

/** A result symbol (success, threat, light...) as accessible HTML, drawn in the text colour. */
export function symbolHtml(symbol: SymbolKey, label: string): string {
  return glyph("symbol", symbol, label);
}

/**
 * `count` glyphs of a symbol, or past MAX_DRAWN_REPEATS one glyph and "×N". `times` gives the "×N"
 * text and its spoken form ("×300", "300 times"), so the count is read out, not just seen.
 */
export function symbolRunHtml(symbol: SymbolKey, count: number, label: string, times: { text: string; spoken: string }): string {
  if (count <= MAX_DRAWN_REPEATS) return symbolHtml(symbol, label).repeat(Math.max(0, count));
  return `${symbolHtml(symbol, label)}${timesHtml(times)}`;
}

/** The "×N" after a glyph drawn once for many. */
export function timesHtml(times: { text: string; spoken: string }): string {
  return `<span class="eote-times" role="img" aria-label="${escapeHtml(times.spoken)}">${escapeHtml(times.text)}</span>`;
}

/** A die (ability, challenge...) as accessible HTML, drawn in its own colour with the theme's edge. */
export function dieHtml(die: DieType, label: string): string {
  return glyph("die", die, label);
}

/**
 * The Handlebars helpers {{eoteSymbol "success"}} and {{eoteDie "ability"}}, built from a localiser
 * so Foundry (game.i18n.localize) and the tests (a stand-in) register the very same code.
 * Returns raw HTML strings; the caller wraps them as SafeString for its Handlebars.
 * The second parameter is ignored: it named the sprite when symbols were <use> elements, and is
 * kept so callers written then (tests/combat) still compile.
 */
export function symbolHelpers(localize: (key: string) => string, _sprite?: string) {
  return {
    eoteSymbol(id: unknown): string {
      return isSymbolKey(id) ? symbolHtml(id, localize(symbolLabelKey(id))) : "";
    },
    eoteDie(id: unknown): string {
      return isDieType(id) ? dieHtml(id, localize(dieLabelKey(id))) : "";
    },
  };
}
