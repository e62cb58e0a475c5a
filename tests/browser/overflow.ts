/**
 * Text that runs past its window or is cut off: in a view made to show long names, every element's
 * left and right edges stay inside the application window (or chat sidebar), and no text is clipped
 * (its box hides overflow and its content is wider, or taller, than the box) unless the box ends it
 * with an ellipsis. Form fields scroll their own value, so their inside is not checked; visually
 * hidden text for screen readers (a 1px clipped box) is skipped with everything under it.
 */
import type { Page } from "playwright-core";
import type { View } from "../../preview/types.ts";

/** Views the check runs on: flagged `checkOverflow`, or an id with a "long-" part ("long-character-combat", "item-long-name"). */
export const checksOverflow = (view: View): boolean => view.checkOverflow === true || /(^|-)long-/.test(view.id);

/** One line per element that runs past the window, spills or cuts its text (inside one past the window, the outermost only). */
export async function overflowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const frame = document.querySelector(".application, .chat-sidebar");
    if (!frame) return ["no window on the page"];
    const box = frame.getBoundingClientRect();
    const describe = (el: Element) => {
      const classes = [...el.classList].slice(0, 2).map((c) => `.${c}`).join("");
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 48);
      return `<${el.tagName.toLowerCase()}${classes ? ` ${classes}` : ""}> "${text}"`;
    };
    const visuallyHidden = (el: Element, style: CSSStyleDeclaration) => {
      const r = el.getBoundingClientRect();
      return (r.width <= 1 && r.height <= 1) || (style.clip !== "auto" && style.clip !== "") || style.clipPath === "inset(50%)";
    };
    const FIELDS = new Set(["INPUT", "TEXTAREA", "SELECT", "OPTION"]);
    const problems: Array<{ el: Element; line: string; past?: boolean }> = [];
    const walk = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.display === "none" || visuallyHidden(el, style)) return;
      const rects = el.getClientRects();
      if (rects.length > 0) {
        const r = el.getBoundingClientRect();
        if (r.right > box.right + 0.5) problems.push({ el, past: true, line: `${describe(el)} runs ${Math.round(r.right - box.right)}px past the window's right edge` });
        else if (r.left < box.left - 0.5) problems.push({ el, past: true, line: `${describe(el)} runs ${Math.round(box.left - r.left)}px past the window's left edge` });
        else if (!FIELDS.has(el.tagName) && el !== frame && (el.textContent ?? "").trim() !== "") {
          const shows = style.overflowX === "visible" && style.overflowY === "visible";
          const clipsX = style.overflowX === "hidden" || style.overflowX === "clip";
          const clipsY = style.overflowY === "hidden" || style.overflowY === "clip";
          const ellipsis = style.textOverflow === "ellipsis";
          if (clipsX && !ellipsis && el.scrollWidth > el.clientWidth + 1) {
            problems.push({ el, line: `${describe(el)} cuts its text ${el.scrollWidth - el.clientWidth}px wide without an ellipsis` });
          } else if (clipsY && style.webkitLineClamp === "none" && el.scrollHeight > el.clientHeight + 1) {
            problems.push({ el, line: `${describe(el)} cuts its text ${el.scrollHeight - el.clientHeight}px high without an ellipsis` });
          } else if (shows && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && style.display !== "inline") {
            problems.push({ el, line: `${describe(el)} spills its text ${el.scrollWidth - el.clientWidth}px out of its box` });
          } else if ((style.overflowX === "auto" || style.overflowX === "scroll") && el.scrollWidth > el.clientWidth + 1) {
            problems.push({ el, line: `${describe(el)} scrolls sideways: its content is ${el.scrollWidth - el.clientWidth}px wider` });
          }
        }
      }
      if (FIELDS.has(el.tagName)) return;
      for (const child of el.children) walk(child);
      // Text is not an element: its own extent, when it spills out of a box that lets it show.
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? "").trim() === "") continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const t = range.getBoundingClientRect();
        if (t.width === 0) continue;
        if (t.right > box.right + 0.5) problems.push({ el, line: `${describe(el)}: its text runs ${Math.round(t.right - box.right)}px past the window's right edge` });
        else if (t.left < box.left - 0.5) problems.push({ el, line: `${describe(el)}: its text runs ${Math.round(box.left - t.left)}px past the window's left edge` });
      }
    };
    walk(frame);
    // Inside an element that runs past the window, its children run past too: the outer one is the one
    // to fix. A box that cuts its text still lets the element causing it show (a name set on one line).
    const past = new Set(problems.filter((p) => p.past).map((p) => p.el));
    return problems.filter((p) => {
      for (let a = p.el.parentElement; a; a = a.parentElement) if (past.has(a)) return false;
      return true;
    }).map((p) => p.line);
  });
}
