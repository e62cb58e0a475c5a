/**
 * A vehicle weapon's shot in the attack plan (pure): the refusals and the numbers that make it differ
 * from a personal attack (seed 002 STARSHIPS AND VEHICLES, PLANETARY RANGE BANDS, VEHICLE COMBAT CHECK,
 * DAMAGE). Weapons inoperable while the vehicle is shut down or its system strain is over threshold; the
 * band checked against the weapon's range; the side the target is on against the weapon's fire arcs;
 * a vehicle target defends with its zone facing the shot; the difficulty comes from the silhouettes.
 */
import { EoteError } from "../../dice/errors.ts";
import type { VehicleDerived } from "../../rules/character/derived-types.ts";
import { note, type RuleNote } from "../../rules/checks/notes.ts";
import type { FiringArc, RangeBand, VehicleData } from "../../rules/types.ts";
import { checkFireArc, checkVehicleRange, storedRangeOf, vehicleRangeOf, zoneDefence } from "../../rules/vehicles/vehicle-attack.ts";
import { groupCheckRank, gunneryGroup, hasGroupSkill, type MountedWeapon } from "../../rules/vehicles/vehicle-minion.ts";
import type { MinionData } from "../../rules/types.ts";
import { silhouetteOf, type ActorView } from "../../foundry/inputs.ts";
import type { AttackChoices } from "./options-model.ts";

export interface VehicleShot {
  /** The band as the attack flag stores it (module/rules/vehicles/vehicle-attack.ts storedRangeOf). */
  rangeBand: RangeBand;
  /** The silhouettes the difficulty compares (seed 002 VEHICLE COMBAT CHECK). */
  silhouettes: { attackerSilhouette: number; targetSilhouette: number };
  /** A vehicle target's defence from its zone facing the shot; absent for a personal target. */
  zoneDefence?: number;
  /** Setback dice the firing vehicle's state adds (Tailspin: module/rules/vehicles/critical-hits.ts shortTermEffect). */
  setback: number;
  notes: RuleNote[];
}

/**
 * The silhouettes a vehicle's shot compares: the firing vehicle's and the target's (1 for anyone on
 * foot); with no target yet, a target of the firer's own size (Average), the dialog staying editable.
 */
export function shotSilhouettes(attacker: Pick<ActorView, "type" | "system">, target: Pick<ActorView, "type" | "system"> | null | undefined) {
  const attackerSilhouette = silhouetteOf(attacker);
  return { attackerSilhouette, targetSilhouette: target ? silhouetteOf(target) : attackerSilhouette };
}

/** Refuses a shot from a vehicle whose weapons are inoperable (seed 002 DAMAGE): EoteError EOTE.Combat.Error.WeaponsInoperable. */
export function checkWeaponsOperable(vehicle: { name: string; view: Pick<ActorView, "derived"> }): void {
  if ((vehicle.view.derived as Partial<VehicleDerived>).damage?.weaponsInoperable) {
    throw new EoteError("EOTE.Combat.Error.WeaponsInoperable", "The vehicle's weapons are inoperable", { vehicle: vehicle.name });
  }
}

/** Throws EoteError for a shot the rules refuse; otherwise its band, silhouettes, zone defence and notes. */
export function planVehicleShot(
  attacker: { name: string; view: ActorView },
  weapon: { range: RangeBand; firingArcs?: readonly FiringArc[] },
  target: ActorView | undefined,
  choices: Pick<AttackChoices, "vehicleBand" | "targetSide" | "targetZone">,
): VehicleShot {
  checkWeaponsOperable(attacker);
  const band = choices.vehicleBand ?? vehicleRangeOf(weapon.range);
  checkVehicleRange(band, weapon.range);
  const notes: RuleNote[] = [note("Note.VehicleRange", { band: `EOTE.Sheet.VehicleRange.${band}`, range: `EOTE.Sheet.VehicleRange.${vehicleRangeOf(weapon.range)}` })];
  // Tailspin: every attack from the ship takes its setback dice to the end of the pilot's next turn.
  const setback = Math.max(0, (attacker.view.derived as Partial<VehicleDerived>).damage?.attackSetback ?? 0);
  if (setback > 0) notes.push({ key: "EOTE.VehicleCrit.Note.Tailspin", data: { setback } });
  const shot: VehicleShot = { rangeBand: storedRangeOf(band), silhouettes: shotSilhouettes(attacker.view, target), setback, notes };
  if (!target) return shot;
  const side = choices.targetSide ?? "fore";
  const arcChecked = checkFireArc(weapon.firingArcs ?? [], side);
  notes.push(arcChecked ? note("Note.FireArc", { arc: `EOTE.Sheet.Arc.${side}` }) : note("Note.NoFireArcs"));
  if (target.type === "vehicle") {
    const zone = choices.targetZone ?? "fore";
    const strained = (target.derived as Partial<VehicleDerived>).damage?.defenceZero === true;
    // Effects on the target's zones (Boost Shields, Slice Enemy's Systems) count: its derived zone defence.
    const system = target.system as VehicleData;
    const derivedZones = (target.derived as Partial<VehicleDerived>).zoneDefence;
    shot.zoneDefence = zoneDefence({ silhouette: system.silhouette, defence: derivedZones ?? system.defence }, zone, strained);
    notes.push(strained
      ? note("Note.TargetZoneStrained", { zone: `EOTE.Sheet.Arc.${zone}` })
      : note("Note.TargetZone", { zone: `EOTE.Sheet.Arc.${zone}`, defence: shot.zoneDefence }));
  }
  return shot;
}

/**
 * The gunner's rank for a vehicle's shot fired as a minion group (seed 002 VEHICLE MINIONS): one member
 * per ship still flying in the vehicle's group, times the guns of the same kind fired together into the
 * target's arc when the gunnery group is chosen; a gunner with Gunnery rolls at one rank per member
 * beyond the first. A lone ship firing one gun keeps the gunner's own rank (and no note).
 */
export function groupShot(
  vehicle: Pick<ActorView, "derived">, gunner: Pick<ActorView, "type" | "system">, skill: string, ownRank: number,
  weapon: MountedWeapon, mounted: readonly MountedWeapon[], choices: Pick<AttackChoices, "gunneryGroup" | "targetSide">,
): { rank: number; guns: number; ships: number; notes: RuleNote[] } {
  const ships = Math.max(1, (vehicle.derived as Partial<VehicleDerived>).ships?.standing ?? 1);
  const guns = choices.gunneryGroup ? Math.max(1, gunneryGroup(weapon, mounted, choices.targetSide ?? "fore").length) : 1;
  const members = ships * guns;
  const rank = groupCheckRank(ownRank, hasGroupSkill(gunner, skill, ownRank), members);
  if (members <= 1) return { rank, guns, ships, notes: [] };
  const notes = [note(rank > ownRank ? "Note.GroupRank" : "Note.GroupNoSkill", { ships, guns, rank })];
  return { rank, guns, ships, notes };
}
