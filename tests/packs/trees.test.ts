// The build's talent tree checks (scripts/packs/trees.mjs over the real specialisation and talent
// sources): a shipped tree whose cell links to no talent, names none, or cannot be reached from the
// top row stops the build, naming the file and the cell.
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { load, dump } from "js-yaml";
import { describe, expect, it } from "vitest";
import { buildPacks, readAllPackSources } from "../../scripts/packs.mjs";
import { scratchSources } from "./scratch-sources.ts";
import { unreachableCells } from "../../module/rules/character/identity.ts";
import type { TalentCell } from "../../module/rules/types.ts";

const scratch = scratchSources("eote-trees-", ["talents", "specialisations"]);
type Spec = { system: { tree: TalentCell[] } };
/** Rewrites the Slicer's source with `edit` applied to its tree. */
function editSlicer(edit: (tree: TalentCell[]) => void): string {
  const file = join(scratch.root, "specialisations", "slicer.yml");
  const doc = load(readFileSync(file, "utf8")) as Spec;
  edit(doc.system.tree);
  writeFileSync(file, dump(doc));
  return file;
}

describe("talent trees in the pack build", () => {
  it("accepts the shipped trees: 18, every cell a talent of the talents pack", () => {
    const sources = readAllPackSources(scratch.packs(), scratch.checks);
    expect(sources.get("specialisations")).toHaveLength(18);
  });

  it("rejects a cell linking to a talent no talent item has", () => {
    editSlicer((t) => { t[5]!.key = "hackThePlanet"; });
    expect(() => readAllPackSources(scratch.packs(), scratch.checks)).toThrow(/slicer\.yml: tree cell 6 \(row 2, column 2\) links to talent "hackThePlanet", which no talent item has/);
  });

  it("rejects a cell naming no talent, and a name that is not its talent's", () => {
    editSlicer((t) => { t[19] = { ...t[19]!, key: "", name: "" }; });
    expect(() => readAllPackSources(scratch.packs(), scratch.checks)).toThrow(/tree cell 20 \(row 5, column 4\) names no talent/);
    editSlicer((t) => { t[19] = { ...t[19]!, key: "grit", name: "Grist" }; });
    expect(() => readAllPackSources(scratch.packs(), scratch.checks)).toThrow(/tree cell 20 .* prints "Grist" but talent "grit" is named "Grit"/);
  });

  it("rejects a cell no line reaches from the top row, and a tree of the wrong size or with a bought cell", () => {
    // Cut every line into the bottom-left cell: from above and from its right neighbour.
    editSlicer((t) => { t[12]!.down = false; t[16]!.right = false; });
    expect(() => readAllPackSources(scratch.packs(), scratch.checks)).toThrow(/tree cell 17 \(row 5, column 1\) is reached by no line from the top row/);
    editSlicer((t) => { t.pop(); });
    expect(() => readAllPackSources(scratch.packs(), scratch.checks)).toThrow(/has 19 cells; a talent tree has 20/);
    cpSync("packs/_source/specialisations/slicer.yml", join(scratch.root, "specialisations", "slicer.yml"));
    editSlicer((t) => { t[0]!.bought = true; });
    expect(() => readAllPackSources(scratch.packs(), scratch.checks)).toThrow(/tree cell 1 .* is marked bought/);
  });

  it("buildPacks compiles nothing when a tree is broken", async () => {
    editSlicer((t) => { t[8]!.key = "nope"; });
    await expect(buildPacks({ dest: join(scratch.root, "out"), packs: scratch.packs() })).rejects.toThrow(/slicer\.yml.*"nope"/);
  });
});

describe("unreachableCells", () => {
  const cell = (right = false, down = false): TalentCell => ({ key: "k", name: "K", right, down, bought: false });
  it("follows lines both ways: up a column and leftwards along a row", () => {
    const tree = Array.from({ length: 20 }, () => cell());
    expect(unreachableCells(tree)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    // Column 1 runs down to the bottom; row 5 runs right from it; cell 20 joins up to cell 16.
    for (const i of [0, 4, 8, 12]) tree[i] = cell(false, true);
    for (const i of [16, 17, 18]) tree[i] = cell(true, false);
    expect(unreachableCells(tree)).toEqual([5, 6, 7, 9, 10, 11, 13, 14, 15]);
    tree[15] = cell(false, true); // 16 → 20 down: 16 is reached from 20, going up
    expect(unreachableCells(tree)).toEqual([5, 6, 7, 9, 10, 11, 13, 14]);
  });
});
