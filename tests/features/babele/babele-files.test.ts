// The Babele translation files (lang/babele/<language>/eote.<pack>.json): one per pack in system.json
// for each of German and French, each with the pack's label and a name for every entry of the pack's
// source (packs/_source/<pack>/*.yml), and no entry the pack does not have. The pack-folders file names
// every folder of system.json's packFolders. Descriptions may stay untranslated.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..", "..");
const LANGUAGES = ["de", "fr"] as const;

interface PackMeta { name: string; label: string }
interface Folder { name: string; folders?: Folder[] }
const manifest = JSON.parse(readFileSync(join(ROOT, "system.json"), "utf8")) as { id: string; packs: PackMeta[]; packFolders: Folder[] };

function entryNames(pack: string): string[] {
  const dir = join(ROOT, "packs", "_source", pack);
  return readdirSync(dir).filter((f) => f.endsWith(".yml")).map((f) => (load(readFileSync(join(dir, f), "utf8")) as { name: string }).name);
}

function translation(lang: string, file: string): { label?: unknown; entries?: Record<string, Record<string, unknown>> } {
  return JSON.parse(readFileSync(join(ROOT, "lang", "babele", lang, file), "utf8"));
}

function folderNames(folders: Folder[]): string[] {
  return folders.flatMap((f) => [f.name, ...folderNames(f.folders ?? [])]);
}

describe.each(LANGUAGES)("Babele files for %s", (lang) => {
  it("has one file per pack of system.json, and no other pack file", () => {
    const files = readdirSync(join(ROOT, "lang", "babele", lang)).filter((f) => f.startsWith(`${manifest.id}.`)).sort();
    expect(files).toEqual(manifest.packs.map((p) => `${manifest.id}.${p.name}.json`).sort());
  });

  it.each(manifest.packs.map((p) => [p.name] as const))("names the label and every entry of %s, and nothing it does not hold", (pack) => {
    const file = translation(lang, `${manifest.id}.${pack}.json`);
    expect(typeof file.label === "string" && file.label.trim().length > 0).toBe(true);
    const names = entryNames(pack);
    expect(names.length).toBeGreaterThan(0);
    expect(Object.keys(file.entries ?? {}).sort()).toEqual([...names].sort());
    for (const [english, entry] of Object.entries(file.entries ?? {})) {
      expect(typeof entry["name"] === "string" && entry["name"].trim().length > 0, `${pack}: ${english}`).toBe(true);
      expect(Object.keys(entry).every((key) => key === "name" || key === "description"), `${pack}: ${english}`).toBe(true);
    }
  });

  it("names every pack folder of system.json", () => {
    const entries = translation(lang, `${manifest.id}_packs-folders.json`).entries ?? {};
    expect(Object.keys(entries).sort()).toEqual([...new Set(folderNames(manifest.packFolders))].sort());
  });

  it("translates most names: at most a tenth of a language's entries keep their English name", () => {
    let same = 0;
    let total = 0;
    for (const pack of manifest.packs) {
      for (const [english, entry] of Object.entries(translation(lang, `${manifest.id}.${pack.name}.json`).entries ?? {})) {
        total++;
        if (entry["name"] === english) same++;
      }
    }
    expect(same / total).toBeLessThanOrEqual(0.1);
  });
});
