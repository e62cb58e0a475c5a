/**
 * ActorSheetV2 and ItemSheetV2 (with the part of DocumentSheetV2 and ApplicationV2 they inherit that our
 * sheets use) over the ApplicationV2 double (application.ts), as Foundry v13 documents them:
 * - options: `new Sheet({ document })`; the class's DEFAULT_OPTIONS are merged with every super
 *   class's when the application is constructed ("DEFAULT_OPTIONS is automatically merged with all super
 *   classes when the application is instantiated to create the options property", foundry.applications
 *   API docs): arrays (`classes`) add up, objects (`actions`, `form`, `window`, `position`) merge key by
 *   key (a subclass's entry wins), anything else is replaced; the options passed to the constructor last.
 * - `document`, and `actor` (ActorSheetV2) or `item` (ItemSheetV2): the same document; `isEditable`: the
 *   current user (game.user) has the sheet's `editPermission` (DocumentSheetConfiguration, default OWNER)
 *   on the document; `isVisible`: the same for `viewPermission` (default LIMITED). A render for a user who is
 *   not visible-to is refused with a warning (v13 `_canRender`); a LIMITED user is let through, and the
 *   sheet decides what a limited view shows (`document.limited`, `_configureRenderParts`).
 * - click actions (ApplicationConfiguration#actions): a click inside the element is delegated from the
 *   root; the closest `[data-action]` element is the target, its handler runs with `this` the sheet and
 *   `(event, target)`. A handler given directly answers the left button only (`event.button === 0`); an
 *   entry `{ handler, buttons }` the buttons listed. An action with no handler goes to `_onClickAction`.
 *   v13 does not await the handler: `actionsSettled()` (not v13's) lets a test wait for what it started.
 * - ItemSheetV2 has no drag and drop of its own in v13 (FOUNDRY-V13-FACTS.md, Applications): a sheet
 *   binds its own listeners on the lasting root element.
 * - sheet registration (DocumentSheetConfig through foundry.documents.collections.Actors/Items.registerSheet):
 *   the default class for each document type; a document's `sheet` is one instance of it, kept for that
 *   document (sheetOf).
 * Any other member read on a sheet throws "not modelled by the ActorSheetV2 double" (or ItemSheetV2): a
 * sheet that reads something this double lacks fails here rather than reading undefined; v13's built-in
 * actions (`tab`, `close`, ...) and tabs (`changeTab`) are not modelled. */
import { ApplicationV2, type ContentElement } from "./application.ts";
import { OWNERSHIP, type OwnershipName, currentUser } from "./users.ts";
import { globalAt } from "./typed.ts";

/** Properties tools probe on any object (await, vitest's printer): answered with undefined, not thrown. */
const PROBES = new Set(["then", "toJSON", "asymmetricMatch", "$$typeof", "nodeType", "@@__IMMUTABLE_ITERABLE__@@", "@@__IMMUTABLE_RECORD__@@"]);

type ClickAction = (this: DocumentSheetV2, event: Event, target: ContentElement) => unknown;
type ActionEntry = ClickAction | { handler: ClickAction; buttons: number[] };
interface SheetDocument {
  testUserPermission(user: unknown, level: OwnershipName): boolean;
}
export interface SheetOptions {
  document: SheetDocument;
  actions: Record<string, ActionEntry>;
  viewPermission: number;
  editPermission: number;
  [key: string]: unknown;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** The class chain's DEFAULT_OPTIONS, base first, then the constructor's options, merged as v13 merges them. */
function mergedOptions(cls: Function, options: Record<string, unknown>): SheetOptions {
  const layers: Record<string, unknown>[] = [options];
  for (let c = cls; c && c !== ApplicationV2 && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    if (Object.hasOwn(c, "DEFAULT_OPTIONS")) layers.unshift((c as unknown as { DEFAULT_OPTIONS: Record<string, unknown> }).DEFAULT_OPTIONS);
  }
  const merged: Record<string, unknown> = {};
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      const before = merged[key];
      if (Array.isArray(before) && Array.isArray(value)) merged[key] = [...before, ...value];
      else if (isPlainObject(before) && isPlainObject(value)) merged[key] = { ...before, ...value };
      else merged[key] = Array.isArray(value) ? [...value] : isPlainObject(value) ? { ...value } : value;
    }
  }
  return merged as SheetOptions;
}

const levelName = (level: number): OwnershipName => {
  const name = (Object.keys(OWNERSHIP) as OwnershipName[]).find((k) => OWNERSHIP[k] === level);
  if (!name) throw new Error(`editPermission ${level} is not an ownership level`);
  return name;
};

export class DocumentSheetV2 extends ApplicationV2 {
  static override DEFAULT_OPTIONS: Record<string, unknown> = {
    tag: "form", viewPermission: OWNERSHIP.LIMITED, editPermission: OWNERSHIP.OWNER, actions: {}, classes: [],
  };
  declare readonly options: SheetOptions;
  #pending: Promise<unknown>[] = [];

  constructor(options: { document: unknown; [key: string]: unknown }) {
    if (!options?.document) throw new Error("ActorSheetV2 is constructed with { document } (v13 DocumentSheetV2)");
    super(options);
  }

  /** v13 ApplicationV2#_initializeApplicationOptions: DEFAULT_OPTIONS down the class chain, then the given options. */
  override _initializeApplicationOptions(options: Record<string, unknown>): SheetOptions {
    return mergedOptions(this.constructor, options);
  }

  get document(): SheetDocument { return this.options.document; }

  get isEditable(): boolean {
    return this.document.testUserPermission(currentUser() ?? {}, levelName(this.options.editPermission));
  }

  /** v13: the current user has the sheet's `viewPermission` (DocumentSheetConfiguration, default LIMITED) on the document. */
  get isVisible(): boolean {
    return this.document.testUserPermission(currentUser() ?? {}, levelName(this.options.viewPermission));
  }

  /**
   * v13 DocumentSheetV2#_canRender: a user below the sheet's viewPermission (an actor they have NONE on) gets no
   * sheet, with a warning, however the render was asked for. A user with LIMITED passes: what a limited user sees
   * is the sheet's own business (core and dnd5e show name, portrait and public text).
   */
  override _canRender(_options: unknown): false | void {
    if (!this.isVisible) {
      const i18n = globalAt("game", "i18n") as { format(key: string, data: Record<string, string>): string };
      const type = (this.document as { documentName?: string }).documentName ?? "Document";
      throw new Error(i18n.format("SHEETS.DocumentSheetPrivate", { type }));
    }
  }

  /** v13: where a click on a `[data-action]` with no handler in `options.actions` goes (nothing by default). */
  _onClickAction(_event: Event, _target: ContentElement): void {}

  /** v13 delegates clicks from the root element, once per element. */
  override _attachFrameListeners(): void {
    this.element!.addEventListener("click", (event) => this.#onClick(event));
  }

  #onClick(event: Event): void {
    const target = (event.target as ContentElement).closest("[data-action]");
    if (!target) return;
    const action = target.dataset["action"]!;
    const entry = this.options.actions[action];
    if (!entry) {
      if (["close", "tab", "toggleControls", "minimize", "maximize"].includes(action)) {
        throw new Error(`v13's built-in action "${action}" is not modelled by the ActorSheetV2 double`);
      }
      this._onClickAction(event, target);
      return;
    }
    const { handler, buttons } = typeof entry === "function" ? { handler: entry, buttons: [0] } : entry;
    if (!buttons.includes((event as { button?: number }).button ?? -1)) return;
    this.#pending.push(Promise.resolve(handler.call(this, event, target)));
  }

  /** Not v13's: resolves once every action handler the clicks started so far has finished (rejects if one threw). */
  async actionsSettled(): Promise<void> {
    const pending = this.#pending.splice(0);
    await Promise.all(pending);
  }
}

export class ActorSheetV2 extends DocumentSheetV2 {
  get actor(): SheetDocument { return this.options.document; }
}

export class ItemSheetV2 extends DocumentSheetV2 {
  get item(): SheetDocument { return this.options.document; }
}

// Reading a member neither the sheet nor the doubles define throws, naming it: the lookup falls through
// the sheet's own classes to this proxy (getters still run with the sheet as `this`).
Object.setPrototypeOf(DocumentSheetV2.prototype, new Proxy(ApplicationV2.prototype, {
  get(target, p, receiver) {
    if (typeof p === "symbol" || p in target) return Reflect.get(target, p, receiver);
    if (PROBES.has(p)) return undefined;
    const kind = receiver instanceof ItemSheetV2 ? "ItemSheetV2" : "ActorSheetV2";
    throw new Error(`sheet.${p} is not modelled by the ${kind} double (tests/doubles/sheets.ts)`);
  },
}));

/** A click as the browser dispatches it (bubbling, left button unless told), with its modifier keys. */
export class ClickEvent extends Event {
  readonly button: number;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
  constructor(init: { button?: number; shiftKey?: boolean; ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean } = {}) {
    super("click", { bubbles: true, cancelable: true });
    this.button = init.button ?? 0;
    this.shiftKey = init.shiftKey ?? false;
    this.ctrlKey = init.ctrlKey ?? false;
    this.altKey = init.altKey ?? false;
    this.metaKey = init.metaKey ?? false;
  }
}

type SheetClass = new (options: { document: unknown }) => DocumentSheetV2;

/** The default sheet class of each document type, as registerSheet left it. */
export const sheetClasses = { Actor: new Map<string, SheetClass>(), Item: new Map<string, SheetClass>() };

/** foundry.documents.collections.Actors / Items as far as sheet registration goes. */
export function sheetCollection(documentName: keyof typeof sheetClasses) {
  const classes = sheetClasses[documentName];
  return {
    registerSheet(_scope: string, cls: SheetClass, { types = [], makeDefault = false }: { types?: string[]; makeDefault?: boolean } = {}) {
      for (const type of types) if (makeDefault || !classes.has(type)) classes.set(type, cls);
    },
  };
}

const openSheets = new WeakMap<object, DocumentSheetV2>();

/** Document#sheet: the one instance of its type's default sheet class (null when none is registered). */
export function sheetOf(documentName: keyof typeof sheetClasses, document: { type: string }): DocumentSheetV2 | null {
  const existing = openSheets.get(document);
  if (existing) return existing;
  const cls = sheetClasses[documentName].get(document.type);
  if (!cls) return null;
  const sheet = new cls({ document });
  openSheets.set(document, sheet);
  return sheet;
}
