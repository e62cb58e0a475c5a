/**
 * Treating a critical injury with a check (seed 000 MEDICAL CHECK DIFFICULTY "Recover Critical Injury";
 * seed 001 Table 1-3 "Heal a Critical Injury: see severity rating"; seed 002 RECOVERY: NATURAL REST and
 * BACTA TANK Resilience checks, MEDICINE / MECHANICS SKILL "max. 1 check per week", "+dd to treat your
 * own wounds"; DAMAGE CONTROL "Repair Critical Hit: Critical Hit severity"), and who treats whom when a
 * sheet asks for a check.
 */
import { EoteError } from "../../dice/errors.ts";
import { SELF_TREATMENT_PENALTY } from "./recovery.ts";
import { difficultyPaid } from "../checks/rolled-difficulty.ts";

/**
 * How the critical is fought: a healer's Medicine check (Mechanics on a droid), or the patient's own
 * Resilience check while resting (natural rest or a bacta tank), against a critical injury; or a crew
 * member's Mechanics check repairing a vehicle's critical hit (seed 002 DAMAGE CONTROL).
 */
export type CriticalTreatmentKind = "medicine" | "resilience" | "repair";

export const CRITICAL_TREATMENT_KINDS: readonly CriticalTreatmentKind[] = ["medicine", "resilience", "repair"];

export function isCriticalTreatmentKind(value: unknown): value is CriticalTreatmentKind {
  return CRITICAL_TREATMENT_KINDS.includes(value as CriticalTreatmentKind);
}

/** The item type a kind works on: a vehicle's critical hit for a repair, else a critical injury. */
export function criticalItemType(kind: CriticalTreatmentKind): "criticalHit" | "criticalInjury" {
  return kind === "repair" ? "criticalHit" : "criticalInjury";
}

/**
 * Whether the one-check-a-week limit applies: not to a repair. Seed 002 sets no such limit on critical
 * hits; damage control is limited to once per encounter (seed 002 DAMAGE CONTROL "1/encounter"), which
 * this system does not track, so the GM enforces that one.
 */
export function weeklyLimited(kind: CriticalTreatmentKind): boolean {
  return kind !== "repair";
}

/**
 * Difficulty dice of a check against a critical injury or hit: one per point of severity (seeds
 * 000/001/002, DAMAGE CONTROL for hits), two more when a healer treats itself with Medicine (seed 002
 * MEDICINE "+dd"). A Resilience check is the patient's own body recovering, not treatment, so it never
 * takes the self penalty; nor does a repair (a vehicle never repairs itself: the shell refuses that).
 * Severity 0 (death, or a destroyed vehicle) cannot be treated.
 */
export function criticalTreatmentDifficulty(severity: number, kind: CriticalTreatmentKind, self: boolean): number {
  if (!Number.isInteger(severity) || severity < 1) {
    throw new EoteError("EOTE.Combat.CriticalTreatment.Untreatable", `A critical injury of severity ${severity} cannot be treated`, { severity });
  }
  return severity + (kind === "medicine" && self ? SELF_TREATMENT_PENALTY : 0);
}

/**
 * Whether a check rolled at `rolledLevel` (rolled-difficulty.ts) may remove a critical of `severity` now:
 * only when it was made at least at the difficulty that critical needs. The flag naming the critical is
 * the author's data, editable after the roll: pointed at a worse critical, the roll no longer pays for it.
 */
export function treatmentRollCovers(rolledLevel: number, severity: number, kind: CriticalTreatmentKind, self: boolean): boolean {
  if (!Number.isInteger(severity) || severity < 1) return false;
  return difficultyPaid(rolledLevel, criticalTreatmentDifficulty(severity, kind, self));
}

/** Seconds in a week of world time: one treatment check per critical injury per week (seed 002 MEDICINE). */
export const TREATMENT_INTERVAL = 7 * 24 * 60 * 60;
const DAY = 24 * 60 * 60;

/**
 * Seconds of world time before another check may be made on an injury last checked at `last`
 * (0: now). No or a malformed record: now. A record in the future (the GM turned the clock back)
 * waits at most one interval from now, so a clock mistake never locks an injury for longer.
 */
export function treatmentWait(last: unknown, now: number): number {
  if (typeof last !== "number" || !Number.isFinite(last) || !Number.isFinite(now)) return 0;
  return Math.min(TREATMENT_INTERVAL, Math.max(0, last + TREATMENT_INTERVAL - now));
}

/** A wait in whole days, rounded up (a wait of one second reads "1 day"). */
export function waitDays(seconds: number): number {
  return Math.max(0, Math.ceil(seconds / DAY));
}

/**
 * What happens when a check is asked for while the wait runs: players are stopped with a warning; the
 * GM is warned and may proceed (GMs run rest in narrative time, and a bacta tank allows a Resilience
 * check every day, seed 002 BACTA TANK, which only the GM can judge).
 */
export type TreatmentGate = "open" | "warnAndOpen" | "refuse";

export function treatmentGate(wait: number, isGM: boolean): TreatmentGate {
  if (wait <= 0) return "open";
  return isGM ? "warnAndOpen" : "refuse";
}

export interface HealerInputs {
  /** The actor being treated (the sheet's actor). */
  patientId: string;
  /** The user's assigned character, if any. */
  characterId: string | null;
  /** Actors of the user's controlled tokens, one entry per token. */
  controlledActorIds: readonly string[];
  isGM: boolean;
}

/**
 * Who treats the patient: the user's own character when it has one other than the patient; for the
 * GM, the actor of the only controlled token when it is not the patient; otherwise the patient treats
 * itself (and takes the self penalty).
 */
export function chooseHealer(inputs: HealerInputs): { healerId: string; self: boolean } {
  const { patientId, characterId, controlledActorIds, isGM } = inputs;
  if (characterId && characterId !== patientId) return { healerId: characterId, self: false };
  const only = controlledActorIds.length === 1 ? controlledActorIds[0] : undefined;
  if (isGM && only && only !== patientId) return { healerId: only, self: false };
  return { healerId: patientId, self: true };
}

export interface MedicineSheetInputs extends Omit<HealerInputs, "patientId"> {
  /** The actor whose sheet asks for the check. */
  sheetActorId: string;
  /** Actors of the user's targeted tokens, one entry per token. */
  targetActorIds: readonly string[];
}

/**
 * Who treats whom from a sheet's Medicine check. With one other actor targeted, the sheet's actor is
 * the healer and the target the patient: a medic's player opens their own sheet and targets the ally,
 * as for an attack. Otherwise the sheet's actor is the patient and chooseHealer picks the healer.
 */
export function medicineParties(inputs: MedicineSheetInputs): { healerId: string; patientId: string; self: boolean } {
  const targets = [...new Set(inputs.targetActorIds)];
  const only = targets.length === 1 ? targets[0] : undefined;
  if (only && only !== inputs.sheetActorId) return { healerId: inputs.sheetActorId, patientId: only, self: false };
  const { healerId, self } = chooseHealer({ ...inputs, patientId: inputs.sheetActorId });
  return { healerId, patientId: inputs.sheetActorId, self };
}
