// Sources that look well-formed file by file but would break or endanger a world: critical tables
// with a gap or an overlap in their d100 ranges (found only when a crit rolls into them), schema keys
// that only exist on Object.prototype, and HTML that runs script. Each must stop the build naming
// the file and the row or field.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { packChecks, readAllPackSources } from "../../scripts/packs.mjs";
import { markupProblems } from "../../scripts/packs/markup.mjs";
import { PackSourceError, readPackSource } from "../../scripts/packs/validate.mjs";

let checks: Awaited<ReturnType<typeof packChecks>>;
beforeAll(async () => { checks = await packChecks(); });

let root = "";
beforeEach(() => { root = mkdtempSync(join(tmpdir(), "eote-hostile-")); });
afterEach(() => { rmSync(root, { recursive: true, force: true }); });

/** A copy of a real pack's sources in the temp dir, with `edits` applied to named files. */
function copyPack(pack: string, edits: Record<string, (text: string) => string> = {}): string {
  const dir = join(root, pack);
  cpSync(join("packs/_source", pack), dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const path = join(dir, file);
    const before = readFileSync(path, "utf8");
    const after = edit(before);
    expect(after, `edit of ${file} changed nothing`).not.toBe(before);
    writeFileSync(path, after);
  }
  return dir;
}

function thrown(run: () => unknown): PackSourceError {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(PackSourceError);
    return err as PackSourceError;
  }
  throw new Error("the sources were accepted");
}

const setRange = (min: number | "null", max: number | "null") => (text: string) =>
  text.replace(/^  min: .*$/m, `  min: ${min}`).replace(/^  max: .*$/m, `  max: ${max}`);

const injuries = (edits: Record<string, (text: string) => string>) =>
  () => readAllPackSources([{ name: "critical-injuries", type: "Item", src: copyPack("critical-injuries", edits) }], checks);

describe("critical item packs cover every d100 total once", () => {
  it("accepts the real injury and vehicle hit packs", () => {
    expect(() => injuries({})()).not.toThrow();
    expect(() => readAllPackSources([{ name: "vehicle-critical-hits", type: "Item", src: copyPack("vehicle-critical-hits") }], checks)).not.toThrow();
  });

  it("names the row after a gap and the totals no row covers", () => {
    const e = thrown(injuries({ "distracted.yml": setRange(17, 20) }));
    expect(e.file).toBe(join(root, "critical-injuries", "distracted.yml"));
    expect(e.message).toContain("distracted.yml: d100 17–20: The critical table has no row for 16 to 16.");
  });

  it("names the row that overlaps the one before it", () => {
    const e = thrown(injuries({ "stinger.yml": setRange(35, 40) }));
    expect(e.file).toBe(join(root, "critical-injuries", "stinger.yml"));
    expect(e.message).toContain("d100 35–40: Two rows of the critical table cover 35.");
  });

  it("names an open-ended row that is not last", () => {
    const e = thrown(injuries({ "minor-nick.yml": setRange(1, "null") }));
    expect(e.file).toBe(join(root, "critical-injuries", "minor-nick.yml"));
    expect(e.message).toMatch(/d100 1–\+: Only the last critical table row may be open-ended/);
  });

  it("checks the vehicle critical hits the same way", () => {
    const src = copyPack("vehicle-critical-hits", { "component-hit.yml": setRange(47, 54) });
    const e = thrown(() => readAllPackSources([{ name: "vehicle-critical-hits", type: "Item", src }], checks));
    expect(e.file).toBe(join(src, "component-hit.yml"));
    expect(e.message).toContain("no row for 46 to 46");
  });
});

describe("critical RollTables", () => {
  const TABLE = "critical-injuries.yml";
  /** Replaces the range of the result whose range is [low, high]. */
  const range = (low: number, high: number, to: [number, number]) => (text: string) =>
    text.replace(new RegExp(`range:\\n(\\s+)- ${low}\\n\\s+- ${high}\\n`), `range:\n$1- ${to[0]}\n$1- ${to[1]}\n`);

  function tableError(edit: (text: string) => string): PackSourceError {
    const dir = copyPack("roll-tables", { [TABLE]: edit });
    const e = thrown(() => readPackSource(dir, "RollTable", checks));
    expect(e.file).toBe(join(dir, TABLE));
    return e;
  }

  it("names the result after a gap", () => {
    expect(tableError(range(11, 15, [12, 15])).message).toContain("results[2] (Sudden Jolt, d100 12–15): The critical table has no row for 11 to 11.");
  });

  it("names the result that overlaps", () => {
    expect(tableError(range(16, 20, [15, 20])).message).toContain("results[3] (Distracted, d100 15–20): Two rows of the critical table cover 15.");
  });

  it("names a result whose range is not its linked item's", () => {
    // Contiguous as a table, but Minor Nick is 1–5 and Slowed Down 6–10 in the item pack.
    const tables = copyPack("roll-tables", { [TABLE]: (t) => range(6, 10, [7, 10])(range(1, 5, [1, 6])(t)) });
    const e = thrown(() => readAllPackSources([
      { name: "critical-injuries", type: "Item", src: copyPack("critical-injuries") },
      { name: "vehicle-critical-hits", type: "Item", src: copyPack("vehicle-critical-hits") },
      { name: "roll-tables", type: "RollTable", src: tables },
    ], checks));
    expect(e.file).toBe(join(tables, TABLE));
    expect(e.message).toMatch(/result \w+ \(Minor Nick\) covers 1–6 but its item covers 1–5/);
  });
});

describe("keys that only exist on Object.prototype", () => {
  const QUALITY = readFileSync("packs/_source/qualities/stun-setting.yml", "utf8");
  const WEAPON = readFileSync("packs/_source/weapons/blaster-pistol.yml", "utf8");

  function sourceError(file: string, text: string): PackSourceError {
    const dir = join(root, "p");
    cpSync("packs/_source/qualities/accurate.yml", join(dir, "0-good.yml"));
    writeFileSync(join(dir, file), text);
    const e = thrown(() => readPackSource(dir, "Item", checks));
    expect(e.file).toBe(join(dir, file));
    return e;
  }

  it.each(["constructor", "__proto__", "toString", "hasOwnProperty"])("rejects system.%s as an unknown field", (key) => {
    const text = QUALITY.replace(/^  key: stunSetting$/m, `  key: stunSetting\n  ${key}: 1`);
    expect(sourceError("q.yml", text).message).toContain(`q.yml: system.${key}: ${key} is not a known field here.`);
  });

  it("rejects one inside a nested object (a weapon's quality reference)", () => {
    const text = WEAPON.replace(/^(\s+)rating: null$/m, "$1rating: null\n$1constructor: 2");
    expect(sourceError("w.yml", text).message).toContain("system.qualities.0.constructor: constructor is not a known field here.");
  });
});

describe("HTML that runs script", () => {
  const QUALITY = readFileSync("packs/_source/qualities/stun-setting.yml", "utf8");
  const describeAs = (html: string) => QUALITY.replace(/^  description: .*$/m, `  description: ${JSON.stringify(html)}`);

  function sourceError(text: string, type: "Item" | "RollTable" = "Item"): PackSourceError {
    const dir = join(root, `p${Math.random().toString(36).slice(2)}`);
    cpSync(type === "Item" ? "packs/_source/qualities/accurate.yml" : "packs/_source/roll-tables/vehicle-critical-hits.yml", join(dir, "0-good.yml"));
    writeFileSync(join(dir, "bad.yml"), text);
    const e = thrown(() => readPackSource(dir, type, checks));
    expect(e.file).toBe(join(dir, "bad.yml"));
    return e;
  }

  it.each([
    ["<p>Stun.</p><script>alert(1)</script>", "system.description has a <script> element"],
    ["<p>Stun.</p><SCRIPT src=//x.invalid/a.js></SCRIPT>", "system.description has a <script> element"],
    ["<img src=x onerror=alert(1)>", "system.description has an event-handler attribute onerror="],
    ["<svg/onload=alert(1)>", "system.description has an event-handler attribute onload="],
    ["<img alt='a > b'onerror=\"alert(1)\">", "system.description has an event-handler attribute onerror="],
    ["<a href=\"javascript:alert(1)\">stun</a>", "system.description has a javascript: URL"],
    ["<a href=\"jav&#x61;script&colon;alert(1)\">stun</a>", "system.description has a javascript: URL"],
    ["<a href=\" java\tscript:alert(1)\">stun</a>", "system.description has a javascript: URL"],
  ])("rejects %s", (html, problem) => {
    expect(sourceError(describeAs(html)).message).toContain(`bad.yml: ${problem}`);
  });

  it("checks every string of a document, table results included", () => {
    const table = readFileSync("packs/_source/roll-tables/critical-injuries.yml", "utf8");
    const text = table.replace(/^(\s+)description: ''$/m, "$1description: '<b onclick=alert(1)>x</b>'");
    expect(sourceError(text, "RollTable").message).toContain("results[0].description has an event-handler attribute onclick=");
    expect(sourceError(QUALITY.replace(/^img: .*$/m, "img: 'javascript:alert(1)'")).message).toContain("img is a javascript: URL");
  });

  it("leaves ordinary text and markup alone", () => {
    for (const text of [
      "<p>Set the weapon on stun: on = off.</p>",
      "<p data-online=\"1\" class=\"onward\">Scripted scene, not a script.</p>",
      "<a href=\"https://example.invalid/javascript\">the javascript: scheme</a>",
      "@UUID[Compendium.eote.qualities.Item.dYNd40AmY7tiWTex]{Stun Setting}",
    ]) expect(markupProblems(text), text).toEqual([]);
  });
});
