/**
 * Travel (seed 002 HYPERSPACE CALCULATION, HYPERSPACE TRAVEL TIME, SUBLIGHT TRAVEL, NAVIGATION HAZARDS):
 * the navigator's Astrogation difficulty for a jump and what the roll's symbols do, the trip's length by
 * distance times the hyperdrive class, sublight trip times, and the Piloting pool through a hazard.
 */
import { EoteError } from "../../dice/errors.ts";
import type { Outcome } from "../../dice/tally.ts";
import { EASY, FORMIDABLE, withAddedDifficulty } from "../combat/range.ts";

/** A span of time in one unit, as the seed's tables give it ("10-24 hours"). */
export type TimeUnit = "minutes" | "hours" | "days" | "weeks";
export interface TimeSpan {
  min: number;
  max: number;
  unit: TimeUnit;
}

// ---------------------------------------------------------------- hyperspace calculation

/**
 * The base difficulty: Easy for a well-established route to a nearby system (seed 002). The seed names no
 * other route, so a GM who judges the route harder picks a higher base, up to Formidable.
 */
export const JUMP_BASE_DIFFICULTY = EASY;

/** The ship's damage as the calculation sees it: lightly +1, heavily +2 difficulty (seed 002). */
export type JumpDamage = "none" | "light" | "heavy";
export const JUMP_DAMAGE: readonly JumpDamage[] = ["none", "light", "heavy"];
const DAMAGE_DIFFICULTY: Readonly<Record<JumpDamage, number>> = { none: 0, light: 1, heavy: 2 };

/** The calculation's circumstances, each a choice on the jump form. */
export interface JumpCircumstances {
  /** Difficulty dice of the route before modifiers (1 Easy … 5 Formidable). */
  base: number;
  /** No astromech droid or navicomputer: +3 difficulty. */
  noNavicomputer: boolean;
  /** Quick calculations made under pressure: +1. */
  underPressure: boolean;
  damage: JumpDamage;
  /** Outdated, corrupt or counterfeit navigation charts or navicomputer data: +1. */
  badCharts: boolean;
}

/** The added difficulty of each modifier, by the stable id the form and card use (seed 002 table). */
export const JUMP_MODIFIERS = { noNavicomputer: 3, underPressure: 1, badCharts: 1 } as const;
export type JumpModifier = keyof typeof JUMP_MODIFIERS;
export const JUMP_MODIFIER_IDS = Object.keys(JUMP_MODIFIERS) as JumpModifier[];

export function isJumpDamage(value: unknown): value is JumpDamage {
  return (JUMP_DAMAGE as readonly unknown[]).includes(value);
}

/**
 * Difficulty dice of the Astrogation check: the base level (Easy … Formidable) plus every modifier that
 * applies. The seed's modifiers are added difficulty dice, never capped (../combat/range.ts
 * withAddedDifficulty, the one cap policy): a Formidable route without a navicomputer is eight dice.
 */
export function jumpDifficulty(c: JumpCircumstances): number {
  if (!Number.isInteger(c.base) || c.base < EASY || c.base > FORMIDABLE) {
    throw new EoteError("EOTE.Combat.Error.BadValue", "base must be a whole number from 1 to 5", { name: "base", value: c.base });
  }
  let added = DAMAGE_DIFFICULTY[c.damage];
  for (const id of JUMP_MODIFIER_IDS) if (c[id]) added += JUMP_MODIFIERS[id];
  return withAddedDifficulty(c.base, added);
}

/**
 * What the roll's symbols buy on the jump (seed 002 HYPERSPACE CALCULATION), each with how many of that
 * symbol the roll has. A failed check plots no safe jump. Success beyond the first: a better exit point or
 * less time calculating; advantage: reduced travel time; triumph: minimum calculation time or greatly
 * reduced travel time; threat: decreased accuracy or longer travel; despair: the same as threat, or a
 * disastrous occurrence.
 */
export type JumpEffectId = "failed" | "plotted" | "betterExit" | "reduceTime" | "triumph" | "threat" | "despair";
export interface JumpEffect {
  id: JumpEffectId;
  count: number;
}

export function jumpEffects(roll: Pick<Outcome, "succeeded" | "netSuccess" | "advantage" | "threat" | "triumph" | "despair">): JumpEffect[] {
  const effects: JumpEffect[] = [];
  if (!roll.succeeded) effects.push({ id: "failed", count: 1 });
  else {
    effects.push({ id: "plotted", count: 1 });
    if (roll.netSuccess > 1) effects.push({ id: "betterExit", count: roll.netSuccess - 1 });
  }
  if (roll.advantage > 0) effects.push({ id: "reduceTime", count: roll.advantage });
  if (roll.triumph > 0) effects.push({ id: "triumph", count: roll.triumph });
  if (roll.threat > 0) effects.push({ id: "threat", count: roll.threat });
  if (roll.despair > 0) effects.push({ id: "despair", count: roll.despair });
  return effects;
}

// ---------------------------------------------------------------- hyperspace travel time

export type HyperspaceDistance = "sector" | "region" | "betweenRegions" | "galaxy";
export const HYPERSPACE_DISTANCES: readonly HyperspaceDistance[] = ["sector", "region", "betweenRegions", "galaxy"];

/** Average duration with a class 1 drive (seed 002 HYPERSPACE TRAVEL TIME). */
export const HYPERSPACE_TIME: Readonly<Record<HyperspaceDistance, TimeSpan>> = {
  sector: { min: 10, max: 24, unit: "hours" },
  region: { min: 10, max: 72, unit: "hours" },
  betweenRegions: { min: 3, max: 7, unit: "days" },
  galaxy: { min: 1, max: 3, unit: "weeks" },
};

export function isHyperspaceDistance(value: unknown): value is HyperspaceDistance {
  return (HYPERSPACE_DISTANCES as readonly unknown[]).includes(value);
}

/** The trip's duration: the table's span multiplied by the hyperdrive class (a class 2 drive takes twice as long). */
export function hyperspaceTime(distance: HyperspaceDistance, hyperdriveClass: number): TimeSpan {
  if (!(hyperdriveClass > 0) || !Number.isFinite(hyperdriveClass)) {
    throw new EoteError("EOTE.Travel.Error.NoHyperdrive", "A jump needs a hyperdrive with a class above 0");
  }
  const span = HYPERSPACE_TIME[distance];
  const times = (n: number) => Math.round(n * hyperdriveClass * 100) / 100;
  return { min: times(span.min), max: times(span.max), unit: span.unit };
}

/** Which drive: the primary; the backup only when asked for. Refuses a ship that has neither (or not the one asked). */
export function hyperdriveFor(drives: { primary: number | null; backup: number | null }, useBackup: boolean): number {
  const cls = useBackup ? drives.backup : drives.primary;
  if (cls === null || !(cls > 0)) {
    throw new EoteError("EOTE.Travel.Error.NoHyperdrive", useBackup ? "The ship has no backup hyperdrive" : "The ship has no hyperdrive");
  }
  return cls;
}

// ---------------------------------------------------------------- sublight travel

export type SublightTrip = "orbitToJump" | "surfaceToMoon" | "planetToPlanet" | "acrossSystem";
export const SUBLIGHT_TRIPS: readonly SublightTrip[] = ["orbitToJump", "surfaceToMoon", "planetToPlanet", "acrossSystem"];

/** Seed 002 SUBLIGHT TRAVEL: trip times by example. */
export const SUBLIGHT_TIME: Readonly<Record<SublightTrip, TimeSpan>> = {
  orbitToJump: { min: 5, max: 15, unit: "minutes" },
  surfaceToMoon: { min: 30, max: 90, unit: "minutes" },
  planetToPlanet: { min: 6, max: 12, unit: "hours" },
  acrossSystem: { min: 12, max: 72, unit: "hours" },
};

// ---------------------------------------------------------------- navigation hazards

export type HazardLevel = "light" | "medium" | "dangerous" | "veryRisky";
export const HAZARD_LEVELS: readonly HazardLevel[] = ["light", "medium", "dangerous", "veryRisky"];

/** Setback dice a hazard level adds to every Piloting check made in it (seed 002 NAVIGATION HAZARDS). */
export const HAZARD_SETBACK: Readonly<Record<HazardLevel, number>> = { light: 0, medium: 1, dangerous: 2, veryRisky: 3 };

export function isHazardLevel(value: unknown): value is HazardLevel {
  return (HAZARD_LEVELS as readonly unknown[]).includes(value);
}

/** The difficulty side of the Piloting check through a hazard. */
export interface HazardPool {
  difficulty: number;
  challenge: number;
  setback: number;
}

/**
 * Seed 002 NAVIGATION HAZARDS: difficulty dice equal to the higher of half the silhouette and the speed,
 * of which as many as the lower are upgraded to challenge dice; the hazard's setback on top. The seed
 * does not say how to round half an odd silhouette; the published rules round every halving up (as in
 * "half Agility, rounded up"), so silhouette 3 counts as 2.
 * A failed check costs 1 speed and the vessel fails to reach its destination.
 */
export function hazardPool(silhouette: number, speed: number, level: HazardLevel): HazardPool {
  for (const [name, value] of [["silhouette", silhouette], ["speed", speed]] as const) {
    if (!Number.isInteger(value) || value < 0) {
      throw new EoteError("EOTE.Combat.Error.BadValue", `${name} must be a whole number from 0`, { name, value });
    }
  }
  const half = Math.ceil(silhouette / 2);
  const high = Math.max(half, speed);
  const low = Math.min(half, speed);
  return { difficulty: high - low, challenge: low, setback: HAZARD_SETBACK[level] };
}

/** A failed hazard check: the vessel loses 1 speed (never below 0) and does not reach its destination. */
export function hazardFailure(speed: number): { speed: number; reached: false } {
  return { speed: Math.max(0, speed - 1), reached: false };
}
