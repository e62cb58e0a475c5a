/**
 * The advancement's tests through the real character sheet: the doubles, the templates rendered by the
 * test's Handlebars (tests/applications/handlebars-env.ts), the sheet class and the advancement's api.
 */
import { shellSuite } from "../../doubles/suite.ts";
import { createEnvironment, render } from "../../applications/handlebars-env.ts";

/** The part of v13's foundry global the sheet's rendering reaches here. */
type TemplateGlobal = { foundry: { applications: { handlebars: { renderTemplate: (path: string, context: object) => Promise<string> } } } };

/** Renders the system's templates (by their systems/eote/templates/ path) with the test environment (its `localize` echoing keys if asked). */
export function installTemplates(options: { keys?: boolean } = {}): void {
  const hbs = createEnvironment({ keys: options.keys === true });
  (globalThis as unknown as TemplateGlobal).foundry.applications.handlebars.renderTemplate = async (path, context) =>
    render(hbs, path.replace(/^systems\/eote\/templates\//, ""), context);
}

/**
 * shellSuite (seed 5) with the templates installed; `sheets` is the character sheet's module, `adv` the
 * advancement's api. `keys: true`: game.i18n and the templates echo keys (docs/testing.md).
 */
export function advancementSheetSuite(options: { keys?: boolean } = {}) {
  const keys = options.keys === true;
  return shellSuite({
    seed: 5,
    keys,
    install: () => installTemplates({ keys }),
    modules: {
      sheets: () => import("../../../module/applications/sheets/character-sheet.ts"),
      adv: () => import("../../../module/features/advancement/index.ts").then((m) => m.api),
    },
  });
}
