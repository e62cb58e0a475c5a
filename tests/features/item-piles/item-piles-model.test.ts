// What Item Piles is told about the system (module/features/item-piles/model.ts), pure, checked against our
// real data models (module/data/spec: the specs the TypeDataModels are built from): every path it names
// exists where it reads it, the physical types are exactly the lootable ones, stacks only form where
// nothing would be lost; merchant prices under the trade rules (module/rules/gear/trade.ts saleQuarters),
// the versions it follows, the refusal of a change that would leave credits below zero, and the items a merchant
// trade would hand over though their price is not listed (null).
import { describe, expect, it } from "vitest";
import { ACTOR_SPECS, ITEM_SPECS, type AnySpec } from "../../../module/data/spec/index.ts";
import { ITEM_TYPES } from "../../../module/rules/types.ts";
import { saleQuarters } from "../../../module/rules/gear/trade.ts";
import {
  carriedItem, CREDITS_PATH, integrationData, INTEGRATION_VERSION, merchantModifiers, nonPhysicalTypes, PHYSICAL_ITEM_TYPES, PILE_ACTOR_TYPE,
  PRICE_PATH, QUANTITY_PATH, refusesCredits, STACK_KEYS, UNSTACKABLE_ITEM_TYPES, unlistedInTrade, unsupportedReason, type PriceModifiers,
} from "../../../module/features/item-piles/model.ts";

/** The spec of the field at a document path ("system.credits") in a type's spec, or undefined. */
function fieldAt(spec: AnySpec, path: string): AnySpec | undefined {
  const [root, ...rest] = path.split(".");
  if (root !== "system") return undefined;
  return rest.reduce<AnySpec | undefined>((node, key) => (node?.kind === "obj" ? node.fields[key] : undefined), spec);
}

const data = integrationData({
  creditsName: "Credits", creditsAbbreviation: "{#} cr", creditsImg: "icons/coins.webp",
  priceModifiers: (given) => merchantModifiers("system", given, 2),
});

describe("the integration's paths, against our data models", () => {
  it("credits: the pile actor type keeps whole credits from 0 at the currency's path", () => {
    const credits = fieldAt(ACTOR_SPECS[PILE_ACTOR_TYPE as keyof typeof ACTOR_SPECS], data.CURRENCIES[0]!.data.path);
    expect(credits).toMatchObject({ kind: "int", min: 0 });
    expect(data.CURRENCIES).toEqual([expect.objectContaining({ type: "attribute", primary: true, exchangeRate: 1, data: { path: CREDITS_PATH } })]);
    expect(data.ACTOR_CLASS_TYPE).toBe(PILE_ACTOR_TYPE);
    // Whole credits: Item Piles' smallest unit is 1.
    expect(data.CURRENCY_DECIMAL_DIGITS).toBe(1);
  });

  it("every physical type has a whole-number price at the price path", () => {
    expect(data.ITEM_PRICE_ATTRIBUTE).toBe(PRICE_PATH);
    for (const type of PHYSICAL_ITEM_TYPES) expect(fieldAt(ITEM_SPECS[type], PRICE_PATH), type).toMatchObject({ kind: "int", min: 0 });
  });

  it("the stackable physical types are exactly those with a quantity field; the others are unstackable", () => {
    expect(data.ITEM_QUANTITY_ATTRIBUTE).toBe(QUANTITY_PATH);
    const withQuantity = PHYSICAL_ITEM_TYPES.filter((type) => fieldAt(ITEM_SPECS[type], QUANTITY_PATH) !== undefined);
    expect(withQuantity).toEqual(["gear"]);
    expect([...data.UNSTACKABLE_ITEM_TYPES].sort()).toEqual(PHYSICAL_ITEM_TYPES.filter((t) => !withQuantity.includes(t)).sort());
    // Weapons and armour carry installed attachments: each stays its own item.
    for (const type of ["weapon", "armour"] as const) {
      expect(fieldAt(ITEM_SPECS[type], "system.attachments")?.kind).toBe("arr");
      expect(data.UNSTACKABLE_ITEM_TYPES).toContain(type);
    }
  });

  it("gear stacks only with gear alike in every stored field but its quantity", () => {
    const gear = ITEM_SPECS.gear;
    const fields = gear.kind === "obj" ? Object.keys(gear.fields) : [];
    expect(fields.length).toBeGreaterThan(3);
    for (const field of fields.filter((f) => `system.${f}` !== QUANTITY_PATH)) expect(data.ITEM_SIMILARITIES, field).toContain(`system.${field}`);
    expect(data.ITEM_SIMILARITIES).not.toContain(QUANTITY_PATH);
    expect(data.ITEM_SIMILARITIES).toEqual(expect.arrayContaining(["name", "type"]));
    expect(data.ITEM_SIMILARITIES).toEqual([...STACK_KEYS]);
  });

  it("the filters name every item type that is not physical, and no physical one", () => {
    expect(Object.keys(ITEM_SPECS).sort()).toEqual([...ITEM_TYPES].sort());
    const filtered = data.ITEM_FILTERS.flatMap((f) => (f.path === "type" ? f.filters.split(",") : []));
    expect(filtered.sort()).toEqual(nonPhysicalTypes().sort());
    expect(filtered.sort()).toEqual(ITEM_TYPES.filter((t) => !(PHYSICAL_ITEM_TYPES as readonly string[]).includes(t)).sort());
    for (const never of ["talent", "species", "career", "specialisation", "forcePower", "ability", "criticalInjury", "criticalHit"]) expect(filtered).toContain(never);
    for (const type of PHYSICAL_ITEM_TYPES) expect(filtered).not.toContain(type);
  });

  it("names its own version, and the loot, weapon and equipment types by our ids", () => {
    expect(data.VERSION).toBe(INTEGRATION_VERSION);
    for (const type of [data.ITEM_CLASS_LOOT_TYPE, data.ITEM_CLASS_WEAPON_TYPE, data.ITEM_CLASS_EQUIPMENT_TYPE]) expect(PHYSICAL_ITEM_TYPES).toContain(type);
  });
});

describe("carriedItem (Item Piles' ITEM_TRANSFORMER)", () => {
  const rifle = {
    _id: "abc", name: "Blaster Rifle", type: "weapon", img: "icons/rifle.webp",
    system: { damage: 9, equipped: true, condition: "minor", attachments: [{ name: "Scope", hardPoints: 1, modifications: [{ key: "m", installed: true }] }], qualities: [{ key: "stun", rating: null }], price: 900 },
    flags: { other: { note: "kept" } },
  };

  it("keeps every stored field, attachments and condition included; only the weapon is no longer in hand", () => {
    const carried = carriedItem(rifle);
    expect(carried).toEqual({ ...rifle, system: { ...rifle.system, equipped: false } });
    expect(rifle.system.equipped).toBe(true); // the source is not changed
    expect(carriedItem({ type: "armour", system: { worn: true, soak: 2 } })).toEqual({ type: "armour", system: { worn: false, soak: 2 } });
    expect(carriedItem({ type: "gear", system: { quantity: 3 } })).toEqual({ type: "gear", system: { quantity: 3 } });
  });

  it("answers Item Piles' own check (called with {}) with an object", () => {
    expect(carriedItem({})).toEqual({});
  });
});

describe("merchant prices", () => {
  const given: PriceModifiers = { buyPriceModifier: 1.5, sellPriceModifier: 0.4 };

  it("by the system's trade rules: the listed price to buy, the Negotiation check's share of the value to sell", () => {
    for (const successes of [0, 1, 2, 3]) {
      const quarters = saleQuarters({ netSuccess: successes, netAdvantage: 0, despair: 0, succeeded: successes > 0 });
      expect(merchantModifiers("system", given, successes)).toEqual({ buyPriceModifier: 1, sellPriceModifier: quarters / 4 });
    }
    expect(merchantModifiers("system", given, 1).sellPriceModifier).toBe(0.25);
    expect(merchantModifiers("system", given, 2).sellPriceModifier).toBe(0.5);
    expect(merchantModifiers("system", given, 3).sellPriceModifier).toBe(0.75);
    expect(merchantModifiers("system", given, 0).sellPriceModifier).toBe(0);
    // Out of range or not whole: three or more pay ¾ at most; anything else pays nothing.
    expect(merchantModifiers("system", given, 7).sellPriceModifier).toBe(0.75);
    expect(merchantModifiers("system", given, 1.5).sellPriceModifier).toBe(0);
  });

  it("by Item Piles' own modifiers: what Item Piles computed, its defaults when it gave none", () => {
    expect(merchantModifiers("itemPiles", given, 3)).toEqual(given);
    expect(merchantModifiers("itemPiles", {}, 3)).toEqual({ buyPriceModifier: 1, sellPriceModifier: 0.5 });
  });

  it("the integration asks the shell's rule at each price", () => {
    expect(data.PRICE_MODIFIER_TRANSFORMER(given)).toEqual({ buyPriceModifier: 1, sellPriceModifier: 0.5 });
    expect(typeof data.PRICE_MODIFIER_TRANSFORMER({})).toBe("object");
  });
});

describe("the versions it follows", () => {
  const api = { addSystemIntegration: () => undefined };

  it("Item Piles 3.x with addSystemIntegration", () => {
    expect(unsupportedReason("3.3.4", api)).toBeNull();
    expect(unsupportedReason("3.0.0", api)).toBeNull();
    // game.itempiles.API is a class of static methods.
    expect(unsupportedReason("3.3.4", Object.assign(class {}, api))).toBeNull();
  });

  it("another major version, no version, or no integration call is unexpected", () => {
    expect(unsupportedReason("4.0.0", api)).toBe("version");
    expect(unsupportedReason("2.9.1", api)).toBe("version");
    expect(unsupportedReason("", api)).toBe("version");
    expect(unsupportedReason(undefined, api)).toBe("version");
    expect(unsupportedReason("3.3.4", undefined)).toBe("api");
    expect(unsupportedReason("3.3.4", {})).toBe("api");
    expect(unsupportedReason("3.3.4", { addSystemIntegration: "yes" })).toBe("api");
  });
});

describe("credits never below zero", () => {
  it("refuses an update that would leave negative or fractional credits, in either shape Item Piles passes", () => {
    expect(refusesCredits([{ documentChanges: { [CREDITS_PATH]: -5 } }])).toBe(true);
    expect(refusesCredits([{ documentChanges: { [CREDITS_PATH]: 2.5 } }])).toBe(true);
    expect(refusesCredits([{ [CREDITS_PATH]: -1 }])).toBe(true);
    expect(refusesCredits([{ documentChanges: {} }, { documentChanges: { [CREDITS_PATH]: -1 } }])).toBe(true);
    expect(refusesCredits([{ documentChanges: { [CREDITS_PATH]: "12" } }])).toBe(true);
  });

  it("lets through whole credits from 0, changes without credits, and anything that is no update", () => {
    expect(refusesCredits([{ documentChanges: { [CREDITS_PATH]: 0 } }, { [CREDITS_PATH]: 400 }])).toBe(false);
    expect(refusesCredits([{ documentChanges: { "system.other": -3 }, itemsToCreate: [] }])).toBe(false);
    expect(refusesCredits([undefined, null, "x", 3])).toBe(false);
  });
});

describe("a merchant trade of an item whose price is not listed", () => {
  const entry = (name: string, price: unknown) => ({ type: "item", name, quantity: 1, item: { name, system: { price } } });

  it("names each traded item whose price is null, and only those: 0 is a price (free by its table)", () => {
    const prices = { buyerReceive: [entry("Laser Cannon (Light)", null), entry("Rock", 0), entry("Blaster Pistol", 400), entry("Ion Cannon (Light)", null)] };
    expect(unlistedInTrade(prices)).toEqual(["Laser Cannon (Light)", "Ion Cannon (Light)"]);
  });

  it("reads Item Piles' payment data defensively: currencies, attributes and anything malformed are not items", () => {
    expect(unlistedInTrade({ buyerReceive: [{ type: "attribute", name: "Credits", data: { path: CREDITS_PATH } }, { type: "item", name: "No item" }, { type: "item", item: "x" }, null, 3] })).toEqual([]);
    expect(unlistedInTrade({ buyerReceive: [{ type: "item", item: { name: "Unnamed entry", system: { price: null } } }] })).toEqual(["Unnamed entry"]);
    for (const prices of [undefined, null, "x", [], {}, { buyerReceive: "all" }]) expect(unlistedInTrade(prices)).toEqual([]);
  });
});
