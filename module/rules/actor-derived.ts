/** One entry point from an actor's type, stored data and owned items to its derived data. */
import { combatantDerived, trackState } from "./derived.ts";
import type { CharacterDerived, MoralityDerived, RivalDerived } from "./derived-types.ts";
import { clampMorality, moralityStanding, moralityThresholds } from "./morality.ts";
import { minionDerived } from "./minion.ts";
import type { OwnedItem } from "./owned-items.ts";
import type { CharacterData, MinionData, MoralityData, NemesisData, RivalData, VehicleData } from "./types.ts";
import { vehicleDerived } from "./vehicle.ts";


/**
 * Characters and nemeses also track strain (strain is never capped above its threshold).
 * A character's morality moves the strain and wound thresholds (seed 002 MORALITY). The change is
 * derived data only, never written to the stored thresholds: morality moves every session, and a
 * stored threshold that had the change baked in could not tell the sheet's base value from the bonus
 * (it would be applied again on the next write, and never taken back when the standing changes).
 */
export function characterDerived(data: CharacterData | NemesisData, items: readonly OwnedItem[]): CharacterDerived {
  const morality = "morality" in data ? characterMorality(data.morality) : undefined;
  // Talents, gear and statuses (Grit, Toughened, an obligation's strain) add through the prepared modifiers.
  const woundBonus = (morality?.wounds ?? 0) + (data.modifiers?.woundThreshold ?? 0);
  const strainBonus = (morality?.strain ?? 0) + (data.modifiers?.strainThreshold ?? 0);
  const wounds = { value: data.wounds.value, threshold: Math.max(0, data.wounds.threshold + woundBonus) };
  const strain = { value: data.strain.value, threshold: Math.max(0, data.strain.threshold + strainBonus) };
  const derived = { ...combatantDerived(data, items, wounds), strain: trackState(strain) };
  return morality ? { ...derived, morality } : derived;
}

/** Standing (sticky dark side) and threshold changes from a character's stored morality. */
export function characterMorality(m: MoralityData): MoralityDerived {
  const value = clampMorality(m.value);
  const standing = moralityStanding(value, m.darkSide);
  return { standing, ...moralityThresholds(value, standing) };
}

/** Rivals suffer no strain (seed 002 ADVERSARIES, RIVALS). */
export function rivalDerived(data: RivalData, items: readonly OwnedItem[]): RivalDerived {
  return combatantDerived(data, items);
}

export { minionDerived, vehicleDerived };
export type { MinionData, VehicleData };
