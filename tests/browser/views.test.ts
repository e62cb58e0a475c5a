// Every gallery view in real Chromium, light and dark: renders with no console or page error and no
// failed request, gets a screenshot (tests/.output/screenshots/, git-ignored), and axe-core finds
// no serious or critical accessibility violation and no text under WCAG AA contrast (its
// color-contrast rule, on and measuring each page's text). Dice and symbols: contrast.test.ts.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageName } from "../../preview/frame.ts";
import { THEMES } from "../../preview/types.ts";
import { axe, openSession, SCREENSHOTS, visit, type Session } from "./harness.ts";

let session: Session;

beforeAll(async () => {
  session = await openSession("browser-views");
  mkdirSync(SCREENSHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  await session?.close();
});

describe("gallery views in Chromium", () => {
  it("has every kind of view", () => {
    const groups = new Set(session.views.map((v) => v.group));
    expect([...groups]).toEqual(expect.arrayContaining(["Actor sheets", "Item sheets", "Chat cards", "Dialogs"]));
  });

  it("index page links every view in both themes", async () => {
    const { page, problems } = await visit(session.context, session.served.url);
    const links = await page.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links).toEqual(session.views.flatMap((v) => THEMES.map((t) => pageName(v, t))));
    expect(problems).toEqual({ errors: [], dialogs: [], failedRequests: [] });
    const { violations, contrastPassed } = await axe(page);
    expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical" || v.id === "color-contrast")).toEqual([]);
    expect(contrastPassed).toBeGreaterThan(0);
    await page.close();
  });

  it("renders each view with no error, no failed request, no serious or critical axe violation and no text under AA contrast", async () => {
    const report: string[] = [];
    for (const view of session.views) {
      for (const theme of THEMES) {
        const name = pageName(view, theme);
        const { page, problems } = await visit(session.context, session.served.url + name);
        const body = await page.locator(".window-content, .chat-log").first().innerHTML();
        if (body.trim() === "") report.push(`${name}: empty view`);
        for (const e of problems.errors) report.push(`${name}: console: ${e}`);
        for (const r of problems.failedRequests) report.push(`${name}: request failed: ${r}`);
        for (const d of problems.dialogs) report.push(`${name}: dialog: ${d}`);
        await page.locator(".application, .chat-sidebar").first().screenshot({ path: join(SCREENSHOTS, name.replace(/\.html$/, ".png")) });
        const { violations, contrastPassed } = await axe(page);
        for (const v of violations) {
          if (v.impact === "serious" || v.impact === "critical" || v.id === "color-contrast") report.push(`${name}: axe ${v.impact} ${v.id} (${v.help}) at ${v.targets.join(", ")}: ${v.summary}`);
        }
        if (contrastPassed === 0) report.push(`${name}: axe measured the contrast of no text`);
        await page.close();
      }
    }
    expect(report).toEqual([]);
  }, 600_000);
});
