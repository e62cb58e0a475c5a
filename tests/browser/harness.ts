/**
 * Browser test harness: writes the gallery (preview/) to a folder of its own, serves it on
 * 127.0.0.1 with an ephemeral port and drives Chromium through playwright-core. Which Chromium is
 * scripts/chromium.mjs's choice; a missing one fails loudly with how to get one, never skips.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { buildGallery } from "../../preview/gallery.ts";
import { loadSources } from "../../preview/load.ts";
import { serveStatic, type Served } from "../../preview/serve.ts";
import { writeSite } from "../../preview/site.ts";
import type { View } from "../../preview/types.ts";
import { chromiumLaunchOptions } from "../../scripts/chromium.mjs";

export const SCREENSHOTS = join("tests", ".output", "screenshots");

export interface Session {
  views: View[];
  served: Served;
  context: BrowserContext;
  close(): Promise<void>;
}

/** Writes the site into tests/.output/<name>, serves it, and opens a Chromium with a fresh profile. */
export async function openSession(name: string): Promise<Session> {
  const launch = chromiumLaunchOptions();
  const views = buildGallery(loadSources("."));
  const out = join("tests", ".output", name);
  writeSite(views, out, { dist: "dist", themeCss: join("preview", "foundry-theme.css") });
  const served = await serveStatic(out);
  const profile = mkdtempSync(join(tmpdir(), "eote-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    ...launch, viewport: { width: 1000, height: 900 },
  });
  return {
    views, served, context,
    async close() {
      await context.close();
      await served.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export interface PageProblems {
  errors: string[];
  dialogs: string[];
  failedRequests: string[];
}

/** Opens a page, collecting console errors, page errors, JS dialogs and failed requests. */
export async function visit(context: BrowserContext, url: string): Promise<{ page: Page; problems: PageProblems }> {
  const page = await context.newPage();
  const problems: PageProblems = { errors: [], dialogs: [], failedRequests: [] };
  page.on("console", (msg) => { if (msg.type() === "error") problems.errors.push(msg.text()); });
  page.on("pageerror", (err) => problems.errors.push(String(err)));
  page.on("dialog", (dialog) => { problems.dialogs.push(dialog.message()); void dialog.dismiss(); });
  page.on("requestfailed", (req) => problems.failedRequests.push(req.url()));
  page.on("response", (res) => { if (res.status() >= 400) problems.failedRequests.push(`${res.status()} ${res.url()}`); });
  await page.goto(url, { waitUntil: "load" });
  return { page, problems };
}

const AXE = join("node_modules", "axe-core", "axe.min.js");

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
  /** How many elements axe's color-contrast rule measured and passed: it did run on the page's text. */
  contrastPassed: number;
}

/**
 * Runs axe-core in the page with its colour-contrast rule on (text 4.5:1, large text 3:1); returns
 * every violation (callers filter by impact) and how many text elements passed the contrast rule.
 */
export async function axe(page: Page): Promise<AxeResult> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    interface Node { target: unknown[]; failureSummary?: string }
    interface Rule { id: string; impact: string | null; help: string; nodes: Node[] }
    const w = window as unknown as { axe: { run(ctx: Document, options: object): Promise<{ violations: Rule[]; passes: Rule[] }> } };
    const result = await w.axe.run(document, { rules: { "color-contrast": { enabled: true } } });
    return {
      violations: result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => String(n.target.join(" "))),
        summary: v.nodes[0]?.failureSummary ?? "" })),
      contrastPassed: result.passes.find((p) => p.id === "color-contrast")?.nodes.length ?? 0,
    };
  });
}
