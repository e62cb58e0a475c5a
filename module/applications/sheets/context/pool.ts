/**
 * A sheet row's check pool: the dice core's `checkPool` (module/dice). The core rejects ratings that
 * are not whole numbers ≥ 0; a sheet must still render while a field is blank or mid-edit, so such
 * values count as 0 here (the data models keep stored ratings valid).
 */
import { checkPool as corePool } from "../../../dice/index.ts";
import type { Pool } from "../../../dice/types.ts";

function rating(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
}

export function checkPool(characteristic: number, rank: number): Pool {
  return corePool(rating(characteristic), rating(rank));
}
