import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
const has = (key: string): boolean =>
  typeof key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], lang) === "string";
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
const sources = files("module/features/importers").filter((f) => f.endsWith(".ts")).map((f) => readFileSync(f, "utf8"));

describe("the importers' strings", () => {
  it("every EOTE.Import key written in the feature exists in lang/en.json", () => {
    const keys = new Set(sources.flatMap((s) => [...s.matchAll(/"(EOTE\.Import\.[A-Za-z.]+[A-Za-z])"/g)].map((m) => m[1]!)));
    expect(keys.size).toBeGreaterThan(5);
    expect([...keys].filter((k) => !has(k))).toEqual([]);
  });

  it("every reason an entry is left out or changed for has its sentence", () => {
    // skip(file, key, "Reason", …), warn(…) and importIssue(…): the first capitalised literal after the call.
    const reasons = new Set(sources.flatMap((s) => [...s.matchAll(/(?:\.skip|\.warn|importIssue)\([^;]{0,200}?"([A-Z][A-Za-z]+)"/g)].map((m) => m[1]!)));
    const made = new Set(sources.flatMap((s) => [...s.matchAll(/reason: "([A-Z][A-Za-z]+)"/g)].map((m) => m[1]!)));
    const all = [...reasons, ...made];
    expect(all.length).toBeGreaterThan(20);
    expect(all.filter((r) => !has(`EOTE.Import.Reason.${r}`))).toEqual([]);
  });
});
