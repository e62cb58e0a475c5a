/**
 * Starship actions (seed 002 STARSHIP ACTIONS): the station that takes each one, the checks it may be
 * made with and their difficulty, its limits, and what the check's successes, advantage and triumph do.
 * Full Throttle is the pilot's too, for a pilot with the talent (published core rulebook, Pilot tree:
 * ./full-throttle.ts): its action, or with Improved Full Throttle its maneuver.
 * Pure: the shell rolls the check and posts the results.
 */
import type { CrewStation } from "./crew.ts";
import { AVERAGE, DAUNTING, EASY, FORMIDABLE, HARD, withAddedDifficulty, type DifficultyLevel } from "../combat/range.ts";
import type { SkillId } from "../checks/skills.ts";
import { NIMBLE_SILHOUETTE_MAX, type ShipMotion } from "./starship-maneuvers.ts";
import { FULL_THROTTLE_TALENT, fullThrottleCheck } from "./full-throttle.ts";

export const STARSHIP_ACTIONS = [
  "boostShields", "copilot", "fireDiscipline", "gainAdvantage", "jamming",
  "manualRepairs", "plotCourse", "scanEnemy", "sliceSystems", "spoofMissiles", "fullThrottle",
] as const;
export type StarshipActionId = (typeof STARSHIP_ACTIONS)[number];

export function isStarshipAction(value: unknown): value is StarshipActionId {
  return (STARSHIP_ACTIONS as readonly unknown[]).includes(value);
}

/** A check an action may be made with; "piloting" is Planetary or Space by where the vessel flies. */
export interface ActionCheck {
  skill: SkillId | "piloting";
  difficulty: DifficultyLevel;
  /** Taken as a maneuver, not an action (Improved Full Throttle): the label the sheet gives this check. */
  maneuver?: true;
}

export interface StarshipActionRule {
  /** The station whose crew member takes the action. */
  station: CrewStation;
  /** The checks it may be made with, the usual one first. */
  checks: readonly ActionCheck[];
  /** Once per encounter (seed 002 MANUAL REPAIRS). */
  oncePerEncounter?: true;
  /** The talent (its key) the crew member needs to take it at all (Full Throttle). */
  talent?: string;
}

const RULES: Readonly<Record<StarshipActionId, StarshipActionRule>> = {
  boostShields: { station: "engineer", checks: [{ skill: "mechanics", difficulty: HARD }] },
  copilot: { station: "copilot", checks: [{ skill: "piloting", difficulty: AVERAGE }] },
  fireDiscipline: { station: "commander", checks: [{ skill: "leadership", difficulty: HARD }, { skill: "discipline", difficulty: HARD }] },
  gainAdvantage: { station: "pilot", checks: [{ skill: "piloting", difficulty: AVERAGE }] },
  jamming: { station: "sensors", checks: [{ skill: "computers", difficulty: AVERAGE }] },
  manualRepairs: { station: "engineer", checks: [{ skill: "athletics", difficulty: HARD }], oncePerEncounter: true },
  plotCourse: { station: "navigator", checks: [{ skill: "astrogation", difficulty: AVERAGE }, { skill: "perception", difficulty: HARD }] },
  scanEnemy: { station: "sensors", checks: [{ skill: "perception", difficulty: HARD }] },
  sliceSystems: { station: "sensors", checks: [{ skill: "computers", difficulty: HARD }] },
  spoofMissiles: { station: "sensors", checks: [{ skill: "computers", difficulty: AVERAGE }, { skill: "vigilance", difficulty: HARD }] },
  fullThrottle: {
    station: "pilot", talent: FULL_THROTTLE_TALENT,
    checks: [{ skill: "piloting", difficulty: fullThrottleCheck("action").difficulty }, { skill: "piloting", difficulty: fullThrottleCheck("maneuver").difficulty, maneuver: true }],
  },
};

export function starshipAction(id: StarshipActionId): StarshipActionRule {
  return RULES[id];
}

/** The least speed for Gain the Advantage (seed 002: silhouette 1-4, speed 4+). */
export const GAIN_ADVANTAGE_MIN_SPEED = 4;

export type ActionRefusal = "tooLarge" | "tooSlow" | "usedThisEncounter";

/**
 * Whether the action may be taken now: Gain the Advantage needs silhouette 1-4 and speed 4+; Manual
 * Repairs once per encounter (`usedThisEncounter`).
 */
export function actionLimit(id: StarshipActionId, ship: ShipMotion, usedThisEncounter: boolean): { allowed: true } | { allowed: false; reason: ActionRefusal } {
  if (id === "gainAdvantage") {
    if (ship.silhouette > NIMBLE_SILHOUETTE_MAX) return { allowed: false, reason: "tooLarge" };
    if (ship.speed < GAIN_ADVANTAGE_MIN_SPEED) return { allowed: false, reason: "tooSlow" };
  }
  if (RULES[id].oncePerEncounter && usedThisEncounter) return { allowed: false, reason: "usedThisEncounter" };
  return { allowed: true };
}

/**
 * Gain the Advantage's Piloting difficulty dice by the difference in speed (seed 002): Easy when the
 * initiating ship is faster, Average at the same speed, Hard when 1 slower, Daunting when 2+ slower.
 * To cancel an enemy's advantage, the check adds a difficulty die for each time they gained it against
 * you (seed 002 "+d for each time"): added dice, not capped at Formidable (../combat/range.ts
 * withAddedDifficulty, the one cap policy), so Daunting with three cancels is seven dice.
 */
export function gainAdvantageDifficulty(ownSpeed: number, targetSpeed: number, timesGainedAgainst = 0): number {
  const gap = targetSpeed - ownSpeed;
  const base = gap < 0 ? EASY : gap === 0 ? AVERAGE : gap === 1 ? HARD : DAUNTING;
  return withAddedDifficulty(base, timesGainedAgainst);
}

/** The result of a check as the actions read it. */
export interface ActionRoll {
  success: boolean;
  successes: number;
  advantage: number;
  triumph: number;
}

/** One line of what the check achieved; `count` fills the line's number where it has one. */
export interface ActionOutcome {
  id: string;
  count?: number;
}

/**
 * What the check achieved (seed 002 STARSHIP ACTIONS), as lines the card states. Nothing on a failure.
 */
export function actionOutcomes(id: StarshipActionId, roll: ActionRoll): ActionOutcome[] {
  const out: ActionOutcome[] = [];
  if (!roll.success) return out;
  const extra = roll.successes >= 2;
  switch (id) {
    case "boostShields":
      out.push({ id: "defence" });
      break;
    case "copilot":
      out.push({ id: "setback" });
      break;
    case "fireDiscipline":
      out.push({ id: "boost" });
      if (extra) out.push({ id: "moreCrew" });
      if (roll.advantage >= 3) out.push({ id: "strain" });
      break;
    case "gainAdvantage":
      out.push({ id: "advantage" });
      break;
    case "jamming":
      out.push({ id: "jammed" });
      if (extra) out.push({ id: "setback" });
      if (roll.advantage >= 1) out.push({ id: "moreTargets", count: roll.advantage });
      break;
    case "manualRepairs":
      out.push({ id: "hullTrauma", count: manualRepairs(roll.successes) });
      break;
    case "plotCourse":
      out.push({ id: "terrain" });
      break;
    case "scanEnemy":
      out.push({ id: "learn" });
      if (roll.advantage >= 2) out.push({ id: "current" });
      break;
    case "sliceSystems":
      out.push({ id: "defence" });
      if (roll.advantage >= 2) out.push({ id: "strain" });
      if (roll.triumph >= 1) out.push({ id: "disable" });
      break;
    case "spoofMissiles":
      out.push({ id: "guided" });
      if (roll.advantage >= 2) out.push({ id: "moreGuided" });
      break;
    case "fullThrottle":
      out.push({ id: "topSpeed" });
      break;
  }
  return out;
}

/**
 * Manual Repairs (seed 002: "s = -1 hull trauma; ss = Additional -1 hull trauma"): the seed's second line
 * could be read as a one-off bonus at two successes, but the published rule it abridges removes 1 hull
 * trauma per success, so three successes remove three.
 */
export function manualRepairs(successes: number): number {
  return Math.max(0, successes);
}
