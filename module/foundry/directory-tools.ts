/**
 * Buttons in a sidebar directory's header (the Actors directory's morality and Obligation tools, the
 * Compendium directory's import and browser): one row of buttons, each with its icon and localised label,
 * added once, for a GM only unless the row is for everyone, each running its tool when clicked. Globals
 * are only read when called.
 */
import { escapeText } from "./documents.ts";
import { localize } from "./localize.ts";

/** One button: its action (the value of its data attribute), label (a lang key), icon, and what it runs. */
export interface DirectoryTool {
  readonly action: string;
  readonly label: string;
  readonly icon: string;
  readonly run: () => unknown;
}

/** The row: its class (how it is found again) and the data attribute its buttons carry their action in. */
export interface DirectoryTools {
  readonly className: string;
  readonly attribute: string;
  readonly tools: readonly DirectoryTool[];
  /** Who sees the row: a GM unless this says otherwise (guided creation: whoever may create actors). */
  readonly visible?: () => boolean;
  /** Shown to every user (the tool checks what each may do). */
  readonly everyone?: boolean;
}

/** The row's markup for whoever it is shown to (a GM, unless `everyone` or `visible` says otherwise); nothing otherwise. */
export function directoryToolsHtml({ className, attribute, tools, visible, everyone }: DirectoryTools): string {
  if (!(everyone === true || (visible ? visible() : game.user?.isGM === true))) return "";
  const buttons = tools.map((t) => `<button type="button" data-${attribute}="${t.action}"><i class="${t.icon}" inert></i> ${escapeText(localize(t.label))}</button>`);
  return `<div class="${className} action-buttons flexrow">${buttons.join("")}</div>`;
}

/** Adds the row to the directory's header once (v13's render…Directory hooks pass an HTMLElement), each button running its tool. */
export function addDirectoryTools(html: HTMLElement, row: DirectoryTools): void {
  const markup = directoryToolsHtml(row);
  if (!markup || html.querySelector(`.${row.className}`)) return;
  (html.querySelector(".directory-header") ?? html).insertAdjacentHTML("beforeend", markup);
  for (const tool of row.tools) {
    html.querySelector(`[data-${row.attribute}="${tool.action}"]`)?.addEventListener("click", () => void tool.run());
  }
}
