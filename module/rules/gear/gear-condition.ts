/**
 * Damaged gear and its repair (seed 002 REPAIRING GEAR): weapons, armour and gear take damage in steps
 * (undamaged, minor, moderate, major; attack-spend-options.ts has the steps and the use penalty), and a
 * Mechanics check repairs them:
 *
 *   Repair required   Cost            Difficulty   Use penalty
 *   Minor             25% base cost   Easy         +1 setback
 *   Moderate          50% base cost   Average      +1 difficulty
 *   Major             100% base cost  Hard         unusable
 *   (−10% cost per advantage)
 *
 * The seeds say nothing of what a repair check's result does beyond the cost; the published rule
 * applies: a successful check repairs the item completely (back to undamaged), a failed one repairs
 * nothing and costs nothing.
 */
import { EoteError } from "../../dice/errors.ts";
import { conditionPenalty, WEAPON_CONDITIONS, type WeaponCondition } from "./weapon-condition.ts";
import type { SkillId } from "../checks/skills.ts";

/** Weapons, armour and gear share the damage steps. */
export const ITEM_CONDITIONS = WEAPON_CONDITIONS;
export type ItemCondition = WeaponCondition;

/** The item types that take damage and are repaired (those with a `condition` field). */
export const CONDITION_TYPES: readonly string[] = ["weapon", "armour", "gear"];

/** Repairing gear is a Mechanics check (seed 002 REPAIRING GEAR). */
export const GEAR_REPAIR_SKILL: SkillId = "mechanics";

export function isItemCondition(value: unknown): value is ItemCondition {
  return typeof value === "string" && (ITEM_CONDITIONS as readonly string[]).includes(value);
}

/** The lang key naming a condition ("Minor damage"). */
export function conditionLabelKey(condition: ItemCondition): string {
  return `EOTE.Gear.Condition.${condition}`;
}

/** A stored condition read defensively: anything unknown (old data) is undamaged. */
export function conditionFrom(value: unknown): ItemCondition {
  return isItemCondition(value) ? value : "undamaged";
}

/** Seed 002 REPAIRING GEAR, by the repair required: the share of the base cost and the difficulty. */
const REPAIRS: Readonly<Record<Exclude<ItemCondition, "undamaged">, { percent: number; difficulty: number }>> = {
  minor: { percent: 25, difficulty: 1 },
  moderate: { percent: 50, difficulty: 2 },
  major: { percent: 100, difficulty: 3 },
};

/** Each advantage on the check takes 10% off the repair's cost (seed 002), down to nothing. */
export const DISCOUNT_PERCENT_PER_ADVANTAGE = 10;

function repairOf(condition: ItemCondition) {
  if (condition === "undamaged") throw new EoteError("EOTE.Gear.Error.NotDamaged", "The item is not damaged");
  return REPAIRS[condition];
}

/** The Mechanics check's difficulty for the repair `condition` needs: Easy, Average, Hard. */
export function gearRepairDifficulty(condition: ItemCondition): number {
  return repairOf(condition).difficulty;
}

/**
 * The credits a repair costs: the condition's share of the item's base price, less 10% of that for each
 * net advantage of the check (never below nothing), rounded to the nearest whole credit (halves up).
 */
export function gearRepairCost(price: number, condition: ItemCondition, netAdvantage = 0): number {
  if (!Number.isInteger(price) || price < 0) {
    throw new EoteError("EOTE.Trade.Error.BadNumber", `price must be a whole number from 0`, { name: "price", value: String(price) });
  }
  const discount = Math.min(100, Math.max(0, Math.trunc(netAdvantage)) * DISCOUNT_PERCENT_PER_ADVANTAGE);
  // Whole-number arithmetic: price × percent × (100 − discount) / 10 000.
  return Math.floor((price * repairOf(condition).percent * (100 - discount) + 5000) / 10000);
}

/** The part of a rolled outcome a repair reads. */
export interface GearRepairRoll {
  succeeded: boolean;
  netAdvantage: number;
}

/** What a repair check does: the condition after it and its cost (nothing on a failed check). */
export function gearRepairResult(roll: GearRepairRoll, price: number, condition: ItemCondition): { after: ItemCondition; cost: number } {
  if (!roll.succeeded || condition === "undamaged") return { after: condition, cost: 0 };
  return { after: "undamaged", cost: gearRepairCost(price, condition, roll.netAdvantage) };
}

/**
 * The condition a repair's Undo puts back: the one before the repair, but only while the item is still
 * at the condition the repair set (damage taken since is left alone, and the Undo refused).
 */
export function repairUndone(now: ItemCondition, done: { before: ItemCondition; after: ItemCondition }): ItemCondition | null {
  return now === done.after ? done.before : null;
}

/** Dice a damaged item adds to checks made with it: minor +1 setback, moderate +1 difficulty; major is unusable. */
export function conditionDice(condition: ItemCondition): { setback: number; difficulty: number; unusable: boolean } {
  return conditionPenalty(condition);
}

/**
 * Majorly damaged armour is unusable (seed 002 use penalty): worn, it gives no soak or defence. Lesser
 * damage is a penalty on checks made with an item, and no check is made with armour.
 */
export function armourUsable(armour: { condition?: ItemCondition }): boolean {
  return !conditionPenalty(conditionFrom(armour.condition)).unusable;
}
