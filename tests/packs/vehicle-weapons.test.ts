// The vehicle weapons pack's price and rarity (packs/_source/vehicle-weapons): the core rulebook's Table 7-1,
// Starship and Vehicle Weapons, prints name, range, damage, critical and qualities only, so every file says
// "not listed" (null), never 0 (free and found everywhere), and names that table; the garage's copies follow.
// Read from the YAML sources (the comment is the pack's word on its source) and from the built pack.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { buildItemContext } from "../../module/applications/sheets/context/index.ts";
import type { SheetFlags } from "../../module/applications/sheets/context/inputs.ts";
import { createEnvironment, render } from "../applications/handlebars-env.ts";
import { EDIT, READ_ONLY, typedItem } from "../applications/fixtures.ts";
import { readActors, readItems, type PackItem } from "./read-pack.ts";

const DIR = join("packs", "_source", "vehicle-weapons");
const FILES = readdirSync(DIR).filter((f) => f.endsWith(".yml")).sort();
const GARAGE = join("packs", "_source", "garage");

interface Source { _id: string; name: string; type: string; system: Record<string, unknown>; items?: Source[]; _stats?: { compendiumSource?: string } }
const read = (path: string) => load(readFileSync(path, "utf8")) as Source;

describe("vehicle weapons: price and rarity not listed by the source", () => {
  it("the pack holds the twelve weapons of the table", () => {
    expect(FILES).toHaveLength(12);
  });

  it.each(FILES)("%s: price and rarity null, and its comment names Table 7-1", (file) => {
    const text = readFileSync(join(DIR, file), "utf8");
    const doc = read(join(DIR, file));
    expect(doc.type).toBe("weapon");
    expect(doc.system["skill"]).toBe("gunnery");
    expect(doc.system["price"]).toBeNull();
    expect(doc.system["rarity"]).toBeNull();
    expect(text).toMatch(/^# .*Table 7-1, Starship and Vehicle Weapons/m);
    expect(text).not.toMatch(/^# .*not transcribed \(0\)/m);
  });

  it("every garage copy of one of them says the same", () => {
    const ids = new Set(FILES.map((f) => read(join(DIR, f))._id));
    const copies = readdirSync(GARAGE).filter((f) => f.endsWith(".yml")).flatMap((f) => read(join(GARAGE, f)).items ?? [])
      .filter((i) => ids.has(String(i._stats?.compendiumSource ?? "").split(".").at(-1) ?? ""));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) expect([copy.name, copy.system["price"], copy.system["rarity"]]).toEqual([copy.name, null, null]);
  });

  it("the built pack and the built garage keep null (not 0) through the compiler", async () => {
    const weapons = await readItems("vehicle-weapons");
    expect(weapons).toHaveLength(12);
    for (const w of weapons) expect([w.name, w.system["price"], w.system["rarity"]]).toEqual([w.name, null, null]);
    const gunnery = (await readActors("garage")).flatMap((a) => a.items).filter((i) => i.type === "weapon" && i.system["skill"] === "gunnery");
    expect(gunnery.length).toBeGreaterThan(0);
    for (const w of gunnery) expect([w.name, w.system["price"], w.system["rarity"]]).toEqual([w.name, null, null]);
  });
});

describe("a vehicle weapon's sheet says not listed", () => {
  const hbs = createEnvironment({ keys: true });
  const html = (item: PackItem, flags: SheetFlags) => ["item/header.hbs", "item/details.hbs"].map((p) => render(hbs, p, buildItemContext({
    name: item.name, img: item.img ?? "", ...typedItem(item.type, item.system), flags, ownerType: "vehicle", enrichedDescription: "",
  }))).join("\n");

  it("read-only: a dash for price and rarity, never 0 credits", async () => {
    const cannon = (await readItems("vehicle-weapons")).find((i) => i.name === "Laser Cannon (Light)")!;
    const card = html(cannon, READ_ONLY);
    // The card formats every value key with its value (none here): the key-echo shows that empty value.
    const notListed = "EOTE.Sheet.Item.NotListed {&quot;value&quot;:&quot;&quot;}";
    expect(card).toContain(`<dt>EOTE.Sheet.Item.Price</dt><dd>${notListed}</dd>`);
    expect(card).toContain(`<dt>EOTE.Sheet.Item.Rarity</dt><dd>${notListed}</dd>`);
    expect(card).not.toContain("EOTE.Sheet.Item.Card.Credits");
  });

  it("edited: the price and rarity inputs are empty, with the dash as placeholder and the hint as tooltip", async () => {
    const cannon = (await readItems("vehicle-weapons")).find((i) => i.name === "Laser Cannon (Light)")!;
    const form = html(cannon, EDIT);
    for (const field of ["price", "rarity"]) {
      const input = new RegExp(`<input type="number"[^>]*name="system\\.${field}" value=""[^>]*placeholder="EOTE\\.Sheet\\.Item\\.NotListed"`);
      expect(form).toMatch(input);
    }
    expect(form.match(/data-tooltip="EOTE\.Sheet\.Item\.NotListedHint"/g)).toHaveLength(2);
  });
});
