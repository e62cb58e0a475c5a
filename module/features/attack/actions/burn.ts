/**
 * Burn in Foundry (rule: module/rules/combat/burn.ts): the card puts a "Burning" effect on the target and keeps
 * the burning (damage per round, rounds left, last round burned) on its card record; at the start of
 * each of the target's turns the active GM applies one round of damage through the same damage rules
 * and adds it to that record, so the card's Undo takes every round back with the effect. Deleting the
 * effect by hand puts the fire out.
 */
import { derivedId, withAct } from "../../../chat/card-action.ts";
import { burnAtTurnStart, startBurning, type Burning } from "../../../rules/combat/burn.ts";
import { incapacitationStatus } from "../../../rules/combat/damage.ts";
import { createFollowUp } from "../../../chat/follow-up.ts";
import { speakerFor, tokenName } from "../../../chat/token-name.ts";
import { format, localize, plural } from "../../../foundry/localize.ts";
import { actorView, escapeText, updatePaths } from "../../../foundry/documents.ts";
import { removeEffects } from "../../../foundry/effects.ts";
import { damageTargetOf } from "../../../foundry/inputs.ts";
import { applyToTarget, LOG_FLAG, readRecord, recordPath, withEffect } from "../apply-model.ts";
import type { AttackFlag, DamageRecord } from "../model.ts";
import { writeWithIncapacitation } from "./status.ts";

/** A card record with the burning it started (absent on every other record). */
export type BurnRecord = DamageRecord & { burn?: Burning & { scale: "personal" | "vehicle" } };

export const BURN_ICON = "icons/svg/fire.svg";

/** Puts the target on fire for `rating` rounds of `baseDamage` each; recorded before the effect exists. */
export async function applyBurn(
  actor: Actor.Implementation, flag: AttackFlag, messageId: string, record: DamageRecord | null, baseDamage: number, rating: number, act = "",
): Promise<void> {
  // The effect's id comes from the card action's, when the click names one (module/chat/card-action.ts).
  const id = act ? derivedId(`${messageId}:${act}`) : foundry.utils.randomID();
  const acts = act ? { acts: withAct(record?.acts, act) } : {};
  const next: BurnRecord = { ...withEffect(record, { id, status: "", source: "burn", rounds: rating }), burn: { ...startBurning(baseDamage, rating), scale: flag.scale }, ...acts };
  await updatePaths(actor, { [recordPath(messageId)]: next });
  const data = { _id: id, name: localize("EOTE.Combat.Act.Burning"), img: BURN_ICON, origin: `ChatMessage.${messageId}`, statuses: [], flags: { eote: { burnCard: messageId } } };
  await actor.createEmbeddedDocuments("ActiveEffect", [data as never], { keepId: true });
  const tokenUuid = flag.targetTokenUuids?.[flag.targetUuids.indexOf(actor.uuid)] ?? "";
  await createFollowUp({
    content: `<p class="eote-status">${format("EOTE.Combat.Act.BurnAnnounce", {
      name: escapeText(tokenName(actor, tokenUuid)), damage: baseDamage, rounds: plural("EOTE.Count.round", rating),
    })}</p>`,
    speaker: speakerFor(actor, tokenUuid),
  }, messageId);
}

/**
 * The card records on the actor that are still burning: their message id and record. Each fire is one
 * Burning effect its card created, so an effect burns once a turn, for the first record naming it: the
 * records sit on the burning actor, whose owner may write more of them, and each burn is a write and a
 * message from the active GM's client.
 */
function burningRecords(actor: Actor.Implementation): { messageId: string; record: BurnRecord; effectId: string }[] {
  const log = (actor.flags as { eote?: Record<string, Record<string, unknown> | undefined> }).eote?.[LOG_FLAG] ?? {};
  const burning = new Set<string>();
  return Object.entries(log).flatMap(([messageId, value]) => {
    const record = readRecord(value) as BurnRecord | null;
    const effect = record?.effects.find((e) => e.source === "burn");
    if (!record?.burn || !effect || !actor.effects.has(effect.id) || burning.has(effect.id)) return [];
    burning.add(effect.id);
    return [{ messageId, record, effectId: effect.id }];
  });
}

/** The start of the actor's turn in this round: one round of every fire on it, then those burnt out go out. */
export async function burnAtTurn(actor: Actor.Implementation, clock: { combat: string; round: number }): Promise<void> {
  for (const { messageId, record, effectId } of burningRecords(actor)) {
    const burn = record.burn!;
    const step = burnAtTurnStart(burn, clock, burn.scale);
    if (!step) continue;
    const view = actorView(actor);
    const target = damageTargetOf(view);
    const applied = applyToTarget(view.type, target, step.hit, messageId, record, "quality");
    const next: BurnRecord = { ...applied.record, burn: { ...step.next, scale: burn.scale } };
    await writeWithIncapacitation(actor, messageId, next, incapacitationStatus(target.kind, applied.result), { ...applied.update, [recordPath(messageId)]: next });
    await createFollowUp({
      content: `<p class="eote-status">${format("EOTE.Combat.Act.BurnRound", {
        name: escapeText(tokenName(actor)), dealt: applied.result.dealt, soak: applied.result.soak,
      })}</p>`,
      speaker: speakerFor(actor),
    }, messageId);
    if (step.next.left === 0) await removeEffects(actor, [effectId]);
  }
}
