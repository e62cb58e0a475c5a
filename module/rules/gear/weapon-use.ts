/**
 * What a weapon allows between attacks: Limited Ammo (shots since the last reload), Slow-firing (rounds
 * since it last fired), Prepare (maneuvers before using it), running out of ammunition (the GM's
 * despair, seed 002 SUCCESSFUL ATTACK EFFECTS "Ranged weapon runs out of ammunition") and an improvised
 * weapon broken by threat (seed 002 IMPROVISED WEAPONS). Seed 002 ITEM QUALITIES, seed 000 WEAPON
 * QUALITIES. Pure: the shell keeps the state on the weapon item (flags.eote.weaponUse) and asks here.
 */
import { qualityRating } from "./qualities.ts";
import type { QualityRef } from "../types.ts";

export interface WeaponUse {
  /** Attacks made since the last reload (Limited Ammo). */
  shots: number;
  /** The attack card whose despair ran the weapon out of ammunition, until it is reloaded; null when not. */
  outOfAmmo: string | null;
  /** When it last fired in a combat (Slow-firing); null when not in the current combat. */
  lastFired: { combat: string; round: number } | null;
  /** The attack card whose threat broke this improvised weapon; null when whole. */
  broken: string | null;
}

export const FRESH_USE: WeaponUse = { shots: 0, outOfAmmo: null, lastFired: null, broken: null };

const idOrNull = (v: unknown): string | null => (typeof v === "string" && v.length > 0 ? v : null);

/** Reads flags.eote.weaponUse defensively: anything odd counts as fresh. */
export function readWeaponUse(value: unknown): WeaponUse {
  if (!value || typeof value !== "object") return { ...FRESH_USE };
  const v = value as Record<string, unknown>;
  const shots = Number.isInteger(v["shots"]) && (v["shots"] as number) >= 0 ? v["shots"] as number : 0;
  const fired = v["lastFired"] as { combat?: unknown; round?: unknown } | null | undefined;
  const lastFired = fired && typeof fired.combat === "string" && Number.isInteger(fired.round) ? { combat: fired.combat, round: fired.round as number } : null;
  return { shots, outOfAmmo: idOrNull(v["outOfAmmo"]), lastFired, broken: idOrNull(v["broken"]) };
}

/** The combat clock an attack is made in (null outside a combat, where rounds are not counted). */
export interface RoundClock {
  combat: string;
  round: number;
}

/** Why the weapon may not fire now (an i18n key and its data), or null when it may. */
export interface FireRefusal {
  key: string;
  data: Record<string, number>;
}

/**
 * Slow-firing: after using it, wait its rating in rounds before using it again (seed 002 SLOW-FIRING).
 * Fired in round 3, Slow-firing 2: rounds 4 and 5 are the wait, round 6 fires. Rounds left to wait, 0 when free.
 */
export function slowFiringWait(rating: number, lastFired: WeaponUse["lastFired"], clock: RoundClock | null): number {
  if (rating <= 0 || !lastFired || !clock || lastFired.combat !== clock.combat) return 0;
  return Math.max(0, lastFired.round + rating + 1 - clock.round);
}

/** Limited Ammo: attacks left before a reload (Infinity for a weapon without the quality). */
export function shotsLeft(qualities: readonly QualityRef[], use: WeaponUse): number {
  const rating = qualityRating(qualities, "limitedAmmo");
  return rating > 0 ? Math.max(0, rating - use.shots) : Number.POSITIVE_INFINITY;
}

/**
 * Whether the weapon may be used for an attack now: not broken, not out of ammunition, not emptied
 * (Limited Ammo: after its rating in attacks a reload is needed, seed 002 LIMITED AMMO), not waiting
 * (Slow-firing), and prepared (Prepare: its rating in preparation maneuvers first, seed 002 PREPARE).
 */
export function fireRefusal(
  qualities: readonly QualityRef[], use: WeaponUse, clock: RoundClock | null, prepared: number, byManeuver = true,
): FireRefusal | null {
  // A starship's weapon is rearmed at a base or carrier, not by a maneuver: its notice says so.
  const rearm = byManeuver ? "" : "Rearm";
  if (use.broken) return { key: "EOTE.Combat.Weapon.Broken", data: {} };
  if (use.outOfAmmo) return { key: `EOTE.Combat.Weapon.OutOfAmmo${rearm}`, data: {} };
  if (shotsLeft(qualities, use) === 0) return { key: `EOTE.Combat.Weapon.Empty${rearm}`, data: { rating: qualityRating(qualities, "limitedAmmo") } };
  const wait = slowFiringWait(qualityRating(qualities, "slowFiring"), use.lastFired, clock);
  if (wait > 0) return { key: "EOTE.Combat.Weapon.SlowFiring", data: { rating: qualityRating(qualities, "slowFiring"), rounds: wait } };
  const prepare = qualityRating(qualities, "prepare");
  if (prepared < prepare) return { key: "EOTE.Combat.Weapon.Unprepared", data: { rating: prepare } };
  return null;
}

/** The weapon's state after an attack with it: one more shot (Limited Ammo), fired now (Slow-firing). */
export function afterAttack(qualities: readonly QualityRef[], use: WeaponUse, clock: RoundClock | null): WeaponUse {
  return {
    ...use,
    shots: qualityRating(qualities, "limitedAmmo") > 0 ? use.shots + 1 : use.shots,
    lastFired: qualityRating(qualities, "slowFiring") > 0 && clock ? { ...clock } : use.lastFired,
  };
}

/**
 * Whether a weapon of this owner reloads with a maneuver (seed 002 LIMITED AMMO). A vehicle's does not
 * (seed 002 STARSHIP BASICS, LIMITED AMMO: "Starships can't reload with a maneuver. Must return to base or
 * carrier ship"): the GM rearms it when it gets there.
 */
export function reloadsByManeuver(ownerType: string): boolean {
  return ownerType !== "vehicle";
}

/** Whether a reload (one maneuver, seed 002 LIMITED AMMO) changes anything: an emptied or out of ammunition weapon. */
export function needsReload(qualities: readonly QualityRef[], use: WeaponUse): boolean {
  return use.outOfAmmo !== null || (qualityRating(qualities, "limitedAmmo") > 0 && use.shots > 0);
}

/**
 * A reload: the shots count starts again and the weapon is no longer out of ammunition. Buying more
 * ammunition (seed 002: "Ammo must be purchased once used") is left to the table.
 */
export function reloaded(use: WeaponUse): WeaponUse {
  return { ...use, shots: 0, outOfAmmo: null };
}

/** Automatic threat on every check with an improvised weapon (seed 002 IMPROVISED WEAPONS: "Melee check + automatic t"). */
export const IMPROVISED_THREAT = 1;

/** An improvised weapon breaks on two threat or a despair (seed 002 IMPROVISED WEAPONS: "tt / y"). */
export function improvisedBreaks(roll: { netAdvantage: number; despair: number }): boolean {
  return -roll.netAdvantage >= 2 || roll.despair >= 1;
}

/** The GM's despair runs a ranged weapon out of ammunition (seed 002: "y Ranged weapon runs out of ammunition"). */
export function canRunOutOfAmmo(ranged: boolean, roll: { despair: number }): boolean {
  return ranged && roll.despair >= 1;
}
