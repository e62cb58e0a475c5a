// What the dice dialog, the Destiny pool window and the sheets' builders and buttons need loads on first
// use (a dynamic import, shipped as a chunk), never at startup: a static import of any of these files
// from the entry's graph would bring the whole dialog or builder back into what every world loads.
// Reads the built dist/ (as bundle-init.test.ts does) through each file's source map.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { staticImports } from "../../scripts/bundle-size.mjs";

const LAZY = [
  "module/applications/dice-dialog/pool-dialog.ts",
  "module/applications/dice-dialog/state.ts",
  "module/applications/dice-dialog/roll-pool.ts",
  "module/applications/destiny/destiny-pool.ts",
  "module/applications/sheets/context/actor.ts",
  "module/applications/sheets/context/item.ts",
  "module/applications/sheets/vehicle-render.ts",
  "module/applications/sheets/item-render.ts",
  "module/applications/sheets/context/advancement.ts",
  "module/applications/sheets/context/gear.ts",
  "module/applications/sheets/context/skills.ts",
];

/** The module/ sources bundled in a dist file, from its source map. */
function sourcesOf(rel: string): string[] {
  const map = JSON.parse(readFileSync(join("dist", `${rel}.map`), "utf8")) as { sources: string[] };
  return map.sources.map((s) => s.replace(/^(\.\.\/)+/, ""));
}

/** dist/eote.mjs and the chunks it imports statically: what a world loads at startup. */
function startupFiles(): string[] {
  const seen: string[] = [];
  const visit = (rel: string): void => {
    if (seen.includes(rel)) return;
    seen.push(rel);
    for (const spec of staticImports(readFileSync(join("dist", rel), "utf8")) as string[]) visit(relative("dist", normalize(join("dist", dirname(rel), spec))));
  };
  visit("eote.mjs");
  return seen;
}

describe("the dice dialog, the Destiny pool window and the sheets' builders and actions", () => {
  it("are not loaded at startup", () => {
    const startup = new Set(startupFiles().flatMap(sourcesOf));
    expect(LAZY.filter((s) => startup.has(s))).toEqual([]);
  });

  it("are shipped in the chunks loaded on first use", () => {
    const chunks = existsSync("dist/chunks") ? readdirSync("dist/chunks").filter((f) => f.endsWith(".mjs")) : [];
    const shipped = new Set(chunks.flatMap((f) => sourcesOf(`chunks/${f}`)));
    expect(LAZY.filter((s) => !shipped.has(s))).toEqual([]);
  });
});
