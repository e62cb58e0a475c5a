/**
 * What the actor sheets' buttons and drops call (rolls, attacks, medicine, the Force, purchases, minion
 * groups), gathered in one module the sheets import.
 */
export { openDicePoolDialog } from "../dice-dialog/index.ts";
export { addFearPenalty } from "../../foundry/fear-effects.ts";
export { reloadWeapon } from "../../features/attack/index.ts";
export { attackWith, criticalTreatmentCheck, healerFor, medicineCheck, medicinePartiesFor, naturalRest, recoverStrain, useStimpack } from "../../features/combat-api.ts";
export { actorView } from "../../foundry/documents.ts";
export { checkStatusModifiers } from "../../foundry/inputs.ts";
export { adjustTrack } from "./context/common.ts";
export { skillCheck } from "./context/skills.ts";
export { changeCommitted, forcePowerCheck, useForcePower } from "../../features/force/index.ts";
export { buyForceUpgrade, dropForcePower, forcePowerOffers, learnForcePower } from "../../features/force/index.ts";
export { endImmersionFromSheet, startImmersionFromSheet } from "./recovery.ts";
import { api as advancementApi } from "../../features/advancement/index.ts";
export const { dropIdentity, IDENTITY_TYPES, removeIdentity } = advancementApi;
export const { buyCharacteristic, buySkill, buyTalent, promptFreeRanks, setCreation, showTalentInChat, talentTexts, undoLastPurchase } = advancementApi;
export const { exportXpLog, promptXpLog } = advancementApi;
export { addConflict, readConflictChoice } from "../../features/morality/index.ts";
export { changeMinionCount, setGroupSkill } from "./minion-group.ts";
import { api as creationApi } from "../../features/creation/index.ts";
export const { canGuide, open: openGuidedCreation } = creationApi;
