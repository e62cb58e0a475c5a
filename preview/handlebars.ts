/**
 * One real Handlebars environment with stand-ins for the helpers Foundry v13 registers, shared by the
 * preview gallery, the browser tests and the template tests (one copy: import it, never re-declare).
 * Templates come in as sources keyed by their path under the repository ("templates/chat/x.hbs"), so
 * this file reads no files. Each is registered as a partial under the path Foundry gives it
 * ("systems/eote/templates/chat/x.hbs"), as foundry.applications.handlebars.loadTemplates does.
 * Templates compile with `knownHelpersOnly`: a template calling a helper with no stand-in here fails
 * to compile, so nothing renders silently wrong.
 */
import Handlebars from "handlebars";
import { noteHelper, numberHelper, pluralHelper } from "../module/system/i18n.ts";
import type { I18n } from "./i18n.ts";

/** The system folder as Foundry serves it; template paths in module/system/config.ts start with it. */
export const SYSTEM_ROOT = "systems/eote/";

type HelperOptions = Handlebars.HelperOptions;
type Hash = Record<string, unknown>;
/** Our own helpers that return raw HTML (symbolHelpers in module/roll/symbols.ts, say). */
export type HtmlHelpers = Record<string, (...args: never[]) => string>;
export type CompileOptions = NonNullable<Parameters<typeof Handlebars.compile>[1]>;

export interface Engine {
  hb: typeof Handlebars;
  /** Options every template compiles with (knownHelpersOnly over the helpers registered here). */
  compileOptions: CompileOptions;
  /** Renders a template by repository path ("templates/chat/narrative-roll.hbs") or Foundry path. */
  render(path: string, context: object): string;
}

const hashOf = (options: HelperOptions | undefined): Hash => (options?.hash ?? {}) as Hash;
/** A helper's positional arguments (Handlebars passes its options object last). */
const positional = (args: unknown[]) => args.slice(0, -1);

/** Foundry's selectOptions: an array of { value, label } (or valueAttr/labelAttr) or a map value → label. */
function choicesOf(choices: unknown, hash: Hash): { value: string; label: string }[] {
  const valueAttr = String(hash["valueAttr"] ?? "value");
  const labelAttr = String(hash["labelAttr"] ?? "label");
  if (Array.isArray(choices)) {
    return choices.map((c: unknown) => (c !== null && typeof c === "object"
      ? { value: String((c as Hash)[valueAttr] ?? ""), label: String((c as Hash)[labelAttr] ?? "") }
      : { value: String(c), label: String(c) }));
  }
  return Object.entries((choices ?? {}) as Hash).map(([value, label]) => ({ value, label: String(label) }));
}

/**
 * The Foundry helpers our templates call, and only those: with knownHelpersOnly a template that calls
 * another one fails to compile in every test, and its stand-in gets added here.
 *   localize "KEY" [hash…]   game.i18n.localize, or game.i18n.format when given hash arguments
 *   checked value            `checked` when truthy
 *   selectOptions choices selected=… localize=true blank=…   <option> list
 */
export const FOUNDRY_HELPERS = ["localize", "checked", "selectOptions"] as const;

function foundryHelpers(hb: typeof Handlebars, i18n: I18n): Record<(typeof FOUNDRY_HELPERS)[number], Handlebars.HelperDelegate> {
  const escape = (value: unknown) => hb.escapeExpression(String(value ?? ""));
  return {
    localize: (key: unknown, options: HelperOptions) => {
      const hash = hashOf(options);
      return Object.keys(hash).length ? i18n.format(String(key), hash) : i18n.localize(String(key));
    },
    checked: (value: unknown) => (value ? "checked" : ""),
    selectOptions: (choices: unknown, options: HelperOptions) => {
      const hash = hashOf(options);
      const selected = new Set([hash["selected"]].flat().map((s) => String(s ?? "")));
      const label = (text: string) => (hash["localize"] ? i18n.localize(text) : text);
      const blank = hash["blank"] === undefined || hash["blank"] === null ? "" : `<option value="">${escape(label(String(hash["blank"])))}</option>`;
      const rows = choicesOf(choices, hash).map((c) =>
        `<option value="${escape(c.value)}"${selected.has(c.value) ? " selected" : ""}>${escape(label(c.label))}</option>`);
      return new hb.SafeString(blank + rows.join(""));
    },
  };
}

export function createEngine(opts: { i18n: I18n; templates: Record<string, string>; helpers?: HtmlHelpers }): Engine {
  const hb = Handlebars.create();
  // eotePlural, eoteNote and eoteNumber return text that Handlebars escapes, like localize; registered by module/roll/index.ts in Foundry.
  const helpers: Record<string, Handlebars.HelperDelegate> = {
    ...foundryHelpers(hb, opts.i18n), eotePlural: pluralHelper(opts.i18n), eoteNote: noteHelper(opts.i18n),
    eoteNumber: numberHelper(opts.i18n),
  };
  for (const [name, fn] of Object.entries(opts.helpers ?? {})) {
    helpers[name] = (...args: unknown[]) => new hb.SafeString((fn as (...a: unknown[]) => string)(...positional(args)));
  }
  hb.registerHelper(helpers);
  const compileOptions: CompileOptions = {
    knownHelpersOnly: true,
    knownHelpers: Object.fromEntries(Object.keys(helpers).map((name) => [name, true])),
  };
  const keyOf = (path: string) => (path.startsWith(SYSTEM_ROOT) ? path.slice(SYSTEM_ROOT.length) : path);
  const sources = new Map(Object.entries(opts.templates).map(([path, source]) => [keyOf(path), source]));
  const compiled = new Map<string, Handlebars.TemplateDelegate>();
  const compile = (key: string) => {
    let template = compiled.get(key);
    if (!template) {
      const source = sources.get(key);
      if (source === undefined) throw new Error(`no template ${key}`);
      template = hb.compile(source, compileOptions);
      compiled.set(key, template);
    }
    return template;
  };
  for (const key of sources.keys()) hb.registerPartial(SYSTEM_ROOT + key, compile(key));
  return { hb, compileOptions, render: (path, context) => compile(keyOf(path))(context) };
}
