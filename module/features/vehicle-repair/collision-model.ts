/**
 * The collision part of a Piloting check's chat card (pure; rules module/rules/vehicles/collision.ts): a pilot's
 * check with despair offers the GM a collision, minor or major by whether the check succeeded, as one
 * button per defence zone of the vehicle (the GM picks the facing that hit, published Collisions). The
 * record on the vehicle (flags.eote.collisionLog.<messageId>) names the critical hit item by the id it
 * is created with, before it exists; Undo deletes exactly that item.
 */
import { collisionFromCheck, type CollisionKind } from "../../rules/vehicles/collision.ts";
import type { FiringArc } from "../../rules/types.ts";
import { FIRING_ARCS } from "../../rules/types.ts";
import { COLLISION_LOG } from "./flags.ts";
import { readChange, type TrackChange } from "../../chat/track-change.ts";
import { registerLedgerReader } from "../../chat/ledger-readers.ts";
export { COLLISION_LOG };

/** The station check's flag (flags.eote.check.crewStation), written by crewCheck. */
export interface StationFlag {
  vehicleUuid: string;
  station: string;
  actorUuid: string;
}

export interface CollisionRecord {
  zone: FiringArc;
  total: number;
  /** The critical hit created; null when the defence absorbed the collision. */
  itemId: string | null;
  name: string;
  /**
   * What the hit did once (module/features/critical/actions/vehicle-hit.ts planVehicleHitOnce): its system strain
   * as the change to the tracks, and its short-term effect by id. Absent on records from before.
   */
  change?: TrackChange;
  effects?: string[];
}

export interface CollisionCardContext {
  kind: CollisionKind;
  record: CollisionRecord | null;
  zones: { zone: FiringArc; labelKey: string }[];
  canApply: boolean;
  canUndo: boolean;
}

export function readStationFlag(value: unknown): StationFlag | null {
  if (!value || typeof value !== "object") return null;
  const f = value as Partial<StationFlag>;
  if (typeof f.vehicleUuid !== "string" || !f.vehicleUuid || typeof f.station !== "string" || typeof f.actorUuid !== "string" || !f.actorUuid) return null;
  return { vehicleUuid: f.vehicleUuid, station: f.station, actorUuid: f.actorUuid };
}

export function readCollisionRecord(value: unknown): CollisionRecord | null {
  if (!value || typeof value !== "object") return null;
  const r = value as Partial<CollisionRecord>;
  if (!(FIRING_ARCS as readonly unknown[]).includes(r.zone) || typeof r.total !== "number" || !Number.isInteger(r.total)) return null;
  const isId = (v: unknown): v is string => typeof v === "string" && /^[A-Za-z0-9]{16}$/.test(v);
  const itemId = isId(r.itemId) ? r.itemId : null;
  const change = readChange(r.change);
  const effects = Array.isArray(r.effects) ? r.effects.filter(isId) : [];
  return {
    zone: r.zone as FiringArc, total: r.total, itemId, name: typeof r.name === "string" ? r.name : "",
    ...(change ? { change } : {}), ...(effects.length > 0 ? { effects } : {}),
  };
}

// An undo on the vehicle weighs the collision's system strain too (module/chat/ledger.ts).
registerLedgerReader(COLLISION_LOG, (value) => {
  const record = readCollisionRecord(value);
  return record ? { change: record.change ?? null } : null;
});

/** The card, or null when the check caused no collision (no despair, or not a pilot's check). */
export function buildCollisionCard(
  roll: { despair: number; succeeded: boolean }, station: string, zones: readonly FiringArc[], record: CollisionRecord | null, isGM: boolean,
): CollisionCardContext | null {
  const kind = station === "pilot" ? collisionFromCheck(roll) : null;
  if (!kind) return null;
  return {
    kind, record, zones: zones.map((zone) => ({ zone, labelKey: `EOTE.Sheet.Arc.${zone}` })),
    canApply: isGM && record === null, canUndo: isGM && record !== null,
  };
}
