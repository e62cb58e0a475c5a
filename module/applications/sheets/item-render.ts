/**
 * The item sheet's context: the pure builder, and whether the item offers Buy or Sell (module/trade)
 * and Repair (module/gear). Loaded with the sheet's first render; the sheet class is registered at init.
 */
import { buildItemContext } from "./context/item.ts";
import type { ItemInput, PackChoice } from "./context/inputs.ts";
import { packChoices } from "../../foundry/pack-choices.ts";
import { api as advancementApi } from "../../features/advancement/index.ts";
import { treeCells } from "../../rules/character/identity.ts";
import type { SpecialisationData } from "../../rules/types.ts";
import { api as gearApi } from "../../features/gear-repair/index.ts";
import { api as tradeApi } from "../../features/trade/index.ts";

/** Everything the item templates show beyond the sheet's base context. */
export function itemSheetContext(item: Item.Implementation, input: ItemInput) {
  return { ...buildItemContext(input), tradeLabelKey: tradeApi.tradeLabelKey(tradeApi.tradeActionFor(item)), repairable: gearApi.canRepair(item) };
}

/**
 * What a specialisation's sheet reads from the packs: its career by name (careers pack), its tree talents' rules
 * text (talents pack, as the Advancement tab shows it) and, in edit mode, every talent to pick from. Nothing for
 * another item type.
 */
export async function specialisationPicks(item: Item.Implementation, editMode: boolean): Promise<{ careers?: PackChoice[]; talents?: PackChoice[]; talentTexts?: Record<string, string> }> {
  if (item.type !== "specialisation") return {};
  const tree = treeCells((item.system as unknown as SpecialisationData).tree ?? []);
  const [careers, talents, texts] = await Promise.all([
    packChoices("careers", "career"),
    editMode ? packChoices("talents", "talent") : Promise.resolve(undefined),
    editMode ? Promise.resolve(undefined) : advancementApi.talentTexts(tree.map((c) => c.key)),
  ]);
  return { careers, ...(talents ? { talents } : {}), ...(texts ? { talentTexts: texts } : {}) };
}
