// Item Piles over its double (tests/doubles/item-piles.ts, shaped after Item Piles 3.3.4): the system tells
// it about credits and gear on its ready hook only when the module is active; absent or inactive, nothing
// happens; another version or an API without the integration call gives one console warning and the system
// goes on. Looting an adversary moves all its gear with nothing lost, and a trade that would leave credits
// below zero is refused before anything is written.
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { character, rival } from "../../fixtures/actors.ts";
import { FakeActor, hookErrors, installHooks, itemOfType, notice, noticeKeys, notices, packItem, register, type PackDoc } from "../../doubles/index.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { installItemPiles, ITEM_PILES_VERSION } from "../../doubles/item-piles.ts";
import { CREDITS_PATH } from "../../../module/features/item-piles/model.ts";

type HooksLike = { call(hook: string, ...args: unknown[]): boolean; callAll(hook: string, ...args: unknown[]): boolean };
const g = globalThis as unknown as {
  Hooks: HooksLike | undefined;
  game: {
    system: { id: string; version: string };
    modules?: unknown;
    itempiles?: unknown;
    i18n: { localize(key: string): string; format(key: string, data: Record<string, unknown>): string; has(key: string): boolean };
    settings: { register(...args: unknown[]): void; set(scope: string, key: string, value: unknown): Promise<unknown> };
  };
};
let registeredSettings: string[] = [];
let settingConfigs: { name: string; hint: string; scope: string; choices?: Record<string, string>; default: unknown }[] = [];
let warn: ReturnType<typeof vi.spyOn>;

const shell = shellSuite({ seed: 43, keys: true, modules: { itemPiles: () => import("../../../module/features/item-piles/index.ts") }, each: () => {
  hookErrors.length = 0;
  g.Hooks = undefined;
  installHooks();
  g.game.system = { id: "eote", version: "0.1.0" };
  delete g.game.modules;
  delete g.game.itempiles;
  registeredSettings = [];
  settingConfigs = [];
  g.game.settings.register = (scope: string, key: string, config: (typeof settingConfigs)[number]) => {
    registeredSettings.push(`${scope}.${key}`);
    settingConfigs.push(config);
  };
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
} });

afterEach(() => {
  warn.mockRestore();
});

/** As Foundry starts: our init registers, then Item Piles says it is ready (its double). */
function start(options: Parameters<typeof installItemPiles>[0] = {}) {
  const piles = installItemPiles(options);
  shell.itemPiles.register();
  piles.ready();
  return piles;
}

/** A key's text in lang/<lang>.json (not through the key-echo i18n): for what Item Piles reads inside the words. */
const langText = (lang: string, key: string): unknown =>
  key.split(".").reduce<unknown>((n, p) => (n as Record<string, unknown> | undefined)?.[p], JSON.parse(readFileSync(`lang/${lang}.json`, "utf8")));

/** A console warning as the key-echo i18n gives it: the key and its data (shellSuite's keys: true). */
const warning = (key: string, version: string) => `eote | ${key} ${JSON.stringify({ version })}`;

describe("when Item Piles is absent or inactive", () => {
  it("absent: no setting, no hook, nothing told to anyone", () => {
    shell.itemPiles.register();
    g.Hooks!.callAll("item-piles-ready");
    expect(registeredSettings).toEqual([]);
    expect(g.Hooks!.call("item-piles-preTradeItems", null, { documentChanges: { [CREDITS_PATH]: -10 } }, null, {})).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    expect(hookErrors).toEqual([]);
  });

  it("installed but not active: the same", () => {
    const piles = start({ active: false });
    expect(piles.registered).toEqual([]);
    expect(registeredSettings).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe(`with Item Piles ${ITEM_PILES_VERSION}`, () => {
  it("on its ready hook the system is integrated for this system version, its two world settings registered", () => {
    const piles = start();
    expect(piles.registered).toHaveLength(1);
    expect(piles.registered[0]!.version).toBe("0.1.0");
    const data = piles.integration();
    expect(data.ACTOR_CLASS_TYPE).toBe("character");
    expect(data.CURRENCIES[0]).toMatchObject({ name: "EOTE.ItemPiles.Credits", data: { path: CREDITS_PATH }, primary: true });
    expect(data.CURRENCIES[0]!.abbreviation).toBe("EOTE.ItemPiles.CreditsAbbreviation");
    // Item Piles' "{#}" stands for the number: every language's words keep it.
    for (const lang of ["en", "fr", "de"]) expect(langText(lang, "EOTE.ItemPiles.CreditsAbbreviation"), lang).toContain("{#}");
    expect(registeredSettings).toEqual(["eote.itemPilesPrices", "eote.itemPilesSaleSuccesses"]);
    // World settings (only a GM writes them), every label a key of lang/en.json.
    for (const config of settingConfigs) {
      expect(config.scope).toBe("world");
      for (const key of [config.name, config.hint, ...Object.values(config.choices ?? {})]) expect(g.game.i18n.has(key), key).toBe(true);
    }
    expect(Object.keys(settingConfigs[0]!.choices ?? {})).toEqual(["system", "itemPiles"]);
    expect(settingConfigs.map((c) => c.default)).toEqual(["system", 1]);
    expect(warn).not.toHaveBeenCalled();
    expect(hookErrors).toEqual([]);
  });

  it("merchant prices follow the GM's setting at each price: the trade rules' Negotiation share, or Item Piles' modifiers", async () => {
    const data = start().integration();
    const given = { buyPriceModifier: 1.2, sellPriceModifier: 0.6 };
    expect(data.PRICE_MODIFIER_TRANSFORMER(given)).toEqual({ buyPriceModifier: 1, sellPriceModifier: 0.25 }); // defaults: system rules, one success
    await g.game.settings.set("eote", "itemPilesSaleSuccesses", 3);
    expect(data.PRICE_MODIFIER_TRANSFORMER(given)).toEqual({ buyPriceModifier: 1, sellPriceModifier: 0.75 });
    await g.game.settings.set("eote", "itemPilesPrices", "itemPiles");
    expect(data.PRICE_MODIFIER_TRANSFORMER(given)).toEqual(given);
    await g.game.settings.set("eote", "itemPilesPrices", "system");
    await g.game.settings.set("eote", "itemPilesSaleSuccesses", 0);
  });
});

describe("an unexpected Item Piles", () => {
  it("another major version: one console warning by its key, no integration, the system unaffected", () => {
    const piles = start({ version: "4.0.0" });
    expect(piles.registered).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(warning("EOTE.ItemPiles.Warn.Version", "4.0.0"));
    expect(hookErrors).toEqual([]);
    expect(notices).toEqual([]);
  });

  it("an API without addSystemIntegration: one console warning", () => {
    const piles = start({ withIntegration: false });
    expect(piles.registered).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(warning("EOTE.ItemPiles.Warn.Api", ITEM_PILES_VERSION));
    expect(hookErrors).toEqual([]);
  });

  it("an integration Item Piles refuses (it throws): one warning by its key, the error beside it, nothing thrown", () => {
    const piles = installItemPiles();
    piles.API["addSystemIntegration"] = () => { throw new Error("Item Piles | addSystemIntegration | data.VERSION must be of type string"); };
    shell.itemPiles.register();
    piles.ready();
    expect(warn.mock.calls[0]).toEqual([warning("EOTE.ItemPiles.Warn.Refused", ITEM_PILES_VERSION)]);
    expect(warn.mock.calls.filter((call: unknown[]) => typeof call[0] === "string")).toHaveLength(1);
    expect(hookErrors).toEqual([]);
  });
});

/** A pack item under its own id (two copies of one compendium entry are two items). */
function item(pack: string, name: string, id: string, system: Record<string, unknown> = {}): PackDoc {
  const doc = packItem(pack, name);
  return { ...doc, _id: id, system: { ...doc.system, ...system } };
}

describe("looting an adversary", () => {
  const scope = { name: "Scope", hardPoints: 1, modifications: [], damage: 0, crit: 0, soak: 0, defence: 0, encumbrance: 0, qualities: [] };

  function trooper() {
    return register(new FakeActor("Trooper", "rival", rival(), {
      items: [
        item("weapons", "Blaster Rifle", "rifleTrooper0001", { equipped: true, condition: "minor", attachments: [scope] }),
        item("weapons", "Blaster Pistol", "pistolTrooper001"),
        item("armour", "Heavy Battle Armor", "armourTrooper001", { worn: true }),
        item("gear", "Stimpack", "stimTrooper00001", { quantity: 3 }),
        item("gear", "Stimpack", "stimDamaged00001", { quantity: 1, condition: "minor" }),
        item("talents", "Armor Master", "talentTrooper001"),
        item("critical-injuries", "Agonizing Wound", "critTrooper00001"),
      ],
    }));
  }
  function looter() {
    return register(new FakeActor("Kira", "character", character(), {
      items: [item("weapons", "Blaster Pistol", "pistolKira000001"), item("gear", "Stimpack", "stimKira00000001", { quantity: 2 })],
    }));
  }

  it("moves every physical item with all it stores; talents and critical injuries stay; gear stacks only with its twin", async () => {
    const piles = start();
    const from = trooper();
    const to = looter();
    const before = new Map([...from.items.values()].map((i) => [i.id, i.toObject()]));
    expect(await piles.transferAllItems(from, to)).toBe(true);

    // What Item Piles shows nobody stays where it was.
    expect([...from.items.values()].map((i) => i.type).sort()).toEqual(["criticalInjury", "talent"]);

    const owned = [...to.items.values()];
    const named = (name: string, type: string) => owned.filter((i) => i.name === name && i.type === type);
    // The rifle: attachments, condition, qualities, price all kept; carried, not wielded.
    const rifle = named("Blaster Rifle", "weapon").map((i) => itemOfType(i, "weapon"));
    expect(rifle).toHaveLength(1);
    expect(rifle[0]!.system).toEqual({ ...before.get("rifleTrooper0001")!.system, equipped: false });
    expect(rifle[0]!.system.attachments).toEqual([scope]);
    expect(rifle[0]!.system).not.toHaveProperty("quantity");
    // Two pistols, each its own item: a weapon never merges into another.
    expect(named("Blaster Pistol", "weapon")).toHaveLength(2);
    expect(named("Heavy Battle Armor", "armour")[0]!.system).toEqual({ ...before.get("armourTrooper001")!.system, worn: false });
    // Sound stimpacks join Kira's (2 + 3); the damaged one stays apart with its condition.
    const stims = named("Stimpack", "gear").map((i) => itemOfType(i, "gear")).map((i) => [i.system.quantity, i.system.condition]).sort();
    expect(stims).toEqual([[1, "minor"], [5, "undamaged"]]);
    // Nothing lost: every physical item's stored data is on Kira (quantities summed).
    const physical = [...before.values()].filter((i) => ["weapon", "armour", "gear", "attachment"].includes(i.type));
    const quantityOf = (system: object) => ("quantity" in system && typeof system.quantity === "number" ? system.quantity : 0);
    const units = (items: { type: string; system: object }[]) => items.reduce((n, i) => n + (i.type === "gear" ? quantityOf(i.system) : 1), 0);
    expect(units(owned)).toBe(units(physical) + 1 + 2);
  });
});

describe("credits never below zero", () => {
  function merchant() {
    const sys = character();
    sys.credits = 0;
    return register(new FakeActor("Merchant", "character", sys, { items: [item("weapons", "Blaster Rifle", "rifleShop0000001")] }));
  }
  function buyer(credits: number) {
    const sys = character();
    sys.credits = credits;
    return register(new FakeActor("Kira", "character", sys));
  }

  it("a purchase the buyer cannot pay is refused before anything is written: the merchant keeps the rifle", async () => {
    const piles = start();
    const shop = merchant();
    const kira = buyer(100);
    const price = itemOfType(shop.items.get("rifleShop0000001"), "weapon").system.price;
    expect(price).toBeGreaterThan(100);
    expect(await piles.tradeItems(shop, kira, "rifleShop0000001")).toBe(false);
    expect(shop.items.has("rifleShop0000001")).toBe(true);
    expect(shop.system.credits).toBe(0);
    expect(kira.system.credits).toBe(100);
    expect(kira.items.size).toBe(0);
    expect(notices).toEqual([notice("EOTE.ItemPiles.Notice.NegativeCredits")]);
  });

  it("why the refusal comes first: unguarded, Item Piles writes the seller, then the buyer's negative credits fail validation", async () => {
    const piles = start();
    g.Hooks = undefined;
    installHooks(); // a registry without our guards
    const shop = merchant();
    const kira = buyer(100);
    await expect(piles.tradeItems(shop, kira, "rifleShop0000001")).rejects.toThrow(/credits/);
    expect(shop.items.has("rifleShop0000001")).toBe(false); // the rifle is gone from the shop ...
    expect(kira.items.size).toBe(0); // ... and never reached Kira
  });

  it("a purchase the buyer can pay goes through at the listed price (system trade rules)", async () => {
    const piles = start();
    const shop = merchant();
    const price = itemOfType(shop.items.get("rifleShop0000001"), "weapon").system.price ?? -1;
    expect(price).toBeGreaterThan(0); // the pack lists the rifle's price
    const kira = buyer(price + 50);
    expect(await piles.tradeItems(shop, kira, "rifleShop0000001")).toBe(true);
    expect(kira.system.credits).toBe(50);
    expect(shop.system.credits).toBe(price);
    expect([...kira.items.values()].map((i) => i.name)).toEqual(["Blaster Rifle"]);
    expect(shop.items.size).toBe(0);
    expect(notices).toEqual([]);
  });

  it("a merchant never sells an item whose source lists no price: Item Piles would make it free, so the trade is refused, nothing written", async () => {
    const piles = start();
    const shop = register(new FakeActor("Merchant", "character", { ...character(), credits: 0 }, {
      items: [item("vehicle-weapons", "Laser Cannon (Light)", "cannonShop000001")],
    }));
    const cannon = itemOfType(shop.items.get("cannonShop000001"), "weapon").system;
    expect([cannon.price, cannon.rarity]).toEqual([null, null]);
    const kira = buyer(500);
    expect(await piles.tradeItems(shop, kira, "cannonShop000001")).toBe(false);
    expect(shop.items.has("cannonShop000001")).toBe(true);
    expect([shop.system.credits, kira.system.credits, kira.items.size]).toEqual([0, 500, 0]);
    expect(notices).toEqual([notice("EOTE.ItemPiles.Notice.NotListed", { items: "Laser Cannon (Light)" })]);
  });

  it("nor buys one: a sale of it to a merchant is refused the same way; unguarded, Item Piles hands it over for nothing", async () => {
    const piles = start();
    const shop = merchant();
    const seller = register(new FakeActor("Kira", "character", { ...character(), credits: 10 }, {
      items: [item("vehicle-weapons", "Laser Cannon (Light)", "cannonKira000001")],
    }));
    expect(await piles.tradeItems(seller, shop, "cannonKira000001")).toBe(false);
    expect(seller.items.has("cannonKira000001")).toBe(true);
    expect(noticeKeys()).toEqual(["EOTE.ItemPiles.Notice.NotListed"]);
    // What the guard prevents: Item Piles reads the null price as 0, and 0 as free.
    g.Hooks = undefined;
    installHooks();
    expect(await piles.tradeItems(seller, shop, "cannonKira000001")).toBe(true);
    expect([seller.system.credits, seller.items.has("cannonKira000001")]).toEqual([10, false]);
  });

  it("every Item Piles pre-hook that writes credits is guarded, in either update shape", () => {
    start();
    expect(g.Hooks!.call("item-piles-preTransferCurrencies", null, { documentChanges: { [CREDITS_PATH]: -1 } }, null, { documentChanges: { [CREDITS_PATH]: 1 } })).toBe(false);
    expect(g.Hooks!.call("item-piles-preRemoveAttributes", null, { [CREDITS_PATH]: -3 })).toBe(false);
    expect(g.Hooks!.call("item-piles-preTransferAllItems", null, { documentChanges: {} }, null, { documentChanges: {} })).toBe(true);
    expect(g.Hooks!.call("item-piles-preAddCurrencies", null, { [CREDITS_PATH]: 30 })).toBe(true);
  });
});
