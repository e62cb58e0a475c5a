/**
 * Chat cards read at a glance, measured by the page loop (page-loop.ts checkPage) on each chat view's
 * GLANCE_THEME page: the roll's result line (verdict and net symbols) is the card's largest text, at 18 to
 * 20 px, a triumph and a despair on it named in words that are shown (not only drawn); every card button has 13 px text or more and is 28 px tall or more; on an attack card the targets
 * (Apply damage, Stun, Critical, Undo) sit above the spending lists, so opening every list moves no target
 * button. Sizes and order are the same in both themes (the themes differ in colour only; the page loop
 * checks each theme's contrast), so each view is measured once.
 *
 * The whole gallery must give at least GLANCE_MINIMUMS result lines, card buttons and attack cards. Each
 * shard counts them in the views' HTML (glanceCounts, the same for every shard) and checks that on each of
 * its pages the measures reached exactly what that page's HTML holds, so the shards together measured them all.
 */
import type { Page } from "playwright-core";
import type { Theme, View } from "../../preview/types.ts";

/** The theme each chat view is measured in. */
export const GLANCE_THEME: Theme = "light";

/** What the gallery's chat views must hold, at least, for the measures to mean something. */
export const GLANCE_MINIMUMS = { results: 20, buttons: 50, attacks: 16, named: 10 } as const;

/** Whether the page loop measures a page of `view` in `theme` at a glance. */
export const measuresGlance = (view: View, theme: Theme): boolean => view.frame === "chat" && theme === GLANCE_THEME;

export interface GlanceCounts {
  /** Cards with a result line (.eote-roll__headline), 0 or 1 per page. */
  results: number;
  /** Buttons in the messages' content. */
  buttons: number;
  /** Attack cards (.eote-attack), 0 or 1 per page. */
  attacks: number;
  /** Triumph and despair lines of the result line (data-symbol on a net result line), each to be named in visible words. */
  named: number;
}

export interface GlanceFindings extends GlanceCounts {
  /** What fails the measures, each line prefixed with the page's name. */
  problems: string[];
}

/** A class attribute holding the class token `cls`. */
const hasClass = (html: string, cls: string) => new RegExp(`class="(?:[^"]*\\s)?${cls}(?:\\s[^"]*)?"`).test(html);

/** What a chat view's HTML holds of what the measures count: every button of a chat view is in a message's content. */
export const glanceCounts = (view: View): GlanceCounts => ({
  results: hasClass(view.html, "eote-roll__headline") ? 1 : 0,
  buttons: view.html.match(/<button\b/g)?.length ?? 0,
  attacks: hasClass(view.html, "eote-attack") ? 1 : 0,
  named: view.html.match(/<li class="eote-roll__line[^"]*" data-symbol="(triumph|despair)"/g)?.length ?? 0,
});

/**
 * Each triumph and despair line of the result line whose words are not shown: the count's text must be laid out at
 * 12 px or more, wider than a glyph, and not clipped away (the other counts are visually hidden). Also how many were measured.
 */
async function unnamedSymbols(page: Page): Promise<{ measured: number; problems: string[] }> {
  return page.evaluate(() => {
    const lines = [...document.querySelectorAll(".message-content .eote-roll__result .eote-roll__line")]
      .filter((li) => ["triumph", "despair"].includes(li.getAttribute("data-symbol") ?? ""));
    const problems = lines.flatMap((li) => {
      const count = li.querySelector(".eote-roll__count");
      const box = count?.getBoundingClientRect();
      const style = count ? getComputedStyle(count) : null;
      const text = count?.textContent?.trim() ?? "";
      const shown = !!box && !!style && box.width > 16 && box.height > 8 && style.clip !== "rect(0px, 0px, 0px, 0px)"
        && style.visibility === "visible" && parseFloat(style.fontSize) >= 12 && text.length > 0;
      return shown ? [] : [`the ${li.getAttribute("data-symbol")} line does not show its words ("${text}")`];
    });
    return { measured: lines.length, problems };
  });
}

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

/**
 * Measures a chat page at a glance; `at` names it in each problem. It opens every fold of the cards (to
 * measure the buttons inside, and that the target buttons do not move), so it runs after every other check.
 */
export async function glancePage(page: Page, at: string): Promise<GlanceFindings> {
  const problems: string[] = [];
  let results = 0;
  let attacks = 0;
  const { result, largestElse, where } = await textSizes(page);
  const named = await unnamedSymbols(page);
  for (const problem of named.problems) problems.push(`${at}: ${problem}`);
  if (result !== null) {
    results++;
    if (result < 18 || result > 20) problems.push(`${at}: result line ${result}px`);
    if (largestElse >= result) problems.push(`${at}: ${where} is ${largestElse}px, the result line ${result}px`);
  }
  const order = await attackOrder(page);
  const before = order === null ? [] : await targetButtonTops(page);
  if (order !== null) attacks++;
  if (order) problems.push(`${at}: ${order}`);
  await page.evaluate(() => document.querySelectorAll(".message-content details").forEach((d) => { (d as HTMLDetailsElement).open = true; }));
  if (order !== null) {
    const after = await targetButtonTops(page);
    if (JSON.stringify(before) !== JSON.stringify(after)) problems.push(`${at}: target buttons moved ${before} → ${after}`);
  }
  const buttons = await page.locator(".message-content button").count();
  for (const problem of await smallButtons(page)) problems.push(`${at}: ${problem}`);
  return { problems, results, buttons, attacks, named: named.measured };
}
