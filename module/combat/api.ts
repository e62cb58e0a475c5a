/**
 * The combat actions the sheets and macros call (`game.system.api.combat`), as facades: each loads its
 * code on first use, since a world needs none of it until someone attacks, heals or treats.
 */
import type * as Attack from "./attack/attack.ts";
import type * as Critical from "./critical/critical.ts";
import type * as Treatment from "./critical/treatment.ts";
import type * as Recovery from "./medicine/recovery.ts";

/** Opens the attack's dice dialog (attack/attack.ts). */
export async function attackWith(...args: Parameters<typeof Attack.attackWith>): ReturnType<typeof Attack.attackWith> {
  return (await import("./attack/attack.ts")).attackWith(...args);
}

/** Rolls and records a critical injury on the actor (critical/critical.ts). */
export async function applyCritical(...args: Parameters<typeof Critical.applyCritical>): ReturnType<typeof Critical.applyCritical> {
  return (await import("./critical/critical.ts")).applyCritical(...args);
}

/** Strain recovered after an encounter (medicine/recovery.ts). */
export async function recoverStrain(...args: Parameters<typeof Recovery.recoverStrain>): ReturnType<typeof Recovery.recoverStrain> {
  return (await import("./medicine/recovery.ts")).recoverStrain(...args);
}

/** A night's natural rest (medicine/recovery.ts). */
export async function naturalRest(...args: Parameters<typeof Recovery.naturalRest>): ReturnType<typeof Recovery.naturalRest> {
  return (await import("./medicine/recovery.ts")).naturalRest(...args);
}

/** A stimpack (a repair patch for a droid) (medicine/recovery.ts). */
export async function useStimpack(...args: Parameters<typeof Recovery.useStimpack>): ReturnType<typeof Recovery.useStimpack> {
  return (await import("./medicine/recovery.ts")).useStimpack(...args);
}

/** Opens the Medicine check's dice dialog (medicine/recovery.ts). */
export async function medicineCheck(...args: Parameters<typeof Recovery.medicineCheck>): ReturnType<typeof Recovery.medicineCheck> {
  return (await import("./medicine/recovery.ts")).medicineCheck(...args);
}

/** Opens the dice dialog of a check against one critical injury (critical/treatment.ts). */
export async function criticalTreatmentCheck(
  ...args: Parameters<typeof Treatment.criticalTreatmentCheck>
): ReturnType<typeof Treatment.criticalTreatmentCheck> {
  return (await import("./critical/treatment.ts")).criticalTreatmentCheck(...args);
}

/** A vehicle's critical hit repaired by its engineer (critical/treatment.ts). */
export async function repairCriticalHit(...args: Parameters<typeof Treatment.repairCriticalHit>): ReturnType<typeof Treatment.repairCriticalHit> {
  return (await import("./critical/treatment.ts")).repairCriticalHit(...args);
}
