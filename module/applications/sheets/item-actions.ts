/**
 * What the item sheet's buttons call (trade, repair, the lists of qualities, upgrades, attachments and
 * modifications), gathered in one module the sheet imports.
 */
export { detachQuality } from "../../rules/character/ownership.ts";
export { addUpgrade, removeUpgrade } from "./context/force-power.ts";
export { addModification, removeModification } from "./context/attachments.ts";
export { removeAttachment } from "../../rules/gear/attachments.ts";
export { repairGear } from "../../features/gear-repair/index.ts";
export { buyerForUser, tradeActionFor } from "../../features/trade/index.ts";
export { buy, sell } from "../../features/trade/index.ts";
