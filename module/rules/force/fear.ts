/**
 * Fear checks (seed 002 FEAR, MORALITY EFFECT; pure).
 * - Discipline, or Cool when the character is mentally prepared.
 * - Difficulty by level: Minimal 1 … Utterly Terrified 5 difficulty dice, plus 1/2/3 more for something
 *   with a reputation for danger / known to be dangerous and very rare / extremely dangerous and unique.
 * - Results, until the end of the encounter: a failed check adds a setback die to each of the
 *   character's actions; each threat is 1 strain; three or more threat also stagger them for their next
 *   turn; a despair adds a difficulty die to each action; each advantage can give a boost die to an
 *   ally's next fear check; a triumph cancels the penalties of earlier fear checks, or instead makes
 *   the character immune to fear checks for the rest of the encounter.
 * - Morality effect (a GM option): on a failure the character gains 1 conflict per difficulty die of the
 *   check instead of the other negative effects; a despair adds the same conflict on top of its effects.
 * The OCR'd seed prints the failure's die and the threat's strain garbled ("+b", "per f"); these follow
 * the published rule: a setback die, and 1 strain per threat.
 */
import { EoteError } from "../../dice/errors.ts";
import type { Outcome } from "../../dice/tally.ts";
import type { SkillId } from "../checks/skills.ts";
import { withAddedDifficulty } from "../combat/range.ts";

export const FEAR_LEVELS = [
  { id: "minimal", difficulty: 1 },
  { id: "moderate", difficulty: 2 },
  { id: "veryAfraid", difficulty: 3 },
  { id: "mortallyAfraid", difficulty: 4 },
  { id: "utterlyTerrified", difficulty: 5 },
] as const;
export type FearLevelId = (typeof FEAR_LEVELS)[number]["id"];

export const FEAR_MODIFIERS = [
  { id: "reputation", difficulty: 1 },
  { id: "rareDanger", difficulty: 2 },
  { id: "uniqueDanger", difficulty: 3 },
] as const;
export type FearModifierId = (typeof FEAR_MODIFIERS)[number]["id"];

/**
 * Difficulty dice of a fear check: the level's plus its modifiers'. The seed's "+d" modifiers are ADDED
 * difficulty dice, not upgrades (published core rule, fear checks: the GM adds difficulty for what makes
 * the source more dreadful), and added dice are not capped (../combat/range.ts withAddedDifficulty, the
 * one cap policy): Utterly Terrified by something extremely dangerous and unique is eight dice.
 */
export function fearDifficulty(level: FearLevelId, modifiers: readonly FearModifierId[] = []): number {
  const base = FEAR_LEVELS.find((l) => l.id === level);
  if (!base) throw new EoteError("EOTE.Fear.Error.UnknownLevel", `No fear level ${String(level)}`, { level });
  const added = modifiers.reduce<number>((sum, id) => {
    const mod = FEAR_MODIFIERS.find((m) => m.id === id);
    if (!mod) throw new EoteError("EOTE.Fear.Error.UnknownModifier", `No fear modifier ${String(id)}`, { id });
    return sum + mod.difficulty;
  }, 0);
  return withAddedDifficulty(base.difficulty, added);
}

export function fearSkill(prepared: boolean): Extract<SkillId, "cool" | "discipline"> {
  return prepared ? "cool" : "discipline";
}

export interface FearResult {
  /** Setback dice added to each action until the end of the encounter. */
  setbackEachAction: number;
  /** Difficulty dice added to each action until the end of the encounter. */
  difficultyEachAction: number;
  strain: number;
  staggered: boolean;
  /** Boost dice the character may hand to allies' next fear checks. */
  allyBoosts: number;
  /** Triumphs: each may cancel earlier fear penalties or make the character immune for the encounter. */
  triumphs: number;
  conflict: number;
}

/**
 * What a fear check's outcome does. `difficultyDice`: the check's difficulty dice (for the morality
 * effect); `moralityEffect`: the GM uses the morality option.
 */
export function fearResult(
  outcome: Pick<Outcome, "succeeded" | "threat" | "advantage" | "triumph" | "despair">,
  difficultyDice: number,
  moralityEffect = false,
): FearResult {
  if (!Number.isInteger(difficultyDice) || difficultyDice < 0) {
    throw new EoteError("EOTE.Fear.Error.BadDifficulty", "Difficulty dice must be a whole number from 0", { difficultyDice });
  }
  const failed = !outcome.succeeded;
  // With the morality option a failure swaps its negative effects for conflict.
  const swapped = failed && moralityEffect;
  const conflict = (swapped ? difficultyDice : 0) + (moralityEffect && outcome.despair > 0 ? difficultyDice : 0);
  return {
    setbackEachAction: failed && !swapped ? 1 : 0,
    difficultyEachAction: outcome.despair > 0 ? 1 : 0,
    strain: swapped ? 0 : outcome.threat,
    staggered: !swapped && outcome.threat >= 3,
    allyBoosts: outcome.advantage,
    triumphs: outcome.triumph,
    conflict,
  };
}

/** What one standing fear penalty adds to each of the character's actions. */
export interface FearPenalty {
  setback: number;
  difficulty: number;
}

/**
 * The dice every check of the character gains from the fear penalties standing on it: they add up
 * (a triumph on a later fear check cancels "the penalties from previous fear checks", so several can
 * stand at once).
 */
export function fearPenaltyTotal(penalties: readonly FearPenalty[]): FearPenalty {
  return penalties.reduce<FearPenalty>((sum, p) => ({
    setback: sum.setback + Math.max(0, Math.trunc(p.setback) || 0),
    difficulty: sum.difficulty + Math.max(0, Math.trunc(p.difficulty) || 0),
  }), { setback: 0, difficulty: 0 });
}

/** What a fear check's triumph may buy (seed 002 FEAR: each triumph one of these). */
export const FEAR_TRIUMPH_USES = ["cancel", "immune"] as const;
export type FearTriumphUse = (typeof FEAR_TRIUMPH_USES)[number];

/** Whether one more triumph use is left: each triumph buys one (refused past the check's triumphs). */
export function triumphLeft(triumphs: number, used: number): boolean {
  return used < triumphs;
}

/** Whether one more ally boost is left: each advantage gives one boost to an ally's next fear check. */
export function allyBoostLeft(advantage: number, given: number): boolean {
  return given < advantage;
}
