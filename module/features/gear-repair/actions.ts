/**
 * Repairing damaged gear in Foundry (rules: module/rules/gear/gear-condition.ts, seed 002 REPAIRING GEAR). The
 * item sheet's Repair opens the dice dialog for the owner's Mechanics check with the difficulty the damage
 * sets; the roll carries the repair (flags.eote.check.gearRepair), from which its card repairs and pays,
 * with Undo (./card.ts). Macro-callable as game.system.api.gear.repair(item).
 * What the sheet asks as it renders is here; the check is ./actions/check.ts.
 */
import { CONDITION_TYPES, conditionFrom } from "../../rules/gear/gear-condition.ts";
import { canActOn } from "../../foundry/documents.ts";

/** The item's condition; "undamaged" for an item type that keeps none. */
export function itemCondition(item: Item.Implementation | null | undefined) {
  return conditionFrom((item?.system as { condition?: unknown } | undefined)?.condition);
}

/** Whether the item sheet offers Repair: a damaged weapon, armour or gear of an actor the user may act for. */
export function canRepair(item: Item.Implementation): boolean {
  const owner = item.parent as Actor.Implementation | null;
  return CONDITION_TYPES.includes(item.type as string) && itemCondition(item) !== "undamaged" && !!owner && canActOn(owner);
}
