/**
 * A weapon's price and rarity as the importers write them (pure; part of the importers' standalone core). A
 * number where the source gives one. A vehicle weapon (Gunnery) whose source gives none, or only 0 credits and
 * rarity 0 (a data set's blank default), is "not listed" (null): the core rulebook's Table 7-1, Starship and
 * Vehicle Weapons, prints no price or rarity, and 0/0 would say free and found everywhere (the reading migration
 * 9 makes of older worlds' copies, module/migrations/vehicle-weapons.ts). A personal weapon keeps 0 where its
 * source gives no number, as before.
 */

import { blankVehicleWeaponListing } from "../../../rules/gear/trade.ts";

/** `price` and `rarity` as read from the source, null where it gives none (already bounded by the caller). */
export function weaponListing(skill: string, price: number | null, rarity: number | null): { price: number | null; rarity: number | null } {
  if (skill !== "gunnery") return { price: price ?? 0, rarity: rarity ?? 0 };
  if (blankVehicleWeaponListing(skill, price, rarity)) return { price: null, rarity: null };
  return { price, rarity };
}
