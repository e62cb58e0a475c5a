/**
 * Whether a crew card (damage control, emergency repairs, a collision) may act on its vehicle for the crew
 * member it names: judged at render and at click by the cards, so it loads with them.
 */
import { stationsOf, type CrewStation } from "../../rules/vehicles/crew.ts";
import type { VehicleData } from "../../rules/types.ts";
import { localize } from "../../foundry/localize.ts";
import { actorView } from "../../foundry/documents.ts";

/** The stations of `vehicle` where `actorUuid` sits; none for a missing actor or anything but a vehicle. */
export function stationsHeldBy(vehicle: Actor.Implementation | null, actorUuid: string): CrewStation[] {
  if (!vehicle || actorView(vehicle).type !== "vehicle") return [];
  const stations = (actorView(vehicle).system as Partial<VehicleData>).stations;
  return stations ? stationsOf(stations, actorUuid) : [];
}

/** Why a crew card may not act on its vehicle (lang keys). */
export const CREW_CARD_REFUSALS = {
  notAtStation: "EOTE.Combat.Trust.NotAtStation",
  notAboard: "EOTE.Combat.Trust.NotAboard",
} as const;

/**
 * Whether a card that acts on `vehicle` for the crew member it names (`memberUuid`) may: its author can
 * edit the flags naming both, and owning the crew member says nothing about the vehicle. So it acts only
 * when that member sits at `station` of the vehicle (at any station when `station` is omitted), or its
 * author is a GM or an owner of the vehicle. The lang key of the refusal, or null. Judged at render and
 * at click, like the card's own trust (module/chat/section.ts cardStanding).
 */
export function crewCardRefusal(message: ChatMessage.Implementation, vehicle: Actor.Implementation, memberUuid: string, station?: string): string | null {
  // v13: ChatMessage#author is the User who created the message.
  const author = (message as unknown as { author?: { id?: string | null; isGM?: boolean } | null }).author ?? null;
  if (author?.isGM === true) return null;
  if (author?.id && vehicle.testUserPermission(author as never, "OWNER")) return null;
  const held = stationsHeldBy(vehicle, memberUuid);
  if (station === undefined) return held.length > 0 ? null : CREW_CARD_REFUSALS.notAboard;
  return (held as string[]).includes(station) ? null : CREW_CARD_REFUSALS.notAtStation;
}

/** At click: false, with the refusal as a notice, when the crew card may not act on its vehicle. */
export function mayActAboard(message: ChatMessage.Implementation, vehicle: Actor.Implementation, memberUuid: string, station?: string): boolean {
  const refusal = crewCardRefusal(message, vehicle, memberUuid, station);
  if (refusal) ui.notifications?.warn(localize(refusal));
  return refusal === null;
}
