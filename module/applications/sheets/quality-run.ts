/**
 * The rule summaries of an item table's quality runs ("Pierce 2, Stun Setting": one cell a row,
 * templates/partials/qualities-inline.hbs). The markup carries no summary: one delegated listener set on the
 * sheet fills a run's tooltip from its item's qualities the first time the run is pointed at or focused.
 * - Pointed at: the run gets its data-tooltip on `pointerover`, which the browser sends before the
 *   `pointerenter` Foundry's tooltip manager listens for, so core shows it as any other data-tooltip.
 * - Focused (a run with a known quality has tabindex 0): shown at once through game.tooltip.activate, and
 *   dismissed when focus leaves it, so the summaries are reachable from the keyboard.
 * The text is qualitySummaryHtml's: our own labels and summaries and whole-number ratings, never stored text.
 */
import type { QualityRef } from "../../rules/types.ts";
import { localize } from "../../foundry/localize.ts";
import { qualitySummaryHtml } from "./context/qualities.ts";

const RUN = "td.eote-quality-run[data-quality]";

/** The quality run an event happened in, with its summaries in data-tooltip (set on first use). */
function filledRun(event: Event, qualitiesOf: (itemId: string) => readonly QualityRef[] | undefined): HTMLElement | null {
  const run = (event.target as HTMLElement | null)?.closest?.<HTMLElement>(RUN) ?? null;
  if (!run) return null;
  if (run.dataset["tooltip"] === undefined) {
    const id = run.closest<HTMLElement>("[data-item-id]")?.dataset["itemId"];
    const qualities = id ? qualitiesOf(id) : undefined;
    const summaries = qualities ? qualitySummaryHtml(qualities, localize) : "";
    if (!summaries) return null;
    run.dataset["tooltip"] = summaries;
  }
  return run;
}

/**
 * Listens on a sheet's root element (once: ApplicationV2 keeps it across renders, so call this from
 * _onFirstRender). `qualitiesOf` reads an owned item's stored qualities by id.
 */
export function listenForQualityRuns(root: HTMLElement, qualitiesOf: (itemId: string) => readonly QualityRef[] | undefined): void {
  root.addEventListener("pointerover", (event) => void filledRun(event, qualitiesOf));
  root.addEventListener("focusin", (event) => {
    const run = filledRun(event, qualitiesOf);
    if (run) game.tooltip?.activate(run, { text: run.dataset["tooltip"] ?? "" });
  });
  root.addEventListener("focusout", (event) => {
    const run = (event.target as HTMLElement | null)?.closest?.<HTMLElement>(RUN);
    if (run && game.tooltip?.element === run) game.tooltip.deactivate();
  });
}
