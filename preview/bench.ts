/**
 * Workloads for bench/browser.bench.mjs: a character holding many items and a long chat log, built
 * by the same code as the gallery (context builders, card model, real templates).
 */
import { parsePool, rollPool, seededRandom } from "../module/dice/index.ts";
import { buildCharacterContext, SHEET_SIZES } from "../module/applications/sheets/context/index.ts";
import type { AnyPlainItem } from "../module/applications/sheets/context/inputs.ts";
import { gear, talent } from "../tests/fixtures/items.ts";
import { characterInput, fixtureItem, owned, PLAY } from "./data/actors.ts";
import { chatMessage } from "./frame.ts";
import type { Kit } from "./kit.ts";
import type { View } from "./types.ts";
import { renderCard } from "./views/cards.ts";
import { renderSheet } from "./views/sheets.ts";

// The vehicle the benchmark draws: 12 weapons and 8 crew (preview/views/vehicle-repairs.ts, also a gallery view).
export { benchVehicleSheetHtml as vehicleSheetHtml } from "./views/vehicle-repairs.ts";

/** `count` owned items cycling through pack weapons and armour, fixture gear and talents. */
export function manyItems(kit: Kit, count: number): AnyPlainItem[] {
  const weapons = kit.packs["weapons"] ?? [];
  const armour = kit.packs["armour"] ?? [];
  return Array.from({ length: count }, (_, i) => {
    switch (i % 4) {
      case 0: return owned(weapons[i % weapons.length]!);
      case 1: return owned(armour[i % armour.length]!);
      case 2: return fixtureItem("gear", `Gear ${i}`, gear({ quantity: 1 + (i % 3) }));
      default: return fixtureItem("talent", `Talent ${i}`, talent({ rank: 1 + (i % 3) }));
    }
  });
}

/** Context build plus render of every part of a character sheet holding these items. */
export function characterSheetHtml(kit: Kit, items: AnyPlainItem[], activeTab = "combat"): string {
  return renderSheet(kit, "CharacterSheet", buildCharacterContext(characterInput(kit, { ...PLAY, activeTab }, items)));
}

/** `count` chat messages, each a seeded roll of a typical attack pool through the card model. */
export function chatLogHtml(kit: Kit, count: number): string {
  const spec = { title: "Ranged (Light)", pool: "1p2a2i1b1s" };
  const pool = parsePool(spec.pool);
  const cards: string[] = [];
  for (let i = 0; i < count; i++) {
    const dice = rollPool(pool, seededRandom(i + 1)).dice.map(({ die, face }) => ({ die, face }));
    cards.push(chatMessage("Kira Voss", renderCard(kit, spec, dice)));
  }
  return cards.join("\n");
}

/**
 * The pages the benchmark draws into: a character sheet window and a vehicle sheet window at the size
 * Foundry opens them (SHEET_SIZES), and a chat log. They carry the workloads' HTML so the site writes its stand-ins for
 * the Foundry icons the rows name: a missing image would be timed as a failed load.
 */
export function benchViews(sheetHtml: string, chatHtml: string, vehicleHtml = ""): View[] {
  return [
    { id: "sheet", title: "Bench sheet", group: "Bench", frame: "sheet", classes: "eote sheet actor character", html: sheetHtml, size: SHEET_SIZES.CharacterSheet },
    { id: "vehicle", title: "Bench vehicle", group: "Bench", frame: "sheet", classes: "eote sheet actor vehicle", html: vehicleHtml, size: SHEET_SIZES.VehicleSheet },
    { id: "chat", title: "Bench chat", group: "Bench", frame: "chat", html: chatHtml },
  ];
}
