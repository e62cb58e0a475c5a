/**
 * The identity packs as a GM opens them from the compendium (read-only): a species (Wookiee), a
 * talent with a situational effect (Quick Strike) and two specialisations with their whole talent
 * trees (Politico: the longest talent names; Slicer), straight from packs/_source, in the real item sheet.
 */
import { buildCharacterContext, buildItemContext, SHEET_SIZES } from "../../module/applications/sheets/context/index.ts";
import type { ItemEffectInput } from "../../module/applications/sheets/context/inputs.ts";
import { characterDerived } from "../../module/rules/character/actor-derived.ts";
import type { TalentCell } from "../../module/rules/types.ts";
import { characterInput, characterItems, EDIT, owned, PLAY, READ_ONLY } from "../data/actors.ts";
import type { PackChoice, SheetFlags } from "../../module/applications/sheets/context/inputs.ts";
import { cleanHtml } from "../sanitize.ts";
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

/**
 * A character's Advancement tab with the pack's Politico (the longest talent names), its first cells
 * bought: the tree exactly as a group without other data buys along it.
 */
function politicoCharacter(kit: Kit): View {
  const politico = packDoc(kit, "specialisations", "Politico");
  const tree = (politico.system["tree"] as TalentCell[]).map((c, i) => ({ ...c, bought: [0, 1, 4, 5, 8].includes(i) }));
  const items = [owned(politico, { tree }), ...characterItems(kit)];
  const input = characterInput(kit, { ...PLAY, activeTab: "advancement" }, items);
  const data = { ...input.system, xp: { total: 160, available: 95, ledger: [] } };
  input.system = { ...data, derived: characterDerived(data, items) };
  input.advancement = { gm: false, userNames: {}, lang: "en" };
  return {
    id: "actor-character-advancement-pack-tree", title: "Character: advancement along the pack's Politico tree (longest names)", group: "Actor sheets",
    frame: "sheet", classes: "eote sheet actor character", size: SHEET_SIZES.CharacterSheet, html: renderSheet(kit, "CharacterSheet", buildCharacterContext(input)),
  };
}

/** A pack's `type` items as the sheet's pickers offer them: by name, stored by key (module/foundry/pack-choices.ts). */
function choices(kit: Kit, pack: string): PackChoice[] {
  return (kit.packs[pack] ?? []).map((d) => ({ key: String(d.system["key"] ?? ""), name: d.name }))
    .filter((c) => c.key !== "").sort((a, b) => a.name.localeCompare(b.name));
}

/** The talents pack's rules text by key, as the sheet enriches it (our own text: cleaned as the enricher would). */
function talentTexts(kit: Kit): Record<string, string> {
  return Object.fromEntries((kit.packs["talents"] ?? []).map((d) => [String(d.system["key"] ?? ""), cleanHtml(String(d.system["description"] ?? ""))]));
}

/**
 * A character's own specialisation (Pilot, its first cells bought) opened from its chip: in play mode the tree as
 * the Advancement tab draws it, with the career by name and the career skills as words; in edit mode the
 * labelled editor, each talent picked by name from the talents pack.
 */
function ownedSpecialisation(kit: Kit, flags: SheetFlags, id: string, title: string): View {
  const pilot = packDoc(kit, "specialisations", "Pilot");
  const tree = (pilot.system["tree"] as TalentCell[]).map((c, i) => ({ ...c, bought: [0, 1, 4].includes(i) }));
  const input = {
    ...itemInput({ ...pilot, system: { ...pilot.system, tree } }, flags, { ownerType: "character" }), id: "pilot0000000001",
    careers: choices(kit, "careers"), talents: choices(kit, "talents"), talentTexts: talentTexts(kit),
  };
  return {
    id, title, group: "Item sheets", frame: "sheet", classes: "eote sheet item specialisation", size: SHEET_SIZES.SpecialisationSheet,
    html: renderSheet(kit, "EoteItemSheet", buildItemContext(input)),
  };
}

/** A compendium's specialisation as a GM opens it (read-only): its career by name and its talents' text, from the packs. */
function packSpecialisation(kit: Kit, name: string, id: string, title: string): View {
  const input = { ...itemInput(packDoc(kit, "specialisations", name), READ_ONLY), careers: choices(kit, "careers"), talentTexts: talentTexts(kit) };
  return {
    id, title, group: "Item sheets", frame: "sheet", classes: "eote sheet item specialisation", size: SHEET_SIZES.SpecialisationSheet,
    html: renderSheet(kit, "EoteItemSheet", buildItemContext(input)),
  };
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
    packSpecialisation(kit, "Politico", "item-pack-specialisation-politico", "Specialisation from the pack: read-only (Politico, the longest talent names)"),
    packSpecialisation(kit, "Slicer", "item-pack-specialisation-slicer", "Specialisation from the pack: read-only (Slicer)"),
    politicoCharacter(kit),
    ownedSpecialisation(kit, PLAY, "item-specialisation-owned", "Specialisation on a character: play mode (Pilot, three cells bought)"),
    ownedSpecialisation(kit, EDIT, "item-specialisation-owned-edit", "Specialisation on a character: edit mode (Pilot)"),
  ];
}
