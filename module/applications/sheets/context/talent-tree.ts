/**
 * One specialisation's talent tree as templates/partials/talent-tree.hbs draws it: on the character's Advancement
 * tab and on the specialisation's own sheet. Each cell's cost is 5 × its row and its state follows the bought
 * cells and the lines (module/rules/character/identity.ts); Buy is offered only where the user may spend. Pure.
 */
import { checkTalent } from "../../../rules/character/advancement.ts";
import { cellState, talentCost, treeCells, TREE_COLUMNS, TREE_ROWS, type CellState } from "../../../rules/character/identity.ts";
import type { TalentCell } from "../../../rules/types.ts";

export interface TreeCellView {
  index: number;
  name: string;
  cost: number;
  state: CellState;
  stateKey: string;
  /** An available cell, for a user who may spend this character's XP: its Buy button shows. */
  canBuy: boolean;
  /** The purchase passes the rules now (enough XP, joined to a bought cell): Buy is enabled, else disabled. */
  affordable: boolean;
  right: boolean;
  down: boolean;
  empty: boolean;
  /** The talent's rules text (enriched HTML), shown for bought and unbought cells alike; "" when none. */
  rulesText: string;
}

export interface TreeView {
  itemId: string;
  name: string;
  rows: { cost: number; cells: TreeCellView[] }[];
  /** A cell's text offers Show in chat (the character sheet's action; an item sheet has none). */
  chat: boolean;
  /** Cells name their state beside their cost. */
  states: boolean;
}

export interface TreeViewOptions {
  /** The user may spend the owner's XP: available cells offer Buy. */
  canAct: boolean;
  /** The owner's available XP (whether Buy is enabled). */
  available: number;
  /** Each tree talent's rules text (enriched, from the talents pack), by talent key. */
  talentTexts?: Readonly<Record<string, string>> | undefined;
  /** Show in chat is offered from a cell's text (the character sheet). */
  chat?: boolean;
  /** Cells say bought, available or locked (false: a specialisation no character owns, only the costs). */
  states?: boolean;
}

/** A specialisation item's tree, row by row. */
export function treeView(item: { id: string; name: string; tree: readonly TalentCell[] }, options: TreeViewOptions): TreeView {
  const cells = treeCells(item.tree);
  return {
    itemId: item.id, name: item.name, chat: options.chat === true, states: options.states !== false,
    rows: Array.from({ length: TREE_ROWS }, (_, row) => ({
      cost: talentCost(row * TREE_COLUMNS),
      cells: cells.slice(row * TREE_COLUMNS, (row + 1) * TREE_COLUMNS).map((c, i) => {
        const index = row * TREE_COLUMNS + i;
        const state = cellState(cells, index);
        return {
          index, name: c.name || c.key, cost: talentCost(index), state, stateKey: `EOTE.Advancement.Cell.${state}`, right: c.right, down: c.down,
          empty: c.key === "" && c.name === "",
          rulesText: (c.key && options.talentTexts?.[c.key]) || "",
          canBuy: options.canAct && state === "available", affordable: checkTalent(cells, index, options.available).ok,
        };
      }),
    })),
  };
}
