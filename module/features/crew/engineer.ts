/**
 * Who repairs a vehicle (damage control, a critical hit's repair): the crew member at the engineer
 * station (its Mechanics, seed 002 DAMAGE CONTROL). Only when no engineer is seated does the old guess
 * stand in (the user's character or controlled token, healerFor), and the user is told so. An engineer
 * who no longer exists is refused, not replaced.
 */
import { format, localize } from "../../foundry/localize.ts";
import { noticeName } from "../../foundry/notify.ts";
import { tokenName } from "../../chat/token-name.ts";
import { healerFor } from "../../foundry/healer.ts";
import { crewMember, crewUuid } from "./actions.ts";

/** The repairer, or null when there is none (a notice was shown); throws EoteError for a missing engineer. */
export async function repairerFor(vehicle: Actor.Implementation): Promise<Actor.Implementation | null> {
  if (crewUuid(vehicle, "engineer")) return crewMember(vehicle, "engineer");
  const { healer } = healerFor(vehicle);
  if (healer === vehicle || healer.uuid === vehicle.uuid) {
    ui.notifications?.warn(localize("EOTE.Combat.Repair.NoRepairer"));
    return null;
  }
  ui.notifications?.info(format("EOTE.Combat.Repair.EngineerFallback", { repairer: noticeName(tokenName(healer)) }));
  return healer;
}
