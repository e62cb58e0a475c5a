/**
 * The Force tab's purchases (pure): each owned power's upgrade tree, cell by cell (bought, buyable or
 * locked, its cost, whether Buy shows and can be afforded), and the pack's powers the character may
 * learn. The rules are module/rules/force/force-tree.ts; the buttons only ask, and the purchase refuses
 * with the rule's notice (module/features/force/actions/buy.ts).
 */
import { rulesLine } from "./rules-text.ts";
import { upgradeCellState, upgradeRanksBought, type UpgradeCellState } from "../../../rules/force/force-tree.ts";
import type { ForcePowerData } from "../../../rules/types.ts";
import { lastPurchase } from "../../../rules/character/advancement.ts";
import { isForceLedgerKind } from "../../../rules/character/identity-types.ts";
import { ledgerNames, ledgerRow, type AdvancementExtras, type LedgerRow } from "./advancement.ts";
import type { ActorInput } from "./inputs.ts";
import { boundedText, escapeHtml, MAX_NAME_CHARS, MAX_RULES_TEXT } from "../../../rules/text.ts";

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
  /**
   * What the upgrade does, read before buying it: its stored effect (plain text, the owner's to edit) escaped and
   * bounded into one paragraph for the rules-text disclosure; "" when it has none.
   */
  rulesText: string;
  /** The effect's first sentence (rules-text.ts rulesLine), shown in the cell; "" when it has none. */
  rulesLine: string;
  /** The effect says more than that line: the cell keeps a disclosure with the whole text. */
  rulesMore: boolean;
}

/** An upgrade's effect as the disclosure draws it: plain text, so escaped, never parsed as HTML. */
function effectHtml(effect: unknown): string {
  const text = boundedText(effect, MAX_RULES_TEXT).trim();
  return text ? `<p>${escapeHtml(text)}</p>` : "";
}

/** The effect as the cell shows it: its first sentence in view, the whole text in a disclosure only when it says more. */
function effectTexts(effect: unknown): Pick<UpgradeCellView, "rulesText" | "rulesLine" | "rulesMore"> {
  const rulesText = effectHtml(effect);
  const line = rulesLine(rulesText);
  return { rulesText, rulesLine: line, rulesMore: line !== boundedText(effect, MAX_RULES_TEXT).replace(/\s+/g, " ").trim() };
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
      canBuy: canAct && state === "buyable", affordable: cost <= available, ...effectTexts(upgrade?.effect),
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

/** How many of the latest Force purchases the Force tab lists (the Advancement tab has the whole ledger). */
export const FORCE_PURCHASES_SHOWN = 3;

export interface ForcePurchasesView {
  /** The latest Force purchases (powers learnt, upgrades bought), newest first, as the Advancement tab's ledger names them. */
  rows: LedgerRow[];
  /**
   * Undo shows here when the ledger's last purchase is a Force one and the user may change the character: the
   * same Undo as the Advancement tab's (module/features/advancement/actions/undo.ts), so it never takes back a skill or
   * talent bought elsewhere unseen.
   */
  canUndo: boolean;
}

/** The Force tab's purchases block; null when the character has bought nothing on it. */
export function forcePurchasesView(input: ActorInput<"character">, extras: AdvancementExtras = {}): ForcePurchasesView | null {
  const ledger = input.system.xp.ledger;
  const force = ledger.filter((e) => isForceLedgerKind(e.kind));
  if (force.length === 0) return null;
  const names = ledgerNames(input);
  const rows = force.slice(-FORCE_PURCHASES_SHOWN).reverse().map((e) => ledgerRow(e, names, extras.userNames ?? {}, extras.lang ?? "en"));
  const last = ledger[lastPurchase(ledger)];
  return { rows, canUndo: input.flags.editable && last !== undefined && isForceLedgerKind(last.kind) };
}
