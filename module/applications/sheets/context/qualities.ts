/**
 * Quality display: "Pierce 2" from a stable key and a rating, labels from EOTE.Quality.<key>, and the
 * rule in one line from EOTE.QualitySummary.<key> (the same text as the quality's compendium
 * description, which tests/applications/quality-summaries.test.ts keeps in step).
 */
import { QUALITY_KEYS } from "../../../rules/gear/qualities.ts";
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
