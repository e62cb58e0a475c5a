// The gear, vehicle-weapons and Force power packs as compiled: every item validates and opens in the real
// item sheet (read-only, as a GM opening the compendium sees it) with its name, its numbers and no missing
// lang key; a Force power's sheet lists every upgrade of its tree with its cost.
import { beforeAll, describe, expect, it } from "vitest";
import { validateSystemData } from "../../module/data/validate.ts";
import { buildItemContext } from "../../module/applications/sheets/context/index.ts";
import { createEnvironment, missingKeys, render } from "../applications/handlebars-env.ts";
import { READ_ONLY, typedItem } from "../applications/fixtures.ts";
import { readItems, type PackItem } from "./read-pack.ts";

const PACKS = ["gear", "vehicle-weapons", "force-powers"] as const;
const items = new Map<string, PackItem[]>();
beforeAll(async () => {
  for (const pack of PACKS) items.set(pack, await readItems(pack));
});

const hbs = createEnvironment();

function sheet(item: PackItem): string {
  missingKeys.clear();
  const ctx = buildItemContext({
    name: item.name, img: item.img ?? "", ...typedItem(item.type, item.system), flags: READ_ONLY,
    enrichedDescription: String(item.system["description"] ?? ""),
  });
  const html = ["item/header.hbs", "item/details.hbs"].map((p) => render(hbs, p, ctx)).join("\n");
  expect([...missingKeys], item.name).toEqual([]);
  return html;
}

const escaped = (s: string) => hbs.Utils.escapeExpression(s);

describe("item packs in their sheets", () => {
  it.each(PACKS)("every %s item validates and opens read-only with its name and no missing text", (pack) => {
    const list = items.get(pack)!;
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) {
      expect(validateSystemData("Item", item.type, item.system), item.name).toEqual([]);
      expect(sheet(item), item.name).toContain(escaped(item.name));
    }
  });

  it("a gear item's sheet shows its price, rarity and encumbrance, as text on its read-only card", () => {
    const stimpack = items.get("gear")!.find((i) => i.name === "Stimpack")!;
    const html = sheet(stimpack);
    expect(html).toContain(`<dt>Price</dt><dd>${stimpack.system["price"]} credits</dd>`);
    expect(html).toContain(`<dt>Rarity</dt><dd>${stimpack.system["rarity"]}</dd>`);
    expect(html).toContain(`<dt>Encumbrance</dt><dd>${stimpack.system["encumbrance"]}</dd>`);
  });

  it("a Force power's sheet lists every upgrade of its tree with its cost and effect", () => {
    for (const power of items.get("force-powers")!) {
      const html = sheet(power);
      const upgrades = power.system["upgrades"] as { name: string; cost: number; effect: string }[];
      const rows = [...html.matchAll(/<li class="eote-upgrade" data-index="(\d+)">([\s\S]*?)<\/li>/g)];
      expect(rows.map((m) => Number(m[1])), power.name).toEqual(upgrades.map((_, i) => i));
      upgrades.forEach((u, i) => {
        const row = rows[i]![2]!;
        expect(row, `${power.name} ${i}`).toContain(`<strong>${escaped(u.name)}</strong>`);
        expect(row, `${power.name} ${i}`).toContain(`${u.cost} XP`);
        expect(row, `${power.name} ${i}`).toContain(`<p class="eote-upgrade__effect">${escaped(u.effect)}</p>`);
      });
    }
  });
});
