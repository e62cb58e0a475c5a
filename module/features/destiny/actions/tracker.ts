/**
 * What a click on the tracker does: asks the Destiny feature for the flip (module/features/destiny
 * requestFlip: the active GM applies it in turn, a refusal comes back as a notice). The direction is
 * read from the clicked element, so anything but a known flip is ignored.
 */
import { requestFlip } from "../actions.ts";
import { isFlipDirection } from "../model.ts";

export async function spendFromTracker(direction: unknown): Promise<boolean> {
  if (!isFlipDirection(direction)) return false;
  await requestFlip(direction);
  return true;
}
