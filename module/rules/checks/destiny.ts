/**
 * Spending Destiny points on a check, and forming the pool (seed 002 DESTINY POINTS, DIFFICULTY; pure).
 * - A player flips a light side point to upgrade one ability die of their check; the GM flips a dark side
 *   point to upgrade one difficulty die of a player's check. At most one light and one dark per check.
 * - An Impossible check is five difficulty dice plus one Destiny point (the GM's upgrade), and no Destiny
 *   point may be spent on it.
 * - Pool at session start: one Force die per player character, each light pip a light side point and
 *   each dark pip a dark side point; then one light point flips to dark per dark side Force user, and each
 *   light side paragon adds one light point.
 * The point spent flips to the other side (published rule); the flip itself goes through the trusted
 * Destiny path of the shell, which checks the pool holds it when the flip is made.
 */
import { EoteError } from "../../dice/errors.ts";
import type { MoralityStanding } from "../force/morality.ts";

/** The Destiny pool's points on each side. */
/** Which way a Destiny point turns: a player spends a light side point, the GM a dark side one (seed 002 DESTINY POINTS). */
export type FlipDirection = "lightToDark" | "darkToLight";

export interface DestinyPool {
  light: number;
  dark: number;
}

export type DestinySide = "light" | "dark";

export interface DestinySpendState {
  /** Points already spent on this check, by side. */
  spent: Readonly<Record<DestinySide, number>>;
  impossible: boolean;
}

/** Why a spend is refused (a lang key), or null when it may be made. */
export function destinySpendRefusal(side: DestinySide, isGM: boolean, pool: DestinyPool, state: DestinySpendState): string | null {
  if (state.impossible) return "EOTE.Destiny.Spend.Impossible";
  if (side === "light" && isGM) return "EOTE.Destiny.Spend.LightIsPlayers";
  if (side === "dark" && !isGM) return "EOTE.Destiny.Spend.DarkIsGM";
  if (state.spent[side] >= 1) return "EOTE.Destiny.Spend.OnePerCheck";
  if (pool[side] < 1) return "EOTE.Destiny.Spend.Empty";
  return null;
}

/** The spend, or a refusal error with the reason's lang key. Returns the check's new spend state. */
export function spendDestiny(side: DestinySide, isGM: boolean, pool: DestinyPool, state: DestinySpendState): DestinySpendState {
  const refusal = destinySpendRefusal(side, isGM, pool, state);
  if (refusal) throw new EoteError(refusal, `Destiny point (${side}) cannot be spent on this check`, { side });
  return { ...state, spent: { ...state.spent, [side]: state.spent[side] + 1 } };
}

/** The die a spent point upgrades: a light point upgrades the check's ability, a dark point its difficulty. */
export function destinyUpgradeTarget(side: DestinySide): "ability" | "difficulty" {
  return side === "light" ? "ability" : "difficulty";
}

/**
 * The session's pool from the Force dice's pips, adjusted for dark side users (one light point flipped to
 * dark each, while light points last) and light side paragons (one light point more each).
 */
export function formDestinyPool(pips: DestinyPool, darkSideUsers: number, paragons: number): DestinyPool {
  for (const [name, value] of Object.entries({ light: pips.light, dark: pips.dark, darkSideUsers, paragons })) {
    if (!Number.isInteger(value) || value < 0) {
      throw new EoteError("EOTE.Destiny.Error.BadValue", `${name} must be a whole number from 0`, { name, value });
    }
  }
  const flipped = Math.min(pips.light, darkSideUsers);
  return { light: pips.light - flipped + paragons, dark: pips.dark + flipped };
}

/** How many of the player characters are dark side Force users and light side paragons, for formDestinyPool. */
export function destinyStandings(standings: readonly MoralityStanding[]): { darkSideUsers: number; paragons: number } {
  return {
    darkSideUsers: standings.filter((s) => s === "darkSide").length,
    paragons: standings.filter((s) => s === "paragon").length,
  };
}
