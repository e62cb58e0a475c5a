/**
 * The page loop: every gallery view in both themes, each page opened once and checked for everything
 * the browser tests ask of every page. The pages are split between SHARDS test files
 * (views-1.test.ts ... views-<SHARDS>.test.ts, one line each) so vitest runs them side by side, one
 * Chromium each. On one visit a page is checked, in this order (measurements first, then axe):
 * - its view is not empty, and no console error, page error, JS dialog or failed request;
 * - a long-name view (overflow.ts checksOverflow): nothing runs past its window, no text is cut without an ellipsis;
 * - every die and symbol stands out NON_TEXT_MINIMUM:1 from its background (contrast.ts);
 * - with EOTE_SCREENSHOTS=1 only, a screenshot of its window;
 * - axe-core (in every page, fetched and compiled once per Chromium: site.setup.ts; its minor and moderate rules
 *   left out, harness.ts axeRuleOptions) finds no serious or critical violation and no text under AA
 *   contrast, and its color-contrast rule did measure some text;
 * - in one theme (targets.ts TARGETS_THEME: sizes do not change with the theme), last since it shows a sheet's
 *   other tabs: every control 24 px tall, icon-only buttons labelled, no label cut beside room (targets.ts).
 */
import { join } from "node:path";
import { mkdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageName } from "../../preview/frame.ts";
import { THEMES, type Theme, type View } from "../../preview/types.ts";
import { glyphContrasts, NON_TEXT_MINIMUM } from "./contrast.ts";
import { axe, openSession, openTab, SCREENSHOTS, screenshotsWanted, type Session, type Tab } from "./harness.ts";
import { checksOverflow, overflowProblems } from "./overflow.ts";
import { checksTargets, targetProblems, TARGETS_THEME } from "./targets.ts";

/** How many views-N.test.ts files share the pages. */
export const SHARDS = 4;

export interface GalleryPage {
  view: View;
  theme: Theme;
  /** The page's file name ("actor-character.dark.html"). */
  name: string;
}

/** Every view in every theme, in gallery order. */
export const galleryPages = (views: readonly View[]): GalleryPage[] =>
  views.flatMap((view) => THEMES.map((theme) => ({ view, theme, name: pageName(view, theme) })));

/**
 * The pages shard `shard` (1..SHARDS) checks: view by view in turn, a view's themes to neighbouring
 * shards, so each file gets a like mix of sheets, cards and dialogs and of both themes.
 */
export const shardPages = (pages: readonly GalleryPage[], shard: number): GalleryPage[] =>
  pages.filter((_, i) => (Math.floor(i / THEMES.length) + (i % THEMES.length)) % SHARDS === shard - 1);

/** What one visit found, each line prefixed with the page's name. */
export interface PageFindings {
  name: string;
  /** Empty view, console and page errors, dialogs, failed requests. */
  render: string[];
  /** Long-name views only (checked: whether the view asks for it). */
  overflow: string[];
  overflowChecked: boolean;
  /** Dice and symbols under NON_TEXT_MINIMUM, and how many were measured. */
  glyphs: string[];
  glyphsMeasured: number;
  /** Serious and critical axe violations, any colour-contrast one, and a page where the contrast rule measured nothing. */
  axe: string[];
  /** Controls under 24 px, unlabelled icon buttons, labels cut beside room (checked: in TARGETS_THEME only). */
  targets: string[];
  targetsChecked: boolean;
}

/** Opens one page of the gallery in `tab` and runs every check on it. */
export async function checkPage(tab: Tab, baseUrl: string, { view, theme, name }: GalleryPage, screenshots: boolean): Promise<PageFindings> {
  const problems = await tab.go(baseUrl + name);
  const { page } = tab;
  const render: string[] = [];
  const body = await page.evaluate(() => document.querySelector(".window-content, .chat-log")?.innerHTML ?? null);
  if (body === null) render.push(`${name}: no window content or chat log`);
  else if (body.trim() === "") render.push(`${name}: empty view`);
  for (const e of problems.errors) render.push(`${name}: console: ${e}`);
  for (const r of problems.failedRequests) render.push(`${name}: request failed: ${r}`);
  for (const d of problems.dialogs) render.push(`${name}: dialog: ${d}`);

  const overflowChecked = checksOverflow(view);
  const overflow = overflowChecked ? (await overflowProblems(page)).map((p) => `${name}: ${p}`) : [];

  const measured = await glyphContrasts(page);
  const glyphs = [...new Set(measured.filter((g) => g.ratio < NON_TEXT_MINIMUM)
    .map((g) => `${name}: ${g.glyph} in ${g.where}: edge ${g.edge}, fill ${g.fill} on ${g.background} = ${g.ratio.toFixed(2)}:1`))];

  if (screenshots) await page.locator(".application, .chat-sidebar").first().screenshot({ path: join(SCREENSHOTS, name.replace(/\.html$/, ".png")) });

  const found: string[] = [];
  const { violations, contrastPassed } = await axe(page);
  for (const v of violations) {
    if (v.impact === "serious" || v.impact === "critical" || v.id === "color-contrast") found.push(`${name}: axe ${v.impact} ${v.id} (${v.help}) at ${v.targets.join(", ")}: ${v.summary}`);
  }
  if (contrastPassed === 0) found.push(`${name}: axe measured the contrast of no text`);

  const targetsChecked = checksTargets(theme);
  const targets = targetsChecked ? (await targetProblems(page, view)).problems.map((p) => `${name}: ${p}`) : [];
  return { name, render, overflow, overflowChecked, glyphs, glyphsMeasured: measured.length, axe: found, targets, targetsChecked };
}

/** The tests of views-<shard>.test.ts: one visit per page of the shard, then what each check found. */
export function describeShard(shard: number): void {
  let session: Session;
  let tab: Tab;
  let pages: GalleryPage[] = [];
  const findings: PageFindings[] = [];
  const screenshots = screenshotsWanted();

  /** Every line of one kind, once every page was visited. */
  const all = (pick: (f: PageFindings) => string[]) => {
    expect(findings.map((f) => f.name), "every page of the shard was visited").toEqual(pages.map((p) => p.name));
    return findings.flatMap(pick);
  };

  describe(`gallery pages, shard ${shard} of ${SHARDS}, in Chromium`, () => {
    beforeAll(async () => {
      session = await openSession();
      tab = await openTab(session.context);
      pages = shardPages(galleryPages(session.views), shard);
      if (screenshots) mkdirSync(SCREENSHOTS, { recursive: true });
    }, 120_000);

    afterAll(async () => {
      await session?.close();
    });

    it("visits each of its pages once, every view in both themes split between the shards", async () => {
      expect(pages.length).toBeGreaterThan(0);
      for (const p of pages) findings.push(await checkPage(tab, session.url, p, screenshots));
      const themes = THEMES.map((t) => `${pages.filter((p) => p.theme === t).length} ${t}`).join(", ");
      const overflow = findings.filter((f) => f.overflowChecked).length;
      console.info(`views-${shard}: ${findings.length} pages checked (${themes}), ${overflow} with the long-name check${screenshots ? ", screenshots taken" : ""}`);
    }, 900_000);

    it("renders each view with no error, no dialog and no failed request", () => {
      expect(all((f) => f.render)).toEqual([]);
    });

    it("finds no serious or critical axe violation and no text under AA contrast, and axe measured each page's text", () => {
      expect(all((f) => f.axe)).toEqual([]);
    });

    it(`finds every die and symbol standing out ${NON_TEXT_MINIMUM}:1 from its background`, () => {
      expect(all((f) => f.glyphs)).toEqual([]);
      expect(findings.some((f) => f.glyphsMeasured > 0), "some page of the shard draws dice or symbols").toBe(true);
    });

    it("keeps every long-name view inside its window, with no text cut without an ellipsis", () => {
      expect(all((f) => f.overflow)).toEqual([]);
    });

    it(`finds every control 24 px tall, icon-only buttons labelled and no label cut beside room (${TARGETS_THEME} theme)`, () => {
      expect(all((f) => f.targets)).toEqual([]);
      expect(findings.some((f) => f.targetsChecked), `some page of the shard is in the ${TARGETS_THEME} theme`).toBe(true);
    });
  });
}
