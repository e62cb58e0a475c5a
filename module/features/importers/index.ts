/**
 * Bringing a campaign in: the GM's import tool (a button in the Compendium directory), its report card,
 * and `game.system.api.importers` for macros (`open()`, `run(request)`, and the pure converters
 * `importOggDude`, `importAdversaries`, `convertStarWarsFFG`, which write nothing).
 */
import { escapeText } from "../../foundry/documents.ts";
import { registerCard } from "../../chat/register.ts";
import { localize } from "../../foundry/localize.ts";
import { runImport } from "./actions.ts";
import { renderImportReport, reportOf } from "./card.ts";
import { openImportForm } from "./form.ts";
import { convertStarWarsFFG, importAdversaries, importOggDude } from "./pure.ts";
import { exposeApi } from "../../foundry/api.ts";

export const IMPORTERS_API = { open: openImportForm, run: runImport, importOggDude, importAdversaries, convertStarWarsFFG };

/** The GM's button, or nothing for a player. */
export function importButtonHtml(): string {
  if (game.user?.isGM !== true) return "";
  return `<div class="eote-import-tools action-buttons flexrow"><button type="button" data-eote-import="open"><i class="fa-solid fa-file-import" inert></i> ${escapeText(localize("EOTE.Import.Button"))}</button></div>`;
}

/** Adds the GM's button to the Compendium directory header (v13 renderCompendiumDirectory passes an HTMLElement). */
export function addImportButton(html: HTMLElement): void {
  const markup = importButtonHtml();
  if (!markup || html.querySelector(".eote-import-tools")) return;
  (html.querySelector(".directory-header") ?? html).insertAdjacentHTML("beforeend", markup);
  html.querySelector("[data-eote-import=open]")?.addEventListener("click", () => void openImportForm());
}

export function registerImporters(): void {
  Hooks.on("renderCompendiumDirectory", (_app: unknown, html: HTMLElement) => addImportButton(html));
  registerCard((message) => reportOf(message) !== null, renderImportReport);
  exposeApi("importers", IMPORTERS_API);
}
