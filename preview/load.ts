/** Reads what the gallery renders from the repository: lang, every template, pack sources (YAML). */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { load } from "js-yaml";

export interface PackDoc {
  _id: string;
  name: string;
  type: string;
  img?: string;
  system: Record<string, unknown>;
}

export interface Sources {
  lang: Record<string, unknown>;
  /** The language tag of `lang`, as game.i18n.lang ("en" unless given). */
  langTag?: string;
  /** Template sources keyed by repository path ("templates/chat/narrative-roll.hbs"). */
  templates: Record<string, string>;
  /** Item and actor documents of every pack, by pack folder name ("weapons", "bestiary"); an actor keeps its embedded `items`. */
  packs: Record<string, PackDoc[]>;
}

function files(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, ext) : path.endsWith(ext) ? [path] : [];
  });
}

/**
 * Set to a language of lang/ (EOTE_PREVIEW_LANG=de), the gallery is drawn in that language, as a world
 * set to it (strings it lacks fall back to English, as in Foundry): screenshots in German or French.
 */
export const PREVIEW_LANG_ENV = "EOTE_PREVIEW_LANG";

export function loadSources(root = ".", tag = process.env[PREVIEW_LANG_ENV] ?? "en"): Sources {
  const packs: Record<string, PackDoc[]> = {};
  const packRoot = join(root, "packs", "_source");
  for (const name of existsSync(packRoot) ? readdirSync(packRoot).sort() : []) {
    packs[name] = files(join(packRoot, name), ".yml")
      .map((file) => load(readFileSync(file, "utf8")) as PackDoc & { _key?: string })
      .filter((doc) => (doc._key?.startsWith("!items!") || doc._key?.startsWith("!actors!")) ?? true);
  }
  return { lang: readLang(root, tag), langTag: tag, templates: templateSources(root), packs };
}

/** lang/en.json, or another language of lang/ over it (a key it lacks keeps the English string). */
export function readLang(root = ".", tag = "en"): Record<string, unknown> {
  const read = (file: string) => JSON.parse(readFileSync(join(root, "lang", file), "utf8")) as Record<string, unknown>;
  const english = read("en.json");
  return tag === "en" ? english : overlay(english, read(`${tag}.json`));
}

function overlay(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under = out[key];
    out[key] = value && typeof value === "object" && under && typeof under === "object"
      ? overlay(under as Record<string, unknown>, value as Record<string, unknown>)
      : value;
  }
  return out;
}

/** The language tags system.json lists besides English, in its order. */
export function otherLanguages(root = "."): string[] {
  const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8")) as { languages?: { lang: string }[] };
  return (manifest.languages ?? []).map((l) => l.lang).filter((tag) => tag !== "en");
}

/** The same sources in another language of system.json: its lang file, and its tag for plurals and numbers. */
export function inLanguage(src: Sources, tag: string, root = "."): Sources {
  return { ...src, lang: readLang(root, tag), langTag: tag };
}

/** Every template's source, keyed by repository path ("templates/chat/narrative-roll.hbs"). */
export function templateSources(root = "."): Record<string, string> {
  const templates: Record<string, string> = {};
  for (const file of files(join(root, "templates"), ".hbs")) {
    templates[relative(root, file).split("\\").join("/")] = readFileSync(file, "utf8");
  }
  return templates;
}
