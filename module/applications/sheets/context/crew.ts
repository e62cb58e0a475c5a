/**
 * The vehicle sheet's crew stations and damage state (pure): one row per station (module/rules/vehicles/crew.ts),
 * gunners one per weapon, each with whoever sits there (names read by the sheet from the stored uuids),
 * the skill a check there uses, and the roll and remove controls.
 */
import { crewAt, SINGLE_STATIONS, stationSkill, type CrewStation } from "../../../rules/vehicles/crew.ts";
import type { VehicleDamageState } from "../../../rules/character/derived-types.ts";
import type { CrewStations, VehicleDomain } from "../../../rules/types.ts";
import { cssImageUrl } from "./layout.ts";

/** What the sheet found at a stored uuid: the actor's name and image, or null when it no longer exists. */
export type CrewLookup = Readonly<Record<string, { name: string; img: string } | null>>;

export interface CrewRow {
  station: CrewStation;
  /** The weapon a gunner station belongs to; "" for the others. */
  weaponId: string;
  /** EOTE.Crew.Station.<station>, or the weapon's name for a gunner (labelData). */
  labelKey: string;
  weaponName: string;
  skillLabelKey: string;
  /** Someone is seated here. */
  seated: boolean;
  /** Seated, but the actor cannot be found any more. */
  missing: boolean;
  name: string;
  imgCss: string;
}

export interface DamageStateView {
  shutDown: boolean;
  strained: boolean;
  weaponsInoperable: boolean;
  /** Running on emergency repairs (seed 002 EMERGENCY REPAIRS). */
  emergencyRepairs: boolean;
  operational: boolean;
}

function row(station: CrewStation, uuid: string, lookup: CrewLookup, domain: VehicleDomain, weapon?: { id: string; name: string }): CrewRow {
  const found = uuid ? lookup[uuid] ?? null : null;
  return {
    station, weaponId: weapon?.id ?? "", weaponName: weapon?.name ?? "",
    labelKey: weapon ? "EOTE.Crew.GunnerOf" : `EOTE.Crew.Station.${station}`,
    skillLabelKey: `EOTE.Skill.${stationSkill(station, domain)}`,
    seated: uuid !== "", missing: uuid !== "" && found === null,
    name: found?.name ?? "", imgCss: found ? cssImageUrl(found.img) : "",
  };
}

/** Every station in the sheet's order: the single seats, then one gunner seat per weapon. */
export function crewRows(
  stations: CrewStations, domain: VehicleDomain, weapons: readonly { id: string; name: string }[], lookup: CrewLookup,
): CrewRow[] {
  return [
    ...SINGLE_STATIONS.map((station) => row(station, crewAt(stations, station), lookup, domain)),
    ...weapons.map((w) => row("gunner", crewAt(stations, "gunner", w.id), lookup, domain, w)),
  ];
}

/** Every actor uuid seated on the roster, for the sheet to look up. */
export function seatedUuids(stations: CrewStations): string[] {
  const uuids = [...SINGLE_STATIONS.map((s) => stations[s]), ...stations.gunners.map((g) => g.actorUuid)];
  return [...new Set(uuids.filter((u) => u !== ""))];
}

export function damageStateView(state: VehicleDamageState): DamageStateView {
  return {
    shutDown: state.shutDown, strained: state.strained, weaponsInoperable: state.weaponsInoperable,
    emergencyRepairs: state.emergencyRepairs === true,
    operational: !state.shutDown && !state.strained && state.emergencyRepairs !== true,
  };
}
