/**
 * A stand-in for Foundry's game.i18n over our own lang/en.json: `localize` looks a dotted key up,
 * `format` also fills `{name}` placeholders. An unknown key comes back as the key itself, as in Foundry.
 */
export interface I18n {
  localize(key: string): string;
  format(key: string, data?: Record<string, unknown>): string;
  /** Whether the key names a string (tests use it to catch keys missing from lang/en.json). */
  has(key: string): boolean;
}

type LangTree = { [key: string]: string | LangTree };

export function createI18n(lang: LangTree): I18n {
  const lookup = (key: string): string | undefined => {
    // Foundry flattens keys, so a literal dotted key ("TYPES.Actor.character") and a path both resolve.
    const value = key.split(".").reduce<string | LangTree | undefined>(
      (node, part) => (node && typeof node === "object" ? node[part] : undefined), lang);
    return typeof value === "string" ? value : undefined;
  };
  const localize = (key: string): string => lookup(key) ?? key;
  return {
    localize,
    format: (key, data = {}) => localize(key).replace(/\{(\w+)\}/g, (m, name: string) => (name in data ? String(data[name]) : m)),
    has: (key) => lookup(key) !== undefined,
  };
}
