/**
 * The damage control part of a roll's chat card (pure): from the rolled outcome, the vehicle's current
 * track and this card's record on the vehicle (flags.eote.repairLog.<messageId>), what the card shows
 * and the updates its Repair and Undo buttons write. Rule: module/rules/vehicles/repair.ts (each net success
 * removes one point of the repaired track, published rule; seed 000 DAMAGE CONTROL DIFFICULTY).
 *
 * Repair writes the track and the record in one update. Undo takes this card's change off the tracks
 * as they are then (damage taken since is kept; module/chat/track-change.ts).
 */
import { damageRepaired, isRepairTrack, type RepairRoll, type RepairTrack } from "../../rules/vehicles/repair.ts";
import { readEncounterUse, type EncounterUse } from "../../rules/vehicles/encounter-actions.ts";
import { NO_CAPS, readChange, undoChange, undoPaths, type LedgerEntry, type TrackCaps, type TrackChange, type Tracks, trackPaths } from "../../chat/track-change.ts";
import { REPAIR_LOG } from "./flags.ts";
import { registerLedgerReader } from "../../chat/ledger-readers.ts";
export { REPAIR_LOG };

/** Stored on the roll's message as flags.eote.check.repair by repairCheck (module/features/vehicle-repair/actions.ts). */
export interface RepairFlag {
  vehicleUuid: string;
  track: RepairTrack;
  /** Who repairs: the card acts only when its author is a GM or owns this actor (module/chat/trust.ts). Absent on older cards. */
  repairerUuid?: string;
  /** The vehicle's token when rolled (tokenUuidOf), whose name the card prints; absent on older cards. */
  vehicleTokenUuid?: string;
  /** A once-per-encounter check's use (damage control, Manual Repairs in combat); Repair copies it into its record. */
  encounterUse?: EncounterUse;
  /** Temporary repairs of hull trauma (seed 002 REPAIRING HULL TRAUMA) rather than damage control. */
  temporary?: boolean;
}

export interface RepairRecord {
  /** The track Repair wrote and how many points it removed. */
  track: RepairTrack;
  repaired: number;
  /** The change on the vehicle's tracks (hull trauma as wounds, system strain as strain), for undo. Records
   * stored before it existed read it from `repaired`, which is what their undo gave back. */
  change: TrackChange;
  /** The once-per-encounter use the repaired check made, copied from the card when Repair wrote the record
   * (the card's flags are its author's to edit after): Undo clears that use's record on the vehicle. */
  encounterUse?: EncounterUse;
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
  if (typeof f.vehicleUuid !== "string" || !f.vehicleUuid || !isRepairTrack(f.track)) return null;
  const repairer = typeof f.repairerUuid === "string" && f.repairerUuid ? { repairerUuid: f.repairerUuid } : {};
  const token = typeof f.vehicleTokenUuid === "string" && f.vehicleTokenUuid ? { vehicleTokenUuid: f.vehicleTokenUuid } : {};
  const use = readEncounterUse(f.encounterUse);
  const temporary = f.temporary === true ? { temporary: true } : {};
  return { vehicleUuid: f.vehicleUuid, track: f.track, ...repairer, ...token, ...(use ? { encounterUse: use } : {}), ...temporary };
}

/** Reads a stored record defensively: anything malformed counts as no record. */
export function readRepairRecord(value: unknown): RepairRecord | null {
  if (!value || typeof value !== "object") return null;
  const r = value as Partial<RepairRecord>;
  const repaired = r.repaired;
  if (!isRepairTrack(r.track) || typeof repaired !== "number" || !Number.isInteger(repaired) || repaired < 0) return null;
  const use = readEncounterUse(r.encounterUse);
  return { track: r.track, repaired, change: readChange(r.change) ?? repairChange(r.track, repaired), ...(use ? { encounterUse: use } : {}) };
}

/** Lowering `track` by `repaired`, as a change of the vehicle's tracks. */
export function repairChange(track: RepairTrack, repaired: number): TrackChange {
  return track === "hullTrauma" ? { wounds: -repaired, strain: 0 } : { wounds: 0, strain: -repaired };
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

/**
 * Repair: the track lowered by the roll's net successes and the record (with the check's once-per-encounter
 * `use`, for Undo), in one update; null when used or nothing to repair.
 */
export function repairUpdate(roll: RepairRoll, vehicle: VehicleInput, messageId: string, use: EncounterUse | null = null):
  { update: Record<string, unknown>; record: RepairRecord } | null {
  if (vehicle.record) return null;
  const repaired = damageRepaired(roll, vehicle.value);
  if (repaired === 0) return null;
  // damageRepaired never removes more than the track holds, so the change is exact.
  const record: RepairRecord = { track: vehicle.track, repaired, change: repairChange(vehicle.track, repaired), ...(use ? { encounterUse: use } : {}) };
  return { update: { [repairTrackPath(vehicle.track)]: vehicle.value - repaired, [repairPath(messageId)]: record }, record };
}

/**
 * Undo: this card's change taken off the vehicle's tracks as they are now (`tracks`: hull trauma as
 * wounds, system strain as strain), clamped, other live cards on the vehicle (`ledger`) absorbing what
 * the clamp leaves; the record removed.
 */
export function repairUndo(
  tracks: Tracks, messageId: string, record: RepairRecord, caps: TrackCaps = NO_CAPS, ledger: readonly LedgerEntry[] = [],
): Record<string, unknown> {
  const update = undoPaths(trackPaths("vehicle"), tracks, undoChange(tracks, record.change, caps, ledger));
  update[`flags.eote.${REPAIR_LOG}.-=${messageId}`] = null;
  return update;
}

// An undo on this actor weighs these records too (module/chat/ledger.ts).
registerLedgerReader(REPAIR_LOG, readRepairRecord);
