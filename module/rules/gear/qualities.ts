/**
 * Weapon and armour qualities by stable key (seed 000 WEAPON QUALITIES, seed 002 ITEM QUALITIES).
 * Reading a rating from an item's quality list lives here so every rule reads it the same way.
 */
import type { QualityRef } from "../types.ts";

export type QualityKey =
  | "accurate" | "autoFire" | "blast" | "breach" | "burn" | "concussive" | "cortosis" | "cumbersome"
  | "defensive" | "deflection" | "disorient" | "ensnare" | "guided" | "knockdown" | "inaccurate"
  | "inferior" | "ion" | "limitedAmmo" | "linked" | "pierce" | "prepare" | "slowFiring" | "stun"
  | "stunDamage" | "stunSetting" | "sunder" | "superior" | "tractor" | "unwieldy" | "vicious";

export const QUALITY_KEYS: readonly QualityKey[] = [
  "accurate", "autoFire", "blast", "breach", "burn", "concussive", "cortosis", "cumbersome",
  "defensive", "deflection", "disorient", "ensnare", "guided", "knockdown", "inaccurate",
  "inferior", "ion", "limitedAmmo", "linked", "pierce", "prepare", "slowFiring", "stun",
  "stunDamage", "stunSetting", "sunder", "superior", "tractor", "unwieldy", "vicious",
];

export function hasQuality(qualities: readonly QualityRef[], key: QualityKey): boolean {
  return qualities.some((q) => q.key === key);
}

/**
 * The quality's rating: 0 when the item lacks it, 1 for an unrated quality it has ("Sunder"),
 * and ratings of the same key add up (a modification granting "Pierce 1" on top of "Pierce 2").
 */
export function qualityRating(qualities: readonly QualityRef[], key: QualityKey): number {
  let total = 0;
  for (const q of qualities) {
    if (q.key === key) total += q.rating ?? 1;
  }
  return total;
}
