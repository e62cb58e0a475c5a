/**
 * How many starship maneuvers a pilot may take in a round, and at what cost (seed 002 STARSHIPS AND
 * VEHICLES, STARSHIP BASICS): one free starship maneuver per round; a second costs 2 strain; a vessel of
 * silhouette 5 or more takes one at most.
 *
 * Who pays: the seed's "2 strain" does not say whose. The published core rule has the SHIP suffer 2 system
 * strain for the pilot's second starship maneuver, and seed 000 POWER FLUCTUATIONS confirms it ("cannot
 * voluntarily inflict system strain on the ship (to gain an extra starship maneuver)"): the cost is the
 * vessel's system strain, never the pilot's strain. While the ship may not take voluntary system strain
 * (that critical hit), a maneuver that would cost some is refused.
 */
import type { FiringArc } from "../types.ts";
import { defenceZones, FOUR_ZONE_SILHOUETTE } from "./vehicle.ts";

/** System strain the vessel suffers for the second starship maneuver of a round. */
export const SECOND_MANEUVER_SYSTEM_STRAIN = 2;

/** Why a maneuver that costs voluntary system strain is refused: the ship may not take any now (Power Fluctuations). */
export type VoluntaryStrainRefusal = "noVoluntaryStrain";

export type ManeuverCost =
  | { allowed: true; systemStrain: number }
  | { allowed: false; reason: "largeShipLimit" | "roundLimit" | VoluntaryStrainRefusal };

/**
 * The cost of one more starship maneuver for a vessel of `silhouette` that has already taken `taken`
 * this round: the first is free; the second costs the vessel 2 system strain (below silhouette 5) or is
 * refused; no third. `mayStrainShip`: whether the ship may take voluntary system strain now (false under
 * the Power Fluctuations critical hit), else the second is refused.
 */
export function starshipManeuverCost(silhouette: number, taken: number, mayStrainShip: boolean): ManeuverCost {
  if (taken <= 0) return { allowed: true, systemStrain: 0 };
  if (silhouette >= FOUR_ZONE_SILHOUETTE) return { allowed: false, reason: "largeShipLimit" };
  if (taken !== 1) return { allowed: false, reason: "roundLimit" };
  if (!mayStrainShip) return { allowed: false, reason: "noVoluntaryStrain" };
  return { allowed: true, systemStrain: SECOND_MANEUVER_SYSTEM_STRAIN };
}

/** The most starship maneuvers a vessel of `silhouette` takes in a round: 2, or 1 from silhouette 5. */
export function maxStarshipManeuvers(silhouette: number): number {
  return silhouette >= FOUR_ZONE_SILHOUETTE ? 1 : 2;
}

/**
 * The pilot's starship maneuvers and their limits (seed 002 STARSHIP MANEUVERS). All but Angle Deflector
 * Screens are for the pilot only.
 */
export const PILOT_MANEUVERS = ["accelerate", "decelerate", "fly", "evasiveAction", "stayOnTarget", "punchIt", "angleDeflectors"] as const;
export type PilotManeuverId = (typeof PILOT_MANEUVERS)[number];

export function isPilotManeuver(value: unknown): value is PilotManeuverId {
  return (PILOT_MANEUVERS as readonly unknown[]).includes(value);
}

/** Whether only the pilot may take the maneuver (seed 002: every one but Angle Deflector Screens). */
export function pilotOnly(id: PilotManeuverId): boolean {
  return id !== "angleDeflectors";
}

/** The largest silhouette for Evasive Action, Stay on Target, Punch It (seed 002: silhouette 1-4). */
export const NIMBLE_SILHOUETTE_MAX = FOUR_ZONE_SILHOUETTE - 1;
/** The least speed for Evasive Action and Stay on Target (seed 002: speed 3+). */
export const EVASIVE_MIN_SPEED = 3;

export type ManeuverRefusal = "atMaxSpeed" | "atMinSpeed" | "noSpeed" | "tooLarge" | "tooSlow";

export interface ShipMotion {
  silhouette: number;
  /** Current speed (0 while the system strain is over threshold, see effectiveSpeed). */
  speed: number;
  /** The vehicle's speed rating. */
  maxSpeed: number;
}

/** Whether the vessel may take the maneuver now; a refusal names the limit it breaks. */
export function maneuverLimit(id: PilotManeuverId, ship: ShipMotion): { allowed: true } | { allowed: false; reason: ManeuverRefusal } {
  const refuse = (reason: ManeuverRefusal) => ({ allowed: false as const, reason });
  const nimble = ship.silhouette <= NIMBLE_SILHOUETTE_MAX;
  switch (id) {
    case "accelerate":
      return ship.speed >= ship.maxSpeed ? refuse("atMaxSpeed") : { allowed: true };
    case "decelerate":
      return ship.speed <= 0 ? refuse("atMinSpeed") : { allowed: true };
    case "fly":
      return ship.speed <= 0 ? refuse("noSpeed") : { allowed: true };
    case "evasiveAction":
    case "stayOnTarget":
      if (!nimble) return refuse("tooLarge");
      return ship.speed < EVASIVE_MIN_SPEED ? refuse("tooSlow") : { allowed: true };
    case "punchIt":
      if (!nimble) return refuse("tooLarge");
      return ship.speed >= ship.maxSpeed ? refuse("atMaxSpeed") : { allowed: true };
    case "angleDeflectors":
      return { allowed: true };
  }
}

/** The speed after Accelerate (+1, at most the rating) or Decelerate (-1, at least 0). */
export function changedSpeed(speed: number, maxSpeed: number, delta: 1 | -1): number {
  return Math.min(Math.max(0, maxSpeed), Math.max(0, speed + delta));
}

/**
 * Punch It (seed 002; the published core rule says whose strain): straight to the speed rating, the SHIP
 * suffering 1 system strain per point of speed gained. That strain is taken by choice, so while the ship may
 * not take voluntary system strain (`mayStrainShip` false: seed 000 POWER FLUCTUATIONS) it is refused.
 */
export function punchIt(
  speed: number, maxSpeed: number, mayStrainShip: boolean,
): { allowed: true; speed: number; systemStrain: number } | { allowed: false; reason: VoluntaryStrainRefusal } {
  const gained = Math.max(0, maxSpeed - Math.max(0, speed));
  if (gained > 0 && !mayStrainShip) return { allowed: false, reason: "noVoluntaryStrain" };
  return { allowed: true, speed: Math.max(speed, maxSpeed), systemStrain: gained };
}

/** Planetary range bands a vehicle flies between (seed 002 PLANETARY RANGE BANDS). */
export type VehicleBand = "close" | "short" | "medium" | "long";

/**
 * Fly/Drive (seed 002): how many maneuvers it takes to move from close range to `band` (within close
 * range for "close"); null when the speed cannot reach it. Speed 1: 1 within close, 2 to short; speed
 * 2-4: 1 to short, 2 to medium; speed 5-6: 1 to medium, 2 to long. Speed 0 cannot fly.
 */
export function flyManeuvers(speed: number, band: VehicleBand): 1 | 2 | null {
  if (speed <= 0) return null;
  if (band === "close") return 1;
  const oneManeuver: VehicleBand = speed >= 5 ? "medium" : speed >= 2 ? "short" : "close";
  const twoManeuvers: VehicleBand = speed >= 5 ? "long" : speed >= 2 ? "medium" : "short";
  const order: readonly VehicleBand[] = ["close", "short", "medium", "long"];
  const at = order.indexOf(band);
  if (at <= order.indexOf(oneManeuver)) return 1;
  if (at <= order.indexOf(twoManeuvers)) return 2;
  return null;
}

/**
 * The farthest band one and two Fly/Drive maneuvers reach at `speed` (from flyManeuvers): speed 1, within
 * close range and to short; speed 2-4, to short and medium; speed 5-6, to medium and long. Null at speed 0.
 */
export function flyReach(speed: number): { one: VehicleBand; two: VehicleBand } | null {
  const order: readonly VehicleBand[] = ["close", "short", "medium", "long"];
  const farthest = (n: 1 | 2) => [...order].reverse().find((band) => (flyManeuvers(speed, band) ?? 3) <= n) ?? null;
  const one = farthest(1);
  const two = farthest(2);
  return one && two ? { one, two } : null;
}

/**
 * What an effect maneuver does to combat checks until the end of the pilot's next turn. The seed's lines
 * (002 STARSHIP MANEUVERS) lost their dice symbols, so the published core rule settles them:
 *   Evasive Action upgrades the difficulty of combat checks targeting the vessel once, and of combat
 *     checks made from it once.
 *   Stay on Target upgrades the ability of every combat check made from the vessel once (any combat
 *     check, not only Gunnery), and the ability of every combat check targeting the vessel once: the
 *     pilot flies steady, and is the easier target for it.
 * module/rules/vehicles/maneuver-checks.ts applies them to a check.
 */
export interface ManeuverUpgrades {
  /** Upgrades to the difficulty of combat checks made from the vessel. */
  ownDifficulty: number;
  /** Upgrades to the difficulty of combat checks against the vessel. */
  againstDifficulty: number;
  /** Upgrades to the ability of combat checks made from the vessel. */
  ownAbility: number;
  /** Upgrades to the ability of combat checks against the vessel. */
  againstAbility: number;
}

export type EffectManeuverId = "evasiveAction" | "stayOnTarget";
export const EFFECT_MANEUVERS: readonly EffectManeuverId[] = ["evasiveAction", "stayOnTarget"];

export function isEffectManeuver(value: unknown): value is EffectManeuverId {
  return (EFFECT_MANEUVERS as readonly unknown[]).includes(value);
}

export function maneuverUpgrades(id: EffectManeuverId): ManeuverUpgrades {
  return id === "evasiveAction"
    ? { ownDifficulty: 1, againstDifficulty: 1, ownAbility: 0, againstAbility: 0 }
    : { ownDifficulty: 0, againstDifficulty: 0, ownAbility: 1, againstAbility: 1 };
}

/** Effect maneuvers last until the end of the pilot's next turn: one round of the combat clock. */
export const MANEUVER_EFFECT_ROUNDS = 1;

export type DeflectorRefusal = "sameZone" | "noZone" | "noDefence";

/**
 * Angle Deflector Screens (seed 002): one point of defence moves from one defence zone to another of
 * the vessel's zones (port and starboard only from silhouette 5). Returns the new defence values.
 */
export function angleDeflectors(
  defence: Readonly<Record<FiringArc, number>>, silhouette: number, from: FiringArc, to: FiringArc,
): { allowed: true; defence: Record<FiringArc, number> } | { allowed: false; reason: DeflectorRefusal } {
  const zones = defenceZones(silhouette);
  if (!zones.includes(from) || !zones.includes(to)) return { allowed: false, reason: "noZone" };
  if (from === to) return { allowed: false, reason: "sameZone" };
  if ((defence[from] ?? 0) <= 0) return { allowed: false, reason: "noDefence" };
  return { allowed: true, defence: { ...defence, [from]: defence[from] - 1, [to]: (defence[to] ?? 0) + 1 } };
}
