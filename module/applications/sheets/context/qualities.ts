/** Quality display: "Pierce 2" from a stable key and a rating, labels from EOTE.Quality.<key>. */
import { QUALITY_KEYS } from "../../../rules/qualities.ts";
import type { QualityRef } from "../../../rules/types.ts";


export interface QualityEntry {
  index: number;
  key: string;
  /** i18n key for a known quality, null for an unknown one (shown by its key). */
  labelKey: string | null;
  rating: number | null;
  /** A ranked quality on a sheet the user may edit: its rating is an input. */
  ratingEditable: boolean;
}

export function qualityEntries(refs: readonly QualityRef[], editable = false): QualityEntry[] {
  return refs.map((q, index) => ({
    index,
    key: q.key,
    labelKey: (QUALITY_KEYS as readonly string[]).includes(q.key) ? `EOTE.Quality.${q.key}` : null,
    rating: q.rating,
    ratingEditable: editable && q.rating !== null,
  }));
}
