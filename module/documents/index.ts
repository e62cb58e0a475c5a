/** Actor and Item document classes and their data models: registration only. */
import { ACTOR_MODELS, ITEM_MODELS } from "../data/models/index.ts";
import { EoteActor } from "./actor.ts";
import { EoteItem } from "./item.ts";
import { EoteActiveEffect } from "./active-effect.ts";

/** Token bar attributes per actor type (each an object with value and max, see models/base.ts). */
export const TRACKABLE_ATTRIBUTES = {
  character: { bar: ["wounds", "strain"], value: [] },
  nemesis: { bar: ["wounds", "strain"], value: [] },
  rival: { bar: ["wounds"], value: [] },
  minion: { bar: ["wounds"], value: [] },
  vehicle: { bar: ["hullTrauma", "systemStrain"], value: ["speed.value"] },
} as const;

export function registerDocuments(): void {
  CONFIG.Actor.documentClass = EoteActor;
  CONFIG.Item.documentClass = EoteItem;
  CONFIG.ActiveEffect.documentClass = EoteActiveEffect as unknown as typeof CONFIG.ActiveEffect.documentClass;
  Object.assign(CONFIG.Actor.dataModels, ACTOR_MODELS);
  Object.assign(CONFIG.Item.dataModels, ITEM_MODELS);
  CONFIG.Actor.trackableAttributes = structuredClone(TRACKABLE_ATTRIBUTES) as unknown as typeof CONFIG.Actor.trackableAttributes;
  // Item effects stay on their item and apply through Actor#allApplicableEffects: unequipped gear is
  // suppressed there and ranked talents scale by their item's rank (active-effect.ts). The v13 default
  // is not documented; dnd5e and StarWarsFFG set it explicitly too.
  CONFIG.ActiveEffect.legacyTransferral = false;
}

export { EoteActor, EoteActiveEffect, EoteItem };
