// Force power items on the sheets: the item sheet's fields (the rating and points it needs, the combined
// check's skill or none, commit, the upgrades by index with Add and Remove for those who may edit) and the
// character's Force tab listing the powers with Use for the owner, escaped names, and the rating each needs.
import { describe, expect, it } from "vitest";
import { buildCharacterContext, buildItemContext, type SheetFlags } from "../../module/applications/sheets/context/index.ts";
import { createEnvironment, knownKeys, render } from "./handlebars-env.ts";
import { CHARACTER, CHARACTER_ITEMS, EDIT, forcePower, PLAY, READ_ONLY } from "./fixtures.ts";
import { shownKey } from "../doubles/keys.ts";

const hbs = createEnvironment({ keys: true });
const actions = (html: string) => [...html.matchAll(/data-action="([a-zA-Z]+)"/g)].map((m) => m[1]);
const sheet = (flags: SheetFlags, system = forcePower()) => {
  const ctx = buildItemContext({ name: "Move", img: "", type: "forcePower", system, flags, enrichedDescription: "<p>Moves.</p>" });
  return ["item/header.hbs", "item/details.hbs"].map((p) => render(hbs, p, ctx)).join("\n");
};

describe("the Force power item sheet", () => {
  it("shows the fields, a blank 'None' skill for a plain power check, the upgrades by index, Add and Remove when editable", () => {
    const html = knownKeys(() => sheet(EDIT));
    expect(html).toContain('name="system.requiredRating" value="1"');
    expect(html).toContain('name="system.points" value="1"');
    expect(html).toContain('name="system.cost" value="10"'); // the XP to learn it
    expect(html).toMatch(/<select name="system.skill"><option value="">EOTE\.Force\.Power\.NoSkill<\/option>/);
    expect(html).toContain('name="system.upgrades.0.name" value="Range"');
    expect(html).toContain('name="system.upgrades.0.ranks" value="4"');
    expect(html).toContain("One band further per point.</textarea>");
    expect(actions(html)).toEqual(expect.arrayContaining(["removeUpgrade", "addUpgrade"]));
  });

  it("a combined power's skill is named; read-only viewers get no Add or Remove and no inputs", () => {
    const html = sheet(READ_ONLY, forcePower({ skill: "discipline", upgrades: [{ key: "x", name: "<b>Strength</b>", cost: 10, effect: "", ranks: null }] }));
    expect(html).toContain(`<dt>EOTE.Force.Power.Skill</dt><dd>${shownKey("EOTE.Skill.discipline", { value: "" })}</dd>`);
    expect(html).not.toMatch(/<(input|select|textarea)\b/);
    expect(html).toContain("&lt;b&gt;Strength&lt;/b&gt;");
    expect(actions(html)).not.toContain("addUpgrade");
    expect(actions(html)).not.toContain("removeUpgrade");
    // As text, not disabled inputs.
    expect(html).not.toContain('name="system.upgrades.0.cost"');
    expect(html).toContain(shownKey("EOTE.Sheet.Item.Card.Xp", { value: "10" }));
  });
});

describe("the Force tab's powers", () => {
  const tab = (flags: SheetFlags, rating: number) => render(hbs, "actor/character-force.hbs", buildCharacterContext({
    name: "Kell", img: "", type: "character", system: { ...CHARACTER, forceRating: rating, forceCommitted: 0 }, items: CHARACTER_ITEMS, flags: { ...flags, activeTab: "force" },
  }));

  it("lists each power with the rating and points it needs, and Use for the owner", () => {
    const html = knownKeys(() => tab(PLAY, 2));
    expect(html).toContain("Move &lt;i&gt;");
    expect(html).toContain(shownKey("EOTE.Force.Power.NeedsRating", { rating: 1 }));
    expect(html).toContain(shownKey("EOTE.Force.Power.Needs.one", { count: "1" }));
    expect(html).toContain('data-action="useForcePower" data-item-id="f1"');
  });

  it("no Use for a viewer who may not act", () => {
    expect(actions(tab(READ_ONLY, 2))).not.toContain("useForcePower");
  });
});
