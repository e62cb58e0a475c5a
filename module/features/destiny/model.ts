/**
 * The Destiny pool's rules (pure). Seed 002 "DESTINY POINTS": the pool is formed by rolling one
 * force die per player character, each light pip a light side point and each dark pip a dark side
 * point; a player spends (flips) light to dark, the GM spends dark to light.
 */
import { EoteError } from "../../dice/errors.ts";
import type { RolledDie } from "../../roll/card-model.ts";
import { outcomeOf } from "../../roll/card-model.ts";
import type { DestinyPool, FlipDirection } from "../../rules/checks/destiny.ts";

export type { DestinyPool, FlipDirection };

/** A pool the GM sets by hand: more points than this is a typo, not a table. */
export const MAX_POOL_SIDE = 20;

/** One flip request per user per this many milliseconds; a burst past it is refused. */
export const FLIP_INTERVAL_MS = 1000;

export function isFlipDirection(value: unknown): value is FlipDirection {
  return value === "lightToDark" || value === "darkToLight";
}

/** The flip that takes `direction` back (a card's Undo of the point it flipped). */
export function oppositeFlip(direction: FlipDirection): FlipDirection {
  return direction === "lightToDark" ? "darkToLight" : "lightToDark";
}

/** Who may flip which way: players spend light (to dark), the GM spends dark (to light). */
export function canFlip(direction: FlipDirection, isGM: boolean): boolean {
  return direction === "lightToDark" ? !isGM : isGM;
}

/** Reads a stored pool defensively: anything malformed counts as zero. */
export function normalise(value: unknown): DestinyPool {
  const v = (value ?? {}) as Partial<Record<keyof DestinyPool, unknown>>;
  const count = (n: unknown) => (typeof n === "number" && Number.isInteger(n) && n > 0 ? n : 0);
  return { light: count(v.light), dark: count(v.dark) };
}

/** The pool after one flip; throws a localisable error when there is no point of that side. */
export function flip(pool: DestinyPool, direction: FlipDirection): DestinyPool {
  const from = direction === "lightToDark" ? "light" : "dark";
  if (pool[from] < 1) {
    throw new EoteError(`EOTE.Dice.Destiny.Error.No${from === "light" ? "Light" : "Dark"}`,
      `No ${from} side Destiny Point to flip`);
  }
  return direction === "lightToDark"
    ? { light: pool.light - 1, dark: pool.dark + 1 }
    : { light: pool.light + 1, dark: pool.dark - 1 };
}

/**
 * One user's flip against the pool as it is now: refused when that user may not flip that way
 * (a player's light point, the GM's dark point) or there is no point of that side.
 */
export function flipBy(pool: DestinyPool, direction: FlipDirection, isGM: boolean): DestinyPool {
  if (!canFlip(direction, isGM)) {
    throw new EoteError("EOTE.Dice.Destiny.Error.NotAllowed", "Players flip light side points and the GM flips dark side points");
  }
  return flip(pool, direction);
}

/**
 * Whether a request at `now` comes too soon after that user's previous one (`last`, or undefined
 * for none). Times in milliseconds; a clock that went backwards counts as too soon.
 */
export function tooSoon(last: number | undefined, now: number, interval = FLIP_INTERVAL_MS): boolean {
  return last !== undefined && now - last < interval;
}

/** A pool the GM sets by hand: whole numbers from 0 to MAX_POOL_SIDE on each side. */
export function setPool(light: unknown, dark: unknown): DestinyPool {
  const side = (n: unknown, name: "light" | "dark") => {
    const v = typeof n === "string" && n.trim() !== "" ? Number(n) : n;
    if (typeof v !== "number" || !Number.isInteger(v) || v < 0 || v > MAX_POOL_SIDE) {
      throw new EoteError("EOTE.Dice.Destiny.Error.BadSize", `The ${name} side must be a whole number from 0 to ${MAX_POOL_SIDE}`,
        { max: MAX_POOL_SIDE });
    }
    return v;
  };
  return { light: side(light, "light"), dark: side(dark, "dark") };
}

/** The pool formed from force dice rolled (one per player character). */
export function formPool(forceDice: readonly RolledDie[]): DestinyPool {
  const outcome = outcomeOf(forceDice.filter((d) => d.die === "force"));
  return { light: outcome.light, dark: outcome.dark };
}

/** What the pool window shows: one token per point, and which buttons this user gets. */
export interface DestinyView {
  light: number;
  dark: number;
  lightTokens: readonly number[];
  darkTokens: readonly number[];
  isGM: boolean;
  canFlipLight: boolean;
  canFlipDark: boolean;
  empty: boolean;
  max: number;
}

export function destinyView(pool: DestinyPool, isGM: boolean): DestinyView {
  const tokens = (n: number) => Array.from({ length: Math.min(n, MAX_POOL_SIDE) }, (_, i) => i);
  return {
    light: pool.light, dark: pool.dark, lightTokens: tokens(pool.light), darkTokens: tokens(pool.dark), isGM,
    canFlipLight: canFlip("lightToDark", isGM) && pool.light > 0,
    canFlipDark: canFlip("darkToLight", isGM) && pool.dark > 0,
    empty: pool.light + pool.dark === 0,
    max: MAX_POOL_SIDE,
  };
}
