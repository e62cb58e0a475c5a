/** Sheets and dialogs: every actor and item type gets its sheet, made default. */
import { SYSTEM_ID } from "../system/config.ts";
import type { ActorType, ItemType } from "../rules/types.ts";
import { ITEM_TYPES } from "../rules/types.ts";
import { AdversarySheet, CharacterSheet, EoteItemSheet, VehicleSheet } from "./sheets/index.ts";

export function registerApplications(): void {
  const { Actors, Items } = foundry.documents.collections;
  const actorSheets: [typeof CharacterSheet | typeof AdversarySheet | typeof VehicleSheet, ActorType[], string][] = [
    [CharacterSheet, ["character"], "EOTE.Sheet.Label.Character"],
    [AdversarySheet, ["minion", "rival", "nemesis"], "EOTE.Sheet.Label.Adversary"],
    [VehicleSheet, ["vehicle"], "EOTE.Sheet.Label.Vehicle"],
  ];
  for (const [sheet, types, label] of actorSheets) {
    // Our subtypes are declared by the data models' config; the League types see only "base" here.
    Actors.registerSheet(SYSTEM_ID, sheet, { types: types as unknown as Actor.SubType[], makeDefault: true, label });
  }
  Items.registerSheet(SYSTEM_ID, EoteItemSheet, {
    types: ITEM_TYPES as unknown as Item.SubType[], makeDefault: true, label: "EOTE.Sheet.Label.Item",
  });
}

export type { ActorType, ItemType };
