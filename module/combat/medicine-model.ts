/**
 * The Medicine part of a roll's chat card (pure): from the rolled outcome, the patient's current state
 * and this card's record on the patient (flags.eote.medicineLog.<messageId>), what the card shows and
 * the updates its Heal, Treat critical and Undo buttons write. Rules: module/rules/recovery.ts
 * (medicineTreatment, criticalToTreat; seed 002 MEDICINE / MECHANICS SKILL).
 *
 * Heal also wakes the patient when it brings wounds and strain back within their thresholds: the
 * shell removes the unconscious markers attack cards put on it. Undo gives back what this card healed
 * (relative, so damage taken since is kept) and recreates the critical injuries and markers it removed
 * from their stored data.
 */
import { severityLabel } from "../rules/critical.ts";
import {
  criticalToTreat, medicineTreatment, stillIncapacitated, type MedicineRoll, type MedicineTreatment,
} from "../rules/recovery.ts";
import type { ActorType } from "../rules/types.ts";
import { trackPaths } from "./inputs.ts";

export const MEDICINE_LOG = "medicineLog";

/** Stored on the roll's message as flags.eote.check.medicine by medicineCheck (module/combat/recovery.ts). */
export interface MedicineFlag {
  patientUuid: string;
}

export interface TreatedCritical {
  itemId: string;
  name: string;
  severity: number;
  /** The item's data, recreated by undo. */
  data: Record<string, unknown>;
}

export interface MedicineRecord {
  healed: { wounds: number; strain: number } | null;
  criticals: TreatedCritical[];
  /** Data of the unconscious markers Heal removed, recreated by undo. */
  woke: Record<string, unknown>[];
}

export interface PatientInjury {
  id: string;
  name: string;
  severity: number;
}

export interface PatientInput {
  uuid: string;
  name: string;
  /** The viewer may treat: the GM or the patient's owner. */
  canAct: boolean;
  wounds: number;
  /** null for patients without strain (rivals, minions). */
  strain: number | null;
  thresholds: { wounds: number; strain: number | null };
  injuries: readonly PatientInjury[];
  record: MedicineRecord | null;
}

export interface MedicineCardContext {
  patientName: string;
  succeeded: boolean;
  /** What Heal would heal now, or what it healed. */
  heal: { wounds: number; strain: number };
  healed: boolean;
  /** Critical injuries the roll's triumphs may treat in all. */
  criticals: number;
  treated: { name: string; severityKey: string }[];
  /** The injury Treat would remove next (the least severe), or null. */
  next: { name: string; severityKey: string } | null;
  canAct: boolean;
  canHeal: boolean;
  canUndo: boolean;
}

export function medicinePath(messageId: string): string {
  return `flags.eote.${MEDICINE_LOG}.${messageId}`;
}

export function emptyMedicineRecord(): MedicineRecord {
  return { healed: null, criticals: [], woke: [] };
}

/** Reads a stored record defensively: anything malformed counts as no record. */
export function readMedicineRecord(value: unknown): MedicineRecord | null {
  if (!value || typeof value !== "object") return null;
  const r = value as Partial<MedicineRecord>;
  if (!Array.isArray(r.criticals)) return null;
  const healed = r.healed && typeof r.healed.wounds === "number" && typeof r.healed.strain === "number" ? r.healed : null;
  return { healed, criticals: r.criticals, woke: Array.isArray(r.woke) ? r.woke : [] };
}

export function treatmentOf(roll: MedicineRoll, patient: Pick<PatientInput, "wounds" | "strain">): MedicineTreatment {
  return medicineTreatment(roll, patient);
}

/** The next injury a triumph may treat, if the roll has a triumph left for it. */
export function nextCritical(roll: MedicineRoll, patient: PatientInput): PatientInjury | null {
  const allowed = treatmentOf(roll, patient).criticals;
  const treated = patient.record?.criticals ?? [];
  if (treated.length >= allowed) return null;
  // An injury this card already treated is skipped even if its item is still being deleted.
  return criticalToTreat(patient.injuries.filter((i) => !treated.some((c) => c.itemId === i.id)));
}

export function buildMedicineCard(roll: MedicineRoll, patient: PatientInput): MedicineCardContext {
  const treatment = treatmentOf(roll, patient);
  const healed = patient.record?.healed ?? null;
  const next = nextCritical(roll, patient);
  const heal = healed ?? { wounds: treatment.wounds, strain: treatment.strain };
  return {
    patientName: patient.name,
    succeeded: roll.succeeded,
    heal,
    healed: healed !== null,
    criticals: treatment.criticals,
    treated: (patient.record?.criticals ?? []).map((c) => ({ name: c.name, severityKey: severityLabel(c.severity) })),
    next: patient.canAct && next ? { name: next.name, severityKey: severityLabel(next.severity) } : null,
    canAct: patient.canAct,
    canHeal: patient.canAct && healed === null && heal.wounds + heal.strain > 0,
    canUndo: patient.canAct && patient.record !== null,
  };
}

/**
 * Heal: the tracks lowered by the treatment and the record, in one update; null when there is nothing
 * to heal. `conscious`: after it the patient is within both thresholds (markers may go).
 */
export function healUpdate(type: ActorType, roll: MedicineRoll, patient: PatientInput, messageId: string):
  { update: Record<string, unknown>; record: MedicineRecord; conscious: boolean } | null {
  if (patient.record?.healed) return null;
  const t = treatmentOf(roll, patient);
  if (t.wounds + t.strain === 0) return null;
  const paths = trackPaths(type);
  const record: MedicineRecord = { ...(patient.record ?? emptyMedicineRecord()), healed: { wounds: t.wounds, strain: t.strain } };
  const update: Record<string, unknown> = { [paths.wounds]: patient.wounds - t.wounds, [medicinePath(messageId)]: record };
  if (paths.strain && patient.strain !== null) update[paths.strain] = patient.strain - t.strain;
  const strainAfter = patient.strain !== null && patient.thresholds.strain !== null
    ? { value: patient.strain - t.strain, threshold: patient.thresholds.strain } : null;
  const conscious = !stillIncapacitated({ value: patient.wounds - t.wounds, threshold: patient.thresholds.wounds }, strainAfter);
  return { update, record, conscious };
}

/** The record with the markers Heal removed (their data, for undo). */
export function withWoke(record: MedicineRecord, markers: Record<string, unknown>[]): MedicineRecord {
  return { ...record, woke: [...record.woke, ...markers] };
}

export function withTreated(record: MedicineRecord | null, critical: TreatedCritical): MedicineRecord {
  const before = record ?? emptyMedicineRecord();
  return { ...before, criticals: [...before.criticals, critical] };
}

/** Undo: what was healed suffered again, the record removed, the injuries and markers to recreate. */
export function medicineUndo(type: ActorType, patient: Pick<PatientInput, "wounds" | "strain">, messageId: string, record: MedicineRecord):
  { update: Record<string, unknown>; recreate: Record<string, unknown>[]; restoreEffects: Record<string, unknown>[] } {
  const update: Record<string, unknown> = { [`flags.eote.${MEDICINE_LOG}.-=${messageId}`]: null };
  if (record.healed) {
    const paths = trackPaths(type);
    update[paths.wounds] = patient.wounds + record.healed.wounds;
    if (paths.strain && patient.strain !== null) update[paths.strain] = patient.strain + record.healed.strain;
  }
  return { update, recreate: record.criticals.map((c) => c.data), restoreEffects: record.woke };
}
