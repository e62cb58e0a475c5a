/**
 * The choices made before an attack's pool is built (pure): range band, aim, Auto-fire, Stun setting,
 * the attacker's guarded stance, and defence and position (the target's Guarded Stance or cover, a
 * melee answer to a ranged attack made while engaged, a called shot, personal silhouettes, a second
 * weapon, the target's concealment; module/rules/combat/position.ts). There is no reliable range from the canvas in this rules system
 * (range bands are narrative, seed 002 RANGE BANDS), so the band defaults to the weapon's own range
 * (engaged for melee) and the user picks it in the options prompt; the dice dialog after it stays editable.
 */
import { CONCEALMENT_LEVELS } from "../../rules/combat/position.ts";
import { qualityRating } from "../../rules/gear/qualities.ts";
import { isMeleeSkill } from "../../rules/combat/range.ts";
import { FIRING_ARCS, RANGE_BANDS, type FiringArc, type RangeBand, type WeaponData } from "../../rules/types.ts";
import { isVehicleRangeBand, vehicleRangeOf, VEHICLE_RANGE_BANDS, type VehicleRangeBand } from "../../rules/vehicles/vehicle-attack.ts";

export interface AttackChoices {
  rangeBand: RangeBand;
  aim: number;
  autoFire: boolean;
  stunSetting: boolean;
  guardedStance: boolean;
  targetGuarded: boolean;
  targetInCover: boolean;
  answersEngagedRanged: boolean;
  calledShot: boolean;
  attackerSilhouette: number;
  targetSilhouette: number;
  /** Id of the attacker's other weapon for two-weapon combat; "" for none. */
  secondWeaponId: string;
  /** The target's concealment, 0 to 3 (seed 002 CONCEALMENT). */
  concealment: number;
  /** Reload first, as a maneuver (Limited Ammo, or out of ammunition). */
  reload: boolean;
  /** The Prepare quality's maneuvers were taken. */
  prepared: boolean;
  /** A vehicle's weapon: the planetary or space band to the target (seed 002 PLANETARY RANGE BANDS). */
  vehicleBand?: VehicleRangeBand;
  /** A vehicle's weapon: the side of the firing ship the target is on, checked against the weapon's arcs. */
  targetSide?: FiringArc;
  /** A vehicle's weapon at a vehicle: the target's defence zone facing the shot. */
  targetZone?: FiringArc;
  /** A vehicle's weapon: fire with the guns of its kind in the same arc as one gunnery minion group (seed 002 VEHICLE MINIONS). */
  gunneryGroup?: boolean;
}

/** What the prompt knows beyond the weapon: silhouettes read from the actors, the attacker's other weapons. */
export interface ChoiceContext {
  silhouettes?: { attacker: number; target: number };
  /** Weapons the attacker could wield as the second one (id and name); none for a vehicle's weapon. */
  others?: readonly { id: string; name: string }[];
  /** A vehicle's weapon: no personal position choices. */
  vehicle?: boolean;
  /** The weapon's use (module/rules/gear/weapon-use.ts): a reload would help; attacks left before one (null: unlimited). */
  use?: { canReload: boolean; shotsLeft: number | null };
  /** A vehicle's weapon: the arcs it fires into, and the first target's defence zones (none: not a vehicle). */
  firingArcs?: readonly FiringArc[];
  targetZones?: readonly FiringArc[];
  /** A vehicle's weapon: the most guns of its kind sharing one of its arcs (a gunnery group needs 2). */
  gunneryGuns?: number;
  /** Who attacks and at whom, named at the top of the prompt (token names: their owners' text, escaped by the template). */
  attackerName?: string;
  targetNames?: readonly string[];
}

/** A vehicle weapon's own choices: its range band, the first of its arcs, the target's fore zone. */
function vehicleDefaults(weapon: Pick<WeaponData, "range">, context: ChoiceContext): Pick<AttackChoices, "vehicleBand" | "targetSide" | "targetZone"> {
  if (context.vehicle !== true) return {};
  return { vehicleBand: vehicleRangeOf(weapon.range), targetSide: context.firingArcs?.[0] ?? "fore", targetZone: context.targetZones?.[0] ?? "fore" };
}

/** Silhouettes offered for personal combat (seed 002 PERSONAL SILHOUETTES examples: 0 to 4). */
export const PERSONAL_SILHOUETTES = [0, 1, 2, 3, 4] as const;

export function defaultChoices(weapon: Pick<WeaponData, "skill" | "range">, context: ChoiceContext = {}): AttackChoices {
  return {
    rangeBand: isMeleeSkill(weapon.skill) ? "engaged" : weapon.range,
    aim: 0, autoFire: false, stunSetting: false, guardedStance: false,
    targetGuarded: false, targetInCover: false, answersEngagedRanged: false, calledShot: false,
    attackerSilhouette: context.silhouettes?.attacker ?? 1, targetSilhouette: context.silhouettes?.target ?? 1,
    secondWeaponId: "", concealment: 0, reload: false, prepared: false,
    ...vehicleDefaults(weapon, context),
  };
}

/** What the options prompt offers for this weapon (templates/dialogs/attack-options.hbs). */
export function choicesView(
  weapon: Pick<WeaponData, "skill" | "range" | "qualities">, choices = defaultChoices(weapon), context: ChoiceContext = {},
) {
  const melee = isMeleeSkill(weapon.skill);
  const silhouettes = (selected: number) => PERSONAL_SILHOUETTES.map((n) => ({ value: n, selected: n === selected }));
  return {
    // Who attacks whom, at the top: the attacker's name, then each target's (none targeted: said so).
    attackerName: context.attackerName ?? "",
    targetNames: [...(context.targetNames ?? [])],
    bands: RANGE_BANDS.map((band) => ({ value: band, labelKey: `EOTE.Sheet.Range.${band}`, selected: band === choices.rangeBand })),
    melee,
    aims: [0, 1, 2].map((n) => ({ value: n, selected: n === choices.aim })),
    hasAutoFire: qualityRating(weapon.qualities, "autoFire") > 0,
    hasStunSetting: qualityRating(weapon.qualities, "stunSetting") > 0,
    personal: context.vehicle !== true,
    // Only the target's silhouette is asked (the user corrects it for a creature): the attacker's own is read from
    // its actor, and a vehicle's weapons read both from the actors (./vehicle-shot-model.ts).
    targetSilhouettes: silhouettes(choices.targetSilhouette),
    others: (context.vehicle ? [] : context.others ?? []).map((w) => ({ ...w, selected: w.id === choices.secondWeaponId })),
    // Prepare: its rating in maneuvers before using the weapon (seed 002 PREPARE), confirmed here.
    prepare: qualityRating(weapon.qualities, "prepare"),
    canReload: context.use?.canReload === true,
    shotsLeft: context.use?.shotsLeft ?? null,
    concealments: CONCEALMENT_LEVELS.map((n) => ({ value: n, labelKey: `EOTE.Combat.Options.Concealment${n}`, selected: n === choices.concealment })),
    vehicle: context.vehicle === true,
    vehicleBands: VEHICLE_RANGE_BANDS.map((band) => ({ value: band, labelKey: `EOTE.Sheet.VehicleRange.${band}`, selected: band === choices.vehicleBand })),
    // Every side is offered; one the weapon does not cover is refused when the pool is built, with its notice.
    sides: FIRING_ARCS.map((arc) => ({ value: arc, labelKey: `EOTE.Sheet.Arc.${arc}`, selected: arc === choices.targetSide, covered: context.firingArcs?.includes(arc) === true })),
    zones: (context.targetZones ?? []).map((arc) => ({ value: arc, labelKey: `EOTE.Sheet.Arc.${arc}`, selected: arc === choices.targetZone })),
    gunneryGuns: context.vehicle === true && (context.gunneryGuns ?? 1) > 1 ? context.gunneryGuns! : 0,
    choices,
  };
}

const checked = (value: unknown): boolean => value === true || value === "on";

function silhouetteIn(value: unknown, fallback: number): number {
  const n = Number(value);
  return (PERSONAL_SILHOUETTES as readonly number[]).includes(n) ? n : fallback;
}

/** Reads the prompt's form values; anything missing or odd falls back to the defaults. */
export function readChoices(form: Record<string, unknown>, weapon: Pick<WeaponData, "skill" | "range">, context: ChoiceContext = {}): AttackChoices {
  const base = defaultChoices(weapon, context);
  const band = form["rangeBand"];
  const aim = Number(form["aim"]);
  const second = form["secondWeaponId"];
  const melee = isMeleeSkill(weapon.skill);
  return {
    rangeBand: (RANGE_BANDS as readonly unknown[]).includes(band) ? (band as RangeBand) : base.rangeBand,
    aim: Number.isInteger(aim) && aim >= 0 && aim <= 2 ? aim : 0,
    autoFire: checked(form["autoFire"]),
    stunSetting: checked(form["stunSetting"]),
    guardedStance: checked(form["guardedStance"]),
    // Guarded Stance defends against melee, cover against ranged attacks (seed 002): the other is never taken.
    targetGuarded: melee && checked(form["targetGuarded"]),
    targetInCover: !melee && checked(form["targetInCover"]),
    answersEngagedRanged: melee && checked(form["answersEngagedRanged"]),
    calledShot: checked(form["calledShot"]),
    // Never asked (choicesView): the attacker's silhouette is its actor's, whatever the form says.
    attackerSilhouette: base.attackerSilhouette,
    targetSilhouette: silhouetteIn(form["targetSilhouette"], base.targetSilhouette),
    secondWeaponId: typeof second === "string" && (context.others ?? []).some((w) => w.id === second) ? second : "",
    reload: checked(form["reload"]),
    prepared: checked(form["prepared"]),
    concealment: (CONCEALMENT_LEVELS as readonly number[]).includes(Number(form["concealment"])) ? Number(form["concealment"]) : 0,
    ...readVehicleChoices(form, base, context),
  };
}

const isArc = (value: unknown): value is FiringArc => (FIRING_ARCS as readonly unknown[]).includes(value);

/** A vehicle weapon's band, side and zone from the form; a zone the target lacks falls back to the default. */
function readVehicleChoices(
  form: Record<string, unknown>, base: AttackChoices, context: ChoiceContext,
): Pick<AttackChoices, "vehicleBand" | "targetSide" | "targetZone" | "gunneryGroup"> {
  if (context.vehicle !== true) return {};
  const band = form["vehicleBand"];
  const side = form["targetSide"];
  const zone = form["targetZone"];
  const out: Pick<AttackChoices, "vehicleBand" | "targetSide" | "targetZone" | "gunneryGroup"> = {};
  const vehicleBand = isVehicleRangeBand(band) ? band : base.vehicleBand;
  const targetSide = isArc(side) ? side : base.targetSide;
  const targetZone = isArc(zone) && (context.targetZones ?? []).includes(zone) ? zone : base.targetZone;
  if (vehicleBand) out.vehicleBand = vehicleBand;
  if (targetSide) out.targetSide = targetSide;
  if (targetZone) out.targetZone = targetZone;
  if ((context.gunneryGuns ?? 1) > 1 && checked(form["gunneryGroup"])) out.gunneryGroup = true;
  return out;
}
