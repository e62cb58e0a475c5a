/**
 * Vehicle components a critical hit or a spending option damages (seed 002 SMALL VEHICLE COMPONENTS,
 * LARGE VEHICLE COMPONENTS (SILHOUETTE 5+)). The table depends on the silhouette; the shell rolls one
 * die the size of the table and this module names the component it picks. A damaged component is kept
 * as an ActiveEffect on the vehicle: the changes below where the seed gives a number the rules can
 * hold (sublight engines −1 speed, shields −1 defence in every zone), the seed's description otherwise.
 */
import { EoteError } from "../../dice/errors.ts";
import { FOUR_ZONE_SILHOUETTE } from "./vehicle.ts";
import type { VehicleModifiers } from "../checks/modifiers.ts";

export const SMALL_COMPONENTS = [
  "supportDroid", "ejectionSystem", "weaponSystem", "sensors", "comms", "sublightEngines", "hyperdrive", "shields",
] as const;
export const LARGE_COMPONENTS = [
  "landingGear", "weaponSystem", "sensors", "comms", "sublightEngines", "hyperdrive", "shields", "landingBay", "cargoHold", "bridge",
] as const;
export type ComponentId = (typeof SMALL_COMPONENTS)[number] | (typeof LARGE_COMPONENTS)[number];

/** The seed's large table applies from silhouette 5, the same size that gives four defence zones. */
export function componentTable(silhouette: number): readonly ComponentId[] {
  return silhouette >= FOUR_ZONE_SILHOUETTE ? LARGE_COMPONENTS : SMALL_COMPONENTS;
}

export function isComponentId(value: unknown): value is ComponentId {
  return typeof value === "string" && ([...SMALL_COMPONENTS, ...LARGE_COMPONENTS] as readonly string[]).includes(value);
}

/** The component a roll of 1…table size picks on the vehicle's table (the rows in the seed's order). */
export function pickComponent(silhouette: number, roll: number): ComponentId {
  const table = componentTable(silhouette);
  if (!Number.isInteger(roll) || roll < 1 || roll > table.length) {
    throw new EoteError("EOTE.Combat.Error.BadValue", `roll must be a whole number from 1 to ${table.length}`, { name: "roll", value: roll });
  }
  return table[roll - 1]!;
}

/** What a damaged component changes on the vehicle's modifiers (module/rules/checks/modifiers.ts VehicleModifiers). */
export function componentChanges(id: ComponentId): Partial<VehicleModifiers> {
  switch (id) {
    case "sublightEngines": return { speed: -1 };
    case "shields": return { defence: -1 };
    default: return {};
  }
}

/**
 * Whether a vehicle critical hit row is Component Hit (seed 000 VEHICLE CRITICAL HIT RESULTS: 46-54,
 * "one component of the attacker's choice is offline"), known by its place in the table, not its name.
 * The component it damages is picked at random (a die the size of the vehicle's table).
 */
export const COMPONENT_HIT_ROLL = 46;

/** `max` null: the table's open-ended last row. */
export function isComponentHitRow(row: { min: number; max: number | null }): boolean {
  return row.min <= COMPONENT_HIT_ROLL && COMPONENT_HIT_ROLL <= (row.max ?? Infinity);
}

/**
 * Whether a vehicle critical hit row is Major System Failure (seed 000 VEHICLE CRITICAL HIT RESULTS:
 * 118-126, "one component of the attacker's choice is heavily damaged, and is inoperable until the
 * Critical Hit is repaired"), known by its place in the table. As for Component Hit, the component is
 * picked at random; its effect stays until repaired.
 */
export const MAJOR_SYSTEM_FAILURE_ROLL = 118;

export function isMajorSystemFailureRow(row: { min: number; max: number | null }): boolean {
  return row.min <= MAJOR_SYSTEM_FAILURE_ROLL && MAJOR_SYSTEM_FAILURE_ROLL <= (row.max ?? Infinity);
}

/**
 * The weapon a damaged weapon system puts out of use (seed 002 SMALL / LARGE VEHICLE COMPONENTS: "One
 * weapon system cannot be used"): the attacker's choice in the seed; picked here by `u` (0 ≤ u < 1, a
 * uniform draw) among the vehicle's weapons not already out, or among all when every one is. Null when
 * the vehicle has none.
 */
export function pickOutWeapon(weaponIds: readonly string[], alreadyOut: readonly string[], u: number): string | null {
  const free = weaponIds.filter((id) => !alreadyOut.includes(id));
  const pool = free.length ? free : weaponIds;
  if (!pool.length) return null;
  const i = Math.min(pool.length - 1, Math.max(0, Math.floor((Number.isFinite(u) ? u : 0) * pool.length)));
  return pool[i]!;
}

/** Whether firing `weaponId` is refused because a damaged weapon system names it. */
export function weaponSystemOut(weaponId: string, outIds: readonly string[]): boolean {
  return weaponId !== "" && outIds.includes(weaponId);
}
