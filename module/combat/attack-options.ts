/**
 * The choices made before an attack's pool is built (pure): range band, aim, Auto-fire, Stun setting,
 * guarded stance. There is no reliable range from the canvas in this rules system (range bands are
 * narrative, seed 002 RANGE BANDS), so the band defaults to the weapon's own range (engaged for
 * melee) and the user picks it in the options prompt; the dice dialog after it stays editable.
 */
import { qualityRating } from "../rules/qualities.ts";
import { isMeleeSkill } from "../rules/range.ts";
import { RANGE_BANDS, type RangeBand, type WeaponData } from "../rules/types.ts";

export interface AttackChoices {
  rangeBand: RangeBand;
  aim: number;
  autoFire: boolean;
  stunSetting: boolean;
  guardedStance: boolean;
}

export function defaultChoices(weapon: Pick<WeaponData, "skill" | "range">): AttackChoices {
  return {
    rangeBand: isMeleeSkill(weapon.skill) ? "engaged" : weapon.range,
    aim: 0, autoFire: false, stunSetting: false, guardedStance: false,
  };
}

/** What the options prompt offers for this weapon (templates/combat/attack-options.hbs). */
export function choicesView(weapon: Pick<WeaponData, "skill" | "range" | "qualities">, choices = defaultChoices(weapon)) {
  const melee = isMeleeSkill(weapon.skill);
  return {
    bands: RANGE_BANDS.map((band) => ({ value: band, labelKey: `EOTE.Sheet.Range.${band}`, selected: band === choices.rangeBand })),
    melee,
    aims: [0, 1, 2].map((n) => ({ value: n, selected: n === choices.aim })),
    hasAutoFire: qualityRating(weapon.qualities, "autoFire") > 0,
    hasStunSetting: qualityRating(weapon.qualities, "stunSetting") > 0,
    choices,
  };
}

/** Reads the prompt's form values; anything missing or odd falls back to the defaults. */
export function readChoices(form: Record<string, unknown>, weapon: Pick<WeaponData, "skill" | "range">): AttackChoices {
  const base = defaultChoices(weapon);
  const band = form["rangeBand"];
  const aim = Number(form["aim"]);
  return {
    rangeBand: (RANGE_BANDS as readonly unknown[]).includes(band) ? (band as RangeBand) : base.rangeBand,
    aim: Number.isInteger(aim) && aim >= 0 && aim <= 2 ? aim : 0,
    autoFire: form["autoFire"] === true || form["autoFire"] === "on",
    stunSetting: form["stunSetting"] === true || form["stunSetting"] === "on",
    guardedStance: form["guardedStance"] === true || form["guardedStance"] === "on",
  };
}
