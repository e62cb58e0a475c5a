// Labels the table reads mid-fight are whole, light and dark (measured in Chromium on the gallery): a vehicle weapon's
// gunner line ("No gunner", or the seated gunner's name) and a minion group's skill names beside the group-skill
// box in edit mode are not cut; the rules toggle of an item row sits at the same place closed and open.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageName } from "../../preview/frame.ts";
import { THEMES, type Theme } from "../../preview/types.ts";
import { openSession, visit, type Session } from "./harness.ts";

let session: Session;

beforeAll(async () => {
  session = await openSession();
}, 120_000);

afterAll(async () => {
  await session?.close();
});

/** The texts among `selector`'s elements whose content is wider or taller than their box (cut). */
async function cutTexts(viewId: string, theme: Theme, selector: string): Promise<{ count: number; cut: string[] }> {
  const view = session.views.find((v) => v.id === viewId)!;
  expect(view, viewId).toBeDefined();
  const { page } = await visit(session.context, session.url + pageName(view, theme));
  const found = await page.evaluate((sel) => {
    const els = [...document.querySelectorAll<HTMLElement>(sel)];
    return { count: els.length, cut: els.filter((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1).map((e) => e.textContent ?? "") };
  }, selector);
  await page.close();
  return found;
}

describe("labels read whole", () => {
  it("a vehicle weapon's gunner line, seated or not", async () => {
    for (const theme of THEMES) {
      for (const id of ["actor-vehicle", "actor-vehicle-crew-combat", "actor-vehicle-squadron"]) {
        const { count, cut } = await cutTexts(id, theme, ".eote-weapon-gunner");
        expect(count, id).toBeGreaterThan(0);
        expect(cut, `${id} (${theme})`).toEqual([]);
      }
    }
  });

  it("a minion group's skill names in edit mode", async () => {
    for (const theme of THEMES) {
      const { count, cut } = await cutTexts("actor-minion-edit", theme, "th[scope=row] .eote-skill-name");
      expect(count).toBeGreaterThanOrEqual(30);
      expect(cut, theme).toEqual([]);
    }
  });

  it("an item row's rules toggle is at the same place closed and open", async () => {
    const view = session.views.find((v) => v.id === "rules-text-talents")!;
    const { page } = await visit(session.context, session.url + pageName(view, "light"));
    const toggles = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>(".eote-items > ul > li > .eote-rules-text > summary")].map((s) => {
      const row = s.closest("li")!.getBoundingClientRect();
      const b = s.getBoundingClientRect();
      return { open: (s.parentElement as HTMLDetailsElement).open, right: Math.round(row.right - b.right), top: Math.round(b.top - row.top) };
    }));
    await page.close();
    expect(toggles.some((t) => t.open) && toggles.some((t) => !t.open)).toBe(true);
    // Every toggle, open or not, at the row's right edge and on its first line.
    expect(new Set(toggles.map((t) => `${t.right}:${t.top}`)).size).toBe(1);
  });
});
