// Render time in Chromium: a character sheet holding 150 items (on its Combat tab, the weapons, and on its
// Inventory tab, the armour and gear: the two tabs that list them in tables), a vehicle sheet with 12 weapons and 8
// crew (timed as the character sheet, against the same target), 500 chat cards (target 0.3 s), chat logs of
// 250, 500, 1,000 and 2,000 messages (their time should grow linearly with their size: see chatLogCurve), and
// every view of the preview gallery (the in-page part of the same measurement, light theme: see timeGalleryViews).
// Each run = building the context and rendering the real templates in Node (as Foundry does before
// inserting HTML; the median of 15 after a warm-up, see timeNode) + inserting that HTML into a Foundry-like window (the sheet at
// the size it opens at, its active tab scrolling below the header) in Chromium, forcing layout and
// finishing the first frame drawn after it (performance.now in the page). The sheet is timed over
// 15 runs in each of 3 fresh tabs (the first tab after the browser starts is sometimes slower), each
// tab after a warm-up run; the figure is the median run, with the min, max and quartiles beside it, and
// the host reference (referenceMs) measured in the same pages. The machine's
// load average is reported alongside: other work on a shared machine slows every figure. The Chromium
// is the one the browser tests use (scripts/chromium.mjs); which one and its version are printed too.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { resolveChromium } from "../scripts/chromium.mjs";
import { loadPreview } from "../scripts/preview.mjs";
import { referenceMs } from "./page-reference.mjs";

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (ms) => Math.round(ms * 100) / 100;
/** min, median and max of some ms samples, rounded. */
const spreadMs = (xs) => ({ min: round(Math.min(...xs)), median: round(median(xs)), max: round(Math.max(...xs)), runs: xs.length });

/**
 * Median ms of `runs` calls after `warm` unmeasured ones. Foundry runs the same builders and Handlebars
 * code for every sheet and chat render of a session, so it is timed compiled and warm (V8 needs some
 * tens of calls to optimise it); the first call of a fresh process is reported beside it.
 */
function timeNode(fn, runs, warm) {
  const first = performance.now();
  fn();
  const firstMs = performance.now() - first;
  for (let i = 1; i < warm; i++) fn();
  const times = [];
  let out;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    out = fn();
    times.push(performance.now() - t);
  }
  return { ms: median(times), times, firstMs, html: out };
}

/**
 * Per run, in the page: ms to parse the HTML into `selector` (innerHTML), to lay it out (a forced
 * layout read), and to finish the first frame after it; and the renderer main thread's CPU ms for the
 * whole run (Chromium's ThreadTime metric, read before and after it). The first frame counts because layout does
 * not all happen at the forced read: `content-visibility: auto` content is skipped there and laid out
 * in the frame once Chromium knows what is on screen, and an SVG sprite's `<use>` trees are styled
 * there too. The frame is timed from its requestAnimationFrame callback (so the wait for vsync is not
 * counted) to a message posted from it, which runs once the frame's style, layout and paint are done.
 * The CPU figure leaves out the time the page waited for a core, so on a busy shared host it moves far
 * less than the times do; it includes the call into the page, about the same for every run.
 */
async function timeInPage(page, selector, html, runs) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const threadMs = async () => (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "ThreadTime").value * 1000;
  const times = [];
  const cpuMs = [];
  let elements = 0;
  for (let i = 0; i <= runs; i++) {
    await page.evaluate(async (selector) => {
      const host = document.querySelector(selector);
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(0);
      }));
      host.innerHTML = "";
      void host.offsetHeight;
      await frame(); // the emptied page is drawn before the run starts
      await frame();
    }, selector);
    const cpu0 = await threadMs();
    const run = await page.evaluate(async ({ selector, html }) => {
      const host = document.querySelector(selector);
      const frameWork = () => new Promise((resolve) => requestAnimationFrame(() => {
        const start = performance.now();
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        channel.port2.postMessage(0);
      }));
      const t0 = performance.now();
      host.innerHTML = html;
      const t1 = performance.now();
      void host.offsetHeight; // forces style recalculation and layout
      const t2 = performance.now();
      return { phases: [t1 - t0, t2 - t1, await frameWork()], elements: host.querySelectorAll("*").length };
    }, { selector, html });
    const cpu = (await threadMs()) - cpu0;
    if (i === 0) continue; // the first run warms up
    times.push(run.phases);
    cpuMs.push(cpu);
    elements = run.elements;
  }
  await cdp.detach();
  return { times, cpuMs, elements };
}

/**
 * Runs of timeInPage in `pages` fresh tabs, pooled: one tab's figures drift with what else the
 * machine is doing at that moment, so the spread is taken over several.
 */
async function sampleInPages(context, url, selector, html, runs, pages) {
  const times = [];
  const cpuMs = [];
  const references = [];
  let elements = 0;
  for (let p = 0; p < pages; p++) {
    const page = await context.newPage();
    await page.goto(url);
    references.push(await referenceMs(page));
    const got = await timeInPage(page, selector, html, runs);
    times.push(...got.times);
    cpuMs.push(...got.cpuMs);
    elements = got.elements;
    await page.close();
  }
  return { times, cpuMs, elements, referenceMs: median(references) };
}

const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))];

/**
 * The total per run (Node's median plus that run's page time) as { min, median, max, runs } with the
 * quartiles, the target and whether the median is under it, the host reference measured in the same pages
 * beside it, the element count, and the per-phase medians.
 */
function figure(node, page, targetMs) {
  const at = (k) => median(page.times.map((t) => t[k]));
  const totals = page.times.map(([parse, layout, frame]) => node.ms + parse + layout + frame);
  return {
    ...spreadMs(totals), targetMs, met: median(totals) < targetMs,
    quartiles: [round(quantile(totals, 0.25)), round(quantile(totals, 0.75))],
    hostReferenceMs: round(page.referenceMs), elements: page.elements,
    buildAndRenderMs: round(node.ms), buildAndRenderFirstCallMs: round(node.firstMs), parseMs: round(at(0)), layoutMs: round(at(1)), firstFrameMs: round(at(2)),
    // The page part's main-thread CPU (see timeInPage): the steadiest figure to compare two runs of the bench by.
    pageMainThreadCpuMs: spreadMs(page.cpuMs),
  };
}

/**
 * A chat log of each size, built and rendered in Node (5 runs) and drawn into the chat log page (5 runs):
 * its time should grow in proportion to its size. `perMessageMs` is the median total over the size; the
 * log is linear when the largest log's time per message is within 1.5× of the smallest's.
 */
async function chatLogCurve(context, url, preview, kit, sizes) {
  const points = [];
  for (const messages of sizes) {
    const node = timeNode(() => preview.chatLogHtml(kit, messages), 5, 2);
    const page = await sampleInPages(context, url, ".chat-log", node.html, 5, 1);
    const totals = page.times.map(([parse, layout, frame]) => node.ms + parse + layout + frame);
    points.push({
      messages, buildAndRenderMs: spreadMs(node.times), pageMs: spreadMs(page.times.map(([a, b, c]) => a + b + c)), totalMs: spreadMs(totals),
      perMessageMs: round(median(totals) / messages), elements: page.elements, hostReferenceMs: round(page.referenceMs),
    });
  }
  const growth = points.at(-1).perMessageMs / points[0].perMessageMs;
  return { points, perMessageGrowth: round(growth), perMessageGrowthTarget: 1.5, linear: growth <= 1.5, met: growth <= 1.5 };
}

/**
 * Every gallery view, each on its own page in the light theme (Foundry's default; the dark theme only
 * swaps colour variables, so it lays out and paints the same boxes): min, median and max of `runs` in-page
 * runs of timeInPage (parse, forced layout, first frame) of the view's rendered HTML into its window content
 * or chat log, after a warm-up run, and its element count. The Node side is left out: it is the gallery's
 * fixture building, not a sheet's. A view whose median is over `targetMs` is listed, so a slow view shows
 * without reading the whole table; the host reference is measured in the same page.
 */
async function timeGalleryViews(context, url, views, runs, targetMs) {
  const viewsMs = {};
  const page = await context.newPage();
  await page.goto(`${url}${views[0].id}.light.html`);
  const hostReferenceMs = round(await referenceMs(page));
  for (const view of views) {
    await page.goto(`${url}${view.id}.light.html`);
    const got = await timeInPage(page, view.frame === "chat" ? ".chat-log" : ".window-content", view.html, runs);
    const { runs: _runs, ...spread } = spreadMs(got.times.map(([parse, layout, frame]) => parse + layout + frame));
    viewsMs[view.id] = { ...spread, elements: got.elements };
  }
  await page.close();
  const overTarget = Object.entries(viewsMs).filter(([, ms]) => ms.median >= targetMs).map(([id]) => id);
  return { theme: "light", runsPerView: runs, targetMs, met: overTarget.length === 0, overTarget, hostReferenceMs, viewsMs };
}

export async function bench() {
  const preview = await loadPreview();
  const sources = preview.loadSources(".");
  const kit = preview.createKit(sources);
  const gallery = preview.buildGallery(sources);
  const items = preview.manyItems(kit, 150);
  const sheet = timeNode(() => preview.characterSheetHtml(kit, items), 15, 50);
  const inventory = timeNode(() => preview.characterSheetHtml(kit, items, "inventory"), 15, 50);
  const vehicle = timeNode(() => preview.vehicleSheetHtml(kit), 15, 50);
  const cards = timeNode(() => preview.chatLogHtml(kit, 500), 5, 5);

  const browser = resolveChromium();
  const out = mkdtempSync(join(tmpdir(), "eote-bench-browser-"));
  const profile = mkdtempSync(join(tmpdir(), "eote-chromium-"));
  const views = [...preview.benchViews(sheet.html, cards.html, vehicle.html), ...gallery];
  preview.writeSite(views, out, { dist: "dist", themeCss: join("preview", "foundry-theme.css") });
  const served = await preview.serveStatic(out);
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: browser.executablePath, args: browser.args, headless: true, viewport: { width: 1000, height: 900 },
  });
  // EOTE_BENCH_BROWSER=sheet150Items,galleryViews times only the figures named (all without it).
  const parts = process.env.EOTE_BENCH_BROWSER?.split(",").map((p) => p.trim()).filter(Boolean);
  const want = (name) => !parts || parts.includes(name);
  try {
    const figures = {};
    if (want("sheet150Items")) figures.sheet150Items = figure(sheet, await sampleInPages(context, `${served.url}sheet.light.html`, ".window-content", sheet.html, 15, 3), 25);
    if (want("sheet150ItemsInventory")) figures.sheet150ItemsInventory = figure(inventory, await sampleInPages(context, `${served.url}sheet.light.html`, ".window-content", inventory.html, 15, 3), 25);
    if (want("vehicleSheet12Weapons8Crew")) figures.vehicleSheet12Weapons8Crew = figure(vehicle, await sampleInPages(context, `${served.url}vehicle.light.html`, ".window-content", vehicle.html, 15, 3), 25);
    if (want("chatCards500")) figures.chatCards500 = figure(cards, await sampleInPages(context, `${served.url}chat.light.html`, ".chat-log", cards.html, 5, 1), 300);
    if (want("chatLog")) figures.chatLog = await chatLogCurve(context, `${served.url}chat.light.html`, preview, kit, [250, 500, 1000, 2000]);
    // EOTE_BENCH_VIEWS=id,id times only those gallery views (a view being made faster, say).
    const viewIds = process.env.EOTE_BENCH_VIEWS?.split(",").map((v) => v.trim()).filter(Boolean);
    const timed = viewIds ? gallery.filter((v) => viewIds.includes(v.id)) : gallery;
    if (want("galleryViews")) figures.galleryViews = await timeGalleryViews(context, served.url, timed, 7, 25);
    const version = await (await context.newPage()).evaluate(() => navigator.userAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? "unknown");
    const referencePage = await context.newPage();
    await referencePage.goto(`${served.url}sheet.light.html`);
    const hostReferenceMs = round(await referenceMs(referencePage));
    await referencePage.close();
    return {
      chromium: `${version} (${browser.source})`,
      ...figures,
      loadAverage: Math.round(loadavg()[0] * 100) / 100,
      hostReferenceMs,
    };
  } finally {
    await context.close();
    await served.close();
    rmSync(profile, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
}
