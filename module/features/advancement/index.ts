/**
 * Character identity and experience from the sheet: drops (./actions/drop.ts), removals (./actions/remove.ts),
 * purchases (./actions.ts), Undo (./actions/undo.ts), creation mode, the free-rank prompt (./form/free-ranks.ts),
 * the XP log (./actions/xp-log.ts), the talents' texts (./card/talent-texts.ts), and the GM's XP grants
 * (./actions/grant.ts, used by the party view). Reached from outside only through `api`.
 */
import { applySpecies, dropIdentity } from "./actions/drop.ts";
import { chooseFreeRanks, promptFreeRanks } from "./form/free-ranks.ts";
import { buySkill, buyCharacteristic, buyTalent, setCreation, exclusive, refused, spend, spender } from "./actions.ts";
import { registerReversal, undoLastPurchase } from "./actions/undo.ts";
import { grantXp } from "./actions/grant.ts";
import { showTalentInChat, talentTexts } from "./card/talent-texts.ts";
import { removeIdentity } from "./actions/remove.ts";
import { exportXpLog, importXpLog, promptXpLog } from "./actions/xp-log.ts";
import { entry } from "./actions/actor-data.ts";
import { purchaseFlags, purchaseMark } from "./actions/journal.ts";
import { IDENTITY_TYPES } from "./model/identity-types.ts";

export type { Reversal } from "./actions/undo.ts";

export const api = {
  IDENTITY_TYPES,
  // The sheet's buttons and drops.
  dropIdentity, removeIdentity, buySkill, buyCharacteristic, buyTalent, setCreation, undoLastPurchase, promptFreeRanks,
  showTalentInChat, talentTexts, exportXpLog, importXpLog, promptXpLog,
  // The party view's XP grant.
  grantXp,
  // The guided creation applies a species with its picks made, and the free career-skill ranks, as the sheet's drops do.
  applySpecies, chooseFreeRanks,
  // What the Force's purchases (module/features/force/actions/buy.ts) share with these: who may spend, one at a time, the XP
  // and ledger write, an Undo of their own kinds, and the marks a purchase's item carries so an interrupted one is
  // rolled back (./journal-model.ts).
  exclusive, refused, spend, spender, entry, registerReversal, purchaseFlags, purchaseMark,
};

/** Advancement adds no hook of its own: the sheets, the party view, creation and the Force reach it through `api`. */
export function register(): void {}
