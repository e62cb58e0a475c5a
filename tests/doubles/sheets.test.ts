// The ActorSheetV2 and ItemSheetV2 doubles against v13: DEFAULT_OPTIONS merged down the class chain, the document and
// isEditable by the current user's ownership, click actions delegated from the root to the closest
// [data-action] with `this` the sheet (left button only unless the entry lists buttons), bubbling stopped
// short of the root stopping them, and members it does not model throwing.
import { beforeEach, describe, expect, it } from "vitest";
import { ApplicationV2, type ApplicationElement, type ContentElement } from "./application.ts";
import { malformed } from "./typed.ts";
import { ActorSheetV2, ClickEvent, ItemSheetV2 } from "./sheets.ts";
import { asUser, FakeActor, FakeItem, installFoundry, noticeKeys, notices, OWNERSHIP, users } from "./index.ts";
import { character } from "../fixtures/actors.ts";

const calls: string[] = [];

class BaseSheet extends ActorSheetV2 {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ["base"], window: { resizable: true }, actions: {
      roll(this: BaseSheet, _e: Event, target: ContentElement) { calls.push(`roll ${target.dataset["action"]} ${target.closest("[data-item-id]")!.dataset["itemId"]} ${this.constructor.name}`); },
      shared() { calls.push("base shared"); },
    },
  };
  html = "";
  override async _prepareContext() { return {}; }
  override async _renderHTML() { return { main: this.html }; }
  override _replaceHTML(result: Record<string, string>, content: ApplicationElement) { content.replaceParts(result); }
}

class LeafSheet extends BaseSheet {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: ["leaf"], window: { title: "Leaf" }, actions: {
      shared() { calls.push("leaf shared"); },
      middle: { buttons: [1], handler(this: LeafSheet, e: Event) { calls.push(`middle ${(e as ClickEvent).button}`); } },
    },
  };
}

let actor: FakeActor;
beforeEach(async () => {
  await installFoundry(1);
  calls.length = 0;
  actor = new FakeActor("Kira", "character", character(), { ownership: { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER, [users.other.id]: OWNERSHIP.OBSERVER } });
});

describe("ActorSheetV2 double", () => {
  it("merges DEFAULT_OPTIONS down the class chain: classes add up, actions and window merge, the leaf wins", () => {
    const sheet = new LeafSheet({ document: actor, classes: ["extra"] });
    expect(sheet.options["classes"]).toEqual(["base", "leaf", "extra"]);
    expect(sheet.options["window"]).toEqual({ resizable: true, title: "Leaf" });
    expect(Object.keys(sheet.options.actions).sort()).toEqual(["middle", "roll", "shared"]);
    expect(sheet.options.editPermission).toBe(OWNERSHIP.OWNER);
    expect(sheet.options["tag"]).toBe("form");
    expect(LeafSheet.DEFAULT_OPTIONS["actions"]).not.toHaveProperty("roll"); // the class's own options stay as declared
    expect(() => new LeafSheet(malformed(undefined))).toThrow(/document/);
  });

  it("document and actor are the document; isEditable follows the current user's ownership", () => {
    const sheet = new LeafSheet({ document: actor });
    expect(sheet.actor).toBe(actor);
    expect(sheet.document).toBe(actor);
    expect(sheet.isEditable).toBe(true); // the GM
    asUser(users.player);
    expect(sheet.isEditable).toBe(true);
    asUser(users.other);
    expect(sheet.isEditable).toBe(false); // an observer sees the sheet, cannot edit it
    expect(new LeafSheet({ document: actor, editPermission: OWNERSHIP.OBSERVER }).isEditable).toBe(true);
  });

  it("is visible from LIMITED up (viewPermission); below it a render is refused with a warning and no element", async () => {
    const sheet = new LeafSheet({ document: actor });
    sheet.html = "<p>sheet</p>";
    expect(sheet.options.viewPermission).toBe(OWNERSHIP.LIMITED);
    asUser(users.other);
    expect(sheet.isVisible).toBe(true); // an observer
    actor.ownership = { default: OWNERSHIP.NONE, [users.other.id]: OWNERSHIP.LIMITED };
    expect(sheet.isVisible).toBe(true);
    expect(actor.limited).toBe(true);
    asUser(users.player);
    expect(sheet.isVisible).toBe(false);
    expect(actor.limited).toBe(false);
    notices.length = 0;
    expect(await sheet.render(true)).toBe(sheet);
    expect(sheet.rendered).toBe(false);
    expect(noticeKeys()).toEqual(["SHEETS.DocumentSheetPrivate"]);
    asUser(users.gm);
    expect(actor.limited).toBe(false); // a GM is never limited
    await sheet.render(true);
    expect(sheet.element!.innerHTML).toBe("<p>sheet</p>");
  });

  it("a click runs the closest [data-action]'s handler with the sheet as this, left button only unless listed", async () => {
    const sheet = new LeafSheet({ document: actor });
    sheet.html = '<ul><li data-item-id="w1"><button data-action="roll"><i data-icon="d"></i></button></li></ul>'
      + '<a data-action="shared"></a><a data-action="middle"></a><a data-action="unknown"></a><p data-x="1"></p>';
    let unhandled = "";
    sheet._onClickAction = (_e, target) => { unhandled = target.dataset["action"]!; };
    await sheet.render(true);
    const el = sheet.element!;
    el.querySelector("i")!.dispatchEvent(new ClickEvent()); // on the icon inside the button: the button is the target
    el.querySelector("[data-action=roll]")!.dispatchEvent(new ClickEvent({ button: 2 })); // right click: not for a plain handler
    el.querySelector("[data-action=shared]")!.dispatchEvent(new ClickEvent());
    el.querySelector("[data-action=middle]")!.dispatchEvent(new ClickEvent());
    el.querySelector("[data-action=middle]")!.dispatchEvent(new ClickEvent({ button: 1 }));
    el.querySelector("[data-action=unknown]")!.dispatchEvent(new ClickEvent());
    el.querySelector("p")!.dispatchEvent(new ClickEvent());
    await sheet.actionsSettled();
    expect(calls).toEqual(["roll roll w1 LeafSheet", "leaf shared", "middle 1"]);
    expect(unhandled).toBe("unknown");
  });

  it("one delegation per element across re-renders; a non-bubbling or stopped click does not reach it", async () => {
    const sheet = new LeafSheet({ document: actor });
    sheet.html = '<div data-stop="1"><a data-action="shared"></a></div>';
    await sheet.render(true);
    await sheet.render();
    sheet.element!.querySelector("a")!.dispatchEvent(new ClickEvent());
    sheet.element!.querySelector("a")!.dispatchEvent(new Event("click"));
    sheet.element!.querySelector("div")!.addEventListener("click", (e) => e.stopPropagation());
    sheet.element!.querySelector("a")!.dispatchEvent(new ClickEvent());
    await sheet.actionsSettled();
    expect(calls).toEqual(["leaf shared"]);
  });

  it("throws on what it does not model", async () => {
    // Read as code that assumes v13's members would: the double throws on those it does not model.
    const sheet = malformed<LeafSheet & { token: unknown; changeTab(tab: string, group: string): unknown; then: unknown }>(new LeafSheet({ document: actor }));
    expect(() => sheet.token).toThrow(/sheet\.token is not modelled by the ActorSheetV2 double/);
    expect(() => sheet.changeTab("combat", "primary")).toThrow(/changeTab is not modelled/);
    expect(sheet.then).toBeUndefined();
    expect(await sheet.render(true)).toBe(sheet); // awaiting the sheet is not a read of an unmodelled member
    // v13: ActorSheetV2 and ItemSheetV2 extend DocumentSheetV2, which extends ApplicationV2.
    expect(Object.getPrototypeOf(Object.getPrototypeOf(ActorSheetV2))).toBe(ApplicationV2);
    expect(Object.getPrototypeOf(ItemSheetV2)).toBe(Object.getPrototypeOf(ActorSheetV2));
  });
});

describe("ItemSheetV2 double", () => {
  it("has the item as document and item, with the same options, editability and strictness", async () => {
    const item = new FakeItem({ name: "Rifle", type: "weapon", system: {} }, actor);
    class ItemSheet extends ItemSheetV2 {
      static override DEFAULT_OPTIONS: Record<string, unknown> = { classes: ["item"] };
    }
    // Read as code that assumes v13's members would: the double throws on `actor`, which it does not model.
    const sheet = malformed<ItemSheet & { actor: unknown }>(new ItemSheet({ document: item }));
    expect(sheet.item).toBe(item);
    expect(sheet.document).toBe(item);
    expect(sheet.options["classes"]).toEqual(["item"]);
    expect(sheet.options["tag"]).toBe("form");
    expect(sheet.isEditable).toBe(true); // the GM
    asUser(users.other);
    expect(sheet.isEditable).toBe(false); // an observer of its actor
    expect(() => sheet.actor).toThrow(/sheet\.actor is not modelled by the ItemSheetV2 double/);
  });
});
