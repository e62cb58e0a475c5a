// Long names in Chromium, light and dark: in every view made to show them (preview/views/long-names.ts
// and any view flagged checkOverflow), nothing runs past the window and no text is cut without an
// ellipsis (overflow.ts). The page loop (page-loop.ts, views-N.test.ts) runs that check on those views in
// both themes; here, which views it covers and that it can fail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageName } from "../../preview/frame.ts";
import { openSession, visit, type Session } from "./harness.ts";
import { checksOverflow, overflowProblems } from "./overflow.ts";

let session: Session;

beforeAll(async () => {
  session = await openSession();
}, 120_000);

afterAll(async () => {
  await session?.close();
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
    await page.addStyleTag({ content: ".eote-weapons .eote-item-name .eote-clip { overflow: visible; text-overflow: clip; }" });
    const spills = await overflowProblems(page);
    expect(spills.some((p) => /Mandalorian-Beskar.*spills its text \d+px out of its box/.test(p)), spills.join("\n")).toBe(true);
    await page.addStyleTag({ content: ".eote-weapons .eote-item-name .eote-clip { overflow: hidden; }" });
    const cut = await overflowProblems(page);
    expect(cut.some((p) => /Mandalorian-Beskar.*cuts its text \d+px wide without an ellipsis/.test(p)), cut.join("\n")).toBe(true);
    // The same cut with an ellipsis is what a long name may do.
    await page.addStyleTag({ content: ".eote-weapons .eote-item-name .eote-clip { text-overflow: ellipsis; }" });
    expect((await overflowProblems(page)).filter((p) => p.includes("Mandalorian"))).toEqual([]);
    // The actor's name on one line runs past the window's right edge (and the window content cuts it).
    await page.addStyleTag({ content: ".window-content h1 { white-space: nowrap; }" });
    const past = await overflowProblems(page);
    expect(past.some((p) => /"Kirasandra[^"]*"(: its text)? runs \d+px past the window's right edge/.test(p)), past.join("\n")).toBe(true);
    await page.close();
  });
});
