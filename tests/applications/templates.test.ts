import { beforeEach, describe, expect, it } from "vitest";
import {
  buildAdversaryContext, buildCharacterContext, buildItemContext, buildVehicleContext, CHARACTER_TABS,
  type AnyPlainItem, type SheetFlags,
} from "../../module/applications/sheets/context/index.ts";
import { createEnvironment, listTemplates, missingKeys, render, templateSource, COMPILE_OPTIONS, renderVehicle, VEHICLE_PARTS } from "./handlebars-env.ts";
import { shownCount, shownKey } from "../doubles/keys.ts";
import {
  ADVERSARY_ITEMS, CHARACTER, CHARACTER_ITEMS, EDIT, MINION, NEMESIS, PLAY, READ_ONLY, RIVAL, VEHICLE, VEHICLE_ITEMS,
} from "./fixtures.ts";
import Handlebars from "handlebars";
import { SKILL_IDS } from "../../module/rules/checks/skills.ts";

/** Renders echo the i18n keys they ask for (tests/doubles/keys.ts): the assertions name which string, not its English. */
const hbs = createEnvironment({ keys: true });
const MODES: [string, SheetFlags][] = [["play", PLAY], ["edit", EDIT], ["read-only", READ_ONLY]];
const enriched = { biography: "<p>Born on <em>Corellia</em>.</p>", notes: "<p>Owes Teemo.</p>" };

/** The Foundry parts each sheet class renders, in order (module/applications/sheets/*.ts PARTS). */
const CHARACTER_PARTS = ["actor/character-header.hbs", "partials/tab-nav.hbs", "actor/character-skills.hbs", "actor/character-combat.hbs", "actor/character-inventory.hbs", "actor/character-talents.hbs", "actor/character-force.hbs", "actor/character-notes.hbs"];
const ITEM_PARTS = ["item/header.hbs", "item/details.hbs"];

const VOID = new Set(["img", "input", "br", "hr", "meta", "link", "source", "col", "area", "base", "wbr"]);

/** How many elements sit at the top level of an HTML fragment (a Foundry part must have exactly one). */
function topLevelElements(html: string): number {
  let depth = 0;
  let count = 0;
  for (const m of html.replace(/<!--[\s\S]*?-->/g, "").matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    const [, closing, tag, selfClosing] = m;
    if (closing) { depth--; continue; }
    if (depth === 0) count++;
    if (!VOID.has(tag!.toLowerCase()) && !selfClosing) depth++;
  }
  expect(depth).toBe(0);
  return count;
}

/** A regular expression matching `text` literally (a shown key holds dots, braces and parentheses). */
const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function expectClean(html: string): void {
  expect(html).not.toMatch(/undefined|\[object Object\]|NaN/);
  // Every key localised: under keys a shown key and a key written raw look alike, so the English render
  // at the end of this file checks that for every sheet.
}

beforeEach(() => missingKeys.clear());

describe("templates", () => {
  it("all compile with only the listed Foundry helpers", () => {
    const templates = listTemplates();
    expect(templates.length).toBeGreaterThan(20);
    for (const rel of templates) expect(() => Handlebars.precompile(templateSource(rel), COMPILE_OPTIONS), rel).not.toThrow();
  });

  it("use triple-stash only for enriched HTML, in the editor and rules-text partials", () => {
    for (const rel of listTemplates()) {
      if (rel === "partials/editor.hbs") expect(templateSource(rel).match(/\{\{\{(\w+)\}\}\}/g)).toEqual(["{{{enriched}}}", "{{{enriched}}}", "{{{enriched}}}"]);
      else if (rel === "partials/rules-text-body.hbs") expect(templateSource(rel).match(/\{\{\{(\w+)\}\}\}/g)).toEqual(["{{{rulesText}}}"]);
      else expect(templateSource(rel), rel).not.toContain("{{{");
    }
  });
});

describe("character sheet renders", () => {
  for (const [mode, flags] of MODES) {
    it(`in ${mode} mode, each part with one root element and every key in lang/en.json`, () => {
      // The sheet as a player sees it over its tabs: each render fills the open tab only.
      const html = CHARACTER_TABS.map((activeTab) => {
        const ctx = buildCharacterContext({ name: "Kell <Rook>", img: "k.webp", type: "character", system: CHARACTER, items: CHARACTER_ITEMS, flags: { ...flags, activeTab }, enriched });
        return CHARACTER_PARTS.map((part) => {
          const out = render(hbs, part, ctx);
          expect(topLevelElements(out), part).toBe(1);
          return out;
        }).join("\n");
      }).join("\n");
      expectClean(html);
      expect([...missingKeys]).toEqual([]);
      expect(html).toContain("Kell &lt;Rook&gt;");
      expect(html).not.toContain("Kell <Rook>");
      expect(html).toContain("Backpack &lt;b&gt;");
      expect(html).toContain("<em>Corellia</em>"); // enriched biography, sanitised upstream
      expect(html).toContain(shownKey("EOTE.Sheet.Weapon.BrawnPlus", { bonus: 1 }));
      // Qualities as one run in their cell, names and ratings; its rules show when it is pointed at or
      // focused (tests/applications/quality-run.test.ts), so the run is a tab stop.
      expect(html).toContain(`<td class="eote-quality-run" tabindex="0" data-quality="pierce">${shownKey("EOTE.Quality.pierce")}&nbsp;2, ${shownKey("EOTE.Quality.vicious")}&nbsp;1</td>`);
      expect(html).toContain(shownKey("EOTE.Quality.stunSetting"));
      expect(html).toContain(shownKey("EOTE.Skill.rangedLight"));
      expect(html).toContain("width: 75%"); // encumbrance bar 6 / 8
      expect(html).toContain("6 / 8");
      expect(html).toContain("data-action=\"rollSkill\" data-skill-id=\"rangedLight\"");
      // The row carries the item id; its buttons find it with closest("[data-item-id]").
      expect(rowOf(html, "w2")).toContain("data-action=\"attack\"");
      // A skill's roll button holds its pool's die icons and nothing else; its aria-label names it.
      const ranged = /data-skill-id="rangedLight" aria-label="([^"]*)" data-tooltip="([^"]*)">(.*?)<\/button>/.exec(html);
      expect(ranged?.[1]).toBe(shownKey("EOTE.Sheet.Skill.Roll", { skill: "EOTE.Skill.rangedLight" }));
      // Its text tooltip is one fixed string: a custom skill's name is its owner's text, never put in a tooltip.
      expect(ranged?.[2]).toBe("EOTE.Sheet.Skill.RollTip");
      expect(ranged?.[3]).toBe(["proficiency", "proficiency", "ability", "ability"]
        .map((die) => `<span class="eote-die eote-die--${die}" aria-hidden="true"></span>`).join(""));
      // The skill grid's first column holds half its 39 rows (35 skills under 4 headings), rounded up.
      expect(html).toContain('class="eote-skills' + (flags.editMode ? " eote-skills--edit" : "") + '" style="--eote-skill-rows: 20"');
      if (flags.editMode) {
        expect(html).toContain("name=\"system.skills.rangedLight.rank\" value=\"2\"");
        expect(html).toContain("name=\"system.characteristics.brawn\" value=\"3\"");
        expect(html).toContain("name=\"system.wounds.threshold\" value=\"13\"");
        expect(html).toContain("name=\"system.customSkills.0.characteristic\" aria-label=\"EOTE.Sheet.Skill.Characteristic\"><option value=\"brawn\">EOTE.Characteristic.brawn</option><option value=\"agility\">EOTE.Characteristic.agility</option><option value=\"intellect\">EOTE.Characteristic.intellect</option><option value=\"cunning\" selected>EOTE.Characteristic.cunning</option>");
      } else {
        expect(html).not.toContain("name=\"system.skills.rangedLight.rank\"");
      }
      if (flags.editable) expect(html).toContain("<prose-mirror name=\"system.biography\" value=\"&lt;p&gt;Born on");
      // Every row can be opened; deleting is an edit-mode control (the mode toggle reveals it).
      expect(rowOf(html, "w2")).toContain("data-action=\"editItem\"");
      expect(rowOf(html, "w2")).toMatch(/data-action="toggleItem" data-field="equipped" aria-pressed="(true|false)"/);
      if (flags.editMode) expect(rowOf(html, "w2")).toContain("data-action=\"deleteItem\"");
      else expect(html).not.toContain("data-action=\"deleteItem\"");
    });
  }

  it("renders a closed tab as its empty shell, ready for Foundry to fill when it is opened", () => {
    const ctx = buildCharacterContext({ name: "Kell", img: "", type: "character", system: CHARACTER, items: CHARACTER_ITEMS, flags: { ...PLAY, activeTab: "combat" } });
    for (const tab of CHARACTER_TABS) {
      const out = render(hbs, `actor/character-${tab}.hbs`, ctx).trim();
      expect(out.startsWith(`<section class="tab eote-tab-${tab} ${tab === "combat" ? "active" : ""}" data-group="primary" data-tab="${tab}">`), tab).toBe(true);
      if (tab === "combat") expect(out).toContain("Vibroknife");
      else expect(out.replace(/^<section[^>]*>/, "").replace(/<\/section>$/, "").trim(), tab).toBe("");
    }
  });

  it("lists weapons on the Combat tab and armour on the Inventory tab, beside the gear and the encumbrance bar", () => {
    const tab = (activeTab: "combat" | "inventory") => render(hbs, `actor/character-${activeTab}.hbs`,
      buildCharacterContext({ name: "Kell", img: "", type: "character", system: CHARACTER, items: CHARACTER_ITEMS, flags: { ...PLAY, activeTab } }));
    const combat = tab("combat");
    const inventory = tab("inventory");
    expect(rowOf(combat, "w2")).toContain("Vibroknife");
    expect(combat).not.toContain('data-item-id="a1"');
    expect(rowOf(inventory, "a1")).toMatch(/data-action="toggleItem" data-field="worn" aria-pressed="true"/);
    expect(inventory).not.toContain('data-item-id="w2"');
    // Armour comes before the gear, both under the encumbrance bar.
    const order = ["eote-encumbrance", 'data-item-id="a1"', 'data-item-id="g1"'].map((s) => inventory.indexOf(s));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("edit mode shows and writes the stored characteristic, with what effects add beside it", () => {
    // Dedication: Brawn 3 in play (system, effects applied), 2 as stored (_source).
    const system = { ...CHARACTER, characteristics: { ...CHARACTER.characteristics, brawn: 3 } };
    const stored = { ...CHARACTER.characteristics, brawn: 2 };
    const at = (flags: SheetFlags) => render(hbs, "actor/character-header.hbs",
      buildCharacterContext({ name: "Kell", img: "", type: "character", system, storedCharacteristics: stored, items: [], flags: { ...flags, activeTab: "combat" } }));
    const edit = at(EDIT);
    expect(edit).toContain('name="system.characteristics.brawn" value="2"');
    expect(edit).toContain(shownKey("EOTE.Sheet.CharacteristicBonus", { bonus: 1, value: 3 }));
    expect(edit).not.toContain(shownKey("EOTE.Sheet.CharacteristicBonus", { bonus: 0 }).slice(0, -1)); // no "+0 from effects"
    expect(at(PLAY)).toContain('<span class="eote-characteristic-value">3</span><span class="eote-characteristic-label">EOTE.Characteristic.brawn');
  });

  it("shows the weapon row's numbers in their columns", () => {
    const ctx = buildCharacterContext({ name: "Kell", img: "", type: "character", system: CHARACTER, items: CHARACTER_ITEMS, flags: { ...PLAY, activeTab: "combat" } });
    const html = render(hbs, "actor/character-combat.hbs", ctx);
    const knife = html.slice(html.indexOf("data-item-id=\"w2\""));
    // Skill, damage, crit and range as plain cells (they fit their fixed columns; no clipping box each).
    expect(knife).toMatch(new RegExp(`<td>EOTE\\.Skill\\.melee</td><td>4 <span class="eote-hint eote-weapon-brawn">\\(${literal(shownKey("EOTE.Sheet.Weapon.BrawnPlus", { bonus: 1 }))}\\)</span></td>\\s*<td>2</td>\\s*<td>EOTE\\.Sheet\\.Range\\.engaged`));
    // The name keeps to one line in its column: whole in the row header's title, clipped inside, and it
    // is the button that opens the item (no separate edit button on the row).
    expect(knife).toContain('<th scope="row" class="eote-item-name" title="Vibroknife"');
    expect(knife).toMatch(/<button type="button" class="eote-item-open eote-clip" data-action="editItem">Vibroknife<\/button><\/th>/);
    expect(knife.slice(0, knife.indexOf("</tr>"))).not.toContain("fa-pen-to-square");
  });
});

/** The table row or list item of one owned item, whole. */
function rowOf(html: string, id: string): string {
  const m = html.match(new RegExp(`<(tr|li) [^>]*data-item-id="${id}">[\\s\\S]*?</\\1>`));
  expect(m, `row ${id}`).not.toBeNull();
  return m![0];
}

describe("adversary sheets render", () => {
  const inputs = [
    { type: "minion" as const, system: MINION },
    { type: "rival" as const, system: RIVAL },
    { type: "nemesis" as const, system: NEMESIS },
  ];
  for (const { type, system } of inputs) {
    for (const [mode, flags] of MODES) {
      it(`${type} in ${mode} mode`, () => {
        const ctx = buildAdversaryContext({ name: `A ${type}`, img: "", type, system, items: ADVERSARY_ITEMS, flags, enriched } as Parameters<typeof buildAdversaryContext>[0]);
        const html = render(hbs, "actor/adversary.hbs", ctx);
        expect(topLevelElements(html)).toBe(1);
        expectClean(html);
        expect([...missingKeys]).toEqual([]);
        expect(html).toContain("Blaster rifle");
        if (type === "minion") {
          expect(html).toContain(shownCount("EOTE.Sheet.Minion.Standing", 4, { standing: 2 }));
          expect(html).toContain("data-skill-id=\"rangedHeavy\"");
          expect(html).not.toContain("name=\"system.skills.");
          if (mode === "edit") {
            // Every standard skill with its group-skill box, the group's own ticked.
            const boxes = [...html.matchAll(/<input type="checkbox" class="eote-group-box" data-action="toggleGroupSkill" data-skill-id="(\w+)" ?(checked)?/g)];
            expect(boxes.length).toBe(SKILL_IDS.length);
            expect(boxes.filter((b) => b[2]).map((b) => b[1]).sort()).toEqual([...MINION.groupSkills].sort());
          } else {
            expect(html).not.toContain("eote-group-box");
            // Every skill with its roll button, the group skills marked as trained.
            expect([...html.matchAll(/data-action="rollSkill" data-skill-id="(\w+)"/g)].map((m) => m[1]).sort()).toEqual([...SKILL_IDS].sort());
            expect([...html.matchAll(/<tr data-skill-id="(\w+)" data-trained[\s>]/g)].map((m) => m[1]).sort()).toEqual([...MINION.groupSkills].sort());
          }
        }
        if (type !== "minion") {
          // Every skill has its roll button in both modes; the ranked ones are marked trained.
          expect([...html.matchAll(/data-action="rollSkill" data-skill-id="(\w+)"/g)].map((m) => m[1]).sort()).toEqual([...SKILL_IDS].sort());
          const ranked = Object.entries(system.skills).filter(([, r]) => (r?.rank ?? 0) > 0).map(([id]) => id).sort();
          expect([...html.matchAll(/<tr data-skill-id="(\w+)" data-trained[\s>]/g)].map((m) => m[1]).sort()).toEqual(ranked);
        }
        if (type === "nemesis") expect(html).toContain("EOTE.Sheet.Track.Exceeded");
      });
    }
  }
});

describe("vehicle sheet renders", () => {
  for (const [mode, flags] of MODES) {
    it(`in ${mode} mode`, () => {
      const ctx = buildVehicleContext({ name: "Freighter", img: "", type: "vehicle", system: VEHICLE, items: VEHICLE_ITEMS, flags, enriched });
      const html = renderVehicle(hbs, ctx);
      // Each part has exactly one root element (HandlebarsApplicationMixin).
      for (const part of VEHICLE_PARTS) expect(topLevelElements(render(hbs, part, ctx)), part).toBe(1);
      expectClean(html);
      expect([...missingKeys]).toEqual([]);
      expect(html).toContain("EOTE.Sheet.Track.hullTrauma");
      expect(html).toContain("eote-zone eote-zone-fore\" data-arc=\"fore\">");
      // Silhouette 4: port is shown, dimmed with the note why, never hidden.
      expect(html).toContain("eote-zone eote-zone-port eote-zone-inactive\" data-arc=\"port\" data-tooltip=\"");
      expect(html).toContain("<span class=\"eote-hint\">EOTE.Sheet.Arc.fore, EOTE.Sheet.Arc.aft</span>"); // the weapon's arcs under its range
      expect(html).toContain("Damaged shields");
    });
  }
});

describe("item sheets render", () => {
  const items: AnyPlainItem[] = [...CHARACTER_ITEMS, ...VEHICLE_ITEMS];
  const types = [...new Set(items.map((i) => i.type))].sort();

  it("cover every item type", () => {
    expect(types).toEqual(["armour", "criticalHit", "criticalInjury", "forcePower", "gear", "quality", "talent", "weapon"]);
  });

  for (const type of types) {
    for (const [mode, flags] of MODES) {
      it(`${type} in ${mode} mode`, () => {
        const item = items.find((i) => i.type === type)!;
        const ctx = buildItemContext({ name: item.name, img: item.img, type: item.type, system: item.system, flags, enrichedDescription: "<p>Described.</p>" });
        const html = ITEM_PARTS.map((part) => {
          const out = render(hbs, part, ctx);
          expect(topLevelElements(out), part).toBe(1);
          return out;
        }).join("\n");
        expectClean(html);
        expect([...missingKeys]).toEqual([]);
        expect(html).toContain("<p>Described.</p>");
        // Edit mode is a form; play mode and read-only a card of text, with no form control.
        if (!flags.editMode) expect(html).not.toMatch(/<(input|select|textarea|prose-mirror)\b/);
        if (type === "weapon") {
          if (flags.editMode) expect(html).toContain(`<option value="rangedLight" selected>${shownKey("EOTE.Skill.rangedLight")}</option>`);
          else expect(html).toContain(`<dt>EOTE.Sheet.Weapon.Skill</dt><dd>${shownKey("EOTE.Skill.rangedLight", { value: "" })}</dd>`);
          expect(html).toContain(shownKey("EOTE.Quality.stunSetting"));
          if (flags.editMode) expect(html).toContain("EOTE.Sheet.Quality.DropHint");
          else expect(html).not.toContain("data-action=\"removeQuality\"");
        }
        if (type === "criticalHit") {
          if (flags.editMode) expect(html).toContain("<option value=\"2\" selected>EOTE.Sheet.Severity.Average</option>");
          else expect(html).toContain(`<dt>EOTE.Sheet.Critical.Severity</dt><dd>${shownKey("EOTE.Sheet.Severity.Average", { value: "" })}</dd>`);
        }
        if (type === "gear" || type === "quality") expect(html).not.toContain("EOTE.Sheet.Quality.DropHint");
      });
    }
  }

  it("lets the user edit a ranked quality's rating, not an unrated one's, and only in edit mode", () => {
    const item = items.find((i) => i.type === "weapon")!;
    const system = { ...item.system, qualities: [{ key: "stunSetting", rating: null }, { key: "pierce", rating: 2 }] };
    const html = (flags: typeof MODES[number][1]) => ITEM_PARTS.map((part) =>
      render(hbs, part, buildItemContext({ name: item.name, img: item.img, type: "weapon", system, flags }))).join("\n");
    const edit = html(MODES.find(([, f]) => f.editMode)![1]);
    expect(edit).toMatch(/<input type="number" name="system\.qualities\.1\.rating" value="2" min="1"/);
    expect(edit).not.toContain("system.qualities.0.rating");
    for (const [, flags] of MODES.filter(([, f]) => !f.editMode)) {
      const card = html(flags);
      expect(card).not.toContain("system.qualities.1.rating");
      // Each quality with its rule in words, from the qualities' one-line summaries.
      expect(card).toContain(`<strong>${shownKey("EOTE.Quality.pierce")}&nbsp;2</strong>`);
      expect(card).toContain(shownKey("EOTE.QualitySummary.pierce"));
    }
  });
});

/**
 * The one English render in this file, on purpose: every other render echoes keys, which cannot tell a key
 * passed through {{localize}} from one written raw. Here every sheet in every mode is drawn with the real
 * lang/en.json text, so a key left unlocalised shows as "EOTE.…", and the text is the English one.
 */
describe("in English", () => {
  it("every sheet's {{localize}} reaches lang/en.json text and leaves no key showing", () => {
    const english = createEnvironment();
    const items: AnyPlainItem[] = [...CHARACTER_ITEMS, ...VEHICLE_ITEMS];
    const html = MODES.flatMap(([, flags]) => [
      ...CHARACTER_TABS.flatMap((activeTab) => {
        const ctx = buildCharacterContext({ name: "Kell", img: "", type: "character", system: CHARACTER, items: CHARACTER_ITEMS, flags: { ...flags, activeTab }, enriched });
        return CHARACTER_PARTS.map((part) => render(english, part, ctx));
      }),
      ...([["minion", MINION], ["rival", RIVAL], ["nemesis", NEMESIS]] as const).map(([type, system]) => render(english, "actor/adversary.hbs",
        buildAdversaryContext({ name: "A", img: "", type, system, items: ADVERSARY_ITEMS, flags, enriched } as Parameters<typeof buildAdversaryContext>[0]))),
      renderVehicle(english, buildVehicleContext({ name: "Freighter", img: "", type: "vehicle", system: VEHICLE, items: VEHICLE_ITEMS, flags, enriched })),
      ...items.flatMap((item) => ITEM_PARTS.map((part) =>
        render(english, part, buildItemContext({ name: item.name, img: item.img, type: item.type, system: item.system, flags })))),
    ]).join("\n");
    expectClean(html);
    expect(html).not.toMatch(/EOTE\.[A-Z]/); // every key localised
    expect([...missingKeys]).toEqual([]);
    expect(html).toContain('data-tooltip="Roll these dice"'); // EOTE.Sheet.Skill.RollTip's English
  });
});
