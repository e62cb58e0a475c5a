/**
 * The compendium browser: a "Browse compendia" button in the Compendium directory's header for every
 * user (each sees the packs their permissions show), `game.system.api.browser.open()` for macros, and
 * the hooks that forget a pack's kept index when one of its documents is created, updated or deleted
 * (v13 fires the document hooks for compendium documents too; `document.pack` names the pack) and redraw
 * the open browser.
 */
import { exposeApi } from "../../foundry/api.ts";
import { addDirectoryTools } from "../../foundry/directory-tools.ts";
import { forgetPack } from "./actions.ts";
import { openCompendiumBrowser, refreshCompendiumBrowser } from "./form.ts";

/** What macros call (game.system.api.browser). */
export const api = { open: openCompendiumBrowser };

/** Adds the button once to the Compendium directory's header, for every user (v13 renderCompendiumDirectory passes an HTMLElement). */
function addBrowserButton(html: HTMLElement): void {
  addDirectoryTools(html, {
    className: "eote-browser-tools", attribute: "eote-browser", everyone: true,
    tools: [{ action: "open", label: "EOTE.Browser.Button", icon: "fa-solid fa-magnifying-glass", run: openCompendiumBrowser }],
  });
}

/** A pack document changed: forget that pack's index and redraw an open browser. World documents change nothing here. */
function onPackDocumentChange(document: { pack?: string | null } | null | undefined): void {
  const pack = document?.pack;
  if (typeof pack !== "string" || !pack) return;
  if (forgetPack(pack)) refreshCompendiumBrowser();
}

const CHANGE_HOOKS = ["createItem", "updateItem", "deleteItem", "createActor", "updateActor", "deleteActor"] as const;

export function register(): void {
  Hooks.on("renderCompendiumDirectory", (_app: unknown, html: HTMLElement) => addBrowserButton(html));
  for (const hook of CHANGE_HOOKS) (Hooks.on as (name: string, fn: (doc: { pack?: string | null }) => void) => number)(hook, onPackDocumentChange);
  exposeApi("browser", api);
}
