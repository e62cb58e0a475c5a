/**
 * Localisation for the Foundry shell: the one place that reads game.i18n, falling back to the key (or a
 * given English text) before i18n is ready. Globals are only read when called. What needs no Foundry
 * (plural choice, number formatting) is module/system/i18n.ts.
 */
import { pluralText, type PluralI18n } from "../system/i18n.ts";
import { formatNote, type Localizer, type RuleNote } from "../rules/checks/notes.ts";

/** A key in the user's language; before i18n is ready, `fallback` (the key itself unless given). */
export function localize(key: string, fallback = key): string {
  return game.i18n?.localize(key) ?? fallback;
}

export function format(key: string, data: Readonly<Record<string, string | number>>, fallback = key): string {
  const strings = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  return game.i18n?.format(key, strings) ?? fallback;
}

/** A count string through game.i18n (the shell's one entry point). */
export function plural(key: string, count: number, data: Readonly<Record<string, unknown>> = {}): string {
  const i18n = game.i18n as unknown as PluralI18n | undefined;
  return i18n ? pluralText(i18n, key, count, data) : `${key}.other`;
}

/** The user's language tag (English before i18n is ready), for the pure number and plural formats. */
export function language(): string {
  return game.i18n?.lang ?? "en";
}

/**
 * game.i18n as the pure helpers take it (a Localizer that can also choose plural forms), read at each
 * call: translations and the language are set after init, and before that the fallbacks above apply.
 */
export const shellI18n: Localizer & PluralI18n = {
  get lang() { return language(); },
  has: (key) => game.i18n?.has(key) ?? false,
  localize: (key) => localize(key),
  format: (key, data) => format(key, data),
};

/** A rule's note ({ key, data }) in the user's language. */
export function noteText(note: RuleNote): string {
  return formatNote(note, shellI18n);
}
