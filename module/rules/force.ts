/**
 * Force dice and Force points (seed 002 THE FORCE; pure).
 * - Committing Force dice keeps an ongoing effect active; each committed die lowers the rating the
 *   character rolls with until it is uncommitted.
 * - A Force power check rolls Force dice equal to the (uncommitted) rating. Each pip of the character's
 *   own side is one Force point, free. Each pip of the other side can also be one Force point, at a
 *   price: for a light side (or neutral) user, 1 strain and 1 conflict per dark pip used; for a dark side
 *   user the sides swap, and each light pip used costs 1 strain plus a Destiny point flipped.
 * The seed gives the dark side user's cost as "+ flip Destiny Point" beside the light pip. The published
 * rule flips one point for the check, not one per pip, and that is what is kept here; the point flipped
 * is a light side point turned dark, the only flip a player makes (module/roll/destiny-model.ts canFlip).
 */
import { EoteError } from "../dice/errors.ts";

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
  /** Light side Destiny points to flip to dark (a dark side user using light pips: 0 or 1). */
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
    destinyFlips: darkSideUser && otherSideUsed > 0 ? 1 : 0,
  };
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
