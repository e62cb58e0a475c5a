/**
 * Paying the Destiny points chosen in the dice dialog, when the check is rolled: each is flipped through
 * the same trusted path as the pool window's flips (module/features/destiny/actions.ts flipAnswer, reached through
 * dialog-link.ts: the active GM writes the pool, a player asks the active GM). A point the pool no longer holds (spent by someone else since the
 * dialog showed it), or a flip refused for any other reason, is dropped with a notice and the check is
 * rolled without it: the roll never shows an upgrade nobody paid for.
 */
import type { DestinySpendState } from "../../../rules/checks/destiny.ts";
import { destinyLink } from "./dialog-link.ts";
import { format, localize } from "../../../foundry/localize.ts";
import { paymentFlip, sidesChosen, withoutSpend } from "../../../applications/dice-dialog/destiny-state.ts";

/** The state as paid: the points whose flip was made, the others dropped (each with a notice). */
export async function payDestiny(state: DestinySpendState): Promise<DestinySpendState> {
  let paid = state;
  for (const side of sidesChosen(state)) {
    const answer = await destinyLink().flip(paymentFlip(side));
    if (answer.ok) continue;
    paid = withoutSpend(paid, side);
    ui.notifications?.warn(format("EOTE.Destiny.Spend.NotPaid", { reason: localize(answer.reason) }));
  }
  return paid;
}
