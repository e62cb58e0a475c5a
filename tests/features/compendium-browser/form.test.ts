// The compendium browser over the v13 doubles: each visible pack's index read once with the fields the
// browser shows (never whole documents), kept until a document of that pack changes; a player sees only
// the packs their permissions show; typing filters the results part; a row drags as a compendium entry
// and its name opens the document's sheet; the Compendium directory's button is there for every user.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { shellSuite } from "../../doubles/suite.ts";
import { asUser, FakeItem, installHooks, shownKey, packSource, users } from "../../doubles/index.ts";
import { addPack, CompendiumDouble, installCompendia } from "../../doubles/compendium.ts";
import { drawnWindow, runAction, type DrawnWindow } from "../../fixtures/windows.ts";

/** The globals this file reads and stands in for, as the doubles install them. */
const g = globalThis as unknown as {
  game: { packs: Map<string, unknown>; system: { id: string; api?: { browser: { open: unknown } } } };
  foundry: { utils: { fromUuid(uuid: string): Promise<{ sheet: unknown }> }; applications: { instances: Map<string, unknown> } };
  Item: { updateDocuments(updates: object[], options: object): Promise<unknown> };
  Hooks: { callAll(hook: string, ...args: unknown[]): boolean };
};
const instances = () => g.foundry.applications.instances;
/** The browser's window: what it keeps of the user's filter, sort and page. */
type BrowserKeeps = { browserState: { filter: { kind: string }; page: number } };

const shell = shellSuite({ seed: 5, keys: true, install: () => void installHooks(), modules: {
  browser: () => import("../../../module/features/compendium-browser/index.ts"),
  form: () => import("../../../module/features/compendium-browser/form.ts"),
  actions: () => import("../../../module/features/compendium-browser/actions.ts"),
} });
beforeAll(async () => {
  shell.browser.register();
});

/** 3,000 imported items, as an OggDude import leaves them: weapons with the book they come from. */
function imported(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    name: `Imported Blaster ${i}`, type: "weapon",
    system: { skill: i % 2 ? "rangedHeavy" : "rangedLight", damage: 5 + (i % 6), crit: 3, range: "medium", encumbrance: 2, price: 100 * (i % 30), rarity: i % 10, restricted: i % 7 === 0, qualities: [] },
    flags: { eote: { imported: { sources: [`Book ${i % 4}`] } } },
  }));
}

let packs: CompendiumDouble[];
let gmOnly: CompendiumDouble;
beforeEach(() => {
  installCompendia();
  g.game.packs.clear();
  instances().clear();
  shell.actions.forgetAll();
  packs = [
    addPack({ name: "weapons", label: "Weapons", type: "Item", packageType: "system" }, packSource("weapons")),
    addPack({ name: "talents", label: "Talents", type: "Item", packageType: "system" }, packSource("talents")),
    addPack({ name: "specialisations", label: "Specialisations", type: "Item", packageType: "system" }, packSource("specialisations")),
    addPack({ name: "imported-weapons", label: "Imported: Weapons", type: "Item", packageType: "world" }, imported(30)),
  ];
  gmOnly = addPack({ name: "secret-npcs", label: "GM's adversaries", type: "Actor", packageType: "world", ownership: { PLAYER: "NONE", ASSISTANT: "OWNER" } }, [
    { name: "Secret Nemesis", type: "nemesis", system: {} },
  ]);
  // Another system's pack in the same world is none of ours.
  addPack({ name: "spells", label: "Spells", type: "Item", packageType: "system", packageName: "dnd5e" }, []);
});
afterEach(() => vi.restoreAllMocks());

const open = async () => {
  await shell.browser.api.open();
  return drawnWindow<BrowserKeeps>(shell.form.BROWSER_APP_ID);
};
/** The names of the rows shown, in order (each name's button carries it whole in its title). */
const rowNames = (app: DrawnWindow): string[] => app.element.querySelectorAll('tr.eote-browser__row [data-action="open"]').map((b) => b.attributes["title"] ?? "");

describe("reading the packs", () => {
  it("reads each visible pack's index once, with the fields it shows, on a world with 3,000 imported items", async () => {
    g.game.packs.delete(packs[3]!.collection);
    packs[3] = addPack({ name: "imported-weapons", label: "Imported: Weapons", type: "Item", packageType: "world" }, imported(3000));
    const spies = [...packs, gmOnly].map((p) => vi.spyOn(p, "getIndex"));
    const getDocuments = [...packs, gmOnly].map((p) => vi.spyOn(p, "getDocuments"));
    const app = await open();
    expect(spies.map((s) => s.mock.calls.length)).toEqual([1, 1, 1, 1, 1]);
    expect(spies[0]!.mock.calls[0]![0]!.fields).toContain("system.damage");
    expect(spies[0]!.mock.calls[0]![0]!.fields).toContain("flags.eote.imported.sources");
    expect(getDocuments.every((s) => s.mock.calls.length === 0)).toBe(true);
    const total = packSource("weapons").length + packSource("talents").length + packSource("specialisations").length + 3000 + 1;
    expect(app.element.innerHTML).toContain(shownKey("EOTE.Browser.Count", { total }));
    expect(rowNames(app)).toHaveLength(50);
    // Opening it again, and drawing it again, reads nothing more.
    await app.close();
    await open();
    await drawnWindow(shell.form.BROWSER_APP_ID).render();
    expect(spies.map((s) => s.mock.calls.length)).toEqual([1, 1, 1, 1, 1]);
  });

  it("reads a pack again only after one of its documents changes (the document hooks), and shows the change", async () => {
    const [weapons, , , world] = packs.map((p) => vi.spyOn(p, "getIndex"));
    await open();
    const first = [...packs[3]!.docs.values()][0]!;
    await g.Item.updateDocuments([{ _id: first.id, name: "Renamed Carbine" }], { pack: packs[3]!.collection });
    // A world item's change is no pack's.
    g.Hooks.callAll("updateItem", new FakeItem({ name: "World", type: "gear", system: {} }, null, null), {}, {}, users.gm.id);
    const app = await open();
    expect(world!.mock.calls.length).toBe(2);
    expect(weapons!.mock.calls.length).toBe(1);
    const input = app.element.querySelector('input[name="text"]')!;
    input.value = "renamed";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    await vi.waitFor(() => expect(rowNames(app)).toEqual(["Renamed Carbine"]));
  });

  it("a compendium deleted and made again under the same id (a re-import) is read afresh", async () => {
    await open();
    g.game.packs.delete(packs[3]!.collection);
    const again = addPack({ name: "imported-weapons", label: "Imported: Weapons", type: "Item", packageType: "world" }, [{ name: "Fresh Import", type: "weapon", system: {} }]);
    const reads = vi.spyOn(again, "getIndex");
    const app = await open();
    expect(reads).toHaveBeenCalledTimes(1);
    const input = app.element.querySelector('input[name="text"]')!;
    input.value = "import";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    await vi.waitFor(() => expect(rowNames(app)).toEqual(["Fresh Import"]));
  });

  it("a player sees only the packs their permissions show", async () => {
    asUser(users.player);
    const secret = vi.spyOn(gmOnly, "getIndex");
    const app = await open();
    expect(secret).not.toHaveBeenCalled();
    const input = app.element.querySelector('input[name="text"]')!;
    input.value = "secret";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    await vi.waitFor(() => expect(app.element.querySelector(".eote-browser__empty")).not.toBeNull());
    asUser(users.gm);
    await app.render();
    expect(rowNames(app)).toEqual(["Secret Nemesis"]);
  });
});

describe("the window", () => {
  it("filters as the user types and chooses, sorts by a header and pages", async () => {
    const app = await open();
    const kind = app.element.querySelector('select[name="kind"]')!;
    kind.value = "talent";
    kind.dispatchEvent(new Event("change", { bubbles: true }));
    await vi.waitFor(() => expect(rowNames(app)).not.toContain("Blaster Pistol"));
    expect(app.browserState.filter.kind).toBe("talent");
    const talents = packSource("talents").map((t) => t.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(rowNames(app)).toEqual(talents.slice(0, 50));
    await runAction(app, "sort", new Event("click"), { dataset: { column: "name" } });
    expect(rowNames(app)[0]).toBe(talents.at(-1));
    await runAction(app, "page", new Event("click"), { dataset: { step: "1" } });
    expect(app.browserState.page).toBe(1);
    expect(app.element.innerHTML).toContain(shownKey("EOTE.Browser.PageOf", { page: 2, pages: Math.ceil(talents.length / 50) }));
  });

  it("a row drags as a compendium entry does, and its name opens the document's sheet", async () => {
    const app = await open();
    const row = app.element.querySelector("tr.eote-browser__row")!;
    const set: [string, string][] = [];
    const drag = Object.assign(new Event("dragstart", { bubbles: true }), { dataTransfer: { setData: (t: string, d: string) => set.push([t, d]) } });
    row.dispatchEvent(drag);
    expect(set).toEqual([["text/plain", JSON.stringify({ type: "Item", uuid: row.dataset["uuid"]! })]]);
    expect(row.dataset["uuid"]!).toMatch(/^Compendium\./);
    const doc = await g.foundry.utils.fromUuid(row.dataset["uuid"]!);
    const render = vi.fn();
    vi.spyOn(doc, "sheet", "get").mockReturnValue({ render });
    await runAction(app, "open", new Event("click"), app.element.querySelector('tr.eote-browser__row [data-action="open"]'));
    expect(render).toHaveBeenCalledWith({ force: true });
    expect(shell.actions.dragDataOf("Item", "Actor.abc.Item.def")).toBeNull();
    expect(shell.actions.dragDataOf("Macro", row.dataset["uuid"]!)).toBeNull();
  });

  it("is game.system.api.browser.open", () => {
    g.game.system = { id: "eote" };
    shell.browser.register();
    expect(g.game.system.api!.browser.open).toBe(shell.browser.api.open);
  });
});
