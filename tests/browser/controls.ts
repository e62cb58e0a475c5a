/**
 * Measures of a window's controls and labels in Chromium: the vehicle and minion sheets' tab heights
 * (tests/browser/sheet-controls.test.ts), and every sheet, dialog and card of the gallery in the page loop
 * (targets.ts). What is measured is the window's content, or a chat log's messages:
 * - the height of the window content's parts laid end to end, the shown tab at its whole scroll height
 *   (how tall the sheet would be with nothing scrolled away);
 * - every visible control's height (WCAG 2.5.8 asks 24 px targets): buttons, selects, text and number
 *   fields, tab links; a checkbox or radio counts with the label that holds it (the label is its target);
 * - icon-only buttons (no visible text) without a text tooltip (data-tooltip) and an aria-label;
 * - labels cut by an ellipsis while the row has room for the cut part beside them.
 * sheetTabs and showTab let a check measure a sheet on each of its tabs, one after another in the same page.
 */
import type { Page } from "playwright-core";

/** WCAG 2.5.8 (target size, minimum). */
export const MIN_TARGET = 24;

export interface SheetMeasures {
  /** The parts' heights end to end, the active tab's at its scroll height, in CSS px. */
  contentHeight: number;
  /** The shown tab's id (data-tab), "" for a sheet without tabs. */
  activeTab: string;
  /** One line per control under MIN_TARGET tall. */
  smallControls: string[];
  /** One line per icon-only button without a data-tooltip or aria-label. */
  unlabelled: string[];
  /** One line per label ellipsized while there was room beside it for what it cut. */
  cutWithRoom: string[];
}

export async function measureSheet(page: Page, minTarget = MIN_TARGET): Promise<SheetMeasures> {
  return page.evaluate((min) => {
    const content = document.querySelector<HTMLElement>(".window-content") ?? document.querySelector<HTMLElement>(".chat-log");
    if (!content) return { contentHeight: Infinity, activeTab: "", smallControls: ["no window content"], unlabelled: [], cutWithRoom: [] };
    const activeTab = content.querySelector<HTMLElement>(".tab.active")?.dataset["tab"] ?? "";
    const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
    const hiddenForSr = (el: Element) => el.closest(".eote-sr-only") !== null;
    const describe = (el: Element) => {
      const classes = [...el.classList].slice(0, 2).map((c) => `.${c}`).join("");
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      const action = el.getAttribute("data-action");
      return `<${el.tagName.toLowerCase()}${classes ? ` ${classes}` : ""}${action ? ` [${action}]` : ""}> "${text}"`;
    };

    // Parts end to end: the flex gap between them, each part at its own height, the active tab whole.
    const gap = parseFloat(getComputedStyle(content).rowGap) || 0;
    const parts = [...content.children].filter(shown) as HTMLElement[];
    const contentHeight = parts.reduce((sum, el) => sum + (el.matches(".tab.active") ? el.scrollHeight : el.getBoundingClientRect().height), 0)
      + gap * Math.max(0, parts.length - 1);

    const smallControls: string[] = [];
    const unlabelled: string[] = [];
    const controls = content.querySelectorAll("button, select, input, a[data-action], summary");
    for (const el of controls) {
      if (!shown(el) || hiddenForSr(el)) continue;
      const type = el.getAttribute("type");
      if (el.tagName === "INPUT" && type === "hidden") continue;
      // A checkbox or radio is reached through its label when it has one.
      const target = el.tagName === "INPUT" && (type === "checkbox" || type === "radio") ? el.closest("label") ?? el : el;
      const h = target.getBoundingClientRect().height;
      if (h < min - 0.5) smallControls.push(`${describe(el)} is ${h.toFixed(1)}px tall`);
      if (el.tagName === "BUTTON" && (el.textContent ?? "").trim() === "") {
        if (!el.getAttribute("data-tooltip") || !el.getAttribute("aria-label")) unlabelled.push(`${describe(el)} has no text, tooltip or aria-label`);
      } else if (el.tagName === "BUTTON" && /^[−+×\-x]$/.test((el.textContent ?? "").trim()) && !el.getAttribute("data-tooltip")) {
        unlabelled.push(`${describe(el)} shows only a sign and has no text tooltip`);
      }
    }

    // An ellipsized label that cuts `cut` px while `room` px stand free to its right in its row.
    const cutWithRoom: string[] = [];
    for (const el of content.querySelectorAll<HTMLElement>("*")) {
      // Wider inside than its box first: a layout read, where the style the rest needs is a lookup per element
      // (most elements are not cut, so most stop here: the page loop runs this on every view).
      if (el.scrollWidth <= el.clientWidth + 1) continue;
      if (!shown(el) || hiddenForSr(el)) continue;
      const style = getComputedStyle(el);
      if (style.textOverflow !== "ellipsis") continue;
      if (el.closest("input, select, textarea")) continue;
      const cut = el.scrollWidth - el.clientWidth;
      const r = el.getBoundingClientRect();
      // The row: the nearest ancestor wider than the label (its cell, its flex line).
      let row: HTMLElement | null = el.parentElement;
      while (row && row.getBoundingClientRect().width <= r.width + 1) row = row.parentElement;
      if (!row) continue;
      const rowStyle = getComputedStyle(row);
      const rowBox = row.getBoundingClientRect();
      let limit = rowBox.right - (parseFloat(rowStyle.paddingRight) || 0);
      for (const other of row.querySelectorAll<HTMLElement>("*")) {
        if (other === el || el.contains(other) || other.contains(el) || !shown(other)) continue;
        const o = other.getBoundingClientRect();
        if (o.width === 0 || o.bottom <= r.top + 1 || o.top >= r.bottom - 1) continue;
        if (o.left >= r.right - 1 && o.left < limit) limit = o.left;
      }
      // The gap a flex or grid row keeps between its items is not room the label could take.
      const gapX = parseFloat(getComputedStyle(el.parentElement!).columnGap) || 0;
      const room = limit - r.right - gapX;
      if (room >= cut) cutWithRoom.push(`${describe(el)} cuts ${cut}px with ${Math.floor(room)}px free beside it`);
    }
    return { contentHeight, activeTab, smallControls, unlabelled, cutWithRoom };
  }, minTarget);
}

/**
 * The ids of a sheet's primary tabs (data-tab) in the tab bar's order, and the one shown; [] and "" for a
 * sheet without tabs.
 */
export async function sheetTabs(page: Page): Promise<{ tabs: string[]; active: string }> {
  return page.evaluate(() => {
    const tabs = [...document.querySelectorAll<HTMLElement>(".window-content .tab[data-group='primary']")];
    return { tabs: tabs.map((t) => t.dataset["tab"] ?? ""), active: tabs.find((t) => t.classList.contains("active"))?.dataset["tab"] ?? "" };
  });
}

/**
 * Shows one primary tab as Foundry's tab handling does on a click (the tab and its link marked active, the
 * others not), so the gallery's static page can be measured on each of its tabs.
 */
export async function showTab(page: Page, tab: string): Promise<void> {
  await page.evaluate((id) => {
    for (const el of document.querySelectorAll<HTMLElement>(".window-content [data-group='primary'][data-tab]")) {
      el.classList.toggle("active", el.dataset["tab"] === id);
    }
  }, tab);
}


/** A dialog's button that acts, as measured by submitInView; null when the page has none. */
export interface SubmitMeasure {
  text: string;
  /** Wholly inside the viewport and the window, and inside the content's visible box when it scrolls with the content. */
  visible: boolean;
  /** Nothing drawn over its middle. */
  uncovered: boolean;
  pageScrolls: boolean;
}

/** The button that acts in a dialog (its form's submit button: Roll, Apply, Import…) and whether a user sees it without scrolling. */
export async function submitInView(page: Page, selector = ".application button[type=submit]"): Promise<SubmitMeasure | null> {
  return page.evaluate((selector) => {
    const submit = document.querySelector<HTMLElement>(selector);
    if (!submit) return null;
    const b = submit.getBoundingClientRect();
    const content = document.querySelector(".window-content")!.getBoundingClientRect();
    const inWindow = b.bottom <= Math.min(innerHeight, document.querySelector(".application")!.getBoundingClientRect().bottom) + 0.5;
    // Inside the content's visible box when the button scrolls with the content (a footer outside it need not be).
    const inside = !document.querySelector(".window-content")!.contains(submit) || (b.top >= content.top - 0.5 && b.bottom <= content.bottom + 0.5);
    const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    return {
      text: (submit.textContent ?? "").trim(), visible: b.height > 0 && b.top >= 0 && inWindow && inside, uncovered: !!hit && submit.contains(hit),
      pageScrolls: document.scrollingElement!.scrollHeight > innerHeight + 0.5,
    };
  }, selector);
}

/**
 * Controls pushed out of view sideways: a visible control of the window (or chat log) that runs past the window's
 * left or right edge, or past the inner edge of a box that hides or scrolls what passes it (any overflow-x but
 * visible). A sideways scroll would bring it back, but a sheet's tab scrolls up and down only as far as anyone
 * looks: the German crew table's remove icons sat cut at the tab's edge, behind a sideways scroll. One line each.
 */
export async function controlsOutOfView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const frame = document.querySelector(".application, .chat-sidebar");
    if (!frame) return ["no window on the page"];
    const win = frame.getBoundingClientRect();
    const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
    const describe = (el: Element) => {
      const classes = [...el.classList].slice(0, 2).map((c) => `.${c}`).join("");
      const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40) || el.getAttribute("aria-label") || el.getAttribute("name") || "";
      return `<${el.tagName.toLowerCase()}${classes ? ` ${classes}` : ""}> "${text}"`;
    };
    const out: string[] = [];
    for (const el of frame.querySelectorAll("button, select, input, textarea, a[data-action], summary")) {
      if (!shown(el) || el.closest(".eote-sr-only") || (el.tagName === "INPUT" && el.getAttribute("type") === "hidden")) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      if (r.right > win.right + 0.5 || r.left < win.left - 0.5) { out.push(`${describe(el)} runs past the window's edge`); continue; }
      for (let box = el.parentElement; box && box !== frame; box = box.parentElement) {
        // A box that hides what passes its edge, or scrolls it away sideways: a box scrolling up and down only
        // (a sheet's tab) computes overflow-x auto too, and a control past its right edge is then cut from view
        // behind a sideways scroll no one expects in a sheet.
        const overflow = getComputedStyle(box).overflowX;
        if (overflow === "visible") continue;
        const b = box.getBoundingClientRect();
        const inner = { left: b.left + box.clientLeft, right: b.left + box.clientLeft + box.clientWidth };
        if (r.right > inner.right + 0.5 || r.left < inner.left - 0.5) { out.push(`${describe(el)} is cut off by ${describe(box).split(">")[0]}>`); break; }
      }
    }
    return out;
  });
}
