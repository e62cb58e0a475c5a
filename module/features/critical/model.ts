/**
 * The critical treatment part of a roll's chat card (pure): from the check's success, the injury as it
 * stands on the patient now and this card's record on the patient
 * (flags.eote.criticalTreatmentLog.<messageId>), what the card shows and what Remove and Undo write.
 * Rules: module/rules/combat/critical-treatment.ts (seed 002 RECOVERY, MEDICINE / MECHANICS SKILL: a
 * successful check against the injury's severity removes it; DAMAGE CONTROL: a successful repair check
 * against a vehicle critical hit's severity removes the hit, kind "repair").
 */
import { severityLabel } from "../../rules/combat/critical.ts";
import { isCriticalTreatmentKind, type CriticalTreatmentKind } from "../../rules/combat/critical-treatment.ts";
import type { TreatedCritical } from "../../chat/track-change.ts";
import { CRITICAL_TREATMENT_LOG } from "../../chat/log-flags.ts";

export { CRITICAL_TREATMENT_LOG };

/** Stored on the roll's message as flags.eote.check.criticalTreatment by criticalTreatmentCheck. */
export interface CriticalTreatmentFlag {
  patientUuid: string;
  injuryId: string;
  kind: CriticalTreatmentKind;
  /** The injury's name and severity when rolled, shown once the item is gone. */
  name: string;
  severity: number;
  /** Who rolled (the healer, the repairer, or the patient at rest): the card acts only when its author is a
   * GM or owns this actor (module/chat/trust.ts). Absent on older cards. */
  healerUuid?: string;
  /** The patient's token when rolled (tokenUuidOf), whose name the card prints; absent on older cards. */
  patientTokenUuid?: string;
}

export interface CriticalTreatmentRecord {
  /** The injury this card removed, with its data for undo. */
  removed: TreatedCritical;
}

export interface TreatmentPatientInput {
  name: string;
  /** The viewer may act: the GM or the patient's owner. */
  canAct: boolean;
  /** The injury as it is on the patient now; null when it is no longer there. */
  injury: { id: string; name: string; severity: number } | null;
  record: CriticalTreatmentRecord | null;
  /** The roll was made at a lower difficulty than the injury needs now (treatmentRollCovers): no Remove. */
  underRolled: boolean;
}

/**
 * The lang keys whose wording differs between treating an injury and repairing a hit; the line shown
 * on a failure reads the same for both.
 */
export interface CriticalTreatmentKeys {
  /** "Patient: {name}" or "Vehicle: {name}". */
  patient: string;
  /** "Treatment check", "Resilience check at rest" or "Repair check". */
  kind: string;
  succeeded: string;
  removed: string;
  gone: string;
  /** The card's button. */
  remove: string;
  /** The chat line announcing the removal ({actor}, {name}). */
  announce: string;
  /** The warning when Remove has nothing to do. */
  nothing: string;
}

const TREAT_KEYS = {
  patient: "EOTE.Combat.Medicine.Patient",
  succeeded: "EOTE.Combat.CriticalTreatment.Succeeded",
  removed: "EOTE.Combat.CriticalTreatment.Removed",
  gone: "EOTE.Combat.CriticalTreatment.Gone",
  remove: "EOTE.Combat.CriticalTreatment.Remove",
  announce: "EOTE.Combat.Medicine.TreatedAnnounce",
  nothing: "EOTE.Combat.CriticalTreatment.NoInjuryToRemove",
};
const KEYS: Record<CriticalTreatmentKind, CriticalTreatmentKeys> = {
  medicine: { ...TREAT_KEYS, kind: "EOTE.Combat.CriticalTreatment.ByTreatment" },
  resilience: { ...TREAT_KEYS, kind: "EOTE.Combat.CriticalTreatment.ByResilience" },
  repair: {
    patient: "EOTE.Combat.Repair.Vehicle",
    kind: "EOTE.Combat.CriticalTreatment.ByRepair",
    succeeded: "EOTE.Combat.CriticalTreatment.RepairSucceeded",
    removed: "EOTE.Combat.CriticalTreatment.Repaired",
    gone: "EOTE.Combat.CriticalTreatment.GoneFromVehicle",
    remove: "EOTE.Combat.CriticalTreatment.RepairHit",
    announce: "EOTE.Combat.CriticalTreatment.RepairedAnnounce",
    nothing: "EOTE.Combat.CriticalTreatment.NoHitToRepair",
  },
};

export function criticalTreatmentKeys(kind: CriticalTreatmentKind): CriticalTreatmentKeys {
  return KEYS[kind];
}

export interface CriticalTreatmentCardContext {
  patientName: string;
  kind: CriticalTreatmentKind;
  /** "Treatment check", "Resilience check at rest" or "Repair check" (the same as keys.kind). */
  kindKey: string;
  keys: CriticalTreatmentKeys;
  /** The injury's name and severity label (current when it is there, else as rolled or removed). */
  name: string;
  severityKey: string;
  succeeded: boolean;
  /** This card removed the injury. */
  removed: boolean;
  /** The injury is gone and this card did not remove it. */
  gone: boolean;
  canRemove: boolean;
  canUndo: boolean;
  /** The injury needs a harder check than this roll was made at: the card says so and offers no Remove. */
  underRolled: boolean;
  /** Either button shows. */
  buttons: boolean;
}

export function criticalTreatmentPath(messageId: string): string {
  return `flags.eote.${CRITICAL_TREATMENT_LOG}.${messageId}`;
}

const text = (value: unknown): value is string => typeof value === "string" && value.length > 0;
const whole = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

/** Reads the message flag defensively: anything malformed counts as no flag (no card section). */
export function readCriticalTreatmentFlag(value: unknown): CriticalTreatmentFlag | null {
  if (!value || typeof value !== "object") return null;
  const f = value as Record<string, unknown>;
  if (!text(f["patientUuid"]) || !text(f["injuryId"]) || !isCriticalTreatmentKind(f["kind"])) return null;
  return {
    patientUuid: f["patientUuid"], injuryId: f["injuryId"], kind: f["kind"],
    name: typeof f["name"] === "string" ? f["name"] : "", severity: whole(f["severity"]) ? f["severity"] : 0,
    ...(text(f["healerUuid"]) ? { healerUuid: f["healerUuid"] } : {}),
    ...(text(f["patientTokenUuid"]) ? { patientTokenUuid: f["patientTokenUuid"] } : {}),
  };
}

/** Reads a stored record defensively: anything malformed counts as no record. */
export function readCriticalTreatmentRecord(value: unknown): CriticalTreatmentRecord | null {
  const removed = (value as { removed?: Partial<TreatedCritical> } | null | undefined)?.removed;
  if (!removed || typeof removed !== "object" || !text(removed.itemId) || typeof removed.name !== "string"
    || !whole(removed.severity) || !removed.data || typeof removed.data !== "object") return null;
  return { removed: { itemId: removed.itemId, name: removed.name, severity: removed.severity, data: removed.data } };
}

export function buildCriticalTreatmentCard(flag: CriticalTreatmentFlag, succeeded: boolean, patient: TreatmentPatientInput):
  CriticalTreatmentCardContext {
  const { record, injury } = patient;
  const shown = record?.removed ?? injury ?? { name: flag.name, severity: flag.severity };
  const canRemove = patient.canAct && removable(succeeded, patient);
  const canUndo = patient.canAct && record !== null;
  return {
    patientName: patient.name,
    kind: flag.kind,
    kindKey: KEYS[flag.kind].kind,
    keys: KEYS[flag.kind],
    name: shown.name,
    severityKey: severityLabel(shown.severity),
    succeeded,
    removed: record !== null,
    gone: record === null && injury === null,
    canRemove,
    canUndo,
    underRolled: record === null && injury !== null && patient.underRolled,
    buttons: canRemove || canUndo,
  };
}

function removable(succeeded: boolean, patient: TreatmentPatientInput): boolean {
  return succeeded && patient.record === null && patient.injury !== null && !patient.underRolled;
}

/**
 * Remove: the record to write first (the injury's data kept for undo), then the item to delete; null
 * when the check failed, the card already removed it, the injury is gone, or the roll was made at a lower
 * difficulty than the injury needs.
 */
export function removeUpdate(succeeded: boolean, patient: TreatmentPatientInput, messageId: string, data: Record<string, unknown>):
  { update: Record<string, unknown>; deleteId: string } | null {
  const injury = patient.injury;
  if (!injury || !removable(succeeded, patient)) return null;
  const record: CriticalTreatmentRecord = { removed: { itemId: injury.id, name: injury.name, severity: injury.severity, data } };
  return { update: { [criticalTreatmentPath(messageId)]: record }, deleteId: injury.id };
}

/** Undo: the record removed, and the injury's data to recreate (with its id) unless it is back already. */
export function undoUpdate(patient: TreatmentPatientInput, messageId: string):
  { update: Record<string, unknown>; recreate: Record<string, unknown> | null } | null {
  const record = patient.record;
  if (!record) return null;
  const back = patient.injury !== null && patient.injury.id === record.removed.itemId;
  return {
    update: { [`flags.eote.${CRITICAL_TREATMENT_LOG}.-=${messageId}`]: null },
    recreate: back ? null : record.removed.data,
  };
}
