/**
 * What a template the doubles render shows for a key under `keys: true` (./keys.ts), as it stands in the
 * HTML: the echo (the key, with its data as JSON) escaped as Handlebars escapes text, so a card's render
 * is asserted by key: `expect(html).toContain(shown("EOTE.Force.Card.DarkCost"))`.
 */
import Handlebars from "handlebars";
import { keyWithData } from "./keys.ts";

/** `{{localize key data…}}` under keys: the key and its data (values as given), escaped. */
export function shown(key: string, data?: Readonly<Record<string, unknown>>): string {
  return Handlebars.Utils.escapeExpression(keyWithData(key, data));
}

/**
 * `{{eotePlural key count data…}}` under keys: the English plural form's key (`one` for 1, else `other`)
 * with the data and the count, each as text (module/system/i18n.ts pluralText), escaped.
 */
export function shownCount(key: string, count: number, data: Readonly<Record<string, unknown>> = {}): string {
  const strings = Object.fromEntries(Object.entries(data).map(([name, value]) => [name, String(value)]));
  return shown(`${key}.${count === 1 ? "one" : "other"}`, { ...strings, count: String(count) });
}
