/**
 * Healing by immersion over world time (seed 002 RECOVERY: BACTA TANK, OIL BATH). Pure: the shell keeps
 * when the immersion began (world seconds) and asks, when it ends, what the whole hours in between heal.
 */
import { EoteError } from "../../dice/errors.ts";

/** A bacta tank heals the living, an oil bath droids ("Like Bacta Tank for droids"). */
export type ImmersionKind = "bactaTank" | "oilBath";
export const IMMERSION_KINDS: readonly ImmersionKind[] = ["bactaTank", "oilBath"];

export function isImmersionKind(value: unknown): value is ImmersionKind {
  return IMMERSION_KINDS.includes(value as ImmersionKind);
}

export const SECONDS_PER_HOUR = 3600;
export const HOURS_PER_DAY = 24;

/** Hours per wound healed: 1 while wounded, 6 while incapacitated (wounds over the threshold; seed 002 BACTA TANK). */
export const HOURS_PER_WOUND = { wounded: 1, incapacitated: 6 } as const;

/**
 * The lang key of why `kind` does not suit the patient, or null when it does: bacta for the living, the
 * oil bath for droids (seed 002 OIL BATH).
 */
export function immersionRefusal(kind: ImmersionKind, droid: boolean): string | null {
  if (kind === "bactaTank" && droid) return "EOTE.Immersion.Refuse.DroidInBacta";
  if (kind === "oilBath" && !droid) return "EOTE.Immersion.Refuse.LivingInOil";
  return null;
}

/** The immersion that suits a patient: the oil bath for a droid, the bacta tank for the living (seed 002 OIL BATH). */
export function immersionKindFor(droid: boolean): ImmersionKind {
  return droid ? "oilBath" : "bactaTank";
}

/** Whole hours from `start` to `end` (world seconds); 0 when the clock went back. */
export function wholeHours(start: number, end: number): number {
  if (!Number.isFinite(start) || !Number.isFinite(end)) {
    throw new EoteError("EOTE.Immersion.Error.BadTime", "World times must be numbers", { start: String(start), end: String(end) });
  }
  return Math.max(0, Math.floor((end - start) / SECONDS_PER_HOUR));
}

/**
 * Wounds `hours` of immersion heal from `wounds` (seed 002 BACTA TANK: 1 wound an hour while wounded, 1
 * per 6 hours while incapacitated). Each wound is healed at the rate of the state it is healed from, so a
 * patient 2 over a threshold of 10 heals those 2 in 12 hours, then 1 an hour. Hours short of the next
 * wound heal nothing (the session is over).
 */
export function immersionHealing(wounds: number, threshold: number, hours: number): number {
  for (const [name, value] of [["wounds", wounds], ["threshold", threshold], ["hours", hours]] as const) {
    if (!Number.isInteger(value) || value < 0) {
      throw new EoteError("EOTE.Combat.Error.BadValue", `${name} must be a whole number from 0`, { name, value });
    }
  }
  let left = hours;
  let healed = 0;
  while (healed < wounds) {
    const cost = wounds - healed > threshold ? HOURS_PER_WOUND.incapacitated : HOURS_PER_WOUND.wounded;
    if (left < cost) break;
    left -= cost;
    healed += 1;
  }
  return healed;
}

/**
 * Resilience checks against Critical Injuries the immersion allows: one per full day in a bacta tank
 * (seed 002 BACTA TANK "1/day: Resilience check vs. severity of Critical Injury"), none in an oil bath
 * (seed 002 OIL BATH "Cannot remove Critical Injuries").
 */
export function immersionCriticalChecks(kind: ImmersionKind, hours: number): number {
  if (kind === "oilBath") return 0;
  return Math.floor(Math.max(0, hours) / HOURS_PER_DAY);
}
