/**
 * What the item sheet's buttons call (trade, repair, the lists of qualities, upgrades, attachments and
 * modifications), gathered in one module the sheet imports.
 */
export { detachQuality } from "../../rules/character/ownership.ts";
export { addUpgrade, removeUpgrade } from "./context/force-power.ts";
export { addModification, removeModification } from "./context/attachments.ts";
export { removeAttachment } from "../../rules/gear/attachments.ts";
import { api as gearApi } from "../../features/gear-repair/index.ts";
import { api as tradeApi } from "../../features/trade/index.ts";
export const { repair: repairGear } = gearApi;
export const { buyerForUser, tradeActionFor } = tradeApi;
export const { buy, sell } = tradeApi;
