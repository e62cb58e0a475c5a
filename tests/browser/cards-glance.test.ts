// Chat cards read at a glance, measured in Chromium on the gallery's chat views: the roll's
// result line (verdict and net symbols) is the card's largest text, at 18 to 20 px; every card button has
// 13 px text or more and is 28 px tall or more; on an attack card the targets (Apply damage, Stun,
// Critical, Undo) sit above the spending lists, so opening every list moves no target button.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { pageName } from "../../preview/frame.ts";
import { openTab, openSession, type Session, type Tab } from "./harness.ts";

let session: Session;
let tab: Tab;

beforeAll(async () => {
  session = await openSession();
  tab = await openTab(session.context);
}, 120_000);

afterAll(async () => {
  await session?.close();
});

const chatViews = () => session.views.filter((v) => v.frame === "chat");

/** The result line's font size, and the largest font size of any other text in the message's content. */
async function textSizes(page: Page): Promise<{ result: number | null; largestElse: number; where: string }> {
  return page.evaluate(() => {
    const content = document.querySelector(".message-content")!;
    const result = content.querySelector(".eote-roll__headline");
    const inResult = (el: Element) => !!el.closest(".eote-roll__result");
    let largestElse = 0;
    let where = "";
    const walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || inResult(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size > largestElse) { largestElse = size; where = `${el.className || el.tagName}: ${node.textContent.trim().slice(0, 30)}`; }
    }
    return { result: result ? parseFloat(getComputedStyle(result).fontSize) : null, largestElse, where };
  });
}

/** Every visible button in the message's content that is smaller than 13 px text or 28 px tall. */
async function smallButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll(".message-content button")].flatMap((b) => {
    const box = b.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return [];
    const size = parseFloat(getComputedStyle(b).fontSize);
    return size < 13 || box.height < 27.5 ? [`"${b.textContent?.trim()}" ${size}px text, ${box.height.toFixed(1)}px tall`] : [];
  }));
}

/** Where an attack card's blocks stand: the targets (or "no target") must follow the damage line and come before any spending block. */
async function attackOrder(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const section = document.querySelector(".eote-attack");
    if (!section) return null;
    const kids = [...section.children];
    const at = (cls: string) => kids.findIndex((k) => k.classList.contains(cls));
    const targets = at("eote-attack__targets") >= 0 ? at("eote-attack__targets") : at("eote-attack__no-target");
    const firstSpend = kids.findIndex((k) => k.matches(".eote-attack__options, .eote-attack__spent, .eote-attack__qualities, .eote-attack__acts, .eote-attack__budget"));
    const damage = at("eote-attack__damage");
    if (targets < 0) return section.querySelector(".eote-card__refused") ? "" : "no targets block";
    if (firstSpend >= 0 && firstSpend < targets) return "a spending block before the targets";
    if (damage >= 0 && damage !== targets - 1) return "the targets do not follow the damage line";
    return "";
  });
}

const targetButtonTops = (page: Page) => page.evaluate(() =>
  [...document.querySelectorAll(".eote-attack__targets button")].map((b) => Math.round(b.getBoundingClientRect().top)));

// One pass over the chat views, three measures. Sizes and order are the same in both themes (the themes
// differ in colour only; the page loop checks each theme's contrast), so each view is measured once, in
// SIZES_THEME.
const SIZES_THEME = "light";
describe("chat cards at a glance", () => {
  it("result line the largest text (18–20 px); buttons 13 px / 28 px with every list open; attack targets above the spending lists, unmoved by opening them", async () => {
    const report: string[] = [];
    let results = 0;
    let buttons = 0;
    let attacks = 0;
    for (const view of chatViews()) {
      for (const theme of [SIZES_THEME] as const) {
        const at = `${view.id} (${theme})`;
        await tab.go(session.url + pageName(view, theme));
        const { result, largestElse, where } = await textSizes(tab.page);
        if (result !== null) {
          results++;
          if (result < 18 || result > 20) report.push(`${at}: result line ${result}px`);
          if (largestElse >= result) report.push(`${at}: ${where} is ${largestElse}px, the result line ${result}px`);
        }
        const order = await attackOrder(tab.page);
        const before = order === null ? [] : await targetButtonTops(tab.page);
        if (order !== null) attacks++;
        if (order) report.push(`${at}: ${order}`);
        await tab.page.evaluate(() => document.querySelectorAll(".message-content details").forEach((d) => { (d as HTMLDetailsElement).open = true; }));
        if (order !== null) {
          const after = await targetButtonTops(tab.page);
          if (JSON.stringify(before) !== JSON.stringify(after)) report.push(`${at}: target buttons moved ${before} → ${after}`);
        }
        buttons += await tab.page.locator(".message-content button").count();
        for (const problem of await smallButtons(tab.page)) report.push(`${at}: ${problem}`);
      }
    }
    console.info(`measured: ${results} result lines, ${buttons} card buttons, ${attacks} attack cards`);
    expect(results).toBeGreaterThanOrEqual(20);
    expect(buttons).toBeGreaterThanOrEqual(50);
    expect(attacks).toBeGreaterThanOrEqual(16);
    expect(report).toEqual([]);
  }, 600_000);
});
