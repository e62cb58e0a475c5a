/** Shows a pure-core EoteError to the user, localised (falling back to its English message). */
import type { EoteError } from "../dice/errors.ts";

export function localise(key: string, data: Readonly<Record<string, string | number>>, fallback: string): string {
  const strings = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  return game.i18n?.format(key, strings) ?? fallback;
}

export function warn(error: EoteError): void {
  ui.notifications?.warn(localise(error.key, error.data, error.message));
}
