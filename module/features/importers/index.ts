/**
 * Bringing a campaign in: the GM's import tool (a button in the Compendium directory), its report card,
 * and `game.system.api.importers` for macros (`open()`, `run(request)`, and the pure converters
 * `importOggDude`, `importAdversaries`, `convertStarWarsFFG`, which write nothing).
 */
import { registerCard } from "../../chat/register.ts";
import { addDirectoryTools } from "../../foundry/directory-tools.ts";
import { runImport } from "./actions.ts";
import { renderImportReport, reportOf } from "./card.ts";
import { openImportForm } from "./form.ts";
import { convertStarWarsFFG, importAdversaries, importOggDude } from "./model/converters.ts";
import { exposeApi } from "../../foundry/api.ts";
import { registerImportRecords } from "./actions/records.ts";

/** What macros and the tours call (game.system.api.importers). */
export const api = { open: openImportForm, run: runImport, importOggDude, importAdversaries, convertStarWarsFFG };

/** Adds the GM's button to the Compendium directory header (v13 renderCompendiumDirectory passes an HTMLElement). */
function addImportButton(html: HTMLElement): void {
  addDirectoryTools(html, {
    className: "eote-import-tools", attribute: "eote-import",
    tools: [{ action: "open", label: "EOTE.Import.Button", icon: "fa-solid fa-file-import", run: openImportForm }],
  });
}

export function register(): void {
  registerImportRecords();
  Hooks.on("renderCompendiumDirectory", (_app: unknown, html: HTMLElement) => addImportButton(html));
  registerCard((message) => reportOf(message) !== null, renderImportReport);
  exposeApi("importers", api);
}
