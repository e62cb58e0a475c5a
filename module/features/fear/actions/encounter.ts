/** The end of an encounter for fear: what the fear card left on the characters a deleted combat held. */
import { removeEffects } from "../../../foundry/effects.ts";
import { encounterEffectIds } from "../../../foundry/fear-effects.ts";
import { encounterEndUpdate, FEAR_LOG } from "../model.ts";

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
