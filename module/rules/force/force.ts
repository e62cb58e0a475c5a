/**
 * Force dice and Force points (seed 002 THE FORCE; pure).
 * - Committing Force dice keeps an ongoing effect active; each committed die lowers the rating the
 *   character rolls with until it is uncommitted.
 * - A Force power check rolls Force dice equal to the (uncommitted) rating. Each pip of the character's
 *   own side is one Force point, free. Each pip of the other side can also be one Force point, at a
 *   price: 1 strain per pip used, plus 1 conflict per pip for a light side (or neutral) user, and one
 *   Destiny point flipped for the check (not one per pip).
 * Which Destiny point: the published rule (Force and Destiny, "Using the dark side" and dark side Force
 * users) has a light side user who uses dark results flip a light side point to dark, and a dark side
 * user who uses light results flip a DARK side point to light (no conflict). Seed 002 THE FORCE lists
 * only "+ flip Destiny Point" beside the dark side user's light pip and is silent on the light side
 * user's flip; the published rule fills both in here.
 */
import { EoteError } from "../../dice/errors.ts";

function whole(name: string, value: number, min = 0): number {
  if (!Number.isInteger(value) || value < min) {
    throw new EoteError("EOTE.Force.Error.BadValue", `${name} must be a whole number from ${min}`, { name, value, min });
  }
  return value;
}

/** The Force dice a power check rolls: the rating less the committed dice. Refuses a check with none. */
export function forceDiceToRoll(rating: number, committed: number): number {
  whole("forceRating", rating);
  whole("committed", committed);
  if (rating === 0) throw new EoteError("EOTE.Force.Error.NoRating", "A Force power check needs a Force rating of at least 1", { rating });
  const dice = rating - committed;
  if (dice <= 0) throw new EoteError("EOTE.Force.Error.AllCommitted", "Every Force die is committed", { rating, committed });
  return dice;
}

/** Commit `n` more dice to an ongoing effect; refuses going past the rating. Returns the new committed count. */
export function commitDice(rating: number, committed: number, n = 1): number {
  whole("forceRating", rating);
  whole("committed", committed);
  whole("n", n, 1);
  if (committed + n > rating) {
    throw new EoteError("EOTE.Force.Error.OverCommit", "Cannot commit more Force dice than the Force rating", { rating, committed, n });
  }
  return committed + n;
}

/** Uncommit `n` dice; refuses uncommitting dice that are not committed. */
export function uncommitDice(committed: number, n = 1): number {
  whole("committed", committed);
  whole("n", n, 1);
  if (n > committed) throw new EoteError("EOTE.Force.Error.UnderCommit", "Those Force dice are not committed", { committed, n });
  return committed - n;
}

export interface ForcePips {
  light: number;
  dark: number;
}

export interface ForcePointSpend {
  /** Force points generated. */
  points: number;
  /** Strain suffered for the other side's pips used. */
  strain: number;
  /** Conflict gained (light side and neutral users using dark pips). */
  conflict: number;
  /** Destiny points to flip (0 or 1: any pip of the other side used); which way: forceCostFlip. */
  destinyFlips: number;
}

/**
 * The Force points a check's pips give when the user turns `otherSideUsed` pips of the other side into
 * points as well (0 by default: only the free ones). Refuses using more of the other side's pips than
 * were rolled.
 */
export function forcePoints(pips: ForcePips, darkSideUser: boolean, otherSideUsed = 0): ForcePointSpend {
  whole("light", pips.light);
  whole("dark", pips.dark);
  whole("otherSideUsed", otherSideUsed);
  const own = darkSideUser ? pips.dark : pips.light;
  const other = darkSideUser ? pips.light : pips.dark;
  if (otherSideUsed > other) {
    throw new EoteError("EOTE.Force.Error.TooManyPips", "More pips used than were rolled", { otherSideUsed, rolled: other });
  }
  return {
    points: own + otherSideUsed,
    strain: otherSideUsed,
    conflict: darkSideUser ? 0 : otherSideUsed,
    destinyFlips: otherSideUsed > 0 ? 1 : 0,
  };
}

/**
 * The way the Destiny point a check's other-side pips cost is flipped: a light side user's light point
 * turns dark, a dark side user's dark point turns light (published rule; see the header).
 */
export function forceCostFlip(darkSideUser: boolean): "lightToDark" | "darkToLight" {
  return darkSideUser ? "darkToLight" : "lightToDark";
}

/** A combined power check works when the skill check succeeds and enough Force points were generated. */
export function combinedCheckWorks(succeeded: boolean, points: number, needed: number): boolean {
  whole("points", points);
  whole("needed", needed);
  return succeeded && points >= needed;
}

/** A Force power needs a Force rating of at least its own: refused below it. */
export function requirePowerRating(rating: number, required: number): void {
  whole("forceRating", rating);
  whole("requiredRating", required, 1);
  if (rating < required) {
    throw new EoteError("EOTE.Force.Error.UnderRated", "This power needs a higher Force rating", { rating, required });
  }
}

/**
 * Whether a power check activates the power: enough Force points for what it needs; a combined check
 * (a skill check rolled with the Force dice; `skillSucceeded` not null) must also succeed.
 */
export function powerActivates(points: number, needed: number, skillSucceeded: boolean | null = null): boolean {
  return combinedCheckWorks(skillSucceeded ?? true, points, needed);
}
