/**
 * Contrast of the dice and symbols, which axe cannot judge: they are empty spans drawn by CSS masks
 * and clip paths (styles/_symbols.scss), so axe sees no text and no image. WCAG 1.4.11 (non-text contrast) asks 3:1
 * between a graphic and what is next to it. Each glyph is painted in up to two colours: its edge (the
 * element's background colour, through the shape's mask or as a disc) and its fill (::after, the
 * shape shrunk, for dice and Force pips; a result symbol is all edge). The edge is the colour that touches
 * the background, so the glyph stands out when its edge reaches 3:1 against the background behind it (a
 * fill that stands out inside an edge lost in the page leaves the glyph's outline unseen: the Force pips'
 * fixed edges once fell to 1.1:1): the first opaque background up the tree, with every translucent one in
 * between laid over it, and the glyph's own and its ancestors' opacity applied.
 * The glyph's own colour (its computed `color`, which a result symbol is painted in and which a die or pip takes as
 * its edge) must reach 3:1 against that same background too: a pip on a Destiny token once inherited the page's
 * text colour, light on the white light-side token in the dark theme, dark on the black token in the light theme
 * (1.1 to 1.2:1), while its painted edge was fine; a glyph whose colour says one thing and whose paint another is
 * read wrongly by forced colours and by anyone measuring it so.
 */
import type { Page } from "playwright-core";

/** WCAG 1.4.11: graphical objects need 3:1 against adjacent colours. */
export const NON_TEXT_MINIMUM = 3;

export interface GlyphContrast {
  /** "eote-die--ability" or "eote-symbol--success". */
  glyph: string;
  /** Where it sits: the nearest ancestors' classes, for the report. */
  where: string;
  edge: string;
  fill: string;
  background: string;
  /** The edge (the outline, adjacent to the background) against the background; 0 for an unshaped box. */
  ratio: number;
  /** The fill against the background (for the report). */
  fillRatio: number;
  /** The glyph's own colour (computed `color`, with its opacity) and its ratio against the background. */
  colour: string;
  colourRatio: number;
}

/** Measures every die and symbol drawn on the page. */
export async function glyphContrasts(page: Page): Promise<GlyphContrast[]> {
  return page.evaluate(() => {
    type RGBA = [number, number, number, number];
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
    // The canvas parses any CSS colour Chromium computes (rgb(), color(srgb ...) from color-mix...).
    const parse = (css: string): RGBA => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = "#000";
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return a === 0 ? [0, 0, 0, 0] : [r! * 255 / a!, g! * 255 / a!, b! * 255 / a!, a! / 255];
    };
    const over = (top: RGBA, below: RGBA): RGBA => {
      const a = top[3];
      return [top[0] * a + below[0] * (1 - a), top[1] * a + below[1] * (1 - a), top[2] * a + below[2] * (1 - a), 1];
    };
    const luminance = ([r, g, b]: RGBA) => {
      const lin = (v: number) => { const c = v / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const ratio = (a: RGBA, b: RGBA) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (hi + 0.05) / (lo + 0.05);
    };
    const hex = (c: RGBA) => `#${c.slice(0, 3).map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;

    /** The colour behind an element: translucent backgrounds laid over the first opaque one. */
    const backdrop = (from: Element | null): RGBA => {
      const layers: RGBA[] = [];
      for (let el = from; el; el = el.parentElement) {
        const bg = parse(getComputedStyle(el).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      let colour: RGBA = [255, 255, 255, 1]; // the canvas under everything
      for (const layer of layers.reverse()) colour = over(layer, colour);
      return colour;
    };
    const opacity = (el: Element) => {
      let o = 1;
      for (let e: Element | null = el; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
      return o;
    };
    const where = (el: Element) => {
      const names: string[] = [];
      for (let e = el.parentElement; e && names.length < 3; e = e.parentElement) if (e.classList.length) names.push(`.${[...e.classList].join(".")}`);
      return names.join(" < ");
    };

    const glyphs = [...document.querySelectorAll<HTMLElement>(".eote-die, .eote-symbol")];
    return glyphs.filter((el) => el.getClientRects().length > 0).map((el) => {
      const style = getComputedStyle(el);
      const after = getComputedStyle(el, "::after");
      const background = backdrop(el.parentElement);
      const alpha = opacity(el);
      const edge = parse(style.backgroundColor);
      const colour = parse(style.color);
      const fill = after.content !== "none" && after.content !== "normal" ? parse(after.backgroundColor) : edge;
      const seen = (c: RGBA): RGBA => over([c[0], c[1], c[2], c[3] * alpha], background);
      // A glyph shaped neither by a mask, a clip path nor as a disc would be its whole box in these colours, not a symbol.
      const shaped = style.maskImage !== "none" || style.webkitMaskImage !== "none" || style.clipPath !== "none" || style.borderRadius === "50%";
      const glyph = [...el.classList].find((c) => /^eote-(die|symbol)--/.test(c)) ?? el.className;
      return {
        glyph, where: where(el), edge: hex(seen(edge)), fill: hex(seen(fill)), background: hex(background),
        ratio: shaped ? ratio(seen(edge), background) : 0,
        fillRatio: ratio(seen(fill), background),
        colour: hex(seen(colour)), colourRatio: ratio(seen(colour), background),
      };
    });
  });
}
