/**
 * One symbol set for chat, dialog, sheets and enriched text (pure: no Foundry global).
 * Every symbol is one element, drawn by CSS (styles/_symbols.scss) from its <view> in
 * assets/symbols/symbols.svg, and always carries a localised text alternative (role="img" +
 * aria-label) so screen readers read "Success", not a glyph. One span instead of <svg><use>: a chat
 * log holds thousands of symbols, and each <use> costs a shadow tree to parse and style.
 */
import type { DieType, SymbolKey } from "../dice/types.ts";
import { DIE_TYPES, SYMBOL_KEYS } from "../dice/types.ts";

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

function escapeAttr(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** HTML of one glyph with its text alternative; its class names pick the picture in CSS. */
function glyph(kind: "symbol" | "die", id: string, label: string): string {
  const alt = escapeAttr(label);
  return `<span class="eote-${kind} eote-${kind}--${id}" role="img" aria-label="${alt}" title="${alt}"></span>`;
}

/** A result symbol (success, threat, light...) as accessible HTML, drawn in the text colour. */
export function symbolHtml(symbol: SymbolKey, label: string): string {
  return glyph("symbol", symbol, label);
}

/** A die (ability, challenge...) as accessible HTML, drawn in the die's own colours. */
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
