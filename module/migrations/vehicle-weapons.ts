/**
 * 9: a weapon's price and rarity may say "not listed by the source" (null), and the vehicle weapons pack now
 * does (the core rulebook's Table 7-1, Starship and Vehicle Weapons, prints name, range, damage, critical and
 * qualities only). Before, the pack shipped its twelve weapons at price 0 and rarity 0, and a weapon could not
 * be stored without a number, so every copy in a world (dropped on a vehicle, imported into a world compendium)
 * says "free and found everywhere". A Gunnery weapon at exactly 0 credits and rarity 0 is such a copy, or a
 * weapon made by hand whose price was never set (the form starts at 0): no published vehicle weapon that has
 * a price is free, and none is found everywhere, so 0/0 there means "not printed" and becomes null. A Gunnery
 * weapon with any price or rarity set is the GM's and is left alone, as is every other weapon (a personal
 * weapon at 0/0, an improvised one, is free by its table).
 * Whole documents only (`complete`, the world runner's toObject() sources), for worlds older than version 9,
 * and never for new documents: a weapon made at 0/0 after this is the GM's to price.
 */
import type { Migration, Source } from "./migrations.ts";
import { blankVehicleWeaponListing } from "../rules/gear/trade.ts";

/** Whether a weapon's stored system is a copy of a vehicle weapon from before version 9: Gunnery, 0 credits, rarity 0. */
export function unpricedVehicleWeapon(system: Source): boolean {
  // Exactly 0 stored: a null is already "not listed" (nothing to change).
  return system["price"] === 0 && system["rarity"] === 0 && blankVehicleWeaponListing(system["skill"], system["price"], system["rarity"]);
}

export const vehicleWeaponPrices: Migration = {
  version: 9,
  existingOnly: true,
  summary: "vehicle weapons stored at 0 credits and rarity 0 say their price and rarity are not listed (null)",
  complete(documentName, type, system) {
    if (documentName !== "Item" || type !== "weapon" || !unpricedVehicleWeapon(system)) return false;
    system["price"] = null;
    system["rarity"] = null;
    return true;
  },
};
