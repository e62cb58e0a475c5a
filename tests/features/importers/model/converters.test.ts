// Opt-in: a GM's own data, read from a local folder. Set EOTE_OGGDUDE_DIR to OggDude's Data folder and/or
// EOTE_ADVERSARIES_DIR to Star Wars Adversaries' data folder; without them this file skips. The bench
// (bench/importers.bench.mjs) times the same folders.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { importAdversaries, importOggDude } from "../../../../module/features/importers/model/converters.ts";
import { invalid } from "../load.ts";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
const has = (key: string) => typeof key.split(".").reduce<unknown>((n, p) => (n as Record<string, unknown> | undefined)?.[p], lang) === "string";

function readFolder(root: string, ext: string): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.toLowerCase().endsWith(ext)) out[relative(root, path)] = new Uint8Array(readFileSync(path));
    }
  };
  walk(root);
  return out;
}

const OGGDUDE = process.env["EOTE_OGGDUDE_DIR"];
const ADVERSARIES = process.env["EOTE_ADVERSARIES_DIR"];

describe.skipIf(!OGGDUDE)("a real OggDude Data folder (EOTE_OGGDUDE_DIR)", () => {
  it("imports, every document valid, every entry left out with a localised reason", () => {
    const result = importOggDude(readFolder(OGGDUDE!, ".xml"));
    expect(result.documents.length).toBeGreaterThan(100);
    expect(invalid(result.documents)).toEqual([]);
    for (const kind of ["weapon", "armour", "gear", "talent", "specialisation", "vehicle"]) {
      expect(result.documents.some((d) => d.type === kind), kind).toBe(true);
    }
    expect([...result.skipped, ...result.warnings].filter((s) => !has(s.reasonKey))).toEqual([]);
    // Every specialisation's tree is whole, and its talents are imported talents.
    const talents = new Set(result.documents.filter((d) => d.type === "talent").map((d) => d.system["key"]));
    for (const spec of result.documents.filter((d) => d.type === "specialisation")) {
      const tree = spec.system["tree"] as { key: string }[];
      expect(tree).toHaveLength(20);
      expect(tree.filter((c) => c.key !== "" && !talents.has(c.key)).length, spec.name).toBeLessThanOrEqual(2);
    }
  });
});

describe.skipIf(!ADVERSARIES)("a real Star Wars Adversaries folder (EOTE_ADVERSARIES_DIR)", () => {
  it("imports, every adversary valid, abilities and custom skills kept", () => {
    const result = importAdversaries(readFolder(ADVERSARIES!, ".json"));
    expect(result.documents.length).toBeGreaterThan(100);
    expect(invalid(result.documents)).toEqual([]);
    expect(result.documents.some((d) => d.items?.some((i) => i.type === "ability"))).toBe(true);
    expect([...result.skipped, ...result.warnings].filter((s) => !has(s.reasonKey))).toEqual([]);
  });
});
