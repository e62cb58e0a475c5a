/**
 * The compendium browser window (ApplicationV2): filters on the left, the results list on the right, one
 * page at a time. Typing or choosing a filter redraws only the results part (the field keeps its focus);
 * a column header sorts by it; a name opens the document's sheet; a row drags as a drag from a compendium
 * does (`{ type, uuid }`), onto a sheet or the canvas. It only shows ./model.ts over the catalogue
 * ./actions.ts reads; the packs' document hooks redraw it (./index.ts).
 */
import { browserView, filterFromForm, INITIAL_STATE, nextSort, type BrowserState } from "./model.ts";
import type { BrowserCatalogue } from "./entry-model.ts";
import { RANGE_BANDS } from "../../rules/types.ts";
import { dragDataOf, loadCatalogue, openEntry } from "./actions.ts";
import { localize } from "../../foundry/localize.ts";
import { openWindow } from "../../foundry/windows.ts";

export const BROWSER_APP_ID = "eote-compendium-browser";
export const BROWSER_TEMPLATES = {
  filters: "systems/eote/templates/dialogs/compendium-browser-filters.hbs",
  results: "systems/eote/templates/dialogs/compendium-browser-results.hbs",
} as const;

type ApplicationV2 = foundry.applications.api.ApplicationV2;

/** Skill labels in the user's language, so the skill column sorts as it reads. */
function skillLabels(skills: readonly string[]): Record<string, string> {
  return Object.fromEntries(skills.map((s) => [s, localize(`EOTE.Skill.${s}`, s)]));
}

/** The list's columns in order: each sorts by itself but the qualities. */
const COLUMNS: readonly { id: string; labelKey: string }[] = [
  { id: "name", labelKey: "EOTE.Browser.Col.name" }, { id: "kind", labelKey: "EOTE.Browser.Col.kind" },
  { id: "skill", labelKey: "EOTE.Browser.Col.skill" }, { id: "damage", labelKey: "EOTE.Browser.Col.damage" },
  { id: "crit", labelKey: "EOTE.Browser.Col.crit" }, { id: "range", labelKey: "EOTE.Browser.Col.range" },
  { id: "encumbrance", labelKey: "EOTE.Browser.Col.encumbrance" }, { id: "price", labelKey: "EOTE.Browser.Col.price" },
  { id: "rarity", labelKey: "EOTE.Browser.Col.rarity" }, { id: "qualities", labelKey: "EOTE.Browser.Col.qualities" },
  { id: "source", labelKey: "EOTE.Browser.Col.source" },
];

/** A select's choices as core's selectOptions takes them: value to label (an i18n key or a pack's name). */
const choicesOf = <T>(list: readonly T[], value: (t: T) => string, label: (t: T) => string) => Object.fromEntries(list.map((t) => [value(t), label(t)]));

/** What the window shows for a catalogue and a state (also what the gallery renders). */
export function browserContext(catalogue: BrowserCatalogue, state: BrowserState) {
  const skills = [...new Set(catalogue.entries.map((e) => e.skill).filter((s): s is string => s !== null))];
  const view = browserView(catalogue, state, skillLabels(skills));
  const id = (s: string) => s;
  return {
    ...view, state, filter: state.filter,
    choices: {
      kinds: choicesOf(view.options.kinds, id, (k) => `EOTE.Browser.Kind.${k}`),
      skills: choicesOf(view.options.skills, id, (s) => `EOTE.Skill.${s}`),
      ranges: choicesOf(RANGE_BANDS, id, (r) => `EOTE.Sheet.Range.${r}`),
      restricted: { any: "EOTE.Browser.Any", yes: "EOTE.Browser.RestrictedYes", no: "EOTE.Browser.RestrictedNo" },
      qualities: choicesOf(view.options.qualities, id, (key) => catalogue.qualityNames[key] ?? key),
      careers: choicesOf(view.options.careers, (c) => c.key, (c) => c.name),
      specialisations: choicesOf(view.options.specialisations, (c) => c.key, (c) => c.name),
      sources: choicesOf(view.options.sources, id, id),
      hasSources: view.options.sources.length > 0,
    },
    columns: COLUMNS.map((c) => ({ ...c, sortable: c.id !== "qualities", sorted: c.id === state.sort.column })),
    pageLabel: { page: view.page + 1, pages: view.pages, total: view.total },
    hasPrevious: view.page > 0, hasNext: view.page + 1 < view.pages,
    sortDir: state.sort.descending ? "descending" : "ascending",
  };
}

function defineWindow() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  return class CompendiumBrowser extends HandlebarsApplicationMixin(ApplicationV2) {
    static override DEFAULT_OPTIONS = {
      id: BROWSER_APP_ID,
      classes: ["eote", "eote-browser"],
      tag: "form",
      window: { title: "EOTE.Browser.Title", icon: "fa-solid fa-magnifying-glass", resizable: true },
      // Fits a 1366×768 screen with the sidebar and the hotbar in view.
      position: { width: 1040, height: 660 },
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
      return { ...base, ...browserContext(await loadCatalogue(), this.browserState) };
    }

    /** One listener each on the lasting root element (v13 keeps it across renders). */
    override async _onFirstRender(...args: Parameters<ApplicationV2["_onFirstRender"]>): Promise<void> {
      await super._onFirstRender(...args);
      const refilter = (event: Event) => {
        if (!(event.target as HTMLElement | null)?.closest?.(".eote-browser__filters")) return;
        this.browserState = { ...this.browserState, filter: filterFromForm(this.formValues()), page: 0 };
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
