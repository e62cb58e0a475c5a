/**
 * The vehicle sheet's crew stations and damage state (pure): one row per station (module/rules/vehicles/crew.ts),
 * gunners one per weapon, each with whoever sits there (names read by the sheet from the stored uuids),
 * the skill a check there uses, and the roll and remove controls.
 */
import { crewAt, SINGLE_STATIONS, seatedUuids, stationSkill, type CrewStation } from "../../../rules/vehicles/crew.ts";
import type { VehicleDamageState } from "../../../rules/character/derived-types.ts";
import type { CrewStations, VehicleDomain } from "../../../rules/types.ts";
import { cssImageUrl } from "./layout.ts";

/**
 * What the sheet found at a stored uuid: the actor's name and image (and its talents' keys, for the actions a
 * talent opens: Full Throttle), or null when it no longer exists.
 */
export type CrewLookup = Readonly<Record<string, { name: string; img: string; talents?: readonly string[] } | null>>;

export interface CrewRow {
  station: CrewStation;
  /** The weapon a gunner station belongs to; "" for the others. */
  weaponId: string;
  /** EOTE.Crew.Station.<station>, or the weapon's name for a gunner (labelData). */
  labelKey: string;
  weaponName: string;
  /**
   * A gunner seat's weapon arcs (lang keys), and its number among seats whose weapon has the same name
   * and arcs (1, 2, …; 0 when no other seat has both), so twelve identical turrets read apart.
   */
  arcKeys: string[];
  ordinal: number;
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

/** A weapon as a gunner seat names it: its name and firing arcs (the weapon table's rows, context/gear.ts). */
export interface SeatWeapon {
  id: string;
  name: string;
  firingArcs?: readonly { labelKey: string }[];
}

function row(station: CrewStation, uuid: string, lookup: CrewLookup, domain: VehicleDomain, weapon?: SeatWeapon): CrewRow {
  const found = uuid ? lookup[uuid] ?? null : null;
  return {
    station, weaponId: weapon?.id ?? "", weaponName: weapon?.name ?? "",
    arcKeys: (weapon?.firingArcs ?? []).map((a) => a.labelKey), ordinal: 0,
    labelKey: weapon ? "EOTE.Crew.GunnerOf" : `EOTE.Crew.Station.${station}`,
    skillLabelKey: `EOTE.Skill.${stationSkill(station, domain)}`,
    seated: uuid !== "", missing: uuid !== "" && found === null,
    name: found?.name ?? "", imgCss: found ? cssImageUrl(found.img) : "",
  };
}

/** Every station in the sheet's order: the single seats, then one gunner seat per weapon. */
export function crewRows(
  stations: CrewStations, domain: VehicleDomain, weapons: readonly SeatWeapon[], lookup: CrewLookup,
): CrewRow[] {
  return [
    ...SINGLE_STATIONS.map((station) => row(station, crewAt(stations, station), lookup, domain)),
    ...numberAlike(weapons.map((w) => row("gunner", crewAt(stations, "gunner", w.id), lookup, domain, w))),
  ];
}

/** Numbers gunner seats whose weapons share a name and arcs (1, 2, …); a seat with no twin keeps 0. */
function numberAlike(rows: CrewRow[]): CrewRow[] {
  const signature = (r: CrewRow) => `${r.weaponName}\u0000${r.arcKeys.join(",")}`;
  const total = new Map<string, number>();
  for (const r of rows) total.set(signature(r), (total.get(signature(r)) ?? 0) + 1);
  const seen = new Map<string, number>();
  return rows.map((r) => {
    const key = signature(r);
    if ((total.get(key) ?? 0) < 2) return r;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return { ...r, ordinal: n };
  });
}

/** Every actor uuid seated on the roster, for the sheet to look up (the rule's: rules/vehicles/crew.ts). */
export { seatedUuids };

export function damageStateView(state: VehicleDamageState): DamageStateView {
  return {
    shutDown: state.shutDown, strained: state.strained, weaponsInoperable: state.weaponsInoperable,
    emergencyRepairs: state.emergencyRepairs === true,
    operational: !state.shutDown && !state.strained && state.emergencyRepairs !== true,
  };
}
