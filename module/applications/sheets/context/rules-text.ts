/**
 * Rules text in a sheet row: talents, critical injuries, Force powers and an adversary's abilities show
 * their description in a disclosure under the row (templates/partials/rules-text.hbs). The sheet enriches
 * each description first (Foundry's TextEditor, secrets only for owners); this file only bounds the raw
 * text (module/rules/text.ts boundRulesText) and hangs the enriched HTML on the rows. Pure.
 */

import { decodeEntities } from "../../../rules/text.ts";

/** The most a row's one-line summary holds before it is cut with an ellipsis (the full text is one click away). */
export const RULES_LINE_CHARS = 160;

/**
 * A rules text's first sentence as plain text, the row's one-line summary: tags dropped (a link's label, an
 * enriched roll's text kept), the usual entities decoded, white space collapsed; the first sentence is up to
 * the first ".", "!" or "?" followed by a space, or the whole text; past RULES_LINE_CHARS it is cut at a word
 * and ends in an ellipsis. Plain text for the template to escape; "" for no text.
 */
export function rulesLine(html: string): string {
  const text = decodeEntities(html.replace(/<(br|\/p|\/li|\/h\d)\b[^>]*>/gi, " ").replace(/<[^>]*>/g, "")).replace(/\s+/g, " ").trim();
  const end = text.search(/[.!?](\s|$)/);
  const sentence = end >= 0 ? text.slice(0, end + 1) : text;
  if (sentence.length <= RULES_LINE_CHARS) return sentence;
  const cut = sentence.slice(0, RULES_LINE_CHARS);
  const space = cut.lastIndexOf(" ");
  return `${(space > RULES_LINE_CHARS / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, "")}\u2026`;
}

/** The item types whose rows carry their rules text. */
export const RULES_TEXT_TYPES: readonly string[] = ["talent", "criticalInjury", "forcePower", "ability"];

/** Each row with its enriched rules text (empty when the item has none) and that text's first sentence (rulesLine). */
export function withRulesText<T extends { id: string }>(rows: readonly T[], texts: Readonly<Record<string, string>> | undefined): (T & { rulesText: string; rulesLine: string })[] {
  return rows.map((r) => {
    const rulesText = texts && Object.hasOwn(texts, r.id) ? texts[r.id] ?? "" : "";
    return { ...r, rulesText, rulesLine: rulesLine(rulesText) };
  });
}

type KeyedItem = { id?: string | null; type: string; system: unknown };

/**
 * The stable key that ties an owned item to its entry in the system's pack, or "" when it has none: a talent's
 * `system.key` (packs/_source/talents, the same key the specialisation trees name). Other types carry no key.
 */
export function packKeyOf(item: KeyedItem): string {
  if (item.type !== "talent") return "";
  const key = (item.system as { key?: unknown } | null)?.key;
  return typeof key === "string" ? key : "";
}

/** The pack keys of the items of these types whose own text is empty: the texts the sheet looks up. */
export function missingTextKeys(items: readonly KeyedItem[], own: Readonly<Record<string, string>>, types: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const item of items) {
    const key = packKeyOf(item);
    if (key && item.id && types.includes(item.type) && !own[item.id]) keys.add(key);
  }
  return [...keys];
}

/**
 * Rules text by item id: the item's own enriched description, or, when that is empty, the pack's text for its
 * key (ours, already enriched). An item's own text always wins: a GM or player who wrote one sees theirs.
 */
export function withPackTexts(
  items: readonly KeyedItem[], own: Readonly<Record<string, string>>, pack: Readonly<Record<string, string>>,
): Record<string, string> {
  const texts: Record<string, string> = { ...own };
  for (const item of items) {
    if (!item.id || texts[item.id]) continue;
    const key = packKeyOf(item);
    const text = key && Object.hasOwn(pack, key) ? pack[key] : "";
    if (text) texts[item.id] = text;
  }
  return texts;
}
