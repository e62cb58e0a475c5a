/**
 * The Force tab's purchases (pure): each owned power's upgrade tree, cell by cell (bought, buyable or
 * locked, its cost, whether Buy shows and can be afforded), and the pack's powers the character may
 * learn. The rules are module/rules/force/force-tree.ts; the buttons only ask, and the purchase refuses
 * with the rule's notice (module/features/force/buy.ts).
 */
import { upgradeCellState, upgradeRanksBought, type UpgradeCellState } from "../../../rules/force/force-tree.ts";
import type { ForcePowerData } from "../../../rules/types.ts";
import { boundedText, MAX_NAME_CHARS } from "../../../rules/text.ts";

export interface UpgradeCellView {
  index: number;
  name: string;
  cost: number;
  state: UpgradeCellState;
  stateKey: string;
  /** Grid placement: row 1 is the base power, so an upgrade row r sits on grid row r + 1. */
  gridRow: number;
  gridColumn: number;
  span: number;
  /** Lines drawn to the cells above (or the base power) and to the next cell in the row. */
  up: boolean;
  right: boolean;
  /** Buy shows: buyable, and the user may spend this character's XP. */
  canBuy: boolean;
  affordable: boolean;
}

export interface PowerTreeView {
  /** The power has a laid-out tree (a home-made or imported one may not). */
  laidOut: boolean;
  cells: UpgradeCellView[];
  /** Upgrade cells bought, of all of them. */
  bought: number;
  total: number;
  baseCost: number;
}

export function powerTreeView(power: Pick<ForcePowerData, "tree" | "upgrades" | "cost">, available: number, canAct: boolean): PowerTreeView {
  const cells = power.tree.map((cell, index): UpgradeCellView => {
    const upgrade = power.upgrades.find((u) => u.key === cell.upgrade);
    const state = upgrade ? upgradeCellState(power.tree, index) : "locked";
    const cost = upgrade?.cost ?? 0;
    return {
      // An owned power is its owner's to edit: its names are bounded before they are drawn.
      index, name: boundedText(upgrade?.name || cell.upgrade, MAX_NAME_CHARS), cost, state, stateKey: `EOTE.ForceBuy.State.${state}`,
      gridRow: cell.row + 1, gridColumn: cell.column + 1, span: cell.span, up: cell.up, right: cell.right,
      canBuy: canAct && state === "buyable", affordable: cost <= available,
    };
  });
  const bought = Object.values(upgradeRanksBought(power.tree)).reduce((n, r) => n + r, 0);
  return { laidOut: cells.length > 0, cells, bought, total: cells.length, baseCost: power.cost };
}

export interface LearnOfferView {
  id: string;
  name: string;
  cost: number;
  affordable: boolean;
}

export interface ForceLearnView {
  /** A Force rating of 1 or more (else the section says what is needed). */
  rated: boolean;
  offers: LearnOfferView[];
}

/**
 * The pack's powers not known yet (by name), for a user who may spend the character's XP; null when
 * there is nothing to show (no pack, every power known, or a user who may not buy).
 */
export function forceLearnView(
  offers: readonly { id: string; name: string; cost: number }[], knownNames: readonly string[], rating: number, available: number, canAct: boolean,
): ForceLearnView | null {
  const known = new Set(knownNames);
  const open = offers.filter((o) => !known.has(o.name)).map((o) => ({ ...o, affordable: o.cost <= available }));
  if (!canAct || open.length === 0) return null;
  return { rated: rating >= 1, offers: open };
}

/** The Force tab's power rows, each with its tree (null for an item that is not a Force power). */
export function withPowerTrees<T extends { id: string }>(
  rows: readonly T[], items: readonly { id?: string | null; type: string; system: unknown }[], available: number, canAct: boolean,
): (T & { tree: PowerTreeView | null })[] {
  return rows.map((row) => {
    const item = items.find((i) => i.id === row.id && i.type === "forcePower");
    return { ...row, tree: item ? powerTreeView(item.system as ForcePowerData, available, canAct) : null };
  });
}
