/**
 * What a vehicle's critical hits do to it (seed 002 VEHICLE CRITICAL HITS; seed 000 VEHICLE CRITICAL HIT
 * RESULTS where seed 002's line is too short). Pure. Each row of the table has a stable key, kept in the
 * critical hit item's data (`system.key`); an item without one (a world from before keys) is known by
 * the seed's d100 range it carries (criticalHitKeyOf).
 *
 * Three kinds of effect:
 * - lasting, while the hit's item is on the vehicle (seed 002: "Critical Hits remain until repaired"):
 *   read from the items by criticalHitState, in the vehicle's data preparation, so a repair or an Undo
 *   that deletes the item ends them, and recreating it brings them back;
 * - once, when the hit is applied: the system strain of systemStrainOnHit, kept on the applying card's
 *   record like any damage, so its Undo takes back exactly that;
 * - short-term (Knocked Off Course, Tailspin, Jostled, Breaking Up): shortTermEffect gives the vehicle
 *   modifier changes (module/rules/checks/modifiers.ts VehicleModifiers, the key scheme's
 *   `system.modifiers.vehicle.*`) of an effect lasting to the end of the next round, recorded the same way.
 * What the hits do beyond the vehicle (its crew, a fire's checks, when a ship breaking up is lost) is
 * ./critical-hit-aftermath.ts.
 */
import type { FiringArc } from "../types.ts";
import type { VehicleModifiers } from "../checks/modifiers.ts";

/** The 19 rows of seed 002 VEHICLE CRITICAL HITS, in the table's order. */
export const VEHICLE_CRIT_KEYS = [
  "mechanicalStress", "jostled", "losingPowerToShields", "knockedOffCourse", "tailspin", "componentHit",
  "shieldsFailing", "navicomputerFailure", "powerFluctuations", "shieldsDown", "engineDamaged", "shieldOverload",
  "enginesDown", "majorSystemFailure", "majorHullBreach", "destabilized", "fire", "breakingUp", "vaporized",
] as const;
export type VehicleCritKey = (typeof VEHICLE_CRIT_KEYS)[number];

/** Each row's d100 range (seed 002 VEHICLE CRITICAL HITS); `max` null for the open-ended last row. */
export const VEHICLE_CRIT_RANGES: Readonly<Record<VehicleCritKey, { min: number; max: number | null }>> = {
  mechanicalStress: { min: 1, max: 9 },
  jostled: { min: 10, max: 18 },
  losingPowerToShields: { min: 19, max: 27 },
  knockedOffCourse: { min: 28, max: 36 },
  tailspin: { min: 37, max: 45 },
  componentHit: { min: 46, max: 54 },
  shieldsFailing: { min: 55, max: 63 },
  navicomputerFailure: { min: 64, max: 72 },
  powerFluctuations: { min: 73, max: 81 },
  shieldsDown: { min: 82, max: 90 },
  engineDamaged: { min: 91, max: 99 },
  shieldOverload: { min: 100, max: 108 },
  enginesDown: { min: 109, max: 117 },
  majorSystemFailure: { min: 118, max: 126 },
  majorHullBreach: { min: 127, max: 133 },
  destabilized: { min: 134, max: 138 },
  fire: { min: 139, max: 144 },
  breakingUp: { min: 145, max: 153 },
  vaporized: { min: 154, max: null },
};

export function isVehicleCritKey(value: unknown): value is VehicleCritKey {
  return typeof value === "string" && (VEHICLE_CRIT_KEYS as readonly string[]).includes(value);
}

/**
 * A critical hit item's row key: its `key` when it names a row, else the row whose seed range it carries
 * exactly (items from before keys); null for a GM's own row, which then does nothing by itself.
 */
export function criticalHitKeyOf(row: { key?: unknown; min: number; max: number | null }): VehicleCritKey | null {
  if (isVehicleCritKey(row.key)) return row.key;
  const found = VEHICLE_CRIT_KEYS.find((k) => VEHICLE_CRIT_RANGES[k].min === row.min && VEHICLE_CRIT_RANGES[k].max === row.max);
  return found ?? null;
}

/** A critical hit on the vehicle as the rules read it: its row, and the defence zone it struck ("" when none was named). */
export interface CritHitInForce {
  key: VehicleCritKey;
  zone?: FiringArc | "";
}

/** What of the vehicle the hits depend on. */
export interface CritVehicle {
  /** Defence zones it has (fore and aft, plus port and starboard from silhouette 5). */
  zones: readonly FiringArc[];
  /** Stored defence per zone: a vehicle with none everywhere takes the seed's "If no defence" fallback. */
  defence: Readonly<Record<FiringArc, number>>;
  silhouette: number;
  /** Whether it has a hyperdrive (Navicomputer Failure: no jump; without one, navigation fails). */
  hasHyperdrive: boolean;
}

/** Whether the vehicle has any defence (seed 002's "If no defence" rows). */
export function hasDefence(vehicle: Pick<CritVehicle, "zones" | "defence">): boolean {
  return vehicle.zones.some((z) => (vehicle.defence[z] ?? 0) > 0);
}

/**
 * System strain the vehicle suffers once, when the hit is applied (seed 002 VEHICLE CRITICAL HITS):
 * Mechanical Stress 1; Shield Overload and Fire! 2; the shield rows' fallback without defence (Losing Power
 * to Shields 1, Shields Failing 2, Shields Down 4).
 */
export function systemStrainOnHit(key: VehicleCritKey, defended: boolean): number {
  switch (key) {
    case "mechanicalStress": return 1;
    case "shieldOverload": case "fire": return 2;
    case "losingPowerToShields": return defended ? 0 : 1;
    case "shieldsFailing": return defended ? 0 : 2;
    case "shieldsDown": return defended ? 0 : 4;
    default: return 0;
  }
}

/**
 * The zone a shield row strikes: the one the hit named, else fore (the attack's default zone when the
 * attacker names none), or the first zone the vehicle has.
 */
export function struckZone(zone: FiringArc | "" | undefined, zones: readonly FiringArc[]): FiringArc {
  if (zone && zones.includes(zone)) return zone;
  return zones.includes("fore") ? "fore" : zones[0] ?? "fore";
}

/** The vehicle's maximum speed under `engineHits` Engine Damaged hits: one less each, never below 1 (seed 002), nor raised. */
export function damagedMaxSpeed(max: number, engineHits: number): number {
  return Math.min(max, Math.max(1, max - Math.max(0, engineHits)));
}

/**
 * A threshold under Destabilized: half its value (seed 002: "= ½ original values"). The seed does not
 * round; as the published rules round a halved value up, so do we (a threshold of 1 stays 1).
 */
export function destabilizedThreshold(threshold: number, destabilized: boolean): number {
  return destabilized ? Math.ceil(Math.max(0, threshold) / 2) : threshold;
}

/** Rounds a fire takes to put out: one per two points of silhouette, at least one (seed 002 Fire!). */
export function fireRounds(silhouette: number): number {
  return Math.max(1, Math.ceil(Math.max(0, silhouette) / 2));
}

/** A line the card and the sheet show for a hit in force: a lang key and its numbers. */
export interface CritLine {
  key: VehicleCritKey;
  /** EOTE.VehicleCrit.InForce.<key>[NoDefence|NoHyperdrive|Large]. */
  text: string;
  data: Record<string, number | string>;
}

/** Everything the vehicle's critical hits change while they stand (criticalHitState). */
export interface CriticalHitState {
  /** Each zone's defence change from the shield rows (negative), on top of the other effects. */
  zoneDefence: Record<FiringArc, number>;
  /** Zones the shield rows bring to 0 (Shields Down's struck zone; every zone under Shield Overload). */
  zonesZero: FiringArc[];
  /** Armour change (Shield Overload without defence: −1). */
  armour: number;
  /** Engine Damaged hits standing, each −1 maximum speed (damagedMaxSpeed). */
  engineHits: number;
  /** Engines Down: speed 0 and no maneuver until repaired. */
  enginesDown: boolean;
  /** Destabilized (or a hull breach read as it): hull trauma and system strain thresholds halved. */
  destabilized: boolean;
  /** Navicomputer Failure: no jump to hyperspace (with a hyperdrive), or no navigation at all (without). */
  noHyperspace: boolean;
  flyingBlind: boolean;
  /** Power Fluctuations: the pilot may not take system strain by choice (mayTakeVoluntarySystemStrain). */
  voluntarySystemStrain: boolean;
  /** Vaporized: nothing of the ship is left. */
  destroyed: boolean;
  /** Shield Overload cannot be repaired before the encounter ends. */
  repairAfterEncounter: boolean;
  lines: CritLine[];
}

/**
 * Power Fluctuations (seed 002; seed 000: "to gain an extra starship maneuver, for example"): while it
 * stands, the pilot cannot take system strain by choice. The answer a vehicle's crits give to the rule
 * that lets a pilot pay system strain (Punch It, a second pilot maneuver).
 */
export function mayTakeVoluntarySystemStrain(critKeys: readonly string[]): boolean {
  return !critKeys.includes("powerFluctuations");
}

/**
 * What `hits` do while they stand on `vehicle`. Component Hit and Major System Failure act through the
 * component they damage (./vehicle-components.ts); the short-term rows through shortTermEffect; each is
 * still listed, so the card and sheet say what the hit is.
 */
export function criticalHitState(hits: readonly CritHitInForce[], vehicle: CritVehicle): CriticalHitState {
  const state: CriticalHitState = {
    zoneDefence: { fore: 0, aft: 0, port: 0, starboard: 0 }, zonesZero: [], armour: 0, engineHits: 0, enginesDown: false,
    destabilized: false, noHyperspace: false, flyingBlind: false, voluntarySystemStrain: true, destroyed: false,
    repairAfterEncounter: false, lines: [],
  };
  const defended = hasDefence(vehicle);
  const all = (n: number) => { for (const z of vehicle.zones) state.zoneDefence[z] += n; };
  const zeroes = new Set<FiringArc>();
  for (const hit of hits) {
    const line = (suffix = "", data: Record<string, number | string> = {}) =>
      state.lines.push({ key: hit.key, text: `EOTE.VehicleCrit.InForce.${hit.key}${suffix}`, data });
    const zone = struckZone(hit.zone, vehicle.zones);
    switch (hit.key) {
      case "losingPowerToShields":
        if (defended) state.zoneDefence[zone] -= 1;
        if (defended) line("", { zone: `EOTE.Sheet.Arc.${zone}` });
        else line("NoDefence");
        break;
      case "shieldsFailing":
        if (defended) all(-1);
        line(defended ? "" : "NoDefence");
        break;
      case "shieldsDown":
        if (defended) {
          all(-1);
          state.zoneDefence[zone] += 1;
          zeroes.add(zone);
        }
        if (defended) line("", { zone: `EOTE.Sheet.Arc.${zone}` });
        else line("NoDefence");
        break;
      case "shieldOverload":
        if (defended) for (const z of vehicle.zones) zeroes.add(z);
        else state.armour -= 1;
        state.repairAfterEncounter = true;
        line(defended ? "" : "NoDefence");
        break;
      case "engineDamaged":
        state.engineHits += 1;
        line();
        break;
      case "enginesDown":
        state.enginesDown = true;
        line();
        break;
      case "destabilized":
        state.destabilized = true;
        line();
        break;
      case "navicomputerFailure":
        if (vehicle.hasHyperdrive) state.noHyperspace = true;
        else state.flyingBlind = true;
        line(vehicle.hasHyperdrive ? "" : "NoHyperdrive");
        break;
      case "powerFluctuations":
        state.voluntarySystemStrain = false;
        line();
        break;
      case "majorHullBreach":
        // Seed 000: depressurises in rounds equal to the silhouette (whole ship to silhouette 4, sections from 5).
        line(vehicle.silhouette >= 5 ? "Large" : "", { rounds: Math.max(1, vehicle.silhouette) });
        break;
      case "fire":
        line("", { rounds: fireRounds(vehicle.silhouette) });
        break;
      case "vaporized":
        state.destroyed = true;
        line();
        break;
      default:
        line();
    }
  }
  state.zonesZero = vehicle.zones.filter((z) => zeroes.has(z));
  return state;
}

/**
 * The short-term part of a row (seed 002 VEHICLE CRITICAL HITS): vehicle modifier changes lasting `rounds`
 * (to the end of the next round, as the seed's "next turn" and "1 round" are read elsewhere here);
 * null for a row with none.
 *   Knocked Off Course: no maneuver on the pilot's next turn, and a Piloting check to regain control whose
 *     difficulty is the speed (controlCheckDifficulty).
 *   Tailspin: two setback dice on every attack from the ship, the crew immobilised, to the end of the
 *     pilot's next turn.
 *   Jostled: the crew suffer 1 strain and are disoriented for a round (the crew's part:
 *     ./critical-hit-aftermath.ts crewOnHit, applied to each crew member; here the vehicle's line).
 *   Breaking Up: the ship is destroyed at the end of the next round (./critical-hit-aftermath.ts
 *     breakingUpDue: the GM is told when it is; the GM ends the ship).
 * Tailspin's crew immobilised is also the crew's part (crewOnHit); its setback stays on the vehicle.
 */
export function shortTermEffect(key: VehicleCritKey): { rounds: number; changes: Partial<VehicleModifiers> } | null {
  switch (key) {
    case "knockedOffCourse": return { rounds: 1, changes: { maneuversLocked: 1, controlCheck: 1 } };
    case "tailspin": return { rounds: 1, changes: { attackSetback: 2, crewImmobilised: 1 } };
    case "jostled": return { rounds: 1, changes: { crewJostled: 1 } };
    case "breakingUp": return { rounds: 1, changes: { breakingUp: 1 } };
    default: return null;
  }
}

/** Whether a hit may not be repaired yet: Shield Overload waits for the end of the encounter (seed 000). */
export function repairWaitsForEncounter(key: VehicleCritKey | null, inEncounter: boolean): boolean {
  return key === "shieldOverload" && inEncounter;
}

/**
 * Whether a derived crit line offers Knocked Off Course's check to regain control: its short-term line, while
 * it is in force (seed 002: the check belongs to the pilot's next turn).
 */
export function controlCheckOpen(line: { key: string; text: string }): boolean {
  return line.key === "knockedOffCourse" && line.text.startsWith("EOTE.VehicleCrit.Short.");
}

/** Knocked Off Course's Piloting check to regain control: difficulty equal to the speed, 0 to 5 dice (seed 002). */
export function controlCheckDifficulty(speed: number): number {
  return Math.min(5, Math.max(0, Math.trunc(speed)));
}
