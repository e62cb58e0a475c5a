/** Quality display: "Pierce 2" from a stable key and a rating, labels from EOTE.Sheet.Quality.<key>. */
import type { QualityRef } from "../../../rules/types.ts";

/** Quality keys the system knows (the team's stable list); others show their key as typed. */
export const QUALITY_KEYS: readonly string[] = [
  "accurate", "autoFire", "blast", "breach", "burn", "concussive", "cortosis", "cumbersome", "defensive",
  "deflection", "disorient", "ensnare", "guided", "knockdown", "inaccurate", "inferior", "ion", "limitedAmmo",
  "linked", "pierce", "prepare", "slowFiring", "stun", "stunDamage", "stunSetting", "sunder", "superior",
  "tractor", "unwieldy", "vicious",
];

export interface QualityEntry {
  index: number;
  key: string;
  /** i18n key for a known quality, null for an unknown one (shown by its key). */
  labelKey: string | null;
  rating: number | null;
}

export function qualityEntries(refs: readonly QualityRef[]): QualityEntry[] {
  return refs.map((q, index) => ({
    index,
    key: q.key,
    labelKey: QUALITY_KEYS.includes(q.key) ? `EOTE.Sheet.Quality.${q.key}` : null,
    rating: q.rating,
  }));
}
