/**
 * The compendium browser window's context (pure): the view (./model.ts) with the choices its selects
 * offer, its columns with the sorted one marked, and the pager's labels.
 */
import { browserView, type BrowserState } from "./model.ts";
import type { BrowserCatalogue } from "./entry-model.ts";
import { RANGE_BANDS } from "../../rules/types.ts";

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

/**
 * What the window shows for a catalogue and a state (also what the gallery renders); `skillLabel` gives a
 * skill's name in the user's language, so the skill column sorts as it reads.
 */
export function browserContext(catalogue: BrowserCatalogue, state: BrowserState, skillLabel: (id: string) => string = (id) => id) {
  const skills = [...new Set(catalogue.entries.map((e) => e.skill).filter((s): s is string => s !== null))];
  const view = browserView(catalogue, state, Object.fromEntries(skills.map((s) => [s, skillLabel(s)])));
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

