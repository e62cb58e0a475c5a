/**
 * The compendium browser at 1366×768: the system's packs plus an imported pack with source books (a long
 * name among them), first all weapons sorted by damage (highest first), then talents filtered by a
 * specialisation, Gunnery weapons by price (the vehicle weapons, whose price is not listed, last), and a search
 * that finds nothing. From the pure context in the real templates.
 */
import { browserCatalogue, type PackIndex } from "../../module/features/compendium-browser/entry-model.ts";
import { browserContext } from "../../module/features/compendium-browser/context-model.ts";
import { EMPTY_FILTER, INITIAL_STATE, type BrowserState } from "../../module/features/compendium-browser/model.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";

export const BROWSER_FILTERS_TEMPLATE = "templates/dialogs/compendium-browser-filters.hbs";
export const BROWSER_RESULTS_TEMPLATE = "templates/dialogs/compendium-browser-results.hbs";

const ITEM_PACKS = ["weapons", "vehicle-weapons", "armour", "gear", "qualities", "talents", "specialisations", "careers", "species", "force-powers"];
const ACTOR_PACKS = ["bestiary", "garage"];

function packs(kit: Kit): PackIndex[] {
  const index = (name: string, documentName: "Item" | "Actor"): PackIndex => ({
    id: `eote.${name}`, label: name, documentName,
    entries: (kit.packs[name] ?? []).map((d) => ({ ...d, uuid: `Compendium.eote.${name}.${documentName}.${d._id}` })),
  });
  const imported: PackIndex = {
    id: "world.imported-weapon", label: "Imported: Weapons", documentName: "Item",
    entries: [
      { _id: "imp1", uuid: "Compendium.world.imported-weapon.Item.imp1", name: "DL-44 Heavy Blaster Pistol", type: "weapon", img: "icons/svg/item-bag.svg", system: { skill: "rangedLight", damage: 7, crit: 3, range: "medium", encumbrance: 2, price: 750, rarity: 6, restricted: true, qualities: [{ key: "stunSetting", rating: null }] }, flags: { eote: { imported: { sources: ["Edge of the Empire Core Rulebook p. 157"] } } } },
      { _id: "imp2", uuid: "Compendium.world.imported-weapon.Item.imp2", name: "Czerka Arms Ceremonial Vibro-Halberd of the Royal Naboo Palace Guard, Second Pattern", type: "weapon", img: "icons/svg/item-bag.svg", system: { skill: "melee", damage: 3, addBrawn: true, crit: 2, range: "engaged", encumbrance: 5, price: 1200, rarity: 7, restricted: false, qualities: [{ key: "pierce", rating: 2 }, { key: "vicious", rating: 1 }, { key: "defensive", rating: 1 }, { key: "cumbersome", rating: 3 }] }, flags: { eote: { imported: { sources: ["Keeping the Peace p. 48"] } } } },
    ],
  };
  return [...ITEM_PACKS.map((n) => index(n, "Item")), ...ACTOR_PACKS.map((n) => index(n, "Actor")), imported];
}

export function compendiumBrowserViews(kit: Kit, group = "Dialogs"): View[] {
  const catalogue = browserCatalogue(packs(kit));
  const view = (id: string, title: string, state: BrowserState): View => {
    const context = browserContext(catalogue, state, (s) => kit.i18n.localize(`EOTE.Skill.${s}`));
    return {
      id: `compendium-browser-${id}`, title, group, frame: "dialog", classes: "eote eote-browser", size: { width: 1200, height: 690 },
      // The two parts CompendiumBrowser renders, in order.
      html: kit.engine.render(BROWSER_FILTERS_TEMPLATE, context) + kit.engine.render(BROWSER_RESULTS_TEMPLATE, context),
    };
  };
  const specialisation = catalogue.specialisations[0]?.key ?? "";
  return [
    view("weapons", "Compendium browser: weapons by damage", { ...INITIAL_STATE, filter: { ...EMPTY_FILTER, kind: "weapon" }, sort: { column: "damage", descending: true } }),
    // Gunnery weapons by price: the two the weapon table prices, then the vehicle weapons, whose table lists no price (a dash, last).
    view("gunnery-price", "Compendium browser: Gunnery weapons by price, not listed last", { ...INITIAL_STATE, filter: { ...EMPTY_FILTER, kind: "weapon", skill: "gunnery" }, sort: { column: "price", descending: false } }),
    view("talents", "Compendium browser: a specialisation's talents", { ...INITIAL_STATE, filter: { ...EMPTY_FILTER, kind: "talent", specialisation } }),
    view("all", "Compendium browser: everything, page 2", { ...INITIAL_STATE, page: 1 }),
    view("none", "Compendium browser: nothing found", { ...INITIAL_STATE, filter: { ...EMPTY_FILTER, text: "wookiee bowcaster of doom" } }),
  ];
}
