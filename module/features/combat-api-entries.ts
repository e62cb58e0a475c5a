/**
 * The combat actions the sheets and macros call (`game.system.api.combat`), gathered from the modules
 * that do them (attack, critical injuries and their treatment, recovery).
 */
import { attackWith } from "./attack/actions.ts";
import { applyCritical } from "./critical/actions.ts";
import { recoverStrain, naturalRest, useStimpack, medicineCheck } from "./medicine/actions.ts";
import { criticalTreatmentCheck, repairCriticalHit } from "./critical/treatment.ts";

export { attackWith, applyCritical, recoverStrain, naturalRest, useStimpack, medicineCheck, criticalTreatmentCheck, repairCriticalHit };

