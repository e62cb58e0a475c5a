/**
 * XP the GM grants a character (module/rules/character/advancement.ts checkGrant, applyGrant): total and
 * available rise by the amount and one `grant` entry goes on the XP ledger, in one update, so the
 * ledger's Undo (./undo.ts) takes exactly that back. GM only: a player is refused with a notice.
 */
import { localize } from "../../../foundry/localize.ts";
import { updatePaths } from "../../../foundry/documents.ts";
import { applyGrant, checkGrant } from "../../../rules/character/advancement.ts";
import { characterOf, entry, ledgerOf } from "./actor-data.ts";
import { exclusive, refused } from "../actions.ts";

/** Grants `amount` XP to one character; false (with a notice) when refused. */
export function grantXp(actor: Actor.Implementation, amount: unknown): Promise<boolean> {
  if (game.user?.isGM !== true) {
    ui.notifications?.warn(localize("EOTE.Party.Notice.GmOnly"));
    return Promise.resolve(false);
  }
  const verdict = checkGrant(amount);
  if (!verdict.ok) return Promise.resolve(refused(verdict.error));
  return exclusive(actor, false, async () => {
    const c = characterOf(actor);
    if (!c) return false;
    const after = applyGrant(c.xp, verdict.amount);
    const added = entry({ kind: "grant", target: "", cost: 0, from: after.from, to: after.to });
    await updatePaths(actor, {
      "system.xp.total": after.total, "system.xp.available": after.available, "system.xp.ledger": [...ledgerOf(c), added],
    });
    return true;
  });
}
