/**
 * The choices made before an attack's pool is built (pure): range band, aim, Auto-fire, Stun setting,
 * the attacker's guarded stance, and defence and position (the target's Guarded Stance or cover, a
 * melee answer to a ranged attack made while engaged, a called shot, personal silhouettes, a second
 * weapon, the target's concealment; module/rules/position.ts). There is no reliable range from the canvas in this rules system
 * (range bands are narrative, seed 002 RANGE BANDS), so the band defaults to the weapon's own range
 * (engaged for melee) and the user picks it in the options prompt; the dice dialog after it stays editable.
 */
import { CONCEALMENT_LEVELS } from "../../rules/position.ts";
import { qualityRating } from "../../rules/qualities.ts";
import { isMeleeSkill } from "../../rules/range.ts";
import { RANGE_BANDS, type RangeBand, type WeaponData } from "../../rules/types.ts";

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
}

/** What the prompt knows beyond the weapon: silhouettes read from the actors, the attacker's other weapons. */
export interface ChoiceContext {
  silhouettes?: { attacker: number; target: number };
  /** Weapons the attacker could wield as the second one (id and name); none for a vehicle's weapon. */
  others?: readonly { id: string; name: string }[];
  /** A vehicle's weapon: no personal position choices. */
  vehicle?: boolean;
  /** The weapon's use (module/rules/weapon-use.ts): a reload would help; attacks left before one (null: unlimited). */
  use?: { canReload: boolean; shotsLeft: number | null };
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
  };
}

/** What the options prompt offers for this weapon (templates/combat/attack-options.hbs). */
export function choicesView(
  weapon: Pick<WeaponData, "skill" | "range" | "qualities">, choices = defaultChoices(weapon), context: ChoiceContext = {},
) {
  const melee = isMeleeSkill(weapon.skill);
  const silhouettes = (selected: number) => PERSONAL_SILHOUETTES.map((n) => ({ value: n, selected: n === selected }));
  return {
    bands: RANGE_BANDS.map((band) => ({ value: band, labelKey: `EOTE.Sheet.Range.${band}`, selected: band === choices.rangeBand })),
    melee,
    aims: [0, 1, 2].map((n) => ({ value: n, selected: n === choices.aim })),
    hasAutoFire: qualityRating(weapon.qualities, "autoFire") > 0,
    hasStunSetting: qualityRating(weapon.qualities, "stunSetting") > 0,
    personal: context.vehicle !== true,
    attackerSilhouettes: silhouettes(choices.attackerSilhouette),
    targetSilhouettes: silhouettes(choices.targetSilhouette),
    others: (context.vehicle ? [] : context.others ?? []).map((w) => ({ ...w, selected: w.id === choices.secondWeaponId })),
    // Prepare: its rating in maneuvers before using the weapon (seed 002 PREPARE), confirmed here.
    prepare: qualityRating(weapon.qualities, "prepare"),
    canReload: context.use?.canReload === true,
    shotsLeft: context.use?.shotsLeft ?? null,
    concealments: CONCEALMENT_LEVELS.map((n) => ({ value: n, labelKey: `EOTE.Combat.Options.Concealment${n}`, selected: n === choices.concealment })),
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
    attackerSilhouette: silhouetteIn(form["attackerSilhouette"], base.attackerSilhouette),
    targetSilhouette: silhouetteIn(form["targetSilhouette"], base.targetSilhouette),
    secondWeaponId: typeof second === "string" && (context.others ?? []).some((w) => w.id === second) ? second : "",
    reload: checked(form["reload"]),
    prepared: checked(form["prepared"]),
    concealment: (CONCEALMENT_LEVELS as readonly number[]).includes(Number(form["concealment"])) ? Number(form["concealment"]) : 0,
  };
}
