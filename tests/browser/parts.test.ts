// The preview renders each sheet's parts in the order the sheet class declares them: its mirror of
// PARTS (preview/views/sheets.ts) must match the templates named in each class's PARTS.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SHEET_PARTS } from "../../preview/views/sheets.ts";

const DIR = join("module", "applications", "sheets");

function partsOf(source: string): { cls: string; parts: string[] }[] {
  const out: { cls: string; parts: string[] }[] = [];
  for (const m of source.matchAll(/export class (\w+)[\s\S]*?static override PARTS = \{([\s\S]*?)\n {2}\};/g)) {
    out.push({ cls: m[1]!, parts: [...m[2]!.matchAll(/template: `\$\{TEMPLATES\}\/([^`]+)`/g)].map((p) => p[1]!) });
  }
  return out;
}

describe("sheet parts mirror", () => {
  const declared = readdirSync(DIR).filter((f) => f.endsWith("-sheet.ts")).flatMap((f) => partsOf(readFileSync(join(DIR, f), "utf8")));

  it("finds the sheet classes", () => {
    expect(declared.map((d) => d.cls).sort()).toEqual(Object.keys(SHEET_PARTS).sort());
  });

  it("lists each class's part templates in order", () => {
    for (const { cls, parts } of declared) expect(SHEET_PARTS[cls], cls).toEqual(parts);
  });
});
