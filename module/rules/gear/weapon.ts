/**
 * A weapon's base damage as used on an attack: flat, or Brawn + N for Brawl and Melee weapons
 * (`addBrawn`); Superior adds 1 and Inferior takes 1 (seed 002 ITEM QUALITIES). Never below 0.
 */
import { hasQuality } from "./qualities.ts";
import type { WeaponData } from "../types.ts";

export function weaponDamage(weapon: Pick<WeaponData, "damage" | "addBrawn" | "qualities">, brawn: number): number {
  let damage = weapon.damage + (weapon.addBrawn ? brawn : 0);
  if (hasQuality(weapon.qualities, "superior")) damage += 1;
  if (hasQuality(weapon.qualities, "inferior")) damage -= 1;
  return Math.max(0, damage);
}
