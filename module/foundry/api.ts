/**
 * game.system.api: what macros and modules call (`game.system.api.dice.openDicePoolDialog(...)`). Each
 * area adds its own entry at init; the entries already there stay. Globals are only read when called.
 * The combat features' calls are gathered here under one entry, `combat`, from their `api` objects.
 */
import { api as attack } from "../features/attack/index.ts";
import { api as critical } from "../features/critical/index.ts";
import { api as medicine } from "../features/medicine/index.ts";
import { api as vehicleRepair } from "../features/vehicle-repair/index.ts";
import { api as hazards } from "../features/hazards/index.ts";
import { api as travelApi } from "../features/travel/index.ts";
import { healerFor } from "./healer.ts";

/** Adds (or replaces) the entry `name` of game.system.api; nothing before the system is there. */
export function exposeApi(name: string, api: unknown): void {
  const system = game.system as unknown as { api?: Record<string, unknown> } | undefined;
  if (system) system.api = { ...system.api, [name]: api };
}

/**
 * `game.system.api.combat`, the macros' calls, from the combat features' api objects: attack, applyCritical,
 * recoverStrain, naturalRest, useStimpack, medicineCheck, criticalTreatmentCheck, repairCriticalHit, healerFor,
 * damageControl, repairCheck, hazard.{apply, openDialog}, immersion.{start, end}, plotJump, emergencyRepairs,
 * emergencyRepairCheck, damageComponent.
 */
export function registerCombatApi(): void {
  exposeApi("combat", {
    attack: attack.attackWith, applyCritical: critical.applyCritical, recoverStrain: medicine.recoverStrain,
    naturalRest: medicine.naturalRest, useStimpack: medicine.useStimpack, medicineCheck: medicine.medicineCheck,
    criticalTreatmentCheck: critical.criticalTreatmentCheck, repairCriticalHit: critical.repairCriticalHit, healerFor,
    damageControl: vehicleRepair.damageControl, repairCheck: vehicleRepair.repairCheck, hazard: hazards,
    immersion: { start: medicine.startImmersion, end: medicine.endImmersion }, plotJump: travelApi.plotJump,
    emergencyRepairs: vehicleRepair.emergencyRepairs, emergencyRepairCheck: vehicleRepair.emergencyRepairCheck,
    damageComponent: vehicleRepair.damageComponent,
  });
}
