/**
 * Status effects from the attack card: a triggered quality's status on one target
 * (seed 002 ITEM QUALITIES: Disorient, Ensnare, Concussive for their rating in rounds; Knockdown prone
 * until the target stands) and the incapacitation marker after a hit (unconscious, or core's defeated
 * marker for rivals and emptied minion groups). Each is recorded on the target's card record so Undo
 * removes it. Callers have already checked the viewer's right to act on the target.
 */
import { statusFromQuality, type AttackRoll } from "../../../rules/combat/attack-result.ts";
import type { IncapacitationStatus } from "../../../rules/combat/damage.ts";
import { LOG_FLAG, readRecord, recordPath, withEffect } from "../apply-model.ts";
import { resolveFromFlag, statusApplied, type AttackFlag, type DamageRecord } from "../model.ts";
import { format, localize, plural } from "../../../foundry/localize.ts";
import { escapeText, updatePaths } from "../../../foundry/documents.ts";
import { addStatusEffect, foundryStatusId } from "../../../foundry/effects.ts";
import { createFollowUp } from "../../../chat/follow-up.ts";
import { derivedId, hasAct, withAct } from "../../../chat/card-action.ts";
import { speakerFor, tokenName } from "../../../chat/token-name.ts";

/** Source recorded for the incapacitation marker: one per card and target. */
export const INCAPACITATED = "incapacitated";

/** Announced to those who saw the attack's roll (its message), as the target's token. */
async function announce(actor: Actor.Implementation, text: string, messageId: string, tokenUuid: string): Promise<void> {
  await createFollowUp({ content: `<p class="eote-status">${text}</p>`, speaker: speakerFor(actor, tokenUuid) }, messageId);
}

/**
 * Applies `quality`'s status to the target if the roll can pay for the quality, it has a status and
 * this card has not applied it to that target yet; otherwise a notice. Returns whether it applied.
 */
export async function applyQualityStatus(
  actor: Actor.Implementation, flag: AttackFlag, outcome: AttackRoll, messageId: string, record: DamageRecord | null, quality: string, act = "",
): Promise<boolean> {
  const triggered = resolveFromFlag(outcome, flag).qualities.find((q) => q.key === quality);
  const status = triggered ? statusFromQuality(triggered.key, triggered.rating) : null;
  if (hasAct(record?.acts, act)) return false; // another GM's click applied it (module/chat/card-action.ts)
  if (!triggered || !status || statusApplied(record, quality)) {
    ui.notifications?.warn(localize("EOTE.Combat.Notice.NoStatus"));
    return false;
  }
  const statusId = foundryStatusId(status.status);
  // The record first, with the id the effect will be created with: if creating it fails, the record only
  // names an effect that is not there (undo skips it), and no effect is ever left that undo does not know.
  const id = act ? derivedId(`${messageId}:${act}`) : foundry.utils.randomID();
  const next = withEffect(record, { id, status: statusId, source: quality, rounds: status.rounds });
  await updatePaths(actor, { [recordPath(messageId)]: act ? { ...next, acts: withAct(record?.acts, act) } : next });
  await addStatusEffect(actor, statusId, { rounds: status.rounds, origin: messageOrigin(messageId), id });
  const tokenUuid = flag.targetTokenUuids?.[flag.targetUuids.indexOf(actor.uuid)] ?? "";
  const data = { actor: escapeText(tokenName(actor, tokenUuid)), status: localize(`EOTE.Combat.Status.${status.status}`), quality: localize(`EOTE.Quality.${quality}`) };
  await announce(actor, status.rounds === null
    ? format("EOTE.Combat.Card.StatusAnnounceUntilStand", data)
    : format("EOTE.Combat.Card.StatusAnnounce", { ...data, rounds: plural("EOTE.Count.round", status.rounds) }), messageId, tokenUuid);
  return true;
}

/**
 * After a hit: writes `update` (the tracks and the record), and when the rules say the target is out
 * (incapacitationStatus) puts the marker on it, unless it already carries it (from anything) or this
 * card already put one there. The marker's id is chosen first and written on the record with the
 * tracks, then the effect is created with it (keepId): a failed creation leaves a record naming an
 * absent effect, which undo skips, never an effect undo does not know about.
 */
export async function writeWithIncapacitation(
  actor: Actor.Implementation, messageId: string, record: DamageRecord, status: IncapacitationStatus | null,
  update: Record<string, unknown>,
): Promise<void> {
  const statusId = status ? foundryStatusId(status) : null;
  if (!status || !statusId || statusApplied(record, INCAPACITATED) || actor.statuses?.has(statusId)) {
    await updatePaths(actor, update);
    return;
  }
  const id = foundry.utils.randomID();
  await updatePaths(actor, { ...update, [recordPath(messageId)]: withEffect(record, { id, status: statusId, source: INCAPACITATED, rounds: null }) });
  await addStatusEffect(actor, statusId, { rounds: null, overlay: status === "defeated", origin: messageOrigin(messageId), id });
}

function messageOrigin(messageId: string): string {
  return messageId ? `ChatMessage.${messageId}` : "";
}

/**
 * The unconscious markers attack cards put on the actor (from their records) that are still there:
 * what healing past incapacitation may take off. Markers set by hand, or for other reasons, are left.
 */
export function incapacitationMarkers(actor: Actor.Implementation): string[] {
  const log = (actor.flags as { eote?: Record<string, Record<string, unknown> | undefined> }).eote?.[LOG_FLAG] ?? {};
  const ids = Object.values(log).flatMap((value) => readRecord(value)?.effects ?? [])
    .filter((e) => e.source === INCAPACITATED && e.status === foundryStatusId("unconscious"))
    .map((e) => e.id);
  return [...new Set(ids)].filter((id) => actor.effects.has(id));
}
