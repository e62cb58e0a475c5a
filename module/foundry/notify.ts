/**
 * The one place the shell tells the user something went wrong, with two entry points:
 * - `warn(error)`: a pure-core EoteError the user can act on, as a localised warning (its English
 *   message before i18n is ready); `warnKey(key, data?)` the same for a refusal the shell names by its key;
 * - `notifyError(err)`: anything a flow caught, as an error notice: an EoteError (or any error with an
 *   i18n key) localised with its data, anything else a generic notice with the details in the console.
 * Globals are only read when called.
 */
import type { EoteError } from "../dice/errors.ts";
import { format, localize } from "./localize.ts";
import { boundedText, MAX_NAME_CHARS } from "../rules/text.ts";

/**
 * A name as a notice shows it: notices are drawn as HTML, and a document's or token's name is its owner's to
 * write (any text, any length), so it is cut to a name's length and escaped. For every name a notice's data carries.
 */
export function noticeName(name: string | null | undefined): string {
  return foundry.utils.escapeHTML(boundedText(name ?? "", MAX_NAME_CHARS));
}

export function warn(error: EoteError): void {
  ui.notifications?.warn(format(error.key, error.data, error.message));
}

/** A localised warning by its key, formatted with `data` when given: why a click or a form was refused. */
export function warnKey(key: string, data?: Readonly<Record<string, string | number>>): void {
  ui.notifications?.warn(data ? format(key, data) : localize(key));
}

const I18N_KEY = /^EOTE\.[A-Za-z0-9.]+$/;

export function notifyError(err: unknown): void {
  const e = err as { key?: unknown; data?: Record<string, string | number> };
  if (typeof e?.key === "string") {
    // A data value that names something (an arc, a range band) is itself an i18n key, as in rule notes.
    const data: Record<string, string> = {};
    for (const [k, v] of Object.entries(e.data ?? {})) data[k] = typeof v === "string" && I18N_KEY.test(v) ? localize(v) : String(v);
    ui.notifications?.error(format(e.key, data));
  } else {
    console.error(err);
    ui.notifications?.error(localize("EOTE.Dice.Notice.Unexpected"));
  }
}
