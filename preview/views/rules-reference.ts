/**
 * The rules-reference compendium's pages as a GM reads them in a journal sheet: the page HTML exactly as
 * the pack build renders it (scripts/packs/journal.mjs, from packs/_source/rules-reference), with the
 * @UUID links drawn as Foundry's enricher draws content links. Two pages: the difficulty levels (a
 * plain table) and the critical injuries (a long table whose every row is a link).
 */
import { renderPageHtml } from "../../scripts/packs/journal.mjs";
import { escapeHtml } from "../sanitize.ts";
import type { Kit } from "../kit.ts";
import type { View } from "../types.ts";

interface Topic { key: string; name: string; pages: { key: string; name: string; blocks: unknown[] }[] }

/** `@UUID[uuid]{label}` as a content link (what TextEditor.enrichHTML makes of it). */
function enrichLinks(html: string): string {
  return html.replace(/@UUID\[([^\]]+)\]\{([^}]*)\}/g, (_, uuid: string, label: string) =>
    `<a class="content-link" draggable="true" data-uuid="${escapeHtml(uuid)}">${label}</a>`);
}

/** The window grows to the page (no size), up to the screen's height, as Foundry caps it; past that it scrolls. */
function pageView(kit: Kit, topicKey: string, pageKey: string): View {
  const topic = (kit.packs["rules-reference"] as unknown as Topic[] | undefined)?.find((t) => t.key === topicKey);
  const page = topic?.pages.find((p) => p.key === pageKey);
  if (!topic || !page) throw new Error(`preview: no rules-reference page ${topicKey}/${pageKey}`);
  const html = `<article class="journal-entry-page text"><section class="journal-page-content">${enrichLinks(renderPageHtml(page))}</section></article>`;
  return {
    id: `journal-reference-${topicKey}-${pageKey}`, title: `Rules reference: ${topic.name}, ${page.name}`, group: "Journal pages",
    frame: "sheet", classes: "sheet journal-sheet journal-entry", html,
  };
}

export function rulesReferenceViews(kit: Kit): View[] {
  return [pageView(kit, "difficulty", "levels"), pageView(kit, "criticals", "injuries")];
}
