/**
 * The compendium browser window (ApplicationV2): filters on the left, the results list on the right, one
 * page at a time. Typing or choosing a filter redraws only the results part (the field keeps its focus);
 * a column header sorts by it; a name opens the document's sheet; a row drags as a drag from a compendium
 * does (`{ type, uuid }`), onto a sheet or the canvas. It only shows ./model.ts over the catalogue
 * ./actions.ts reads; the packs' document hooks redraw it (./index.ts).
 */
import { filterFromForm, INITIAL_STATE, nextSort, type BrowserState } from "./model.ts";
import { browserContext } from "./context-model.ts";
import { dragDataOf, loadCatalogue, openEntry } from "./actions.ts";
import { localize } from "../../foundry/localize.ts";
import { openWindow } from "../../foundry/windows.ts";

export const BROWSER_APP_ID = "eote-compendium-browser";
export const BROWSER_TEMPLATES = {
  filters: "systems/eote/templates/dialogs/compendium-browser-filters.hbs",
  results: "systems/eote/templates/dialogs/compendium-browser-results.hbs",
} as const;

type ApplicationV2 = foundry.applications.api.ApplicationV2;

function defineWindow() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  return class CompendiumBrowser extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = {
      id: BROWSER_APP_ID,
      classes: ["eote", "eote-browser"],
      tag: "form",
      window: { title: "EOTE.Browser.Title", icon: "fa-solid fa-magnifying-glass", resizable: true },
      // Fits a 1366×768 screen with the sidebar and the hotbar in view.
      position: { width: 1200, height: 690 },
      form: { submitOnChange: false, closeOnSubmit: false },
      actions: { sort: CompendiumBrowser.#onSort, page: CompendiumBrowser.#onPage, open: CompendiumBrowser.#onOpen, reset: CompendiumBrowser.#onReset },
    };

    static override PARTS = {
      filters: { template: BROWSER_TEMPLATES.filters },
      results: { template: BROWSER_TEMPLATES.results, scrollable: [".eote-browser__list"] },
    };

    browserState: BrowserState = INITIAL_STATE;

    override async _prepareContext(options: Parameters<ApplicationV2["_prepareContext"]>[0]) {
      const base = await super._prepareContext(options);
      return { ...base, ...browserContext(await loadCatalogue(), this.browserState, (id) => localize(`EOTE.Skill.${id}`, id)) };
    }

    /** One listener each on the lasting root element (v13 keeps it across renders). */
    override async _onFirstRender(...args: Parameters<ApplicationV2["_onFirstRender"]>): Promise<void> {
      await super._onFirstRender(...args);
      const refilter = (event: Event) => {
        if (!(event.target as HTMLElement | null)?.closest?.(".eote-browser__filters")) return;
        const filter = filterFromForm(this.formValues());
        // A select fires both input and change: the second finds nothing new to draw.
        if (JSON.stringify(filter) === JSON.stringify(this.browserState.filter)) return;
        this.browserState = { ...this.browserState, filter, page: 0 };
        void this.render({ parts: ["results"] });
      };
      this.element.addEventListener("input", refilter);
      this.element.addEventListener("change", refilter);
      this.element.addEventListener("dragstart", (event: DragEvent) => {
        const row = (event.target as HTMLElement | null)?.closest?.<HTMLElement>("[data-uuid]");
        const data = row ? dragDataOf(row.dataset["documentName"] ?? "", row.dataset["uuid"] ?? "") : null;
        if (data) event.dataTransfer?.setData("text/plain", JSON.stringify(data));
      });
    }

    /** The filter fields' values by name (the form's own controls). */
    formValues(): Record<string, string> {
      const values: Record<string, string> = {};
      for (const el of this.element.querySelectorAll<HTMLInputElement | HTMLSelectElement>(".eote-browser__filters [name]")) values[el.name] = el.value;
      return values;
    }

    static async #onSort(this: CompendiumBrowser, _e: PointerEvent, target: HTMLElement) {
      this.browserState = { ...this.browserState, sort: nextSort(this.browserState.sort, target.dataset["column"] ?? ""), page: 0 };
      await this.render({ parts: ["results"] });
    }

    static async #onPage(this: CompendiumBrowser, _e: PointerEvent, target: HTMLElement) {
      this.browserState = { ...this.browserState, page: this.browserState.page + (target.dataset["step"] === "-1" ? -1 : 1) };
      await this.render({ parts: ["results"] });
    }

    static async #onOpen(this: CompendiumBrowser, _e: PointerEvent, target: HTMLElement) {
      await openEntry(target.closest<HTMLElement>("[data-uuid]")?.dataset["uuid"] ?? "");
    }

    static async #onReset(this: CompendiumBrowser) {
      this.browserState = INITIAL_STATE;
      await this.render();
    }
  };
}

let windowClass: ReturnType<typeof defineWindow> | null = null;

/** Opens the browser for the current user (any user: players see the packs they may), or brings it to the front. */
export async function openCompendiumBrowser(): Promise<void> {
  await openWindow(BROWSER_APP_ID, () => new (windowClass ??= defineWindow())({ id: BROWSER_APP_ID }));
}

/** Redraws the open browser (a pack changed), if this client has it open. */
export function refreshCompendiumBrowser(): void {
  const open = foundry.applications.instances.get(BROWSER_APP_ID) as ApplicationV2 | undefined;
  if (open?.rendered) void open.render();
}
