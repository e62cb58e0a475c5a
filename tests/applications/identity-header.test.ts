// The character header's identity in its real templates: species, career and specialisations as chips whose
// name opens the item (a remove control of 24 px with a localised label in edit mode only, none for a viewer),
// names escaped; older worlds' typed species and career where no item is owned; and edit mode's skills keeping
// the career marks the items give in place of the hand-mark checkboxes.
import { describe, expect, it } from "vitest";
import { buildCharacterContext, type AnyPlainItem, type SheetFlags } from "../../module/applications/sheets/context/index.ts";
import { characterDerived } from "../../module/rules/character/actor-derived.ts";
import type { CharacterData } from "../../module/rules/types.ts";
import { createEnvironment, missingKeys, render } from "./handlebars-env.ts";
import { CHARACTER, EDIT, PLAY, READ_ONLY } from "./fixtures.ts";
import { shownKey } from "../doubles/keys.ts";

const hbs = createEnvironment({ keys: true });
const species = { id: "species00000001", name: "Human", img: "", type: "species", system: { description: "", characteristics: { brawn: 2, agility: 2, intellect: 2, cunning: 2, willpower: 2, presence: 2 }, woundBase: 10, strainBase: 10, startingXp: 110, freeRanks: [], startingTalents: [], skillChoices: [], rules: [], careerFreeRanks: null, specialisationFreeRanks: null } } as AnyPlainItem;
const career = { id: "career000000001", name: "Smuggler", img: "", type: "career", system: { description: "", key: "smuggler", careerSkills: ["deception"], freeRanks: 4 } } as AnyPlainItem;
const spec = (id: string, name: string, skills: string[]) => ({ id, name, img: "", type: "specialisation", system: { description: "", key: id, career: "smuggler", otherCareers: [], careerSkills: skills, tree: [] } }) as AnyPlainItem;

function kell(flags: SheetFlags, items: AnyPlainItem[], over: Partial<CharacterData> = {}) {
  const data = { ...CHARACTER, ...over } as CharacterData;
  return buildCharacterContext({ name: "Kell", img: "", type: "character", items, flags: { ...flags, activeTab: "skills" }, system: { ...data, derived: characterDerived(data, items) } });
}
const header = (ctx: object) => render(hbs, "actor/character-header.hbs", ctx);
const chips = (html: string) => [...html.matchAll(/<li class="eote-identity-chip eote-identity-chip--(\w+)" data-item-id="([^"]+)">/g)].map((m) => `${m[1]}:${m[2]}`);

describe("identity chips in the header", () => {
  const items = [spec("spec00000000002", "Scoundrel", ["cool"]), career, species, spec("spec00000000001", "Pilot", ["gunnery"])];

  it("play mode: species, career, then specialisations, each opening its sheet; no remove control", () => {
    missingKeys.clear();
    const html = header(kell(PLAY, items));
    expect(chips(html)).toEqual(["species:species00000001", "career:career000000001", "specialisation:spec00000000002", "specialisation:spec00000000001"]);
    expect(html.match(/data-action="editItem"/g)?.length).toBe(4);
    expect(html).not.toContain('data-action="removeIdentity"');
    expect(html).toContain("<span class=\"eote-sr-only\">TYPES.Item.species: </span>Human");
    expect([...missingKeys]).toEqual([]);
  });

  it("edit mode: each chip has a remove control labelled with its name; the typed fields go where an item is owned", () => {
    missingKeys.clear();
    const html = header(kell(EDIT, items));
    const removes = [...html.matchAll(/data-action="removeIdentity" aria-label="([^"]+)" data-tooltip="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    expect(removes.map((r) => r[0])).toEqual(["Human", "Smuggler", "Scoundrel", "Pilot"].map((name) => shownKey("EOTE.IdentityItem.RemoveLabel", { name })));
    expect(removes.every((r) => r[1] === "EOTE.IdentityItem.Remove")).toBe(true);
    expect(html).not.toContain('name="system.species"');
    expect(html).not.toContain('name="system.career"');
    expect([...missingKeys]).toEqual([]);
    // An older world's character with no items: its typed species and career, as fields in edit mode and text in play.
    const typed = { species: "Twi'lek", career: "Explorer" };
    expect(header(kell(EDIT, [], typed))).toContain('name="system.species"');
    const play = header(kell(PLAY, [], typed));
    expect(chips(play)).toEqual([]);
    expect(play).toContain("Twi&#x27;lek &middot; Explorer</span>");
    // The XP follows the type in play mode; edit mode has its fields instead.
    expect(play).toMatch(/<p class="eote-type">TYPES\.Actor\.character &middot; EOTE\.Sheet\.Character\.Xp {&quot;available&quot;:&quot;\d+&quot;,&quot;total&quot;:&quot;\d+&quot;}<\/p>/);
    expect(header(kell(EDIT, [], typed))).toMatch(/<p class="eote-type">TYPES\.Actor\.character<\/p>/);
    expect(header(kell(EDIT, []))).toContain("EOTE.IdentityItem.None");
  });

  it("a viewer who may not edit sees the chips, never a remove control; names are escaped", () => {
    const hostile = [{ ...career, name: '<img src=x onerror="alert(1)">' } as AnyPlainItem];
    const html = header(kell(READ_ONLY, hostile));
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src&#x3D;x onerror");
    expect(html).not.toContain('data-action="removeIdentity"');
  });
});

describe("career marks on the skills list", () => {
  const items = [career, spec("spec00000000001", "Pilot", ["gunnery"])];
  const rows = (flags: SheetFlags) => kell(flags, items).skillGroups.flatMap((g) => g.rows);

  it("edit mode keeps the marks the career and specialisations give, in place of the hand-mark boxes", () => {
    const edit = rows(EDIT);
    const row = (id: string) => edit.find((r) => r.id === id)!;
    expect([row("deception").itemCareer, row("gunnery").itemCareer, row("cool").itemCareer]).toEqual([true, true, undefined]);
    // The checkbox stays the stored hand mark: Cool is hand-marked in the fixture, Deception is not.
    expect([row("deception").career, row("cool").career]).toEqual([false, true]);
    const html = render(hbs, "actor/character-skills.hbs", kell(EDIT, items));
    const marked = [...html.matchAll(/<tr data-skill-id="(\w+)"[^>]*>\s*<th scope="row">(?:(?!<\/th>)[\s\S])*?aria-label="EOTE\.IdentityItem\.CareerFromItems"/g)].map((m) => m[1]);
    expect(marked).toEqual(expect.arrayContaining(["deception", "gunnery"]));
    expect(marked).not.toContain("cool");
    // The mark stands in the hand-mark box's place; the other skills keep their box.
    expect(html).not.toContain('name="system.skills.deception.career"');
    expect(html).toContain('name="system.skills.cool.career"');
  });
});
