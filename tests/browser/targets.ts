/**
 * Targets and labels on every page of the gallery, measured in the page loop (page-loop.ts checkPage) on its
 * one visit of each page, with controls.ts measureSheet: in every sheet, dialog, docked panel and chat card,
 * - every visible control is at least MIN_TARGET (24 px) tall (a checkbox or radio with the label holding it);
 * - an icon-only button has a text tooltip and an aria-label, a button showing only a sign a text tooltip;
 * - no label is cut by an ellipsis while its row has room for what it cuts, except in the deliberately long
 *   views (an id with a "long" part), which are made to cut names and are exempt from that one check.
 * Card buttons also have their own, larger target (13 px text, 28 px tall: glance.ts, in the page loop).
 * An actor sheet is measured on every one of its tabs, whatever its mode (a label cut beside room on any tab of any
 * actor view is found: measuresEveryTab); other views (item sheets, dialogs, cards) have no tabs. A character view
 * draws only its opening tab's content, so its other tabs are empty shells and cost little to measure.
 * Sizes, labels and cut text are the same in both themes (the themes differ in colour only; the page loop checks
 * each theme's contrast), so each view is measured in TARGETS_THEME only.
 */
import type { Page } from "playwright-core";
import type { Theme, View } from "../../preview/types.ts";
import { measureSheet, sheetTabs, showTab } from "./controls.ts";

/** The one theme a view's targets are measured in. */
export const TARGETS_THEME: Theme = "light";

/** The deliberately long views ("actor-vehicle-crew-long", "long-character-combat"): exempt from the cut-label check only. */
export const isLongView = (view: View): boolean => /(^|-)long(-|$)/.test(view.id);

/** Views measured on every tab of their sheet, not the opening one only: every actor sheet (and any view in edit mode). */
export const measuresEveryTab = (view: View): boolean =>
  view.id.endsWith("-edit") || (view.frame === "sheet" && (view.classes ?? "").split(/\s+/).includes("actor"));

/** Whether the page loop measures this page's targets: every view, in TARGETS_THEME. */
export const checksTargets = (theme: Theme): boolean => theme === TARGETS_THEME;

/**
 * One line per problem on the page as it is open in `page`: the opening tab, then for an actor view (or one in edit mode) each other
 * primary tab shown in turn (the gallery's page is static: showTab does what a click on the tab does), which leaves
 * the page on its last tab. `measured`: how many tabs (or one, a view without tabs) were measured.
 */
export async function targetProblems(page: Page, view: View): Promise<{ problems: string[]; measured: number }> {
  const { tabs, active } = await sheetTabs(page);
  const order = measuresEveryTab(view) ? [active, ...tabs.filter((t) => t !== active)] : [active];
  const problems: string[] = [];
  for (const shown of order) {
    if (shown !== active) await showTab(page, shown);
    const m = await measureSheet(page);
    const where = shown === active ? "" : `[${shown} tab] `;
    const lines = isLongView(view) ? [...m.smallControls, ...m.unlabelled] : [...m.smallControls, ...m.unlabelled, ...m.cutWithRoom];
    for (const line of lines) problems.push(where + line);
  }
  return { problems, measured: order.length };
}
