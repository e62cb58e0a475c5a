/**
 * Quality display: "Pierce 2" from a stable key and a rating, labels from EOTE.Quality.<key>, and the
 * rule in one line from EOTE.QualitySummary.<key> (the same text as the quality's compendium
 * description, which tests/applications/quality-summaries.test.ts keeps in step).
 */
import { QUALITY_KEYS } from "../../../rules/gear/qualities.ts";
import { escapeHtml } from "../../../rules/text.ts";
import type { QualityRef } from "../../../rules/types.ts";

export interface QualityEntry {
  index: number;
  key: string;
  /** i18n key for a known quality, null for an unknown one (shown by its key). */
  labelKey: string | null;
  /** i18n key of the known quality's rule summary (a tooltip), null for an unknown one. */
  summaryKey: string | null;
  rating: number | null;
  /** A ranked quality on a sheet the user may edit: its rating is an input. */
  ratingEditable: boolean;
}

export function qualityEntries(refs: readonly QualityRef[], editable = false): QualityEntry[] {
  return refs.map((q, index) => {
    const known = (QUALITY_KEYS as readonly string[]).includes(q.key);
    return {
      index,
      key: q.key,
      labelKey: known ? `EOTE.Quality.${q.key}` : null,
      summaryKey: known ? `EOTE.QualitySummary.${q.key}` : null,
      rating: q.rating,
      ratingEditable: editable && q.rating !== null,
    };
  });
}

/**
 * The first known quality of a list, or null: an item row's quality run carries it as data-quality (the
 * rules reference opens its qualities page for it) and is focusable only when it has one, since only a
 * known quality has a summary to show.
 */
export function firstKnownQuality(entries: readonly QualityEntry[]): string | null {
  return entries.find((q) => q.summaryKey !== null)?.key ?? null;
}

/**
 * What a quality run shows when pointed at or focused: each known quality's name and rating, then its
 * rule summary, one quality a line ("<strong>Pierce 2</strong> Ignores one point of soak per rating.").
 * Foundry inserts this as HTML, so only our own texts and a whole-number rating go in, escaped all the
 * same; an unknown quality (its key is stored data, shown in the run as text) has no summary and is left
 * out. Empty when the list has no known quality.
 */
export function qualitySummaryHtml(refs: readonly QualityRef[], localize: (key: string) => string): string {
  return qualityEntries(refs).flatMap((q) => {
    if (q.labelKey === null || q.summaryKey === null) return [];
    const rating = typeof q.rating === "number" && Number.isInteger(q.rating) && q.rating > 0 ? `\u00a0${q.rating}` : "";
    return [`<strong>${escapeHtml(localize(q.labelKey) + rating)}</strong> ${escapeHtml(localize(q.summaryKey))}`];
  }).join("<br>");
}
