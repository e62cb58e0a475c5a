/**
 * Base difficulty of an attack: by range band for personal-scale attacks (seed 000 ATTACK DIFFICULTIES
 * and RANGED DIFFICULTY MODIFIERS, seed 002 COMBAT CHECK) and by silhouette difference for vehicle
 * attacks (seed 000 SILHOUETTE COMPARISON, seed 002 VEHICLE COMBAT CHECK).
 * Levels are 0 Simple … 5 Formidable, the index into DIFFICULTY_LEVELS.
 */
import { EoteError } from "../../dice/errors.ts";
import { note, type RuleNote } from "../checks/notes.ts";
import type { SkillId } from "../checks/skills.ts";
import { RANGE_BANDS, type RangeBand } from "../types.ts";

export type DifficultyLevel = 0 | 1 | 2 | 3 | 4 | 5;

export const EASY: DifficultyLevel = 1;
export const AVERAGE: DifficultyLevel = 2;
export const HARD: DifficultyLevel = 3;
export const DAUNTING: DifficultyLevel = 4;
export const FORMIDABLE: DifficultyLevel = 5;

/**
 * The one cap policy for difficulties (published core rule, building a dice pool): a difficulty LEVEL read
 * from a table (Easy … Formidable) stops at Formidable, the highest the rules name; difficulty dice a rule
 * ADDS to a check ("+d": cancelling Gain the Advantage, fear's modifiers, astrogation's modifiers) are each
 * added, never capped, so a pool can hold more than five. Returns the difficulty dice of `level` plus
 * `added` (negative added dice count as none).
 */
export function withAddedDifficulty(level: number, added: number): number {
  return Math.max(0, Math.trunc(level)) + Math.max(0, Math.trunc(added));
}

/** Combat skills that attack in melee: always Average, only at engaged range. */
const MELEE_SKILLS: ReadonlySet<SkillId> = new Set<SkillId>(["brawl", "melee", "lightsaber"]);
const RANGED_SKILLS: ReadonlySet<SkillId> = new Set<SkillId>(["rangedLight", "rangedHeavy", "gunnery"]);

export function isMeleeSkill(skill: SkillId): boolean {
  return MELEE_SKILLS.has(skill);
}

export function isCombatSkill(skill: SkillId): boolean {
  return MELEE_SKILLS.has(skill) || RANGED_SKILLS.has(skill);
}

/** Difficulty of a ranged attack at each band beyond engaged (seed 000 ATTACK DIFFICULTIES). */
const BAND_DIFFICULTY: Readonly<Record<Exclude<RangeBand, "engaged">, DifficultyLevel>> = {
  short: EASY, medium: AVERAGE, long: HARD, extreme: DAUNTING,
};

/** Extra difficulty for firing a ranged weapon while engaged (seed 000 RANGED DIFFICULTY MODIFIERS). */
const ENGAGED_PENALTY: Partial<Record<SkillId, number>> = { rangedLight: 1, rangedHeavy: 2 };

export interface RangeDifficulty {
  difficulty: DifficultyLevel;
  notes: RuleNote[];
}

export function bandIndex(band: RangeBand): number {
  return RANGE_BANDS.indexOf(band);
}

/**
 * Difficulty of a personal-scale attack with `skill` against a target at `band`, for a weapon
 * reaching `weaponRange`. Throws EoteError when the attack cannot be made at all.
 */
export function rangeDifficulty(skill: SkillId, band: RangeBand, weaponRange: RangeBand): RangeDifficulty {
  if (!isCombatSkill(skill)) {
    throw new EoteError("EOTE.Combat.Error.NotCombatSkill", `${skill} is not a combat skill`, { skill });
  }
  if (isMeleeSkill(skill)) {
    if (band !== "engaged") {
      throw new EoteError("EOTE.Combat.Error.MeleeNotEngaged", "Melee attacks need the target engaged", { band });
    }
    // Seed 000: melee attacks (Brawl or Melee checks) are always Average.
    return { difficulty: AVERAGE, notes: [note("Note.MeleeAverage")] };
  }
  if (bandIndex(band) > bandIndex(weaponRange)) {
    throw new EoteError("EOTE.Combat.Error.OutOfRange", `Target at ${band} is beyond the weapon's ${weaponRange} range`,
      { band, range: weaponRange });
  }
  if (band === "engaged") {
    const penalty = ENGAGED_PENALTY[skill];
    if (penalty === undefined) {
      throw new EoteError("EOTE.Combat.Error.GunneryEngaged", "Gunnery checks cannot be made while engaged");
    }
    // Seed 000: engaged is Easy plus +1 (Ranged (Light)) or +2 (Ranged (Heavy)); seed 001 Table 1-4 agrees.
    const difficulty = (EASY + penalty) as DifficultyLevel;
    return {
      difficulty,
      notes: [note("Note.Range.engaged"), note("Note.EngagedRanged", { skill: `EOTE.Skill.${skill}`, modifier: penalty })],
    };
  }
  return { difficulty: BAND_DIFFICULTY[band], notes: [note(`Note.Range.${band}`)] };
}

/**
 * Difficulty of a vehicle attack from the firing vessel's silhouette against the target's
 * (seed 000 SILHOUETTE COMPARISON; seed 002 VEHICLE COMBAT CHECK gives the same table):
 * two or more smaller than the target Easy; within one Average; two larger Hard; three larger Daunting;
 * four or more larger Formidable.
 */
export function silhouetteDifficulty(attacker: number, target: number): RangeDifficulty {
  if (!Number.isInteger(attacker) || !Number.isInteger(target) || attacker < 0 || target < 0) {
    throw new EoteError("EOTE.Combat.Error.BadSilhouette", "Silhouettes must be whole numbers from 0",
      { attacker, target });
  }
  const larger = attacker - target;
  let difficulty: DifficultyLevel;
  if (larger <= -2) difficulty = EASY;
  else if (larger <= 1) difficulty = AVERAGE;
  else if (larger === 2) difficulty = HARD;
  else if (larger === 3) difficulty = DAUNTING;
  else difficulty = FORMIDABLE;
  return { difficulty, notes: [note(`Note.Silhouette.${difficulty}`, { attacker, target })] };
}
