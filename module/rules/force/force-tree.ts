/**
 * Buying Force powers and their upgrades with XP (pure). The seeds give the Force checks (seed 002 THE
 * FORCE), not how powers are learned; this follows the published Edge of the Empire core rules (The
 * Force, Force powers and Force power upgrades):
 * - Only a Force-sensitive character (Force rating 1 or more) may buy a Force power; the base power is
 *   bought once, at its listed cost (10 XP for the core powers).
 * - An upgrade is bought from the power's tree like a talent: a cell joined by a line to the base power
 *   or to an upgrade already bought, at the cell's cost. A repeated upgrade (Range, Magnitude) is a
 *   cell of its own each time, so its ranks are the cells bought.
 * Each check returns the cost and the new rank, or the localised error the shell shows with nothing changed.
 */
import { EoteError } from "../../dice/errors.ts";
import { afford, type Purchase } from "../character/advancement.ts";
import type { ForcePowerData, ForceTreeCell } from "../types.ts";

/** A Force power tree is 4 columns wide under its base power, like a talent tree. */
export const FORCE_TREE_COLUMNS = 4;

export type UpgradeCellState = "bought" | "buyable" | "locked";

const refuse = (key: string, message: string, data: Record<string, string | number> = {}): Purchase =>
  ({ ok: false, error: new EoteError(`EOTE.ForceBuy.Error.${key}`, message, data) });

/** Whether two cells share a column. */
function sharesColumn(a: ForceTreeCell, b: ForceTreeCell): boolean {
  return a.column < b.column + b.span && b.column < a.column + a.span;
}

/** Whether `cell` covers column `c`. */
const covers = (cell: ForceTreeCell, c: number) => cell.column <= c && c < cell.column + cell.span;

/** The columns where a cell's line runs up: those it names, else every column it spans. */
export function upColumnsOf(cell: ForceTreeCell): number[] {
  const named = (cell.upColumns ?? []).filter((c) => covers(cell, c));
  return named.length > 0 ? named : Array.from({ length: cell.span }, (_, i) => cell.column + i);
}

/**
 * Whether a line joins two cells: side by side in a row, the left one's `right` line; in rows next to
 * each other, the lower one's `up` line, to every cell above that covers one of the columns it runs up
 * through (upColumnsOf).
 */
export function upgradeCellsJoined(a: ForceTreeCell, b: ForceTreeCell): boolean {
  if (a.row === b.row) {
    const [left, right] = a.column < b.column ? [a, b] : [b, a];
    return left.column + left.span === right.column && left.right;
  }
  const [upper, lower] = a.row < b.row ? [a, b] : [b, a];
  return lower.row - upper.row === 1 && lower.up && upColumnsOf(lower).some((c) => covers(upper, c));
}

/** A first-row cell with its line up is joined to the base power. */
export function joinedToBasePower(cell: ForceTreeCell): boolean {
  return cell.row === 1 && cell.up;
}

/** Bought; buyable (joined to the base power or to a bought cell); or locked. */
export function upgradeCellState(tree: readonly ForceTreeCell[], index: number): UpgradeCellState {
  const cell = tree[index];
  if (!cell) return "locked";
  if (cell.bought) return "bought";
  if (joinedToBasePower(cell)) return "buyable";
  return tree.some((other, i) => i !== index && other.bought && upgradeCellsJoined(cell, other)) ? "buyable" : "locked";
}

/** The ranks bought of each upgrade (its cells bought), by upgrade key; upgrades with none are left out. */
export function upgradeRanksBought(tree: readonly ForceTreeCell[]): Record<string, number> {
  const ranks: Record<string, number> = {};
  for (const cell of tree) if (cell.bought) ranks[cell.upgrade] = (ranks[cell.upgrade] ?? 0) + 1;
  return ranks;
}

/**
 * An upgrade cell of an owned power: by the tree's lines, at its upgrade's cost. `to` is the upgrade's
 * ranks bought after the purchase. A power without a laid-out tree has no cell to buy.
 */
export function checkForceUpgrade(power: Pick<ForcePowerData, "tree" | "upgrades">, index: number, available: number): Purchase {
  const cell = Number.isInteger(index) ? power.tree[index] : undefined;
  const upgrade = cell && power.upgrades.find((u) => u.key === cell.upgrade);
  if (!cell || !upgrade) return refuse("NoCell", "That upgrade is not in this power's tree.");
  const state = upgradeCellState(power.tree, index);
  if (state === "bought") return refuse("Bought", "That upgrade is already bought.");
  if (state === "locked") return refuse("Locked", "An upgrade must be joined to the base power or to an upgrade already bought.");
  return afford(upgrade.cost, (upgradeRanksBought(power.tree)[cell.upgrade] ?? 0) + 1, available);
}

/**
 * Learning a Force power: Force rating 1 or more (published rule: only Force-sensitive characters buy
 * Force powers), not already known, at the power's cost. `to` is 1 (the power known).
 */
export function checkForcePower(rating: number, known: boolean, cost: number, available: number): Purchase {
  if (!Number.isInteger(rating) || rating < 1) return refuse("NoRating", "Only a character with a Force rating can learn Force powers.");
  if (known) return refuse("Known", "The character already knows this power.");
  return afford(cost, 1, available);
}

/**
 * What is wrong with a power's tree as data (for the pack build; a home-made power may have no tree):
 * a cell naming no upgrade, outside the 4 columns, over another cell or never reachable from the base
 * power; an upgrade whose cells are not as many as its ranks (1 when it has none). Empty: nothing.
 */
export function forceTreeProblems(power: Pick<ForcePowerData, "tree" | "upgrades">): string[] {
  const problems: string[] = [];
  const { tree } = power;
  if (tree.length === 0) return problems;
  tree.forEach((cell, i) => {
    if (!power.upgrades.some((u) => u.key === cell.upgrade)) problems.push(`cell ${i} names no upgrade ("${cell.upgrade}")`);
    if (cell.column + cell.span > FORCE_TREE_COLUMNS) problems.push(`cell ${i} runs past column ${FORCE_TREE_COLUMNS}`);
    const outside = (cell.upColumns ?? []).filter((c) => !covers(cell, c));
    if (outside.length > 0) problems.push(`cell ${i} runs up through column ${outside.join(", ")}, outside its span`);
    const over = tree.findIndex((o, j) => j < i && o.row === cell.row && sharesColumn(o, cell));
    if (over >= 0) problems.push(`cell ${i} lies over cell ${over}`);
  });
  for (const u of power.upgrades) {
    const cells = tree.filter((c) => c.upgrade === u.key).length;
    if (cells !== (u.ranks ?? 1)) problems.push(`upgrade "${u.key}" has ${cells} cells for ${u.ranks ?? 1} ranks`);
  }
  const reached = new Set(tree.flatMap((c, i) => (joinedToBasePower(c) ? [i] : [])));
  const queue = [...reached];
  while (queue.length > 0) {
    const at = queue.shift()!;
    tree.forEach((c, i) => {
      if (!reached.has(i) && upgradeCellsJoined(tree[at]!, c)) {
        reached.add(i);
        queue.push(i);
      }
    });
  }
  tree.forEach((_, i) => { if (!reached.has(i)) problems.push(`cell ${i} is joined to nothing reachable from the base power`); });
  return problems;
}
