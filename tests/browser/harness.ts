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
  /** The gallery in each other language of system.json (site.setup.ts), for the page loop's language pass. */
  languages: { lang: string; views: View[] }[];
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
  const { url, dir, views, languages } = inject("browserSite");
  const profile = mkdtempSync(join(tmpdir(), "eote-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    ...launch, viewport: { width: 1000, height: 900 },
  });
  return {
    views, languages, url, dir, context,
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
  /**
   * Shows another page of the site without a navigation: its body (the view, in its frame) and its language
   * replace the shown page's, over the stylesheets already loaded (every page of the site links the same ones).
   * What a navigation would cost again (parsing the stylesheets and axe-core) is saved; the view is laid out
   * exactly as on its own page. Waits for it to render; returns what goes wrong from then on.
   */
  swap(pageHtml: string): Promise<PageProblems>;
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
    async swap(pageHtml) {
      problems = noProblems();
      const body = /<body class="([^"]*)">([\s\S]*)<\/body>/.exec(pageHtml);
      if (!body) throw new Error("swap: no <body class> in the page");
      const lang = /<html lang="([^"]*)"/.exec(pageHtml)?.[1] ?? "en";
      await page.evaluate(({ lang, classes, html }) => {
        document.documentElement.lang = lang;
        document.body.className = classes;
        document.body.innerHTML = html;
        window.scrollTo(0, 0);
      }, { lang, classes: body[1]!, html: body[2]! });
      // Images the new body names load now: wait for them, as the load event does on a navigation.
      await page.evaluate(() => Promise.all([...document.images].filter((i) => !i.complete).map((i) => new Promise((done) => { i.onload = i.onerror = done; }))));
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
  /** The rules left out because they do not read colours (scope "colour" only; else empty). */
  colourBlind: string[];
}

/** One axe rule as axe holds it: its impact (what its violations get) and its tags. */
export interface AxeRuleInfo {
  id: string;
  impact?: string | null;
  tags?: readonly string[];
}

/**
 * Which rules an axe run takes: "all" (every rule axeRuleOptions keeps), or "colour", only the kept rules
 * whose verdict can depend on colours: those axe-core tags "cat.color" (its rule metadata: color-contrast,
 * link-in-text-block, color-contrast-enhanced). Every other rule reads only the DOM, the layout and the
 * accessibility tree, so on two pages with the same DOM and layout it gives the same result: the page loop
 * runs "all" in one theme and "colour" in the other (page-loop.ts), and views.test.ts shows on varied
 * pages that the non-colour results of the two themes are equal.
 */
export type AxeScope = "all" | "colour";

/** Whether axe's metadata says a rule's verdict can depend on colours. */
export const readsColour = (rule: AxeRuleInfo): boolean => rule.tags?.includes("cat.color") ?? false;

/**
 * The options of every axe run: the colour-contrast rule on (text 4.5:1, large text 3:1), and off only the
 * rules whose violations the checks here would drop anyway. axe gives a rule's violation the rule's own
 * impact when the rule has one (axe-core 4.x, its result aggregation), so a rule whose impact is "minor" or
 * "moderate" can never report a serious or critical violation; the checks only fail on those, and on any
 * color-contrast violation. Every other rule runs as axe ships it. Only violations are reported in full
 * (resultTypes): axe then skips building a selector for every passing node, which no check reads.
 * With scope "colour", the rules that do not read colours are also off (colourBlind).
 */
export function axeRuleOptions(rules: readonly AxeRuleInfo[], scope: AxeScope = "all"): { skipped: string[]; colourBlind: string[]; options: object } {
  const skipped = rules.filter((r) => r.id !== "color-contrast" && (r.impact === "minor" || r.impact === "moderate")).map((r) => r.id);
  const colourBlind = scope === "colour" ? rules.filter((r) => !readsColour(r) && !skipped.includes(r.id)).map((r) => r.id) : [];
  const toggles: Record<string, { enabled: boolean }> = { "color-contrast": { enabled: true } };
  for (const id of [...skipped, ...colourBlind]) toggles[id] = { enabled: false };
  return { skipped, colourBlind, options: { rules: toggles, resultTypes: ["violations"] } };
}

type AxeWindow = {
  axe?: {
    run(ctx: Document, options: object): Promise<Record<AxeOutcome, AxeRule[]>>;
    /** The rules as axe holds them, with the impact its result aggregation gives their violations. */
    _audit?: { rules: { id: string; impact?: string | null; tags?: string[] }[] };
  };
};
type AxeOutcome = "violations" | "passes" | "incomplete" | "inapplicable";
interface AxeRule { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }

/** The page's axe rules (id, impact, tags), read from axe-core in the page. */
async function axeRules(page: Page): Promise<AxeRuleInfo[]> {
  const rules = await page.evaluate(() => {
    const { axe } = window as unknown as AxeWindow;
    if (!axe) throw new Error("axe-core is not loaded in this page: write it through withAxe (site.setup.ts)");
    return axe._audit?.rules.map((r) => ({ id: r.id, impact: r.impact ?? null, tags: r.tags ?? [] })) ?? [];
  });
  if (!rules.some((r) => r.id === "color-contrast")) throw new Error("axe-core's rules are not readable (axe._audit.rules): check axeRuleOptions against this axe version");
  if (!rules.some(readsColour)) throw new Error("axe-core's rules carry no \"cat.color\" tag: check readsColour against this axe version");
  return rules;
}

/**
 * Runs axe-core in the page with axeRuleOptions (every kept rule, or with scope "colour" the colour rules
 * only); returns every violation (callers filter by impact), whether the contrast rule passed some text,
 * and which rules were left out.
 * The page must load it (every gallery page does; a control page through withAxe, site.setup.ts).
 */
export async function axe(page: Page, scope: AxeScope = "all"): Promise<AxeResult> {
  const { skipped, colourBlind, options } = axeRuleOptions(await axeRules(page), scope);
  const found = await page.evaluate(async (options) => {
    const result = await (window as unknown as AxeWindow).axe!.run(document, options);
    return {
      violations: result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => String(n.target.join(" "))),
        summary: v.nodes[0]?.failureSummary ?? "" })),
      contrastPassed: result.passes.find((p) => p.id === "color-contrast")?.nodes.length ?? 0,
    };
  }, options);
  return { ...found, skipped, colourBlind };
}

/**
 * What axe's rules that do not read colours see in a page, in full: for each such rule the page loop runs
 * (axeRuleOptions "all"), its outcome (violations, passes, incomplete, inapplicable) and every node it
 * reached, with each violation's impact. Two pages for which this is equal give the page loop's non-colour
 * checks the same findings; views.test.ts compares a view's two themes with it.
 */
export async function axeColourBlindOutcomes(page: Page): Promise<Record<string, string[]>> {
  const rules = await axeRules(page);
  const { options } = axeRuleOptions(rules, "all");
  const colour = rules.filter(readsColour).map((r) => r.id);
  // The loop's rule toggles, but every outcome listed in full (no resultTypes).
  const every = { rules: (options as { rules: object }).rules };
  return page.evaluate(async ({ options, colour }) => {
    const result = await (window as unknown as AxeWindow).axe!.run(document, options);
    const out: Record<string, string[]> = {};
    for (const outcome of ["violations", "passes", "incomplete", "inapplicable"] as const) {
      for (const rule of result[outcome]) {
        if (colour.includes(rule.id)) continue;
        out[rule.id] = [outcome, ...(outcome === "violations" ? [String(rule.impact)] : []), ...rule.nodes.map((n) => String(n.target.join(" "))).sort()];
      }
    }
    return out;
  }, { options: every, colour });
}
