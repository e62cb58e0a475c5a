/**
 * Drop rules: which items an actor may own, and attaching a quality to a weapon or armour.
 * Pure: they return a verdict; the shell shows `game.i18n.format(error.key, error.data)`.
 */
import { EoteError } from "../../dice/errors.ts";
import type { ActorType, ItemType, QualityData, QualityRef } from "../types.ts";

const PERSONAL: readonly ItemType[] = ["weapon", "armour", "gear", "talent", "criticalInjury", "forcePower"];

/** Item types each actor type accepts. Qualities never go on actors, only onto weapons and armour. */
export const ACCEPTED_ITEMS: Readonly<Record<ActorType, readonly ItemType[]>> = {
  // Species, career and specialisations make a player character (EotE core rules, Character Creation).
  character: [...PERSONAL, "species", "career", "specialisation"],
  // Special abilities belong to adversaries (published adversary profiles), shown on their sheets.
  nemesis: [...PERSONAL, "ability"],
  rival: [...PERSONAL, "ability"],
  minion: [...PERSONAL, "ability"],
  // Vehicle attachments are owned by the vehicle, within its hard points (module/rules/gear/attachments.ts).
  vehicle: ["weapon", "criticalHit", "attachment"],
};

/** Item types a quality can be attached to (an attachment's qualities go on the item it is installed on). */
export const QUALITY_HOSTS: readonly ItemType[] = ["weapon", "armour", "attachment"];

export type DropVerdict = { ok: true } | { ok: false; error: EoteError };

export function canOwn(actorType: ActorType, itemType: ItemType): DropVerdict {
  if (ACCEPTED_ITEMS[actorType].includes(itemType)) return { ok: true };
  if (itemType === "quality") {
    return {
      ok: false,
      error: new EoteError("EOTE.Error.QualityOnActor", "A quality goes on a weapon or armour, not on an actor.", {}),
    };
  }
  return {
    ok: false,
    error: new EoteError(
      "EOTE.Error.ItemNotAllowed",
      `A ${actorType} cannot own a ${itemType} item.`,
      { actorType, itemType },
    ),
  };
}

/**
 * The host's qualities with the dropped quality added, or its rating raised if already there.
 * Ranked qualities get rating 1 (or `rating` when given); unranked ones get null.
 */
export function attachQuality(
  hostType: ItemType,
  qualities: readonly QualityRef[],
  droppedType: ItemType,
  quality: Pick<QualityData, "key" | "ranked">,
  rating?: number,
): { ok: true; qualities: QualityRef[] } | { ok: false; error: EoteError } {
  if (droppedType !== "quality") {
    return {
      ok: false,
      error: new EoteError("EOTE.Error.NotAQuality", `Only a quality can be dropped on a ${hostType}.`, { itemType: droppedType }),
    };
  }
  if (!QUALITY_HOSTS.includes(hostType)) {
    return {
      ok: false,
      error: new EoteError("EOTE.Error.QualityHost", `A quality cannot be attached to a ${hostType}.`, { itemType: hostType }),
    };
  }
  const newRating = quality.ranked ? Math.max(1, Math.trunc(rating ?? 1)) : null;
  const existing = qualities.findIndex((q) => q.key === quality.key);
  const next = qualities.map((q) => ({ ...q }));
  if (existing === -1) next.push({ key: quality.key, rating: newRating });
  else next[existing] = { key: quality.key, rating: newRating };
  return { ok: true, qualities: next };
}

/** The qualities without the entry at `index` (an index out of range leaves the list as it was). */
export function detachQuality(qualities: readonly QualityRef[], index: number): QualityRef[] {
  return qualities.filter((_, i) => i !== index).map((q) => ({ ...q }));
}
