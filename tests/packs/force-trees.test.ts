// The build's Force power tree checks (scripts/packs.mjs with module/rules/force/force-tree.ts over the
// real force-powers sources): a shipped tree with a cell naming no upgrade, an upgrade without its cells,
// a cell no line reaches or a cell marked bought stops the build, naming the file.
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { load, dump } from "js-yaml";
import { describe, expect, it } from "vitest";
import { readAllPackSources } from "../../scripts/packs.mjs";
import { scratchSources } from "./scratch-sources.ts";
import type { ForcePowerData } from "../../module/rules/types.ts";

const scratch = scratchSources("eote-force-trees-", ["force-powers"]);

/** Rewrites Sense's source with `edit` applied to its data. */
function editSense(edit: (system: ForcePowerData) => void): void {
  const file = join(scratch.root, "force-powers", "sense.yml");
  const doc = load(readFileSync(file, "utf8")) as { system: ForcePowerData };
  edit(doc.system);
  writeFileSync(file, dump(doc));
}
const fresh = () => cpSync("packs/_source/force-powers/sense.yml", join(scratch.root, "force-powers", "sense.yml"));

describe("Force power trees in the pack build", () => {
  it("accepts the shipped powers, each with a laid-out tree", () => {
    const powers = (readAllPackSources(scratch.packs(), scratch.checks).get("force-powers") as { doc: { system: ForcePowerData } }[]).map((e) => e.doc);
    expect(powers.length).toBeGreaterThanOrEqual(6);
    expect(powers.every((p) => p.system.tree.length >= p.system.upgrades.length)).toBe(true);
  });

  it("rejects a cell naming no upgrade, an upgrade with no cell, an unreachable cell and a bought one", () => {
    editSense((s) => { s.tree[0]!.upgrade = "nope"; });
    expect(() => readAllPackSources(scratch.packs(), scratch.checks)).toThrow(/sense\.yml.*system\.tree: cell 0 names no upgrade \("nope"\)/s);
    fresh();
    editSense((s) => { s.tree.pop(); });
    expect(() => readAllPackSources(scratch.packs(), scratch.checks)).toThrow(/sense\.yml.*has 0 cells for 1 ranks/s);
    fresh();
    editSense((s) => { for (const c of s.tree) if (c.row === 2) c.up = false; });
    expect(() => readAllPackSources(scratch.packs(), scratch.checks)).toThrow(/sense\.yml.*is joined to nothing reachable from the base power/s);
    fresh();
    editSense((s) => { s.tree[1]!.bought = true; });
    expect(() => readAllPackSources(scratch.packs(), scratch.checks)).toThrow(/sense\.yml.*tree cell 1 is marked bought in the pack/s);
  });
});
