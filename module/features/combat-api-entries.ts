/**
 * The combat actions the sheets and macros call (`game.system.api.combat`), gathered from the modules
 * that do them (attack, critical injuries and their treatment, recovery).
 */
import { attackWith } from "./attack/index.ts";
import { applyCritical } from "./critical/index.ts";
import { recoverStrain, naturalRest, useStimpack, medicineCheck } from "./medicine/index.ts";
import { criticalTreatmentCheck, repairCriticalHit } from "./critical/index.ts";

export { attackWith, applyCritical, recoverStrain, naturalRest, useStimpack, medicineCheck, criticalTreatmentCheck, repairCriticalHit };

