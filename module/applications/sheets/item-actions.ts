/**
 * What the item sheet's buttons call (trade, repair, the lists of qualities, upgrades, attachments and
 * modifications): loaded on the first click.
 */
export { detachQuality } from "../../rules/ownership.ts";
export { addUpgrade, removeUpgrade } from "./context/force-power.ts";
export { addModification, removeModification } from "./context/attachments.ts";
export { removeAttachment } from "../../rules/attachments.ts";
export { repairGear } from "../../gear/repair.ts";
export { buy, buyerForUser, sell, tradeActionFor } from "../../trade/trade.ts";
