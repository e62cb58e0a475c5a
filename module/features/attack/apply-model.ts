/**
 * Maps the damage rules' results onto one actor update (pure): new track values plus the card's
 * record on the target (flags.eote.combatLog.<messageId>), written together so the undo state can
 * never drift from the tracks. The record keeps the change the card made to each track (after the
 * rules' clamping), which undo takes off the tracks as they are then (module/chat/track-change.ts).
 *
 * Records written before changes were kept carry `previous` (the tracks before the card's first
 * hit) and no `change`. They stay in that form: a later hit from the same card keeps `previous`, and
 * undo restores it, as it always did (their change is not known, so nothing better can be done).
 */
import { applyDamage, minionCritical, minionsStandingInGroup, type DamageResult, type DamageTarget, type Hit } from "../../rules/combat/damage.ts";
import { owedCritLeft } from "../../rules/combat/attack-spending.ts";
import type { ActorType } from "../../rules/types.ts";
import { WEAPON_CONDITIONS, type WeaponCondition } from "../../rules/gear/weapon-condition.ts";
import type { SunderedWeapon } from "../../rules/combat/sunder.ts";
import { emptyRecord, type CardEffect, type DamageRecord } from "./model.ts";
import { LOG_FLAG } from "../../chat/log-flags.ts";
import {
  addChanges, changeBetween, NO_CHANGE, readChange, undoChange, undoPaths, type LedgerEntry, type TrackCaps, type TrackChange, type Tracks, type UndoContext, trackPaths,
} from "../../chat/track-change.ts";
import { registerLedgerReader } from "../../chat/ledger-readers.ts";
import { readActs, withAct } from "../../chat/card-action.ts";

export { LOG_FLAG };

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

/** A legacy record (module comment) keeps its `previous`; any other adds `delta` to its change. */
function withChange(before: DamageRecord, delta: TrackChange): Pick<DamageRecord, "previous" | "change"> {
  if (before.previous && !before.change) return { previous: before.previous, change: null };
  return { previous: null, change: addChanges(before.change ?? NO_CHANGE, delta) };
}

/**
 * One hit ("hit"), a triggered Stun quality alone ("stun"), or a quality's own damage ("quality": Blast,
 * a round of Burn; not one of the attack's hits, and no opening for a bought critical) on the target.
 */
export function applyToTarget(
  type: ActorType, target: DamageTarget, hit: Hit, messageId: string, record: DamageRecord | null, kind: "hit" | "stun" | "quality", act = "",
): Applied {
  const result = applyDamage(target, hit);
  const before = record ?? emptyRecord();
  const next: DamageRecord = {
    ...before,
    ...withChange(before, changeBetween(result.previous, result)),
    hits: before.hits + (kind === "hit" ? 1 : 0),
    stun: before.stun + (kind === "stun" ? hit.stun ?? 0 : 0),
    last: { dealt: result.dealt, soak: result.soak, minionsDefeated: result.minionsDefeated, incapacitated: result.incapacitated },
    penetrated: before.penetrated || (kind !== "quality" && result.dealt > 0),
    thresholdCritical: before.thresholdCritical || result.thresholdCritical,
    ...(act ? { acts: withAct(before.acts, act) } : {}),
  };
  return { update: { ...tracks(type, result.wounds, result.strain), [recordPath(messageId)]: next }, record: next, result };
}

/**
 * A critical on a minion group defeats one more minion instead of an injury (seed 002 MINIONS); on a
 * group of ships it destroys one more ship (seed 002 VEHICLE MINIONS), its hull trauma at `woundsPath`.
 */
export function minionCritUpdate(
  target: DamageTarget, messageId: string, record: DamageRecord | null, total: number, woundsPath = "system.wounds.value",
): { update: Record<string, unknown>; record: DamageRecord; standing: number } {
  const before = record ?? emptyRecord();
  const size = target.groupSize ?? 1;
  const wounds = minionCritical(size, target.wounds.threshold, target.wounds.value);
  const next: DamageRecord = {
    ...before,
    ...withChange(before, { wounds: wounds - target.wounds.value, strain: 0 }),
    // Minion groups never owe a threshold critical (seed 002 MINIONS), but the rule is kept in one place.
    crits: [...before.crits, { itemId: null, name: "", total, severity: 0, threshold: owedCritLeft(before) }],
  };
  return {
    update: { [woundsPath]: wounds, [recordPath(messageId)]: next }, record: next,
    standing: minionsStandingInGroup(size, target.wounds.threshold, wounds),
  };
}

/** The record after a critical injury item was created on the target. */
export function withCritical(record: DamageRecord | null, crit: DamageRecord["crits"][number]): DamageRecord {
  const before = record ?? emptyRecord();
  return { ...before, crits: [...before.crits, crit] };
}

/** The record after this card dealt `strain` more strain (a vehicle critical hit's system strain) outside a hit. */
export function withStrain(record: DamageRecord | null, strain: number): DamageRecord {
  const before = record ?? emptyRecord();
  return { ...before, ...withChange(before, { wounds: 0, strain }) };
}

/** The record after this card created a status effect on the target. */
export function withEffect(record: DamageRecord | null, effect: CardEffect): DamageRecord {
  const before = record ?? emptyRecord();
  return { ...before, effects: [...before.effects, effect] };
}

/**
 * Undo: this card's change taken off the tracks as they are now (other cards absorbing what the clamp
 * leaves, track-change.ts), the record removed, the crit items and status effects to delete. A legacy
 * record restores its `previous` tracks.
 */
export function undoUpdate(type: ActorType, messageId: string, record: DamageRecord, now: UndoContext):
  { update: Record<string, unknown>; deleteItems: string[]; deleteEffects: string[] } {
  let update: Record<string, unknown> = {};
  if (record.change) update = undoPaths(trackPaths(type), now.tracks, undoChange(now.tracks, record.change, now.caps, now.ledger));
  else if (record.previous) update = tracks(type, record.previous.wounds, record.previous.strain);
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
  // Records written before status effects were tracked have no `effects`; before changes were kept, no `change`.
  const { sunderWeapon, ...rest } = r;
  const sundered = readSunderedWeapon(sunderWeapon);
  const acts = r.acts === undefined ? {} : { acts: readActs(r.acts) };
  return { ...emptyRecord(), ...rest, effects: Array.isArray(r.effects) ? r.effects : [], change: readChange(r.change), ...(sundered ? { sunderWeapon: sundered } : {}), ...acts } as DamageRecord;
}

/** The record's Sunder weapon, only when its item id and both conditions are well formed. */
function readSunderedWeapon(value: unknown): SunderedWeapon | null {
  const v = value as Partial<SunderedWeapon> | null | undefined;
  const known = (c: unknown): c is WeaponCondition => (WEAPON_CONDITIONS as readonly unknown[]).includes(c);
  return v && typeof v === "object" && typeof v.itemId === "string" && v.itemId !== "" && known(v.before) && known(v.after)
    ? { itemId: v.itemId, before: v.before, after: v.after } : null;
}

// An undo on this actor weighs these records too (module/chat/ledger.ts).
registerLedgerReader(LOG_FLAG, readRecord);
