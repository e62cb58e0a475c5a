/**
 * What the dice dialog carries from one render to the next in its markup (every edit re-renders it):
 * the folds the user opened or closed, and the control that had the keyboard focus, so the compact
 * pool editor stays usable from the keyboard. Reads and writes only the elements it is given.
 */
import { chooseFold, type FoldChoices } from "./layout.ts";

/**
 * Which control had the keyboard focus before a re-render, as the action it runs and the data of its
 * row ("addDie" on the ability row), so the same control of the new markup can take the focus again:
 * every edit re-renders the dialog, and the pool editor must stay usable from the keyboard.
 */
const ROW_KEYS = ["die", "symbol", "target", "uuid", "modifier"] as const;

interface Focusable { dataset: DOMStringMap; closest(selector: string): Element | null }

function focusParts(el: Focusable): string[] | null {
  const action = el.dataset["action"];
  if (!action) return null;
  const row = ROW_KEYS.map((k) => (el.closest(`[data-${k}]`) as HTMLElement | null)?.dataset[k] ?? "");
  return [action, el.dataset["level"] ?? "", el.dataset["side"] ?? "", ...row];
}

export function focusKey(active: Element | null | undefined, root: Element): string | null {
  if (!active || active === root || !root.contains(active) || !("dataset" in active)) return null;
  const parts = focusParts(active as HTMLElement);
  return parts ? JSON.stringify(parts) : null;
}

/**
 * Focuses the control `key` names in `root`; when it is disabled now (the last die of a kind was
 * removed), another control of the same row. False when neither is there.
 */
export function restoreFocus(root: Element, key: string): boolean {
  const wanted = JSON.parse(key) as string[];
  const controls = [...root.querySelectorAll<HTMLElement>("[data-action]")].filter((el) => !el.matches(":disabled"));
  const same = (el: HTMLElement, from: number) => {
    const parts = focusParts(el);
    return parts !== null && parts.slice(from).every((p, i) => p === wanted[from + i]);
  };
  const hit = controls.find((el) => same(el, 0)) ?? (wanted.slice(3).some((p) => p !== "") ? controls.find((el) => same(el, 1)) : undefined);
  hit?.focus();
  return hit !== undefined;
}

export class AcrossRenders {
  /** The folds the user opened or closed (layout.ts foldsOpen reads them). */
  folds: FoldChoices = {};
  #focus: string | null = null;

  /** Before a render: which of the dialog's controls has the focus, if any. */
  before(root: HTMLElement | null | undefined): void {
    this.#focus = root ? focusKey(root.ownerDocument?.activeElement, root) : null;
  }

  /** After it: the new folds report their toggles, and the control that had the focus takes it again. */
  after(root: HTMLElement): void {
    for (const fold of root.querySelectorAll<HTMLDetailsElement>("details[data-fold]")) {
      fold.addEventListener("toggle", () => { this.folds = chooseFold(this.folds, fold.dataset["fold"], fold.open); });
    }
    if (this.#focus !== null) restoreFocus(root, this.#focus);
    this.#focus = null;
  }
}
