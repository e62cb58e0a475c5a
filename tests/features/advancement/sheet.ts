/**
 * The advancement's tests through the real character sheet: the doubles, the templates rendered by the
 * test's Handlebars (tests/applications/handlebars-env.ts), the sheet class and the advancement's api.
 */
import { shellSuite } from "../../doubles/suite.ts";
import { createEnvironment, render } from "../../applications/handlebars-env.ts";

/** The part of v13's foundry global the sheet's rendering reaches here. */
type TemplateGlobal = { foundry: { applications: { handlebars: { renderTemplate: (path: string, context: object) => Promise<string> } } } };

/** Renders the system's templates (by their systems/eote/templates/ path) with the test environment. */
export function installTemplates(): void {
  const hbs = createEnvironment();
  (globalThis as unknown as TemplateGlobal).foundry.applications.handlebars.renderTemplate = async (path, context) =>
    render(hbs, path.replace(/^systems\/eote\/templates\//, ""), context);
}

/** shellSuite (seed 5) with the templates installed; `sheets` is the character sheet's module, `adv` the advancement's api. */
export function advancementSheetSuite() {
  return shellSuite({
    seed: 5,
    install: installTemplates,
    modules: {
      sheets: () => import("../../../module/applications/sheets/character-sheet.ts"),
      adv: () => import("../../../module/features/advancement/index.ts").then((m) => m.api),
    },
  });
}
