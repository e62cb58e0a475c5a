// A specialisation opened read-only (a locked compendium's, or by an observer) draws its talent tree
// as the Advancement tab does, names whole and the lines as classes, instead of a disabled editor;
// a user who may edit still gets the editor.
import { describe, expect, it } from "vitest";
import { buildItemContext } from "../../module/applications/sheets/context/index.ts";
import { packItem } from "../doubles/documents.ts";
import { createEnvironment, missingKeys, render } from "./handlebars-env.ts";
import { EDIT, READ_ONLY, typedItem } from "./fixtures.ts";

const hbs = createEnvironment();
const politico = packItem("specialisations", "Politico");
const sheet = (flags: typeof EDIT) =>
  render(hbs, "item/details.hbs", buildItemContext({ name: politico.name, img: "", ...typedItem("specialisation", politico.system), flags }));

describe("a pack specialisation's tree on its item sheet", () => {
  it("read-only: 20 cells with the talents' whole names, costs by row and the tree's lines; no inputs", () => {
    missingKeys.clear();
    const html = sheet(READ_ONLY);
    const cells = [...html.matchAll(/<li class="eote-tree-cell([^"]*)" data-cell="(\d+)">\s*<span class="eote-tree-name">([^<]*)<\/span>\s*<span class="eote-tree-state">([^<]*)<\/span>/g)];
    expect(cells.map((m) => Number(m[2]))).toEqual([...Array(20).keys()]);
    const tree = politico.system["tree"] as { name: string; right: boolean; down: boolean }[];
    expect(cells.map((m) => m[3])).toEqual(tree.map((c) => c.name.replace("'", "&#x27;")));
    expect(cells.map((m) => m[4])).toEqual(tree.map((_, i) => `${5 * (Math.floor(i / 4) + 1)} XP`));
    expect(cells.map((m) => [m[1]!.includes("eote-link-right"), m[1]!.includes("eote-link-down")])).toEqual(tree.map((c) => [c.right, c.down]));
    expect(html).not.toContain('name="system.tree.');
    expect([...missingKeys]).toEqual([]);
  });

  it("editable: the editor's inputs, no drawn tree", () => {
    const html = sheet(EDIT);
    expect(html.match(/name="system.tree.\d+.name"/g)?.length).toBe(20);
    expect(html).not.toContain("eote-tree-view");
  });
});
