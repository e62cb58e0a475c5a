/**
 * Rolling a pool and posting it, for macros (game.eote.dice.rollPool). The dialog's class is in
 * pool-dialog.ts; both load on first use (only a roll needs them), through this facade and index.ts.
 */
import type * as RollPool from "./roll-pool.ts";

export type { RollPostOptions } from "./roll-pool.ts";

/** Rolls a pool and posts it, titled with the check's name, as the actor, in the roll mode chosen. */
export async function rollPool(...args: Parameters<typeof RollPool.rollPool>): ReturnType<typeof RollPool.rollPool> {
  return (await import("./roll-pool.ts")).rollPool(...args);
}
