/** Shows a pure-core EoteError to the user, localised (falling back to its English message). */
import type { EoteError } from "../dice/errors.ts";
import { format } from "./localize.ts";

/** A localised string with data, or the English fallback before i18n is ready. */
export function localise(key: string, data: Readonly<Record<string, string | number>>, fallback: string): string {
  return format(key, data, fallback);
}

export function warn(error: EoteError): void {
  ui.notifications?.warn(localise(error.key, error.data, error.message));
}
