// Every language system.json lists besides English is a whole translation of lang/en.json: the same
// keys at the same nesting (plural groups included), every placeholder and HTML tag of a string kept,
// and at most 3% of the strings left in English (proper nouns excepted by a short list).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

type Tree = { [key: string]: unknown };

/** Strings the English and a translation may share: proper nouns and names of published products. */
const SAME_IN_EVERY_LANGUAGE = new Set(["Star Wars Adversaries", "Cortosis", "Astrogation"]);
/** The most strings a translation may leave as in English (besides the list above). */
const MAX_IDENTICAL_SHARE = 0.03;

/** Every string of a lang tree with its dotted key; a non-string, non-object leaf is kept as such. */
function leaves(tree: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const walk = (node: unknown, path: string): void => {
    if (node !== null && typeof node === "object" && !Array.isArray(node)) {
      for (const [k, v] of Object.entries(node as Tree)) walk(v, path ? `${path}.${k}` : k);
    } else out.set(path, node);
  };
  walk(tree, prefix);
  return out;
}

const placeholders = (s: string): string[] => (s.match(/\{[^{}]*\}/g) ?? []).sort();
const tags = (s: string): string[] => (s.match(/<\/?[a-zA-Z][^>]*>/g) ?? []).map((t) => t.replace(/\s[^>]*/, "")).sort();
/** Whether a string has words to translate: letters outside its placeholders ("{wounds}" has none). */
const hasWords = (s: string): boolean => /\p{L}{2,}/u.test(s.replace(/\{[^{}]*\}/g, ""));

interface LanguageReport {
  missing: string[];
  extra: string[];
  notString: string[];
  placeholders: string[];
  tags: string[];
  identical: string[];
  /** Strings with words to translate: the base of the identical share. */
  translatable: number;
}

/** How a translation differs from the English tree. */
function compare(en: Tree, other: Tree): LanguageReport {
  const base = leaves(en);
  const theirs = leaves(other);
  const report: LanguageReport = { missing: [], extra: [], notString: [], placeholders: [], tags: [], identical: [], translatable: 0 };
  for (const [key, english] of base) {
    if (!theirs.has(key)) { report.missing.push(key); continue; }
    const text = theirs.get(key);
    if (typeof text !== "string") { report.notString.push(key); continue; }
    const e = String(english);
    if (placeholders(e).join() !== placeholders(text).join()) report.placeholders.push(`${key}: ${placeholders(e).join(" ")} → ${placeholders(text).join(" ")}`);
    if (tags(e).join() !== tags(text).join()) report.tags.push(key);
    if (!hasWords(e)) continue;
    report.translatable++;
    if (text === e && !SAME_IN_EVERY_LANGUAGE.has(e)) report.identical.push(`${key}: ${e}`);
  }
  for (const key of theirs.keys()) if (!base.has(key)) report.extra.push(key);
  return report;
}

/** The failures a report stands for, as one list a test can compare with []. */
function failures(r: LanguageReport): string[] {
  const share = r.translatable ? r.identical.length / r.translatable : 0;
  return [
    ...r.missing.map((k) => `missing ${k}`),
    ...r.extra.map((k) => `not in en.json: ${k}`),
    ...r.notString.map((k) => `not a string: ${k}`),
    ...r.placeholders.map((k) => `placeholders differ: ${k}`),
    ...r.tags.map((k) => `HTML tags differ: ${k}`),
    ...(share > MAX_IDENTICAL_SHARE
      ? [`${r.identical.length} of ${r.translatable} strings (${(share * 100).toFixed(1)}%) left in English, more than ${MAX_IDENTICAL_SHARE * 100}%: ${r.identical.slice(0, 20).join("; ")}`]
      : []),
  ];
}

const read = (path: string): Tree => JSON.parse(readFileSync(path, "utf8")) as Tree;
const manifest = read("system.json") as { languages: { lang: string; name: string; path: string }[] };
const en = read("lang/en.json");
const translations = manifest.languages.filter((l) => l.lang !== "en");

describe("the languages system.json lists", () => {
  it("lists English first and at least one other language, each file once", () => {
    expect(manifest.languages[0]?.lang).toBe("en");
    expect(translations.length).toBeGreaterThan(0);
    expect(new Set(manifest.languages.map((l) => l.lang)).size).toBe(manifest.languages.length);
    expect(new Set(manifest.languages.map((l) => l.path)).size).toBe(manifest.languages.length);
  });

  it.each(translations.map((l) => [l.lang, l.path]))("%s (%s) translates every key of en.json, and only those", (_lang, path) => {
    expect(failures(compare(en, read(path)))).toEqual([]);
  });
});

describe("the comparison can fail", () => {
  const english: Tree = {
    EOTE: {
      Title: "Star Wars Adversaries",
      Roll: "Roll {skill}",
      Hint: "Use <strong>{count}</strong> dice",
      Wounds: "{wounds}",
      Count: { one: "{count} wound", other: "{count} wounds" },
      Words: { a: "Attack", b: "Defence", c: "Soak", d: "Strain", e: "Wounds", f: "Threat" },
    },
  };
  const good: Tree = {
    EOTE: {
      Title: "Star Wars Adversaries",
      Roll: "Lancer {skill}",
      Hint: "Utiliser <strong>{count}</strong> dés",
      Wounds: "{wounds}",
      Count: { one: "{count} blessure", other: "{count} blessures" },
      Words: { a: "Attaque", b: "Défense", c: "Encaissement", d: "Stress", e: "Blessures", f: "Menace" },
    },
  };
  /** The good dictionary with one change made by `edit`. */
  const broken = (edit: (t: { EOTE: Tree & { Count: Tree; Words: Tree } }) => void): Tree => {
    const copy = structuredClone(good) as { EOTE: Tree & { Count: Tree; Words: Tree } };
    edit(copy);
    return copy;
  };

  it("passes a whole translation (a proper noun and a placeholder-only string may stay as they are)", () => {
    expect(failures(compare(english, good))).toEqual([]);
  });

  it("fails a translation that lacks a key, even one form of a plural group", () => {
    expect(failures(compare(english, broken((t) => { delete t.EOTE.Roll; })))).toEqual(["missing EOTE.Roll"]);
    expect(failures(compare(english, broken((t) => { delete t.EOTE.Count.one; })))).toEqual(["missing EOTE.Count.one"]);
  });

  it("fails a translation with a key en.json lacks", () => {
    expect(failures(compare(english, broken((t) => { t.EOTE.Count.many = "{count} blessures"; })))).toEqual(["not in en.json: EOTE.Count.many"]);
  });

  it("fails a string turned into a group, or a group into a string", () => {
    const r = failures(compare(english, broken((t) => { t.EOTE.Roll = { one: "Lancer {skill}" }; t.EOTE.Count = "{count} blessures" as unknown as Tree; })));
    expect(r).toEqual(expect.arrayContaining(["not in en.json: EOTE.Roll.one", "missing EOTE.Count.one", "not in en.json: EOTE.Count"]));
  });

  it("fails a lost, an added or a renamed placeholder", () => {
    expect(failures(compare(english, broken((t) => { t.EOTE.Roll = "Lancer"; })))).toHaveLength(1);
    expect(failures(compare(english, broken((t) => { t.EOTE.Roll = "Lancer {skill} {name}"; })))).toHaveLength(1);
    expect(failures(compare(english, broken((t) => { t.EOTE.Count.other = "{nombre} blessures"; })))[0]).toMatch(/^placeholders differ: EOTE\.Count\.other/);
  });

  it("fails a lost HTML tag", () => {
    expect(failures(compare(english, broken((t) => { t.EOTE.Hint = "Utiliser {count} dés"; })))).toEqual(["HTML tags differ: EOTE.Hint"]);
  });

  it("fails more than 3% of the strings left in English, counting only strings with words", () => {
    // One of eleven strings with words (9%) left in English; "{wounds}" has none and is not counted, the
    // allowed proper noun is counted but never as left in English.
    const r = compare(english, broken((t) => { t.EOTE.Words.a = "Attack"; }));
    expect(r.translatable).toBe(11);
    expect(r.identical).toEqual(["EOTE.Words.a: Attack"]);
    expect(failures(r)).toHaveLength(1);
  });
});
