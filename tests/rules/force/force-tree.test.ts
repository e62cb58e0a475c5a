// Buying Force powers and upgrade cells (module/rules/force/force-tree.ts): which cells a tree's lines
// open, the cost and rank of a purchase, the Force rating a power needs, and the tree checks the pack
// data passes.
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { load } from "js-yaml";
import {
  checkForcePower, checkForceUpgrade, forceTreeProblems, upgradeCellState, upgradeCellsJoined, upgradeRanksBought,
} from "../../../module/rules/force/force-tree.ts";
import type { ForcePowerData, ForceTreeCell } from "../../../module/rules/types.ts";

const cell = (upgrade: string, row: number, column: number, span = 1, more: Partial<ForceTreeCell> = {}): ForceTreeCell =>
  ({ upgrade, row, column, span, up: true, upColumns: [], right: false, bought: false, ...more });
const upgrades = [
  { key: "control", name: "Control", cost: 5, effect: "", ranks: null },
  { key: "range", name: "Range", cost: 5, effect: "", ranks: 2 },
  { key: "strength", name: "Strength", cost: 10, effect: "", ranks: null },
  { key: "magnitude", name: "Magnitude", cost: 15, effect: "", ranks: null },
];
// Row 1: Control (columns 0-1), Range (2), Range (3). Row 2: Strength under Control (a line up, and one
// right), Magnitude (columns 2-3) with no line up: it opens only through Strength's line right.
const tree = (): ForceTreeCell[] => [
  cell("control", 1, 0, 2), cell("range", 1, 2), cell("range", 1, 3),
  cell("strength", 2, 0, 2, { right: true }), cell("magnitude", 2, 2, 2, { up: false }),
];
const power = (t = tree()): Pick<ForcePowerData, "tree" | "upgrades"> => ({ tree: t, upgrades });

describe("which upgrade cells are open", () => {
  it("the first row is joined to the base power; a cell below opens once a cell it is joined to is bought", () => {
    const t = tree();
    expect(t.map((_, i) => upgradeCellState(t, i))).toEqual(["buyable", "buyable", "buyable", "locked", "locked"]);
    t[1]!.bought = true; // Range in column 2: nothing below it has a line up to it
    expect(upgradeCellState(t, 3)).toBe("locked");
    expect(upgradeCellState(t, 4)).toBe("locked"); // Magnitude has no line up
    t[0]!.bought = true;
    expect(t.map((_, i) => upgradeCellState(t, i))).toEqual(["bought", "bought", "buyable", "buyable", "locked"]);
    t[3]!.bought = true; // Strength's line right reaches Magnitude, which starts where Strength ends
    expect(upgradeCellState(t, 4)).toBe("buyable");
  });

  it("lines: up to any cell above that shares a column, right only to the cell that starts where it ends", () => {
    expect(upgradeCellsJoined(cell("a", 1, 1, 2), cell("b", 2, 2))).toBe(true);
    expect(upgradeCellsJoined(cell("a", 1, 0), cell("b", 2, 1))).toBe(false);
    expect(upgradeCellsJoined(cell("a", 1, 0), cell("b", 3, 0))).toBe(false); // two rows apart
    expect(upgradeCellsJoined(cell("a", 2, 0), cell("b", 2, 1))).toBe(false);
    expect(upgradeCellsJoined(cell("a", 2, 0, 1, { right: true }), cell("b", 2, 1))).toBe(true);
    expect(upgradeCellsJoined(cell("b", 2, 1), cell("a", 2, 0, 1, { right: true }))).toBe(true); // either order
    expect(upgradeCellsJoined(cell("a", 2, 0, 1, { right: true }), cell("b", 2, 2))).toBe(false);
  });
});

describe("buying an upgrade cell", () => {
  it("costs its upgrade's cost; a repeated upgrade's rank counts its cells bought", () => {
    const t = tree();
    expect(checkForceUpgrade(power(t), 1, 5)).toEqual({ ok: true, cost: 5, to: 1 });
    t[1]!.bought = true;
    expect(checkForceUpgrade(power(t), 2, 20)).toEqual({ ok: true, cost: 5, to: 2 });
    expect(upgradeRanksBought(t)).toEqual({ range: 1 });
  });

  it("refuses a bought cell, a locked one, one past the tree, and one its XP does not cover", () => {
    const t = tree();
    t[0]!.bought = true;
    const key = (r: ReturnType<typeof checkForceUpgrade>) => (r.ok ? "ok" : r.error.key);
    expect(key(checkForceUpgrade(power(t), 0, 100))).toBe("EOTE.ForceBuy.Error.Bought");
    expect(key(checkForceUpgrade(power(t), 4, 100))).toBe("EOTE.ForceBuy.Error.Locked");
    expect(key(checkForceUpgrade(power(t), 9, 100))).toBe("EOTE.ForceBuy.Error.NoCell");
    expect(key(checkForceUpgrade(power(t), 1.5, 100))).toBe("EOTE.ForceBuy.Error.NoCell");
    expect(key(checkForceUpgrade({ tree: [cell("gone", 1, 0)], upgrades }, 0, 100))).toBe("EOTE.ForceBuy.Error.NoCell");
    const short = checkForceUpgrade(power(t), 3, 9);
    expect(short.ok ? null : [short.error.key, short.error.data]).toEqual(["EOTE.Advancement.Error.NotEnoughXp", { cost: 10, available: 9 }]);
    expect(checkForceUpgrade(power(t), 3, 10)).toEqual({ ok: true, cost: 10, to: 1 });
  });
});

describe("learning a power", () => {
  it("needs a Force rating of 1 or more, once, at its cost", () => {
    const key = (r: ReturnType<typeof checkForcePower>) => (r.ok ? "ok" : r.error.key);
    expect(key(checkForcePower(0, false, 10, 100))).toBe("EOTE.ForceBuy.Error.NoRating");
    expect(key(checkForcePower(1, true, 10, 100))).toBe("EOTE.ForceBuy.Error.Known");
    expect(key(checkForcePower(2, false, 10, 9))).toBe("EOTE.Advancement.Error.NotEnoughXp");
    expect(checkForcePower(1, false, 10, 10)).toEqual({ ok: true, cost: 10, to: 1 });
  });
});

describe("tree checks", () => {
  it("finds a cell naming no upgrade, past the columns, over another, unreachable, and cells not matching ranks", () => {
    expect(forceTreeProblems(power())).toEqual([]);
    expect(forceTreeProblems({ tree: [], upgrades })).toEqual([]);
    const bad = [cell("control", 1, 0, 2), cell("range", 1, 1), cell("strength", 1, 3, 2), cell("nothing", 3, 0, 1)];
    const problems = forceTreeProblems({ tree: bad, upgrades });
    expect(problems).toEqual(expect.arrayContaining([
      'cell 3 names no upgrade ("nothing")', "cell 2 runs past column 4", "cell 1 lies over cell 0",
      'upgrade "range" has 1 cells for 2 ranks', 'upgrade "magnitude" has 0 cells for 1 ranks',
      "cell 3 is joined to nothing reachable from the base power",
    ]));
  });

  it("every Force power of the pack has a tree that passes, every upgrade in it, at a cost", () => {
    const dir = "packs/_source/force-powers";
    const powers = readdirSync(dir).filter((f) => f.endsWith(".yml")).map((f) => [f, (load(readFileSync(`${dir}/${f}`, "utf8")) as { system: ForcePowerData }).system] as const);
    expect(powers.length).toBeGreaterThanOrEqual(6);
    for (const [file, system] of powers) {
      expect([file, forceTreeProblems(system)]).toEqual([file, []]);
      expect([file, system.tree.length > 0, system.cost > 0]).toEqual([file, true, true]);
    }
  });
});

describe("a wide cell joined above through some of its columns (upColumns)", () => {
  const wide = (upColumns: number[]) => [
    cell("range", 1, 0, 1), cell("magnitude", 1, 1, 1), cell("strength", 1, 2, 2),
    cell("control", 2, 0, 4, { upColumns }),
  ];
  it("is joined only to the cells above the columns it names; none named, to every cell above it", () => {
    const partial = wide([2, 3]);
    expect(upgradeCellsJoined(partial[3]!, partial[0]!)).toBe(false);
    expect(upgradeCellsJoined(partial[3]!, partial[2]!)).toBe(true);
    const all = wide([]);
    expect([0, 1, 2].every((i) => upgradeCellsJoined(all[3]!, all[i]!))).toBe(true);
  });
  it("a named column outside the cell's span is a problem of the tree's data", () => {
    const tree = [cell("range", 1, 0, 1), cell("magnitude", 1, 1, 1, { upColumns: [3] })];
    const upgrades = [{ key: "range", name: "Range", cost: 5, effect: "", ranks: null }, { key: "magnitude", name: "Magnitude", cost: 5, effect: "", ranks: null }];
    expect(forceTreeProblems({ tree, upgrades })).toContain("cell 1 runs up through column 3, outside its span");
  });
});
