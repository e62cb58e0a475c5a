/**
 * Localisation for the Foundry shell: one place that reads game.i18n, falling back to the key (or a
 * given English text) before i18n is ready. Globals are only read when called.
 */
export function localize(key: string): string {
  return game.i18n?.localize(key) ?? key;
}

export function format(key: string, data: Readonly<Record<string, string | number>>, fallback = key): string {
  const strings = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  return game.i18n?.format(key, strings) ?? fallback;
}
