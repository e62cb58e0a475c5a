/**
 * Vehicle derived data (seed 002 STARSHIPS AND VEHICLES): defence zones fore/aft, plus port and
 * starboard from silhouette 5; hull trauma and system strain tracks (over threshold: disabled).
 */
import { trackState } from "../character/derived.ts";
import type { CritManeuverBlock, TrackState, VehicleCritDerived, VehicleDamageState, VehicleDerived } from "../character/derived-types.ts";
import { baseVehicleModifiers, type DerivedModifiers, type VehicleModifiers } from "../checks/modifiers.ts";
import { itemsOfType, type OwnedItem } from "../character/owned-items.ts";
import { effectiveZoneDefence } from "./starship-action-effects.ts";
import type { ActorType, FiringArc, VehicleData, WeaponData } from "../types.ts";
import { groupHullState, groupOf } from "./vehicle-minion.ts";
import { speedRating } from "./full-throttle.ts";
import { criticalHitState, criticalHitKeyOf, damagedMaxSpeed, destabilizedThreshold, controlCheckDifficulty, type CriticalHitState, type CritHitInForce } from "./critical-hits.ts";

/** Silhouette from which a vehicle has port and starboard defence zones (seed 002 SILHOUETTE 5+). */
export const FOUR_ZONE_SILHOUETTE = 5;

export function defenceZones(silhouette: number): FiringArc[] {
  return silhouette >= FOUR_ZONE_SILHOUETTE ? ["fore", "aft", "port", "starboard"] : ["fore", "aft"];
}

/**
 * Whether a weapon is a vehicle's weapon (seed 002 STARSHIPS AND VEHICLES: vehicle weapons are fired
 * with Gunnery, into the firing arcs they are mounted on). The data model keeps one weapon type for
 * both: a weapon is the vehicle kind when its skill is Gunnery or a vehicle owns it. Only those have
 * firing arcs worth showing.
 */
export function isVehicleWeapon(weapon: Pick<WeaponData, "skill">, ownerType?: ActorType | null): boolean {
  return weapon.skill === "gunnery" || ownerType === "vehicle";
}

/**
 * What a vehicle's damage does to it (seed 002 DAMAGE): hull trauma over its threshold deals a critical
 * hit (module/rules/combat/damage.ts) and shuts the vehicle down; system strain over its threshold brings speed
 * and defence to 0 and leaves its weapons inoperable. A shut-down vehicle fires nothing either.
 * Emergency repairs (seed 002 EMERGENCY REPAIRS, module/rules/vehicles/vehicle-repairs.ts) bring a shut-down
 * ship back, its weapons inoperable; a damaged weapon system component leaves them inoperable too.
 */
export function vehicleDamageState(
  hullTrauma: Pick<TrackState, "exceeded">, systemStrain: Pick<TrackState, "exceeded">, mods: VehicleModifiers = baseVehicleModifiers(),
  crits: Pick<CriticalHitState, "enginesDown" | "destroyed" | "armour" | "destabilized"> & { speedCap?: number | null } = NO_CRITS,
): VehicleDamageState {
  const emergencyRepairs = mods.traumaCritical > 0;
  const shutDown = hullTrauma.exceeded && !emergencyRepairs;
  const strained = systemStrain.exceeded;
  // Critical hits (./critical-hits.ts): Engines Down stops the ship, Vaporized leaves nothing to fly or fire.
  const speedZero = strained || crits.enginesDown || crits.destroyed;
  return {
    shutDown, strained, speedZero, defenceZero: strained, weaponsInoperable: shutDown || strained || crits.destroyed || mods.weaponsInoperable > 0,
    emergencyRepairs, traumaCritical: Math.max(0, mods.traumaCritical),
    speedModifier: mods.speed, handlingModifier: mods.handling, defenceModifier: mods.defence,
    speedCap: crits.speedCap ?? null, maneuversBlocked: maneuversBlocked(crits, mods), attackSetback: Math.max(0, mods.attackSetback ?? 0),
    armourModifier: crits.armour, thresholdsHalved: crits.destabilized, destroyed: crits.destroyed,
  };
}

const NO_CRITS = { enginesDown: false, destroyed: false, armour: 0, destabilized: false, speedCap: null };

function maneuversBlocked(crits: Pick<CriticalHitState, "enginesDown" | "destroyed">, mods: Partial<VehicleModifiers>): CritManeuverBlock | null {
  if (crits.destroyed) return "destroyed";
  if (crits.enginesDown) return "enginesDown";
  return (mods.maneuversLocked ?? 0) > 0 ? "knockedOffCourse" : null;
}

export type DisabledReason = "shutDown" | "strained" | CritManeuverBlock;

/**
 * Why the vehicle cannot maneuver now (seed 002 DAMAGE), or null: shut down by hull trauma over its
 * threshold, or its system strain over threshold (speed 0, defence 0: no maneuver can move it or its shields).
 */
export function maneuverDisabled(state: Pick<VehicleDamageState, "shutDown" | "strained" | "maneuversBlocked">): DisabledReason | null {
  return state.shutDown ? "shutDown" : state.strained ? "strained" : state.maneuversBlocked ?? null;
}

/**
 * The lang key saying why no maneuver may be taken: `<prefix>.<reason>` under EOTE.StarshipAction for
 * the damage reasons, under EOTE.VehicleCrit for a critical hit's. `kind` "Disabled" for a refusal's
 * notice, "Blocked" for a button's hint.
 */
export function disabledReasonKey(reason: DisabledReason, kind: "Disabled" | "Blocked"): string {
  return reason === "shutDown" || reason === "strained" ? `EOTE.StarshipAction.${kind}.${reason}` : `EOTE.VehicleCrit.${kind}.${reason}`;
}

/** The most a speed may be: the data schema's cap (module/data/spec/actors.ts speed; published speeds run 0 to 6). */
export const SPEED_CAP = 10;

/**
 * The speed a vehicle moves at now: its current speed (never past its speed rating now, `speedRating`: a
 * speed reached under Full Throttle falls back when the rise ends) with repairs' and components' changes,
 * 0 while its system strain is over threshold.
 */
export function effectiveSpeed(speed: number, state: Pick<VehicleDamageState, "speedZero" | "speedModifier" | "speedCap" | "speedRating">): number {
  if (state.speedZero) return 0;
  const within = state.speedRating === undefined ? speed : Math.min(speed, state.speedRating);
  const moved = Math.max(0, within + (state.speedModifier ?? 0));
  // Engine Damaged lowers the maximum speed (./critical-hits.ts damagedMaxSpeed).
  return state.speedCap === null || state.speedCap === undefined ? moved : Math.min(state.speedCap, moved);
}

/** A defence zone's value now: 0 while system strain is over threshold, else lowered by damaged shields (never below 0). */
export function effectiveDefence(defence: number, state: Pick<VehicleDamageState, "defenceZero" | "defenceModifier">): number {
  return state.defenceZero ? 0 : Math.max(0, defence + (state.defenceModifier ?? 0));
}

/**
 * The vehicle's derived data. `data` is the prepared system data: `modifiers.zoneDefence` holds what the
 * active effects add to each defence zone (module/rules/vehicles/starship-action-effects.ts zoneDefenceKey).
 */
export function vehicleDerived(data: VehicleData, items: readonly OwnedItem[]): VehicleDerived {
  const zones = defenceZones(data.silhouette);
  const hits = criticalHitsOf(items);
  const crits = criticalHitState(hits, {
    zones, defence: data.defence, silhouette: data.silhouette, hasHyperdrive: (data.hyperdrive?.primary ?? null) !== null || (data.hyperdrive?.backup ?? null) !== null,
  });
  // Destabilized halves both thresholds (./critical-hits.ts destabilizedThreshold).
  const halve = (track: VehicleData["hullTrauma"]) => ({ ...track, threshold: destabilizedThreshold(track.threshold, crits.destabilized) });
  // A group of ships (seed 002 VEHICLE MINIONS) takes hull trauma as a minion group takes wounds.
  const group = groupOf(data);
  const { standing, ...hullTrauma } = group > 1 ? groupHullState(halve(data.hullTrauma), group) : { ...trackState(halve(data.hullTrauma)), standing: 1 };
  const systemStrain = trackState(halve(data.systemStrain));
  // Prepared data: the effects' changes are on `modifiers` (module/rules/checks/modifiers.ts); absent on plain data.
  const mods = { ...baseVehicleModifiers(), ...(data as VehicleData & { modifiers?: Partial<DerivedModifiers> }).modifiers?.vehicle };
  // The speed rating with Full Throttle's rise in force (./full-throttle.ts); Engine Damaged lowers that.
  const rating = speedRating(data.speed.max, mods.topSpeed, SPEED_CAP);
  const speedCap = crits.engineHits > 0 ? damagedMaxSpeed(rating, crits.engineHits) : null;
  const damage = { ...vehicleDamageState(hullTrauma, systemStrain, mods, { ...crits, speedCap }), speedRating: rating };
  // Each zone: what effects add to it (Boost Shields, Slice Enemy's Systems), damaged shields' -1 on all, the shield critical hits.
  const zoneModifiers = (data as { modifiers?: { zoneDefence?: Partial<Record<FiringArc, number>> } }).modifiers?.zoneDefence;
  const perZone = Object.fromEntries((["fore", "aft", "port", "starboard"] as const).map((arc) => [arc, (zoneModifiers?.[arc] ?? 0) + (damage.defenceModifier ?? 0) + crits.zoneDefence[arc]])) as Record<FiringArc, number>;
  const zoneDefence = effectiveZoneDefence(data.defence, perZone, damage.defenceZero);
  for (const zone of crits.zonesZero) zoneDefence[zone] = 0;
  return {
    ships: { group, standing: group > 1 ? standing : hullTrauma.exceeded ? 0 : 1 },
    hullTrauma,
    systemStrain,
    damage,
    defenceZones: zones,
    zoneDefence,
    criticalHits: itemsOfType(items, "criticalHit").length,
    crits: critDerived(hits, crits, mods, effectiveSpeed(data.speed.value, damage)),
  };
}

/** The vehicle's critical hit items whose row is known (./critical-hits.ts criticalHitKeyOf). */
function criticalHitsOf(items: readonly OwnedItem[]): CritHitInForce[] {
  return itemsOfType(items, "criticalHit").flatMap((hit) => {
    const key = criticalHitKeyOf(hit);
    return key ? [{ key, zone: hit.zone ?? "" }] : [];
  });
}

/** The lines in force: the lasting effects, then the short-term ones the vehicle's effects carry (./critical-hits.ts shortTermEffect). */
function critDerived(hits: readonly CritHitInForce[], crits: CriticalHitState, mods: VehicleModifiers, speed: number): VehicleCritDerived {
  const short = [
    mods.maneuversLocked > 0 || mods.controlCheck > 0 ? { key: "knockedOffCourse", text: "EOTE.VehicleCrit.Short.knockedOffCourse", data: { difficulty: controlCheckDifficulty(speed) } } : null,
    mods.attackSetback > 0 || mods.crewImmobilised > 0 ? { key: "tailspin", text: "EOTE.VehicleCrit.Short.tailspin", data: { setback: mods.attackSetback } } : null,
    mods.crewJostled > 0 ? { key: "jostled", text: "EOTE.VehicleCrit.Short.jostled", data: {} } : null,
    mods.breakingUp > 0 ? { key: "breakingUp", text: "EOTE.VehicleCrit.Short.breakingUp", data: {} } : null,
  ].filter((l) => l !== null);
  // A hit whose short-term part still lasts shows that part alone.
  const lasting = crits.lines.filter((l) => !short.some((s) => s.key === l.key));
  return {
    lines: [...lasting, ...short], keys: hits.map((h) => h.key),
    voluntarySystemStrain: crits.voluntarySystemStrain, noHyperspace: crits.noHyperspace, flyingBlind: crits.flyingBlind,
    repairAfterEncounter: crits.repairAfterEncounter,
  };
}

/** What a vehicle carries against its encumbrance capacity; `over` is how far past it (0 within it). */
export interface CargoLoad {
  value: number;
  capacity: number;
  over: number;
}

/**
 * A vehicle's cargo load (published rule: a vehicle's encumbrance capacity is the cargo it can carry): the gear
 * aboard, each item's encumbrance times its quantity (neither below 0), against the capacity.
 */
export function cargoLoad(gear: readonly { encumbrance: number; quantity: number }[], capacity: number): CargoLoad {
  const value = gear.reduce((n, g) => n + Math.max(0, g.encumbrance) * Math.max(0, g.quantity), 0);
  const cap = Math.max(0, capacity);
  return { value, capacity: cap, over: Math.max(0, value - cap) };
}
