/**
 * The plain view of an actor's owned items that the derived rules read: type plus `system` data.
 * The shell passes `actor.items` mapped to this; tests and packs pass literals.
 */
import type { ItemDataByType, ItemType, QualityRef } from "../types.ts";
import { armourWithAttachments, weaponWithAttachments } from "../gear/attachments.ts";

export type OwnedItem = { [K in ItemType]: { type: K; system: ItemDataByType[K] } }[ItemType];

export function itemsOfType<K extends ItemType>(items: readonly OwnedItem[], type: K): ItemDataByType[K][] {
  const out: ItemDataByType[K][] = [];
  for (const item of items) {
    // The discriminant check narrows at runtime; TS cannot link it to K, hence the cast.
    // Weapons and armour are read with their installed attachments (module/rules/gear/attachments.ts).
    if (item.type === "weapon") { if (type === "weapon") out.push(weaponWithAttachments(item.system) as ItemDataByType[K]); }
    else if (item.type === "armour") { if (type === "armour") out.push(armourWithAttachments(item.system) as ItemDataByType[K]); }
    else if (item.type === type) out.push(item.system as ItemDataByType[K]);
  }
  return out;
}

/** The highest rating a quality has on a weapon or armour (ratings of the same key do not add up, unlike
 * gear/qualities.ts qualityRating): 0 when absent, 1 for an unranked quality present. */
export function highestQualityRating(qualities: readonly QualityRef[], key: string): number {
  let best = 0;
  for (const q of qualities) {
    if (q.key === key) best = Math.max(best, q.rating ?? 1);
  }
  return best;
}
