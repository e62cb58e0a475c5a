/**
 * Views whose names are as long as players make them: a character, its weapons, armour, gear and
 * talents under names of several words and one long unbroken word. The browser tests check that
 * nothing in these views runs past its window and no text is cut without an ellipsis
 * (tests/browser/overflow.ts); a view joins that check through `checkOverflow`.
 */
import { buildCharacterContext, SHEET_SIZES } from "../../module/applications/sheets/context/index.ts";
import { blaster, gear, talent } from "../../tests/fixtures/items.ts";
import { characterInput, characterItems, fixtureItem, PLAY } from "../data/actors.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { renderSheet } from "./sheets.ts";

export const LONG_ACTOR_NAME = "Kirasandra Voss-Teemonaar, Captain of the Wayward Star and Sometime Smuggler of the Outer Rim";
/** One word wider than any column: it must wrap inside its cell or end in an ellipsis. */
export const LONG_WORD = "Mandalorian-Beskar-Reinforced-Vibroswordstaffofthemidrimkings";

function longItems(kit: Kit) {
  return [
    ...characterItems(kit),
    fixtureItem("weapon", "Modified Heavy Blaster Pistol with Custom Grip, Scope and Extended Barrel", blaster({ qualities: [{ key: "stunSetting", rating: null }, { key: "pierce", rating: 2 }, { key: "vicious", rating: 3 }] })),
    fixtureItem("weapon", LONG_WORD, blaster({ skill: "melee", range: "engaged" })),
    fixtureItem("gear", "Comlink (long-range, encrypted, with a spare power cell and a holster)", gear({ quantity: 2, encumbrance: 1 })),
    fixtureItem("talent", "Improved Sleight of Mind and Other Tricks of the Trade", talent({ rank: 3 })),
  ];
}

export function longNameViews(kit: Kit): View[] {
  return ["combat", "inventory", "talents"].map((tab) => ({
    id: `long-character-${tab}`, title: `Character with long names: ${tab}`, group: "Long names", frame: "sheet",
    classes: "eote sheet actor character", size: SHEET_SIZES.CharacterSheet, checkOverflow: true,
    html: renderSheet(kit, "CharacterSheet", buildCharacterContext(characterInput(kit, { ...PLAY, activeTab: tab }, longItems(kit), { name: LONG_ACTOR_NAME }))),
  }));
}
