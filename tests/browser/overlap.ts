/**
 * No two controls or labels on top of one another, measured in the page loop (page-loop.ts checkPage) on its one
 * visit of each page, in one theme (targets.ts TARGETS_THEME: sizes do not change with the theme), with one
 * evaluate per page. What is compared, in a window's content (or a chat log's messages) and its title bar:
 * - every visible control (button, select, input, textarea, summary, a link with an action) as its box;
 * - every run of visible text (a label, a value, a heading, a badge) as the boxes of its lines, each cut to the
 *   boxes of the ancestors that clip it (a name ended by an ellipsis is as wide as its box, not its text);
 * - every bar (a damage track, encumbrance) and image as its box.
 * Two of them overlap when they share a rectangle more than OVERLAP_TOLERANCE px wide and tall and neither holds
 * the other (a button's own text, a label around its input). Text inside a control stands for the control.
 * A sticky bar (the dice dialog's footer, a table's header) covers what its scrolling box scrolls under it, as a
 * user sees it: what lies beneath it is cut to the bar's edge, not counted as overlapping it.
 * A sheet with tabs is measured whole on its opening tab, then each other primary tab shown in turn as a click shows
 * it (controls.ts showTab), its own content measured, then its opening tab shown again; a tab's line is prefixed
 * "[tab] ".
 */
import type { Page } from "playwright-core";

/** Overlaps up to this many px deep (either way) are lines of text whose glyph boxes touch: not counted. */
export const OVERLAP_TOLERANCE = 2;

/** One line per overlap on the page as it is open in `page`, on every primary tab of a sheet. */
export async function overlapProblems(page: Page, tolerance = OVERLAP_TOLERANCE): Promise<string[]> {
  return page.evaluate((tol) => {
    const root = document.querySelector<HTMLElement>(".application") ?? document.querySelector<HTMLElement>(".chat-log");
    if (!root) return ["no window or chat log on the page"];
    type Box = { left: number; top: number; right: number; bottom: number };
    type Piece = { box: Box; node: Node; el: Element; what: string };
    const CONTROLS = "button, select, input, textarea, summary, a[data-action]";
    const describe = (el: Element, text?: string) => {
      const classes = [...el.classList].slice(0, 2).map((c) => `.${c}`).join("");
      const t = (text ?? el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      const value = (el as HTMLInputElement).value;
      const shown = t || (el.tagName === "INPUT" || el.tagName === "SELECT" ? `value ${String(value).slice(0, 20)}` : "");
      return `<${el.tagName.toLowerCase()}${classes ? ` ${classes}` : ""}> "${shown}"`;
    };
    const styles = new Map<Element, CSSStyleDeclaration>();
    const style = (el: Element) => {
      let s = styles.get(el);
      if (!s) { s = getComputedStyle(el); styles.set(el, s); }
      return s;
    };
    // Screen-reader text (a 1 px clipped box) and what is not drawn (hidden, transparent, inside a closed fold) are not compared.
    const hidden = (el: Element) => el.closest(".eote-sr-only") !== null || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    // The boxes of the ancestors that clip, read once per element (a long list's rows share them).
    const clips = new Map<Element, Box[]>();
    const clipsOf = (el: Element): Box[] => {
      let found = clips.get(el);
      if (found) return found;
      const parent = el.parentElement;
      const above = parent && parent !== document.body ? clipsOf(parent) : [];
      const s = style(el);
      if (s.overflowX === "visible" && s.overflowY === "visible") found = above;
      else {
        const r = el.getBoundingClientRect();
        const x = s.overflowX !== "visible";
        const y = s.overflowY !== "visible";
        found = [...above, { left: x ? r.left : -Infinity, right: x ? r.right : Infinity, top: y ? r.top : -Infinity, bottom: y ? r.bottom : Infinity }];
      }
      clips.set(el, found);
      return found;
    };
    // Sticky bars and the box each scrolls with (its nearest ancestor that clips), read once per measure.
    let stickies: { bar: Element; scroller: Element; box: Box; atBottom: boolean; atTop: boolean }[] | null = null;
    const stickyBars = () => stickies ??= [...root.querySelectorAll("*")].filter((el) => style(el).position === "sticky" && !hidden(el)).flatMap((bar) => {
      let scroller = bar.parentElement;
      while (scroller && scroller !== root && style(scroller).overflowY === "visible") scroller = scroller.parentElement;
      const s = style(bar);
      return scroller ? [{ bar, scroller, box: bar.getBoundingClientRect(), atBottom: s.bottom !== "auto", atTop: s.top !== "auto" }] : [];
    });
    // A box cut to every ancestor that clips what overflows it, and to the sticky bars its scrolling box slides it
    // under; null when nothing of it is left.
    const clipped = (box: Box, from: Element): Box | null => {
      let b: Box = { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
      for (const r of clipsOf(from)) {
        b = { left: Math.max(b.left, r.left), right: Math.min(b.right, r.right), top: Math.max(b.top, r.top), bottom: Math.min(b.bottom, r.bottom) };
        if (b.right - b.left < 1 || b.bottom - b.top < 1) return null;
      }
      for (const s of stickyBars()) {
        if (s.bar.contains(from) || !s.scroller.contains(from) || b.right <= s.box.left || b.left >= s.box.right) continue;
        if (s.atBottom && b.bottom > s.box.top) b = { ...b, bottom: Math.max(b.top, s.box.top) };
        if (s.atTop && b.top < s.box.bottom) b = { ...b, top: Math.min(b.bottom, s.box.bottom) };
        if (b.bottom - b.top < 1) return null;
      }
      return b;
    };
    // Everything in `within` (the page, or on a sheet's later tabs the shown tab alone: the rest was measured with the first).
    const measure = (within: Element): string[] => {
      const pieces: Piece[] = [];
      for (const el of within.querySelectorAll(`${CONTROLS}, .eote-bar, img, svg`)) {
        if (el.tagName === "INPUT" && (el as HTMLInputElement).type === "hidden") continue;
        if (hidden(el)) continue;
        // An image or bar inside a control is the control's.
        if (!el.matches(CONTROLS) && el.parentElement?.closest(CONTROLS)) continue;
        const box = clipped(el.getBoundingClientRect(), el.parentElement ?? el);
        if (box) pieces.push({ box, node: el, el, what: describe(el) });
      }
      const walker = document.createTreeWalker(within, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent ?? "";
        const parent = n.parentElement;
        if (!parent || text.trim() === "" || parent.closest(`${CONTROLS}, option, script, style, template`)) continue;
        if (hidden(parent)) continue;
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) {
          if (r.width < 1 || r.height < 1) continue;
          const box = clipped(r, parent);
          if (box) pieces.push({ box, node: n, el: parent, what: describe(parent, text) });
        }
      }
      pieces.sort((a, b) => a.box.top - b.box.top);
      const found = new Set<string>();
      for (let i = 0; i < pieces.length; i++) {
        const a = pieces[i]!;
        for (let j = i + 1; j < pieces.length; j++) {
          const b = pieces[j]!;
          if (b.box.top >= a.box.bottom - tol) break;
          if (a.node === b.node) continue;
          const w = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const h = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (w <= tol || h <= tol) continue;
          if (a.node.contains(b.node) || b.node.contains(a.node)) continue;
          const [first, second] = a.box.left <= b.box.left ? [a, b] : [b, a];
          found.add(`${first.what} and ${second.what} overlap ${Math.round(w)}×${Math.round(h)}px`);
        }
      }
      return [...found];
    };

    const tabs = [...root.querySelectorAll<HTMLElement>(".window-content .tab[data-group='primary']")];
    if (tabs.length === 0) return measure(root);
    const opening = tabs.find((t) => t.classList.contains("active"))?.dataset["tab"] ?? "";
    const show = (id: string) => {
      for (const el of root.querySelectorAll<HTMLElement>(".window-content [data-group='primary'][data-tab]")) el.classList.toggle("active", el.dataset["tab"] === id);
      styles.clear();
      clips.clear();
      stickies = null;
    };
    const problems: string[] = [];
    for (const id of [opening, ...tabs.map((t) => t.dataset["tab"] ?? "").filter((t) => t !== opening)]) {
      show(id);
      const shown = tabs.find((t) => t.dataset["tab"] === id)!;
      for (const line of measure(id === opening ? root : shown)) problems.push(id === opening ? line : `[${id} tab] ${line}`);
    }
    show(opening);
    return problems;
  }, tolerance);
}
