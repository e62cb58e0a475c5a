// Names, descriptions and flavour carrying live HTML render inert on sheets, chat cards and the
// dialog: no script runs (no alert, no global flag), no element comes from the payload, and the
// markup shows as text. A control page with the raw payload proves the checks can fail.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageName } from "../../preview/frame.ts";
import { XSS_FLAG, XSS_IMG, XSS_NAME, XSS_VISIBLE } from "../../preview/views/hostile.ts";
import { openSession, visit, type Session } from "./harness.ts";
import type { Page } from "playwright-core";

let session: Session;

beforeAll(async () => {
  session = await openSession();
  writeFileSync(join(session.dir, "xss-control.html"),
    `<!doctype html><html lang="en"><head><title>control</title></head><body><main>${XSS_NAME}</main></body></html>`);
}, 120_000);

afterAll(async () => {
  await session?.close();
});

/** What a payload left behind in the page once images have had their chance to fail. */
async function traces(page: Page) {
  await page.waitForLoadState("networkidle");
  return page.evaluate((flag) => ({
    flag: (window as unknown as Record<string, unknown>)[flag] ?? null,
    badImages: document.querySelectorAll("img[src='x'], img[onerror]").length,
    scripts: [...document.querySelectorAll("script")].filter((s) => s.textContent?.includes(flag)).length,
    // Text as shown, form values included (an item's name sits in its name input).
    text: [document.body.innerText, ...[...document.querySelectorAll("input, textarea")].map((el) => (el as HTMLInputElement).value)].join("\n"),
  }), XSS_FLAG);
}

describe("hostile HTML is inert", () => {
  it("the checks catch a payload that does run (control page)", async () => {
    const { page, problems } = await visit(session.context, `${session.url}xss-control.html`);
    const t = await traces(page);
    expect(t.flag).toBe(true);
    expect(problems.dialogs).toEqual(["1"]);
    expect(t.badImages).toBe(1);
    await page.close();
  });

  it("covers sheets, an item sheet, a chat card and the dialog", () => {
    const hostile = session.views.filter((v) => v.id.startsWith("xss-")).map((v) => v.frame);
    expect(new Set(hostile)).toEqual(new Set(["sheet", "chat", "dialog"]));
  });

  it("no payload runs and each shows as text", async () => {
    const hostile = session.views.filter((v) => v.id.startsWith("xss-"));
    for (const view of hostile) {
      const { page, problems } = await visit(session.context, session.url + pageName(view, "dark"));
      const t = await traces(page);
      expect({ view: view.id, dialogs: problems.dialogs, flag: t.flag, badImages: t.badImages, scripts: t.scripts })
        .toEqual({ view: view.id, dialogs: [], flag: null, badImages: 0, scripts: 0 });
      expect(t.text, view.id).toContain(XSS_VISIBLE);
      await page.close();
    }
  }, 120_000);

  it("an item image path cannot restyle its row (it stays inside the name cell's CSS url)", async () => {
    const view = session.views.find((v) => v.id === "xss-character-combat")!;
    const { page } = await visit(session.context, session.url + pageName(view, "light"));
    const cell = await page.evaluate(() => {
      const rows = [...document.querySelectorAll<HTMLElement>(".eote-weapons tbody tr")];
      const hostile = rows.find((r) => r.querySelector("th")?.textContent?.includes("onerror"))?.querySelector("th");
      const fixed = [...document.querySelectorAll("*")].filter((el) => getComputedStyle(el).position === "fixed").length;
      return hostile ? { position: getComputedStyle(hostile).position, background: getComputedStyle(hostile).backgroundImage, fixed } : null;
    });
    expect(cell).not.toBeNull();
    expect(cell!.position).toBe("static");
    expect(cell!.fixed).toBe(0);
    // The whole path, quotes and all, is the image's URL.
    expect(decodeURIComponent(cell!.background.match(/url\("(.*)"\)/)![1]!)).toContain(XSS_IMG);
    await page.close();
  });
});
