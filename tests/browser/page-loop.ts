/**
 * The page loop: every gallery view in both themes, each page opened once and checked for everything
 * the browser tests ask of every page. A shard navigates to its first page only; every later page's body is
 * shown in that same page (harness.ts Tab.swap: the gallery's pages share one head, so the stylesheets and
 * axe-core are parsed once per Chromium, which halved the loop's time). The pages are split between SHARDS test files
 * (views-1.test.ts ... views-<SHARDS>.test.ts, one line each) so vitest runs them side by side, one
 * Chromium each. On one visit a page is checked, in this order (measurements first, then axe):
 * - its view is not empty, and no console error, page error, JS dialog or failed request;
 * - a long-name view (overflow.ts checksOverflow): nothing runs past its window, no text is cut without an ellipsis;
 * - every die and symbol stands out NON_TEXT_MINIMUM:1 from its background, by its edge and by its own colour (contrast.ts);
 * - with EOTE_SCREENSHOTS=1 only, a screenshot of its window;
 * - axe-core (in every page, fetched and compiled once per Chromium: site.setup.ts; its minor and moderate rules
 *   left out, harness.ts axeRuleOptions) finds no serious or critical violation and no text under AA
 *   contrast, and its color-contrast rule did measure some text. Every kept rule runs on each view in
 *   FULL_AXE_THEME; in the other theme only the rules that read colours (harness.ts AxeScope), since a view's
 *   pages are the same HTML but for the theme (checked on each visit: themeTwin) and the themes' CSS sets
 *   colours only; views.test.ts shows on varied views that the other rules find the same in both themes;
 * - in one theme (targets.ts TARGETS_THEME: sizes do not change with the theme), after axe: no two controls or labels
 *   overlap, on every tab of a sheet (overlap.ts, one evaluate; it shows the opening tab again when done);
 * - in one theme (targets.ts TARGETS_THEME: sizes do not change with the theme), after axe since it shows a
 *   sheet's other tabs: every control 24 px tall, icon-only buttons labelled, no label cut beside room (targets.ts);
 * - last, since it opens every fold of the cards: a chat view in GLANCE_THEME is measured at a glance
 *   (glance.ts: result line, button sizes, attack targets above the spending lists).
 * A new check goes in checkPage before the glance measures, with its findings in PageFindings and an `it` below.
 *
 * Then the language pass: every view again in each other language system.json lists (site.setup.ts builds those
 * pages from lang/<tag>.json), in LANGUAGE_THEME only and at LANGUAGE_VIEWPORT (1366×768), in the same page of the
 * same Chromium with no navigation (harness.ts Tab.swap puts each page's body in), split between the shards as the
 * English pages are. Longer labels are what a language changes, so
 * the checks are the ones length breaks (checkLanguagePage): no error, long-name views inside their window, no
 * overlap, targets and no label cut beside room (every tab of a sheet), no control pushed out of the window or out
 * of a box that clips it, and a dialog's button that acts (Roll, or its form's submit button) in view unscrolled.
 * Colours and the glance measures do not change with the language and are left to the English pages.
 */
import { join } from "node:path";
import { mkdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageName } from "../../preview/frame.ts";
import { THEMES, type Theme, type View } from "../../preview/types.ts";
import { glyphContrasts, NON_TEXT_MINIMUM } from "./contrast.ts";
import { axe, type AxeScope, openSession, openTab, SCREENSHOTS, screenshotsWanted, type Session, type Tab } from "./harness.ts";
import { checksOverflow, overflowProblems } from "./overflow.ts";
import { GLANCE_MINIMUMS, GLANCE_THEME, glanceCounts, type GlanceFindings, glancePage, measuresGlance } from "./glance.ts";
import { checksTargets, targetProblems, TARGETS_THEME } from "./targets.ts";
import { controlsOutOfView, submitInView } from "./controls.ts";
import { overlapProblems } from "./overlap.ts";

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

/** The theme whose page of each view axe checks with every rule; the other themes' pages, with the colour rules. */
export const FULL_AXE_THEME: Theme = THEMES[0]!;

/** Which axe rules run on a page of `theme`. */
export const axeScope = (theme: Theme): AxeScope => theme === FULL_AXE_THEME ? "all" : "colour";

/**
 * A page's HTML with its theme made neutral: the theme classes (theme-light, theme-dark) and the theme in the
 * title, the only places frame.ts writes the theme. A view's pages in two themes give the same text.
 */
export const themeNeutral = (html: string, theme: Theme): string =>
  html.replaceAll(`theme-${theme}`, "theme-*").replace(`(${theme}) — eote preview</title>`, "(*) — eote preview</title>");

/**
 * For a page axe checks with its colour rules only: that the page's HTML, as served, is its FULL_AXE_THEME
 * twin's but for the theme (themeNeutral), so the non-colour rules run there stand for it too. Empty if so.
 */
export async function themeTwin(baseUrl: string, { view, theme, name }: GalleryPage): Promise<string[]> {
  if (axeScope(theme) === "all") return [];
  const twin = pageName(view, FULL_AXE_THEME);
  const [own, other] = await Promise.all([name, twin].map(async (file) => (await fetch(baseUrl + file)).text()));
  return themeNeutral(own!, theme) === themeNeutral(other!, FULL_AXE_THEME) ? [] : [`${name}: its HTML is not ${twin}'s but for the theme`];
}

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
  /** Which axe rules ran (axeScope), and for a page checked with the colour rules only, whether its HTML is its twin's (themeTwin). */
  axeScope: AxeScope;
  twin: string[];
  /** Controls or labels on top of one another, on every tab (in TARGETS_THEME only, as targets). */
  overlap: string[];
  /** Controls under 24 px, unlabelled icon buttons, labels cut beside room (checked: in TARGETS_THEME only). */
  targets: string[];
  targetsChecked: boolean;
  /** A chat view's GLANCE_THEME page only (measuresGlance): what the glance measures found and counted; else null. */
  glance: GlanceFindings | null;
}

/**
 * Opens one page of the gallery in `tab` and runs every check on it. With `site` (the folder the pages are
 * written to), the page's body is shown in the page already open (tab.swap: every gallery page has the same
 * head, so the stylesheets and axe-core are not parsed again), as the language pass does; the shard's first page
 * is a navigation.
 */
export async function checkPage(tab: Tab, baseUrl: string, gallery: GalleryPage, screenshots: boolean, site?: string): Promise<PageFindings> {
  const { view, theme, name } = gallery;
  const problems = await (site === undefined ? tab.go(baseUrl + name) : tab.swap(readFileSync(join(site, name), "utf8")));
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
  const glyphs = [...new Set(measured.filter((g) => g.ratio < NON_TEXT_MINIMUM || g.colourRatio < NON_TEXT_MINIMUM)
    .map((g) => `${name}: ${g.glyph} in ${g.where}: edge ${g.edge}, fill ${g.fill}, colour ${g.colour} on ${g.background} = `
      + `${g.ratio.toFixed(2)}:1 (edge), ${g.colourRatio.toFixed(2)}:1 (colour)`))];

  if (screenshots) await page.locator(".application, .chat-sidebar").first().screenshot({ path: join(SCREENSHOTS, name.replace(/\.html$/, ".png")) });

  const found: string[] = [];
  const scope = axeScope(gallery.theme);
  const twin = await themeTwin(baseUrl, gallery);
  const { violations, contrastPassed } = await axe(page, scope);
  for (const v of violations) {
    if (v.impact === "serious" || v.impact === "critical" || v.id === "color-contrast") found.push(`${name}: axe ${v.impact} ${v.id} (${v.help}) at ${v.targets.join(", ")}: ${v.summary}`);
  }
  if (contrastPassed === 0) found.push(`${name}: axe measured the contrast of no text`);

  const targetsChecked = checksTargets(theme);
  // Before the targets: it measures every tab and shows the opening one again, where targets leaves the last one shown.
  const overlap = targetsChecked ? (await overlapProblems(page)).map((p) => `${name}: ${p}`) : [];
  const targets = targetsChecked ? (await targetProblems(page, view)).problems.map((p) => `${name}: ${p}`) : [];

  // Last: it opens the cards' folds.
  const glance = measuresGlance(view, theme) ? await glancePage(page, name) : null;
  return { name, render, overflow, overflowChecked, glyphs, glyphsMeasured: measured.length, axe: found, axeScope: scope, twin, overlap, targets, targetsChecked, glance };
}

/** The one theme of the language pass (sizes do not change with the theme), and its window: a laptop screen. */
export const LANGUAGE_THEME: Theme = TARGETS_THEME;
export const LANGUAGE_VIEWPORT = { width: 1366, height: 768 } as const;

/** Every view of every other language, once each, in LANGUAGE_THEME. */
export const languagePages = (languages: readonly { views: readonly View[] }[]): GalleryPage[] =>
  languages.flatMap((l) => l.views.map((view) => ({ view, theme: LANGUAGE_THEME, name: pageName(view, LANGUAGE_THEME) })));

/** The language pages shard `shard` checks: every SHARDS-th from its own, so each file gets a like mix. */
export const shardLanguagePages = (pages: readonly GalleryPage[], shard: number): GalleryPage[] =>
  pages.filter((_, i) => i % SHARDS === shard - 1);

/** The button a dialog acts with: the dice dialog's Roll, else its form's submit button. */
const submitSelector = (view: View): string =>
  (view.classes ?? "").includes("eote-dice-dialog") ? ".eote-pool__roll" : ".application button[type=submit]";

/** Opens one page of another language in `tab` (sized LANGUAGE_VIEWPORT) and runs the checks a longer label can fail. */
export async function checkLanguagePage(tab: Tab, site: string, { view, name }: GalleryPage, screenshots: boolean): Promise<string[]> {
  // Shown in the page already open (tab.swap: no navigation), the pass's main cost otherwise.
  const problems = await tab.swap(readFileSync(join(site, name), "utf8"));
  const { page } = tab;
  const found: string[] = [...problems.errors.map((e) => `console: ${e}`), ...problems.failedRequests.map((r) => `request failed: ${r}`),
    ...problems.dialogs.map((d) => `dialog: ${d}`)];
  if (!(await page.evaluate(() => (document.querySelector(".window-content, .chat-log")?.innerHTML ?? "").trim() !== ""))) found.push("empty view");
  if (screenshots) await page.locator(".application, .chat-sidebar").first().screenshot({ path: join(SCREENSHOTS, name.replace(/\.html$/, ".png")) });
  if (checksOverflow(view)) found.push(...await overflowProblems(page));
  found.push(...await controlsOutOfView(page));
  if (view.frame === "dialog") {
    const submit = await submitInView(page, submitSelector(view));
    if (submit && !submit.visible) found.push(`"${submit.text}" is not wholly in view`);
    else if (submit && !submit.uncovered) found.push(`something covers "${submit.text}"`);
  }
  found.push(...await overlapProblems(page));
  found.push(...(await targetProblems(page, view)).problems);
  return found.map((line) => `${name}: ${line}`);
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
      for (const [i, p] of pages.entries()) findings.push(await checkPage(tab, session.url, p, screenshots, i === 0 ? undefined : session.dir));
      const themes = THEMES.map((t) => `${pages.filter((p) => p.theme === t).length} ${t}`).join(", ");
      const overflow = findings.filter((f) => f.overflowChecked).length;
      console.info(`views-${shard}: ${findings.length} pages checked (${themes}), ${overflow} with the long-name check${screenshots ? ", screenshots taken" : ""}`);
    }, 900_000);

    it(`visits its share of every view in each other language (${LANGUAGE_THEME}, ${LANGUAGE_VIEWPORT.width}×${LANGUAGE_VIEWPORT.height}) and finds nothing a longer label breaks`, async () => {
      const theirs = shardLanguagePages(languagePages(session.languages), shard);
      expect(session.languages.length, "system.json lists a language besides English").toBeGreaterThan(0);
      expect(theirs.length).toBeGreaterThan(0);
      const started = Date.now();
      await tab.page.setViewportSize(LANGUAGE_VIEWPORT);
      const found: string[] = [];
      for (const p of theirs) found.push(...await checkLanguagePage(tab, session.dir, p, screenshots));
      const langs = session.languages.map((l) => `${theirs.filter((p) => p.view.lang === l.lang).length} ${l.lang}`).join(", ");
      console.info(`views-${shard} languages: ${theirs.length} pages checked (${langs}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      expect(found).toEqual([]);
    }, 900_000);

    it("renders each view with no error, no dialog and no failed request", () => {
      expect(all((f) => f.render)).toEqual([]);
    });

    it("finds no serious or critical axe violation and no text under AA contrast, and axe measured each page's text", () => {
      expect(all((f) => f.axe)).toEqual([]);
      // Every rule on each view's FULL_AXE_THEME page, the colour rules on its other pages.
      expect(findings.map((f) => `${f.name} ${f.axeScope}`)).toEqual(pages.map((p) => `${p.name} ${axeScope(p.theme)}`));
    });

    it(`checks the pages axe checks with the colour rules only are their ${FULL_AXE_THEME} twin's HTML but for the theme`, () => {
      expect(all((f) => f.twin)).toEqual([]);
    });

    it(`finds every die and symbol standing out ${NON_TEXT_MINIMUM}:1 from its background`, () => {
      expect(all((f) => f.glyphs)).toEqual([]);
      expect(findings.some((f) => f.glyphsMeasured > 0), "some page of the shard draws dice or symbols").toBe(true);
    });

    it("keeps every long-name view inside its window, with no text cut without an ellipsis", () => {
      expect(all((f) => f.overflow)).toEqual([]);
    });

    it(`finds no two controls or labels on top of one another, on every tab of a sheet (${TARGETS_THEME} theme)`, () => {
      expect(all((f) => f.overlap)).toEqual([]);
    });

    it(`finds every control 24 px tall, icon-only buttons labelled and no label cut beside room (${TARGETS_THEME} theme)`, () => {
      expect(all((f) => f.targets)).toEqual([]);
      expect(findings.some((f) => f.targetsChecked), `some page of the shard is in the ${TARGETS_THEME} theme`).toBe(true);
    });

    it(`reads chat cards at a glance (${GLANCE_THEME}): result line the largest text (18–20 px); buttons 13 px / 28 px with every list open; attack targets above the spending lists, unmoved by opening them`, () => {
      // The gallery's chat views hold at least GLANCE_MINIMUMS of what is measured (the same count in every shard)...
      const gallery = session.views.filter((v) => measuresGlance(v, GLANCE_THEME)).map(glanceCounts);
      const total = (k: keyof typeof GLANCE_MINIMUMS) => gallery.reduce((sum, c) => sum + c[k], 0);
      for (const k of Object.keys(GLANCE_MINIMUMS) as (keyof typeof GLANCE_MINIMUMS)[]) expect(total(k), k).toBeGreaterThanOrEqual(GLANCE_MINIMUMS[k]);
      // ...and on each page of the shard the measures reached all of its own, so the shards together reach them all.
      const unmeasured = pages.flatMap((p, i) => {
        if (!measuresGlance(p.view, p.theme)) return findings[i]?.glance ? [`${p.name}: measured, though not a ${GLANCE_THEME} chat view`] : [];
        const got = findings[i]?.glance;
        if (!got) return [`${p.name}: not measured`];
        const want = glanceCounts(p.view);
        return (Object.keys(want) as (keyof typeof want)[]).filter((k) => got[k] !== want[k]).map((k) => `${p.name}: measured ${got[k]} ${k}, its HTML holds ${want[k]}`);
      });
      expect(unmeasured).toEqual([]);
      const measured = findings.filter((f) => f.glance);
      console.info(`views-${shard} at a glance: ${measured.length} chat pages, ${measured.reduce((n, f) => n + f.glance!.results, 0)} result lines, `
        + `${measured.reduce((n, f) => n + f.glance!.buttons, 0)} card buttons, ${measured.reduce((n, f) => n + f.glance!.attacks, 0)} attack cards`);
      expect(all((f) => f.glance?.problems ?? [])).toEqual([]);
    });
  });
}
