// Count strings: one helper picks the plural form (Intl.PluralRules over `.one`/`.other` keys), and no
// string in lang/en.json or a template falls back to "success(es)" or "1 wounds".
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pluralKey, pluralText } from "../../module/system/i18n.ts";
import { createEngine } from "../../preview/handlebars.ts";
import { createI18n, type LangTree } from "../../preview/i18n.ts";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as LangTree;
const i18n = createI18n(lang);
const CATEGORIES = new Set(["zero", "one", "two", "few", "many", "other"]);

/** Every string of the lang file with its dotted key. */
function strings(tree: unknown, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k));
}
/** Keys of plural groups: objects whose keys are all plural categories. */
function groups(tree: unknown, prefix = ""): string[] {
  if (typeof tree !== "object" || tree === null) return [];
  const keys = Object.keys(tree);
  if (keys.every((k) => CATEGORIES.has(k))) return [prefix];
  return keys.flatMap((k) => groups((tree as Record<string, unknown>)[k], prefix ? `${prefix}.${k}` : k));
}
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}
const pluralGroups = new Set(groups(lang));

describe("the plural helper", () => {
  it.each([[0, "0 net successes"], [1, "1 net success"], [2, "2 net successes"]])("%i successes read %s", (n, text) => {
    expect(pluralText(i18n, "EOTE.Chat.NetSuccess", n)).toBe(text);
  });

  it.each([[0, "0 wounds (soak 4)"], [1, "1 wound (soak 4)"], [2, "2 wounds (soak 4)"]])("%i wounds past soak read %s", (n, text) => {
    expect(pluralText(i18n, "EOTE.Combat.Card.Soaked", n, { soak: 4 })).toBe(text);
  });

  it("a spoken ×N is 'once' for one", () => {
    expect([1, 2].map((n) => pluralText(i18n, "EOTE.Chat.TimesSpoken", n))).toEqual(["once", "2 times"]);
  });

  it("follows the language's rules, falling back to `other` for a form the translation lacks", () => {
    const has = (k: string) => k.endsWith(".one") || k.endsWith(".other") || k.endsWith(".few");
    expect(pluralKey("K", 3, "pl", has)).toBe("K.few"); // Polish: 2-4 take `few`
    expect(pluralKey("K", 5, "pl", has)).toBe("K.other"); // and 5 `many`, absent here
    expect(pluralKey("K", 1, "ja", has)).toBe("K.other"); // Japanese has one form
    expect(pluralKey("K", 1, "not a language tag!", has)).toBe("K.one");
  });

  it("keeps each language's rules apart while it reuses them, past the number of languages it keeps", () => {
    const has = () => true;
    // 40 tags (more than are kept at once, so the cache is emptied and refilled), asked in turn, twice over.
    const tags = ["pl", "en", "ja", "ar", "", "ru", "cy", "not a language tag!", "fr", "ga", "lt", "sl", "he", "cs", "br", "mt",
      "is", "lv", "gd", "uk", "ro", "pt", "pt-PT", "it", "es", "de", "nl", "sv", "da", "fi", "tr", "ko", "zh", "th", "vi", "id",
      "hi", "bn", "ta", "kw"];
    for (let round = 0; round < 2; round++) {
      for (const tag of tags) {
        let fresh: Intl.PluralRules;
        try { fresh = new Intl.PluralRules(tag || "en"); } catch { fresh = new Intl.PluralRules("en"); }
        for (const n of [0, 1, 2, 3, 5, 11, 21, 102, 1.5]) expect(pluralKey("K", n, tag, has), `${tag} ${n}`).toBe(`K.${fresh.select(n)}`);
      }
    }
  });

  it("the Handlebars helper picks the form and escapes the data, as {{localize}} does", () => {
    const engine = createEngine({ i18n, templates: { "t.hbs": '{{eotePlural "EOTE.Combat.Card.Soaked" n soak=s}}' } });
    expect(engine.render("t.hbs", { n: 1, s: "<b>" })).toBe("1 wound (soak &lt;b&gt;)");
    expect(engine.render("t.hbs", { n: 2, s: 4 })).toBe("2 wounds (soak 4)");
  });
});

describe("count strings in lang/en.json and the templates", () => {
  it('no "(s)" or "(es)" in any string or template', () => {
    const bad = strings(lang).filter(([, text]) => /\((e?s)\)/.test(text)).map(([key]) => key);
    const templates = files("templates").filter((f) => /\((e?s)\)/.test(readFileSync(f, "utf8")));
    expect([...bad, ...templates]).toEqual([]);
  });

  it("a number before a plural noun lives in a plural group (no '1 wounds')", () => {
    const nouns = "successes|failures|triumphs|wounds|rounds|minions|days|dice|documents|times|maneuvers|points|results";
    const noun = new RegExp(`\\{(?!die\\})\\w+\\} (\\w+ )?(${nouns})\\b`);
    // Counts that are always over a limit of several dice, so always plural.
    const overLimit = new Set(["EOTE.Dice.Error.TooManyDice", "EOTE.Dice.Error.TooManyDiceForOdds", "EOTE.Dice.Error.TooManyOfDie"]);
    const bare = strings(lang).filter(([key, text]) => noun.test(text) && !overLimit.has(key) && !pluralGroups.has(key.replace(/\.\w+$/, "")));
    expect(bare.map(([key]) => key)).toEqual([]);
  });

  it("every plural group has `one` and `other`", () => {
    for (const key of pluralGroups) {
      const group = key.split(".").reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], lang);
      expect(Object.keys(group as object).sort(), key).toEqual(expect.arrayContaining(["one", "other"]));
    }
  });

  it("plural groups are read only through the plural helper, and the helper only reads plural groups", () => {
    const misuse: string[] = [];
    for (const file of [...files("templates"), ...files("module")]) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/(eotePlural|plural|localize|format)\(?\s*["'`](EOTE(?:\.\w+)+)["'`]/g)) {
        const viaPlural = m[1] === "eotePlural" || m[1] === "plural";
        if (viaPlural !== pluralGroups.has(m[2]!)) misuse.push(`${file}: ${m[1]} ${m[2]}`);
      }
    }
    expect(misuse).toEqual([]);
  });
});
