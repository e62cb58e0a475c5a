/**
 * A vehicle's crew roster (seed 002 STARSHIPS AND VEHICLES, STARSHIP ACTIONS): who sits at each station,
 * by actor uuid, and which skill a check made at that station uses. Pure: the shell resolves the uuids.
 */
import type { SkillId } from "../checks/skills.ts";
import type { CrewStations, VehicleDomain } from "../types.ts";

/** The single-seat stations, in the order the sheet lists them; gunners sit one per weapon. */
export const SINGLE_STATIONS = ["pilot", "copilot", "commander", "engineer", "navigator", "sensors"] as const;
export type SingleStation = (typeof SINGLE_STATIONS)[number];
export type CrewStation = SingleStation | "gunner";
export const CREW_STATIONS: readonly CrewStation[] = [...SINGLE_STATIONS, "gunner"];

export function isCrewStation(value: unknown): value is CrewStation {
  return (CREW_STATIONS as readonly unknown[]).includes(value);
}

/** An empty roster: every station free. */
export function emptyStations(): CrewStations {
  return { pilot: "", copilot: "", commander: "", engineer: "", navigator: "", sensors: "", gunners: [] };
}

/**
 * The skills a check at `station` uses, the usual one first (seed 002 STARSHIP MANEUVERS and ACTIONS):
 * the pilot and co-pilot fly with Piloting (Planetary or Space, by where the vehicle flies); a gunner
 * fires with Gunnery; the engineer repairs with Mechanics (seed 002 DAMAGE CONTROL); the navigator plots
 * with Astrogation (seed 002 PLOT COURSE, HYPERSPACE CALCULATION); sensors and comms use Computers, or
 * Perception to scan (seed 002 JAMMING, SCAN THE ENEMY); the commander leads with Leadership or
 * Discipline (seed 002 FIRE DISCIPLINE).
 */
export function stationSkills(station: CrewStation, domain: VehicleDomain): readonly SkillId[] {
  switch (station) {
    case "pilot":
    case "copilot":
      return [domain === "space" ? "pilotingSpace" : "pilotingPlanetary"];
    case "gunner":
      return ["gunnery"];
    case "engineer":
      return ["mechanics"];
    case "navigator":
      return ["astrogation"];
    case "sensors":
      return ["computers", "perception"];
    case "commander":
      return ["leadership", "discipline"];
  }
}

/** The skill a check at `station` uses by default (the first of stationSkills). */
export function stationSkill(station: CrewStation, domain: VehicleDomain): SkillId {
  return stationSkills(station, domain)[0]!;
}

/** The uuid of whoever sits at `station` ("" when it is free); a gunner station is per weapon id. */
export function crewAt(stations: CrewStations, station: CrewStation, weaponId = ""): string {
  if (station === "gunner") return stations.gunners.find((g) => g.weaponId === weaponId)?.actorUuid ?? "";
  return stations[station];
}

/** Every actor uuid seated on the roster, each once, in the sheet's station order (single seats, then gunners). */
export function seatedUuids(stations: CrewStations): string[] {
  const uuids = [...SINGLE_STATIONS.map((s) => stations[s]), ...stations.gunners.map((g) => g.actorUuid)];
  return [...new Set(uuids.filter((u) => typeof u === "string" && u !== ""))];
}

/** The stations where `actorUuid` sits, in the sheet's order (a gunner once per weapon). */
export function stationsOf(stations: CrewStations, actorUuid: string): CrewStation[] {
  if (!actorUuid) return [];
  const single: CrewStation[] = SINGLE_STATIONS.filter((s) => stations[s] === actorUuid);
  return [...single, ...stations.gunners.filter((g) => g.actorUuid === actorUuid).map((): CrewStation => "gunner")];
}

/**
 * Whether a vehicle's roster speaks for the crew member seated on it (their effect maneuvers count for
 * them): anyone who may change the vehicle may seat anyone, so a seat counts only when the vehicle and
 * the crew member share a player owner, or neither has one (both the GM's). The lists are the ids of the
 * players (not GMs) who own each.
 */
export function seatSpeaksFor(vehicleOwners: readonly string[], memberOwners: readonly string[]): boolean {
  if (vehicleOwners.length === 0 || memberOwners.length === 0) return vehicleOwners.length === 0 && memberOwners.length === 0;
  return vehicleOwners.some((id) => memberOwners.includes(id));
}

/**
 * The stored roster with `actorUuid` at `station` ("" frees it). A gunner station needs the weapon's id;
 * a weapon has one gunner, so seating a gunner replaces the weapon's last one.
 */
export function seatCrew(stations: CrewStations, station: CrewStation, actorUuid: string, weaponId = ""): CrewStations {
  if (station !== "gunner") return { ...stations, gunners: stations.gunners.map((g) => ({ ...g })), [station]: actorUuid };
  const others = stations.gunners.filter((g) => g.weaponId !== weaponId).map((g) => ({ ...g }));
  return { ...stations, gunners: actorUuid && weaponId ? [...others, { weaponId, actorUuid }] : others };
}

/** Actor types that may crew a vehicle: characters and adversaries, never another vehicle. */
export function mayCrew(actorType: string): boolean {
  return actorType === "character" || actorType === "rival" || actorType === "nemesis" || actorType === "minion";
}
