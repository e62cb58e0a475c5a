import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ACTOR_SPECS, ITEM_SPECS } from "../../module/data/spec/index.ts";
import type { AnySpec } from "../../module/data/spec/builders.ts";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
const has = (key: string): boolean =>
  typeof key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], lang) === "string";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
}

describe("i18n keys of the data area", () => {
  it("every EOTE key written in module/data, documents, migrations and rules exists in lang/en.json", () => {
    const dirs = ["module/data", "module/documents", "module/migrations", "module/rules"];
    const keys = new Set<string>();
    for (const file of dirs.flatMap(files).filter((f) => f.endsWith(".ts"))) {
      for (const m of readFileSync(file, "utf8").matchAll(/"(EOTE\.[A-Za-z.]+[A-Za-z])"/g)) keys.add(m[1] ?? "");
    }
    expect(keys.size).toBeGreaterThan(5);
    expect([...keys].filter((k) => !has(k) && !k.endsWith(".Validation"))).toEqual([]);
  });

  it("every short validation key the checker emits exists", () => {
    const short = readFileSync("module/data/validate.ts", "utf8") + readFileSync("module/data/cross-checks.ts", "utf8");
    const used = [...short.matchAll(/issue\([^,]+, "([A-Za-z]+)"/g)].map((m) => `EOTE.Error.Validation.${m[1]}`);
    const fromSpecs: string[] = [];
    const walk = (s: AnySpec): void => {
      if (s.kind === "choice" && s.errorKey) fromSpecs.push(s.errorKey);
      if (s.kind === "obj") { if (s.unknownKey) fromSpecs.push(s.unknownKey); Object.values(s.fields).forEach(walk); }
      if (s.kind === "arr") walk(s.element);
    };
    [...Object.values(ACTOR_SPECS), ...Object.values(ITEM_SPECS)].forEach(walk);
    expect(used.length).toBeGreaterThan(10);
    expect([...used, ...fromSpecs].filter((k) => !has(k))).toEqual([]);
  });
});
