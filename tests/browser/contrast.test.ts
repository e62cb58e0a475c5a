// Dice and symbols against their background (axe checks the text; it cannot see these glyphs, see
// contrast.ts): every gallery view, light and dark, is measured by the page loop (page-loop.ts,
// views-N.test.ts); here, that the gallery shows each die and symbol, the Force pips the right way
// round, and that the check can fail.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageName } from "../../preview/frame.ts";
import { THEMES } from "../../preview/types.ts";
import { glyphContrasts, NON_TEXT_MINIMUM } from "./contrast.ts";
import { openSession, visit, type Session } from "./harness.ts";

let session: Session;

beforeAll(async () => {
  session = await openSession();
}, 120_000);

afterAll(async () => {
  await session?.close();
});

const relativeLuminance = (hex: string) => {
  const lin = (v: number) => { const c = v / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

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
