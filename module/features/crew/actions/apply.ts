/**
 * Applying a starship action's results from its card (rules: module/rules/vehicles/starship-action-effects.ts;
 * what to write: ../action-model.ts applyPlan and undoPlan, from the card as read once, ../card.ts):
 * the effects on the acting vehicle, its target or its pilot as ActiveEffects with their duration (an effect
 * on the pilot used up by the next check it modifies, module/foundry/once-effects.ts), the system strain
 * dealt, and a record on every actor touched (flags.eote.starshipActionLog.<messageId>) from which Undo
 * removes exactly those effects and takes that strain off the track as it is now (module/chat/
 * track-change.ts). Apply needs the card's trust (its author a GM or an owner of the acting vehicle) and
 * the viewer's right to act on each vehicle touched, and no record of the card anywhere (appliedBefore);
 * Undo reads only the records (module/chat/section.ts mayUndo).
 */
import type { FiringArc } from "../../../rules/types.ts";
import { format, localize } from "../../../foundry/localize.ts";
import { warnKey } from "../../../foundry/notify.ts";
import { actorView, updatePaths } from "../../../foundry/documents.ts";
import { undoChange, undoPaths, trackPaths } from "../../../chat/track-change.ts";
import { undoContext } from "../../../chat/ledger.ts";
import { cardRecordOf, cardStanding, eoteFlagsOf } from "../../../chat/section.ts";
import { combatClock, shapeStatusEffect } from "../../../foundry/effects.ts";
import { ACTION_LOG, actionRecordPath, applyPlan, readActionRecord, undoPlan, type ActionCardRead, type ActionRecord } from "../action-model.ts";

type Message = ChatMessage.Implementation;

export interface ActionParties {
  vehicle: Actor.Implementation | null;
  target: Actor.Implementation | null;
  /** The vehicle's pilot (Co-pilot, Plot Course): seated now before Apply, the one recorded after. */
  pilot?: Actor.Implementation | null;
}

/** The card as read once for a render or a click (../card.ts readStarshipActionCard): what the model reads, and the documents written. */
export interface StarshipActionCard {
  read: ActionCardRead;
  parties: ActionParties;
}

export function actionRecordOf(actor: Actor.Implementation | null, messageId: string): ActionRecord | null {
  return readActionRecord(cardRecordOf(actor, ACTION_LOG, messageId));
}

/** Whether the card may act now: the trust of its author for the acting vehicle (module/chat/section.ts). */
export function actionStanding(message: Message, vehicle: Actor.Implementation | null) {
  return cardStanding(message, vehicle);
}

/** The target's weapons a triumph may disable (Slice Enemy's Systems), in sheet order. */
export function weaponsOf(actor: Actor.Implementation | null): { id: string; name: string }[] {
  if (!actor) return [];
  return actor.items.filter((i) => (i.type as string) === "weapon" && !!i.id).map((i) => ({ id: i.id ?? "", name: i.name ?? "" }));
}

/** Apply: the writes the model planned (action-model.ts applyPlan) for the card as read; a refusal is a notice. */
export async function applyAction(card: StarshipActionCard, zone: FiringArc | undefined, weaponId = ""): Promise<void> {
  const { read, parties } = card;
  const plan = applyPlan(read, zone, weaponId);
  if (!plan) return;
  if ("refusal" in plan) return warnKey(plan.refusal);
  const id = read.flag.id;
  const messageId = read.messageId;
  const actionName = localize(`EOTE.StarshipAction.${id}.Name`);
  for (const write of plan.writes) {
    const actor = (write.subject === "vehicle" ? parties.vehicle : write.subject === "pilot" ? parties.pilot ?? null : parties.target)!;
    // Looked at again just before the first write (the document in hand, no new look-up): another click
    // may have applied the card meanwhile.
    if (write.subject === "vehicle" && actionRecordOf(actor, messageId)) return warnKey("EOTE.StarshipAction.Apply.Already");
    const effects = write.effects.map((e) => shapeStatusEffect({
      _id: foundry.utils.randomID(),
      name: e.weaponId ? format("EOTE.StarshipAction.Apply.EffectWeapon", { action: actionName, weapon: plan.weapon?.name ?? "" })
        : e.zone ? format("EOTE.StarshipAction.Apply.EffectZone", { action: actionName, zone: localize(`EOTE.Sheet.Arc.${e.zone}`) })
        : actionName,
      img: "icons/svg/shield.svg",
      description: localize(e.weaponId ? "EOTE.StarshipAction.Effect.sliceSystemsWeapon" : `EOTE.StarshipAction.Effect.${id}`),
      changes: e.changes, origin: `ChatMessage.${messageId}`,
      flags: { eote: { starshipAction: { id, ...(write.record.targetUuid ? { targetUuid: write.record.targetUuid } : {}), ...(e.once ? { once: true } : {}), ...(e.dice ? { dice: e.dice } : {}), ...(e.weaponId ? { weaponId: e.weaponId } : {}) } } },
    }, { rounds: e.rounds }, combatClock()));
    const record: ActionRecord = { ...write.record, effectIds: effects.map((e) => e["_id"] as string) };
    const update: Record<string, unknown> = { [actionRecordPath(messageId)]: record };
    if (write.systemStrain !== null) update[trackPaths("vehicle").strain!] = write.systemStrain;
    await updatePaths(actor, update);
    if (effects.length) await actor.createEmbeddedDocuments("ActiveEffect", effects as never, { keepId: true });
  }
}

/** Undo: on every actor with this card's record (action-model.ts undoPlan), its effects removed and its strain taken back. */
export async function undoAction(card: StarshipActionCard): Promise<void> {
  const plan = undoPlan(card.read);
  if (!plan) return;
  if ("refusal" in plan) return warnKey(plan.refusal);
  const messageId = card.read.messageId;
  for (const subject of plan.subjects) {
    const actor = card.parties[subject]!;
    const record = card.read[subject]!.record!;
    const path = actionRecordPath(messageId);
    const update: Record<string, unknown> = { [`flags.eote.${ACTION_LOG}.-=${messageId}`]: null };
    if (record.change.strain !== 0 || record.change.wounds !== 0) {
      const now = undoContext(actorView(actor), eoteFlagsOf(actor), path);
      Object.assign(update, undoPaths(trackPaths("vehicle"), now.tracks, undoChange(now.tracks, record.change, now.caps, now.ledger)));
    }
    await updatePaths(actor, update);
    const present = record.effectIds.filter((e) => actor.effects.has(e));
    if (present.length) await actor.deleteEmbeddedDocuments("ActiveEffect", present);
  }
}
