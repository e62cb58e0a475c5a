/**
 * Conflict quick-add (seed 002 MORALITY, the conflict table): the owner or GM picks a row and an amount
 * within its range; the character's conflict this session grows by it. The rule is conflictFor.
 */
import { conflictFor, type ConflictActionId } from "../../../rules/force/morality.ts";
import { format, localize } from "../../../foundry/localize.ts";
import { noticeName, notifyError } from "../../../foundry/notify.ts";

interface MoralActor {
  name: string;
  isOwner: boolean;
  system: unknown;
  update(data: Record<string, unknown>): Promise<unknown>;
}

/** Adds the row's conflict (its least when `amount` is not given). Returns the amount added, or null when refused. */
export async function addConflict(actor: MoralActor, id: string, amount?: number): Promise<number | null> {
  const morality = (actor.system as { morality?: { conflict: number } }).morality;
  if (!morality || !(actor.isOwner || game.user?.isGM)) return null;
  let n: number;
  try {
    n = conflictFor(id as ConflictActionId, amount);
  } catch (err) {
    notifyError(err);
    return null;
  }
  await actor.update({ "system.morality.conflict": morality.conflict + n });
  ui.notifications?.info(format("EOTE.Morality.ConflictAdded", { name: noticeName(actor.name), amount: n, action: localize(`EOTE.Morality.Action.${id}`) }));
  return n;
}

/** Reads the quick-add's row and amount from the sheet's block. */
export function readConflictChoice(root: ParentNode): { id: string; amount?: number } | null {
  const select = root.querySelector<HTMLSelectElement>("select[data-conflict-action]");
  const input = root.querySelector<HTMLInputElement>("input[data-conflict-amount]");
  if (!select) return null;
  const raw = input?.value.trim() ?? "";
  return raw === "" ? { id: select.value } : { id: select.value, amount: Number(raw) };
}
