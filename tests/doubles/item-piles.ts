/**
 * Item Piles 3.3.4 (fantasycalendar/FoundryVTT-ItemPiles, module id "item-piles") as this system meets it,
 * read from that version's source. Test-only; module/ never imports it.
 * - `game.modules.get("item-piles")`: `{ id, active, version }` (core's module entry);
 * - `game.itempiles.API`, set at Item Piles' init: `addSystemIntegration(data, version = "latest")`
 *   validates as src/API/api.js does (throws on a missing or mistyped field; calls ITEM_TRANSFORMER({}) and
 *   PRICE_MODIFIER_TRANSFORMER({}) and wants objects back), keeps only the keys of src/systems.js
 *   DEFAULT_SETTINGS (mergeObject with insertKeys false) and stores the result for the system;
 * - its ready hook "item-piles-ready", called with no argument after core's ready (src/module.js);
 * - `transferAllItems(source, target)` (looting, src/helpers/transaction.js): the source's items but those
 *   ITEM_FILTERS name, each copied through ITEM_TRANSFORMER; added to a similar item of the target (every
 *   ITEM_SIMILARITIES path equal) only when its type stacks (its data model has the quantity path and
 *   UNSTACKABLE_ITEM_TYPES does not name it), else created; "item-piles-preTransferAllItems" with both
 *   prepared updates (false cancels), then the source written, then the target;
 * - `tradeItems(seller, buyer, itemId, quantity)` (a merchant sale, src/API/private-api.js _tradeItems): first
 *   "item-piles-preCalculateTradeItems" with the payment data (its `buyerReceive` names the item as
 *   getPaymentData does: `{ type: "item", name, quantity, item }`, the seller's Item; false cancels); the
 *   price from ITEM_PRICE_ATTRIBUTE (missing or null read as 0, utilities.js getItemCost `?? 0`, and 0 is
 *   free) × the buy modifier PRICE_MODIFIER_TRANSFORMER returns, the seller's and
 *   the buyer's updates, "item-piles-preTradeItems" (false cancels), then the seller written before the
 *   buyer, as 3.3.4 commits them.
 * Not reproduced: its windows, sockets, vaults, item flags and the merchant's own stock settings.
 */
import { defaultSystemData } from "../../module/data/defaults.ts";
import type { ItemType } from "../../module/rules/types.ts";
import type { ItemPilesIntegration, PriceModifiers } from "../../module/features/item-piles/model.ts";
import type { FakeActor, FakeItem } from "./documents.ts";

/** The version this double follows, as its module.json and changelog name it. */
export const ITEM_PILES_VERSION = "3.3.4";

/** src/systems.js DEFAULT_SETTINGS: the keys addSystemIntegration keeps. */
const DEFAULT_SETTINGS: Readonly<Record<string, unknown>> = {
  VERSION: "", ACTOR_CLASS_TYPE: "", ITEM_CLASS_LOOT_TYPE: "", ITEM_CLASS_WEAPON_TYPE: "", ITEM_CLASS_EQUIPMENT_TYPE: "",
  ITEM_QUANTITY_ATTRIBUTE: "", ITEM_PRICE_ATTRIBUTE: "", ITEM_PREVIEW_PERMISSION_LEVEL: 1,
  QUANTITY_FOR_PRICE_ATTRIBUTE: "flags.item-piles.system.quantityForPrice", ITEM_FILTERS: [], ITEM_SIMILARITIES: ["name", "type"],
  UNSTACKABLE_ITEM_TYPES: [], PILE_DEFAULTS: {}, TOKEN_FLAG_DEFAULTS: {}, ITEM_TRANSFORMER: null, PREVIEW_ITEM_TRANSFORMER: null,
  PRICE_MODIFIER_TRANSFORMER: null, ITEM_COST_TRANSFORMER: null, SYSTEM_HOOKS: null, SHEET_OVERRIDES: null, CURRENCIES: [],
  SECONDARY_CURRENCIES: [], CURRENCY_DECIMAL_DIGITS: 0.00001, VAULT_STYLES: [], CSS_VARIABLES: [], SOFT_MIGRATIONS: {}, ITEM_TYPE_HANDLERS: {},
};

/** What addSystemIntegration stored: the merged settings and the system version it was given. */
export interface Registered {
  data: ItemPilesIntegration;
  version: string;
}

type Plain = Record<string, unknown>;
const get = (object: unknown, path: string): unknown => path.split(".").reduce<unknown>((node, key) => (node as Plain | undefined)?.[key], object);
const has = (object: unknown, path: string): boolean => {
  const parts = path.split(".");
  const parent = parts.length === 1 ? object : get(object, parts.slice(0, -1).join("."));
  return typeof parent === "object" && parent !== null && Object.hasOwn(parent, parts.at(-1)!);
};
const set = (object: Plain, path: string, value: unknown): void => {
  const parts = path.split(".");
  let node = object;
  for (const key of parts.slice(0, -1)) node = (node[key] ??= {}) as Plain;
  node[parts.at(-1)!] = value;
};
const fail = (message: string): never => { throw new Error(`Item Piles | addSystemIntegration | ${message}`); };

/** src/API/api.js addSystemIntegration's checks, in its order, over the merged data. */
function validate(data: Plain): void {
  for (const key of ["VERSION", "ACTOR_CLASS_TYPE", "ITEM_QUANTITY_ATTRIBUTE", "ITEM_PRICE_ATTRIBUTE"]) {
    if (typeof data[key] !== "string") fail(`data.${key} must be of type string`);
  }
  for (const key of ["ITEM_CLASS_LOOT_TYPE", "ITEM_CLASS_WEAPON_TYPE", "ITEM_CLASS_EQUIPMENT_TYPE", "QUANTITY_FOR_PRICE_ATTRIBUTE"]) {
    if (data[key] && typeof data[key] !== "string") fail(`data.${key} must be of type string`);
  }
  if (!Array.isArray(data["ITEM_FILTERS"])) fail("data.ITEM_FILTERS must be of type array");
  for (const f of data["ITEM_FILTERS"] as Plain[]) {
    if (typeof f?.["path"] !== "string" || typeof f?.["filters"] !== "string") fail("each ITEM_FILTERS entry needs string path and filters");
  }
  for (const key of ["ITEM_TRANSFORMER", "PRICE_MODIFIER_TRANSFORMER"]) {
    const fn = data[key];
    if (!fn) continue;
    if (typeof fn !== "function") fail(`data.${key} must be of type function`);
    if (typeof (fn as (x: Plain) => unknown)({}) !== "object") fail(`data.${key}'s return value must be of type object`);
  }
  if (typeof data["PILE_DEFAULTS"] !== "object") fail("data.PILE_DEFAULTS must be of type object");
  if (!Array.isArray(data["ITEM_SIMILARITIES"]) || (data["ITEM_SIMILARITIES"] as unknown[]).some((p) => typeof p !== "string")) fail("data.ITEM_SIMILARITIES must be an array of strings");
  if (data["UNSTACKABLE_ITEM_TYPES"] && (!Array.isArray(data["UNSTACKABLE_ITEM_TYPES"]) || (data["UNSTACKABLE_ITEM_TYPES"] as unknown[]).some((p) => typeof p !== "string"))) {
    fail("data.UNSTACKABLE_ITEM_TYPES must be an array of strings");
  }
  if (!Array.isArray(data["CURRENCIES"])) fail("data.CURRENCIES must be an array");
  for (const c of data["CURRENCIES"] as Plain[]) {
    if (typeof c["primary"] !== "boolean" || typeof c["name"] !== "string" || typeof c["abbreviation"] !== "string" || typeof c["exchangeRate"] !== "number") {
      fail("CURRENCIES | primary, name, abbreviation and exchangeRate are required");
    }
    const d = c["data"] as Plain | undefined;
    if (typeof d !== "object" || (typeof d["path"] !== "string" && typeof d["uuid"] !== "string" && typeof d["item"] !== "object")) fail("CURRENCIES | currency.data needs a path, uuid or item");
  }
  if (data["CURRENCY_DECIMAL_DIGITS"] && typeof data["CURRENCY_DECIMAL_DIGITS"] !== "number") fail("data.CURRENCY_DECIMAL_DIGITS must be of type number");
}

/** Installs Item Piles as active at `version` (or inactive, or with an API missing its integration call); returns its handle. */
export function installItemPiles(options: { version?: string; active?: boolean; withIntegration?: boolean } = {}) {
  const { version = ITEM_PILES_VERSION, active = true, withIntegration = true } = options;
  const g = globalThis as unknown as {
    game: Record<string, unknown> & { user?: { id?: string } };
    Hooks: { call(hook: string, ...args: unknown[]): boolean; callAll(hook: string, ...args: unknown[]): boolean };
  };
  const registered: Registered[] = [];
  const API: Plain = {
    addSystemIntegration(inData: Plain, systemVersion = "latest") {
      const data: Plain = structuredClone(Object.fromEntries(Object.entries(DEFAULT_SETTINGS).filter(([, v]) => typeof v !== "function")));
      for (const key of Object.keys(DEFAULT_SETTINGS)) if (Object.hasOwn(inData, key)) data[key] = inData[key];
      validate(data);
      registered.push({ data: data as unknown as ItemPilesIntegration, version: systemVersion });
    },
  };
  if (!withIntegration) delete API["addSystemIntegration"];
  const modules = new Map([["item-piles", { id: "item-piles", active, version }]]);
  g.game["modules"] = { get: (id: string) => modules.get(id) };
  if (active) g.game["itempiles"] = { API };
  else delete g.game["itempiles"];

  const integration = (): ItemPilesIntegration => {
    const last = registered.at(-1);
    if (!last) throw new Error("Item Piles has no integration for this system");
    return last.data;
  };
  /** src/helpers/utilities.js getItemTypesThatCanStack: the type's initial data has the quantity path, and it is not unstackable. */
  const stacks = (type: string): boolean => {
    const data = integration();
    return has({ system: defaultSystemData("Item", type as ItemType) }, data.ITEM_QUANTITY_ATTRIBUTE) && !data.UNSTACKABLE_ITEM_TYPES.includes(type);
  };
  const filtered = (item: Plain): boolean => integration().ITEM_FILTERS.some((f) => f.filters.split(",").includes(String(get(item, f.path))));
  const similar = (a: Plain, b: Plain): boolean => integration().ITEM_SIMILARITIES.every((path) => get(a, path) === get(b, path) && has(a, path) === has(b, path));
  const quantityOf = (item: Plain): number => Number(get(item, integration().ITEM_QUANTITY_ATTRIBUTE) ?? 0) || 0;

  /** The target's prepared changes for receiving `incoming` (item data): stacked quantities, new items. */
  function receive(target: FakeActor, incoming: Plain[]) {
    const data = integration();
    const toUpdate = new Map<string, number>();
    const toCreate: Plain[] = [];
    for (const raw of incoming) {
      const item = data.ITEM_TRANSFORMER ? data.ITEM_TRANSFORMER(raw) : raw;
      const existing = [...target.items.values()].map((i) => (i as FakeItem).toObject() as Plain).find((i) => similar(i, item));
      if (existing && stacks(String(item["type"]))) {
        const id = String(existing["_id"]);
        toUpdate.set(id, (toUpdate.get(id) ?? quantityOf(existing)) + quantityOf(item));
      } else {
        // As 3.3.4's setItemQuantity: the quantity path is written whatever the type; the schema drops it where there is none.
        const created = structuredClone(item);
        delete created["_id"];
        set(created, data.ITEM_QUANTITY_ATTRIBUTE, quantityOf(item));
        toCreate.push(created);
      }
    }
    return { documentChanges: {} as Plain, itemsToCreate: toCreate, itemsToUpdate: [...toUpdate].map(([_id, q]) => quantityUpdate(_id, q)), itemsToDelete: [] as string[] };
  }
  const quantityUpdate = (_id: string, quantity: number): Plain => {
    const update: Plain = { _id };
    set(update, integration().ITEM_QUANTITY_ATTRIBUTE, quantity);
    return update;
  };

  async function commit(actor: FakeActor, updates: ReturnType<typeof receive>): Promise<void> {
    if (Object.keys(updates.documentChanges).length) await actor.update(updates.documentChanges);
    for (const update of updates.itemsToUpdate) {
      const { _id, ...changes } = update;
      await (actor.items.get(String(_id)) as FakeItem).update(changes);
    }
    if (updates.itemsToDelete.length) await actor.deleteEmbeddedDocuments("Item", updates.itemsToDelete);
    if (updates.itemsToCreate.length) await actor.createEmbeddedDocuments("Item", updates.itemsToCreate);
  }

  return {
    API,
    registered,
    integration,
    /** Item Piles' ready hook as 3.3.4 calls it: no argument. */
    ready: () => g.Hooks.callAll("item-piles-ready"),

    /** Looting: every item of `source` Item Piles shows moves to `target`; false when a pre-hook refused. */
    async transferAllItems(source: FakeActor, target: FakeActor): Promise<boolean> {
      const moving = [...source.items.values()].map((i) => (i as FakeItem).toObject() as Plain).filter((i) => !filtered(i));
      const sourceUpdates = { documentChanges: {} as Plain, itemsToCreate: [] as Plain[], itemsToUpdate: [] as Plain[], itemsToDelete: moving.map((i) => String(i["_id"])) };
      const targetUpdates = receive(target, moving);
      if (g.Hooks.call("item-piles-preTransferAllItems", source, sourceUpdates, target, targetUpdates, g.game.user?.id) === false) return false;
      await commit(source, sourceUpdates);
      await commit(target, targetUpdates);
      return true;
    },

    /** A merchant sale of `quantity` of the seller's item `itemId` to the buyer; false when a pre-hook refused. */
    async tradeItems(seller: FakeActor, buyer: FakeActor, itemId: string, quantity = 1): Promise<boolean> {
      const data = integration();
      const document = seller.items.get(itemId) as FakeItem;
      const itemPrices = { buyerReceive: [{ type: "item", name: document.name, quantity, item: document, contained: false }] };
      if (g.Hooks.call("item-piles-preCalculateTradeItems", seller, buyer, itemPrices, g.game.user?.id, false) === false) return false;
      const item = document.toObject() as Plain;
      const modifiers: PriceModifiers = data.PRICE_MODIFIER_TRANSFORMER({ buyPriceModifier: 1, sellPriceModifier: 0.5, merchant: seller, item, actor: buyer });
      const price = Math.floor(Number(get(item, data.ITEM_PRICE_ATTRIBUTE) ?? 0) * modifiers.buyPriceModifier * quantity);
      const path = data.CURRENCIES[0]!.data.path;
      const left = stacks(String(item["type"])) ? quantityOf(item) - quantity : 0;
      const sellerUpdates = {
        documentChanges: { [path]: Number(get(seller, path) ?? 0) + price } as Plain, itemsToCreate: [] as Plain[],
        itemsToUpdate: left > 0 ? [quantityUpdate(itemId, left)] : [], itemsToDelete: left > 0 ? [] : [itemId],
      };
      const sold = structuredClone(item);
      if (stacks(String(item["type"]))) set(sold, data.ITEM_QUANTITY_ATTRIBUTE, quantity);
      const buyerUpdates = receive(buyer, [sold]);
      buyerUpdates.documentChanges = { [path]: Number(get(buyer, path) ?? 0) - price };
      if (g.Hooks.call("item-piles-preTradeItems", seller, sellerUpdates, buyer, buyerUpdates, g.game.user?.id, false) === false) return false;
      await commit(seller, sellerUpdates);
      await commit(buyer, buyerUpdates);
      return true;
    },
  };
}
