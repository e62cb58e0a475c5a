/**
 * One symbol set for chat, dialog, sheets and enriched text (pure: no Foundry global).
 * Every symbol is a <symbol> in assets/symbols/symbols.svg, drawn with `<use>`, and always carries
 * a localised text alternative (role="img" + aria-label) so screen readers read "Success", not a glyph.
 */
import type { DieType, SymbolKey } from "../dice/types.ts";
import { DIE_TYPES, SYMBOL_KEYS } from "../dice/types.ts";

/** Path of the sprite, relative to Foundry's root (the system folder is served at systems/eote). */
export const SYMBOL_SPRITE = "systems/eote/assets/symbols/symbols.svg";

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

/** HTML of one glyph with its text alternative. `sprite` may be overridden (browser preview, tests). */
function glyph(kind: "symbol" | "die", id: string, label: string, sprite: string): string {
  const alt = escapeAttr(label);
  return `<span class="eote-${kind} eote-${kind}--${id}" role="img" aria-label="${alt}" title="${alt}">`
    + `<svg aria-hidden="true" focusable="false"><use href="${sprite}#${id}"></use></svg></span>`;
}

/** A result symbol (success, threat, light...) as accessible HTML. */
export function symbolHtml(symbol: SymbolKey, label: string, sprite = SYMBOL_SPRITE): string {
  return glyph("symbol", symbol, label, sprite);
}

/** A die (ability, challenge...) as accessible HTML; the die's colour comes from CSS. */
export function dieHtml(die: DieType, label: string, sprite = SYMBOL_SPRITE): string {
  return glyph("die", die, label, sprite);
}

/**
 * The Handlebars helpers {{eoteSymbol "success"}} and {{eoteDie "ability"}}, built from a localiser
 * so Foundry (game.i18n.localize) and the tests (a stand-in) register the very same code.
 * Returns raw HTML strings; the caller wraps them as SafeString for its Handlebars.
 */
export function symbolHelpers(localize: (key: string) => string, sprite = SYMBOL_SPRITE) {
  return {
    eoteSymbol(id: unknown): string {
      return isSymbolKey(id) ? symbolHtml(id, localize(symbolLabelKey(id)), sprite) : "";
    },
    eoteDie(id: unknown): string {
      return isDieType(id) ? dieHtml(id, localize(dieLabelKey(id)), sprite) : "";
    },
  };
}
