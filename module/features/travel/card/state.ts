/**
 * The travel cards as they stand now, read once per render or click: the hyperspace jump's part of an
 * Astrogation roll (flags.eote.check.jump), the sublight trip's card (flags.eote.sublight) and the navigation
 * hazard's part of a Piloting roll (flags.eote.check.navHazard). Each reader validates the flag (the author's
 * data: ../model.ts, ../passage-model.ts) and looks up the vessel it names once, with the token it was picked
 * through for its name; the hazard's reader also reads the vessel's speed, the card's trust for it, the
 * viewer's right over it and this card's record on it. The pure models decide from the snapshot what the card
 * shows (jumpCardView, sublightCardView, navHazardCardView) and what a click writes (navHazardStep).
 * Synchronous (fromUuidSync finds any world or token actor), so render and click judge alike.
 */
import { cardRecordOf, cardStanding, checkFlagOf, eoteFlagOf } from "../../../chat/section.ts";
import { outcomeOf } from "../../../chat/roll-outcome.ts";
import { tokenName } from "../../../chat/token-name.ts";
import { actorFromUuidSync, canActOn } from "../../../foundry/documents.ts";
import { shipMotion } from "../../../foundry/crew.ts";
import type { VehicleData } from "../../../rules/types.ts";
import { NAV_HAZARD_CHECK, NAV_HAZARD_LOG, SUBLIGHT_FLAG } from "../flags.ts";
import { readJumpFlag, type JumpCardSnapshot } from "../model.ts";
import { readNavHazardFlag, readNavHazardRecord, readSublightFlag, type NavHazardCardSnapshot, type NavHazardRecord, type SublightCardSnapshot } from "../passage-model.ts";

type Message = ChatMessage.Implementation;

/** The name a card prints for the vessel its flag names ("" when it is gone): its token's, else its own. */
function vesselName(actor: Actor.Implementation | null, tokenUuid: string | undefined): string {
  return actor ? tokenName(actor, tokenUuid) : "";
}

/** The jump card's snapshot; null when the message carries no valid jump flag or no narrative roll (nothing to show). */
export function readJumpCard(message: Message): JumpCardSnapshot | null {
  const flag = readJumpFlag(checkFlagOf(message, "jump"));
  const outcome = outcomeOf(message);
  if (!flag || !outcome) return null;
  return { flag, outcome, vehicleName: vesselName(actorFromUuidSync(flag.vehicleUuid), flag.vehicleTokenUuid) };
}

/** The sublight card's snapshot; null when the message carries no valid sublight flag. */
export function readSublightCard(message: Message): SublightCardSnapshot | null {
  const flag = readSublightFlag(eoteFlagOf(message, SUBLIGHT_FLAG));
  if (!flag) return null;
  return { flag, vehicleName: vesselName(actorFromUuidSync(flag.vehicleUuid), flag.vehicleTokenUuid) };
}

/** The hazard card's record on the vessel, read defensively. */
export function navHazardRecordOf(vehicle: Actor.Implementation | null, messageId: string): NavHazardRecord | null {
  return readNavHazardRecord(cardRecordOf(vehicle, NAV_HAZARD_LOG, messageId));
}

/** The hazard card read once: its snapshot for the model, and the vessel document a click writes to (null: no vehicle). */
export interface NavHazardCardRead {
  snapshot: NavHazardCardSnapshot;
  vehicle: Actor.Implementation | null;
}

/**
 * The hazard card's snapshot; null when the message carries no valid hazard flag. The card acts only when
 * its author is a GM or an owner of the vessel (module/chat/trust.ts): the flag naming it is the author's to
 * edit. Its refusal is the plain one a hazard card gives (it names no attacker or healer).
 */
export function readNavHazardCard(message: Message): NavHazardCardRead | null {
  const flag = readNavHazardFlag(checkFlagOf(message, NAV_HAZARD_CHECK));
  if (!flag) return null;
  const messageId = message.id ?? "";
  const actor = actorFromUuidSync(flag.vehicleUuid);
  const vehicle = actor?.type === "vehicle" ? actor : null;
  const vessel = vehicle ? {
    speed: (vehicle.system as unknown as VehicleData).speed.value,
    rating: shipMotion(vehicle).motion.maxSpeed,
    refusal: cardStanding(message, vehicle).trust.ok ? null : "EOTE.Travel.Hazard.Card.Refused",
    canAct: canActOn(vehicle),
    record: navHazardRecordOf(vehicle, messageId),
  } : null;
  return { vehicle, snapshot: { messageId, flag, outcome: outcomeOf(message), vehicleName: vesselName(actor, flag.vehicleTokenUuid), vessel } };
}
