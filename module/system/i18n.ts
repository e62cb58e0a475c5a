/**
 * Localisation that needs no Foundry (pure): plural choice, number formatting and the Handlebars
 * helpers, each over a localiser or a language tag it is given. The shell's one entry point to
 * game.i18n (localize, format, plural) is module/foundry/localize.ts.
 */
import { formatNote, type Localizer, type RuleNote } from "../rules/checks/notes.ts";

/** What the plural choice needs of a localiser: Foundry's game.i18n has all three (lang, has, format). */
export interface PluralI18n {
  readonly lang: string;
  has(key: string): boolean;
  format(key: string, data: Record<string, string>): string;
}

/** Plural rules by language tag, built once each: building Intl.PluralRules costs far more than
 * asking it, and a chat log asks once per count shown. Bounded, in case tags keep changing. */
const PLURAL_RULES = new Map<string, Intl.PluralRules>();
const MAX_CACHED_LANGUAGES = 32;

function pluralRules(lang: string): Intl.PluralRules {
  let rules = PLURAL_RULES.get(lang);
  if (rules) return rules;
  try {
    rules = new Intl.PluralRules(lang || "en");
  } catch {
    rules = new Intl.PluralRules("en"); // an unknown language tag: English rules
  }
  if (PLURAL_RULES.size >= MAX_CACHED_LANGUAGES) PLURAL_RULES.clear();
  PLURAL_RULES.set(lang, rules);
  return rules;
}

/**
 * The key of a count string's form for `count`: a count string is a group of keys named by the
 * language's plural categories (`one`, `other`, and `zero`, `few`, `many` where a language has them),
 * chosen with Intl.PluralRules; a category the translation lacks falls back to `other`.
 */
export function pluralKey(key: string, count: number, lang: string, has: (key: string) => boolean): string {
  const exact = `${key}.${pluralRules(lang).select(count)}`;
  return has(exact) ? exact : `${key}.other`;
}

/** A count string in the form `count` takes, filled with `{count}` and any other data. */
export function pluralText(i18n: PluralI18n, key: string, count: number, data: Readonly<Record<string, unknown>> = {}): string {
  const strings = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, String(v)]));
  return i18n.format(pluralKey(key, count, i18n.lang, (k) => i18n.has(k)), { ...strings, count: String(count) });
}

/**
 * The Handlebars helper {{eotePlural "EOTE.Chat.NetSuccess" count name=…}}: the count string for the
 * count given second, with the hash as further data. Returns plain text (Handlebars escapes it, as
 * it does {{localize}}), built over a localiser so Foundry and the preview register the same code.
 */
export function pluralHelper(i18n: PluralI18n) {
  return (key: unknown, count: unknown, options?: { hash?: Record<string, unknown> }): string =>
    pluralText(i18n, String(key), Number(count) || 0, options?.hash ?? {});
}

/**
 * The `{{eoteNote note}}` helper: a rule's explanation ({ key, data }, module/rules/checks/notes.ts) in the
 * user's language, as plain text (Handlebars escapes it).
 */
export function noteHelper(i18n: Localizer) {
  return (note: unknown): string => {
    const n = note as Partial<RuleNote> | null;
    return n && typeof n.key === "string" ? formatNote({ key: n.key, data: n.data ?? {} }, i18n) : "";
  };
}

const PERCENT: Intl.NumberFormatOptions = { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 };
const SIGNED_DECIMAL: Intl.NumberFormatOptions = { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: "exceptZero" };

/**
 * A probability (0 to 1) as a percentage with one decimal, in the language's own way ("42.3%",
 * "42,3 %"): Intl.NumberFormat, so no "%" is ever glued to a missing number by a string template.
 */
export function percentText(p: number, lang: string): string {
  return numberFormat(lang, PERCENT).format(p);
}

/** A signed number with one decimal ("+1.3", "−0.4", "0.0"), as the language writes it. */
export function signedDecimalText(n: number, lang: string): string {
  return numberFormat(lang, SIGNED_DECIMAL).format(n);
}

const WHOLE: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };

/**
 * A number (credits, XP, prices) as the user's language groups its digits: "12,500" in English,
 * "12 500" in French (Intl's narrow no-break space), "12.500" in German. Rounded to a whole number, as
 * every amount the game counts is; anything that is not a finite number comes back as given.
 */
export function formatNumber(n: unknown, lang: string): string {
  const value = typeof n === "string" && n.trim() !== "" ? Number(n) : n;
  return typeof value === "number" && Number.isFinite(value) ? numberFormat(lang, WHOLE).format(value) : String(n ?? "");
}

/**
 * The {{eoteNumber value}} helper: formatNumber in the localiser's language, so a template writes
 * `price=(eoteNumber amount)` into a sentence and the digits follow the user's language.
 */
export function numberHelper(i18n: { readonly lang: string }) {
  return (n: unknown): string => formatNumber(n, i18n.lang);
}

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "short", timeStyle: "short", timeZone: "UTC" };

/** A moment (epoch milliseconds) as a short date and time in the user's language, in UTC; "" for none. */
export function formatDateTime(time: number, lang: string): string {
  if (!Number.isFinite(time) || time <= 0) return "";
  try {
    return new Intl.DateTimeFormat(lang || "en", DATE_TIME).format(time);
  } catch {
    return new Intl.DateTimeFormat("en", DATE_TIME).format(time); // an unknown language tag: English
  }
}

/** Number formats by style and language, built once each (the dice dialog asks on every click). */
const NUMBER_FORMATS = new Map<Intl.NumberFormatOptions, Map<string, Intl.NumberFormat>>();

function numberFormat(lang: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let byLang = NUMBER_FORMATS.get(options);
  if (!byLang) NUMBER_FORMATS.set(options, byLang = new Map());
  let format = byLang.get(lang);
  if (format) return format;
  try {
    format = new Intl.NumberFormat(lang || "en", options);
  } catch {
    format = new Intl.NumberFormat("en", options); // an unknown language tag: English digits
  }
  if (byLang.size >= MAX_CACHED_LANGUAGES) byLang.clear();
  byLang.set(lang, format);
  return format;
}
