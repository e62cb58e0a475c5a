/**
 * Item Piles (the "item-piles" module: loot piles, merchants, trading between characters) told about this
 * system, pure: the settings object its API's `addSystemIntegration(data, version)` takes, built from our
 * item type ids and data paths, which Item Piles versions we know, the merchant prices under the system's
 * trade rules, and the refusal of any Item Piles change that would leave credits below zero.
 *
 * Written against Item Piles 3.3.4 (fantasycalendar/FoundryVTT-ItemPiles: src/API/api.js
 * addSystemIntegration, which validates the fields below and throws on a wrong one; src/systems.js
 * DEFAULT_SETTINGS, the fields it knows: it drops any other key).
 */
import { ITEM_TYPES, type ItemType } from "../../rules/types.ts";
import { saleQuarters } from "../../rules/gear/trade.ts";

/** The module's id, as in its module.json. */
export const ITEM_PILES_ID = "item-piles";
/** The major version whose API this integration follows (read at 3.3.4); another major gets a warning and no integration. */
export const SUPPORTED_MAJOR = 3;
/** Our integration's own version: Item Piles re-applies it over a GM's edits of its system settings only when it grows. */
export const INTEGRATION_VERSION = "1.0.0";

/** Item Piles' hooks (CONSTANTS.HOOKS): its ready hook, called with no argument; the API is game.itempiles.API. */
export const ITEM_PILES_READY = "item-piles-ready";

/** Where our data models keep what Item Piles reads: a character's credits, an item's price and a stack's quantity. */
export const CREDITS_PATH = "system.credits";
export const PRICE_PATH = "system.price";
export const QUANTITY_PATH = "system.quantity";

/** Item Piles' pile actors are characters: the one actor type that carries credits, so a pile can hold them. */
export const PILE_ACTOR_TYPE = "character";

/** Gear a character carries: what can lie in a pile, sit in a merchant's stock, be sold or looted. */
export const PHYSICAL_ITEM_TYPES = ["weapon", "armour", "gear", "attachment"] as const satisfies readonly ItemType[];

/**
 * Physical items kept one per item: weapons, armour and attachments have no quantity field, and each copy
 * carries its own condition and installed attachments (a weapon with attachments is not another one's twin).
 */
export const UNSTACKABLE_ITEM_TYPES = ["weapon", "armour", "attachment"] as const satisfies readonly ItemType[];

/**
 * Paths that must all match for two items to stack (gear only, by the list above): everything gear stores
 * but its quantity, so a damaged medpac never merges into a sound one and nothing of either is lost.
 */
export const STACK_KEYS = [
  "name", "type", "img", "system.description", "system.encumbrance", "system.condition", "system.price", "system.restricted", "system.rarity",
] as const;

/** Where the GM's world setting takes merchant prices from: the system's trade rules, or Item Piles' own modifiers. */
export const PRICE_MODES = ["system", "itemPiles"] as const;
export type PriceMode = (typeof PRICE_MODES)[number];

export function isPriceMode(value: unknown): value is PriceMode {
  return typeof value === "string" && (PRICE_MODES as readonly string[]).includes(value);
}

/** Net successes of a Negotiation check the sale setting takes (seed 002 SELLING ITEMS: three or more pay the most). */
export const SALE_SUCCESSES_MAX = 3;

/** Item Piles' merchant price factors: what a buyer pays (× the price) and what a merchant pays for what it buys. */
export interface PriceModifiers {
  buyPriceModifier: number;
  sellPriceModifier: number;
}

/** What Item Piles passes its PRICE_MODIFIER_TRANSFORMER (3.3.4 pile-utilities getPriceModifiers; `{}` when it checks the function). */
export type PriceModifierInput = Partial<PriceModifiers> & { merchant?: unknown; item?: unknown; actor?: unknown; actorPriceModifiers?: unknown };

/** One currency as addSystemIntegration takes it: an attribute at a data path, in whole units. */
export interface ItemPilesCurrency {
  type: "attribute";
  name: string;
  img: string;
  abbreviation: string;
  data: { path: string };
  primary: boolean;
  exchangeRate: number;
}

/** The data addSystemIntegration (3.3.4) takes, the fields this system sets. */
export interface ItemPilesIntegration {
  VERSION: string;
  ACTOR_CLASS_TYPE: string;
  ITEM_CLASS_LOOT_TYPE: string;
  ITEM_CLASS_WEAPON_TYPE: string;
  ITEM_CLASS_EQUIPMENT_TYPE: string;
  ITEM_QUANTITY_ATTRIBUTE: string;
  ITEM_PRICE_ATTRIBUTE: string;
  ITEM_FILTERS: { path: string; filters: string }[];
  ITEM_SIMILARITIES: string[];
  UNSTACKABLE_ITEM_TYPES: string[];
  PILE_DEFAULTS: Record<string, unknown>;
  TOKEN_FLAG_DEFAULTS: Record<string, unknown>;
  ITEM_TRANSFORMER: (item: Record<string, unknown>) => Record<string, unknown>;
  PRICE_MODIFIER_TRANSFORMER: (input: PriceModifierInput) => PriceModifiers;
  CURRENCIES: ItemPilesCurrency[];
  SECONDARY_CURRENCIES: ItemPilesCurrency[];
  /** Item Piles' smallest currency unit (its default 0.00001): 1 keeps every price and payment in whole credits. */
  CURRENCY_DECIMAL_DIGITS: number;
}

/** What the shell gives: the credits' words in the user's language, and the merchant price rule it reads from the world setting. */
export interface IntegrationInput {
  creditsName: string;
  /** Item Piles' "{#}" stands for the number ("{#} cr"). */
  creditsAbbreviation: string;
  creditsImg: string;
  priceModifiers: (given: Partial<PriceModifiers>) => PriceModifiers;
}

/** Item Piles' ITEM_FILTERS: every item type that is not physical (talents, species, careers, Force powers, criticals …) never shows in a pile. */
export function nonPhysicalTypes(): ItemType[] {
  return ITEM_TYPES.filter((type) => !(PHYSICAL_ITEM_TYPES as readonly string[]).includes(type));
}

/** The settings object for `game.itempiles.API.addSystemIntegration`. */
export function integrationData(input: IntegrationInput): ItemPilesIntegration {
  const credits: ItemPilesCurrency = {
    type: "attribute", name: input.creditsName, img: input.creditsImg, abbreviation: input.creditsAbbreviation,
    data: { path: CREDITS_PATH }, primary: true, exchangeRate: 1,
  };
  return {
    VERSION: INTEGRATION_VERSION,
    ACTOR_CLASS_TYPE: PILE_ACTOR_TYPE,
    ITEM_CLASS_LOOT_TYPE: "gear",
    ITEM_CLASS_WEAPON_TYPE: "weapon",
    ITEM_CLASS_EQUIPMENT_TYPE: "armour",
    ITEM_QUANTITY_ATTRIBUTE: QUANTITY_PATH,
    ITEM_PRICE_ATTRIBUTE: PRICE_PATH,
    ITEM_FILTERS: [{ path: "type", filters: nonPhysicalTypes().join(",") }],
    ITEM_SIMILARITIES: [...STACK_KEYS],
    UNSTACKABLE_ITEM_TYPES: [...UNSTACKABLE_ITEM_TYPES],
    PILE_DEFAULTS: {},
    TOKEN_FLAG_DEFAULTS: {},
    ITEM_TRANSFORMER: carriedItem,
    PRICE_MODIFIER_TRANSFORMER: (given) => input.priceModifiers(given),
    CURRENCIES: [credits],
    SECONDARY_CURRENCIES: [],
    CURRENCY_DECIMAL_DIGITS: 1,
  };
}

const isPlain = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * An item as it arrives in a pile or with its new owner (Item Piles' ITEM_TRANSFORMER): a copy with every
 * stored field, attachments and condition kept, only no longer held in hand or worn (a looted blaster is
 * carried, not wielded). Anything that is not an item's data comes back as given.
 */
export function carriedItem(item: Record<string, unknown>): Record<string, unknown> {
  // Document data is JSON (what toObject gives): a JSON round trip copies all of it.
  const copy = JSON.parse(JSON.stringify(item ?? {})) as Record<string, unknown>;
  const system = copy["system"];
  if (!isPlain(system)) return copy;
  if (typeof system["equipped"] === "boolean") system["equipped"] = false;
  if (typeof system["worn"] === "boolean") system["worn"] = false;
  return copy;
}

/**
 * Merchant prices. Item Piles' own mode keeps the modifiers Item Piles computed (its defaults: pay the price,
 * sell for half). The system's trade rules: a buyer pays the listed price (seed 002 BUYING ITEMS; rarity sets
 * how hard the item is to find, not its price), and a merchant pays the share of the value the Negotiation
 * check's net successes give (seed 002 SELLING ITEMS, saleQuarters: one ¼, two ½, three or more ¾, none
 * nothing), the successes being the GM's world setting.
 */
export function merchantModifiers(mode: PriceMode, given: Partial<PriceModifiers>, saleSuccesses: number): PriceModifiers {
  if (mode === "itemPiles") {
    return { buyPriceModifier: given.buyPriceModifier ?? 1, sellPriceModifier: given.sellPriceModifier ?? 0.5 };
  }
  const successes = Number.isInteger(saleSuccesses) ? Math.min(SALE_SUCCESSES_MAX, Math.max(0, saleSuccesses)) : 0;
  const quarters = saleQuarters({ netSuccess: successes, netAdvantage: 0, despair: 0, succeeded: successes > 0 });
  return { buyPriceModifier: 1, sellPriceModifier: quarters / 4 };
}

/** Why Item Piles is not told about the system: null when the version and API are the ones this follows. */
export function unsupportedReason(version: unknown, api: unknown): "version" | "api" | null {
  const major = typeof version === "string" ? Number(/^v?(\d+)\./.exec(version)?.[1]) : NaN;
  if (major !== SUPPORTED_MAJOR) return "version";
  if (!isPlain(api) && typeof api !== "function") return "api";
  if (typeof (api as { addSystemIntegration?: unknown }).addSystemIntegration !== "function") return "api";
  return null;
}

/**
 * Item Piles' pre-hooks that can write credits, with the positions of their update arguments (3.3.4
 * src/API/private-api.js: a Transaction's prepared updates, `{ documentChanges: { path: value } }`, or a
 * plain `{ path: value }` map). Each may be refused by returning false; nothing of the change is written.
 * The one-actor currency and attribute hooks pass an `actorUpdates` that 3.3.4's Transaction does not
 * return (undefined): there is nothing to read, and Foundry's validation of credits (whole, from 0)
 * refuses that single write; the trades and transfers, which write two actors, are read here.
 */
export const CREDIT_HOOKS: Readonly<Record<string, readonly number[]>> = {
  "item-piles-preTradeItems": [1, 3],
  "item-piles-preTransferItems": [1, 3],
  "item-piles-preTransferAllItems": [1, 3],
  "item-piles-preTransferEverything": [1, 3],
  "item-piles-preTransferCurrencies": [1, 3],
  "item-piles-preTransferAllCurrencies": [1, 3],
  "item-piles-preTransferAttributes": [1, 3],
  "item-piles-preTransferAllAttributes": [1, 3],
  "item-piles-preUpdateCurrencies": [1],
  "item-piles-preAddCurrencies": [1],
  "item-piles-preRemoveCurrencies": [1],
  "item-piles-preSetAttributes": [1],
  "item-piles-preAddAttributes": [1],
  "item-piles-preRemoveAttributes": [1],
};

/**
 * Item Piles' pre-hook before a merchant trade is priced (3.3.4 src/API/private-api.js _tradeItems, called with
 * the seller, the buyer, the payment data and the user's id; false refuses the trade, nothing is written).
 */
export const PRICE_HOOK = "item-piles-preCalculateTradeItems";

/**
 * The names of the items a merchant trade would hand over whose source lists no price (null: a vehicle
 * weapon, the core rulebook's Table 7-1 prints none). Item Piles reads a missing price as 0 (3.3.4
 * src/helpers/utilities.js getItemCost, `?? 0`) and a price of 0 as free (pile-utilities.js getPriceData), so a
 * merchant would give such an item away and take one for nothing; the trade is refused instead, and the GM
 * gives the item a price. Reads the payment data's `buyerReceive` entries (3.3.4 getPaymentData: `{ type:
 * "item", name, item }`, `item` the seller's Item); anything else in it is not an item and is skipped.
 */
export function unlistedInTrade(itemPrices: unknown): string[] {
  const receive = isPlain(itemPrices) && Array.isArray(itemPrices["buyerReceive"]) ? itemPrices["buyerReceive"] : [];
  const names: string[] = [];
  for (const entry of receive) {
    if (!isPlain(entry) || entry["type"] !== "item") continue;
    const item: unknown = entry["item"];
    const system = typeof item === "object" && item !== null ? (item as { system?: unknown }).system : undefined;
    if (isPlain(system) && system["price"] === null) names.push(String(entry["name"] ?? (item as { name?: unknown }).name ?? ""));
  }
  return names;
}

/** The credits an update would leave, if it writes them. */
function creditsWritten(update: unknown): unknown {
  if (!isPlain(update)) return undefined;
  const changes = isPlain(update["documentChanges"]) ? update["documentChanges"] : update;
  return Object.hasOwn(changes, CREDITS_PATH) ? changes[CREDITS_PATH] : undefined;
}

/**
 * Whether a change must be refused: one of its updates would leave credits below zero or not a whole
 * number (published rule: a character cannot spend credits they do not have; our data model keeps whole
 * credits from 0). Refused before anything is written, a trade never takes the goods without the payment.
 */
export function refusesCredits(updates: readonly unknown[]): boolean {
  return updates.some((update) => {
    const credits = creditsWritten(update);
    return credits !== undefined && !(typeof credits === "number" && Number.isInteger(credits) && credits >= 0);
  });
}
