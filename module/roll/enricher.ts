/**
 * Text enricher so writers can put symbols and dice in journals, items and chat:
 * `[eote:success 2advantage]`, `[eote:2ability difficulty]`. Each token is an optional count and a
 * stable symbol or die id. The parse is pure; unknown ids leave the text untouched.
 */
import type { DieType, SymbolKey } from "../dice/types.ts";
import { isDieType, isSymbolKey } from "./symbols.ts";

export const ENRICHER_PATTERN = /\[eote:([a-z0-9 ,]+)\]/gi;

export type EnrichedToken = { kind: "symbol"; id: SymbolKey; count: number } | { kind: "die"; id: DieType; count: number };

/** Most glyphs one token may draw, so a typo like `[eote:999success]` cannot flood a page. */
const MAX_COUNT = 20;

/** `"success 2advantage"` -> tokens; null if any token is not a known id. */
export function parseEnricherText(text: string): EnrichedToken[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (!parts.length) return null;
  const tokens: EnrichedToken[] = [];
  for (const part of parts) {
    const m = /^(\d*)([a-z]+)$/i.exec(part);
    if (!m) return null;
    const count = m[1] ? Number(m[1]) : 1;
    if (count < 1 || count > MAX_COUNT) return null;
    const id = m[2]!;
    if (isSymbolKey(id)) tokens.push({ kind: "symbol", id, count });
    else if (isDieType(id)) tokens.push({ kind: "die", id, count });
    else return null;
  }
  return tokens;
}

/** HTML for the tokens, using the same helpers as the chat card. */
export function enrichedHtml(tokens: readonly EnrichedToken[], helpers: { eoteSymbol(id: unknown): string; eoteDie(id: unknown): string }): string {
  return tokens.map((t) => (t.kind === "symbol" ? helpers.eoteSymbol(t.id) : helpers.eoteDie(t.id)).repeat(t.count)).join("");
}
