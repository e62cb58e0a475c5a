// A specialisation opened read-only (a locked compendium's, or by an observer) or in play mode draws its
// talent tree as the Advancement tab does, names whole and the lines as classes, instead of a form; edit
// mode gets the editor: each cell's talent picked by name, its lines as labelled toggles, no key field in view.
import { describe, expect, it } from "vitest";
import { buildItemContext } from "../../module/applications/sheets/context/index.ts";
import { packItem } from "../doubles/documents.ts";
import { createEnvironment, missingKeys, render } from "./handlebars-env.ts";
import { EDIT, PLAY, READ_ONLY, typedItem } from "./fixtures.ts";
import { shownKey } from "../doubles/keys.ts";

const hbs = createEnvironment({ keys: true });
const politico = packItem("specialisations", "Politico");
const sheet = (flags: typeof EDIT) =>
  render(hbs, "item/details.hbs", buildItemContext({ name: politico.name, img: "", ...typedItem("specialisation", politico.system), flags }));

describe("a pack specialisation's tree on its item sheet", () => {
  it.each([["read-only", READ_ONLY], ["play mode", PLAY]])("%s: 20 cells with the talents' whole names, costs by row and the tree's lines; no inputs", (_, flags) => {
    missingKeys.clear();
    const html = sheet(flags);
    const cells = [...html.matchAll(/<li class="eote-tree-cell([^"]*)" data-cell="(\d+)">\s*<span class="eote-tree-name">([^<]*)<\/span>\s*<span class="eote-tree-state">([^<]*)<\/span>/g)];
    expect(cells.map((m) => Number(m[2]))).toEqual([...Array(20).keys()]);
    const tree = politico.system["tree"] as { name: string; right: boolean; down: boolean }[];
    expect(cells.map((m) => m[3])).toEqual(tree.map((c) => c.name.replace("'", "&#x27;")));
    expect(cells.map((m) => m[4])).toEqual(tree.map((_, i) => shownKey("EOTE.Sheet.Item.Card.Xp", { value: 5 * (Math.floor(i / 4) + 1) })));
    expect(cells.map((m) => [m[1]!.includes("eote-link-right"), m[1]!.includes("eote-link-down")])).toEqual(tree.map((c) => [c.right, c.down]));
    expect(html).not.toContain('name="system.tree.');
    expect(html).not.toMatch(/<(input|select|textarea)\b/);
    // The bonus career skills as words, not checkboxes.
    expect(html).toMatch(/<h2>EOTE\.Identity\.Specialisation\.CareerSkills<\/h2>\s*<p>EOTE\.Skill\.\w+, /);
    expect([...missingKeys]).toEqual([]);
  });

  it("edit mode: each cell's talent picked by name from the talents pack, lines as labelled toggles, the key only in the collapsed area", () => {
    missingKeys.clear();
    const talents = [{ key: "improvedScathingTirade", name: "Improved Scathing Tirade" }, { key: "kill", name: "Kill with Kindness" }];
    const html = render(hbs, "item/details.hbs", buildItemContext({ name: politico.name, img: "", ...typedItem("specialisation", politico.system), flags: EDIT, talents }));
    expect(html.match(/<select name="system.tree.\d+.key"/g)?.length).toBe(20);
    expect(html).toContain('<option value="kill"');
    expect(html).toContain(">Kill with Kindness</option>");
    // The pack's talents are listed once, in the template the sheet fills a picker from when it is used
    // (talent-picker.ts); until then a picker holds its own pick: the pack's name, or the unlisted key.
    expect(html).toMatch(/<template class="eote-talent-options"><option value="">[^<]*<\/option><option value="improvedScathingTirade">Improved Scathing Tirade<\/option><option value="kill">Kill with Kindness<\/option><\/template>/);
    expect(html.match(/<option value="kill"/g)?.length).toBe(1);
    expect(html).toMatch(/<select name="system.tree.10.key"[^>]*data-talent-picker><option value="">[^<]*<\/option><option value="improvedScathingTirade" selected>Improved Scathing Tirade<\/option><\/select>/);
    expect(html).toMatch(/<select name="system.tree.0.key"[^>]*data-talent-picker><option value="killWithKindness" selected data-unlisted>[^<]*<\/option><option value="">[^<]*<\/option><\/select>/);
    expect(html).not.toContain("eote-tree-grid");
    expect(html).not.toMatch(/<input type="text" name="system.tree/);
    // Lines: a labelled toggle each.
    expect(html).toMatch(/<input type="checkbox" name="system.tree.0.right"[^>]*><span>EOTE\.Identity\.Specialisation\.LinkRight/);
    // The specialisation's own key only inside the collapsed area.
    expect(html).toMatch(/<details class="eote-advanced[^"]*">[\s\S]*name="system.key"[\s\S]*<\/details>/);
    expect(html.split("<details")[0]).not.toContain('name="system.key"');
    expect([...missingKeys]).toEqual([]);
  });
});
