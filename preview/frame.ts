/**
 * Pages of the gallery: each view wrapped in markup resembling Foundry v13's application window or
 * chat log, on a minimal stand-in for Foundry's theme (preview/foundry-theme.css), linking our built
 * dist/eote.css. Only the view's own HTML comes from our templates; every string written here is escaped.
 */
import { escapeHtml } from "./sanitize.ts";
import { THEMES, type Theme, type View } from "./types.ts";

export const pageName = (view: View, theme: Theme) => `${view.id}.${theme}.html`;

function framed(view: View, theme: Theme): string {
  const title = escapeHtml(view.title);
  const classes = escapeHtml(view.classes ?? "");
  if (view.frame === "chat") {
    return `<section class="sidebar-tab chat-sidebar themed theme-${theme}" aria-label="Chat log">
<ol class="chat-log">${view.html}</ol></section>`;
  }
  if (view.frame === "dock") {
    // No window: the view's own root element sits in the left column above the players list.
    return `<div class="application dock themed theme-${theme}" role="region" aria-label="${title}">
<div id="ui-left-column-1" class="preview-dock window-content">${view.html}
<aside id="players" class="preview-players" aria-label="Players"><h3>Players</h3>
<ol><li>Gamemaster (GM)</li><li>Kira's player</li><li>Tam's player</li></ol></aside></div></div>`;
  }
  // Foundry writes the position on the window element as inline width and height.
  const height = view.size?.height === undefined ? "" : `; height: ${Number(view.size.height)}px`;
  const size = view.size ? ` style="width: ${Number(view.size.width)}px${height}"` : "";
  return `<div class="application ${view.frame} ${classes} themed theme-${theme}"${size} role="dialog" aria-labelledby="window-title">
<header class="window-header"><h1 class="window-title" id="window-title">${title}</h1>
<button type="button" class="header-control" aria-label="Close window">×</button></header>
<section class="window-content"${scrollsAsJournal(view) ? ' tabindex="0"' : ""}>${view.html}</section></div>`;
}

/**
 * A journal page is Foundry's own window around our pack's text: capped at the screen, it scrolls, and the
 * stand-in makes that region focusable so a keyboard user can scroll it (our sheets and dialogs scroll
 * inside their own templates, which answer for themselves).
 */
function scrollsAsJournal(view: View): boolean {
  return (view.classes ?? "").split(/\s+/).includes("journal-sheet");
}

/**
 * Foundry's DialogV2 around our content (the attack options, Buy / Sell): a form with its footer button, and
 * Cancel before it when given (DialogV2.wait with two buttons, the attack options). Its window carries PROMPT_CLASSES: core's "dialog" and the class our prompts pass (eote-prompt).
 */
export function promptForm(content: string, button: string, cancel?: string): string {
  const before = cancel === undefined ? "" : `<button type="button" data-action="cancel">${escapeHtml(cancel)}</button>`;
  return `<form class="dialog-form">${content}
<footer class="form-footer">${before}<button type="submit" data-action="ok" class="default">${escapeHtml(button)}</button></footer></form>`;
}
export const PROMPT_CLASSES = "dialog eote-prompt";
/** The attack options prompt's window classes (module/features/attack/actions.ts promptChoices). */
export const ATTACK_PROMPT_CLASSES = `${PROMPT_CLASSES} eote-attack-prompt`;

/** One chat message as Foundry v13 lists it, the card inside its content. */
export function chatMessage(speaker: string, card: string): string {
  return `<li class="chat-message message flexcol"><header class="message-header flexrow">
<h4 class="message-sender">${escapeHtml(speaker)}</h4><span class="message-metadata"><time>now</time></span></header>
<div class="message-content">${card}</div></li>`;
}

function page(title: string, theme: Theme, body: string, css = ["foundry-theme.css", "eote.css"], lang = "en"): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
${css.map((href) => `<link rel="stylesheet" href="${href}">`).join("\n")}
</head><body class="preview theme-${theme}"><main class="preview-stage">${body}</main></body></html>
`;
}

export function viewPage(view: View, theme: Theme): string {
  return page(`${view.title} (${theme}) — eote preview`, theme, framed(view, theme), undefined, view.lang);
}

/** The index: every view in both themes, grouped as the gallery lists them. */
export function indexPage(views: readonly View[]): string {
  const groups = [...new Set(views.map((v) => v.group))];
  const sections = groups.map((group) => {
    const items = views.filter((v) => v.group === group).map((v) => `<li>${escapeHtml(v.title)}: ${
      THEMES.map((t) => `<a href="${pageName(v, t)}">${t}</a>`).join(" · ")}</li>`).join("\n");
    return `<section><h2>${escapeHtml(group)}</h2><ul>${items}</ul></section>`;
  }).join("\n");
  return page("eote preview", "light", `<div class="preview-index themed theme-light"><h1>eote preview</h1>
<p>${views.length} views, each in Foundry's light and dark theme, rendered from the real templates with dist/eote.css.</p>
${sections}</div>`, ["foundry-theme.css"]);
}
