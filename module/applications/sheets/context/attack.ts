/**
 * The pool a weapon's attack button opens the dice dialog with, for now: the wielder's check pool
 * for the weapon's skill plus the difficulty of the weapon's range band. The combat automation will
 * replace this one function with a full attack pool (targets' defence, qualities, aim).
 */
import type { CharacteristicId } from "../../../rules/characteristics.ts";
import { getSkill } from "../../../rules/skills.ts";
import type { Characteristics, RangeBand, WeaponData } from "../../../rules/types.ts";
import type { Pool } from "../../../dice/types.ts";
import { checkPool } from "./pool.ts";

/** Skills that attack an engaged target hand to hand (seed 001 Table 1–4: "Melee or Brawl: Average"). */
const MELEE_SKILLS: readonly string[] = ["brawl", "melee", "lightsaber"];

/**
 * Difficulty dice by range band (seed 001 Table 1–4: Ranged Attack Difficulties). Engaged: Average
 * for melee, Brawl and Ranged (Light), Hard for Ranged (Heavy); the seed lists Gunnery nowhere, and
 * the published rule treats it as heavy weaponry at engaged range, so it takes Hard too.
 */
export function rangeDifficulty(skill: string, range: RangeBand): number {
  if (MELEE_SKILLS.includes(skill)) return 2;
  switch (range) {
    case "engaged": return skill === "rangedLight" ? 2 : 3;
    case "short": return 1;
    case "medium": return 2;
    case "long": return 3;
    case "extreme": return 4;
  }
}

export interface AttackPool {
  pool: Pool;
  characteristic: CharacteristicId;
  rank: number;
  difficulty: number;
  /** i18n key and data explaining where the difficulty came from. */
  note: { key: string; data: Record<string, string | number> };
}

export function attackPool(weapon: WeaponData, values: Characteristics, rank: number): AttackPool {
  const characteristic = getSkill(weapon.skill)?.characteristic ?? "agility";
  const difficulty = rangeDifficulty(weapon.skill, weapon.range);
  const pool = checkPool(values[characteristic], rank);
  pool.difficulty += difficulty;
  return {
    pool, characteristic, rank, difficulty,
    note: { key: "EOTE.Sheet.Attack.RangeNote", data: { range: `EOTE.Sheet.Range.${weapon.range}`, dice: difficulty } },
  };
}
