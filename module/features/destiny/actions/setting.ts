/**
 * What of the Destiny pool is needed at startup and as windows render: its world setting (registered in
 * init, read by the pool window and the dice dialog), the window's id, the GM's query name and the Force
 * card's cost check it is handed. Flipping, forming and setting the pool are ../actions.ts and ./gm.ts.
 */
import { SYSTEM_ID } from "../../../system/config.ts";
import { normalise, type DestinyPool, type FlipDirection } from "../model.ts";

declare global {
  interface SettingConfig {
    "eote.destinyPool": DestinyPool;
  }
}

/** The pool window's application id (one window per client). */
export const DESTINY_APP_ID = `${SYSTEM_ID}-destiny-pool`;

/** The query a player's flip asks the active GM (CONFIG.queries). */
export const FLIP_QUERY = `${SYSTEM_ID}.destinyFlip`;

const poolListeners = new Set<() => void>();

/**
 * Calls `listener` on this client whenever the pool changes (the always-visible tracker follows the pool
 * this way); returns what stops it.
 */
export function onPoolChange(listener: () => void): () => void {
  poolListeners.add(listener);
  return () => poolListeners.delete(listener);
}

/** Re-renders this client's pool window, if it is open, and tells every listener. */
function refreshWindow(): void {
  const app = foundry.applications.instances.get(DESTINY_APP_ID) as { rendered?: boolean; render?: () => unknown } | undefined;
  if (app?.rendered) void app.render?.();
  for (const listener of poolListeners) {
    try {
      listener();
    } catch (err) {
      console.error(err); // one listener's failure does not keep the others from the new pool
    }
  }
}

export function registerDestinySetting(): void {
  game.settings.register(SYSTEM_ID, "destinyPool", {
    name: "EOTE.Dice.Destiny.Title",
    scope: "world",
    config: false,
    type: Object,
    default: { light: 0, dark: 0 },
    // A world setting's onChange runs on every client, so every open window follows the pool.
    onChange: refreshWindow,
  } as never); // The League types cannot infer an Object setting's shape from `type: Object`.
}

export function readPool(): DestinyPool {
  return normalise(game.settings.get(SYSTEM_ID, "destinyPool"));
}

/** Who asks a flip, as the GM reads it from the request message's author. */
export interface Sender {
  id: string | null;
  name: string | null;
  isGM: boolean;
}

/**
 * Whether a flip is the Destiny cost of a Force card the sender may act on (a light side user's dark
 * pips flip a light side point to dark, a dark side user's light pips a dark side point to light:
 * published rule, module/rules/force/force.ts). Whether that cost was already paid is not its question:
 * the GM's own record answers that (./gm.ts costFlipOf). Set by module/features/force (its card's
 * forceCostAllows); until then no flip counts as a card's cost.
 */
export type FlipCostCheck = (sender: Sender, cardId: string, direction: FlipDirection) => boolean | Promise<boolean>;
let costCheck: FlipCostCheck = () => false;
export function registerFlipCostCheck(check: FlipCostCheck): void {
  costCheck = check;
}

/** The cost check registered last (gm.ts asks it in the flip's turn). */
export function flipCostCheck(): FlipCostCheck {
  return costCheck;
}
