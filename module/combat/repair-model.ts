/**
 * The damage control part of a roll's chat card (pure): from the rolled outcome, the vehicle's current
 * track and this card's record on the vehicle (flags.eote.repairLog.<messageId>), what the card shows
 * and the updates its Repair and Undo buttons write. Rule: module/rules/repair.ts (each net success
 * removes one point of the repaired track, published rule; seed 000 DAMAGE CONTROL DIFFICULTY).
 *
 * Repair writes the track and the record in one update. Undo gives back what this card repaired,
 * relative to the current track (damage taken since is kept), never below 0.
 */
import { damageRepaired, isRepairTrack, type RepairRoll, type RepairTrack } from "../rules/repair.ts";
import { trackPaths } from "./inputs.ts";

export const REPAIR_LOG = "repairLog";

/** Stored on the roll's message as flags.eote.check.repair by repairCheck (module/combat/repair.ts). */
export interface RepairFlag {
  vehicleUuid: string;
  track: RepairTrack;
}

export interface RepairRecord {
  /** The track Repair wrote and how many points it removed. */
  track: RepairTrack;
  repaired: number;
}

export interface VehicleInput {
  uuid: string;
  name: string;
  /** The viewer may repair: the GM or the vehicle's owner. */
  canAct: boolean;
  /** The track this check repairs, now. */
  track: RepairTrack;
  value: number;
  threshold: number;
  record: RepairRecord | null;
}

export interface RepairCardContext {
  vehicleName: string;
  /** EOTE.Combat.Repair.Track.<track>: the track's name inside a sentence. */
  trackKey: string;
  succeeded: boolean;
  /** What Repair would remove now, or what it removed. */
  amount: number;
  /** Repair was used. */
  repaired: boolean;
  canAct: boolean;
  canRepair: boolean;
  canUndo: boolean;
}

export function repairPath(messageId: string): string {
  return `flags.eote.${REPAIR_LOG}.${messageId}`;
}

/** The stored path of a vehicle track's value (trackPaths knows the vehicle's: hull trauma stands for wounds). */
export function repairTrackPath(track: RepairTrack): string {
  const paths = trackPaths("vehicle");
  return track === "hullTrauma" ? paths.wounds : paths.strain ?? "system.systemStrain.value";
}

/** Reads the message flag defensively: anything malformed counts as no damage control check. */
export function readRepairFlag(value: unknown): RepairFlag | null {
  if (!value || typeof value !== "object") return null;
  const f = value as Partial<RepairFlag>;
  return typeof f.vehicleUuid === "string" && f.vehicleUuid && isRepairTrack(f.track) ? { vehicleUuid: f.vehicleUuid, track: f.track } : null;
}

/** Reads a stored record defensively: anything malformed counts as no record. */
export function readRepairRecord(value: unknown): RepairRecord | null {
  if (!value || typeof value !== "object") return null;
  const r = value as Partial<RepairRecord>;
  const repaired = r.repaired;
  if (!isRepairTrack(r.track) || typeof repaired !== "number" || !Number.isInteger(repaired) || repaired < 0) return null;
  return { track: r.track, repaired };
}

export function buildRepairCard(roll: RepairRoll, vehicle: VehicleInput): RepairCardContext {
  const record = vehicle.record;
  const pending = record ? 0 : damageRepaired(roll, vehicle.value);
  return {
    vehicleName: vehicle.name,
    trackKey: `EOTE.Combat.Repair.Track.${record?.track ?? vehicle.track}`,
    succeeded: roll.succeeded,
    amount: record ? record.repaired : pending,
    repaired: record !== null,
    canAct: vehicle.canAct,
    canRepair: vehicle.canAct && pending > 0,
    canUndo: vehicle.canAct && record !== null,
  };
}

/** Repair: the track lowered by the roll's net successes and the record, in one update; null when used or nothing to repair. */
export function repairUpdate(roll: RepairRoll, vehicle: VehicleInput, messageId: string):
  { update: Record<string, unknown>; record: RepairRecord } | null {
  if (vehicle.record) return null;
  const repaired = damageRepaired(roll, vehicle.value);
  if (repaired === 0) return null;
  const record: RepairRecord = { track: vehicle.track, repaired };
  return { update: { [repairTrackPath(vehicle.track)]: vehicle.value - repaired, [repairPath(messageId)]: record }, record };
}

/**
 * Undo: what this card repaired suffered again on the track it wrote, relative to `current` (that
 * track's value now), never below 0; the record removed.
 */
export function repairUndo(current: number, messageId: string, record: RepairRecord): Record<string, unknown> {
  const update: Record<string, unknown> = { [`flags.eote.${REPAIR_LOG}.-=${messageId}`]: null };
  if (record.repaired !== 0) update[repairTrackPath(record.track)] = Math.max(0, current + record.repaired);
  return update;
}
