/**
 * The repair part of a Mechanics check's chat card (pure): from the rolled outcome, the repair the roll's
 * flag names (flags.eote.check.gearRepair), the item and its owner's credits now, and this card's record
 * on the owner (flags.eote.gearRepairLog.<messageId>), what the card shows and the updates its buttons
 * write. Rules: module/rules/gear/gear-condition.ts (seed 002 REPAIRING GEAR).
 *
 * Undo is exact: it puts back the condition the repair found and gives back the credits it took, from
 * the credits as they are then; an Undo after the item took new damage (or left the owner) is refused
 * whole, nothing changed.
 */
import { creditsAfterPurchase } from "../../rules/gear/trade.ts";
import { gearRepairResult, isItemCondition, repairUndone, type GearRepairRoll, type ItemCondition } from "../../rules/gear/gear-condition.ts";
import { EoteError } from "../../dice/errors.ts";

import { GEAR_REPAIR_LOG } from "./flags.ts";

export { GEAR_REPAIR_LOG };

/** Stored on the roll's message as flags.eote.check.gearRepair by the item sheet's Repair. */
export interface GearRepairFlag {
  /** The item's owner, who makes the check and pays. */
  actorUuid: string;
  itemId: string;
  /** The condition the check's difficulty was set for. */
  condition: Exclude<ItemCondition, "undamaged">;
}

export interface GearRepairRecord {
  itemId: string;
  before: ItemCondition;
  after: ItemCondition;
  /** Credits paid (0 for an owner who keeps none). */
  cost: number;
}

/** What the card knows of the repair now. */
export interface GearRepairInput {
  actorName: string;
  itemName: string;
  /** The item's base price and condition now; null when it is gone. */
  price: number | null;
  condition: ItemCondition | null;
  /** The owner's credits, or null for one who keeps none (an adversary: the repair is not charged). */
  credits: number | null;
  canAct: boolean;
  record: GearRepairRecord | null;
}

export interface GearRepairCardContext {
  actorName: string;
  itemName: string;
  /** The lang key of the damage the check was for. */
  conditionKey: string;
  succeeded: boolean;
  cost: number;
  charged: boolean;
  done: boolean;
  /** The item is gone, or its condition is no longer the one the check was made for. */
  stale: boolean;
  affordable: boolean;
  credits: number;
  canRepair: boolean;
  canUndo: boolean;
}

export function gearRepairPath(messageId: string): string {
  return `flags.eote.${GEAR_REPAIR_LOG}.${messageId}`;
}

const isWhole = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

/** Reads the message flag defensively: anything malformed counts as no repair. */
export function readGearRepairFlag(value: unknown): GearRepairFlag | null {
  if (!value || typeof value !== "object") return null;
  const f = value as Record<string, unknown>;
  const condition = f["condition"];
  if (typeof f["actorUuid"] !== "string" || !f["actorUuid"] || typeof f["itemId"] !== "string" || !f["itemId"]) return null;
  if (!isItemCondition(condition) || condition === "undamaged") return null;
  return { actorUuid: f["actorUuid"], itemId: f["itemId"], condition };
}

/** Reads a stored record defensively: anything malformed counts as no record. */
export function readGearRepairRecord(value: unknown): GearRepairRecord | null {
  if (!value || typeof value !== "object") return null;
  const r = value as Record<string, unknown>;
  if (typeof r["itemId"] !== "string" || !r["itemId"] || !isItemCondition(r["before"]) || !isItemCondition(r["after"]) || !isWhole(r["cost"])) return null;
  return { itemId: r["itemId"], before: r["before"], after: r["after"], cost: r["cost"] };
}

/**
 * The credits a repair is charged against: null (not charged) for an owner who keeps none, and for an item
 * whose source lists no price (null: a vehicle weapon; seed 002 REPAIRING GEAR prices a repair as a share of
 * the base price, so there is nothing to take a share of: the GM sets that cost).
 */
export function chargedCredits(credits: number | null, price: number | null | undefined): number | null {
  return price === null ? null : credits;
}

export function buildGearRepairCard(roll: GearRepairRoll, flag: GearRepairFlag, input: GearRepairInput): GearRepairCardContext {
  const record = input.record;
  const stale = !record && (input.price === null || input.condition !== flag.condition);
  const cost = record ? record.cost : input.price === null ? 0 : gearRepairResult(roll, input.price, flag.condition).cost;
  const charged = record ? record.cost > 0 : input.credits !== null;
  const affordable = input.credits === null || cost <= input.credits;
  return {
    actorName: input.actorName, itemName: input.itemName, conditionKey: `EOTE.Gear.Condition.${flag.condition}`,
    succeeded: roll.succeeded, cost, charged, done: record !== null, stale, affordable, credits: input.credits ?? 0,
    canRepair: input.canAct && !record && roll.succeeded && !stale && affordable,
    canUndo: input.canAct && record !== null,
  };
}

/**
 * The repair: the owner's credits less the cost (refused, never negative, when they cannot pay) and the
 * record, in one actor update; the item is set to its new condition by the caller.
 */
export function gearRepairUpdate(
  roll: GearRepairRoll, flag: GearRepairFlag, price: number, credits: number | null, messageId: string,
): { actor: Record<string, unknown>; record: GearRepairRecord } {
  const result = gearRepairResult(roll, price, flag.condition);
  const cost = credits === null ? 0 : result.cost;
  const record: GearRepairRecord = { itemId: flag.itemId, before: flag.condition, after: result.after, cost };
  const paid = credits === null ? {} : { "system.credits": creditsAfterPurchase(credits, cost) };
  return { actor: { ...paid, [gearRepairPath(messageId)]: record }, record };
}

/**
 * Undo: the condition to put back and the actor update (credits back, record removed). Throws the
 * localised refusal when the item is no longer at the condition the repair set.
 */
export function gearRepairUndo(
  record: GearRepairRecord, now: ItemCondition | null, credits: number | null, messageId: string,
): { condition: ItemCondition; actor: Record<string, unknown> } {
  const back = now === null ? null : repairUndone(now, record);
  if (back === null) throw new EoteError("EOTE.Gear.Repair.Notice.Changed", "The item changed since the repair");
  const refund = record.cost > 0 && credits !== null ? { "system.credits": credits + record.cost } : {};
  return { condition: back, actor: { ...refund, [`flags.eote.${GEAR_REPAIR_LOG}.-=${messageId}`]: null } };
}
