/** Character identity and experience from the sheet: drops, purchases, undo, creation mode. */
export { dropIdentity, IDENTITY_TYPES } from "./drop.ts";
export { buyCharacteristic, buySkill, buyTalent, setCreation } from "./purchase.ts";
export { undoLastPurchase } from "./undo.ts";
