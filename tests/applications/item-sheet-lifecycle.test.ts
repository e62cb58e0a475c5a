// The item sheet over the ItemSheetV2 double, through v13's render lifecycle (tests/doubles/application.ts):
// one root element lasts from the first render to close, `_onFirstRender` runs once on it and `_onRender`
// on every render. The sheet's own drop listener (ItemSheetV2 has none in v13) is bound once per element:
// a quality dropped after any number of re-renders is attached once, and a closed and reopened sheet
// listens on its new element, once.
import { describe, expect, it, vi } from "vitest";
import { blaster, quality } from "../fixtures/items.ts";
import { character } from "../fixtures/actors.ts";
import { ClickEvent, FakeActor, FakeItem, packItem, register } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";
import { installTemplates } from "./handlebars-env.ts";

type Sheet = { render(options?: unknown): Promise<unknown>; close(): Promise<unknown>; element: EventTarget & { querySelector(s: string): EventTarget | null } | null };
type SheetClass = new (options: { document: unknown }) => Sheet;

const shell = shellSuite({ keys: true, seed: 4, install: () => installTemplates(), modules: {
  EoteItemSheet: async () => (await import("../../module/applications/sheets/item-sheet.ts")).EoteItemSheet as unknown as SheetClass,
} });

/** A drop of `item` on `target`, as the browser dispatches it (bubbling, the drag data as text/plain). */
function drop(target: EventTarget, item: FakeItem): Event {
  const event = new Event("drop", { bubbles: true, cancelable: true });
  Object.defineProperty(event, "dataTransfer", { value: { getData: () => JSON.stringify({ type: "Item", uuid: item.uuid }) } });
  target.dispatchEvent(event);
  return event;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the item sheet's drop listener over the lifecycle", () => {
  it("is bound once per root element: re-renders do not add listeners, a reopened sheet has its own", async () => {
    const holder = register(new FakeActor("Holder", "character", character(), { items: [{ _id: "qualitySunder001", name: "Sunder", type: "quality", system: quality({ key: "sunder" }) }] }));
    const sunder = holder.items.get("qualitySunder001")!;
    const rifle = new FakeItem({ name: "Rifle", type: "weapon", system: blaster() });
    const attachQuality = vi.fn(async () => true);
    Object.assign(rifle, { attachQuality }); // EoteItem's, which the double's items lack
    const sheet = new shell.EoteItemSheet({ document: rifle });
    await sheet.render(true);
    const first = sheet.element!;
    await sheet.render();
    await sheet.render({ parts: ["details"] });
    expect(sheet.element).toBe(first);
    const zone = first.querySelector("[data-drop-zone=qualities]");
    expect(zone, "the qualities drop zone").not.toBeNull();
    expect(drop(zone!, sunder).defaultPrevented).toBe(true);
    await settle();
    expect(attachQuality).toHaveBeenCalledTimes(1);
    expect(attachQuality).toHaveBeenLastCalledWith(sunder);

    await sheet.close();
    await sheet.render(true);
    expect(sheet.element).not.toBe(first);
    drop(sheet.element!.querySelector("[data-drop-zone=qualities]")!, sunder);
    await settle();
    expect(attachQuality).toHaveBeenCalledTimes(2);
  });
});

describe("a specialisation's sheet: play mode, then Edit", () => {
  it("opens on its tree with the career named from the careers pack; Edit shows each cell's talent picker from the talents pack", async () => {
    const pilot = packItem("specialisations", "Pilot");
    const spec = new FakeItem({ ...pilot, _id: undefined });
    const sheet = new shell.EoteItemSheet({ document: spec });
    await sheet.render(true);
    const root = sheet.element as unknown as { innerHTML: string; querySelector(s: string): (EventTarget & { dispatchEvent(e: Event): boolean }) | null };
    expect(root.innerHTML).toContain("eote-tree-grid");
    expect(root.innerHTML).not.toMatch(/<(input|select)\b/);
    expect(root.innerHTML).toMatch(/<dt>EOTE\.Identity\.Specialisation\.CareerName<\/dt><dd>Smuggler<\/dd>/);
    root.querySelector("[data-action=toggleMode]")!.dispatchEvent(new ClickEvent());
    await settle();
    const html = (sheet.element as unknown as { innerHTML: string }).innerHTML;
    expect(html.match(/<select name="system.tree.\d+.key"/g)).toHaveLength(20);
    // The talents pack's names are the options, stored by key; the career is picked by name too.
    expect(html).toContain('<option value="fullThrottle" selected>Full Throttle</option>');
    expect(html).toMatch(/<select name="system.career">[\s\S]*<option value="smuggler" selected>Smuggler<\/option>/);
    expect(html).not.toContain("eote-tree-grid");
  });
});
