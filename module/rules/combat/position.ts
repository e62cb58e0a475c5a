/**
 * Defence and position in a personal attack, as the attack options give them: the target's Guarded
 * Stance and cover, a melee answer to a ranged attack made while engaged, aiming at a specific item or
 * hit location, personal silhouettes and two-weapon combat. Seed 002 MANEUVERS (AIM, GUARDED STANCE,
 * TAKING COVER), COMBAT CHECK, PERSONAL SILHOUETTES and TWO-WEAPON COMBAT; where the OCR'd seed is
 * garbled or silent the published rule (EotE core rules, Combat) is used and named.
 * Pure: buildAttackPool (attack.ts) calls these and writes their notes.
 */
import { EoteError } from "../../dice/errors.ts";
import { note, type RuleNote } from "../checks/notes.ts";

export interface Position {
  /** The target took the Guarded Stance maneuver: +1 melee defence (seed 002 GUARDED STANCE). */
  targetGuarded?: boolean;
  /** The target is in cover: +1 ranged defence (seed 002 TAKING COVER). */
  targetInCover?: boolean;
  /**
   * This melee attack answers a ranged attack the target made while engaged with the attacker: +1 boost
   * (seed 002 COMBAT CHECK, footnote to the engaged rows: "target gains +b with melee attack response").
   */
  answersEngagedRanged?: boolean;
  /** The aim maneuvers go to a specific item or hit location instead of the boost (seed 002 AIM). */
  calledShot?: boolean;
  /** Personal silhouettes of attacker and target (seed 002 PERSONAL SILHOUETTES; 1 for humans). */
  silhouettes?: { attacker: number; target: number };
  /** How concealed the target is, 0 to 3 (seed 002 CONCEALMENT). */
  concealment?: number;
}

/** Defence against the attack with the target's position added, and the notes saying why. */
export function positionDefence(
  defence: { melee: number; ranged: number }, attack: "melee" | "ranged", position: Position,
): { defence: number; notes: RuleNote[] } {
  const notes: RuleNote[] = [];
  let value = defence[attack];
  // Each maneuver "+1" defence of its kind (seed 002): Guarded Stance melee, cover ranged; added to what the target has.
  if (attack === "melee" && position.targetGuarded) {
    value += 1;
    notes.push(note("Note.TargetGuarded", { modifier: 1 }));
  }
  if (attack === "ranged" && position.targetInCover) {
    value += 1;
    notes.push(note("Note.TargetInCover", { modifier: 1 }));
  }
  return { defence: value, notes };
}

/**
 * Setback for aiming at a specific item or hit location (seed 002 AIM): after one aim maneuver +2
 * setback, after two +1, and the aim gives no boost. Without an aim maneuver there is no called shot
 * (the seed ties it to Aim).
 */
export function calledShotSetback(aim: number): number {
  if (aim === 1) return 2;
  if (aim === 2) return 1;
  throw new EoteError("EOTE.Combat.Error.CalledShotNoAim", "Aiming at an item or location needs one or two aim maneuvers", { aim });
}

/**
 * Difficulty change from personal silhouettes. Target two or more silhouettes larger than the attacker:
 * one difficulty less (seed 002 "Silhouette 2 larger = -d"). Two or more smaller: one difficulty more
 * (the seed's "+dd" there is garbled OCR; the published rule, EotE core rules, Personal Scale
 * silhouettes, increases the difficulty by one).
 */
export function silhouetteModifier(attacker: number, target: number): number {
  for (const value of [attacker, target]) {
    if (!Number.isInteger(value) || value < 0) {
      throw new EoteError("EOTE.Combat.Error.BadSilhouette", "Silhouettes must be whole numbers from 0", { attacker, target });
    }
  }
  if (target - attacker >= 2) return -1;
  if (attacker - target >= 2) return 1;
  return 0;
}

/** One weapon's side of a combined check: the characteristic and rank its skill gives, and its difficulty. */
export interface WeaponCheck {
  characteristic: number;
  rank: number;
  difficulty: number;
}

/**
 * Two-weapon combat, one combined check (seed 002 TWO-WEAPON COMBAT): the lower skill rank and the
 * lower characteristic of the two weapons' checks, against the higher difficulty, increased by one
 * (the increase is the published rule, EotE core rules, Two-Weapon Combat; the seed's summary is silent
 * on it). A success hits with the primary weapon; 2 advantage or a triumph hits with the second.
 */
export function combinedCheck(primary: WeaponCheck, secondary: WeaponCheck): WeaponCheck {
  return {
    characteristic: Math.min(primary.characteristic, secondary.characteristic),
    rank: Math.min(primary.rank, secondary.rank),
    difficulty: Math.max(primary.difficulty, secondary.difficulty) + 1,
  };
}

/** Advantage that buys the hit with the second weapon (seed 002 TWO-WEAPON COMBAT: "aa / x"); a triumph does too. */
export const SECOND_WEAPON_ADVANTAGE = 2;

/** Concealment levels (seed 002 CONCEALMENT): none; mist, shadow; fog, dusk; heavy fog, smoke, night. */
export const CONCEALMENT_LEVELS = [0, 1, 2, 3] as const;

/**
 * Dice concealment adds to an attack on the target: one per level (seed 002 CONCEALMENT: "+b" mist or
 * shadow, "+bb" fog or dusk, "+bbb" heavy fog, smoke or night). The seed prints boost and setback with
 * the same glyph; the published rule (EotE core rules, Concealment) makes them setback dice.
 */
export function concealmentSetback(level: number): number {
  if (!(CONCEALMENT_LEVELS as readonly number[]).includes(level)) {
    throw new EoteError("EOTE.Combat.Error.BadConcealment", "Concealment is 0 to 3", { level });
  }
  return level;
}
