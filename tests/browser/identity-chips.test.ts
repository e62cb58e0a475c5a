// The character's species, career and specialisation chips in Chromium (light theme; the page loop checks both
// themes' contrast): in play and edit mode every control of the view is at least 24 px tall and labelled, and no
// label is cut while its row has room (edit mode's career marks take the hand-mark box's place, so skill names
// keep their room); edit mode's remove controls are 24 px square, one per chip, each with its own label.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageName } from "../../preview/frame.ts";
import { measureSheet, MIN_TARGET } from "./controls.ts";
import { openSession, visit, type Session } from "./harness.ts";

let session: Session;

beforeAll(async () => {
  session = await openSession();
}, 120_000);

afterAll(async () => {
  await session?.close();
});

describe("identity chips on the character sheet", () => {
  it("play and edit mode: controls 24 px tall and labelled, no label cut beside room; remove controls 24 px square", async () => {
    const report: string[] = [];
    for (const id of ["actor-character-identity", "actor-character-identity-edit"]) {
      const view = session.views.find((v) => v.id === id)!;
      expect(view, id).toBeDefined();
      const name = pageName(view, "light");
      const { page } = await visit(session.context, session.url + name);
      const m = await measureSheet(page);
      for (const line of [...m.smallControls, ...m.unlabelled, ...m.cutWithRoom]) report.push(`${name}: ${line}`);
      const chips = await page.evaluate(() => [...document.querySelectorAll(".eote-identity-chip")].map((chip) => {
        const remove = chip.querySelector(".eote-chip-remove");
        const box = remove?.getBoundingClientRect();
        return { open: chip.querySelector(".eote-chip-open")!.getBoundingClientRect().height, remove: box ? [box.width, box.height] : null, label: remove?.getAttribute("aria-label") ?? null };
      }));
      expect(chips.length, name).toBe(4);
      for (const c of chips) expect(c.open, name).toBeGreaterThanOrEqual(MIN_TARGET);
      if (id.endsWith("-edit")) {
        for (const c of chips) expect(Math.min(...c.remove!), name).toBeGreaterThanOrEqual(MIN_TARGET);
        expect(new Set(chips.map((c) => c.label)).size).toBe(4);
      } else {
        expect(chips.every((c) => c.remove === null), name).toBe(true);
      }
      await page.close();
    }
    expect(report).toEqual([]);
  }, 300_000);
});
