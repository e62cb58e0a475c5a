/** The item sheet's Repair (`game.system.api.gear.repair`): the owner's Mechanics check, in the dice dialog. */
import { openDicePoolDialog } from "../../../applications/dice-dialog/index.ts";
import { DIFFICULTY_LEVELS } from "../../../dice/index.ts";
import { EoteError } from "../../../dice/errors.ts";
import { CONDITION_TYPES, GEAR_REPAIR_SKILL, gearRepairCost, gearRepairDifficulty } from "../../../rules/gear/gear-condition.ts";
import { notifyError } from "../../../foundry/notify.ts";
import { format, language, localize } from "../../../foundry/localize.ts";
import { formatNumber } from "../../../system/i18n.ts";
import { canActOn } from "../../../foundry/documents.ts";
import { itemCondition } from "../actions.ts";
import type { GearRepairFlag } from "../model.ts";

/** The owner's Mechanics check to repair `item`, at the difficulty its damage sets. */
export async function repairGear(item: Item.Implementation): Promise<void> {
  try {
    const actor = item.parent as Actor.Implementation | null;
    if (!actor || !CONDITION_TYPES.includes(item.type as string)) throw new EoteError("EOTE.Gear.Repair.Notice.NotOwned", "Only an owned item is repaired");
    if (!canActOn(actor)) return void ui.notifications?.warn(localize("EOTE.Gear.Repair.Notice.NotOwner"));
    const condition = itemCondition(item);
    if (condition === "undamaged") return void ui.notifications?.warn(localize("EOTE.Gear.Error.NotDamaged"));
    const difficulty = gearRepairDifficulty(condition);
    const pool = actor.checkPool(GEAR_REPAIR_SKILL);
    pool.difficulty += difficulty;
    const price = (item.system as { price?: number | null }).price;
    const words = { item: item.name ?? "", condition: localize(`EOTE.Gear.Condition.${condition}`), difficulty: localize(`EOTE.Dice.Difficulty.${DIFFICULTY_LEVELS[difficulty]}`) };
    // A price its source does not list (a vehicle weapon): no cost to state; the GM sets it (model.ts chargedCredits).
    const notes = [price === null
      ? format("EOTE.Gear.Repair.NoteUnlisted", words)
      : format("EOTE.Gear.Repair.Note", { ...words, cost: formatNumber(gearRepairCost(price ?? 0, condition), language()) })];
    const gearRepair: GearRepairFlag = { actorUuid: actor.uuid, itemId: item.id ?? "", condition };
    await openDicePoolDialog({
      title: format("EOTE.Gear.Repair.Title", { item: item.name ?? "" }),
      privateTitle: localize(`EOTE.Skill.${GEAR_REPAIR_SKILL}`),
      pool, actor, notes, skillId: GEAR_REPAIR_SKILL, flags: { gearRepair },
    });
  } catch (err) {
    notifyError(err);
  }
}
