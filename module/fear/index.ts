/**
 * Fear in Foundry (seed 002 FEAR): the GM's Fear check button beside the morality tools (Actors directory
 * header) opens the form; `game.system.api.fear.{check(choice, actors), openDialog()}` is the macro API;
 * the card applies and undoes the results. Effects that last "until the end of the encounter" are deleted
 * by the active GM when a combat holding the character is deleted (core v13 ends an encounter that way).
 */
import { notifyError } from "../roll/notify.ts";
import { removeEffects } from "../combat/effects.ts";
import { registerFearCard } from "./card.ts";
import { fearCheck } from "./check.ts";
import { openFearDialog } from "./dialog.ts";
import { encounterEffectIds } from "./effects.ts";
import { encounterEndUpdate, FEAR_LOG } from "./model.ts";

export const FEAR_API = { check: fearCheck, openDialog: openFearDialog };

/** End of the encounter: the fear effects of every actor the combat held are deleted (active GM only). */
export async function endEncounterEffects(combat: { combatants?: Iterable<{ actor?: Actor.Implementation | null }> }): Promise<void> {
  if (game.user?.isActiveGM !== true) return;
  for (const combatant of combat.combatants ?? []) {
    const actor = combatant.actor;
    if (!actor) continue;
    await removeEffects(actor, encounterEffectIds(actor));
    const update = encounterEndUpdate((actor.flags as { eote?: Record<string, unknown> } | undefined)?.eote?.[FEAR_LOG]);
    if (Object.keys(update).length) await actor.update(update as never);
  }
}

export function registerFear(): void {
  registerFearCard();
  Hooks.on("deleteCombat", (combat: Combat.Implementation) => void endEncounterEffects(combat as never).catch(notifyError));
  const system = game.system as unknown as { api?: Record<string, unknown> } | undefined;
  if (system) system.api = { ...system.api, fear: FEAR_API };
}

export { fearCheck, openFearDialog };
