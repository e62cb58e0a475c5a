/**
 * The bounds of stored numbers that the rules leave open. Every numeric field has a range, so a value
 * such as 1e308 from an import, a sheet or a macro is refused by the field's path (validate.ts
 * AboveMax/BelowMin, and Foundry's NumberField `max`/`min` in the data models), and the world migration
 * brings values stored before the caps down to them (module/migrations/caps.ts). Each cap is either the
 * published range or a generous cap: far above anything a published profile or a long campaign reaches,
 * low enough that sums of them stay exact and fit a sheet.
 */
import { int, type Spec } from "./builders.ts";

/** Generous cap: damage tracks and their thresholds (published capital ships' hull trauma thresholds are in the hundreds). */
export const TRACK_MAX = 9999;
/** Generous cap: signed bonuses and an attachment's changes (published gear and talents add single digits). */
export const BONUS_MAX = 99;
/** Generous cap: credits and prices (published capital ships cost hundreds of millions of credits). */
export const CREDITS_MAX = 10_000_000_000;
/** Generous cap: XP totals, costs and the ledger's before and after values (published campaigns end in the low thousands). */
export const XP_MAX = 100_000;
/** Generous cap: encumbrance, encumbrance capacity, gear quantities and passengers (a capital ship's crew and cargo). */
export const BULK_MAX = 10_000_000;
/** Generous cap: hard points, ratings, ranks and counts printed in single or double digits (Blast, Pierce, a talent's rank, Force rating). */
export const SMALL_MAX = 99;
/** Generous cap: weapon damage, vehicle armour, magnitudes, conflict, group sizes and tree rows (published values stay in the tens). */
export const MEDIUM_MAX = 999;
/** Generous cap: critical table rows (the published tables end at 151+, and +10 per earlier critical carries rolls past them). */
export const CRITICAL_ROW_MAX = 1000;
/** Generous cap: a ledger time in ms (the largest time a JavaScript Date holds, 8.64e15). */
export const TIME_MAX = 8.64e15;

/** A signed whole number within ±max that starts at 0. */
export function signed(max: number): Spec<number> {
  return int({ min: -max, max, initial: 0 });
}
