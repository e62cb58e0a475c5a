/**
 * Effects a starship action's card put on a crew member for one check only (Co-pilot, Plot Course:
 * flags.eote.starshipAction.once, module/rules/vehicles/starship-action-effects.ts): the dice dialog reads their
 * check modifiers like any effect's, and once the check they modify is rolled they are deleted (a closed
 * dialog keeps them). They also end with their rounds, as every action effect does.
 */
import type { DicePoolRequest } from "../applications/dice-dialog/index.ts";
import { parseModifierKey, targetCovers, type EffectChange } from "../rules/checks/modifiers.ts";
import { notifyError } from "./notify.ts";

type OnceEffect = { id: string | null; disabled?: boolean; changes: readonly EffectChange[]; getFlag(scope: string, key: string): unknown };

/** The ids of `actor`'s one-check effects that modify a check of `skillId`. */
export function onceEffectIds(actor: Actor.Implementation, skillId: string): string[] {
  return (actor.effects.contents as unknown as OnceEffect[]).filter((e) => {
    const action = e.getFlag("eote", "starshipAction") as { once?: unknown } | undefined;
    if (e.disabled || action?.once !== true) return false;
    return e.changes.some((c) => {
      const parsed = parseModifierKey(c.key);
      return parsed?.kind === "check" && targetCovers(parsed.target, skillId);
    });
  }).map((e) => e.id ?? "").filter((id) => id !== "");
}

/**
 * The request with `onRolled` deleting the one-check effects its check used: the roller's (`request.actor`),
 * or `actor`'s when given (the vehicle a crew member fires from: Fire Discipline).
 */
export function withOnceEffects(request: DicePoolRequest, from: Actor.Implementation | null = null, skillId = request.skillId): DicePoolRequest {
  const actor = from ?? request.actor;
  if (!actor || !skillId) return request;
  const ids = onceEffectIds(actor, skillId);
  if (!ids.length) return request;
  const before = request.onRolled;
  return {
    ...request,
    onRolled: async () => {
      await before?.();
      try {
        const present = ids.filter((id) => actor.effects.has(id));
        if (present.length) await actor.deleteEmbeddedDocuments("ActiveEffect", present);
      } catch (err) {
        notifyError(err);
      }
    },
  };
}
