/**
 * What applying a vehicle critical hit does once, beyond the item it leaves (rules: module/rules/vehicles/
 * critical-hits.ts): the system strain of its row (Mechanical Stress, Fire!, the shield rows without
 * defence), and the short-term effect of Knocked Off Course, Tailspin, Jostled and Breaking Up, an
 * ActiveEffect on the vehicle whose changes use the vehicle modifier keys and whose rounds the system's
 * expiry ends. The caller records both (its card's record) before writing, so its Undo takes back exactly these.
 */
import { controlCheckDifficulty, criticalHitKeyOf, hasDefence, shortTermEffect, systemStrainOnHit, type VehicleCritKey } from "../../rules/vehicles/critical-hits.ts";
import { MODE_ADD, type VehicleModifiers } from "../../rules/checks/modifiers.ts";
import { defenceZones } from "../../rules/vehicles/vehicle.ts";
import type { CriticalHitData, VehicleData } from "../../rules/types.ts";
import { combatClock, shapeStatusEffect } from "../../foundry/effects.ts";
import { format } from "../../foundry/localize.ts";

export interface VehicleHitOnce {
  key: VehicleCritKey;
  /** System strain the vehicle suffers now. */
  systemStrain: number;
  /** The short-term effect's data, or null; rounds as the effect lasts. */
  effect: { data: Record<string, unknown>; rounds: number } | null;
}

/** The row's once-only part on `vehicle` (its data as stored: defence, silhouette); null for a row without a known key. */
export function vehicleHitOnce(vehicle: VehicleData, row: Pick<CriticalHitData, "min" | "max"> & { key?: unknown }, name: string, origin = ""): VehicleHitOnce | null {
  const key = criticalHitKeyOf(row);
  if (!key) return null;
  const defended = hasDefence({ zones: defenceZones(vehicle.silhouette), defence: vehicle.defence });
  const short = shortTermEffect(key);
  const effect = short ? {
    rounds: short.rounds,
    data: shapeStatusEffect({
      name: format("EOTE.VehicleCrit.EffectName", { name }),
      description: format(`EOTE.VehicleCrit.Short.${key}`, { difficulty: controlCheckDifficulty(vehicle.speed.value), setback: short.changes.attackSetback ?? 0 }),
      img: "icons/svg/hazard.svg",
      changes: modifierChanges(short.changes),
      flags: { eote: { vehicleCrit: key } },
    }, { rounds: short.rounds, ...(origin ? { origin } : {}) }, combatClock()),
  } : null;
  return { key, systemStrain: systemStrainOnHit(key, defended), effect };
}

/** ActiveEffect changes adding `mods` to the vehicle's prepared modifiers (`system.modifiers.vehicle.<field>`, mode Add). */
function modifierChanges(mods: Partial<VehicleModifiers>): { key: string; mode: number; value: string }[] {
  return Object.entries(mods).filter(([, v]) => v).map(([field, value]) => ({ key: `system.modifiers.vehicle.${field}`, mode: MODE_ADD, value: String(value) }));
}
