/**
 * A real Handlebars environment for the sheet templates, with stand-ins for the Foundry helpers.
 *
 * Foundry helpers the templates use (and nothing else: the environment compiles with
 * `knownHelpersOnly`, so a template that calls any other helper fails to compile here):
 *   - localize "KEY" [hash…]      game.i18n.localize, or game.i18n.format when given hash arguments
 *   - checked value               `checked` when truthy
 *   - selectOptions choices selected=… localize=true   <option> list from [{ value, label }]
 * plus the system's own eoteSymbol / eoteDie (the real functions from module/roll/symbols.ts).
 * Built-in Handlebars helpers used: if, unless, each, lookup (none needs a stand-in).
 * Partials are registered by their Foundry path, systems/eote/templates/<dir>/<name>.hbs, which is
 * how foundry.applications.handlebars.loadTemplates registers them.
 */
import Handlebars from "handlebars";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { symbolHelpers } from "../../module/roll/symbols.ts";

export const FOUNDRY_HELPERS = ["localize", "checked", "selectOptions"] as const;

/** The system's own helpers, registered at init from module/roll/symbols.ts: the real code here too. */
export const SYSTEM_HELPERS = ["eoteSymbol", "eoteDie"] as const;

const ROOT = new URL("../../", import.meta.url).pathname;
const TEMPLATE_DIR = join(ROOT, "templates");

const lang = JSON.parse(readFileSync(join(ROOT, "lang/en.json"), "utf8")) as Record<string, unknown>;

/** The English string for a key, or undefined if lang/en.json lacks it. */
export function lookupKey(key: string): string | undefined {
  let node: unknown = lang;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** Keys a render asked for that lang/en.json does not have. */
export const missingKeys = new Set<string>();

function translate(key: string): string {
  const text = lookupKey(key);
  if (text === undefined) {
    missingKeys.add(key);
    return key;
  }
  return text;
}

export function listTemplates(dir = TEMPLATE_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listTemplates(path);
    return path.endsWith(".hbs") ? [relative(TEMPLATE_DIR, path).split("\\").join("/")] : [];
  }).sort();
}

export function templateSource(rel: string): string {
  return readFileSync(join(TEMPLATE_DIR, rel), "utf8");
}

export const COMPILE_OPTIONS: CompileOptions = {
  knownHelpersOnly: true,
  knownHelpers: Object.fromEntries([...FOUNDRY_HELPERS, ...SYSTEM_HELPERS].map((h) => [h, true])),
};

type CompileOptions = Parameters<typeof Handlebars.compile>[1];
type HelperOptions = Handlebars.HelperOptions;

export function createEnvironment(): typeof Handlebars {
  const hbs = Handlebars.create();
  hbs.registerHelper("localize", (key: unknown, options: HelperOptions) => {
    const text = translate(String(key));
    const hash = options.hash as Record<string, unknown>;
    if (!Object.keys(hash).length) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in hash ? String(hash[name]) : whole));
  });
  hbs.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  hbs.registerHelper("selectOptions", (choices: unknown, options: HelperOptions) => {
    const hash = options.hash as { selected?: unknown; localize?: boolean };
    const selected = new Set([hash.selected].flat().map(String));
    const list = choices as { value: string; label: string }[];
    const html = list.map(({ value, label }) => {
      const text = hash.localize ? translate(label) : label;
      const sel = selected.has(String(value)) ? " selected" : "";
      return `<option value="${hbs.escapeExpression(value)}"${sel}>${hbs.escapeExpression(text)}</option>`;
    }).join("");
    return new hbs.SafeString(html);
  });
  for (const [name, helper] of Object.entries(symbolHelpers(translate))) {
    hbs.registerHelper(name, (id: unknown) => new hbs.SafeString(helper(id)));
  }
  for (const rel of listTemplates()) {
    hbs.registerPartial(`systems/eote/templates/${rel}`, hbs.compile(templateSource(rel), COMPILE_OPTIONS));
  }
  return hbs;
}

/** Render one template (path under templates/) with a context, as a Foundry part would be. */
export function render(hbs: typeof Handlebars, rel: string, context: object): string {
  return hbs.compile(templateSource(rel), COMPILE_OPTIONS)(context);
}
