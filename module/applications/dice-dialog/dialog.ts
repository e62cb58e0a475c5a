/**
 * Rolling a pool and posting it, for macros (game.eote.dice.rollPool). The dialog's class is in
 * pool-dialog.ts, opened through index.ts.
 */
import { rollPool } from "./roll-pool.ts";

export type { RollPostOptions } from "./roll-pool.ts";

export { rollPool };

