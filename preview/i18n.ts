/**
 * A stand-in for Foundry's game.i18n over our own lang/en.json: `localize` looks a dotted key up,
 * `format` also fills `{name}` placeholders. An unknown key comes back as the key itself, as in
 * Foundry, and is reported to `onMissing` (template tests collect them to catch keys lang lacks).
 */
export interface I18n {
  localize(key: string): string;
  format(key: string, data?: Record<string, unknown>): string;
  /** Whether the key names a string. */
  has(key: string): boolean;
  /** The language tag, as game.i18n.lang. */
  readonly lang: string;
}

export type LangTree = { [key: string]: unknown };

export function createI18n(lang: LangTree, onMissing: (key: string) => void = () => {}, tag = "en"): I18n {
  // Foundry keeps translations flattened; the cache gives the same constant-time lookups.
  const cache = new Map<string, string | undefined>();
  const lookup = (key: string): string | undefined => {
    if (cache.has(key)) return cache.get(key);
    const text = walk(key);
    cache.set(key, text);
    return text;
  };
  const walk = (key: string): string | undefined => {
    let node: unknown = lang;
    for (const part of key.split(".")) {
      if (node === null || typeof node !== "object") return undefined;
      node = (node as LangTree)[part];
    }
    return typeof node === "string" ? node : undefined;
  };
  const localize = (key: string): string => {
    const text = lookup(key);
    if (text === undefined) onMissing(key);
    return text ?? key;
  };
  return {
    localize,
    format: (key, data = {}) => localize(key).replace(/\{(\w+)\}/g, (m, name: string) => (data[name] !== undefined ? String(data[name]) : m)),
    has: (key) => lookup(key) !== undefined,
    lang: tag,
  };
}
