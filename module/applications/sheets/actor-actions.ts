/**
 * What the actor sheets' buttons and drops call (rolls, attacks, medicine, the Force, purchases, minion
 * groups), gathered in one module the sheets import.
 */
export { openDicePoolDialog } from "../dice-dialog/index.ts";
export { addFearPenalty } from "../../foundry/fear-effects.ts";
import { api as attackApi } from "../../features/attack/index.ts";
import { api as criticalApi } from "../../features/critical/index.ts";
import { api as medicineApi } from "../../features/medicine/index.ts";
export const { attackWith, reloadWeapon } = attackApi;
export const { criticalTreatmentCheck } = criticalApi;
export const { medicineCheck, naturalRest, recoverStrain, useStimpack } = medicineApi;
export { healerFor, medicinePartiesFor } from "../../foundry/healer.ts";
export { actorView } from "../../foundry/documents.ts";
export { checkStatusModifiers } from "../../foundry/inputs.ts";
export { adjustTrack } from "./context/common.ts";
export { skillCheck } from "./context/skills.ts";
import { api as forceApi } from "../../features/force/index.ts";
import { api as moralityApi } from "../../features/morality/index.ts";
export const { changeCommitted, forcePowerCheck, useForcePower, buyForceUpgrade, dropForcePower, forcePowerOffers, learnForcePower } = forceApi;
export { endImmersionFromSheet, startImmersionFromSheet } from "./recovery.ts";
import { api as advancementApi } from "../../features/advancement/index.ts";
export const { dropIdentity, IDENTITY_TYPES, removeIdentity } = advancementApi;
export const { buyCharacteristic, buySkill, buyTalent, promptFreeRanks, setCreation, showTalentInChat, talentTexts, undoLastPurchase } = advancementApi;
export const { exportXpLog, promptXpLog } = advancementApi;
export const { addConflict, readConflictChoice } = moralityApi;
export { changeMinionCount, setGroupSkill } from "./minion-group.ts";
import { api as creationApi } from "../../features/creation/index.ts";
export const { canGuide, open: openGuidedCreation } = creationApi;
import { api as turnsApi } from "../../features/turns/index.ts";
export const { spendForTalent } = turnsApi;
