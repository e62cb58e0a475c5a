/**
 * Morality and conflict (seed 002 MORALITY, TRIGGERING MORALITY; pure).
 * - Morality runs 0–100. At the end of a session a character adds 1d10 − the conflict gained that
 *   session; the change is doubled when their morality was the one triggered that session.
 * - Below 30 a character becomes a dark side Force user and stays one until morality rises above 70;
 *   above 70 (and not a dark side user) they are a light side paragon.
 * - Thresholds: dark side below 20: −1 strain threshold and +1 wound threshold, below 10: −2 and +2;
 *   paragon above 80: +1 strain threshold, above 90: +2.
 * - Triggering morality: at the start of a session a d100 is rolled; the character whose morality is
 *   closest to it is the one whose emotional strength or weakness the session tests.
 * The seed gives no starting value: the published rule starts every character at 50.
 */
import { EoteError } from "../../dice/errors.ts";

export const MORALITY_MIN = 0;
export const MORALITY_MAX = 100;
/** Published starting morality (the seed does not give one). */
export const MORALITY_START = 50;
export const DARK_SIDE_BELOW = 30;
export const LEAVE_DARK_SIDE_ABOVE = 70;
export const PARAGON_ABOVE = 70;

export type MoralityStanding = "darkSide" | "neutral" | "paragon";

function whole(name: string, value: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new EoteError("EOTE.Morality.Error.BadValue", `${name} must be a whole number from ${min} to ${max}`, { name, value, min, max });
  }
  return value;
}

/** Clamp a morality value into 0–100. */
export function clampMorality(value: number): number {
  return Math.min(MORALITY_MAX, Math.max(MORALITY_MIN, Math.round(value)));
}

/**
 * Where a character stands. `wasDarkSide`: they were a dark side user before this value (a dark side
 * user stays one until their morality rises above 70, even when it is back at 30 or more).
 */
export function moralityStanding(morality: number, wasDarkSide = false): MoralityStanding {
  whole("morality", morality, MORALITY_MIN, MORALITY_MAX);
  if (morality < DARK_SIDE_BELOW) return "darkSide";
  if (wasDarkSide && morality <= LEAVE_DARK_SIDE_ABOVE) return "darkSide";
  if (morality > PARAGON_ABOVE) return "paragon";
  return "neutral";
}

export interface ThresholdAdjustment {
  strain: number;
  wounds: number;
}

/**
 * The threshold changes a morality gives. They follow the standing: a dark side user who climbed back
 * to 25 gets none (only below 20 and 10 do), a paragon gets them above 80 and 90.
 */
export function moralityThresholds(morality: number, standing: MoralityStanding): ThresholdAdjustment {
  whole("morality", morality, MORALITY_MIN, MORALITY_MAX);
  if (standing === "darkSide") {
    if (morality < 10) return { strain: -2, wounds: 2 };
    if (morality < 20) return { strain: -1, wounds: 1 };
  }
  if (standing === "paragon") {
    if (morality > 90) return { strain: 2, wounds: 0 };
    if (morality > 80) return { strain: 1, wounds: 0 };
  }
  return { strain: 0, wounds: 0 };
}

export interface SessionEnd {
  /** Morality after the session, 0–100. */
  morality: number;
  /** The change before clamping (d10 − conflict, doubled when triggered). */
  change: number;
  /** Conflict after the session: it resets. */
  conflict: 0;
}

/** End of session: morality + (d10 − conflict), doubled when this character's morality was triggered. */
export function endOfSession(morality: number, conflict: number, d10: number, triggered: boolean): SessionEnd {
  whole("morality", morality, MORALITY_MIN, MORALITY_MAX);
  whole("conflict", conflict, 0);
  whole("d10", d10, 1, 10);
  const change = (d10 - conflict) * (triggered ? 2 : 1);
  return { morality: clampMorality(morality + change), change, conflict: 0 };
}

/**
 * Triggering morality: the ids of the characters whose morality is closest to the d100 (more than one
 * on a tie: the seed leaves the choice to the GM), in the order given.
 */
export function closestMorality(d100: number, characters: readonly { id: string; morality: number }[]): string[] {
  whole("d100", d100, 1, 100);
  if (characters.length === 0) return [];
  const distance = (m: number) => Math.abs(m - d100);
  const best = Math.min(...characters.map((c) => distance(c.morality)));
  return characters.filter((c) => distance(c.morality) === best).map((c) => c.id);
}

/**
 * The seed's conflict table: stable ids with the conflict each gives (a range where the seed gives one:
 * the GM picks within it, e.g. theft is less from the corrupt and more from someone who cannot afford it).
 * Murder is "10+": it has no upper bound in the seed, 20 is ours to keep the quick-add bounded.
 */
export const CONFLICT_ACTIONS = [
  { id: "knowingInaction", min: 1, max: 1 },
  { id: "selfishLie", min: 1, max: 1 },
  { id: "needlessViolence", min: 1, max: 1 },
  { id: "coercion", min: 2, max: 2 },
  { id: "emotionalAbuse", min: 2, max: 2 },
  { id: "theft", min: 2, max: 3 },
  { id: "needlessDestruction", min: 3, max: 4 },
  { id: "unprovokedViolence", min: 4, max: 5 },
  { id: "crueltyToNonSapients", min: 6, max: 7 },
  { id: "torture", min: 10, max: 10 },
  { id: "murder", min: 10, max: 20 },
] as const;

export type ConflictActionId = (typeof CONFLICT_ACTIONS)[number]["id"];

/** The conflict an action from the table gives; `amount` picks within the row's range (its minimum by default). */
export function conflictFor(id: ConflictActionId, amount?: number): number {
  const row = CONFLICT_ACTIONS.find((r) => r.id === id);
  if (!row) throw new EoteError("EOTE.Morality.Error.UnknownAction", `No conflict action ${String(id)}`, { id });
  if (amount === undefined) return row.min;
  return whole("conflict", amount, row.min, row.max);
}
