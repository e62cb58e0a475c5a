/**
 * What applying a vehicle critical hit does once, beyond the item it leaves (rules: module/rules/vehicles/
 * critical-hits.ts): the system strain of its row (Mechanical Stress, Fire!, the shield rows without
 * defence), and the short-term effect of Knocked Off Course, Tailspin, Jostled and Breaking Up, an
 * ActiveEffect on the vehicle whose changes use the vehicle modifier keys and whose rounds the system's
 * expiry ends. The caller records both (its card's record) before writing, so its Undo takes back exactly these.
 */
import { controlCheckDifficulty, criticalHitKeyOf, hasDefence, shortTermEffect, systemStrainOnHit, type VehicleCritKey } from "../../../rules/vehicles/critical-hits.ts";
import { MODE_ADD, type VehicleModifiers } from "../../../rules/checks/modifiers.ts";
import { defenceZones } from "../../../rules/vehicles/vehicle.ts";
import type { CriticalHitData, VehicleData } from "../../../rules/types.ts";
import { combatClock, shapeStatusEffect } from "../../../foundry/effects.ts";
import { format } from "../../../foundry/localize.ts";
import { actorView } from "../../../foundry/documents.ts";
import { damageTargetOf } from "../../../foundry/inputs.ts";
import { strainCap } from "../../../rules/combat/damage.ts";
import { trackPaths } from "../../../chat/track-change.ts";

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

/**
 * What applying the row once writes on `actor` (a vehicle), planned before anything is written so the
 * caller records it on its card's record first: the system strain it deals now (as any damage, never
 * past one over the threshold: module/rules/combat/damage.ts strainCap) as the track's new value and the
 * change, and the short-term effect with the id it is to be created with. Null when the row does nothing once.
 */
export interface VehicleHitPlan {
  key: VehicleCritKey;
  /** The system strain actually dealt (after the cap). */
  strain: number;
  /** The track's update (empty when no strain is dealt). */
  update: Record<string, unknown>;
  effect: { id: string; rounds: number; data: Record<string, unknown> } | null;
}

export function planVehicleHitOnce(actor: Actor.Implementation, row: CriticalHitData, name: string, messageId: string): VehicleHitPlan | null {
  const view = actorView(actor);
  if (view.type !== "vehicle") return null;
  const once = vehicleHitOnce(view.system as VehicleData, row, name, `ChatMessage.${messageId}`);
  if (!once) return null;
  const update: Record<string, unknown> = {};
  let strain = 0;
  const track = damageTargetOf(view).strain;
  if (once.systemStrain > 0 && track) {
    const after = Math.min(strainCap(track.threshold), track.value + once.systemStrain);
    strain = after - track.value;
    update[trackPaths("vehicle").strain!] = after;
  }
  const effect = once.effect ? { id: foundry.utils.randomID(), rounds: once.effect.rounds, data: once.effect.data } : null;
  return { key: once.key, strain, update, effect };
}
