/**
 * Derived data of personal-scale actors (characters, nemeses, rivals, minion groups): soak,
 * defence, damage tracks and encumbrance, computed from stored data and owned items, never stored.
 * Seed 002 CHARACTERISTICS, DAMAGE, ENCUMBRANCE and ITEM QUALITIES.
 */
import type { CombatantDerived, EncumbranceState, TrackState } from "./derived-types.ts";
import { hasQuality } from "../gear/qualities.ts";
import { highestQualityRating, itemsOfType, type OwnedItem } from "./owned-items.ts";
import type { DerivedModifiers } from "../checks/modifiers.ts";
import { armourUsable } from "../gear/gear-condition.ts";
import type { ArmourData, Characteristics, DefenceBonus, Track } from "../types.ts";

/**
 * A damage track's state; the value is clamped to [0, max]. Wounds hold up to twice the threshold
 * (`woundTrack`). Strain, hull trauma and system strain hold one past the threshold: that marks the
 * actor incapacitated or the vehicle disabled (strain: module/rules/combat/damage.ts strainCap, which every
 * strain write keeps to, so the stored value is the one shown).
 */
export function trackState(track: Track, wounds = false): TrackState {
  const threshold = Math.max(0, track.threshold);
  const max = wounds ? threshold * 2 : threshold + 1;
  const value = Math.min(Math.max(0, track.value), max);
  return { value, threshold, max, exceeded: value > threshold };
}

/**
 * Worn armour pieces that protect: majorly damaged armour is unusable (seed 002 REPAIRING GEAR), so it
 * gives no soak, defence or quality while it still weighs what it weighs.
 */
export function wornArmour(items: readonly OwnedItem[]): ArmourData[] {
  return itemsOfType(items, "armour").filter((a) => a.worn && armourUsable(a));
}

/**
 * Soak an armour piece gives: its soak, +1 with Superior; Inferior costs 1 soak only when the
 * armour has no defence to lose (seed 002 ITEM QUALITIES, SUPERIOR / INFERIOR).
 */
export function armourSoak(armour: ArmourData): number {
  let soak = armour.soak;
  if (hasQuality(armour.qualities, "superior")) soak += 1;
  if (hasQuality(armour.qualities, "inferior") && armour.defence <= 0) soak -= 1;
  return Math.max(0, soak);
}

/** Defence an armour piece gives: its defence, −1 with Inferior (seed 002 ITEM QUALITIES, INFERIOR). */
export function armourDefence(armour: ArmourData): number {
  const inferior = hasQuality(armour.qualities, "inferior") ? 1 : 0;
  return Math.max(0, armour.defence - inferior);
}

/** Encumbrance of an armour piece before the worn reduction: Superior −1, Inferior +1 (seed 002). */
export function armourEncumbrance(armour: ArmourData): number {
  let enc = armour.encumbrance;
  if (hasQuality(armour.qualities, "superior")) enc -= 1;
  if (hasQuality(armour.qualities, "inferior")) enc += 1;
  return Math.max(0, enc);
}

/** Soak = Brawn + soak of worn armour + stored bonus (seed 002 CHARACTERISTICS; DAMAGE). */
export function soak(characteristics: Characteristics, items: readonly OwnedItem[], soakBonus: number): number {
  const armour = wornArmour(items).reduce((sum, a) => sum + armourSoak(a), 0);
  return Math.max(0, characteristics.brawn + armour + soakBonus);
}

/**
 * Melee and ranged defence. Published stacking rule (EotE core rules, Defense): defence from
 * several pieces of armour does not stack, so only the best worn piece counts; the Defensive and
 * Deflection qualities "increase" defence by their rating, so the best one among equipped weapons
 * and worn armour is added on top (Defensive to melee, Deflection to ranged; seed 002 ITEM
 * QUALITIES). Talent and ability bonuses come in through the stored `defenceBonus`.
 */
export function defence(items: readonly OwnedItem[], bonus: DefenceBonus): { melee: number; ranged: number } {
  const armour = wornArmour(items);
  const base = armour.reduce((best, a) => Math.max(best, armourDefence(a)), 0);
  const qualitySources = [
    ...itemsOfType(items, "weapon").filter((w) => w.equipped).map((w) => w.qualities),
    ...armour.map((a) => a.qualities),
  ];
  const defensive = qualitySources.reduce((best, q) => Math.max(best, highestQualityRating(q, "defensive")), 0);
  const deflection = qualitySources.reduce((best, q) => Math.max(best, highestQualityRating(q, "deflection")), 0);
  return {
    melee: Math.max(0, base + defensive + bonus.melee),
    ranged: Math.max(0, base + deflection + bonus.ranged),
  };
}

/** Armour worn counts 3 less encumbrance (EotE core rules, Armor; seed 002 is silent). */
export const WORN_ARMOUR_REDUCTION = 3;

/** Total encumbrance carried: weapons, armour and gear (× quantity); worn armour counts 3 less, min 0. */
export function encumbranceValue(items: readonly OwnedItem[]): number {
  let total = 0;
  for (const w of itemsOfType(items, "weapon")) total += Math.max(0, w.encumbrance);
  for (const a of itemsOfType(items, "armour")) {
    const enc = armourEncumbrance(a);
    total += a.worn ? Math.max(0, enc - WORN_ARMOUR_REDUCTION) : enc;
  }
  for (const g of itemsOfType(items, "gear")) total += Math.max(0, g.encumbrance) * Math.max(0, g.quantity);
  return total;
}

/**
 * Encumbrance against threshold 5 + Brawn: over it, setback dice on Agility and Brawn checks; over
 * threshold + Brawn, the first maneuver each turn costs 2 strain (seed 002 ENCUMBRANCE). The seed's one
 * "b" does not say how many: the published core rule (Encumbrance) gives one setback die per point of
 * encumbrance over the threshold, so 11 against 8 is three setback dice.
 */
export function encumbrance(characteristics: Characteristics, items: readonly OwnedItem[]): EncumbranceState {
  const value = encumbranceValue(items);
  const threshold = 5 + characteristics.brawn;
  const over = value > threshold;
  return {
    value,
    threshold,
    over,
    setback: over ? value - threshold : 0,
    maneuverCostsStrain: value > threshold + characteristics.brawn,
  };
}

/** Critical injuries the actor carries now (seed 002 CRITICAL INJURIES: each adds +10 to the next roll). */
export function criticalInjuryCount(items: readonly OwnedItem[]): number {
  return itemsOfType(items, "criticalInjury").length;
}

/** Stored fields every personal-scale actor has. */
export interface CombatantSource {
  characteristics: Characteristics;
  wounds: Track;
  soakBonus: number;
  defenceBonus: DefenceBonus;
  /** Prepared, never stored: what talents, gear and statuses add (module/rules/checks/modifiers.ts). */
  modifiers?: DerivedModifiers;
}

/** Everything derived for a personal-scale actor; `wounds` may be overridden (minion groups). */
export function combatantDerived(
  data: CombatantSource,
  items: readonly OwnedItem[],
  wounds: Track = data.wounds,
): CombatantDerived {
  const mods = data.modifiers;
  const defenceBonus = mods
    ? { melee: data.defenceBonus.melee + mods.defence.melee, ranged: data.defenceBonus.ranged + mods.defence.ranged }
    : data.defenceBonus;
  return {
    soak: soak(data.characteristics, items, data.soakBonus + (mods?.soak ?? 0)),
    defence: defence(items, defenceBonus),
    wounds: trackState(wounds, true),
    encumbrance: encumbrance(data.characteristics, items),
    criticalInjuries: criticalInjuryCount(items),
  };
}
