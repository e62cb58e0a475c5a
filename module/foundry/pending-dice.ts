/**
 * Dice an attack card bought for a character's next check (flags.eote.pendingDice.<id> on that actor,
 * written by the card's spending rows, attack/actions/spend.ts): added to the pool with a note when that
 * character's next check opens, and removed once the check is rolled (a closed dialog keeps them).
 */
import { applyPending, readPending } from "../rules/checks/pending-dice.ts";
import { noteText } from "./localize.ts";
import type { DicePoolRequest } from "../applications/dice-dialog/index.ts";
import { notifyError } from "./notify.ts";
import { updatePaths } from "./documents.ts";

/** The request with the actor's pending dice in its pool and notes, and `onRolled` removing them. */
export function withPendingDice(request: DicePoolRequest): DicePoolRequest {
  const actor = request.actor;
  const pending = readPending((actor?.flags as { eote?: { pendingDice?: unknown } } | undefined)?.eote?.pendingDice);
  const ids = Object.keys(pending);
  if (!actor || !ids.length) return request;
  const applied = applyPending(request.pool, ids.map((id) => pending[id]!));
  const before = request.onRolled;
  return {
    ...request,
    pool: applied.pool,
    notes: [...(request.notes ?? []), ...applied.notes.map(noteText)],
    onRolled: async () => {
      await before?.();
      try {
        await updatePaths(actor, Object.fromEntries(ids.map((id) => [`flags.eote.pendingDice.-=${id}`, null])));
      } catch (err) {
        notifyError(err);
      }
    },
  };
}
