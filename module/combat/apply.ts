/**
 * Maps the damage rules' results onto one actor update (pure): new track values plus the card's
 * record on the target (flags.eote.combatLog.<messageId>), written together so the undo state can
 * never drift from the tracks. The record keeps the state before the first thing the card applied.
 */
import { applyDamage, minionCritical, minionsStanding, type DamageResult, type DamageTarget, type Hit } from "../rules/damage.ts";
import { owedCritLeft } from "../rules/attack-spending.ts";
import type { ActorType } from "../rules/types.ts";
import { emptyRecord, type CardEffect, type DamageRecord } from "./attack-card-model.ts";
import { trackPaths } from "./inputs.ts";

export const LOG_FLAG = "combatLog";

export function recordPath(messageId: string): string {
  return `flags.eote.${LOG_FLAG}.${messageId}`;
}

export interface Applied {
  update: Record<string, unknown>;
  record: DamageRecord;
  result: DamageResult;
}

function tracks(type: ActorType, wounds: number, strain: number | null): Record<string, unknown> {
  const paths = trackPaths(type);
  const update: Record<string, unknown> = { [paths.wounds]: wounds };
  if (paths.strain && strain !== null) update[paths.strain] = strain;
  return update;
}

/** One hit ("hit") or a triggered Stun quality alone ("stun") on the target, with the record updated. */
export function applyToTarget(
  type: ActorType, target: DamageTarget, hit: Hit, messageId: string, record: DamageRecord | null, kind: "hit" | "stun",
): Applied {
  const result = applyDamage(target, hit);
  const before = record ?? emptyRecord();
  const next: DamageRecord = {
    ...before,
    previous: before.previous ?? result.previous,
    hits: before.hits + (kind === "hit" ? 1 : 0),
    stun: before.stun + (kind === "stun" ? hit.stun ?? 0 : 0),
    last: { dealt: result.dealt, soak: result.soak, minionsDefeated: result.minionsDefeated, incapacitated: result.incapacitated },
    penetrated: before.penetrated || result.dealt > 0,
    thresholdCritical: before.thresholdCritical || result.thresholdCritical,
  };
  return { update: { ...tracks(type, result.wounds, result.strain), [recordPath(messageId)]: next }, record: next, result };
}

/** A critical on a minion group defeats one more minion instead of an injury (seed 002 MINIONS). */
export function minionCritUpdate(
  target: DamageTarget, messageId: string, record: DamageRecord | null, total: number,
): { update: Record<string, unknown>; record: DamageRecord; standing: number } {
  const before = record ?? emptyRecord();
  const size = target.groupSize ?? 1;
  const wounds = minionCritical(size, target.wounds.threshold, target.wounds.value);
  const next: DamageRecord = {
    ...before,
    previous: before.previous ?? { wounds: target.wounds.value, strain: null },
    // Minion groups never owe a threshold critical (seed 002 MINIONS), but the rule is kept in one place.
    crits: [...before.crits, { itemId: null, name: "", total, severity: 0, threshold: owedCritLeft(before) }],
  };
  return {
    update: { "system.wounds.value": wounds, [recordPath(messageId)]: next }, record: next,
    standing: minionsStanding(size, target.wounds.threshold, wounds),
  };
}

/** The record after a critical injury item was created on the target. */
export function withCritical(record: DamageRecord | null, crit: DamageRecord["crits"][number]): DamageRecord {
  const before = record ?? emptyRecord();
  return { ...before, crits: [...before.crits, crit] };
}

/** The record after this card created a status effect on the target. */
export function withEffect(record: DamageRecord | null, effect: CardEffect): DamageRecord {
  const before = record ?? emptyRecord();
  return { ...before, effects: [...before.effects, effect] };
}

/** Undo: the tracks as they were before this card, the record removed, the crit items and status effects to delete. */
export function undoUpdate(type: ActorType, messageId: string, record: DamageRecord):
  { update: Record<string, unknown>; deleteItems: string[]; deleteEffects: string[] } {
  const update: Record<string, unknown> = record.previous ? tracks(type, record.previous.wounds, record.previous.strain) : {};
  update[`flags.eote.${LOG_FLAG}.-=${messageId}`] = null;
  return {
    update,
    deleteItems: record.crits.flatMap((c) => (c.itemId ? [c.itemId] : [])),
    deleteEffects: record.effects.map((e) => e.id),
  };
}

/** Reads a stored record defensively: anything malformed counts as no record. */
export function readRecord(value: unknown): DamageRecord | null {
  if (!value || typeof value !== "object") return null;
  const r = value as Partial<DamageRecord>;
  if (typeof r.hits !== "number" || !Array.isArray(r.crits)) return null;
  // Records written before status effects were tracked have no `effects`.
  return { ...emptyRecord(), ...r, effects: Array.isArray(r.effects) ? r.effects : [] } as DamageRecord;
}
