/**
 * One real Handlebars instance with stand-ins for the helpers Foundry v13 registers, for the preview
 * gallery, the browser tests and the template tests alike (one copy; import it, never re-declare).
 * Templates come in as sources keyed by their path under the repository ("templates/chat/x.hbs"), so
 * this file reads no files and runs in Node or a browser. Each is also registered as a partial under
 * the path Foundry gives it ("systems/eote/templates/chat/x.hbs"), as Foundry's loadTemplates does.
 * Only behaviour our templates rely on is reproduced; real Foundry remains the final word.
 */
import Handlebars from "handlebars";
import type { I18n } from "./i18n.ts";

/** The system folder as Foundry serves it; template paths in module/config.ts start with it. */
export const SYSTEM_ROOT = "systems/eote/";

type HelperOptions = Handlebars.HelperOptions;
type Hash = Record<string, unknown>;
/** Our own helpers that return raw HTML (symbolHelpers in module/roll/symbols.ts, say). */
export type HtmlHelpers = Record<string, (...args: never[]) => string>;

export interface Engine {
  hb: typeof Handlebars;
  /** Renders a template by repository path ("templates/chat/narrative-roll.hbs") or Foundry path. */
  render(path: string, context: object): string;
  has(path: string): boolean;
}

const escape = (value: unknown) => Handlebars.escapeExpression(String(value ?? ""));
const hashOf = (args: unknown[]): Hash => ((args.at(-1) as HelperOptions | undefined)?.hash ?? {}) as Hash;
const plain = (args: unknown[]) => args.slice(0, -1);

interface Choice { value: string; label: string; group?: string | undefined }

/** Foundry's selectOptions: a map {value: label} or an array of objects (valueAttr/labelAttr). */
function choicesOf(choices: unknown, hash: Hash): Choice[] {
  const valueAttr = String(hash["valueAttr"] ?? "value");
  const labelAttr = String(hash["labelAttr"] ?? "label");
  if (Array.isArray(choices)) {
    return choices.map((c: unknown) => (c !== null && typeof c === "object"
      ? { value: String((c as Hash)[valueAttr] ?? ""), label: String((c as Hash)[labelAttr] ?? "") }
      : { value: String(c), label: String(c) }));
  }
  return Object.entries((choices ?? {}) as Hash).map(([value, label]) => (
    label !== null && typeof label === "object" ? { value, label: String((label as Hash)[labelAttr] ?? value) } : { value, label: String(label) }));
}

function foundryHelpers(hb: typeof Handlebars, i18n: I18n) {
  const safe = (html: string) => new hb.SafeString(html);
  return {
    localize: (key: unknown, options: HelperOptions) => {
      const hash = (options?.hash ?? {}) as Hash;
      return Object.keys(hash).length ? i18n.format(String(key), hash) : i18n.localize(String(key));
    },
    concat: (...args: unknown[]) => plain(args).map((a) => String(a ?? "")).join(""),
    eq: (a: unknown, b: unknown) => a === b,
    ne: (a: unknown, b: unknown) => a !== b,
    lt: (a: number, b: number) => a < b,
    lte: (a: number, b: number) => a <= b,
    gt: (a: number, b: number) => a > b,
    gte: (a: number, b: number) => a >= b,
    and: (...args: unknown[]) => plain(args).every(Boolean),
    or: (...args: unknown[]) => plain(args).some(Boolean),
    not: (a: unknown) => !a,
    ifThen: (test: unknown, a: unknown, b: unknown) => (test ? a : b),
    checked: (value: unknown) => (value ? "checked" : ""),
    disabled: (value: unknown) => (value ? "disabled" : ""),
    json: (value: unknown) => JSON.stringify(value),
    numberFormat: (value: unknown, options: HelperOptions) => {
      const hash = (options?.hash ?? {}) as Hash;
      const n = Number(value) || 0;
      const text = hash["decimals"] === undefined ? String(n) : n.toFixed(Number(hash["decimals"]));
      return hash["sign"] && n >= 0 ? `+${text}` : text;
    },
    selectOptions: (choices: unknown, options: HelperOptions) => {
      const hash = (options?.hash ?? {}) as Hash;
      const selected = [hash["selected"]].flat().map((s) => String(s ?? ""));
      const label = (text: string) => (hash["localize"] ? i18n.localize(text) : text);
      const rows = choicesOf(choices, hash);
      const blank = hash["blank"] === undefined || hash["blank"] === null ? "" : `<option value="">${escape(label(String(hash["blank"])))}</option>`;
      return safe(blank + rows.map((c) => `<option value="${escape(c.value)}"${selected.includes(c.value) ? " selected" : ""}>${escape(label(c.label))}</option>`).join(""));
    },
    /**
     * Foundry's {{editor}}: the content is HTML already enriched (and cleaned) by the sheet, shown as
     * is; editable sheets get the same wrapper Foundry's editor uses. Preview content is cleaned by
     * preview/sanitize.ts before it gets here, as Foundry cleans stored HTML.
     */
    editor: (content: unknown, options: HelperOptions) => {
      const hash = (options?.hash ?? {}) as Hash;
      const target = escape(hash["target"] ?? "");
      return safe(`<div class="editor"><div class="editor-content" data-edit="${target}">${String(content ?? "")}</div></div>`);
    },
  };
}

export function createEngine(opts: { i18n: I18n; templates: Record<string, string>; helpers?: HtmlHelpers }): Engine {
  const hb = Handlebars.create();
  hb.registerHelper(foundryHelpers(hb, opts.i18n));
  for (const [name, fn] of Object.entries(opts.helpers ?? {})) {
    hb.registerHelper(name, (...args: unknown[]) => new hb.SafeString((fn as (...a: unknown[]) => string)(...plain(args))));
  }
  const sources = new Map<string, string>();
  for (const [path, source] of Object.entries(opts.templates)) {
    const key = path.replace(SYSTEM_ROOT, "");
    sources.set(key, source);
    hb.registerPartial(SYSTEM_ROOT + key, source);
  }
  const compiled = new Map<string, Handlebars.TemplateDelegate>();
  const keyOf = (path: string) => path.replace(SYSTEM_ROOT, "");
  return {
    hb,
    has: (path) => sources.has(keyOf(path)),
    render(path, context) {
      const key = keyOf(path);
      let template = compiled.get(key);
      if (!template) {
        const source = sources.get(key);
        if (source === undefined) throw new Error(`preview: no template ${key}`);
        template = hb.compile(source);
        compiled.set(key, template);
      }
      return template(context, { allowProtoPropertiesByDefault: false });
    },
  };
}
