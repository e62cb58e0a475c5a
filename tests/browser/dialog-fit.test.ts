// The dice dialog fits a laptop, in Chromium, light and dark (its layout: module/applications/dice-dialog/
// layout.ts, styles/_dice-dialog.scss). The gallery caps a window at the viewport as Foundry does, so
// what is measured here is what a user sees: a plain check's window is at most 650 px tall; at 1366×768
// every dice dialog shows Roll and the odds' one line without scrolling the page, over content that
// scrolls under them, and every other dialog its submit button; the compact editor's controls are in
// reading order and big enough to hit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { pageName } from "../../preview/frame.ts";
import { THEMES, type Theme } from "../../preview/types.ts";
import { openSession, openTab, visit, type Session } from "./harness.ts";
import { controlsOutOfView, submitInView } from "./controls.ts";
import { overlapProblems } from "./overlap.ts";
import { checkLanguagePage, languagePages } from "./page-loop.ts";

let session: Session;

beforeAll(async () => {
  session = await openSession();
}, 120_000);

afterAll(async () => {
  await session?.close();
});

const LAPTOP = { width: 1366, height: 768 };
const DESKTOP = { width: 1920, height: 1080 };
/** A plain check's window, at most: fits a 768 px screen with room for Foundry's own bars. */
const PLAIN_MAX = 650;

const diceDialogs = () => session.views.filter((v) => v.frame === "dialog" && (v.classes ?? "").includes("eote-dice-dialog"));

async function open(id: string, theme: Theme, size: { width: number; height: number }): Promise<Page> {
  const view = session.views.find((v) => v.id === id);
  if (!view) throw new Error(`no view ${id}`);
  const { page } = await visit(session.context, session.url + pageName(view, theme));
  await page.setViewportSize(size);
  return page;
}

/** Whether Roll is drawn wholly inside the viewport and the window's content, with nothing over its middle. */
async function rollInView(page: Page) {
  return page.evaluate(() => {
    const roll = document.querySelector<HTMLElement>(".eote-pool__roll")!;
    const summary = document.querySelector<HTMLElement>(".eote-pool__summary")!;
    const content = document.querySelector<HTMLElement>(".window-content")!.getBoundingClientRect();
    const inside = (el: HTMLElement) => {
      const b = el.getBoundingClientRect();
      return b.height > 0 && b.top >= Math.max(0, content.top) - 0.5 && b.bottom <= Math.min(innerHeight, content.bottom) + 0.5
        && b.left >= content.left - 0.5 && b.right <= content.right + 0.5;
    };
    const b = roll.getBoundingClientRect();
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    return {
      roll: inside(roll), summary: inside(summary), uncovered: !!hit && roll.contains(hit),
      pageScrolls: document.scrollingElement!.scrollHeight > innerHeight + 0.5,
      window: Math.round(document.querySelector(".application")!.getBoundingClientRect().height),
    };
  });
}

describe("the dice dialog fits a laptop", () => {
  it(`a plain check's window is at most ${PLAIN_MAX} px tall, measured where the screen does not cap it`, async () => {
    for (const theme of THEMES) {
      const page = await open("dialog-plain", theme, DESKTOP);
      const height = await page.evaluate(() => document.querySelector(".application")!.getBoundingClientRect().height);
      console.info(`plain check (${theme}): ${Math.round(height)} px tall`);
      expect(height).toBeGreaterThan(300); // drawn at all
      expect(height).toBeLessThanOrEqual(PLAIN_MAX);
      await page.close();
    }
  });

  it("at 1366×768 every dice dialog shows Roll and the odds' line without scrolling the page", async () => {
    const views = diceDialogs();
    expect(views.length).toBeGreaterThanOrEqual(15);
    const report: string[] = [];
    const heights: string[] = [];
    // One tab for every page: a new page per view is slow on a loaded machine.
    const tab = await openTab(session.context);
    await tab.page.setViewportSize(LAPTOP);
    for (const view of views) {
      for (const theme of THEMES) {
        await tab.go(session.url + pageName(view, theme));
        const r = await rollInView(tab.page);
        heights.push(`${view.id}.${theme}: ${r.window}`);
        if (!r.roll) report.push(`${view.id} (${theme}): Roll not wholly in view`);
        if (!r.uncovered) report.push(`${view.id} (${theme}): something covers Roll`);
        if (!r.summary) report.push(`${view.id} (${theme}): the odds' line is not in view`);
        if (r.pageScrolls) report.push(`${view.id} (${theme}): the page scrolls`);
        if (r.window > LAPTOP.height) report.push(`${view.id} (${theme}): window ${r.window} px, taller than the screen`);
      }
    }
    await tab.page.close();
    console.info(`window heights at 1366×768: ${heights.join(", ")}`);
    expect(report).toEqual([]);
  }, 300_000);

  // Every other dialog of the gallery with a button that acts (Roll, Apply, Import, Build the pool: its form's submit
  // button) shows it at 1366×768 without scrolling the page or the window: a GM fills the form and clicks. Dialogs
  // without one (the Destiny pool, the party view, the turns panel: each button acts on its own row) are listed.
  it("at 1366×768 every other dialog shows its submit button without any scrolling", async () => {
    const views = session.views.filter((v) => v.frame === "dialog" && !diceDialogs().includes(v));
    const report: string[] = [];
    const none: string[] = [];
    let measured = 0;
    const tab = await openTab(session.context);
    await tab.page.setViewportSize(LAPTOP);
    for (const view of views) {
      // Sizes only: one theme (the themes differ in colour).
      await tab.go(session.url + pageName(view, "light"));
      const r = await submitInView(tab.page);
      if (!r) { none.push(view.id); continue; }
      measured++;
      if (!r.visible) report.push(`${view.id}: "${r.text}" is not wholly in view`);
      else if (!r.uncovered) report.push(`${view.id}: something covers "${r.text}"`);
      if (r.pageScrolls) report.push(`${view.id}: the page scrolls`);
    }
    await tab.page.close();
    console.info(`submit button in view at 1366×768: ${measured} dialogs; without one: ${none.join(", ")}`);
    expect(measured).toBeGreaterThanOrEqual(15);
    expect(report).toEqual([]);
  }, 300_000);

  it("a dialog taller than the screen scrolls its content under the footer, down to its last control", async () => {
    for (const theme of THEMES) {
      const page = await open("dialog-folds-open", theme, LAPTOP);
      const r = await page.evaluate(() => {
        const content = document.querySelector<HTMLElement>(".window-content")!;
        const scrolls = content.scrollHeight > content.clientHeight;
        content.scrollTop = content.scrollHeight;
        const footer = document.querySelector(".eote-pool__footer")!.getBoundingClientRect();
        const last = document.querySelector("select[name=rollMode]")!.getBoundingClientRect();
        const box = content.getBoundingClientRect();
        return { scrolls, lastAboveFooter: last.bottom <= footer.top + 0.5 && last.top >= box.top, footerAtBottom: Math.abs(footer.bottom - box.bottom) <= 1 };
      });
      expect(r).toEqual({ scrolls: true, lastAboveFooter: true, footerAtBottom: true });
      expect((await rollInView(page)).uncovered).toBe(true);
      await page.close();
    }
  });

  it("the compact editor: Tab walks each column top to bottom, left column first; each control at least 24 px", async () => {
    const page = await open("dialog-plain", "light", LAPTOP);
    const first = page.locator('.eote-pool__dice [data-die="proficiency"] [data-action="addDie"]');
    await first.focus();
    const walked: { key: string; x: number; y: number; w: number; h: number }[] = [];
    for (let i = 0; i < 14; i++) {
      const at = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        if (!el.closest(".eote-pool__dice")) return null;
        const b = el.getBoundingClientRect();
        const row = el.closest<HTMLElement>("[data-die], [data-target]");
        const where = row?.dataset.die ?? (row ? `upgrade ${row.dataset.target}` : el.dataset.gearOption);
        return { key: `${where}:${el.dataset.action ?? el.tagName.toLowerCase()}`, x: b.left, y: b.top, w: b.width, h: b.height };
      });
      if (!at) break;
      walked.push(at);
      await page.keyboard.press("Tab");
    }
    // Minus buttons at zero are disabled, so Tab skips them; the plain check has ability and difficulty dice.
    // The advantageous-equipment checkbox ends the fieldset (a labelled checkbox: its label is the target).
    expect(walked.map((w) => w.key)).toEqual([
      "proficiency:addDie", "ability:removeDie", "ability:addDie", "boost:addDie", "upgrade ability:upgrade", "upgrade ability:downgrade",
      "challenge:addDie", "difficulty:removeDie", "difficulty:addDie", "setback:addDie", "upgrade difficulty:upgrade", "upgrade difficulty:downgrade",
      "force:addDie", "advantageous:input",
    ]);
    const left = walked.slice(0, 6);
    const right = walked.slice(6, 12);
    for (const column of [left, right]) {
      for (let i = 1; i < column.length; i++) expect(column[i]!.y).toBeGreaterThanOrEqual(column[i - 1]!.y - 0.5);
    }
    expect(Math.min(...right.map((w) => w.x))).toBeGreaterThan(Math.max(...left.map((w) => w.x)));
    for (const w of walked.slice(0, -1)) {
      expect(w.w, w.key).toBeGreaterThanOrEqual(24);
      expect(w.h, w.key).toBeGreaterThanOrEqual(24);
    }
    await page.close();
  });

  // The page loop's language pass (page-loop.ts checkLanguagePage) at 1366×768: what it adds to the shared checks.
  it("the language pass's checks can fail: a control pushed past the window or cut off by its box, text over a sticky footer", async () => {
    const page = await open("dialog-folds-open", "light", LAPTOP);
    // Content scrolled under the sticky footer is covered by it, as a user sees it: not an overlap.
    expect(await page.evaluate(() => { const c = document.querySelector(".window-content")!; return c.scrollHeight > c.clientHeight; })).toBe(true);
    expect(await overlapProblems(page)).toEqual([]);
    expect(await controlsOutOfView(page)).toEqual([]);
    // The footer no longer sticky but drawn over the content above it (scrolled into view): that is an overlap.
    await page.evaluate(() => {
      document.querySelector<HTMLElement>(".eote-pool__footer")!.style.cssText = "position: relative; top: -60px";
      const content = document.querySelector<HTMLElement>(".window-content")!;
      content.scrollTop = content.scrollHeight;
    });
    const over = await overlapProblems(page);
    expect(over.length, "footer drawn over the content").toBeGreaterThan(0);
    await page.evaluate(() => {
      document.querySelector<HTMLElement>(".eote-pool__footer")!.style.cssText = "";
      document.querySelector<HTMLElement>(".eote-pool__roll")!.style.cssText = "position: relative; left: 400px";
      const box = document.querySelector<HTMLElement>("fieldset")!;
      box.style.cssText = "overflow: hidden; width: 120px";
    });
    const out = await controlsOutOfView(page);
    expect(out.some((l) => /^<button \.eote-pool__roll[^>]*> "Roll" runs past the window's edge$/.test(l)), out.join("\n")).toBe(true);
    expect(out.some((l) => /is cut off by <fieldset/.test(l)), out.join("\n")).toBe(true);
    await page.close();
  });

  it("the language pass shows each language's page in the open page, and finds what a longer label breaks there", async () => {
    const fr = languagePages(session.languages).find((p) => p.view.id === "fr-dialog-plain");
    expect(fr, "the French dice dialog is in the language pass").toBeDefined();
    const tab = await openTab(session.context);
    await tab.page.setViewportSize(LAPTOP);
    await tab.go(session.url + pageName(session.views.find((v) => v.id === "dialog-plain")!, "dark"));
    expect(await checkLanguagePage(tab, session.dir, fr!, false)).toEqual([]);
    expect(await tab.page.evaluate(() => [document.documentElement.lang, document.body.className, document.querySelector(".eote-pool__roll")?.textContent?.trim()]))
      .toEqual(["fr", "preview theme-light", "Lancer"]);
    // A Roll button made as wide as a long translation could make it pushes it out of the window.
    await tab.page.evaluate(() => { document.querySelector<HTMLElement>(".eote-pool__roll")!.style.minWidth = "900px"; });
    expect((await controlsOutOfView(tab.page)).length).toBeGreaterThan(0);
    await tab.page.close();
  });
});
