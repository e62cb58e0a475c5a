// Drag and drop on the sheets. v13's ActorSheetV2 makes elements matching ".draggable" draggable and
// reads the dragged row's data-item-id (to the hotbar, another actor, or a new sort position among the
// row's siblings); ItemSheetV2 has none, so the item sheet listens itself and must leave drops in its
// description editor to the editor.
import { describe, expect, it } from "vitest";
import {
  buildAdversaryContext, buildCharacterContext, buildItemContext, buildVehicleContext, CHARACTER_TABS,
} from "../../module/applications/sheets/context/index.ts";
import { attachesQuality, itemSheetDropArea } from "../../module/applications/sheets/drop.ts";
import { shellSuite } from "../doubles/suite.ts";
import { DocumentBase, DropActorSheetBase, DropItemSheetBase, itemSheetListeners, loadedOver, sheetActor, sheetOwnedItem } from "../doubles/sheet-bases.ts";
import { createEnvironment, render, renderVehicle } from "./handlebars-env.ts";
import {
  ADVERSARY_ITEMS, CHARACTER, CHARACTER_ITEMS, EDIT, NEMESIS, PLAY, READ_ONLY, VEHICLE, VEHICLE_ITEMS,
} from "./fixtures.ts";

const hbs = createEnvironment({ keys: true });
const CHARACTER_PARTS = ["actor/character-combat.hbs", "actor/character-inventory.hbs", "actor/character-talents.hbs", "actor/character-force.hbs"];

/** Every start tag carrying data-item-id, with the id. */
function itemRows(html: string): { id: string; tag: string }[] {
  return [...html.matchAll(/<(?:tr|li)\b[^>]*\bdata-item-id="([^"]*)"[^>]*>/g)].map((m) => ({ id: m[1]!, tag: m[0] }));
}

function sheets(flags: typeof PLAY): [string, string, string[]][] {
  const character = CHARACTER_TABS.map((activeTab) => {
    // Force-sensitive, so the Force tab (and its powers) shows in every mode.
    const ctx = buildCharacterContext({ name: "Kell", img: "", type: "character", system: { ...CHARACTER, forceRating: 1 }, items: CHARACTER_ITEMS, flags: { ...flags, activeTab } });
    return CHARACTER_PARTS.map((part) => render(hbs, part, ctx)).join("\n");
  }).join("\n");
  const nemesis = render(hbs, "actor/adversary.hbs",
    buildAdversaryContext({ name: "N", img: "", type: "nemesis", system: NEMESIS, items: ADVERSARY_ITEMS, flags } as Parameters<typeof buildAdversaryContext>[0]));
  const vehicle = renderVehicle(hbs,
    buildVehicleContext({ name: "V", img: "", type: "vehicle", system: VEHICLE, items: VEHICLE_ITEMS, flags }));
  return [
    // Qualities are not listed on actors; every other owned item has its row.
    ["character", character, CHARACTER_ITEMS.filter((i) => i.type !== "quality").map((i) => i.id)],
    ["nemesis", nemesis, ADVERSARY_ITEMS.filter((i) => i.type !== "quality").map((i) => i.id)],
    ["vehicle", vehicle, VEHICLE_ITEMS.map((i) => i.id)],
  ];
}

describe("owned item rows", () => {
  for (const [mode, flags] of [["play", PLAY], ["edit", EDIT], ["read-only", READ_ONLY]] as const) {
    it(`are draggable rows carrying their item id on every actor sheet (${mode})`, () => {
      for (const [sheet, html, ids] of sheets(flags)) {
        const rows = itemRows(html);
        expect(rows.map((r) => r.id).sort(), sheet).toEqual([...ids].sort());
        for (const { tag } of rows) {
          expect(tag, sheet).toMatch(/\bclass="(?:[^"]* )?draggable(?: [^"]*)?"/);
          expect(tag, sheet).toContain('draggable="true"');
        }
      }
    });
  }
});

/** Just enough of an element for closest(): a tag, classes and attributes, and its parent. */
class El {
  constructor(readonly tag: string, readonly attrs: Record<string, string> = {}, readonly parent: El | null = null) {}
  child(tag: string, attrs: Record<string, string> = {}): El { return new El(tag, attrs, this); }
  private matchesOne(selector: string): boolean {
    if (selector.startsWith(".")) return (this.attrs["class"] ?? "").split(/\s+/).includes(selector.slice(1));
    const attr = /^\[([\w-]+)="([^"]*)"\]$/.exec(selector);
    if (attr) return this.attrs[attr[1]!] === attr[2];
    return this.tag === selector;
  }
  closest(selector: string): El | null {
    const parts = selector.split(",").map((s) => s.trim());
    for (let node: El | null = this; node; node = node.parent) if (parts.some((p) => node!.matchesOne(p))) return node;
    return null;
  }
}

/** The item sheet's body as templates/item/details.hbs lays it out. */
function itemSheetBody() {
  const body = new El("section", { class: "eote-item-body" });
  const qualityRow = body.child("section", { class: "eote-qualities", "data-drop-zone": "qualities" }).child("ul").child("li");
  const editorText = body.child("section", { class: "eote-editor" }).child("prose-mirror").child("div", { class: "editor-content ProseMirror" }).child("p");
  const fields = body.child("div", { class: "eote-details-grid" }).child("label");
  return { body, qualityRow, editorText, fields };
}

describe("item sheet drop areas", () => {
  it("the template marks the qualities list and keeps the editor outside it", () => {
    const ctx = buildItemContext({ name: "Rifle", img: "", type: "weapon", system: CHARACTER_ITEMS[0]!.system, flags: EDIT, enrichedDescription: "" } as Parameters<typeof buildItemContext>[0]);
    const html = render(hbs, "item/details.hbs", ctx);
    const zone = /<section class="eote-qualities" data-drop-zone="qualities">[\s\S]*?<\/section>/.exec(html);
    expect(zone).not.toBeNull();
    expect(zone![0]).not.toContain("prose-mirror");
    expect(html).toContain("<prose-mirror");
  });

  it("tells the editor, the qualities area and the rest apart", () => {
    const { body, qualityRow, editorText, fields } = itemSheetBody();
    expect(itemSheetDropArea(editorText as unknown as EventTarget)).toBe("editor");
    expect(itemSheetDropArea(qualityRow as unknown as EventTarget)).toBe("qualities");
    expect(itemSheetDropArea(fields as unknown as EventTarget)).toBe("elsewhere");
    expect(itemSheetDropArea(body as unknown as EventTarget)).toBe("elsewhere");
    expect(itemSheetDropArea(null)).toBe("elsewhere");
  });

  it("attaches on the qualities area, a quality anywhere else but the editor, never in the editor", () => {
    expect(attachesQuality("qualities", "weapon")).toBe(true);
    expect(attachesQuality("qualities", "quality")).toBe(true);
    expect(attachesQuality("elsewhere", "quality")).toBe(true);
    expect(attachesQuality("elsewhere", "gear")).toBe(false);
    expect(attachesQuality("editor", "quality")).toBe(false);
  });
});

// ---- The sheets' own handlers, over doubles of the v13 base classes ----

type ItemSheetDouble = DropItemSheetBase & { _onFirstRender(): Promise<void> };
type ActorSheetDouble = DropActorSheetBase & {
  _onDropItem(event: unknown, item: unknown): Promise<unknown>;
  builderInput(activeTab?: string): Promise<{ items: { id: string }[] }>;
};

// The sheets load over the drop-aware doubles of the v13 bases, with drag data read as the event's `data`.
const shell = shellSuite({
  keys: true,
  install: () => {
    const g = globalThis as unknown as {
      foundry: { applications: { sheets: unknown; ux: unknown }; abstract: unknown };
      Item: unknown;
      Combat: unknown;
    };
    g.foundry.applications.sheets = { ActorSheetV2: DropActorSheetBase, ItemSheetV2: DropItemSheetBase };
    g.foundry.applications.ux = { TextEditor: { implementation: { getDragEventData: (event: { data: unknown }) => event.data } } };
    g.foundry.abstract = { Document: DocumentBase };
    g.Item = { implementation: { fromDropData: async (data: { item: unknown }) => data.item } };
    g.Combat = class {};
  },
  modules: {
    ItemSheet: async () => loadedOver<ItemSheetDouble>((await import("../../module/applications/sheets/item-sheet.ts")).EoteItemSheet),
    ActorSheet: async () => loadedOver<ActorSheetDouble>((await import("../../module/applications/sheets/actor-sheet.ts")).EoteActorSheet),
  },
});

describe("item sheet drop handler", () => {
  async function drop(target: El, dropped: { type: string }) {
    const attached: unknown[] = [];
    const sheet = new shell.ItemSheet({ attachQuality: async (q: unknown) => { attached.push(q); return true; } });
    await sheet._onFirstRender();
    let prevented = false;
    await itemSheetListeners["drop"]!({ target, data: { type: "Item", item: dropped }, preventDefault: () => { prevented = true; } });
    return { attached, prevented };
  }

  it("leaves a link dropped in the description editor to the editor", async () => {
    const { editorText } = itemSheetBody();
    expect(await drop(editorText, { type: "quality" })).toEqual({ attached: [], prevented: false });
    expect(await drop(editorText, { type: "gear" })).toEqual({ attached: [], prevented: false });
  });

  it("attaches what is dropped on the qualities area, and a quality dropped elsewhere", async () => {
    const { qualityRow, fields } = itemSheetBody();
    const pierce = { type: "quality" };
    const pack = { type: "gear" };
    expect((await drop(qualityRow, pack)).attached).toEqual([pack]); // refused with its notice by attachQuality
    expect((await drop(fields, pierce)).attached).toEqual([pierce]);
    expect((await drop(fields, pack)).attached).toEqual([]);
  });
});

describe("actor sheet drop and order", () => {
  it("an item dropped on its own actor (same uuid, another object) is sorted, not copied", async () => {
    const actor = sheetActor("Scene.s.Token.t.Actor.a", []);
    const sheet = new shell.ActorSheet(actor);
    const item = sheetOwnedItem("Scene.s.Token.t.Actor.a");
    await sheet._onDropItem({}, item);
    expect(sheet.sorted).toEqual([item]);
    expect(actor.created).toEqual([]);
  });

  it("an item from another actor is copied", async () => {
    const actor = sheetActor("Actor.a", []);
    const sheet = new shell.ActorSheet(actor);
    await sheet._onDropItem({}, sheetOwnedItem("Actor.b"));
    expect(sheet.sorted).toEqual([]);
    expect(actor.created).toEqual([{ name: "Knife" }]);
  });

  it("lists owned items in their sort order, so a re-sort shows", async () => {
    const sheet = new shell.ActorSheet(sheetActor("Actor.a", [{ id: "x", sort: 300 }, { id: "y", sort: 100 }, { id: "z", sort: 200 }]));
    expect((await sheet.builderInput("combat")).items.map((i) => i.id)).toEqual(["y", "z", "x"]);
  });
});

describe("rows that drag to the hotbar as macros (module/applications/sheets/macro-drag.ts)", () => {
  const character = (flags: typeof PLAY, activeTab: string) =>
    buildCharacterContext({ name: "Kell", img: "", type: "character", system: CHARACTER, items: CHARACTER_ITEMS, flags: { ...flags, activeTab } });

  it("in play, every skill row is a draggable row naming its skill; in edit mode none is (its fields take the pointer)", () => {
    const play = render(hbs, "actor/character-skills.hbs", character(PLAY, "skills"));
    const rows = [...play.matchAll(/<tr\b[^>]*\bdata-skill-id="([^"]*)"[^>]*>/g)];
    expect(rows.length).toBeGreaterThan(20);
    for (const [tag, id] of rows) {
      expect(tag).toMatch(/\bclass="draggable\b/);
      expect(tag).toContain('draggable="true"');
      expect(tag).toContain(`data-macro-skill="${id}"`);
    }
    const edit = render(hbs, "actor/character-skills.hbs", character(EDIT, "skills"));
    expect(edit).not.toContain("data-macro-skill");
  });

  it("each recovery button on the Combat tab is draggable with its action", () => {
    const html = render(hbs, "actor/character-combat.hbs", character(PLAY, "combat"));
    const buttons = [...html.matchAll(/<button\b[^>]*\bdata-macro-recovery="([^"]*)"[^>]*>/g)];
    expect(buttons.map((b) => b[1])).toEqual(["recoverCool", "recoverDiscipline", "naturalRest", "useStimpack", "medicine"]);
    for (const [tag] of buttons) expect(tag).toMatch(/class="draggable" draggable="true"/);
  });
});
