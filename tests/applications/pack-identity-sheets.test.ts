// A species and talents straight from the pack sources, in the real item templates: every field and
// effect line renders with known lang keys (what a GM sees on opening them from the compendium).
import { describe, expect, it } from "vitest";
import { buildItemContext } from "../../module/applications/sheets/context/index.ts";
import { packItem } from "../doubles/documents.ts";
import { createEnvironment, missingKeys, render } from "./handlebars-env.ts";
import { EDIT, PLAY, READ_ONLY, typedItem } from "./fixtures.ts";
import { propertyAt } from "../doubles/index.ts";

const hbs = createEnvironment({ keys: true });

function sheet(pack: string, name: string, flags = PLAY): string {
  const doc = packItem(pack, name);
  missingKeys.clear();
  const html = render(hbs, "item/details.hbs", buildItemContext({
    name: doc.name, img: "", ...typedItem(doc.type, doc.system), flags,
    effects: (doc.effects ?? []).map((e) => ({
      id: e._id!, name: e.name!, disabled: e.disabled === true, situational: propertyAt(e.flags, "eote.situational") === true,
      changes: (e.changes ?? []).map((c: { key: string; mode: number; value: string }) => ({ key: c.key, mode: c.mode, value: c.value })),
    })),
  }));
  expect([...missingKeys], name).toEqual([]);
  return html;
}

describe("pack identity items in their sheets", () => {
  it("the Wookiee shows its characteristics, threshold bases, XP and its free Brawl rank: as fields in edit mode, as text in play", () => {
    const html = sheet("species", "Wookiee", EDIT);
    expect(html).toContain('name="system.characteristics.brawn" value="3"');
    expect(html).toContain('name="system.woundBase" value="14"');
    expect(html).toContain('name="system.strainBase" value="8"');
    expect(html).toMatch(/name="system.freeRanks.brawl" checked/);
    const card = sheet("species", "Wookiee", PLAY);
    expect(card).toContain("<dt>EOTE.Characteristic.brawn</dt><dd>3</dd>");
    expect(card).toContain("<dd>14</dd>");
    expect(card).toMatch(/<h2>EOTE\.Identity\.Species\.FreeRanks<\/h2>\s*<p>EOTE\.Skill\.brawl<\/p>/);
  });

  it("Grit lists its effect in words; Quick Strike's is marked situational", () => {
    expect(sheet("talents", "Grit")).toMatch(/eote-talent-effect__lines"><li>EOTE\.Modifier\.Derived\.strainThreshold {&quot;value&quot;:&quot;1&quot;}/);
    expect(sheet("talents", "Quick Strike")).toContain("eote-talent-effect__name\">Quick Strike <span class=\"eote-hint\">(");
  });

  it("read-only (a compendium item), the scrolling body takes keyboard focus itself: it holds no field that can", () => {
    expect(sheet("species", "Wookiee", READ_ONLY)).toContain('<section class="eote-item-body" tabindex="0">');
    expect(sheet("species", "Wookiee", PLAY)).toContain('<section class="eote-item-body" tabindex="0">');
    expect(sheet("species", "Wookiee", EDIT)).toContain('<section class="eote-item-body">');
  });
});
