/**
 * The writes that keep a purchase and its Undo whole when one of them fails (what to write:
 * ../journal-model.ts, whose comment gives the design). `settle` runs first in every purchase, Undo and
 * removal on a character (../actions.ts exclusive): it rolls back this user's interrupted purchases and
 * does what an interrupted Undo still owes its items.
 */
import { canActOn, updatePaths } from "../../../foundry/documents.ts";
import type { LedgerEntry } from "../../../rules/types.ts";
import { SYSTEM_ID } from "../../../system/config.ts";
import { characterOf, ledgerOf } from "./actor-data.ts";
import { owedEntry, owedFixes, PURCHASE_FLAG, rollbackFix, UNDO_OWED_FLAG, type ItemFix, type ItemSnapshot } from "../journal-model.ts";

/** The flags an item a purchase writes carries, in that same write: the entry the purchase commits. */
export function purchaseMark(e: LedgerEntry): Record<string, unknown> {
  return { [`flags.${SYSTEM_ID}.${PURCHASE_FLAG}`]: e };
}

/** The same, as part of a new item's data. */
export function purchaseFlags(e: LedgerEntry): Record<string, unknown> {
  return { [PURCHASE_FLAG]: e };
}

/** The character's path naming what an Undo still owes: written in the Undo's one actor update. */
export function owedPath(e: LedgerEntry | null): Record<string, unknown> {
  return e ? { [`flags.${SYSTEM_ID}.${UNDO_OWED_FLAG}`]: e } : { [`flags.${SYSTEM_ID}.-=${UNDO_OWED_FLAG}`]: null };
}

function snapshot(item: Item.Implementation): ItemSnapshot {
  const system = item.system as unknown as { tree?: unknown; rank?: unknown };
  const flags = (item.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[SYSTEM_ID];
  return {
    id: item.id ?? "", type: item.type,
    tree: Array.isArray(system.tree) ? system.tree as Record<string, unknown>[] : null,
    rank: typeof system.rank === "number" ? system.rank : null,
    mark: flags?.[PURCHASE_FLAG],
  };
}

const snapshots = (actor: Actor.Implementation): Map<string, ItemSnapshot> => new Map(actor.items.map((i) => [i.id ?? "", snapshot(i)]));

/** Writes the fixes, each on the item as it is at that moment (an item already gone is left). */
async function write(actor: Actor.Implementation, fixes: readonly ItemFix[]): Promise<void> {
  for (const fix of fixes) {
    const item = actor.items.get(fix.id);
    if (!item) continue;
    if (fix.delete) await actor.deleteEmbeddedDocuments("Item", [fix.id]);
    else await updatePaths(item, fix.changes);
  }
}

/** The item writes an Undo of `e` owes, done now (none left: nothing written). */
export async function payOwed(actor: Actor.Implementation, e: LedgerEntry): Promise<boolean> {
  const fixes = owedFixes(e, snapshots(actor));
  await write(actor, fixes);
  return fixes.length > 0;
}

/**
 * Rolls back this user's interrupted purchases on the character and pays what an interrupted Undo owes.
 * True when it wrote anything (an Undo clicked again has then done its work).
 */
export async function settle(actor: Actor.Implementation): Promise<boolean> {
  const c = characterOf(actor);
  if (!c || !canActOn(actor)) return false;
  const ledger = ledgerOf(c);
  const userId = game.user?.id ?? "";
  const rollback = [...snapshots(actor).values()].flatMap((item) => rollbackFix(item, ledger, userId) ?? []);
  await write(actor, rollback);
  const flags = (actor.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[SYSTEM_ID];
  const owed = owedEntry(flags?.[UNDO_OWED_FLAG], ledger);
  const paid = owed ? await payOwed(actor, owed) : false;
  return rollback.length > 0 || paid;
}
