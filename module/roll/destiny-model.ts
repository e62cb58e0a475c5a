/**
 * The Destiny pool's rules (pure). Seed 002 "DESTINY POINTS": the pool is formed by rolling one
 * force die per player character, each light pip a light side point and each dark pip a dark side
 * point; a player spends (flips) light to dark, the GM spends dark to light.
 */
import { EoteError } from "../dice/errors.ts";
import type { RolledDie } from "./card-model.ts";
import { outcomeOf } from "./card-model.ts";

export interface DestinyPool {
  light: number;
  dark: number;
}

export type FlipDirection = "lightToDark" | "darkToLight";

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

/** The pool formed from force dice rolled (one per player character). */
export function formPool(forceDice: readonly RolledDie[]): DestinyPool {
  const outcome = outcomeOf(forceDice.filter((d) => d.die === "force"));
  return { light: outcome.light, dark: outcome.dark };
}
