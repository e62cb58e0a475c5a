// Actor sheets fit their window in Chromium, light and dark: the character's skills tab shows most of
// its skills at the sheet's default size (a compact header over a two-column skill grid), and the
// long-name views keep every element inside the window (names wrap or end in an ellipsis).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { pageName } from "../../preview/frame.ts";
import { THEMES } from "../../preview/types.ts";
import { openSession, visit, type Session } from "./harness.ts";
import { overflowProblems } from "./overflow.ts";

let session: Session;

beforeAll(async () => {
  session = await openSession();
}, 120_000);

afterAll(async () => {
  await session?.close();
});

/** Skill rows drawn wholly inside the visible part of the scrolling tab, and all skill rows. */
export async function visibleSkillRows(page: Page): Promise<{ visible: number; total: number }> {
  return page.evaluate(() => {
    const pane = document.querySelector(".tab.active") ?? document.querySelector(".window-content")!;
    const box = pane.getBoundingClientRect();
    const rows = [...document.querySelectorAll("tr[data-skill-id]")];
    const visible = rows.filter((r) => {
      const b = r.getBoundingClientRect();
      return b.height > 0 && b.top >= box.top - 0.5 && b.bottom <= box.bottom + 0.5 && b.left >= box.left - 0.5 && b.right <= box.right + 0.5;
    });
    return { visible: visible.length, total: rows.length };
  });
}

describe("actor sheets fit their window", () => {
  it("the character's skills tab shows at least 28 of its skill rows at the default size", async () => {
    const view = session.views.find((v) => v.id === "actor-character-skills")!;
    for (const theme of THEMES) {
      const { page } = await visit(session.context, session.url + pageName(view, theme));
      const { visible, total } = await visibleSkillRows(page);
      console.info(`skill rows visible at ${view.size?.width}×${view.size?.height} (${theme}): ${visible} of ${total}`);
      expect(total).toBeGreaterThanOrEqual(34);
      expect(visible).toBeGreaterThanOrEqual(28);
      await page.close();
    }
  });

  it("long names stay inside the window, ending in an ellipsis with the whole name as a title", async () => {
    // The actor sheets' long-name views (the item sheets' have no weapon table).
    const views = session.views.filter((v) => v.id.startsWith("actor-") && v.id.includes("long-name"));
    expect(views.length).toBeGreaterThanOrEqual(2);
    const report: string[] = [];
    for (const view of views) {
      for (const theme of THEMES) {
        const { page } = await visit(session.context, session.url + pageName(view, theme));
        for (const problem of await overflowProblems(page)) report.push(`${pageName(view, theme)}: ${problem}`);
        const clipped = await page.evaluate(() => [...document.querySelectorAll(".eote-weapons .eote-item-name")].map((th) => {
          const inner = th.querySelector(".eote-clip")!;
          return { title: th.getAttribute("title") ?? "", cut: inner.scrollWidth > inner.clientWidth, ellipsis: getComputedStyle(inner).textOverflow };
        }));
        const long = clipped.find((c) => c.title.length > 40);
        if (!long) report.push(`${pageName(view, theme)}: no long weapon name`);
        else if (!long.cut || long.ellipsis !== "ellipsis") report.push(`${pageName(view, theme)}: long weapon name not ellipsized`);
        await page.close();
      }
    }
    expect(report).toEqual([]);
  });
});
