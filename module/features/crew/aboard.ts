/**
 * Who is aboard a vehicle for what befalls its crew (a critical hit's Jostled or Tailspin): each actor
 * seated at one of its stations, once, whose seat speaks for them. Whoever may change the vehicle may seat
 * anyone, so a seat counts only where the vehicle and the crew member share a player owner, or neither has
 * one (module/rules/vehicles/crew.ts seatSpeaksFor): a ship's owner cannot strain another player's
 * character or the GM's nemesis by seating them.
 */
import { seatedUuids, seatSpeaksFor } from "../../rules/vehicles/crew.ts";
import type { VehicleData } from "../../rules/types.ts";
import { actorFromUuid, actorView } from "../../foundry/documents.ts";

type Owner = { id: string | null; isGM: boolean };

/** The ids of the players (not GMs) who own `doc`. */
export function playerOwnersOf(doc: Actor.Implementation): string[] {
  const users = (game.users as unknown as { contents?: Owner[] } | undefined)?.contents ?? [];
  return users.filter((u) => !u.isGM && !!u.id && doc.testUserPermission(u as never, "OWNER")).map((u) => u.id ?? "");
}

/** The crew aboard `vehicle` whose seats speak for them, each once, in the sheet's station order. */
export async function crewAboard(vehicle: Actor.Implementation): Promise<Actor.Implementation[]> {
  const view = actorView(vehicle);
  if (view.type !== "vehicle") return [];
  const stations = (view.system as Partial<VehicleData>).stations;
  if (!stations) return [];
  const unique = seatedUuids(stations);
  const vehicleOwners = playerOwnersOf(vehicle);
  const found = await Promise.all(unique.map((uuid) => actorFromUuid(uuid)));
  return found.filter((a): a is Actor.Implementation => !!a && a.uuid !== vehicle.uuid && seatSpeaksFor(vehicleOwners, playerOwnersOf(a)));
}
