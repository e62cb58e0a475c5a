/**
 * Browser test harness: drives Chromium through playwright-core on the gallery (preview/) that
 * site.setup.ts writes and serves on 127.0.0.1 once per run. Which Chromium is
 * scripts/chromium.mjs's choice; a missing one fails loudly with how to get one, never skips.
 * Each test file opens one session (one Chromium) and drives one page at a time, so the files vitest
 * runs side by side (one per core, vitest.config.ts) keep one busy renderer per core.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { inject } from "vitest";
import type { View } from "../../preview/types.ts";
import { chromiumLaunchOptions } from "../../scripts/chromium.mjs";
import { SCREENSHOTS, SCREENSHOTS_ENV } from "../../scripts/preview.mjs";

/**
 * Screenshots are taken only when asked: EOTE_SCREENSHOTS=1 (SCREENSHOTS_ENV, named by the preview
 * script and the README) makes the page loop (views-N.test.ts) save one PNG per view and theme into
 * tests/.output/screenshots/ (SCREENSHOTS).
 */
export { SCREENSHOTS, SCREENSHOTS_ENV };
export const screenshotsWanted = (env: Record<string, string | undefined> = process.env): boolean => env[SCREENSHOTS_ENV] === "1";

export interface Session {
  views: View[];
  /** The gallery's address (ending in "/") and the folder it is served from. */
  url: string;
  dir: string;
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * Opens a Chromium with a fresh profile (and HTTP cache) on the gallery that site.setup.ts built and
 * serves for the run; every page of it loads axe-core, so axe() needs no per-page injection.
 */
export async function openSession(): Promise<Session> {
  const launch = chromiumLaunchOptions();
  const { url, dir, views } = inject("browserSite");
  const profile = mkdtempSync(join(tmpdir(), "eote-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    ...launch, viewport: { width: 1000, height: 900 },
  });
  return {
    views, url, dir, context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface PageProblems {
  errors: string[];
  dialogs: string[];
  failedRequests: string[];
}

const noProblems = (): PageProblems => ({ errors: [], dialogs: [], failedRequests: [] });

/** Records a page's console errors, page errors, JS dialogs and failed requests into `into()`. */
function watch(page: Page, into: () => PageProblems) {
  page.on("console", (msg) => { if (msg.type() === "error") into().errors.push(msg.text()); });
  page.on("pageerror", (err) => into().errors.push(String(err)));
  page.on("dialog", (dialog) => { into().dialogs.push(dialog.message()); void dialog.dismiss(); });
  // A request the next navigation cancels (an SVG sprite the old page's <use> fetched after its load
  // event) fails as net::ERR_ABORTED into the new page's list; it is no fault of either page. A file
  // that is missing answers 404 and is caught below.
  page.on("requestfailed", (req) => {
    const why = req.failure()?.errorText ?? "";
    if (!why.includes("ERR_ABORTED")) into().failedRequests.push(`${req.url()} (${why})`);
  });
  page.on("response", (res) => { if (res.status() >= 400) into().failedRequests.push(`${res.status()} ${res.url()}`); });
}

/** Opens a page and waits for it to render (rendered()), collecting console errors, page errors, JS dialogs and failed requests. */
export async function visit(context: BrowserContext, url: string): Promise<{ page: Page; problems: PageProblems }> {
  const page = await context.newPage();
  const problems = noProblems();
  watch(page, () => problems);
  await page.goto(url, { waitUntil: "load" });
  await rendered(page);
  return { page, problems };
}

/**
 * Waits, when it must, until the page has been through a rendering update after its load event. Chat
 * cards are `content-visibility: auto` (styles/_chat.scss): until a rendering update decides a card is
 * on screen, the card is its 8.5rem stand-in height with its content skipped, so whatever is measured
 * before then (axe's colour contrast reading the text against the stage behind the short card, a size,
 * a glyph) is measured on a page no user sees. A page with such content still skipped waits for two
 * animation frames (the first callback runs before its frame's update, the second once it is done);
 * any other page goes on at once.
 */
export async function rendered(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const skipped = () => [...document.querySelectorAll("body *")].some((el) => getComputedStyle(el).contentVisibility === "auto"
      && !(el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false));
    if (skipped()) await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  });
}

export interface Tab {
  page: Page;
  /** Loads `url` in the tab (a new document), waits for it to render and returns what goes wrong from then on, as visit() does. */
  go(url: string): Promise<PageProblems>;
}

/**
 * One page navigated from view to view, for a loop over many: no new page per view. Each go()
 * starts a fresh list of problems; the gallery's pages run no script but axe-core and have no timers
 * or lazy images, so of one page only a request the navigation cancels can reach the next one's list
 * (watch() leaves those out).
 */
export async function openTab(context: BrowserContext): Promise<Tab> {
  const page = await context.newPage();
  let problems = noProblems();
  watch(page, () => problems);
  return {
    page,
    async go(url) {
      problems = noProblems();
      await page.goto(url, { waitUntil: "load" });
      await rendered(page);
      return problems;
    },
  };
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** axe's explanation for the first node (contrast ratio and colours, say). */
  summary: string;
}

export interface AxeResult {
  violations: AxeViolation[];
  /**
   * Whether axe's color-contrast rule measured and passed some text: 1 if it did, else 0 (axe lists every
   * node of a violation and only the first of a pass: option resultTypes).
   */
  contrastPassed: number;
  /** The rules left out because they cannot report a serious or critical violation (axeRuleOptions). */
  skipped: string[];
}

/**
 * The options of every axe run: the colour-contrast rule on (text 4.5:1, large text 3:1), and off only the
 * rules whose violations the checks here would drop anyway. axe gives a rule's violation the rule's own
 * impact when the rule has one (axe-core 4.x, its result aggregation), so a rule whose impact is "minor" or
 * "moderate" can never report a serious or critical violation; the checks only fail on those, and on any
 * color-contrast violation. Every other rule runs as axe ships it. Only violations are reported in full
 * (resultTypes): axe then skips building a selector for every passing node, which no check reads.
 */
export function axeRuleOptions(rules: readonly { id: string; impact?: string | null }[]): { skipped: string[]; options: object } {
  const skipped = rules.filter((r) => r.id !== "color-contrast" && (r.impact === "minor" || r.impact === "moderate")).map((r) => r.id);
  const toggles: Record<string, { enabled: boolean }> = { "color-contrast": { enabled: true } };
  for (const id of skipped) toggles[id] = { enabled: false };
  return { skipped, options: { rules: toggles, resultTypes: ["violations"] } };
}

/**
 * Runs axe-core in the page with axeRuleOptions; returns every violation (callers filter by impact),
 * whether the contrast rule passed some text, and which rules were left out.
 * The page must load it (every gallery page does; a control page through withAxe, site.setup.ts).
 */
export async function axe(page: Page): Promise<AxeResult> {
  type AxeWindow = {
    axe?: {
      run(ctx: Document, options: object): Promise<{ violations: AxeRule[]; passes: AxeRule[] }>;
      /** The rules as axe holds them, with the impact its result aggregation gives their violations. */
      _audit?: { rules: { id: string; impact?: string | null }[] };
    };
  };
  interface AxeRule { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }
  const rules = await page.evaluate(() => {
    const { axe } = window as unknown as AxeWindow;
    if (!axe) throw new Error("axe-core is not loaded in this page: write it through withAxe (site.setup.ts)");
    return axe._audit?.rules.map((r) => ({ id: r.id, impact: r.impact ?? null })) ?? [];
  });
  if (!rules.some((r) => r.id === "color-contrast")) throw new Error("axe-core's rules are not readable (axe._audit.rules): check axeRuleOptions against this axe version");
  const { skipped, options } = axeRuleOptions(rules);
  const found = await page.evaluate(async (options) => {
    const result = await (window as unknown as AxeWindow).axe!.run(document, options);
    return {
      violations: result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => String(n.target.join(" "))),
        summary: v.nodes[0]?.failureSummary ?? "" })),
      contrastPassed: result.passes.find((p) => p.id === "color-contrast")?.nodes.length ?? 0,
    };
  }, options);
  return { ...found, skipped };
}
