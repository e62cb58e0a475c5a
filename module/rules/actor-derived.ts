/** One entry point from an actor's type, stored data and owned items to its derived data. */
import { combatantDerived, trackState } from "./derived.ts";
import type { CharacterDerived, RivalDerived } from "./derived-types.ts";
import { minionDerived } from "./minion.ts";
import type { OwnedItem } from "./owned-items.ts";
import type { CharacterData, MinionData, NemesisData, RivalData, VehicleData } from "./types.ts";
import { vehicleDerived } from "./vehicle.ts";


/** Characters and nemeses also track strain (strain is never capped above its threshold). */
export function characterDerived(data: CharacterData | NemesisData, items: readonly OwnedItem[]): CharacterDerived {
  return { ...combatantDerived(data, items), strain: trackState(data.strain) };
}

/** Rivals suffer no strain (seed 002 ADVERSARIES, RIVALS). */
export function rivalDerived(data: RivalData, items: readonly OwnedItem[]): RivalDerived {
  return combatantDerived(data, items);
}

export { minionDerived, vehicleDerived };
export type { MinionData, VehicleData };
