/**
 * How a purchase and its Undo stay whole when one of their writes fails (pure: what to write, from a
 * snapshot of the character's items and ledger). A purchase or an Undo of a talent, a Force power or
 * upgrade, or a specialisation touches items as well as the character's XP and ledger, and Foundry v13 has
 * no write that creates or deletes embedded items together with the actor's own change. So:
 *
 * - A purchase writes its items first, each carrying the ledger entry it belongs to (PURCHASE_FLAG, in
 *   the same write as the item's change), and its ledger entry with the XP last, in one actor update: that
 *   update is the purchase. Until it lands, the items' entry is in no ledger: the purchase never happened,
 *   and the next purchase or Undo on the character rolls its item changes back (rollbackFix) before it
 *   does anything else. An interrupted purchase never leaves XP paid for nothing.
 * - An Undo writes first, in one actor update, the XP back, the entry marked refunded (a skill's rank or a
 *   characteristic in the same update) and what it still owes the items (UNDO_OWED_FLAG); then the item
 *   writes (owedFixes). Each is idempotent: a write that failed is done by the next purchase or Undo, and
 *   an Undo clicked again after a failure completes the interrupted one instead of taking back one more.
 *   The character is never "talent gone, XP not back, Undo refused".
 *
 * Both marks sit on the character and its items, so they are the owner's to rewrite, while the click may
 * be the GM's: the fixes only ever delete or change items of this character, never its XP, and an item
 * is rolled back only for an entry naming that very item (a copy dropped on another sheet has a new id).
 */
import type { LedgerEntry } from "../../rules/types.ts";
import { LEDGER_KINDS } from "../../rules/character/identity-types.ts";

/** On an item a purchase wrote: the ledger entry that purchase commits (flags.eote.purchase). */
export const PURCHASE_FLAG = "purchase";
/** On the character: the refunded entry whose item writes an Undo may still owe (flags.eote.undoOwed). */
export const UNDO_OWED_FLAG = "undoOwed";

/** What a fix needs of one owned item: its id, type, tree cells (a specialisation's or power's) and rank. */
export interface ItemSnapshot {
  id: string;
  type: string;
  tree: readonly Record<string, unknown>[] | null;
  rank: number | null;
  /** Its PURCHASE_FLAG, as stored (unread). */
  mark: unknown;
}

/** One item write: delete it, or update it with these changes. */
export type ItemFix = { id: string; delete: true } | { id: string; delete: false; changes: Record<string, unknown> };

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);
const FIELDS = ["kind", "target", "cost", "time", "user", "from", "to", "item", "created", "source", "cell"] as const;

/** A ledger entry read from a flag (its owner's data): every field of the right type, or null. */
export function readEntry(value: unknown): LedgerEntry | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const ok = (LEDGER_KINDS as readonly unknown[]).includes(v["kind"]) && typeof v["target"] === "string" && isInt(v["cost"])
    && typeof v["time"] === "number" && typeof v["user"] === "string" && isInt(v["from"]) && isInt(v["to"])
    && typeof v["item"] === "string" && typeof v["created"] === "boolean" && typeof v["source"] === "string" && isInt(v["cell"]);
  return ok ? { ...(Object.fromEntries(FIELDS.map((f) => [f, v[f]])) as Omit<LedgerEntry, "refunded">), refunded: v["refunded"] === true } : null;
}

/** What names one purchase: when and by whom, what and where. Its numbers are not part of it (an owner may rewrite them). */
const IDENTITY = ["kind", "target", "time", "user", "item", "source", "cell"] as const;

/** The same purchase (IDENTITY equal), whatever its cost or refund say now. */
export function sameEntry(a: LedgerEntry, b: LedgerEntry): boolean {
  return IDENTITY.every((f) => a[f] === b[f]);
}

/** The tree with cell `cell` not bought (a copy), or null when that cell is not bought. */
function unbought(tree: readonly Record<string, unknown>[] | null, cell: number): Record<string, unknown>[] | null {
  if (!tree || !isInt(cell) || cell < 0 || tree[cell]?.["bought"] !== true) return null;
  return tree.map((c, i) => (i === cell ? { ...c, bought: false } : { ...c }));
}

const flagGone = { [`flags.eote.-=${PURCHASE_FLAG}`]: null };

/**
 * The write that takes back what an interrupted purchase (its mark is in no ledger entry) did to `item`:
 * the item it created goes; the tree cell it marked is free again; a ranked talent's rank goes back. Null:
 * nothing to take back (the mark is committed, malformed, names another item, or is by another user:
 * another client's purchase may still be on its way, so only its own user rolls one back).
 */
export function rollbackFix(item: ItemSnapshot, ledger: readonly LedgerEntry[], userId: string): ItemFix | null {
  const mark = readEntry(item.mark);
  if (!mark || mark.user !== userId || ledger.some((e) => sameEntry(e, mark))) return null;
  if (mark.created && mark.item === item.id) return { id: item.id, delete: true };
  const tree = item.id === mark.source ? unbought(item.tree, mark.cell) : null;
  if (tree) return { id: item.id, delete: false, changes: { "system.tree": tree, ...flagGone } };
  if (mark.kind === "talent" && mark.item === item.id && item.rank === mark.to && mark.from !== mark.to) {
    return { id: item.id, delete: false, changes: { "system.rank": mark.from, ...flagGone } };
  }
  return null;
}

/**
 * The item writes an Undo of `e` owes, given the items now: its tree cell free again (a talent's on its
 * specialisation, an upgrade's on its power), the item it created deleted, a ranked talent's rank back.
 * Empty once they are done: each write is needed only while its item still shows the purchase.
 */
export function owedFixes(e: LedgerEntry, items: ReadonlyMap<string, ItemSnapshot>): ItemFix[] {
  const fixes: ItemFix[] = [];
  const source = e.source !== "" ? items.get(e.source) : undefined;
  const tree = source && (e.kind === "talent" || e.kind === "forceUpgrade") ? unbought(source.tree, e.cell) : null;
  if (source && tree) fixes.push({ id: source.id, delete: false, changes: { "system.tree": tree } });
  const item = e.item !== "" ? items.get(e.item) : undefined;
  if (item && e.created && e.kind !== "forceUpgrade") fixes.push({ id: item.id, delete: true });
  else if (item && e.kind === "talent" && item.rank === e.to && e.from !== e.to) {
    fixes.push({ id: item.id, delete: false, changes: { "system.rank": e.from } });
  }
  return fixes;
}

/** What the character's UNDO_OWED_FLAG says is owed: the entry, while the ledger still holds it refunded; else null. */
export function owedEntry(flag: unknown, ledger: readonly LedgerEntry[]): LedgerEntry | null {
  const e = readEntry(flag);
  return e && ledger.some((l) => l.refunded && sameEntry(l, e)) ? e : null;
}
