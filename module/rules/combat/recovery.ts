/**
 * Recovering wounds and strain (seed 002 RECOVERY and MEDICINE / MECHANICS SKILL; seed 000 MEDICAL CHECK
 * DIFFICULTY and DAMAGE CONTROL DIFFICULTY; seed 001 Strain and Strain Threshold).
 */
import { EoteError } from "../../dice/errors.ts";
import { AVERAGE, EASY, HARD, type DifficultyLevel } from "./range.ts";
import type { SkillId } from "../checks/skills.ts";

/** Skills a character may use to recover strain after an encounter (player's choice). */
export const STRAIN_RECOVERY_SKILLS: readonly SkillId[] = ["cool", "discipline"];

function whole(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new EoteError("EOTE.Combat.Error.BadValue", `${name} must be a whole number from 0`, { name, value });
  }
}

/** End of encounter: one strain per net success of the Simple Cool or Discipline check, at most all of it. */
export function strainRecovered(netSuccess: number, currentStrain: number): number {
  whole(currentStrain, "strain");
  return Math.min(currentStrain, Math.max(0, netSuccess));
}

/** A night's natural rest: heal 1 wound and all strain (seed 002 NATURAL REST). */
export function naturalRest(state: { wounds: number; strain: number }): { wounds: number; strain: number } {
  whole(state.wounds, "wounds");
  whole(state.strain, "strain");
  return { wounds: Math.max(0, state.wounds - 1), strain: 0 };
}

/**
 * Medicine difficulty from current wounds (seed 000 MEDICAL CHECK DIFFICULTY, seed 001 Table 1-3):
 * half the threshold or less Easy, more than half Average, more than the threshold Hard.
 * Seed 002 puts Hard at wounds equal to the threshold; the published table (and seeds 000/001) says
 * "exceed", so wounds exactly at the threshold are Average here.
 */
export function medicalDifficulty(wounds: number, threshold: number): DifficultyLevel {
  whole(wounds, "wounds");
  if (!Number.isInteger(threshold) || threshold < 1) {
    throw new EoteError("EOTE.Combat.Error.BadThreshold", "A wound threshold must be a whole number from 1", { value: threshold });
  }
  if (wounds > threshold) return HARD;
  return wounds * 2 > threshold ? AVERAGE : EASY;
}

/** Treating your own wounds adds two difficulty (seed 002 MEDICINE: +dd). */
export const SELF_TREATMENT_PENALTY = 2;

/** A successful Medicine check heals one wound per net success and one strain per net advantage (seed 002). */
export function medicineHealing(roll: { netSuccess: number; netAdvantage: number; succeeded: boolean }):
  { wounds: number; strain: number } {
  if (!roll.succeeded) return { wounds: 0, strain: 0 };
  return { wounds: Math.max(0, roll.netSuccess), strain: Math.max(0, roll.netAdvantage) };
}

/**
 * Vehicle damage control difficulty from system strain or hull trauma (seed 000 DAMAGE CONTROL DIFFICULTY):
 * under half the threshold Easy, half or more Average, over the threshold Hard. Seed 002's garbled table
 * prints Hard at "= strain threshold"; the published core table (and seed 000) says "exceeds", so a track
 * exactly at its threshold is Average, as for Medicine above.
 */
export function damageControlDifficulty(value: number, threshold: number): DifficultyLevel {
  whole(value, "value");
  if (!Number.isInteger(threshold) || threshold < 1) {
    throw new EoteError("EOTE.Combat.Error.BadThreshold", "A threshold must be a whole number from 1", { value: threshold });
  }
  if (value > threshold) return HARD;
  return value * 2 >= threshold ? AVERAGE : EASY;
}

/**
 * Wounds a stimpack heals: 5 for the first since a full night's rest, one fewer for each used since,
 * never below 0 (seed 002 STIMPACKS). Stimpacks do not work on droids (published).
 */
export function stimpackHealing(usedSinceRest: number): number {
  whole(usedSinceRest, "usedSinceRest");
  return Math.max(0, 5 - usedSinceRest);
}

/** Wounds an emergency repair patch heals on a droid (seed 002 EMERGENCY REPAIR PATCH). */
export const REPAIR_PATCH_HEALING = 3;

/** Wounds after healing `amount`, never below 0. */
export function heal(wounds: number, amount: number): number {
  whole(wounds, "wounds");
  whole(amount, "amount");
  return Math.max(0, wounds - amount);
}

/**
 * Whether a species text names a droid, in any case ("Droid", "Protocol droid", "Droideka"). Only
 * migration 3 uses it, to set the `droid` flag once for characters made before the flag existed.
 */
export function isDroid(species: string | null | undefined): boolean {
  return typeof species === "string" && /droid/i.test(species);
}

/** Droids are treated with Mechanics, everyone else with Medicine (seed 002 MEDICINE / MECHANICS SKILL). */
export function treatmentSkill(droid: boolean): SkillId {
  return droid ? "mechanics" : "medicine";
}

export interface WoundAid {
  /** Stimpacks for the living, emergency repair patches for droids (seed 002 STIMPACKS / EMERGENCY REPAIR PATCH). */
  kind: "stimpack" | "repairPatch";
  wounds: number;
}

/**
 * What the quick-heal button does for this patient. Stimpacks do not work on droids (published rule);
 * a repair patch heals 3 wounds. Seed 002 gives patches no diminishing count, so only stimpacks use
 * `usedSinceRest`.
 */
export function woundAid(droid: boolean, usedSinceRest: number): WoundAid {
  if (droid) return { kind: "repairPatch", wounds: REPAIR_PATCH_HEALING };
  return { kind: "stimpack", wounds: stimpackHealing(usedSinceRest) };
}

export interface MedicineRoll {
  netSuccess: number;
  /** Signed: negative is net threat. */
  netAdvantage: number;
  triumph: number;
  despair: number;
  succeeded: boolean;
}

export interface MedicineTreatment {
  /** Wounds and strain healed: never more than the patient would have after what it suffers. */
  wounds: number;
  strain: number;
  /** What the check's threat and despair make the patient suffer (not capped). */
  suffered: { wounds: number; strain: number };
  /** Triumphs to spend, each on one more wound healed or one critical injury treated (successful check only). */
  triumphs: number;
}

/**
 * What the patient suffers from a Medicine check (seed 002 MEDICINE / MECHANICS SKILL: t = +1 strain,
 * y = +1 wound): one strain per net threat, one wound per despair, whether the check succeeds or not.
 * Minions and rivals have no strain threshold; strain they would suffer is suffered as wounds instead
 * (published rule), so for them (`hasStrain` false) threat becomes wounds.
 */
export function medicineSuffering(roll: Pick<MedicineRoll, "netAdvantage" | "despair">, hasStrain: boolean): { wounds: number; strain: number } {
  const threat = Math.max(0, -roll.netAdvantage);
  const despair = Math.max(0, roll.despair);
  return hasStrain ? { wounds: despair, strain: threat } : { wounds: despair + threat, strain: 0 };
}

/**
 * A Medicine (droids: Mechanics) check on a patient (seed 002 MEDICINE / MECHANICS SKILL: net successes
 * heal wounds, net advantage strain, each triumph one more wound or a Critical Injury; threat and
 * despair hurt). The published rule lets a triumph on a wound check treat a critical injury; a failed
 * check heals and treats nothing, triumph or not, but its threat and despair still count.
 * Healing and suffering are one result applied together, so healing is capped at what the patient has
 * after suffering: the net change never takes a track below 0, and the wounds a triumph heals later
 * come out the same whether spent before or after the rest is applied.
 * `strain` is null for patients without strain (rivals, minions).
 */
export function medicineTreatment(roll: MedicineRoll, patient: { wounds: number; strain: number | null }): MedicineTreatment {
  whole(patient.wounds, "wounds");
  if (patient.strain !== null) whole(patient.strain, "strain");
  const healing = medicineHealing(roll);
  const suffered = medicineSuffering(roll, patient.strain !== null);
  return {
    wounds: Math.min(patient.wounds + suffered.wounds, healing.wounds),
    strain: patient.strain === null ? 0 : Math.min(patient.strain + suffered.strain, healing.strain),
    suffered,
    triumphs: roll.succeeded ? Math.max(0, roll.triumph) : 0,
  };
}

/**
 * Which critical injury a Medicine triumph treats: the least severe (ties: the first listed, i.e. the
 * oldest). Neither seed names one; the published rule sets a critical's treatment difficulty by its
 * severity, so the mildest is the one a check rolled against the wound difficulty most plausibly covers.
 */
export function criticalToTreat<T extends { severity: number }>(injuries: readonly T[]): T | null {
  let best: T | null = null;
  for (const injury of injuries) if (best === null || injury.severity < best.severity) best = injury;
  return best;
}

/**
 * Still incapacitated: wounds or strain over its threshold. A character stays incapacitated until
 * healing brings each back to its threshold or below (seed 001 Wounds and Wound Threshold, Strain and
 * Strain Threshold). `strain` is null for those who suffer none.
 */
export function stillIncapacitated(wounds: { value: number; threshold: number }, strain: { value: number; threshold: number } | null): boolean {
  return wounds.value > wounds.threshold || (strain !== null && strain.value > strain.threshold);
}
