/**
 * Buying, selling and trading gear (seed 002 EQUIPMENT ENVIRONMENT: BUYING ITEMS, SELLING ITEMS, TRADE).
 * Pure rules over whole numbers of credits; the shell (module/features/trade/) rolls the check and writes the result.
 */
import { EoteError } from "../../dice/errors.ts";
import type { SkillId } from "../checks/skills.ts";

/** Where the deal is made: openly (legal) or on the black market. */
export const TRADE_MARKETS = ["legal", "blackMarket"] as const;
export type TradeMarket = (typeof TRADE_MARKETS)[number];

export function isTradeMarket(value: unknown): value is TradeMarket {
  return typeof value === "string" && (TRADE_MARKETS as readonly string[]).includes(value);
}

/**
 * Seed 002 BUYING ITEMS, rarity modifier table: the location's modifier is added to an item's rarity.
 * Ids for the form's list; the GM may also type any whole number.
 */
export const RARITY_MODIFIERS = [
  { id: "primaryCore", modifier: -2 },
  { id: "otherCore", modifier: -1 },
  { id: "tradeLane", modifier: -1 },
  { id: "innerRim", modifier: 0 },
  { id: "civilized", modifier: 0 },
  { id: "midRim", modifier: 1 },
  { id: "outOfTheWay", modifier: 1 },
  { id: "outerRim", modifier: 2 },
  { id: "frontier", modifier: 2 },
  { id: "wildSpace", modifier: 3 },
  { id: "uncivilized", modifier: 4 },
] as const;

/** The hardest difficulty the rarity table reaches (Formidable, rarity 10). */
const MAX_DIFFICULTY = 5;

function whole(name: string, value: number, min: number | null = 0): number {
  if (!Number.isInteger(value) || (min !== null && value < min)) {
    throw new EoteError("EOTE.Trade.Error.BadNumber", `${name} must be a whole number${min === null ? "" : ` from ${min}`}`, { name, value: String(value) });
  }
  return value;
}

/**
 * The market a deal is made on. A restricted item (R) is illegal to trade openly, so it is only found
 * and sold on the black market (published rule: finding an illegal item requires a Streetwise check).
 */
export function tradeMarket(requested: TradeMarket, restricted: boolean): TradeMarket {
  return restricted ? "blackMarket" : requested;
}

/** Seed 002 BUYING ITEMS / SELLING ITEMS: a legal deal is a Negotiation check, the black market Streetwise. */
export function tradeSkill(market: TradeMarket): SkillId {
  return market === "blackMarket" ? "streetwise" : "negotiation";
}

/** An item's rarity at a location: its own rarity plus the location's modifier, never below 0. */
export function localRarity(rarity: number, modifier: number): number {
  return Math.max(0, whole("rarity", rarity) + whole("modifier", modifier, null));
}

export interface BuyingCheck {
  skill: SkillId;
  market: TradeMarket;
  /** The item's rarity at the location. */
  rarity: number;
  /** Difficulty dice, 0 (Simple) to 5 (Formidable). */
  difficulty: number;
  /**
   * Upgrades of the difficulty: above rarity 10 the check stays Formidable and is upgraded once per
   * rarity beyond 10 (published rule for modifiers that bring rarity above the table).
   */
  upgrades: number;
}

/**
 * Seed 002 BUYING ITEMS, rarity table: rarity 0–1 Simple, 2–3 Easy, 4–5 Average, 6–7 Hard,
 * 8–9 Daunting, 10 Formidable — one difficulty die per two points of rarity.
 */
export function rarityDifficulty(rarity: number): { difficulty: number; upgrades: number } {
  const r = whole("rarity", rarity);
  return { difficulty: Math.min(MAX_DIFFICULTY, Math.floor(r / 2)), upgrades: Math.max(0, r - 10) };
}

/** The check to find and buy an item of `rarity` at a location with `modifier`, on the `requested` market. */
export function buyingCheck(input: { rarity: number; modifier: number; restricted: boolean; market: TradeMarket }): BuyingCheck {
  const market = tradeMarket(input.market, input.restricted);
  const rarity = localRarity(input.rarity, input.modifier);
  return { skill: tradeSkill(market), market, rarity, ...rarityDifficulty(rarity) };
}

/**
 * Whether a weapon's price and rarity say "not listed" though stored as numbers: a vehicle weapon (Gunnery) at
 * 0 credits and rarity 0. The core rulebook's Table 7-1, Starship and Vehicle Weapons, prints no price or rarity,
 * so 0/0 there is a blank (a data set's default, or our pack before it could store null), never "free and found
 * everywhere". A personal weapon at 0/0 is free by its own table. Read by the importers and by migration 9.
 */
export function blankVehicleWeaponListing(skill: unknown, price: unknown, rarity: unknown): boolean {
  return skill === "gunnery" && (price ?? 0) === 0 && (rarity ?? 0) === 0;
}

/**
 * The price and rarity a deal is made at. A source may list neither (null: the core rulebook's Table 7-1,
 * Starship and Vehicle Weapons, prints no price or rarity, those weapons come with their ship): such an
 * item is not bought or sold by these rules until the GM gives it a price and rarity, and is refused by
 * name, never traded as free and found everywhere.
 */
export function listedPrice(item: { price: number | null; rarity: number | null }, name = ""): { price: number; rarity: number } {
  if (item.price === null || item.rarity === null) {
    throw new EoteError("EOTE.Trade.Error.NotListed", `${name || "The item"} has no listed price or rarity`, { item: name });
  }
  return { price: item.price, rarity: item.rarity };
}

/** Credits left after paying `price`; a purchase that cannot be afforded is refused (never negative credits). */
export function creditsAfterPurchase(credits: number, price: number): number {
  whole("credits", credits);
  whole("price", price);
  if (price > credits) {
    throw new EoteError("EOTE.Trade.Error.CannotAfford", `The price of ${price} credits is more than the ${credits} credits available`, { price, credits });
  }
  return credits - price;
}

/** Whether `credits` pay for `price` (both whole numbers from 0). */
export function canAffordPrice(credits: number, price: number): boolean {
  return whole("price", price) <= whole("credits", credits);
}

/** The part of a rolled outcome a sale reads. */
export interface TradeRoll {
  netSuccess: number;
  netAdvantage: number;
  despair: number;
  succeeded: boolean;
}

/** Seed 002 SELLING ITEMS: one success ¼ of the value, two ½, three or more ¾; a failed check sells nothing. */
export function saleQuarters(roll: TradeRoll): number {
  return roll.succeeded ? Math.min(3, Math.max(1, Math.trunc(roll.netSuccess))) : 0;
}

/** The credits a sale of an item worth `value` brings, rounded down to whole credits. */
export function salePrice(value: number, roll: TradeRoll): number {
  return Math.floor((whole("value", value) * saleQuarters(roll)) / 4);
}

/** Seed 002 SELLING ITEMS: three or more threat, or a despair, means the deal has gone sour (the GM says how). */
export function dealGoneSour(roll: TradeRoll): boolean {
  return roll.despair > 0 || roll.netAdvantage <= -3;
}

/**
 * Seed 002 TRADE, adjust value: the cost multiplied by the difference between the item's rarity where it
 * was bought and where it is sold. Goods are worth more only where they are rarer: a difference of 1 or
 * less leaves the listed cost (multiplying by 0 or less would make the goods worthless).
 */
export function tradeValue(cost: number, boughtRarity: number, soldRarity: number): number {
  const difference = whole("sold rarity", soldRarity) - whole("bought rarity", boughtRarity);
  return whole("cost", cost) * Math.max(1, difference);
}
