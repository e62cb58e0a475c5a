/**
 * Character identity and experience from the sheet: drops, removals (./actions/remove.ts), purchases, undo, creation mode (and the GM's
 * XP grants, ./actions/grant.ts, used by the party view), gathered
 * from ./actions/drop.ts, ./purchase.ts and ./actions/undo.ts for the sheet's imports.
 */
import { applySpecies, dropIdentity } from "./actions/drop.ts";
import { chooseFreeRanks, promptFreeRanks } from "./form/free-ranks.ts";
import { buySkill, buyCharacteristic, buyTalent, setCreation } from "./actions.ts";
import { undoLastPurchase } from "./actions/undo.ts";
import { grantXp } from "./actions/grant.ts";
import { showTalentInChat, talentTexts } from "./card/talent-texts.ts";
import { removeIdentity } from "./actions/remove.ts";
import { exportXpLog, importXpLog, promptXpLog } from "./actions/xp-log.ts";

export { IDENTITY_TYPES } from "./model/identity-types.ts";

export { dropIdentity, buySkill, buyCharacteristic, buyTalent, setCreation, undoLastPurchase, grantXp, talentTexts, removeIdentity };
export { showTalentInChat };
export { exportXpLog, importXpLog, promptXpLog };
// The guided creation applies a species with its picks made, and the free career-skill ranks, as the sheet's drops do.
export { applySpecies, chooseFreeRanks, promptFreeRanks };


// What the Force's purchases (module/features/force/buy.ts) share with these: who may spend, one at a
// time, the XP and ledger write, and an Undo of their own kinds.
export { exclusive, refused, spend, spender } from "./actions.ts";
export { entry } from "./actions/actor-data.ts";
export { registerReversal, type Reversal } from "./actions/undo.ts";
// The marks a purchase's item writes carry, so an interrupted one is rolled back (./journal-model.ts).
export { purchaseFlags, purchaseMark } from "./actions/journal.ts";
