/**
 * The item sheet's context: the pure builder, and whether the item offers Buy or Sell (module/trade)
 * and Repair (module/gear). Loaded with the sheet's first render; the sheet class is registered at init.
 */
import { buildItemContext } from "./context/item.ts";
import type { ItemInput } from "./context/inputs.ts";
import { canRepair } from "../../features/gear-repair/index.ts";
import { tradeActionFor, tradeLabelKey } from "../../features/trade/index.ts";

/** Everything the item templates show beyond the sheet's base context. */
export function itemSheetContext(item: Item.Implementation, input: ItemInput) {
  return { ...buildItemContext(input), tradeLabelKey: tradeLabelKey(tradeActionFor(item)), repairable: canRepair(item) };
}
