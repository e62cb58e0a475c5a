/**
 * The Medicine part of a roll's chat card (pure): from the rolled outcome, the patient's current state
 * and this card's record on the patient (flags.eote.medicineLog.<messageId>), what the card shows and
 * the updates its Heal / Apply, +1 wound (Triumph), Treat critical and Undo buttons write. Rules:
 * module/rules/combat/recovery.ts (medicineTreatment, criticalToTreat; seed 002 MEDICINE / MECHANICS SKILL).
 *
 * Heal / Apply writes the whole result at once: healing, and what threat and despair make the patient
 * suffer (it reads "Apply" when there is suffering). Each triumph of a successful check is spent on
 * one more wound or one critical injury, from one budget. Healing that brings wounds and strain back
 * within their thresholds also wakes the patient: the shell removes the unconscious markers attack
 * cards put on it. Undo takes this card's change off the tracks as they are then (damage taken since is
 * kept; module/chat/track-change.ts) and recreates the critical injuries and markers it removed from
 * their stored data.
 */
import { severityLabel } from "../../rules/combat/critical.ts";
import {
  criticalToTreat, medicineTreatment, stillIncapacitated, type MedicineRoll, type MedicineTreatment,
} from "../../rules/combat/recovery.ts";
import type { ActorType } from "../../rules/types.ts";
import { MEDICINE_LOG } from "../../chat/log-flags.ts";
import {
  addChanges, changeBetween, clampTrack, NO_CAPS, readChange, undoChange, undoPaths, type LedgerEntry, type TrackCaps, type TrackChange, type TreatedCritical, trackPaths,
} from "../../chat/track-change.ts";
import { registerLedgerReader } from "../../chat/ledger-readers.ts";

export { MEDICINE_LOG };

/** Stored on the roll's message as flags.eote.check.medicine by medicineCheck (module/features/medicine/actions.ts). */
export interface MedicineFlag {
  patientUuid: string;
  /** Who treats: the card acts only when its author is a GM or owns this actor (module/chat/trust.ts). Absent on older cards. */
  healerUuid?: string;
  /** The patient's token when rolled (tokenUuidOf), whose name the card prints; absent on older cards. */
  patientTokenUuid?: string;
}

export interface MedicineRecord {
  /** What Heal / Apply healed; null until it was used. */
  healed: { wounds: number; strain: number } | null;
  /** What Apply made the patient suffer (threat and despair); 0 before, and on records of older versions. */
  suffered: { wounds: number; strain: number };
  /** Wounds healed by triumphs ("+1 wound"); 0 on records of older versions. */
  triumphWounds: number;
  criticals: TreatedCritical[];
  /** Data of the unconscious markers Heal removed, recreated by undo. */
  woke: Record<string, unknown>[];
  /** What this card changed on each track after clamping, for undo (possibly lowered since by other cards' undo). */
  change: TrackChange;
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
  /** The most each track may hold (module/rules/combat/damage.ts woundCap); none when absent. */
  caps?: TrackCaps;
}

type Track = { wounds: number; strain: number };

export interface MedicineCardContext {
  patientName: string;
  succeeded: boolean;
  /** What Heal / Apply would heal now, or what it healed. */
  heal: Track;
  /** What Apply would make the patient suffer now, or what it did. */
  suffer: Track;
  /** Apply includes suffering: the button reads Apply, not Heal. */
  suffers: boolean;
  /** A patient without strain takes its threat as wounds (shown as a note). */
  threatAsWounds: boolean;
  /** The patient has a strain track (rivals and minions do not): the lines name strain only then. */
  hasStrain: boolean;
  /** Heal / Apply was used. */
  healed: boolean;
  /** Triumphs the roll gives in all, and those not spent yet (on wounds or critical injuries). */
  triumphs: number;
  triumphsLeft: number;
  /** Wounds healed by triumphs so far. */
  triumphWounds: number;
  treated: { name: string; severityKey: string }[];
  /** The injury Treat would remove next (the least severe), or null. */
  next: { name: string; severityKey: string } | null;
  canAct: boolean;
  canHeal: boolean;
  canTriumphWound: boolean;
  canUndo: boolean;
}

export function medicinePath(messageId: string): string {
  return `flags.eote.${MEDICINE_LOG}.${messageId}`;
}

export function emptyMedicineRecord(): MedicineRecord {
  return { healed: null, suffered: { wounds: 0, strain: 0 }, triumphWounds: 0, criticals: [], woke: [], change: { wounds: 0, strain: 0 } };
}

const count = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;
const track = (value: unknown): Track | null => {
  const t = value as Partial<Track> | null | undefined;
  return t && typeof t === "object" && count(t.wounds) && count(t.strain) ? { wounds: t.wounds, strain: t.strain } : null;
};

/**
 * Reads a stored record defensively: anything malformed counts as no record. Records stored before
 * threat, despair and triumph wounds existed lack `suffered` and `triumphWounds`: they read as 0, so
 * cards already in chat keep working (and never apply suffering their Heal did not). Records stored
 * before `change` existed read their change from what they healed and made suffer, which is what their
 * undo gave back then.
 */
export function readMedicineRecord(value: unknown): MedicineRecord | null {
  if (!value || typeof value !== "object") return null;
  const r = value as Record<string, unknown>;
  if (!Array.isArray(r["criticals"])) return null;
  const healed = track(r["healed"]);
  const suffered = track(r["suffered"]) ?? { wounds: 0, strain: 0 };
  const triumphWounds = count(r["triumphWounds"]) ? r["triumphWounds"] : 0;
  const done = healed ? { wounds: suffered.wounds - healed.wounds, strain: suffered.strain - healed.strain } : { wounds: 0, strain: 0 };
  return {
    healed, suffered, triumphWounds,
    criticals: r["criticals"] as TreatedCritical[],
    woke: Array.isArray(r["woke"]) ? r["woke"] as Record<string, unknown>[] : [],
    change: readChange(r["change"]) ?? { wounds: done.wounds - triumphWounds, strain: done.strain },
  };
}

export function treatmentOf(roll: MedicineRoll, patient: Pick<PatientInput, "wounds" | "strain">): MedicineTreatment {
  return medicineTreatment(roll, patient);
}

/** Triumphs not yet spent on a critical injury or a wound: one budget for both (seed 002). */
export function triumphsLeft(roll: MedicineRoll, patient: PatientInput): number {
  const record = patient.record;
  const spent = (record?.criticals.length ?? 0) + (record?.triumphWounds ?? 0);
  return Math.max(0, treatmentOf(roll, patient).triumphs - spent);
}

/** The next injury a triumph may treat, if the roll has a triumph left for it. */
export function nextCritical(roll: MedicineRoll, patient: PatientInput): PatientInjury | null {
  if (triumphsLeft(roll, patient) === 0) return null;
  const treated = patient.record?.criticals ?? [];
  // An injury this card already treated is skipped even if its item is still being deleted.
  return criticalToTreat(patient.injuries.filter((i) => !treated.some((c) => c.itemId === i.id)));
}

/** What Heal / Apply would do now; null once it was used. */
function pending(roll: MedicineRoll, patient: PatientInput): { heal: Track; suffer: Track } | null {
  if (patient.record?.healed) return null;
  const t = treatmentOf(roll, patient);
  return { heal: { wounds: t.wounds, strain: t.strain }, suffer: t.suffered };
}

/**
 * A triumph may heal one more wound while one is left and the patient has wounds now and would still
 * have some after the pending Heal / Apply (so a triumph is never spent on a wound that was going anyway).
 */
export function canHealTriumphWound(roll: MedicineRoll, patient: PatientInput): boolean {
  const todo = pending(roll, patient);
  const after = todo ? patient.wounds - todo.heal.wounds + todo.suffer.wounds : patient.wounds;
  return triumphsLeft(roll, patient) > 0 && patient.wounds > 0 && after > 0;
}

export function buildMedicineCard(roll: MedicineRoll, patient: PatientInput): MedicineCardContext {
  const record = patient.record;
  const todo = pending(roll, patient);
  const next = nextCritical(roll, patient);
  const heal = record?.healed ?? todo?.heal ?? { wounds: 0, strain: 0 };
  const suffer = record?.healed ? record.suffered : todo?.suffer ?? { wounds: 0, strain: 0 };
  const suffers = suffer.wounds + suffer.strain > 0;
  return {
    patientName: patient.name,
    succeeded: roll.succeeded,
    heal,
    suffer,
    suffers,
    threatAsWounds: patient.strain === null && roll.netAdvantage < 0,
    hasStrain: patient.strain !== null,
    healed: !todo,
    triumphs: treatmentOf(roll, patient).triumphs,
    triumphsLeft: triumphsLeft(roll, patient),
    triumphWounds: record?.triumphWounds ?? 0,
    treated: (record?.criticals ?? []).map((c) => ({ name: c.name, severityKey: severityLabel(c.severity) })),
    next: patient.canAct && next ? { name: next.name, severityKey: severityLabel(next.severity) } : null,
    canAct: patient.canAct,
    canHeal: patient.canAct && todo !== null && (heal.wounds + heal.strain > 0 || suffers),
    canTriumphWound: patient.canAct && canHealTriumphWound(roll, patient),
    canUndo: patient.canAct && record !== null,
  };
}

/**
 * The tracks after a change, clamped to [0, cap], with the change actually made added to the record;
 * and whether the patient is then within both thresholds (markers may go).
 */
function tracksAfter(type: ActorType, patient: PatientInput, wounds: number, strain: number | null, messageId: string, record: MedicineRecord):
  { update: Record<string, unknown>; record: MedicineRecord; conscious: boolean } {
  const caps = patient.caps ?? NO_CAPS;
  const w = clampTrack(wounds, caps.wounds);
  const s = strain === null ? null : clampTrack(strain, caps.strain);
  const next = { ...record, change: addChanges(record.change, changeBetween({ wounds: patient.wounds, strain: patient.strain }, { wounds: w, strain: s })) };
  const paths = trackPaths(type);
  const update: Record<string, unknown> = { [paths.wounds]: w, [medicinePath(messageId)]: next };
  if (paths.strain && s !== null) update[paths.strain] = s;
  const strainAfter = s !== null && patient.thresholds.strain !== null ? { value: s, threshold: patient.thresholds.strain } : null;
  const conscious = !stillIncapacitated({ value: w, threshold: patient.thresholds.wounds }, strainAfter);
  return { update, record: next, conscious };
}

/**
 * Heal / Apply: the tracks changed by the whole result (healing, then threat and despair) and the
 * record, in one update; null when it was used or there is nothing to heal or suffer. `conscious`:
 * after it the patient is within both thresholds (the shell may then remove the cards' unconscious
 * markers; suffering that pushes the patient over a threshold adds none).
 */
export function healUpdate(type: ActorType, roll: MedicineRoll, patient: PatientInput, messageId: string):
  { update: Record<string, unknown>; record: MedicineRecord; conscious: boolean } | null {
  const todo = pending(roll, patient);
  if (!todo || todo.heal.wounds + todo.heal.strain + todo.suffer.wounds + todo.suffer.strain === 0) return null;
  const { heal, suffer } = todo;
  const record: MedicineRecord = { ...(patient.record ?? emptyMedicineRecord()), healed: heal, suffered: suffer };
  const strain = patient.strain === null ? null : patient.strain - heal.strain + suffer.strain;
  return tracksAfter(type, patient, patient.wounds - heal.wounds + suffer.wounds, strain, messageId, record);
}

/** "+1 wound (Triumph)": one wound healed with one of the roll's triumphs; null when none may be. */
export function triumphWoundUpdate(type: ActorType, roll: MedicineRoll, patient: PatientInput, messageId: string):
  { update: Record<string, unknown>; record: MedicineRecord; conscious: boolean } | null {
  if (!canHealTriumphWound(roll, patient)) return null;
  const before = patient.record ?? emptyMedicineRecord();
  const record: MedicineRecord = { ...before, triumphWounds: before.triumphWounds + 1 };
  return tracksAfter(type, patient, patient.wounds - 1, patient.strain, messageId, record);
}

/** The record with the markers Heal removed (their data, for undo). */
export function withWoke(record: MedicineRecord, markers: Record<string, unknown>[]): MedicineRecord {
  return { ...record, woke: [...record.woke, ...markers] };
}

export function withTreated(record: MedicineRecord | null, critical: TreatedCritical): MedicineRecord {
  const before = record ?? emptyMedicineRecord();
  return { ...before, criticals: [...before.criticals, critical] };
}

/**
 * Undo: this card's change taken off the tracks as they are now, clamped, other live cards on the
 * patient (`ledger`) absorbing what the clamp leaves (module/chat/track-change.ts); the record
 * removed; the injuries and markers to recreate.
 */
export function medicineUndo(
  type: ActorType, patient: Pick<PatientInput, "wounds" | "strain" | "caps">, messageId: string, record: MedicineRecord,
  ledger: readonly LedgerEntry[] = [],
): { update: Record<string, unknown>; recreate: Record<string, unknown>[]; restoreEffects: Record<string, unknown>[] } {
  const now = { wounds: patient.wounds, strain: patient.strain };
  const update = undoPaths(trackPaths(type), now, undoChange(now, record.change, patient.caps ?? NO_CAPS, ledger));
  update[`flags.eote.${MEDICINE_LOG}.-=${messageId}`] = null;
  return { update, recreate: record.criticals.map((c) => c.data), restoreEffects: record.woke };
}

// An undo on this actor weighs these records too (module/chat/ledger.ts).
registerLedgerReader(MEDICINE_LOG, readMedicineRecord);
