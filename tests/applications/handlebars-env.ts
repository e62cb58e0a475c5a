/**
 * The sheet template tests' handle on the one shared Handlebars environment, preview/handlebars.ts
 * (Foundry helper stand-ins used by template tests, the preview gallery and the browser tests alike).
 *
 * Helpers the templates may call (knownHelpersOnly: a template that calls any other fails to compile):
 * Foundry's localize, checked and selectOptions (stand-ins), and the system's own eoteSymbol / eoteDie
 * (the real functions from module/roll/symbols.ts). Built-ins used: if, unless, each, lookup.
 * Partials are registered by their Foundry path, systems/eote/templates/<dir>/<name>.hbs, which is
 * how foundry.applications.handlebars.loadTemplates registers them.
 */
import type Handlebars from "handlebars";
import { expect } from "vitest";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { symbolHelpers } from "../../module/roll/symbols.ts";
import { createEngine, FOUNDRY_HELPERS, type CompileOptions } from "../../preview/handlebars.ts";
import { createI18n } from "../../preview/i18n.ts";
import { readLang, templateSources } from "../../preview/load.ts";
import { echoingKeys, keysSwitch } from "../doubles/keys.ts";

export { FOUNDRY_HELPERS };

/** The system's own helpers, registered at init from module/roll/symbols.ts: the real code here too. */
export const SYSTEM_HELPERS = ["eoteSymbol", "eoteDie"] as const;

const ROOT = new URL("../../", import.meta.url).pathname;
const TEMPLATE_DIR = join(ROOT, "templates");

/** Keys a render asked for that lang/en.json does not have. */
export const missingKeys = new Set<string>();

const i18n = createI18n(readLang(ROOT), (key) => missingKeys.add(key));

/** The English string for a key, or undefined if lang/en.json lacks it. */
export function lookupKey(key: string): string | undefined {
  return i18n.has(key) ? i18n.localize(key) : undefined;
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

const engine = (keys = false) => {
  const shown = echoingKeys(i18n, () => keys);
  return createEngine({ i18n: shown, templates: templateSources(ROOT), helpers: symbolHelpers(shown.localize) });
};

export const COMPILE_OPTIONS: CompileOptions = engine().compileOptions;

/** The environment; with `keys: true` its `localize` echoes keys, not English (tests/doubles/keys.ts). */
export function createEnvironment(options: { keys?: boolean } = {}): typeof Handlebars {
  return engine(options.keys).hb;
}

/** Render one template (path under templates/) with a context, as a Foundry part would be. */
export function render(hbs: typeof Handlebars, rel: string, context: object): string {
  return hbs.compile(templateSource(rel), COMPILE_OPTIONS)(context);
}

/** The vehicle sheet's parts in its PARTS order (module/applications/sheets/vehicle-sheet.ts): every tab is drawn. */
export const VEHICLE_PARTS = [
  "actor/vehicle-header.hbs", "partials/tab-nav.hbs", "actor/vehicle-tab-combat.hbs", "actor/vehicle-tab-crew.hbs",
  "actor/vehicle-tab-navigation.hbs", "actor/vehicle-tab-cargo.hbs",
] as const;

/** The whole vehicle sheet as ApplicationV2 puts its parts one after another. */
export function renderVehicle(hbs: typeof Handlebars, context: object): string {
  return VEHICLE_PARTS.map((rel) => render(hbs, rel, context)).join("\n");
}

/** The part of v13's foundry global the sheets' rendering reaches. */
type TemplateGlobal = { foundry: { applications: { handlebars: { renderTemplate: (path: string, context: object) => Promise<string> } } } };

/**
 * Makes foundry.applications.handlebars.renderTemplate render the system's templates (by their
 * systems/eote/templates/ path) with a test environment; `drew(path, html)` sees each render (a test that
 * keeps what a tab's part drew). Run it after the doubles are installed (shellSuite's `install`). Its `localize`
 * echoes keys with `keys: true`, or, when not told, while the file's shellSuite asked for keys (keys.ts).
 */
export function installTemplates(options: { keys?: boolean; drew?: (path: string, html: string) => void } = {}): void {
  const hbs = createEnvironment({ keys: options.keys ?? keysSwitch.on });
  (globalThis as unknown as TemplateGlobal).foundry.applications.handlebars.renderTemplate = async (path, context) => {
    const html = render(hbs, path.replace(/^systems\/eote\/templates\//, ""), context);
    options.drew?.(path, html);
    return html;
  };
}

/** What `draw` renders, once it is checked to have asked for no key lang/en.json lacks. */
export function knownKeys<T>(draw: () => T): T {
  missingKeys.clear();
  const out = draw();
  expect([...missingKeys]).toEqual([]);
  return out;
}
