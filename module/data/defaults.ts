/** The initial `system` data of a new document of a type, from its spec. */
import type { ActorDataByType, ActorType, ItemDataByType, ItemType } from "../rules/types.ts";
import { ACTOR_SPECS } from "./spec/actors.ts";
import { EoteError } from "../dice/errors.ts";
import { initialValue, type AnySpec } from "./spec/builders.ts";
import { ITEM_SPECS } from "./spec/items.ts";

export function defaultSystemData<K extends ActorType>(documentName: "Actor", type: K): ActorDataByType[K];
export function defaultSystemData<K extends ItemType>(documentName: "Item", type: K): ItemDataByType[K];
export function defaultSystemData(documentName: "Actor" | "Item", type: string): unknown {
  const specs: Readonly<Record<string, AnySpec>> = documentName === "Actor" ? ACTOR_SPECS : ITEM_SPECS;
  const spec = specs[type];
  if (spec === undefined) {
    throw new EoteError("EOTE.Error.Validation.UnknownType", `${type} is not an ${documentName} type of this system.`, { documentName, type });
  }
  return initialValue(spec);
}
