/**
 * Babele 2.7.5 (the compendium translation module, Foundry 13) as our registration meets it, typed by
 * the slice module/features/babele calls: the global class whose static get() returns its one
 * instance, the instance's setSystemTranslationsDir (each folder named is recorded), its entry in
 * game.modules (id "babele", active, version), and its "babele.init" hook, fired with the instance.
 * Like Babele at ready, translatedName() reads the named folder as `systems/<id>/<dir>/<lang>/`, here the
 * repository's root, and renames an index entry from `<collection>.json` by its English name (or keeps
 * it, as Babele does for an entry with no translation). Test-only; module/ never imports it.
 */
import { readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import type { BabeleInstance } from "../../module/features/babele/index.ts";

/** The Babele release this double imitates. */
export const BABELE_VERSION = "2.7.5";

const ROOT = join(import.meta.dirname, "..", "..");

export interface BabeleDoubleOptions {
  readonly version?: string;
  readonly active?: boolean;
  /** False imitates a Babele with no setSystemTranslationsDir. */
  readonly withSetDir?: boolean;
}

export interface BabeleDouble {
  readonly instance: BabeleInstance;
  /** Each folder a system named, in order. */
  readonly dirs: string[];
  /** Fires Babele's "babele.init" hook with its instance, as Babele does at its init. */
  fireInit(): void;
  /** The name Babele shows for an entry of a pack in a language, from the last folder named. */
  translatedName(collection: string, englishName: string, lang: string): string;
  /** Removes the global class and game.modules' entry. */
  uninstall(): void;
}

export function installBabele(options: BabeleDoubleOptions = {}): BabeleDouble {
  const { version = BABELE_VERSION, active = true, withSetDir = true } = options;
  const dirs: string[] = [];
  const instance: BabeleInstance = withSetDir ? { setSystemTranslationsDir: (dir: string) => { dirs.push(dir); } } : {};
  const g = globalThis as unknown as { Babele?: { get(): BabeleInstance }; game: { modules?: Map<string, { id: string; active: boolean; version: string }> } };
  g.Babele = { get: () => instance };
  g.game.modules = new Map([["babele", { id: "babele", active, version }]]);
  return {
    instance,
    dirs,
    fireInit() {
      (globalThis as unknown as { Hooks: { callAll(name: string, ...args: unknown[]): boolean } }).Hooks.callAll("babele.init", instance);
    },
    translatedName(collection, englishName, lang) {
      const dir = dirs.at(-1);
      if (!dir) return englishName;
      const file = join(ROOT, dir, lang, `${collection}.json`);
      if (!existsSync(file)) return englishName;
      const translation = JSON.parse(readFileSync(file, "utf8")) as { entries?: Record<string, { name?: string }> };
      return translation.entries?.[englishName]?.name ?? englishName;
    },
    uninstall() {
      delete g.Babele;
      delete g.game.modules;
    },
  };
}
