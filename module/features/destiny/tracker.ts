/**
 * The always-visible Destiny tracker: drawn on every client once the interface is ready, docked above
 * the players list, redrawn whenever the pool changes (the Destiny feature's onPoolChange, fed by the
 * world setting's onChange on every client) and put back in place when the players list redraws.
 * The pool window behind the token-controls button stays as it was (module/features/destiny).
 */
import { onPoolChange } from "./actions/setting.ts";
import { redock, renderTracker } from "./form/tracker.ts";

export { renderTracker, TRACKER_APP_ID, trackerContext } from "./form/tracker.ts";
export { spendFromTracker } from "./actions/tracker.ts";

function draw(): void {
  renderTracker().catch((err: unknown) => console.error(err));
}

export function registerDestinyTracker(): void {
  Hooks.once("ready", draw);
  onPoolChange(draw);
  // v13's players list is an ApplicationV2 ("Players"): its render hook is renderPlayers.
  (Hooks.on as (hook: string, fn: () => void) => number)("renderPlayers", redock);
}
