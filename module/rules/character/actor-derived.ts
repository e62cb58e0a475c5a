/** One entry point from an actor's type, stored data and owned items to its derived data. */
import { combatantDerived, trackState } from "./derived.ts";
import { careerSkills, characterThresholds, NO_THRESHOLD_BONUS, type ThresholdBonus } from "./identity.ts";
import type { CharacterDerived, MoralityDerived, RivalDerived } from "./derived-types.ts";
import { clampMorality, moralityStanding, moralityThresholds } from "../force/morality.ts";
import { minionDerived } from "../combat/minion.ts";
import type { OwnedItem } from "./owned-items.ts";
import type { CharacterData, MinionData, MoralityData, NemesisData, RivalData, VehicleData } from "../types.ts";
import { vehicleDerived } from "../vehicles/vehicle.ts";


/**
 * Characters and nemeses also track strain (strain is never capped above its threshold).
 * A character's thresholds come from its species and characteristics (./identity.ts), and its
 * morality moves them (seed 002 MORALITY). Both are derived data only, never written to the stored
 * thresholds: morality moves every session, and a stored threshold that had the change baked in could
 * not tell the sheet's base value from the bonus (it would be applied again on the next write, and
 * never taken back when the standing changes).
 * `bonus`: the threshold changes of talents and effects; the one place they join the thresholds.
 */
export function characterDerived(
  data: CharacterData | NemesisData,
  items: readonly OwnedItem[],
  bonus: ThresholdBonus = NO_THRESHOLD_BONUS,
): CharacterDerived {
  // Talents, gear and statuses (Grit, Toughened, an obligation's strain) add through the prepared modifiers.
  const extra: ThresholdBonus = {
    wounds: bonus.wounds + (data.modifiers?.woundThreshold ?? 0),
    strain: bonus.strain + (data.modifiers?.strainThreshold ?? 0),
  };
  if (!("morality" in data)) {
    const wounds = { value: data.wounds.value, threshold: Math.max(0, data.wounds.threshold + extra.wounds) };
    const strain = { value: data.strain.value, threshold: Math.max(0, data.strain.threshold + extra.strain) };
    return { ...combatantDerived(data, items, wounds), strain: trackState(strain) };
  }
  const morality = characterMorality(data.morality);
  const base = characterThresholds(
    data.characteristics, items, { wounds: data.wounds.threshold, strain: data.strain.threshold }, data.thresholdOverride, extra,
  );
  const wounds = { value: data.wounds.value, threshold: Math.max(0, base.wounds + morality.wounds) };
  const strain = { value: data.strain.value, threshold: Math.max(0, base.strain + morality.strain) };
  return {
    ...combatantDerived(data, items, wounds), strain: trackState(strain), morality,
    careerSkills: careerSkills(data.skills, items), thresholdSource: base.source,
  };
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
