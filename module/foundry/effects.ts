/**
 * Status effects put on actors by the combat cards (a triggered quality's status, incapacitation),
 * as ActiveEffects built from the configured status (CONFIG.statusEffects) so the token HUD, the
 * actor's `statuses` and the combat tracker all see them. Each one gets its own id (no keepId), so
 * durations from several effects stack (seed 002 ONGOING EFFECTS) and undo deletes exactly ours.
 */
import type { IncapacitationStatus } from "../rules/combat/damage.ts";
import { expiredEffectIds, type EffectClock, type StatusId } from "../rules/combat/status.ts";

// The expiry rule lives with the statuses (module/rules/combat/status.ts); re-exported for callers.
export { expiredEffectIds, type EffectClock };

export interface StatusOptions {
  /** Rounds the status lasts; null when it lasts until something ends it (standing up, healing). */
  rounds: number | null;
  /** Shown over the whole token, as core does for the defeated marker. */
  overlay?: boolean;
  /** The document it came from (the chat message), for the effect sheet's "origin". */
  origin?: string;
  /** The id to create it with (kept with keepId): a card records the id before the effect exists. */
  id?: string;
}

export interface CombatClock {
  id: string;
  round: number;
  turn: number;
}

/**
 * Pure: the status's effect data with its duration. Rounds count from the current combat's round and
 * turn when there is one, as core's own durations do.
 */
export function shapeStatusEffect(
  data: Record<string, unknown>, options: StatusOptions, combat: CombatClock | null,
): Record<string, unknown> {
  const shaped: Record<string, unknown> = { ...data };
  if (options.rounds !== null) {
    const clock = combat ? { combat: combat.id, startRound: combat.round, startTurn: combat.turn } : {};
    shaped["duration"] = { ...(data["duration"] as object | undefined), ...clock, rounds: options.rounds };
    // Marks the effects this system may end when their rounds run out (see expiredEffectIds).
    const flags = (shaped["flags"] ?? {}) as Record<string, Record<string, unknown> | undefined>;
    shaped["flags"] = { ...flags, eote: { ...flags["eote"], expires: true } };
  }
  if (options.overlay) {
    const flags = (data["flags"] ?? {}) as Record<string, Record<string, unknown> | undefined>;
    shaped["flags"] = { ...flags, core: { ...flags["core"], overlay: true } };
  }
  if (options.origin) shaped["origin"] = options.origin;
  return shaped;
}

/** The Foundry status id for one of ours, an incapacitation, or core's defeated marker (v13: "dead" by default). */
export function foundryStatusId(status: StatusId | IncapacitationStatus): string {
  if (status !== "defeated") return status;
  const special = (CONFIG as unknown as { specialStatusEffects?: { DEFEATED?: string } }).specialStatusEffects;
  return special?.DEFEATED ?? "dead";
}

/** The current combat's id, round and turn; null out of combat. */
export function combatClock(): CombatClock | null {
  // The League types lose round and turn on the configured Combat class; they are core Combat fields.
  const combat = game.combat as unknown as { id: string | null; round: number | null; turn: number | null } | null | undefined;
  if (!combat?.id) return null;
  return { id: combat.id, round: combat.round ?? 0, turn: combat.turn ?? 0 };
}

/** An ActiveEffect as the in-force filter reads it: its id, whether disabled, its stored duration and our expiry mark. */
export interface ClockedEffect {
  id: string | null;
  disabled?: boolean;
  _source: { duration?: EffectClock["duration"]; flags?: { eote?: { expires?: unknown } } };
}

/**
 * The effects neither disabled nor past their rounds in the current combat: the GM's expiry
 * (expiredEffectIds, at the turn change) may not have deleted those yet.
 */
export function effectsInForce<T extends ClockedEffect>(effects: readonly T[]): T[] {
  const clock = combatClock();
  const clocks: EffectClock[] = effects.map((e) => ({ id: e.id ?? "", expires: e._source.flags?.eote?.expires === true, duration: e._source.duration ?? {} }));
  const expired = new Set(clock ? expiredEffectIds(clocks, clock) : []);
  return effects.filter((e) => !e.disabled && !expired.has(e.id ?? ""));
}

/**
 * Creates the status's effect on the actor, with `options.id` when given; returns its id (null if
 * Foundry created nothing).
 */
export async function addStatusEffect(actor: Actor.Implementation, statusId: string, options: StatusOptions): Promise<string | null> {
  // fromStatusEffect localises the configured name and copies its img, statuses and description.
  const effect = await ActiveEffect.implementation.fromStatusEffect(statusId);
  const data = shapeStatusEffect(effect.toObject() as unknown as Record<string, unknown>, options, combatClock());
  // A fresh id per application (the card's, or Foundry's): several may stand at once and undo removes only ours.
  delete data["_id"];
  if (options.id) data["_id"] = options.id;
  // The League types want the full create data shape; ours is core's own data plus duration.
  const created = (await actor.createEmbeddedDocuments("ActiveEffect", [data as never], options.id ? { keepId: true } : {})) as unknown as
    { id: string | null }[] | undefined;
  return created?.[0]?.id ?? null;
}

/** Deletes those of `ids` still on the actor (someone may have removed one by hand). */
export async function removeEffects(actor: Actor.Implementation, ids: readonly string[]): Promise<void> {
  const present = ids.filter((id) => actor.effects.has(id));
  if (present.length) await actor.deleteEmbeddedDocuments("ActiveEffect", present);
}

type StoredClock = { _source: { duration: EffectClock["duration"]; statuses?: unknown; flags?: { eote?: { expires?: unknown } } } };

function readClock(effect: StoredClock): Omit<EffectClock, "id"> {
  // Card effects carry one status (fromStatusEffect); durations of one status stack.
  const statuses = Array.isArray(effect._source.statuses) ? effect._source.statuses : [];
  const status = typeof statuses[0] === "string" ? statuses[0] : null;
  return { expires: effect._source.flags?.eote?.expires === true, status, duration: effect._source.duration };
}

/** At each turn or round, the active GM deletes the card effects whose rounds have run out. */
export function registerEffectExpiry(): void {
  Hooks.on("updateCombat", (combat: Combat.Implementation, changes: Record<string, unknown>) => {
    if (!game.user?.isActiveGM || !("round" in changes || "turn" in changes)) return;
    const clock = combat as unknown as { id: string | null; round: number | null; turn: number | null };
    if (!clock.id) return;
    const now: CombatClock = { id: clock.id, round: clock.round ?? 0, turn: clock.turn ?? 0 };
    for (const combatant of combat.combatants) {
      const actor = combatant.actor;
      if (!actor) continue;
      const effects = actor.effects.map((e) => ({
        id: e.id ?? "",
        // Read from the stored source: the League types declare no flag scopes for "eote".
        ...readClock(e as unknown as StoredClock),
      }));
      void removeEffects(actor, expiredEffectIds(effects, now));
    }
  });
}
