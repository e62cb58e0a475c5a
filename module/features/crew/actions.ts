/**
 * A vehicle's crew in Foundry: who sits at a station (module/foundry/crew.ts), seating and removing them
 * (the vehicle sheet's drops and remove buttons), and a check by the crew member at a station with the
 * station's skill. Refusals are localised notices: nobody at the station, a seated actor that no longer
 * exists, an actor that cannot crew.
 */
import { EoteError } from "../../dice/errors.ts";
import { type CrewStation, isCrewStation, mayCrew, seatCrew, stationSkill } from "../../rules/vehicles/crew.ts";
import { format, localize } from "../../foundry/localize.ts";
import { actorView } from "../../foundry/documents.ts";
import { crewMember, stationName, vehicleData } from "../../foundry/crew.ts";
import { tokenName } from "../../chat/token-name.ts";
import { openDicePoolDialog } from "../../applications/dice-dialog/index.ts";
import { notifyError } from "../../foundry/notify.ts";
import { attackerInputs, checkStatusModifiers } from "../../foundry/inputs.ts";
import { groupCheckRank, withGroupRank } from "../../rules/vehicles/vehicle-minion.ts";
import { getSkill } from "../../rules/checks/skills.ts";
import type { VehicleDerived } from "../../rules/character/derived-types.ts";
import type { Pool } from "../../dice/types.ts";
import { hasGroupSkill } from "../../rules/vehicles/vehicle-minion.ts";

/** Seats `actor` at the station (a gunner at the weapon `weaponId`); refused for anything but a character or adversary. */
export async function seatCrewMember(vehicle: Actor.Implementation, station: CrewStation, actor: Actor.Implementation, weaponId = ""): Promise<void> {
  try {
    if (!isCrewStation(station)) return;
    if (!mayCrew(actor.type as string) || actor.uuid === vehicle.uuid) {
      throw new EoteError("EOTE.Crew.CannotCrew", `A ${actor.type as string} cannot crew a vehicle`);
    }
    if (station === "gunner" && !vehicle.items.get(weaponId)) return;
    const stations = seatCrew(vehicleData(vehicle).stations, station, actor.uuid, weaponId);
    await vehicle.update({ "system.stations": stations } as never);
  } catch (err) {
    notifyError(err);
  }
}

/** Frees the station. */
export async function removeCrewMember(vehicle: Actor.Implementation, station: CrewStation, weaponId = ""): Promise<void> {
  try {
    if (!isCrewStation(station)) return;
    const stations = seatCrew(vehicleData(vehicle).stations, station, "", weaponId);
    await vehicle.update({ "system.stations": stations } as never);
  } catch (err) {
    notifyError(err);
  }
}

/**
 * The crew member's pool for a check made for a group of ships (seed 002 VEHICLE MINIONS: "use normal
 * minion rules"): the pilot's Piloting and a gunner's Gunnery at one rank per ship still flying beyond
 * the first, when the crew member has the skill (module/rules/vehicles/vehicle-minion.ts); any other check as is.
 */
export function groupPool(vehicle: Actor.Implementation, member: Actor.Implementation, station: CrewStation, skill: string): { pool: Pool; notes: string[] } {
  const pool = member.checkPool(skill);
  const ships = (actorView(vehicle).derived as Partial<VehicleDerived>).ships?.standing ?? 1;
  if ((station !== "pilot" && station !== "gunner") || ships <= 1) return { pool, notes: [] };
  const view = actorView(member);
  const own = attackerInputs(view, skill);
  const characteristic = own.characteristics[getSkill(skill)?.characteristic ?? "agility"];
  const rank = groupCheckRank(own.skillRank, hasGroupSkill(view, skill, own.skillRank), ships);
  return {
    pool: withGroupRank(pool, characteristic, own.skillRank, rank),
    notes: [format(rank > own.skillRank ? "EOTE.Crew.GroupRank" : "EOTE.Crew.GroupNoSkill", { ships, rank, skill: localize(`EOTE.Skill.${skill}`) })],
  };
}

/** What a particular check at a station adds to the crew member's pool (the jump's difficulty, its flag). */
export interface StationCheckExtra {
  difficulty?: number;
  /** Challenge and setback dice the check adds (a navigation hazard's upgraded difficulty and its setback). */
  challenge?: number;
  setback?: number;
  notes?: string[];
  /** Stored with the roll, public or not: ids and numbers only (DicePoolRequest.privateFlags). */
  flags?: Record<string, unknown>;
  /** i18n key of the dialog's title, formatted with name, station and vehicle. */
  titleKey?: string;
}

/**
 * A check made for the vehicle at a station: the crew member's pool for the station's skill (Piloting by
 * where the vehicle flies, Gunnery, Mechanics, Astrogation, Computers, Leadership), with their own statuses,
 * and whatever the particular check adds (`extra`).
 */
export async function crewCheck(vehicle: Actor.Implementation, station: CrewStation, weaponId = "", extra: StationCheckExtra = {}): Promise<void> {
  try {
    const member = await crewMember(vehicle, station, weaponId);
    const skill = stationSkill(station, vehicleData(vehicle).domain);
    const grouped = groupPool(vehicle, member, station, skill);
    const pool = grouped.pool;
    pool.difficulty += extra.difficulty ?? 0;
    pool.challenge += extra.challenge ?? 0;
    pool.setback += extra.setback ?? 0;
    const names = { name: tokenName(member), station: stationName(vehicle, station, weaponId), vehicle: tokenName(vehicle) };
    const notes = [format("EOTE.Crew.CheckNote", names), ...grouped.notes, ...(extra.notes ?? [])];
    for (const m of checkStatusModifiers(actorView(member))) notes.push(format(`EOTE.Combat.Note.Own.${m.status}`, { modifier: m.count }));
    await openDicePoolDialog({
      title: format(extra.titleKey ?? "EOTE.Crew.CheckTitle", names), privateTitle: localize(`EOTE.Skill.${skill}`),
      pool, actor: member, notes, skillId: skill,
      // Which vehicle and station the check was for: a pilot's despair offers the GM a collision (vehicle-repair/card/collision.ts).
      flags: { crewStation: { vehicleUuid: vehicle.uuid, station, actorUuid: member.uuid }, ...extra.flags },
      privateFlags: { crewStation: { vehicleUuid: vehicle.uuid, station, actorUuid: member.uuid }, ...extra.flags },
    });
  } catch (err) {
    notifyError(err);
  }
}
