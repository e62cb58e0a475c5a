/**
 * Vehicle damage control (seed 000 DAMAGE CONTROL DIFFICULTY; rules module/rules/repair.ts): the check by
 * a crew member, macro-callable through game.system.api.combat and the vehicle sheet. The code lives in
 * ./repair-run.ts and loads on first use: only a macro or the sheet's buttons open the check.
 */
import type * as Run from "./repair-run.ts";

/** Opens the dice dialog for `repairer`'s Mechanics check on the vehicle's system strain or hull trauma. */
export async function repairCheck(...args: Parameters<typeof Run.repairCheck>): ReturnType<typeof Run.repairCheck> {
  return (await import("./repair-run.ts")).repairCheck(...args);
}

/** Damage control asked from the vehicle sheet: by the engineer at the station, or the stand-in engineer.ts names. */
export async function damageControl(...args: Parameters<typeof Run.damageControl>): ReturnType<typeof Run.damageControl> {
  return (await import("./repair-run.ts")).damageControl(...args);
}
