/**
 * Attaching a quality item to a weapon or armour. Kept in its own file so the sheet work and the
 * data-model work (module/rules/ownership.ts) do not collide; the lead may fold it into ownership.ts.
 */
import type { QualityData, QualityRef } from "./types.ts";

/**
 * The weapon's qualities with `quality` attached by its stable key. A ranked quality takes `rating`
 * (default 1, at least 1); an unranked one has rating null. Attaching a key the weapon already has
 * replaces that entry's rating instead of listing the quality twice (published rule: a weapon lists
 * each quality once, "Pierce 3", never "Pierce 1, Pierce 2"). The input array is never changed.
 */
export function attachQuality(qualities: QualityRef[], quality: QualityData, rating?: number): QualityRef[] {
  const value = quality.ranked ? Math.max(1, Math.trunc(rating ?? 1)) : null;
  const entry: QualityRef = { key: quality.key, rating: value };
  const at = qualities.findIndex((q) => q.key === quality.key);
  if (at === -1) return [...qualities, entry];
  return qualities.map((q, i) => (i === at ? entry : { ...q }));
}

/** The qualities without the entry at `index` (out-of-range indexes leave the list as it was). */
export function detachQuality(qualities: QualityRef[], index: number): QualityRef[] {
  return qualities.filter((_, i) => i !== index).map((q) => ({ ...q }));
}
