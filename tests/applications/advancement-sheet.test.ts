// The character's Advancement tab and the identity item sheets in their real templates: tree cells
// bought / available / locked with buy buttons only where a purchase can go, the ledger and its Undo,
// no buttons for a viewer who may not act; career marks derived in play mode while edit mode keeps the
// hand marks; the profile names the owned items; the item forms fold back into the stored lists.
import { describe, expect, it } from "vitest";
import {
  buildCharacterContext, buildItemContext, foldIdentityForm, type AnyPlainItem, type SheetFlags,
} from "../../module/applications/sheets/context/index.ts";
import { characterDerived } from "../../module/rules/character/actor-derived.ts";
import type { CharacterData, LedgerEntry, TalentCell } from "../../module/rules/types.ts";
import { createEnvironment, knownKeys, missingKeys, render } from "./handlebars-env.ts";
import { CHARACTER, EDIT, PLAY, READ_ONLY, typedItem } from "./fixtures.ts";
import { shownKey } from "../doubles/keys.ts";

const hbs = createEnvironment({ keys: true });
const cell = (key: string, right = false, down = false, bought = false): TalentCell => ({ key, name: key, right, down, bought });
const tree = [cell("grit", false, true, true), cell("dodge"), cell("toughened"), cell("quickDraw"), cell("grit2"), cell("jump")];
const spec = { id: "spec00000000001", name: "Pilot", img: "", type: "specialisation", system: { description: "", key: "pilot", career: "smuggler", careerSkills: ["gunnery"], tree } } as AnyPlainItem;
const career = { id: "career000000001", name: "Smuggler", img: "", type: "career", system: { description: "", key: "smuggler", careerSkills: ["deception"], freeRanks: 4 } } as AnyPlainItem;
const ledger: LedgerEntry[] = [
  { kind: "talent", target: "grit", cost: 5, time: Date.UTC(2026, 0, 2, 3, 4), user: "u1", from: 0, to: 1, item: "", created: true, source: spec.id, cell: 0, refunded: false },
  { kind: "skill", target: "cool", cost: 10, time: Date.UTC(2026, 0, 2, 3, 5), user: "u1", from: 0, to: 1, item: "", created: false, source: "", cell: -1, refunded: true },
];

function kell(flags: SheetFlags, over: Partial<CharacterData> = {}, gm = false) {
  const items = [career, spec];
  const data = { ...CHARACTER, xp: { total: 110, available: 7, ledger }, ...over } as CharacterData;
  return buildCharacterContext({
    name: "Kell", img: "", type: "character", items, flags, advancement: { gm, userNames: { u1: "Ann" }, lang: "en" },
    system: { ...data, derived: characterDerived(data, items) },
  });
}
const actions = (html: string) => [...html.matchAll(/data-action="([a-zA-Z]+)"/g)].map((m) => m[1]);

describe("the Advancement tab", () => {
  it("shows the tree's cells as bought, available or locked; an explicit Buy on each available cell, disabled when the rules refuse it", () => {
    const html = knownKeys(() => render(hbs, "actor/character-advancement.hbs", kell({ ...PLAY, activeTab: "advancement" })));
    const states = [...html.matchAll(/eote-tree-cell--(bought|available|locked)[^"]*" data-cell="(\d+)"/g)].map((m) => `${m[2]}:${m[1]}`);
    expect(states.slice(0, 6)).toEqual(["0:bought", "1:available", "2:available", "3:available", "4:available", "5:locked"]);
    // Every available cell has its own "Buy · N XP" button (the cell itself buys nothing); with 7 XP available the top
    // row's 5 XP cells can be bought, the 10 XP one below the bought Grit shows its Buy disabled.
    const buys = [...html.matchAll(/<button type="button" class="eote-tree-buy" data-action="buyTalent" data-item-id="spec00000000001" data-cell="(\d+)"( disabled)?[^>]*>([^<]*)<\/button>/g)];
    expect(buys.map((m) => [m[1], m[2] === undefined, m[3]])).toEqual([["1", true, shownKey("EOTE.TreeBuy.Buy", { cost: 5 })], ["2", true, shownKey("EOTE.TreeBuy.Buy", { cost: 5 })], ["3", true, shownKey("EOTE.TreeBuy.Buy", { cost: 5 })], ["4", false, shownKey("EOTE.TreeBuy.Buy", { cost: 10 })]]);
    // A bought or locked cell has none, and no cell is itself a button.
    expect(html).not.toMatch(/<li class="eote-tree-cell[^"]*" data-cell="(0|5)">(?:(?!<\/li>)[\s\S])*data-action="buyTalent"/);
    expect(html).not.toMatch(/<li class="eote-tree-cell[^>]*>\s*<button/);
    expect(html).toContain("<td>EOTE.Advancement.Kind.talent: grit</td>");
    expect(html).toMatch(/<tr class="eote-refunded">\s*<td>EOTE\.Advancement\.Kind\.skill: EOTE\.Skill\.cool \(EOTE\.Advancement\.Refunded\)<\/td>/);
    expect(html).toContain("<td>Ann</td>");
    expect(actions(html)).toContain("undoPurchase");
    expect(actions(html)).not.toContain("buyCharacteristic"); // not in creation mode
  });

  it("in creation mode: characteristic purchases and the close button; no buttons for a viewer who may not act", () => {
    const html = render(hbs, "actor/character-advancement.hbs", kell({ ...PLAY, activeTab: "advancement" }, { creation: true, xp: { total: 110, available: 110, ledger: [] } }));
    expect(html).toContain('data-action="buyCharacteristic" data-characteristic="brawn"');
    expect(html).toContain('data-action="closeCreation"');
    // The career's four free ranks and the first specialisation's two are left to choose: the prompt's button.
    expect(actions(html)).toContain("chooseFreeRanks");
    const outOfCreation = render(hbs, "actor/character-advancement.hbs", kell({ ...PLAY, activeTab: "advancement" }, { creation: false }));
    expect(actions(outOfCreation)).not.toContain("chooseFreeRanks");
    const viewer = render(hbs, "actor/character-advancement.hbs", kell({ ...READ_ONLY, activeTab: "advancement" }));
    expect(actions(viewer)).toEqual([]);
  });

  it("play mode marks the derived career skills; edit mode's checkboxes stay the hand marks", () => {
    const play = kell({ ...PLAY, activeTab: "skills" });
    const row = (ctx: ReturnType<typeof kell>, id: string) => ctx.skillGroups.flatMap((g) => g.rows).find((r) => r.id === id)!;
    expect([row(play, "deception").career, row(play, "gunnery").career, row(play, "cool").career, row(play, "melee").career]).toEqual([true, true, true, false]);
    const edit = kell({ ...EDIT, activeTab: "skills" });
    expect([row(edit, "deception").career, row(edit, "cool").career]).toEqual([false, true]);
  });

  it("the profile names the owned career and specialisation, else the typed text", () => {
    expect(kell(PLAY).profile).toEqual(["Human", "Smuggler", "Pilot"]);
  });
});

describe("identity item sheets", () => {
  const item = (type: "species" | "career" | "specialisation", system: object, flags = EDIT) =>
    render(hbs, "item/details.hbs", buildItemContext({ name: "X", img: "", ...typedItem(type, system), flags }));

  it("render every field with known keys: species characteristics and free ranks, career skills, the 20-cell tree", () => {
    missingKeys.clear();
    const species = item("species", { description: "", characteristics: { brawn: 3, agility: 2, intellect: 2, cunning: 2, willpower: 1, presence: 2 }, woundBase: 12, strainBase: 8, startingXp: 90, freeRanks: ["cool"] });
    expect(species).toContain('name="system.characteristics.brawn" value="3"');
    expect(species).toMatch(/name="system.freeRanks.cool" checked/);
    // What else it gives at creation: talents, choices shown, rules, the free-rank counts (empty: the published ones).
    const droid = item("species", {
      description: "", characteristics: { brawn: 1, agility: 1, intellect: 1, cunning: 1, willpower: 1, presence: 1 }, woundBase: 10, strainBase: 10,
      startingXp: 175, freeRanks: [], startingTalents: ["enduring", "grit"], skillChoices: [{ skills: ["charm", "deception"], count: 1, nonCareer: false }],
      rules: ["droid"], careerFreeRanks: 6, specialisationFreeRanks: null,
    });
    expect(droid).toContain('name="system.startingTalents" value="enduring, grit"');
    expect(droid).toMatch(/name="system.rules.droid" checked/);
    expect(droid).toContain('name="system.careerFreeRanks" value="6"');
    expect(droid).toContain('name="system.specialisationFreeRanks" value=""');
    expect(droid).toContain(`${shownKey("EOTE.Identity.Species.ChooseAmong", { count: 1 })} EOTE.Skill.charm, EOTE.Skill.deception`);
    const careerHtml = item("career", career.system);
    expect(careerHtml).toMatch(/name="system.careerSkills.deception" checked/);
    const specHtml = item("specialisation", spec.system);
    // Each cell picks its talent (a select by the talent's key) and no name or key input is shown.
    expect(specHtml.match(/<select name="system.tree.\d+.key"/g)?.length).toBe(20);
    expect(specHtml).not.toMatch(/<input type="text" name="system.tree/);
    expect(specHtml).toMatch(/name="system.tree.0.down" checked/);
    // No right link out of the last column, no down link out of the last row.
    expect(specHtml).not.toContain('name="system.tree.3.right"');
    expect(specHtml).not.toContain('name="system.tree.16.down"');
    expect([...missingKeys]).toEqual([]);
  });

  it("the form folds skill checkboxes into lists and tree fields into the 20 stored cells, keeping bought marks", () => {
    const submitted: Record<string, unknown> = {
      careerSkills: { cool: true, deception: false, gunnery: "on" },
      tree: { 1: { name: "Dodge", key: "dodge", right: true } },
      freeRanks: 3,
    };
    foldIdentityForm(spec.system, submitted);
    expect(submitted["careerSkills"]).toEqual(["cool", "gunnery"]);
    // A species' talents typed comma-separated (blank and repeated keys dropped), its rules as checkboxes.
    const species: Record<string, unknown> = { startingTalents: " enduring, ,grit, enduring", rules: { droid: true } };
    foldIdentityForm({}, species);
    expect(species).toEqual({ startingTalents: ["enduring", "grit"], rules: ["droid"] });
    expect(submitted["freeRanks"]).toBe(3);
    const cells = submitted["tree"] as TalentCell[];
    expect(cells.length).toBe(20);
    expect(cells[0]).toEqual(cell("grit", false, true, true));
    expect(cells[1]).toEqual({ key: "dodge", name: "Dodge", right: true, down: false, bought: false });
  });

  it("a cell whose talent is picked anew takes the pack's name; cleared it has none; unchanged it keeps its own", () => {
    const talents = [{ key: "dodge", name: "Dodge" }, { key: "grit", name: "Grit (pack)" }];
    // The picker offers only the pack's talents and the cell's own: a key the pack lacks leaves the name as it was.
    const submitted: Record<string, unknown> = { tree: { 0: { key: "grit" }, 1: { key: "grit" }, 2: { key: "" }, 3: { key: "homebrew" } } };
    foldIdentityForm(spec.system, submitted, talents);
    const cells = submitted["tree"] as TalentCell[];
    expect(cells.slice(0, 4).map((c) => [c.key, c.name])).toEqual([["grit", "grit"], ["grit", "Grit (pack)"], ["", ""], ["homebrew", "quickDraw"]]);
    expect(cells[0]!.bought).toBe(true);
  });
});

describe("the ledger's XP log buttons", () => {
  it("Save for whoever may act on the character, Load for a GM only", () => {
    const owner = render(hbs, "actor/character-advancement.hbs", kell({ ...PLAY, activeTab: "advancement" }));
    expect(actions(owner)).toContain("exportXpLog");
    expect(actions(owner)).not.toContain("importXpLog");
    const gm = render(hbs, "actor/character-advancement.hbs", kell({ ...PLAY, activeTab: "advancement" }, {}, true));
    expect(actions(gm)).toEqual(expect.arrayContaining(["exportXpLog", "importXpLog"]));
  });
});
