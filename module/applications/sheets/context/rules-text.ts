/**
 * Rules text in a sheet row: talents, critical injuries, Force powers and an adversary's abilities show
 * their description in a disclosure under the row (templates/partials/rules-text.hbs). The sheet enriches
 * each description first (Foundry's TextEditor, secrets only for owners); this file only bounds the raw
 * text (module/rules/text.ts boundRulesText) and hangs the enriched HTML on the rows. Pure.
 */

/** The item types whose rows carry their rules text. */
export const RULES_TEXT_TYPES: readonly string[] = ["talent", "criticalInjury", "forcePower", "ability"];

/** Each row with its enriched rules text (empty when the item has none). */
export function withRulesText<T extends { id: string }>(rows: readonly T[], texts: Readonly<Record<string, string>> | undefined): (T & { rulesText: string })[] {
  return rows.map((r) => ({ ...r, rulesText: texts && Object.hasOwn(texts, r.id) ? texts[r.id] ?? "" : "" }));
}
