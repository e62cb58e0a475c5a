/**
 * Bare stand-ins for v13's sheet base classes and documents, for tests that load one of our sheet
 * classes over them and call a single handler (the full ActorSheetV2 double is sheets.ts):
 * - TabSheetBase records changeTab and render calls (ActorSheetV2's tab switching);
 * - DropActorSheetBase has the sheet's actor and isEditable, and records what _onSortItem was given;
 * - DropItemSheetBase records the listeners added on its element (itemSheetListeners);
 * - DocumentBase is foundry.abstract.Document (dropped documents are instances of it);
 * - sheetActor and sheetOwnedItem are a plain actor and an owned item as the drop handlers read them.
 * Test-only; module/ never imports it.
 */

export class TabSheetBase {
  static DEFAULT_OPTIONS = {};
  tabGroups: Record<string, string> = {};
  rendered = true;
  renders: unknown[] = [];
  changeTab(tab: string, group: string): void { this.tabGroups[group] = tab; }
  async render(options?: unknown): Promise<this> { this.renders.push(options); return this; }
}

/** The listeners DropItemSheetBase elements were given, by event type (the latest one wins). */
export const itemSheetListeners: Record<string, (event: unknown) => unknown> = {};

export class DropItemSheetBase {
  static DEFAULT_OPTIONS = {};
  isEditable = true;
  element = { addEventListener: (type: string, fn: (event: unknown) => unknown) => { itemSheetListeners[type] = fn; } };
  constructor(readonly item: unknown) {}
  async _onFirstRender(): Promise<void> {}
}

export class DropActorSheetBase {
  static DEFAULT_OPTIONS = {};
  isEditable = true;
  sorted: unknown[] = [];
  constructor(readonly actor: unknown) {}
  _onSortItem(_event: unknown, item: unknown) { this.sorted.push(item); return [item]; }
}

export class DocumentBase {}

/** An actor as the sheet's drop handler and item list read it, recording the items created on it. */
export function sheetActor(uuid: string, items: { id: string; sort: number }[]) {
  const created: unknown[] = [];
  return {
    uuid, isOwner: true, created, name: "A", img: "", type: "character", system: {},
    items: Object.assign(items.map((i) => ({ ...i, name: i.id, img: "", type: "gear", system: {} })), { get: () => undefined }),
    createEmbeddedDocuments: async (_type: string, data: unknown[]) => { created.push(...data); return data; },
  };
}

/** A dropped item document owned by the actor with this uuid. */
export const sheetOwnedItem = (parentUuid: string) =>
  Object.assign(new DocumentBase(), { id: "i1", parent: { uuid: parentUuid }, toObject: () => ({ name: "Knife" }) });

/**
 * One of our sheet classes as a test loads it over these bases: the module types it over v13's
 * ActorSheetV2 or ItemSheetV2, but at run time it extends the base double installed before the import.
 * Typed here, once, as constructing that double with the handlers the test calls (`T`).
 */
export function loadedOver<T>(sheet: abstract new (...args: never[]) => object): new (document: unknown) => T {
  return sheet as unknown as new (document: unknown) => T;
}
