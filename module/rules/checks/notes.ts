/**
 * A rule's explanation of one thing it did ("Short range: Easy", "Cumbersome 3 vs Brawn 2: +1 difficulty"),
 * as an i18n key under EOTE.Combat plus the values its template needs. The pure core never holds English
 * labels: a data value that names something (a skill, a characteristic) is itself an i18n key, which
 * formatNote localises before filling the template.
 */
export interface RuleNote {
  key: string;
  data: Record<string, string | number>;
}

export function note(key: string, data: Record<string, string | number> = {}): RuleNote {
  return { key: `EOTE.Combat.${key}`, data };
}

/** The two calls of Foundry's game.i18n this needs, so the shell passes game.i18n and tests a double. */
export interface Localizer {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

const I18N_KEY = /^EOTE\.[A-Za-z0-9.]+$/;

export function formatNote(n: RuleNote, i18n: Localizer): string {
  const data: Record<string, string> = {};
  for (const [k, v] of Object.entries(n.data)) {
    data[k] = typeof v === "string" && I18N_KEY.test(v) ? i18n.localize(v) : String(v);
  }
  return i18n.format(n.key, data);
}
