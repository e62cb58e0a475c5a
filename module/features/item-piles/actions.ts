/**
 * Item Piles in Foundry: when the module is active, our two world settings (where merchant prices come
 * from; the Negotiation check's net successes a sale is paid by), the integration handed to its API on its
 * ready hook, and its pre-hooks refused where a change would leave credits below zero or a merchant would
 * trade an item whose source lists no price (Item Piles would make it free). With the module
 * absent none of this runs; with a version or API this does not know, one console warning and nothing else.
 * What Item Piles is told is decided in ./model.ts.
 */
import { SYSTEM_ID } from "../../system/config.ts";
import { format, localize } from "../../foundry/localize.ts";
import { noticeName, warnKey } from "../../foundry/notify.ts";
import {
  CREDIT_HOOKS, integrationData, isPriceMode, ITEM_PILES_ID, ITEM_PILES_READY, merchantModifiers, PRICE_HOOK, PRICE_MODES, refusesCredits,
  SALE_SUCCESSES_MAX, unlistedInTrade, unsupportedReason, type ItemPilesIntegration, type PriceMode, type PriceModifiers,
} from "./model.ts";

declare global {
  interface SettingConfig {
    "eote.itemPilesPrices": PriceMode;
    "eote.itemPilesSaleSuccesses": number;
  }
}

/** The part of Item Piles' API this system calls (3.3.4: game.itempiles.API, a class of static methods). */
export interface ItemPilesApi {
  addSystemIntegration(data: ItemPilesIntegration, version?: string): void;
}

/** A core icon for credits (Foundry's own icons/ folder). */
const CREDITS_IMG = "icons/commodities/currency/coins-plain-stack-silver.webp";

interface ModuleEntry {
  active?: boolean;
  version?: string;
}

function itemPilesModule(): ModuleEntry | undefined {
  const modules = (game as unknown as { modules?: { get(id: string): ModuleEntry | undefined } }).modules;
  return modules?.get(ITEM_PILES_ID);
}

/** Whether Item Piles is installed and active in this world. */
export function itemPilesActive(): boolean {
  return itemPilesModule()?.active === true;
}

export function registerItemPilesSettings(): void {
  game.settings.register(SYSTEM_ID, "itemPilesPrices", {
    name: "EOTE.ItemPiles.Setting.Prices.Name",
    hint: "EOTE.ItemPiles.Setting.Prices.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(PRICE_MODES.map((mode) => [mode, `EOTE.ItemPiles.Setting.Prices.${mode}`])),
    default: "system",
  } as never); // The League types cannot narrow a String setting to our choices.
  game.settings.register(SYSTEM_ID, "itemPilesSaleSuccesses", {
    name: "EOTE.ItemPiles.Setting.SaleSuccesses.Name",
    hint: "EOTE.ItemPiles.Setting.SaleSuccesses.Hint",
    scope: "world",
    config: true,
    type: Number,
    range: { min: 0, max: SALE_SUCCESSES_MAX, step: 1 },
    default: 1,
  } as never);
}

/** Merchant prices as the GM's settings choose them now (read at each price Item Piles asks for). */
export function currentModifiers(given: Partial<PriceModifiers>): PriceModifiers {
  const mode = game.settings.get(SYSTEM_ID, "itemPilesPrices");
  const successes = game.settings.get(SYSTEM_ID, "itemPilesSaleSuccesses");
  return merchantModifiers(isPriceMode(mode) ? mode : "system", given ?? {}, typeof successes === "number" ? successes : 1);
}

/** The console warning when Item Piles is not told about the system (once: its ready hook runs once), in the user's language. */
function consoleWarning(key: string, version: string): void {
  console.warn(`${SYSTEM_ID} | ${format(key, { version })}`);
}

/** On Item Piles' ready hook: the integration, if its version and API are the ones this follows. */
export function onItemPilesReady(): void {
  const version = itemPilesModule()?.version ?? "";
  const api = (game as unknown as { itempiles?: { API?: unknown } }).itempiles?.API;
  const reason = unsupportedReason(version, api);
  if (reason) {
    consoleWarning(reason === "version" ? "EOTE.ItemPiles.Warn.Version" : "EOTE.ItemPiles.Warn.Api", version);
    return;
  }
  const data = integrationData({
    creditsName: localize("EOTE.ItemPiles.Credits"),
    creditsAbbreviation: localize("EOTE.ItemPiles.CreditsAbbreviation"),
    creditsImg: CREDITS_IMG,
    priceModifiers: currentModifiers,
  });
  try {
    (api as ItemPilesApi).addSystemIntegration(data, game.system?.version);
  } catch (err) {
    // Item Piles throws on a field it does not accept: the system goes on without the integration.
    consoleWarning("EOTE.ItemPiles.Warn.Refused", version);
    console.warn(err);
  }
}

/** An Item Piles pre-hook's handler: false (the change is not made) when it would leave credits below zero. */
export function creditsGuard(positions: readonly number[]): (...args: unknown[]) => false | void {
  return (...args) => {
    if (!refusesCredits(positions.map((i) => args[i]))) return;
    warnKey("EOTE.ItemPiles.Notice.NegativeCredits");
    return false;
  };
}

/** Item Piles' pre-hook before a merchant trade is priced: false (no trade) when an item's source lists no price. */
export function unlistedGuard(_seller: unknown, _buyer: unknown, itemPrices: unknown): false | void {
  const names = unlistedInTrade(itemPrices);
  if (!names.length) return;
  // Item names are their owners' to write: each bounded and escaped, and a long trade named by its first few.
  warnKey("EOTE.ItemPiles.Notice.NotListed", { items: names.slice(0, 5).map(noticeName).join(", ") });
  return false;
}

/** Everything, when the module is active: settings, the ready hook, the credits guards, the unlisted-price guard. */
export function wireItemPiles(): void {
  if (!itemPilesActive()) return;
  registerItemPilesSettings();
  const hooks = Hooks as unknown as { once(hook: string, fn: () => void): number; on(hook: string, fn: (...args: unknown[]) => unknown): number };
  hooks.once(ITEM_PILES_READY, onItemPilesReady);
  for (const [hook, positions] of Object.entries(CREDIT_HOOKS)) hooks.on(hook, creditsGuard(positions));
  hooks.on(PRICE_HOOK, unlistedGuard);
}
