/**
 * Token Action HUD: when the Token Action HUD Core module is active, the HUD shows the selected token's
 * skills, weapons, turn, active talents, recoveries and Force powers (a vehicle's weapons, maneuvers and crew stations),
 * and a click does what the sheet's button does (docs/reference.md, Token Action HUD). Without the module
 * nothing is registered; with a Core of another major version, one console warning (./actions.ts).
 */
import { moduleHooks, onCoreApiReady, TAH_CORE_ID } from "./actions.ts";
import { hudActions } from "./model.ts";

export function register(): void {
  const core = game.modules?.get(TAH_CORE_ID) as { active?: boolean } | undefined;
  if (core?.active !== true) return;
  moduleHooks().once("tokenActionHudCoreApiReady", onCoreApiReady);
}

/** What other areas may call: the HUD's action lists for an actor view (pure). */
export const api = { hudActions };
