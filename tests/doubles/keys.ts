/**
 * Keys, not English: an i18n that echoes the key it is asked for, so tests assert which string the code
 * chose and rewording lang/en.json breaks none of them.
 *   localize("EOTE.Attack.Title")            → "EOTE.Attack.Title"
 *   format("EOTE.Attack.Hits", { n: 2, by: "Kira" }) → 'EOTE.Attack.Hits {"by":"Kira","n":2}'   (the data as JSON, names sorted)
 *   format("EOTE.Attack.Title") or with {}   → "EOTE.Attack.Title"
 * `has` and `lang` stay the real ones. shellSuite({ keys: true }) turns it on for a file's game.i18n and the
 * Handlebars `localize` helper of templates the doubles render; makeI18n({ keys: true }),
 * makeHandlebars(helpers, { keys: true }) and the template tests' createEnvironment({ keys: true }) for
 * unit renders.
 */
import type { I18n } from "../../preview/i18n.ts";

/** What format echoes: the key, then the data as JSON with its names sorted (Handlebars hands a hash over in its own order), when there is any. */
export function keyWithData(key: string, data: Readonly<Record<string, unknown>> = {}): string {
  const names = Object.keys(data).sort();
  return names.length ? `${key} ${JSON.stringify(Object.fromEntries(names.map((name) => [name, data[name]])))}` : key;
}

/** Whether the i18n doubles built to follow the suite's choice echo keys (shellSuite sets it per file). */
export const keysSwitch = { on: false };

/** `i18n` echoing keys while `echo()` says so, the real strings otherwise. */
export function echoingKeys(i18n: I18n, echo: () => boolean): I18n {
  // The real string is still looked up, so a render that asks for a key lang/en.json lacks is still noticed.
  return {
    localize: (key) => {
      const text = i18n.localize(key);
      return echo() ? key : text;
    },
    format: (key, data = {}) => {
      const text = i18n.format(key, data);
      return echo() ? keyWithData(key, data) : text;
    },
    has: (key) => i18n.has(key),
    get lang() { return i18n.lang; },
  };
}

/** What Handlebars' escapeExpression replaces (a template's `{{localize}}` and `{{format}}` go through it). */
const TEMPLATE_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;", "`": "&#x60;", "=": "&#x3D;" };

/**
 * The echo as a rendered template shows it: keyWithData escaped as Handlebars escapes it, for asserting on a
 * card's or a sheet's HTML: `expect(html).toContain(shownKey("EOTE.Hazard.Card.Suffered", { wounds: "…" }))`.
 */
export function shownKey(key: string, data: Readonly<Record<string, unknown>> = {}): string {
  return keyWithData(key, data).replace(/[&<>"'`=]/g, (c) => TEMPLATE_ESCAPES[c]!);
}
