// Every gallery view in real Chromium, light and dark. The page loop itself (no error, no failed
// request, axe, dice and symbol contrast, long names, screenshots with EOTE_SCREENSHOTS=1) runs in
// views-1.test.ts ... views-N.test.ts (page-loop.ts); here: the gallery and the index, the split of the
// pages between those files, and that the loop's checks can fail on a page that is reused.
// Also (folded in from their own files, to share this file's Chromium): which long-name views the loop's
// overflow check covers and that it can fail (overflow.ts), and that the gallery shows each die and symbol,
// the Force pips the right way round, and that the glyph contrast check can fail (contrast.ts; axe checks the
// text, it cannot see these glyphs).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { pageName } from "../../preview/frame.ts";
import { THEMES } from "../../preview/types.ts";
import { axe, axeColourBlindOutcomes, openSession, openTab, rendered, visit, type Session } from "./harness.ts";
import { withAxe } from "./site.setup.ts";
import { glyphContrasts, NON_TEXT_MINIMUM } from "./contrast.ts";
import { checksOverflow, overflowProblems } from "./overflow.ts";
import { glancePage } from "./glance.ts";
import { axeScope, FULL_AXE_THEME, galleryPages, SHARDS, shardPages, themeNeutral } from "./page-loop.ts";
import { TOURS } from "../../module/features/tours/model.ts";

let session: Session;

beforeAll(async () => {
  session = await openSession();
  // Pages that go wrong, beside the gallery's.
  writeFileSync(join(session.dir, "control-error.html"), `<!doctype html><html lang="en"><head><title>control</title>
<link rel="stylesheet" href="missing.css"></head><body><main><p>control</p><script>console.error("control error")</script></main></body></html>`);
  writeFileSync(join(session.dir, "control-faint.html"), withAxe(`<!doctype html><html lang="en"><head><title>control</title></head>
<body><main><p style="color: #bbb; background: #fff">faint text</p></main></body></html>`));
  // Violations of rules axe() leaves out: a skipped heading level, and text outside any landmark.
  writeFileSync(join(session.dir, "control-minor.html"), withAxe(`<!doctype html><html lang="en"><head><title>control</title></head>
<body><main><h1>control</h1><h3>skips a level</h3></main><p>outside any landmark</p></body></html>`));
}, 120_000);

afterAll(async () => {
  await session?.close();
});

describe("gallery views in Chromium", () => {
  it("has every kind of view", () => {
    const groups = new Set(session.views.map((v) => v.group));
    expect([...groups]).toEqual(expect.arrayContaining(["Actor sheets", "Item sheets", "Chat cards", "Dialogs"]));
  });

  it("index page links every view, in every language, in both themes", async () => {
    const { page, problems } = await visit(session.context, session.url);
    const links = await page.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    // The English views and each other language's (its views' ids start with the language's tag), each
    // once; the index lists a group's views in every language before the next group.
    const every = [...session.views, ...session.languages.flatMap((l) => l.views)].flatMap((v) => THEMES.map((t) => pageName(v, t)));
    expect([...links].sort()).toEqual([...every].sort());
    expect(problems).toEqual({ errors: [], dialogs: [], failedRequests: [] });
    const { violations, contrastPassed } = await axe(page);
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical" || v.id === "color-contrast")).toEqual([]);
    expect(contrastPassed).toBeGreaterThan(0);
    await page.close();
  });

  it("splits every view in both themes between the page loop's files, each page once", () => {
    const files = readdirSync(join("tests", "browser")).filter((f) => /^views-\d+\.test\.ts$/.test(f)).sort();
    const shards = Array.from({ length: SHARDS }, (_, i) => i + 1);
    expect(files).toEqual(shards.map((n) => `views-${n}.test.ts`).sort());
    for (const n of shards) expect(readFileSync(join("tests", "browser", `views-${n}.test.ts`), "utf8")).toMatch(new RegExp(`^describeShard\\(${n}\\);$`, "m"));
    const pages = galleryPages(session.views).map((p) => p.name);
    const split = shards.flatMap((n) => shardPages(galleryPages(session.views), n).map((p) => p.name));
    expect(pages).toHaveLength(session.views.length * THEMES.length);
    expect(split.sort()).toEqual([...pages].sort());
    // axe runs every rule on one page of each view, the colour rules on the others.
    expect(galleryPages(session.views).filter((p) => axeScope(p.theme) === "all").map((p) => p.view.id)).toEqual(session.views.map((v) => v.id));
    expect(THEMES.filter((t) => t !== FULL_AXE_THEME).map(axeScope)).toEqual(THEMES.slice(1).map(() => "colour"));
  });

  // The page loop runs axe's non-colour rules in FULL_AXE_THEME only (page-loop.ts axeScope). Here, on a sheet,
  // an item sheet, a chat card, a dialog and a long-name view, every rule runs in both themes and every
  // non-colour rule's outcome and nodes are the same; and a theme style that hides something is caught.
  const CONTROL_VIEWS = ["actor-character-combat", "item-weapon", "chat-attack-hit", "dialog-plain", "long-character-combat"];
  /** Axe's non-colour outcomes on a page, its selectors made theme-neutral (axe may name a node by its theme class). */
  const outcomes = async (page: Parameters<typeof axeColourBlindOutcomes>[0], theme: (typeof THEMES)[number]) =>
    Object.fromEntries(Object.entries(await axeColourBlindOutcomes(page)).map(([id, nodes]) => [id, nodes.map((n) => themeNeutral(n, theme))]));

  it("axe's rules that do not read colours find the same in both themes, so the page loop runs them in one (and the comparison can fail)", async () => {
    const tab = await openTab(session.context);
    for (const id of CONTROL_VIEWS) {
      const view = session.views.find((v) => v.id === id);
      expect(view, id).toBeDefined();
      const seen: Record<string, Record<string, string[]>> = {};
      for (const theme of THEMES) {
        await tab.go(session.url + pageName(view!, theme));
        seen[theme] = await outcomes(tab.page, theme);
      }
      const full = seen[FULL_AXE_THEME]!;
      // Rules did run and reach nodes: a comparison of two empty results would prove nothing.
      expect(Object.values(full).filter(([outcome]) => outcome === "passes").length, id).toBeGreaterThan(5);
      expect(full["button-name"] ?? full["aria-allowed-attr"], id).toBeDefined();
      for (const theme of THEMES) expect(seen[theme], `${id} (${theme})`).toEqual(full);
    }
    // A theme style that hides a control (what a colour-only theme must never do) changes what axe sees.
    const dark = THEMES.find((t) => t !== FULL_AXE_THEME)!;
    await tab.go(session.url + pageName(session.views.find((v) => v.id === "dialog-plain")!, dark));
    const before = await outcomes(tab.page, dark);
    await tab.page.addStyleTag({ content: `.theme-${dark} .window-content button { display: none }` });
    expect(await outcomes(tab.page, dark)).not.toEqual(before);
    await tab.page.close();
  });

  it("sees a console error and an uncaught page error (the error check can fail)", async () => {
    const { page, problems } = await visit(session.context, session.url + pageName(session.views[0]!, "light"));
    await page.evaluate(() => {
      console.error("a console error");
      setTimeout(() => { throw new Error("an uncaught error"); }, 0);
    });
    await expect.poll(() => problems.errors.length).toBe(2);
    expect(problems.errors).toEqual(["a console error", expect.stringContaining("an uncaught error")]);
    await page.close();
  });

  it("a reused tab reports each page's own console errors and failed requests (the loop's check can fail)", async () => {
    const tab = await openTab(session.context);
    const bad = await tab.go(`${session.url}control-error.html`);
    expect(bad.errors).toContain("control error");
    expect(bad.failedRequests.some((r) => r.includes("missing.css"))).toBe(true);
    expect(await tab.go(session.url + pageName(session.views[0]!, "dark"))).toEqual({ errors: [], dialogs: [], failedRequests: [] });
    await tab.page.close();
  });

  it("axe, fetched once for the session, runs in each page of a reused tab and catches faint text (the contrast check can fail)", async () => {
    const tab = await openTab(session.context);
    await tab.go(`${session.url}control-faint.html`);
    const faint = await axe(tab.page);
    expect(faint.violations.map((v) => v.id)).toContain("color-contrast");
    await tab.go(session.url + pageName(session.views[0]!, "light"));
    expect((await axe(tab.page)).contrastPassed).toBeGreaterThan(0);
    await tab.page.close();
  });

  it("axe leaves out only rules whose violations are never serious or critical, and still runs the rest", async () => {
    const { page } = await visit(session.context, `${session.url}control-minor.html`);
    // Every rule as axe ships it: the two violations on the page are of rules axe() leaves out, at their
    // rules' own impacts, which no check here fails on.
    const all = await page.evaluate(async () => {
      const w = window as unknown as { axe: { run(d: Document): Promise<{ violations: { id: string; impact: string }[] }> } };
      return (await w.axe.run(document)).violations.map((v) => `${v.id} ${v.impact}`).sort();
    });
    expect(all).toEqual(["heading-order moderate", "region moderate"]);
    const { violations, skipped } = await axe(page);
    expect(violations).toEqual([]);
    expect(skipped).toEqual(expect.arrayContaining(["heading-order", "region"]));
    expect(skipped).not.toContain("color-contrast");
    // The rules that can report a serious or critical violation (names of buttons, labels, ARIA) stay.
    for (const kept of ["button-name", "label", "aria-valid-attr-value", "image-alt", "nested-interactive"]) expect(skipped).not.toContain(kept);
    // The colour scope (the page loop's second theme) leaves out, besides, every kept rule axe does not tag as
    // reading colours: the contrast and link rules still run, the names, labels and ARIA rules do not.
    const colour = await axe(page, "colour");
    expect(colour.skipped).toEqual(skipped);
    for (const gone of ["button-name", "label", "aria-valid-attr-value", "image-alt", "nested-interactive"]) expect(colour.colourBlind).toContain(gone);
    for (const kept of ["color-contrast", "link-in-text-block"]) expect(colour.colourBlind).not.toContain(kept);
    expect(colour.contrastPassed).toBeGreaterThan(0);
    await page.close();
  });

  it("measures a page only once it has rendered: a chat card's content is laid out, not skipped as off screen", async () => {
    const view = session.views.find((v) => v.id === "chat-success")!;
    const { page } = await visit(session.context, session.url + pageName(view, "light"));
    const shown = () => page.evaluate(() => [...document.querySelectorAll(".dice-roll")]
      .map((card) => card.firstElementChild!.checkVisibility({ contentVisibilityAuto: true })));
    expect(await shown()).toEqual([true]);
    // The browser decides whether a content-visibility: auto card is on screen in a rendering update, so a
    // card that comes on screen is skipped until the next one, as a card can be straight after the load
    // event. Moved far down, the card is skipped once a frame has rendered; moved back, it is still
    // skipped within the same task, and laid out once rendered() lets the page render again.
    await page.evaluate(async () => {
      document.querySelector<HTMLElement>(".chat-message")!.style.marginTop = "20000px";
      await new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));
    });
    expect(await shown()).toEqual([false]);
    const backNow = await page.evaluate(() => {
      document.querySelector<HTMLElement>(".chat-message")!.style.marginTop = "0";
      return [...document.querySelectorAll(".dice-roll")].map((card) => card.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
    });
    expect(backNow).toEqual([false]);
    await rendered(page);
    expect(await shown()).toEqual([true]);
    await page.close();
  });
});

describe("a triumph and a despair named in words on the result line", () => {
  it("shows their words on the triumph and despair card, and the page loop's glance measure catches them hidden (the check can fail)", async () => {
    const view = session.views.find((v) => v.id === "chat-triumph-despair")!;
    const { page } = await visit(session.context, session.url + pageName(view, "light"));
    const words = await page.locator(".eote-roll__result .eote-roll__line--named .eote-roll__count").evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.trim()));
    expect(words).toEqual(["1 triumph", "1 despair"]);
    const shown = await glancePage(page, view.id);
    expect(shown.named).toBe(2);
    expect(shown.problems.filter((p) => p.includes("words"))).toEqual([]);
    // Hidden as the other counts are (visually hidden, for screen readers only): caught.
    await page.addStyleTag({ content: ".eote-roll__result .eote-roll__count { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }" });
    const hidden = await glancePage(page, view.id);
    expect(hidden.problems.filter((p) => p.includes("does not show its words"))).toHaveLength(2);
    await page.close();
  });
});

describe("the attack options prompt", () => {
  it("names the attacker and its targets, asks no silhouette of a character, aligns its controls in one column, and has Cancel beside Build the pool at the right", async () => {
    const views = session.views.filter((v) => v.html.includes("eote-attack-options"));
    expect(views.map((v) => v.id)).toEqual(expect.arrayContaining(["dialog-attack-options", "dialog-attack-options-melee", "dialog-attack-options-vehicle"]));
    const tab = await openTab(session.context);
    for (const view of views) {
      await tab.go(session.url + pageName(view, "light"));
      const found = await tab.page.evaluate(() => {
        const root = document.querySelector(".eote-attack-options")!;
        const footer = [...document.querySelectorAll<HTMLButtonElement>(".form-footer button")];
        const box = (el: Element) => el.getBoundingClientRect();
        const controls = [...root.querySelectorAll("select")].map((el) => Math.round(box(el).left));
        const window = box(document.querySelector(".window-content")!);
        return {
          vehicle: !!root.querySelector('[name="vehicleBand"]'),
          ownSilhouette: !!root.querySelector('[name="attackerSilhouette"]'),
          attacker: root.querySelector(".eote-attack-options__attacker")?.textContent?.trim() ?? "",
          targets: root.querySelector(".eote-attack-options__targets")?.textContent?.trim() ?? "",
          whoFirst: root.firstElementChild?.classList.contains("eote-attack-options__who") ?? false,
          lefts: [...new Set(controls)],
          buttons: footer.map((b) => b.textContent!.trim()),
          // Cancel ends before Build the pool starts, on one row, and Build the pool ends at the window's right (its padding aside).
          sideBySide: footer.length === 2 && box(footer[0]!).right <= box(footer[1]!).left && Math.abs(box(footer[0]!).top - box(footer[1]!).top) < 2,
          rightGap: footer.length ? window.right - box(footer.at(-1)!).right : -1,
        };
      });
      expect(found.buttons, view.id).toEqual(["Cancel", "Build the pool"]);
      expect(found.sideBySide, view.id).toBe(true);
      expect(found.rightGap, view.id).toBeLessThan(24);
      expect(found.whoFirst, view.id).toBe(true);
      expect(found.attacker, view.id).not.toBe("");
      expect(found.targets, view.id).not.toBe("");
      // A character (no vehicle fields) is never asked its own silhouette; no prompt asks it today.
      expect(found.ownSilhouette, view.id).toBe(false);
      // Every picker starts at the same x: one grid, one control column.
      expect(found.lefts, view.id).toHaveLength(1);
    }
    await tab.page.close();
  });
});

describe("the turns panel", () => {
  it("spaces its heading, legend, chips and button rows apart, and says left or spent by a mark, not by fill alone", async () => {
    const view = session.views.find((v) => v.id === "turns-turn")!;
    const { page } = await visit(session.context, session.url + pageName(view, "light"));
    const found = await page.evaluate(() => {
      const turn = document.querySelector(".eote-turns__turn")!;
      const rows = [...turn.children].map((el) => el.getBoundingClientRect());
      const gaps = rows.slice(1).map((r, i) => Math.round((r.top - rows[i]!.bottom) * 10) / 10);
      const chips = [...turn.querySelectorAll(".eote-turns__pip")].map((c) => ({
        used: c.classList.contains("is-used"), mark: c.querySelector(".eote-turns__mark")?.textContent, text: (c as HTMLElement).innerText.replace(/\s+/g, " ").trim(),
      }));
      return { gaps, chips, legend: (turn.querySelector(".eote-turns__legend") as HTMLElement | null)?.innerText ?? "" };
    });
    // Every block 4 px or more below the one above (they once touched at 0 px).
    expect(found.gaps.every((g) => g >= 4), found.gaps.join(", ")).toBe(true);
    expect(found.legend).toMatch(/○.*✓/);
    // "free maneuver spent": the free maneuver is marked spent, the rest left.
    expect(found.chips.filter((c) => c.used).map((c) => [c.mark, c.text])).toEqual([["✓", "✓ Free maneuver : spent"]]);
    expect(found.chips.filter((c) => !c.used).every((c) => c.mark === "○")).toBe(true);
    await page.close();
  });
});

describe("the party view", () => {
  it("says over a threshold in a word and a colour, labels the XP figures, and draws 24 px Grant boxes", async () => {
    const view = session.views.find((v) => v.id === "party-gm")!;
    const { page } = await visit(session.context, session.url + pageName(view, "light"));
    const found = await page.evaluate(() => {
      const cells = [...document.querySelectorAll<HTMLElement>(".eote-party__track")];
      const over = cells.filter((c) => c.classList.contains("eote-party__track--over"));
      const plain = cells.find((c) => !c.classList.contains("eote-party__track--over"))!;
      return {
        overWords: over.map((c) => c.innerText.replace(/\s+/g, " ").trim()),
        overColours: [...new Set(over.map((c) => getComputedStyle(c).color))],
        plainColour: getComputedStyle(plain).color,
        underlined: over.some((c) => getComputedStyle(c).textDecorationLine.includes("underline")),
        xpHeading: (document.querySelectorAll("thead th")[7] as HTMLElement).innerText.replace(/\s+/g, " ").trim(),
        boxes: [...document.querySelectorAll<HTMLInputElement>('input[name="member"]')].map((b) => `${Math.round(b.getBoundingClientRect().width)}x${Math.round(b.getBoundingClientRect().height)}`),
      };
    });
    expect(found.overWords).toEqual(["14 / 12 OVER", "15 / 12 OVER"]);
    expect(found.overColours).toHaveLength(1);
    expect(found.overColours[0]).not.toBe(found.plainColour);
    expect(found.underlined).toBe(false);
    expect(found.xpHeading).toBe("XP (available / total)");
    expect(new Set(found.boxes)).toEqual(new Set(["24x24"]));
    await page.close();
  });
});

const longCombat = () => session.views.find((v) => v.id === "long-character-combat")!;

describe("long names stay inside their window", () => {
  it("checks the long-name views, a character's tabs among them", () => {
    const checked = session.views.filter(checksOverflow).map((v) => v.id);
    expect(checked).toEqual(expect.arrayContaining(["long-character-combat", "long-character-inventory", "long-character-talents"]));
  });

  it("catches a name that spills out of its cell, one cut without an ellipsis, and one past the window (the check can fail)", async () => {
    const { page } = await visit(session.context, session.url + pageName(longCombat(), "light"));
    // The name's text sits in a span (.eote-clip) that ends it in an ellipsis: undo that step by step.
    await page.addStyleTag({ content: ".eote.sheet .eote-weapons .eote-item-name > .eote-clip { display: block; white-space: nowrap; overflow: visible; text-overflow: clip; }" });
    const spills = await overflowProblems(page);
    expect(spills.some((p) => /Mandalorian-Beskar.*spills its text \d+px out of its box/.test(p)), spills.join("\n")).toBe(true);
    await page.addStyleTag({ content: ".eote.sheet .eote-weapons .eote-item-name > .eote-clip { overflow: hidden; }" });
    const cut = await overflowProblems(page);
    expect(cut.some((p) => /Mandalorian-Beskar.*cuts its text \d+px wide without an ellipsis/.test(p)), cut.join("\n")).toBe(true);
    // The same cut with an ellipsis is what a long name may do.
    await page.addStyleTag({ content: ".eote.sheet .eote-weapons .eote-item-name > .eote-clip { text-overflow: ellipsis; }" });
    expect((await overflowProblems(page)).filter((p) => p.includes("Mandalorian"))).toEqual([]);
    // The actor's name on one line runs past the window's right edge (and the window content cuts it).
    await page.addStyleTag({ content: ".window-content h1 { white-space: nowrap; }" });
    const past = await overflowProblems(page);
    expect(past.some((p) => /"Kirasandra[^"]*"(: its text)? runs \d+px past the window's right edge/.test(p)), past.join("\n")).toBe(true);
    await page.close();
  });
});

const relativeLuminance = (hex: string) => {
  const lin = (v: number) => { const c = v / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

describe("the tours point at what the windows draw", () => {
  it("every step's selector matches an element in its gallery view (and a selector for nothing is caught)", async () => {
    const steps = TOURS.flatMap((tour) => tour.steps.map((step) => ({ tour: tour.id, ...step })));
    const unmatched = async (page: Page, selectors: string[]) => {
      const out: string[] = [];
      for (const selector of selectors) if ((await page.$(selector)) === null) out.push(selector);
      return out;
    };
    const missing: string[] = [];
    let controlled = false;
    for (const id of new Set(steps.map((s) => s.view))) {
      const view = session.views.find((v) => v.id === id);
      expect(view, `gallery view ${id}`).toBeDefined();
      const { page } = await visit(session.context, session.url + pageName(view!, "light"));
      const here = steps.filter((s) => s.view === id);
      for (const selector of await unmatched(page, here.map((s) => s.selector))) missing.push(`${id}: ${selector}`);
      if (!controlled) {
        expect(await unmatched(page, [".eote-no-such-element"])).toEqual([".eote-no-such-element"]);
        controlled = true;
      }
      await page.close();
    }
    expect(missing).toEqual([]);
    expect(steps.length).toBeGreaterThanOrEqual(13);
  }, 120_000);
});

describe("dice and symbols contrast", () => {
  it("measures every die and every result symbol the gallery draws, in both themes (the page loop measures them on every page)", async () => {
    // The page loop (page-loop.ts) measures every page with glyphContrasts; here, that the gallery
    // draws each die and symbol visibly in each theme and the measure sees it, from the views that name it.
    const dice = ["boost", "setback", "ability", "difficulty", "proficiency", "challenge", "force"].map((d) => `eote-die--${d}`);
    const symbols = ["success", "failure", "advantage", "threat", "triumph", "despair", "light", "dark"].map((s) => `eote-symbol--${s}`);
    for (const theme of THEMES) {
      const drawn = new Set<string>();
      for (const glyph of [...dice, ...symbols]) {
        for (const view of session.views.filter((v) => v.html.includes(glyph))) {
          if (drawn.has(glyph)) break;
          const { page } = await visit(session.context, session.url + pageName(view, theme));
          for (const g of await glyphContrasts(page)) drawn.add(g.glyph);
          await page.close();
        }
      }
      for (const glyph of [...dice, ...symbols]) expect(drawn, theme).toContain(glyph);
    }
  }, 120_000);

  it("draws the light side pip as the light disc and the dark side pip as the dark one, each edged 3:1 from the page, in both themes", async () => {
    const fills: Record<string, string[]> = {};
    for (const theme of THEMES) {
      const view = session.views.find((v) => v.id === "chat-force")!;
      const { page } = await visit(session.context, session.url + pageName(view, theme));
      const pips = (await glyphContrasts(page)).filter((g) => g.glyph === "eote-symbol--light" || g.glyph === "eote-symbol--dark");
      for (const pip of pips) (fills[`${pip.glyph} ${pip.fill}`] ??= []).push(theme);
      const light = pips.find((g) => g.glyph === "eote-symbol--light")!;
      const dark = pips.find((g) => g.glyph === "eote-symbol--dark")!;
      expect(relativeLuminance(light.fill), theme).toBeGreaterThan(0.8);
      expect(relativeLuminance(dark.fill), theme).toBeLessThan(0.05);
      // Each pip's edge is the theme's edge colour, so its outline stands out from the page whichever side it is.
      for (const pip of [light, dark]) expect(pip.ratio, `${theme} ${pip.glyph}`).toBeGreaterThanOrEqual(NON_TEXT_MINIMUM);
      expect(light.edge, theme).toBe(dark.edge);
      await page.close();
    }
    // Fixed fills: one fill per pip, seen in both themes.
    expect(Object.values(fills).every((themes) => THEMES.every((t) => themes.includes(t)))).toBe(true);
    expect(Object.keys(fills)).toHaveLength(2);
  });

  it("measures a glyph's own colour too: a Destiny pip that takes the page's text colour on its token is caught, though its edge stands out", async () => {
    const view = session.views.find((v) => v.id === "destiny-gm")!;
    const { page } = await visit(session.context, session.url + pageName(view, "dark"));
    const pip = async () => (await glyphContrasts(page)).find((g) => g.glyph === "eote-symbol--light")!;
    // As drawn: the pip's colour is its edge, dark on the white light-side token.
    const drawn = await pip();
    expect(drawn.colour).toBe(drawn.edge);
    expect(drawn.colourRatio).toBeGreaterThanOrEqual(NON_TEXT_MINIMUM);
    // Painted the same but coloured in the dark theme's text colour (how it once was): the edge passes, the colour does not.
    await page.addStyleTag({ content: ".eote-destiny-pool__token--light .eote-symbol--light { color: var(--color-text-primary, #e7e1d4); background-color: #1c1b1f; }" });
    const inherited = await pip();
    expect(inherited.ratio).toBeGreaterThanOrEqual(NON_TEXT_MINIMUM);
    expect(inherited.colourRatio).toBeLessThan(1.5);
    await page.close();
  });

  it("catches a die that does not stand out (the check can fail)", async () => {
    const view = session.views.find((v) => v.id === "chat-success")!;
    const { page } = await visit(session.context, session.url + pageName(view, "dark"));
    await page.evaluate(() => {
      // A purple die with a dark edge on the dark theme: what the dark theme drew before it had an edge colour.
      const die = document.querySelector<HTMLElement>(".eote-die")!;
      die.style.setProperty("--eote-fill", "#5b2a86");
      die.style.setProperty("--eote-edge", "#222");
    });
    const faint = (await glyphContrasts(page)).filter((g) => g.ratio < NON_TEXT_MINIMUM);
    expect(faint).toHaveLength(1);
    expect(faint[0]!.ratio).toBeLessThan(2);
    await page.close();
  });
});
