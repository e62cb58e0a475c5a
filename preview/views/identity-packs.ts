/**
 * The identity packs as a GM opens them from the compendium (read-only): a species (Wookiee) and a
 * talent with a situational effect (Quick Strike), straight from packs/_source, in the real item sheet.
 */
import { buildItemContext, SHEET_SIZES } from "../../module/applications/sheets/context/index.ts";
import type { ItemEffectInput } from "../../module/applications/sheets/context/inputs.ts";
import { READ_ONLY } from "../data/actors.ts";
import { packDoc, type Kit } from "../kit.ts";
import type { View } from "../types.ts";
import { itemInput, itemView, renderSheet } from "./sheets.ts";

interface SourceEffect {
  _id: string;
  name: string;
  disabled?: boolean;
  flags?: { eote?: { situational?: boolean } };
  changes: { key: string; mode: number; value: string }[];
}

/** A pack item's effects (its YAML carries them; the loader's type leaves them out), as the sheet lists them. */
function effectsOf(doc: ReturnType<typeof packDoc>): ItemEffectInput[] {
  return ((doc as { effects?: SourceEffect[] }).effects ?? []).map((e) => ({
    id: e._id, name: e.name, disabled: e.disabled === true, situational: e.flags?.eote?.situational === true,
    changes: e.changes.map((c) => ({ key: c.key, mode: c.mode, value: String(c.value) })),
  }));
}

export function identityPackViews(kit: Kit): View[] {
  const talent = packDoc(kit, "talents", "Quick Strike");
  return [
    itemView(kit, "pack-species", "Species from the pack: read-only (Wookiee)", packDoc(kit, "species", "Wookiee"), READ_ONLY),
    {
      id: "item-pack-talent", title: "Talent from the pack: read-only (Quick Strike, situational)", group: "Item sheets", frame: "sheet",
      classes: "eote sheet item talent", size: SHEET_SIZES.EoteItemSheet,
      html: renderSheet(kit, "EoteItemSheet", buildItemContext({ ...itemInput(talent, READ_ONLY), effects: effectsOf(talent) })),
    },
  ];
}
