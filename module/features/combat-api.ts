/**
 * Combat automation in Foundry: the shell around module/rules' combat rules.
 * - Attack: `attackWith(actor, weapon)` (the sheets' attack button) opens the dice dialog filled in from
 *   the targeted tokens; the roll's card resolves the hit and offers apply damage / Stun / critical / undo.
 * - Initiative: EoteCombat rolls Cool or Vigilance (chosen per combatant, world setting by default) as
 *   narrative checks; the order is PC and NPC slots, and the tracker shows the acting combatant's turn.
 * - Status effects: disoriented, immobilized, staggered, prone on the token HUD, feeding pools.
 * - Recovery: strain after an encounter, natural rest, stimpacks (repair patches for droids), the Medicine
 *   check, whose card heals the patient (Heal, Treat critical injury, Undo).
 * - Critical treatment: a Medicine (Mechanics) or Resilience check against one critical injury, once a
 *   week, whose card removes it on a success (Remove, Undo); `healerFor` picks who treats whom. The same
 *   flow repairs a vehicle's critical hit (kind "repair", `repairCriticalHit` picks the crew member).
 * - Damage control: a crew member's Mechanics check on a vehicle's system strain or hull trauma, whose
 *   card repairs it (Repair, Undo); `damageControl` picks the repairer as healerFor does.
 * - Hazards: the GM's Hazard tool (token controls) applies seed 002's environmental hazards, one card with Undo.
 * - Chases: the GM's Chase tool (token controls) runs seed 002's chase on one card (`game.system.api.chase`).
 * - Immersion: a bacta tank (an oil bath for droids) heals by the world hours between its start and end.
 * Startup (module/eote.ts, which lists every area's register) registers the hooks; this file exposes the API
 * (module/foundry/api.ts exposeApi) and the calls the sheets make.
 * Macros: `game.system.api.combat.{attack, applyCritical, recoverStrain, naturalRest, useStimpack, medicineCheck,
 * criticalTreatmentCheck, repairCriticalHit, healerFor, damageControl, repairCheck, hazard.{apply, openDialog},
 * immersion.{start, end}}`.
 */
import { attackWith } from "./attack/index.ts";
import { applyCritical, criticalTreatmentCheck, repairCriticalHit } from "./critical/index.ts";
import { medicineCheck, naturalRest, recoverStrain, useStimpack } from "./medicine/index.ts";
import { healerFor, medicinePartiesFor } from "../foundry/healer.ts";
import { damageControl, repairCheck } from "./vehicle-repair/index.ts";
import { emergencyRepairCheck, emergencyRepairs } from "./vehicle-repair/index.ts";
import { damageComponent } from "./vehicle-repair/index.ts";
import { api as travelApi } from "./travel/index.ts";
import { HAZARD_API } from "./hazards/index.ts";
import { IMMERSION_API } from "./medicine/index.ts";
import { exposeApi } from "../foundry/api.ts";

export const COMBAT_API = {
  attack: attackWith, applyCritical, recoverStrain, naturalRest, useStimpack, medicineCheck, criticalTreatmentCheck, repairCriticalHit, healerFor, damageControl,
  repairCheck, hazard: HAZARD_API, immersion: IMMERSION_API, plotJump: travelApi.plotJump, emergencyRepairs, emergencyRepairCheck, damageComponent,
};

/** `game.system.api.combat`: the macros' calls (this module's comment). */
export function registerCombatApi(): void {
  exposeApi("combat", COMBAT_API);
}

export {
  attackWith, criticalTreatmentCheck, damageControl, repairCriticalHit, healerFor, repairCheck, medicineCheck, medicinePartiesFor, naturalRest, recoverStrain, useStimpack,
};
