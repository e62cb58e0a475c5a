// Chat cards read at a glance, measured in Chromium in both themes on the gallery's chat views: the roll's
// result line (verdict and net symbols) is the card's largest text, at 18 to 20 px; every card button has
// 13 px text or more and is 28 px tall or more; on an attack card the targets (Apply damage, Stun,
// Critical, Undo) sit above the spending lists, so opening every list moves no target button.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { pageName } from "../../preview/frame.ts";
import { THEMES } from "../../preview/types.ts";
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

describe("chat cards at a glance", () => {
  it("the result line is the largest text of every roll card, at 18–20 px", async () => {
    const report: string[] = [];
    let measured = 0;
    for (const view of chatViews()) {
      for (const theme of THEMES) {
        await tab.go(session.url + pageName(view, theme));
        const { result, largestElse, where } = await textSizes(tab.page);
        if (result === null) continue;
        measured++;
        if (result < 18 || result > 20) report.push(`${view.id} (${theme}): result line ${result}px`);
        if (largestElse >= result) report.push(`${view.id} (${theme}): ${where} is ${largestElse}px, the result line ${result}px`);
      }
    }
    console.info(`result line measured on ${measured} card pages`);
    expect(measured).toBeGreaterThanOrEqual(20);
    expect(report).toEqual([]);
  });

  it("every card button has 13 px text or more and is 28 px tall or more, with every list opened", async () => {
    const report: string[] = [];
    let buttons = 0;
    for (const view of chatViews()) {
      for (const theme of THEMES) {
        await tab.go(session.url + pageName(view, theme));
        await tab.page.evaluate(() => document.querySelectorAll(".message-content details").forEach((d) => { (d as HTMLDetailsElement).open = true; }));
        buttons += await tab.page.locator(".message-content button").count();
        for (const problem of await smallButtons(tab.page)) report.push(`${view.id} (${theme}): ${problem}`);
      }
    }
    console.info(`card buttons measured: ${buttons}`);
    expect(buttons).toBeGreaterThanOrEqual(50);
    expect(report).toEqual([]);
  });

  it("an attack card's targets come right after its damage, above the spending lists; opening every list moves no target button", async () => {
    const attacks = chatViews().filter((v) => v.id.startsWith("chat-attack-") && v.id !== "chat-attack-refused");
    expect(attacks.length).toBeGreaterThanOrEqual(8);
    const report: string[] = [];
    for (const view of attacks) {
      for (const theme of THEMES) {
        await tab.go(session.url + pageName(view, theme));
        const order = await tab.page.evaluate(() => {
          const section = document.querySelector(".eote-attack")!;
          const kids = [...section.children];
          const at = (cls: string) => kids.findIndex((k) => k.classList.contains(cls));
          const targets = at("eote-attack__targets") >= 0 ? at("eote-attack__targets") : at("eote-attack__no-target");
          const firstList = kids.findIndex((k) => k.matches(".eote-attack__options, .eote-attack__spent, .eote-attack__qualities, .eote-attack__acts, .eote-attack__budget"));
          const damage = at("eote-attack__damage");
          return { targets, firstList, damage };
        });
        if (order.targets < 0) report.push(`${view.id} (${theme}): no targets block`);
        else if (order.firstList >= 0 && order.firstList < order.targets) report.push(`${view.id} (${theme}): a spending block before the targets`);
        else if (order.damage >= 0 && order.damage !== order.targets - 1) report.push(`${view.id} (${theme}): the targets do not follow the damage line`);
        const tops = () => tab.page.evaluate(() => [...document.querySelectorAll(".eote-attack__targets button")].map((b) => Math.round(b.getBoundingClientRect().top)));
        const before = await tops();
        await tab.page.evaluate(() => document.querySelectorAll(".eote-attack details").forEach((d) => { (d as HTMLDetailsElement).open = true; }));
        const after = await tops();
        if (JSON.stringify(before) !== JSON.stringify(after)) report.push(`${view.id} (${theme}): target buttons moved ${before} → ${after}`);
      }
    }
    expect(report).toEqual([]);
  });
});
