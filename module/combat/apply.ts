/**
 * Maps the damage rules' results onto one actor update (pure): new track values plus the card's
 * record on the target (flags.eote.combatLog.<messageId>), written together so the undo state can
 * never drift from the tracks. The record keeps the state before the first thing the card applied.
 */
import { applyDamage, minionCritical, type DamageResult, type DamageTarget, type Hit } from "../rules/damage.ts";
import type { ActorType } from "../rules/types.ts";
import { emptyRecord, type DamageRecord } from "./attack-card-model.ts";
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
): { update: Record<string, unknown>; record: DamageRecord } {
  const before = record ?? emptyRecord();
  const wounds = minionCritical(target.groupSize ?? 1, target.wounds.threshold, target.wounds.value);
  const next: DamageRecord = {
    ...before,
    previous: before.previous ?? { wounds: target.wounds.value, strain: null },
    crits: [...before.crits, { itemId: null, name: "", total, severity: 0 }],
  };
  return { update: { "system.wounds.value": wounds, [recordPath(messageId)]: next }, record: next };
}

/** The record after a critical injury item was created on the target. */
export function withCritical(record: DamageRecord | null, crit: DamageRecord["crits"][number]): DamageRecord {
  const before = record ?? emptyRecord();
  return { ...before, crits: [...before.crits, crit] };
}

/** Undo: the tracks as they were before this card, the record removed, and the crit items to delete. */
export function undoUpdate(type: ActorType, messageId: string, record: DamageRecord): { update: Record<string, unknown>; deleteItems: string[] } {
  const update: Record<string, unknown> = record.previous ? tracks(type, record.previous.wounds, record.previous.strain) : {};
  update[`flags.eote.${LOG_FLAG}.-=${messageId}`] = null;
  return { update, deleteItems: record.crits.flatMap((c) => (c.itemId ? [c.itemId] : [])) };
}

/** Reads a stored record defensively: anything malformed counts as no record. */
export function readRecord(value: unknown): DamageRecord | null {
  if (!value || typeof value !== "object") return null;
  const r = value as Partial<DamageRecord>;
  if (typeof r.hits !== "number" || !Array.isArray(r.crits)) return null;
  return { ...emptyRecord(), ...r } as DamageRecord;
}
