// The character header's glance row (context/glance.ts, templates/actor/character-header.hbs): encumbrance, Force
// rating, Obligation, Duty and Morality at a glance, each a button that opens its tab (CharacterSheet openBlock).
import { beforeAll, describe, expect, it } from "vitest";
import { buildCharacterContext } from "../../module/applications/sheets/context/index.ts";
import { GLANCE_BLOCKS, GLANCE_TABS, glanceRow, type GlanceInput } from "../../module/applications/sheets/context/glance.ts";
import { characterDerived } from "../../module/rules/character/actor-derived.ts";
import { shellSuite } from "../doubles/suite.ts";
import type { TabSheetBase } from "../doubles/sheet-bases.ts";
import { createEnvironment, missingKeys, render } from "./handlebars-env.ts";
import { installTabSheets } from "./sheet-kit.ts";
import { CHARACTER, PLAY } from "./fixtures.ts";

const hbs = createEnvironment({ keys: true });
// The character sheet loads over the tab-aware double of the v13 actor sheet (its glance buttons' action).
const shell = shellSuite({
  keys: true,
  install: installTabSheets,
  modules: { sheet: () => import("../../module/applications/sheets/character-sheet.ts") },
});
const calm: GlanceInput = {
  encumbrance: { value: 4, threshold: 8, over: false, setback: 0, maneuverCostsStrain: false },
  forceRating: 0, obligations: [{ type: "Debt", magnitude: 10, notes: "" }, { type: "Bounty", magnitude: 5, notes: "" }], duties: [],
  morality: { value: 50, conflict: 0, darkSide: false, triggered: false, strength: "", weakness: "" },
};

describe("the header's glance row", () => {
  it("reads encumbrance and the Obligation total; leaves out a Force rating of 0, Duty with no entry and an untouched Morality", () => {
    const row = glanceRow(calm);
    expect(row.map((e) => [e.block, e.value, e.state, e.tab])).toEqual([["encumbrance", "4 / 8", "", "inventory"], ["obligations", "15", "", "notes"]]);
    expect(row[0]!.stateKey).toBeNull();
  });

  it("marks encumbrance over its threshold, and shows the Force rating, Duty and a dark side Morality", () => {
    const row = glanceRow({
      ...calm, encumbrance: { ...calm.encumbrance, value: 11, over: true, setback: 1 }, forceRating: 2,
      duties: [{ type: "Space Superiority", magnitude: 5, notes: "" }, { type: "Negative", magnitude: -3, notes: "" }],
      morality: { ...calm.morality, value: 24, darkSide: true }, moralityDerived: { standing: "darkSide", strain: 0, wounds: 0 },
    });
    expect(row.map((e) => [e.block, e.value, e.state, e.stateKey])).toEqual([
      ["encumbrance", "11 / 8", "over", "EOTE.SheetGlance.Over"], ["force", "2", "", null], ["obligations", "15", "", null],
      ["duties", "5", "", null], ["morality", "24", "darkSide", "EOTE.Morality.Standing.darkSide"],
    ]);
  });

  it("shows Morality once it has moved or holds conflict, for a character with no Force rating too", () => {
    expect(glanceRow({ ...calm, morality: { ...calm.morality, conflict: 2 } }).map((e) => e.block)).toContain("morality");
    expect(glanceRow({ ...calm, morality: { ...calm.morality, value: 55 } }).find((e) => e.block === "morality")).toMatchObject({ value: "55", state: "" });
  });

  it("renders one labelled button per entry in the header, every key in the language file", () => {
    missingKeys.clear();
    const system = { ...CHARACTER, forceRating: 1, duties: [{ type: "Rebellion", magnitude: 5, notes: "" }] };
    const html = render(hbs, "actor/character-header.hbs", buildCharacterContext({
      name: "Kell", img: "", type: "character", system: { ...system, derived: characterDerived(system, []) }, items: [], flags: PLAY,
    }));
    expect([...missingKeys]).toEqual([]);
    const buttons = [...html.matchAll(/<button type="button" class="eote-glance__open" data-action="openBlock" data-block="(\w+)" data-tab="(\w+)"[^>]* data-tooltip="([^"]+)">([\s\S]*?)<\/button>/g)];
    expect(buttons.map((b) => [b[1], b[2]])).toEqual([["encumbrance", "inventory"], ["force", "force"], ["obligations", "notes"], ["duties", "notes"], ["morality", "notes"]]);
    // Its visible words are its name (no aria-label to contradict them), the tab it opens follows for a screen reader.
    expect(buttons[1]![3]).toBe("EOTE.SheetGlance.Tooltip");
    expect(buttons[1]![4]!.replace(/<[^>]+>/g, "")).toBe("EOTE.SheetGlance.Label.force 1 (EOTE.SheetGlance.Open.force)");
    expect(html).not.toMatch(/class="eote-glance__open"[^>]*aria-label/);
    for (const block of GLANCE_BLOCKS) expect(html).toContain(`data-block="${block}"`);
  });
});

describe("a glance button", () => {
  type Sheet = TabSheetBase & { element: { querySelector: (s: string) => unknown } };
  let CharacterSheet: new () => Sheet;
  type Button = { dataset: Record<string, string>; closest: () => Button };
  let openBlock: (this: Sheet, event: unknown, target: Button) => void;
  /** A glance button as dataOf reads it (the button holds its own data-block). */
  const button = (block: string): Button => {
    const b: Button = { dataset: { block }, closest: () => b };
    return b;
  };

  beforeAll(() => {
    const mod = shell.sheet;
    CharacterSheet = mod.CharacterSheet as unknown as typeof CharacterSheet;
    const actions = (mod.CharacterSheet as unknown as { DEFAULT_OPTIONS: { actions: Record<string, typeof openBlock> } }).DEFAULT_OPTIONS.actions;
    openBlock = actions["openBlock"]!;
  });

  /** A sheet whose element finds a block for any selector, recording what was asked and scrolled. */
  function sheet() {
    const s = new CharacterSheet();
    const asked: string[] = [];
    const scrolled: string[] = [];
    s.element = {
      querySelector: (selector: string) => {
        asked.push(selector);
        return { scrollIntoView: () => scrolled.push(selector), classList: { add: () => undefined, remove: () => undefined } };
      },
    };
    s.tabGroups["primary"] = "skills";
    return { s, asked, scrolled };
  }

  it("opens its block's tab, renders it once and then brings the block into view", async () => {
    const { s, scrolled } = sheet();
    openBlock.call(s, {}, button("obligations"));
    expect(s.tabGroups["primary"]).toBe(GLANCE_TABS.obligations);
    expect(s.renders).toEqual([{ parts: ["notes"] }]);
    await Promise.resolve();
    await Promise.resolve();
    expect(scrolled).toEqual(['[data-stake-list="obligations"]']);
  });

  it("on its own tab only scrolls; an unknown block does nothing", () => {
    const { s, scrolled, asked } = sheet();
    s.tabGroups["primary"] = "inventory";
    openBlock.call(s, {}, button("encumbrance"));
    expect(s.renders).toEqual([]);
    expect(scrolled).toEqual([".eote-encumbrance"]);
    openBlock.call(s, {}, button("talents"));
    openBlock.call(s, {}, button("__proto__"));
    expect(s.renders).toEqual([]);
    expect(asked).toEqual([".eote-encumbrance"]);
    expect(s.tabGroups["primary"]).toBe("inventory");
  });
});
