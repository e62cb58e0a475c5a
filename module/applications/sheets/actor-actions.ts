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
export { dropIdentity, IDENTITY_TYPES, removeIdentity } from "../../features/advancement/index.ts";
export { buyCharacteristic, buySkill, buyTalent, promptFreeRanks, setCreation, showTalentInChat, talentTexts, undoLastPurchase } from "../../features/advancement/index.ts";
export { exportXpLog, promptXpLog } from "../../features/advancement/index.ts";
export const { addConflict, readConflictChoice } = moralityApi;
export { changeMinionCount, setGroupSkill } from "./minion-group.ts";
export { canGuide, openGuidedCreation } from "../../features/creation/index.ts";
