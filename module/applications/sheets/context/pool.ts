/**
 * Building a skill check's pool for a sheet row. Stand-in for the dice core's `checkPool` until
 * branch `dice` lands (same name, same rule), so the builders switch by changing one import.
 * Seed 001 "Upgrading Dice" / core rule: the higher of characteristic and rank gives the number of
 * dice, the lower of the two is how many of them are upgraded to proficiency.
 */
import { emptyPool, type Pool } from "../../../dice/types.ts";

export function checkPool(characteristic: number, rank: number): Pool {
  const c = Math.max(0, Math.trunc(characteristic));
  const r = Math.max(0, Math.trunc(rank));
  const pool = emptyPool();
  pool.proficiency = Math.min(c, r);
  pool.ability = Math.max(c, r) - pool.proficiency;
  return pool;
}
