/**
 * Fear's ActiveEffects (seed 002 FEAR: "until end of encounter"): a penalty effect carries the dice it adds
 * to each of the character's checks in flags.eote.fear { setback, difficulty }; an immunity effect carries
 * flags.eote.fear.immune. Both are marked flags.eote.untilEncounterEnd, and the active GM deletes them when
 * a combat that holds the character ends. Pools read the penalties (EoteActor.checkPool, the sheet's skill
 * roll and attacks through addFearPenalty) through fearPenaltyOf; the sum is the rule's (module/rules/force/fear.ts fearPenaltyTotal).
 */
import { fearPenaltyTotal, type FearPenalty } from "../rules/force/fear.ts";

/** Core's skull-and-ghost icons (Foundry's icons/svg). */
export const FEAR_ICON = "icons/svg/terror.svg";
export const IMMUNE_ICON = "icons/svg/aura.svg";

interface StoredEffect {
  id: string | null;
  _source: { disabled?: boolean; flags?: { eote?: { fear?: { setback?: unknown; difficulty?: unknown; immune?: unknown; messageId?: unknown }; untilEncounterEnd?: unknown } } };
  toObject(): unknown;
}

function effectsOf(actor: { effects?: unknown } | null | undefined): StoredEffect[] {
  const effects = actor?.effects as { contents?: StoredEffect[] } | undefined;
  return effects?.contents ?? [];
}

const count = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : 0);

/** The fear penalty effects standing on the actor (enabled), with the card that put each there. */
export function fearPenaltyEffects(actor: { effects?: unknown } | null | undefined): { id: string; messageId: string; penalty: FearPenalty }[] {
  return effectsOf(actor).flatMap((e) => {
    const fear = e._source.flags?.eote?.fear;
    if (!fear || e._source.disabled === true || !e.id) return [];
    const penalty = { setback: count(fear.setback), difficulty: count(fear.difficulty) };
    if (!penalty.setback && !penalty.difficulty) return [];
    return [{ id: e.id, messageId: typeof fear.messageId === "string" ? fear.messageId : "", penalty }];
  });
}

/** The dice the actor's fear penalties add to each of its checks. */
export function fearPenaltyOf(actor: { effects?: unknown } | null | undefined): FearPenalty {
  return fearPenaltyTotal(fearPenaltyEffects(actor).map((e) => e.penalty));
}

/**
 * Adds the actor's fear penalties to a check's `pool` and, when there are any, the note saying so
 * (`format` is the shell's localiser): the one place a rolled check (a skill roll, an attack) takes them.
 */
export function addFearPenalty(
  actor: { effects?: unknown } | null | undefined,
  pool: { setback: number; difficulty: number },
  notes: string[],
  format: (key: string, data: Record<string, number>) => string,
): void {
  const fear = fearPenaltyOf(actor);
  if (!fear.setback && !fear.difficulty) return;
  pool.setback += fear.setback;
  pool.difficulty += fear.difficulty;
  notes.push(format("EOTE.Fear.Note.Penalty", { ...fear }));
}

/**
 * Whether a triumph made the actor immune to fear checks for this encounter. Only an immunity a fear card
 * the GM posted bought counts (`fromGmCard` checks the message it names): a player can put any flag on an
 * effect of their own character, and the GM's fear check must not skip them for it.
 */
export function isFearImmune(actor: { effects?: unknown } | null | undefined, fromGmCard: (messageId: string) => boolean): boolean {
  return effectsOf(actor).some((e) => {
    const fear = e._source.flags?.eote?.fear;
    return e._source.disabled !== true && fear?.immune === true && typeof fear.messageId === "string" && fromGmCard(fear.messageId);
  });
}

/** The penalty effect of one fear card. */
export function penaltyEffectData(id: string, name: string, messageId: string, penalty: FearPenalty): Record<string, unknown> {
  return {
    _id: id, name, img: FEAR_ICON, origin: `ChatMessage.${messageId}`,
    flags: { eote: { fear: { ...penalty, messageId }, untilEncounterEnd: true } },
  };
}

/** The immunity a triumph buys, for the rest of the encounter. */
export function immuneEffectData(id: string, name: string, messageId: string): Record<string, unknown> {
  return {
    _id: id, name, img: IMMUNE_ICON, origin: `ChatMessage.${messageId}`,
    flags: { eote: { fear: { immune: true, messageId }, untilEncounterEnd: true } },
  };
}

/** Ids of the effects that last until the end of the encounter. */
export function encounterEffectIds(actor: { effects?: unknown } | null | undefined): string[] {
  return effectsOf(actor).filter((e) => e._source.flags?.eote?.untilEncounterEnd === true && e.id).map((e) => e.id!);
}

/** The stored data of some of the actor's effects (for Undo to put them back with their ids). */
export function effectData(actor: { effects?: unknown }, ids: readonly string[]): Record<string, unknown>[] {
  return effectsOf(actor).filter((e) => e.id && ids.includes(e.id)).map((e) => e.toObject() as Record<string, unknown>);
}
