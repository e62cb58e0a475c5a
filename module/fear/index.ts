/**
 * Fear in Foundry (seed 002 FEAR): the GM's Fear check button beside the morality tools (Actors directory
 * header) opens the form; `game.system.api.fear.{check(choice, actors), openDialog()}` is the macro API;
 * the card applies and undoes the results. Effects that last "until the end of the encounter" are deleted
 * by the active GM when a combat holding the character is deleted (core v13 ends an encounter that way).
 * The card, the check, the form and the end of the encounter load on first use (a fear card shown, a GM's
 * click or macro, the active GM's deleted combat): only the hooks and these facades load at startup.
 */
import type * as Check from "./check.ts";
import type * as Encounter from "./encounter.ts";
import { notifyError } from "../roll/notify.ts";
import { checkFlagOf } from "../combat/cards/section.ts";
import { registerCard } from "../combat/cards/register-card.ts";
import { FEAR_CHECK, FEAR_LOG } from "./ids.ts";

/** Rolls the fear check for `actors` (the GM's; the code loads on first use). */
export async function fearCheck(...args: Parameters<typeof Check.fearCheck>): ReturnType<typeof Check.fearCheck> {
  return (await import("./check.ts")).fearCheck(...args);
}

/** Opens the GM's fear check form (the code loads on first use). */
export async function openFearDialog(): Promise<void> {
  (await import("./dialog.ts")).openFearDialog();
}

export const FEAR_API = { check: fearCheck, openDialog: openFearDialog };

/** End of the encounter: the fear effects of every actor the combat held are deleted (active GM only). */
export async function endEncounterEffects(...args: Parameters<typeof Encounter.endEncounterEffects>): Promise<void> {
  if (game.user?.isActiveGM !== true) return; // other clients never load the module
  return (await import("./encounter.ts")).endEncounterEffects(...args);
}

export function registerFearCard(): void {
  registerCard((message) => checkFlagOf(message, FEAR_CHECK) !== undefined, async () => (await import("./card.ts")).renderFear, FEAR_LOG);
}

export function registerFear(): void {
  registerFearCard();
  Hooks.on("deleteCombat", (combat: Combat.Implementation) => void endEncounterEffects(combat as never).catch(notifyError));
  const system = game.system as unknown as { api?: Record<string, unknown> } | undefined;
  if (system) system.api = { ...system.api, fear: FEAR_API };
}
