import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { lookupKey } from "./handlebars-env.ts";
import { QUALITY_KEYS } from "../../module/rules/gear/qualities.ts";
import { CHARACTERISTICS } from "../../module/rules/character/characteristics.ts";
import { FIRING_ARCS, RANGE_BANDS } from "../../module/rules/types.ts";
import { DIE_TYPES } from "../../module/dice/types.ts";

const root = new URL("../../", import.meta.url).pathname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : p.endsWith(".ts") ? [p] : [];
  });
}

describe("sheet strings", () => {
  it("exist for every whole key the sheet code names", () => {
    const keys = files(join(root, "module/applications")).flatMap((f) =>
      [...readFileSync(f, "utf8").matchAll(/"((?:EOTE|TYPES)\.[A-Za-z.]+[A-Za-z])"/g)].map((m) => m[1]!));
    expect(keys.length).toBeGreaterThan(5);
    // "EOTE.Sheet" itself is the prefix constant the builders compose keys from (checked below).
    expect(keys.filter((k) => k !== "EOTE.Sheet" && lookupKey(k) === undefined)).toEqual([]);
  });

  it("exist for every key the builders compose from ids", () => {
    const composed = [
      ...QUALITY_KEYS.map((k) => `EOTE.Quality.${k}`),
      ...CHARACTERISTICS.map((c) => `EOTE.Sheet.Abbr.${c}`),
      ...RANGE_BANDS.map((r) => `EOTE.Sheet.Range.${r}`),
      ...FIRING_ARCS.map((a) => `EOTE.Sheet.Arc.${a}`),
      ...DIE_TYPES.map((d) => `EOTE.Sheet.Die.${d}`),
      ...["None", "Easy", "Average", "Hard", "Daunting"].map((s) => `EOTE.Sheet.Severity.${s}`),
      ...["wounds", "strain", "hullTrauma", "systemStrain"].map((t) => `EOTE.Sheet.Track.${t}`),
    ];
    expect(composed.filter((k) => lookupKey(k) === undefined)).toEqual([]);
  });
});
