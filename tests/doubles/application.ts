import { globalAt } from "./typed.ts";
/**
 * ApplicationV2 and HandlebarsApplicationMixin reduced to the part of v13's render lifecycle our forms
 * rely on. `render(options)` (also `render(true)`) runs, one render at a time: `_prepareContext`,
 * `_preFirstRender` (first render only), `_preRender`, `_renderHTML`, `_replaceHTML`, `_onFirstRender`
 * (first render only), `_onRender`; it resolves to the
 * application. An application not yet rendered renders only when forced (v13's `force` option: "If
 * false, only applications which already exist are rendered"). The application keeps ONE root `element`
 * from its first render until it closes: a re-render replaces the content inside it, so a listener added
 * to `this.element` in `_onRender` stacks once per render.
 *
 * The element is an EventTarget (listeners really run) whose content is the rendered HTML, read by a
 * tiny parser: `querySelector(All)` for `tag`, `.class`, `[attr]`, `[attr=value]`, the descendant combinator
 * and selector lists (`a, b`),
 * and a form's `elements` (input, select, textarea, button) with `name`, `type`, `value`, `checked`,
 * `dataset`, `closest(selector)` over the element and its ancestors, and events that bubble: an event
 * dispatched on an element with `bubbles: true` reaches its ancestors' listeners and then the root's, with
 * `event.target` the element it was dispatched on (as the DOM: so delegation on the root works). Anything
 * else throws "not modelled by the double" instead of quietly returning undefined. A rendered application is
 * listed in `instances` (v13's foundry.applications.instances) by its `id` until it closes.
 * Before anything, a render asks `_canRender(options)`: `false` skips it, a thrown Error skips it with the
 * message as a warning notice (v13). The mixin draws the parts `_configureRenderParts(options)` returns
 * (the class's PARTS by default), so a sheet can swap in other parts (dnd5e's limited view does).
 */

/** Properties tools probe on any object (vitest's printer, await): answered with undefined, not thrown. */
const PROBES = new Set(["then", "toJSON", "asymmetricMatch", "$$typeof", "nodeType", "@@__IMMUTABLE_ITERABLE__@@", "@@__IMMUTABLE_RECORD__@@"]);

/** Wraps a double so reading a member it does not model throws, naming it. */
function strict<T extends object>(target: T, what: string): T {
  return new Proxy(target, {
    get(t, p) {
      if (typeof p === "symbol" || p in t) {
        const v = Reflect.get(t, p, t);
        return typeof v === "function" ? v.bind(t) : v; // EventTarget's methods need the real object as `this`
      }
      if (PROBES.has(p)) return undefined;
      throw new Error(`${what}.${p} is not modelled by the ApplicationV2 double (tests/doubles/application.ts)`);
    },
    set(t, p, v) {
      if (typeof p === "string" && !(p in t)) throw new Error(`${what}.${p} = … is not modelled by the ApplicationV2 double`);
      return Reflect.set(t, p, v, t);
    },
  });
}

const VOID_TAGS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const CONTROL_TAGS = new Set(["input", "select", "textarea", "button"]);

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_m, e: string) => {
    const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    if (e[0] !== "#") return named[e.toLowerCase()]!;
    return String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
  });
}

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of source.matchAll(/([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attrs[m[1]!.toLowerCase()] = decode(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return attrs;
}

type Option = { value: string; selected: boolean; dataset: Record<string, string> };

/** One element of the rendered content: its attributes, its ancestors (for selectors) and, for a control, its state. */
export class ContentElement extends EventTarget {
  readonly tagName: string;
  readonly dataset: Record<string, string> = {};
  /** A select's options; text of a textarea or option until its closing tag. */
  options: Option[] = [];
  text = "";
  #value: string | null = null;
  checked: boolean;
  /** A <details> element's state (HTMLDetailsElement#open), from its `open` attribute. */
  open: boolean;

  constructor(tag: string, readonly attributes: Record<string, string>, readonly ancestors: ContentElement[]) {
    super();
    this.tagName = tag.toUpperCase();
    this.checked = "checked" in attributes;
    this.open = "open" in attributes;
    for (const [k, v] of Object.entries(attributes)) {
      if (k.startsWith("data-")) this.dataset[k.slice(5).replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())] = v;
    }
  }

  get name(): string { return this.attributes["name"] ?? ""; }
  get id(): string { return this.attributes["id"] ?? ""; }

  get type(): string {
    const tag = this.tagName.toLowerCase();
    if (tag === "select") return "multiple" in this.attributes ? "select-multiple" : "select-one";
    if (tag === "textarea") return "textarea";
    if (tag === "button") return this.attributes["type"] ?? "submit";
    return (this.attributes["type"] ?? "text").toLowerCase();
  }

  /** As the DOM: a select's is its selected option's (else the first's), a checkbox's defaults to "on". */
  get value(): string {
    if (this.#value !== null) return this.#value;
    const tag = this.tagName.toLowerCase();
    if (tag === "select") return (this.options.find((o) => o.selected) ?? this.options[0])?.value ?? "";
    if (tag === "textarea") return this.text;
    return this.attributes["value"] ?? (this.type === "checkbox" || this.type === "radio" ? "on" : "");
  }

  /** Setting a select's value selects the option with that value (none if there is none), as the DOM does. */
  set value(value: string) {
    if (this.tagName === "SELECT") {
      for (const o of this.options) o.selected = o.value === value;
      return;
    }
    this.#value = value;
  }

  get selectedOptions(): Option[] {
    const selected = this.options.filter((o) => o.selected);
    return selected.length || this.type === "select-multiple" ? selected : this.options.slice(0, 1);
  }

  focused = false;
  /** HTMLElement#focus: the document's active element now, unless the control is disabled (the DOM ignores it then). */
  focus(): void {
    this.focused = true;
    if (!("disabled" in this.attributes)) focusDocument.activeElement = this.self;
  }

  /** The one document every rendered element belongs to (its activeElement is what has the focus). */
  get ownerDocument(): FocusDocument { return focusDocument; }

  /** Element#matches: the selectors querySelector takes, and `:disabled` (a control with the disabled attribute). */
  matches(selector: string): boolean {
    if (selector === ":disabled") return CONTROL_TAGS.has(this.tagName.toLowerCase()) && "disabled" in this.attributes;
    return matches(this, parseSelector(selector));
  }

  /** The strict wrapper tests and listeners see, and the root the element's events bubble to (set by the root). */
  self: ContentElement = this;
  root: EventTarget | null = null;

  /** Element#closest: this element or its nearest ancestor matching the selector, else null. */
  closest(selector: string): ContentElement | null {
    const chain = parseSelector(selector);
    const found = [this, ...[...this.ancestors].reverse()].find((e) => matches(e, chain));
    return found?.self ?? null;
  }

  /**
   * EventTarget#dispatchEvent with the DOM's bubbling: this element's listeners, then each ancestor's
   * and the root's while the event bubbles and propagation was not stopped; `target` stays this element.
   */
  override dispatchEvent(event: Event): boolean {
    Object.defineProperty(event, "target", { value: this.self, configurable: true });
    super.dispatchEvent(event);
    if (event.bubbles) {
      for (const hop of [...[...this.ancestors].reverse(), this.root]) {
        if (!hop || event.cancelBubble) break;
        EventTarget.prototype.dispatchEvent.call(hop, event);
      }
    }
    return !event.defaultPrevented;
  }
}

/** Parses rendered HTML into its elements in document order (no text nodes; enough for forms). */
function parseContent(html: string): ContentElement[] {
  const all: ContentElement[] = [];
  const open: ContentElement[] = [];
  let last = 0;
  let textOf: ContentElement | null = null; // a textarea or option collecting its text
  const tags = /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/g;
  for (const m of html.matchAll(tags)) {
    if (textOf) textOf.text += decode(html.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[1]) {
      const tag = m[1].toLowerCase();
      const at = open.map((e) => e.tagName.toLowerCase()).lastIndexOf(tag);
      if (at >= 0) open.length = at;
      if (textOf?.tagName.toLowerCase() === tag) textOf = null;
      continue;
    }
    if (!m[2]) continue; // a comment
    const tag = m[2].toLowerCase();
    const element = new ContentElement(tag, parseAttributes(m[3] ?? ""), [...open]);
    all.push(element);
    if (tag === "option") {
      const select = open.filter((e) => e.tagName === "SELECT").at(-1);
      select?.options.push(element as unknown as Option);
    }
    if (tag === "textarea" || tag === "option") textOf = element;
    if (!VOID_TAGS.has(tag)) open.push(element);
  }
  // An option's value is its value attribute, else its text; selected as its attribute says.
  for (const select of all.filter((e) => e.tagName === "SELECT")) {
    select.options = (select.options as unknown as ContentElement[]).map((o) => ({
      value: o.attributes["value"] ?? o.text.trim(), selected: "selected" in o.attributes, dataset: o.dataset,
    }));
  }
  return all;
}

type Compound = { tag: string | null; classes: string[]; attrs: [string, string | null][] };
/** A selector list: one chain of compounds (descendant combinator) per comma-separated selector. */
type SelectorList = Compound[][];

function parseSelector(selector: string): SelectorList {
  return selector.split(/,(?![^[]*\])/).map((one) => one.trim().split(/\s+(?![^[]*\])/).map((part) => {
    const m = /^([a-zA-Z][\w-]*)?((?:\.[\w-]+|\[[^\]]+\])*)$/.exec(part);
    if (!m || (!m[1] && !m[2])) throw new Error(`the selector "${selector}" is not modelled by the ApplicationV2 double (only tag, .class, [attr], [attr=value], descendants and lists)`);
    const attrs = [...(m[2] ?? "").matchAll(/\[\s*([\w-]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\]\s]+)))?\s*\]/g)]
      .map((a): [string, string | null] => [a[1]!.toLowerCase(), a[2] ?? a[3] ?? a[4] ?? null]);
    const classes = [...(m[2] ?? "").replace(/\[[^\]]*\]/g, "").matchAll(/\.([\w-]+)/g)].map((c) => c[1]!);
    return { tag: m[1]?.toLowerCase() ?? null, classes, attrs };
  }));
}

function matchesCompound(element: ContentElement, c: Compound): boolean {
  if (c.tag && element.tagName.toLowerCase() !== c.tag) return false;
  const classList = (element.attributes["class"] ?? "").split(/\s+/);
  if (!c.classes.every((name) => classList.includes(name))) return false;
  return c.attrs.every(([k, v]) => k in element.attributes && (v === null || element.attributes[k] === v));
}

function matchesChain(element: ContentElement, chain: Compound[]): boolean {
  if (!matchesCompound(element, chain.at(-1)!)) return false;
  let i = chain.length - 2;
  for (let a = element.ancestors.length - 1; a >= 0 && i >= 0; a--) if (matchesCompound(element.ancestors[a]!, chain[i]!)) i--;
  return i < 0;
}

function matches(element: ContentElement, list: SelectorList): boolean {
  return list.some((chain) => matchesChain(element, chain));
}

/**
 * The page's document as far as the keyboard focus goes: its active element, or null for the body. As in the
 * DOM, an element that leaves the page (its content replaced by a re-render, its window closed) takes the
 * focus with it, so a form that wants the focus kept across a re-render must give it back itself.
 */
export interface FocusDocument { activeElement: ContentElement | null }
export const focusDocument: FocusDocument = { activeElement: null };

/** The application's lasting root element (the window's content: our forms have no frame modelled). */
export class ApplicationElement extends EventTarget {
  readonly tagName: string;
  /** The strict wrapper the application hands out (content events bubble to it). */
  self: ApplicationElement = this;
  #parts = new Map<string, string>();
  #content: ContentElement[] = [];

  constructor(tag: string) {
    super();
    this.tagName = tag.toUpperCase();
  }

  /** The rendered content as HTML (the parts in order). */
  get innerHTML(): string { return [...this.#parts.values()].join(""); }

  /** Replaces the named parts' HTML (others stay), as a Handlebars application's re-render does. */
  replaceParts(parts: Record<string, string>): void {
    this.dropFocus();
    for (const [id, html] of Object.entries(parts)) this.#parts.set(id, html);
    this.#content = parseContent(this.innerHTML).map((e) => {
      e.self = strict(e, `<${e.tagName.toLowerCase()}>`);
      e.root = this; // the element itself: the DOM's dispatch needs the real EventTarget
      return e.self;
    });
  }

  querySelectorAll(selector: string): ContentElement[] {
    const chain = parseSelector(selector);
    return this.#content.filter((e) => matches(e, chain));
  }

  get ownerDocument(): FocusDocument { return focusDocument; }

  /** Node#contains: this element or one of its content. */
  contains(other: unknown): boolean {
    return other === this.self || this.#content.includes(other as ContentElement);
  }

  /** The focused control leaves the page with the content it is in (the document's focus goes back to the body). */
  dropFocus(): void {
    if (this.#content.includes(focusDocument.activeElement as ContentElement)) focusDocument.activeElement = null;
  }

  querySelector(selector: string): ContentElement | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }

  /** HTMLFormElement#elements: the form's controls in document order. */
  get elements(): ContentElement[] {
    if (this.tagName !== "FORM") throw new Error(`elements of a <${this.tagName.toLowerCase()}> is not modelled by the ApplicationV2 double (forms only)`);
    return this.#content.filter((e) => CONTROL_TAGS.has(e.tagName.toLowerCase()));
  }
}

type RenderOptions = { force?: boolean; parts?: string[]; isFirstRender?: boolean; [key: string]: unknown };

/** v13 foundry.applications.instances: every rendered application by id, from its first render until it closes. */
export const instances = new Map<string, ApplicationV2>();
let appIds = 0;

export class ApplicationV2 {
  static DEFAULT_OPTIONS: Record<string, unknown> = {};
  /** Calls of render(), forced or not, rendered or skipped (what a test counts: "the form asked to redraw"). */
  renders = 0;
  closed = false;
  #element: ApplicationElement | null = null;
  #queue: Promise<unknown> = Promise.resolve();

  #id: string;
  readonly options: Record<string, unknown>;

  /** As v13: the options are those `_initializeApplicationOptions` makes of the ones given. */
  constructor(options: Record<string, unknown> = {}) {
    this.options = this._initializeApplicationOptions(options);
    this.#id = typeof this.options["id"] === "string" ? this.options["id"] : `app-${++appIds}`;
  }

  /** v13: turns the constructor's options into the application's (DocumentSheetV2 merges DEFAULT_OPTIONS here). */
  _initializeApplicationOptions(options: Record<string, unknown>): Record<string, unknown> { return options; }

  /**
   * v13: whether this render may go ahead. `false` cancels it quietly; an Error cancels it and its message is
   * shown as a warning (DocumentSheetV2 throws for a user below the sheet's viewPermission).
   */
  _canRender(_options: unknown): false | void {}

  /** The application's id (options.id, else one of its own), its key in foundry.applications.instances. */
  get id(): string { return this.#id; }

  /** The root element from the first render until close; null before (v13's is unset then too). */
  get element(): ApplicationElement | null { return this.#element; }
  get rendered(): boolean { return this.#element !== null; }

  async _prepareContext(_options: unknown): Promise<Record<string, unknown>> { return {}; }
  async _renderHTML(_context: unknown, _options: unknown): Promise<unknown> {
    throw new Error("ApplicationV2#_renderHTML is abstract (HandlebarsApplicationMixin implements it)");
  }
  _replaceHTML(_result: unknown, _content: unknown, _options: unknown): void {
    throw new Error("ApplicationV2#_replaceHTML is abstract (HandlebarsApplicationMixin implements it)");
  }
  /** v13: awaited after `_prepareContext` and before `_renderHTML`; `_preFirstRender` on the first render only, before `_preRender`. */
  async _preFirstRender(_context: unknown, _options: unknown): Promise<void> {}
  async _preRender(_context: unknown, _options: unknown): Promise<void> {}
  async _onFirstRender(_context: unknown, _options: unknown): Promise<void> {}
  async _onRender(_context: unknown, _options: unknown): Promise<void> {}
  _onClose(_options: unknown): void {}
  /** v13's hook for listeners on a newly created root element (once per element); the sheets' double adds its click delegation here. */
  _attachFrameListeners(): void {}

  /** Renders are queued one after another, as v13 serialises them; `render(true)` is `render({ force: true })`. */
  render(options: boolean | RenderOptions = {}): Promise<this> {
    this.renders++;
    const opts: RenderOptions = typeof options === "boolean" ? { force: options } : { ...options };
    const next = this.#queue.then(() => this.#render(opts));
    this.#queue = next.catch(() => undefined);
    return next;
  }

  async #render(options: RenderOptions): Promise<this> {
    if (!this.rendered && options.force !== true) return this;
    try {
      if (this._canRender(options) === false) return this;
    } catch (err) {
      (globalAt("ui", "notifications") as { warn(message: string): unknown } | undefined)?.warn((err as Error).message);
      return this;
    }
    options.isFirstRender = !this.rendered;
    const context = await this._prepareContext(options);
    if (options.isFirstRender) await this._preFirstRender(context, options);
    await this._preRender(context, options);
    const result = await this._renderHTML(context, options);
    if (options.isFirstRender) {
      const tag = (this.options["tag"] ?? (this.constructor as typeof ApplicationV2).DEFAULT_OPTIONS["tag"] ?? "div") as string;
      const element = new ApplicationElement(tag);
      this.#element = element.self = strict(element, "element");
      this.closed = false;
      instances.set(this.id, this);
      this._attachFrameListeners();
    }
    this._replaceHTML(result, this.#element, options);
    if (options.isFirstRender) await this._onFirstRender(context, options);
    await this._onRender(context, options);
    return this;
  }

  /** Closing removes the element: a later forced render is a first render again, with a new element. */
  async close(): Promise<this> {
    this.closed = true;
    this.#element?.dropFocus();
    this.#element = null;
    instances.delete(this.id);
    await this._onClose({});
    return this;
  }
}

/** The mixin: renders each of the class's PARTS (or the `parts` asked for) through renderTemplate. */
export function HandlebarsApplicationMixin<T extends typeof ApplicationV2>(Base: T) {
  return class HandlebarsApplication extends (Base as typeof ApplicationV2) {
    static PARTS: Record<string, { template: string }> = {};

    /** v13: the parts this render may draw; the class's PARTS unless a subclass configures others (a limited view). */
    _configureRenderParts(_options: RenderOptions): Record<string, { template: string }> {
      return structuredClone((this.constructor as unknown as { PARTS: Record<string, { template: string }> }).PARTS);
    }

    override async _renderHTML(context: object, options: RenderOptions): Promise<Record<string, string>> {
      const parts = this._configureRenderParts(options);
      const render = globalAt("foundry", "applications", "handlebars", "renderTemplate") as (path: string, context: object) => Promise<string>;
      const html: Record<string, string> = {};
      for (const id of options.parts ?? Object.keys(parts)) {
        if (!parts[id]) throw new Error(`No part "${id}" in ${this.constructor.name}.PARTS`);
        html[id] = await render(parts[id].template, context);
      }
      return html;
    }

    override _replaceHTML(result: Record<string, string>, content: ApplicationElement): void {
      content.replaceParts(result);
    }
  } as unknown as T;
}

/**
 * A window built on this double, as the v13 ApplicationV2 it stands in for (typed.ts), for module code that
 * takes one (foundry/windows.ts): only what the double implements exists.
 */
export function asApplication(app: ApplicationV2): foundry.applications.api.ApplicationV2 {
  return app as unknown as foundry.applications.api.ApplicationV2;
}

/**
 * Render options for a test that calls an application's _prepareContext itself: only the fields given
 * (none by default, as the double's own render passes only what it was asked), typed as v13's full set.
 */
export function renderOptions(fields: RenderOptions = {}): foundry.applications.api.ApplicationV2.RenderOptions {
  return { ...fields } as unknown as foundry.applications.api.ApplicationV2.RenderOptions;
}
