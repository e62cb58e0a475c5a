/**
 * Fixture actors for the gallery: the data area's fixtures (tests/fixtures) for stored data, owned
 * items taken from the compendium packs (plus fixture gear and talents, which have no pack), and
 * derived data from the same rules the data models run (module/rules/character/actor-derived.ts).
 */
import { characterDerived, minionDerived, rivalDerived, vehicleDerived } from "../../module/rules/character/actor-derived.ts";
import { baseModifiers, carrierSuppresses, effectRanks, MODE_ADD, scaledChangeValue } from "../../module/rules/checks/modifiers.ts";
import type { AnyPlainItem, ActorInput, SheetFlags } from "../../module/applications/sheets/context/inputs.ts";
import type { ActorType, ItemDataByType, ItemType } from "../../module/rules/types.ts";
import { character, minion, nemesis, rival, vehicle } from "../../tests/fixtures/actors.ts";
import { blaster, gear, talent } from "../../tests/fixtures/items.ts";
import { packDoc, type Kit } from "../kit.ts";
import type { PackDoc } from "../load.ts";
import { cleanHtml } from "../sanitize.ts";
import { missingTextKeys, RULES_TEXT_TYPES, withPackTexts } from "../../module/applications/sheets/context/rules-text.ts";

export const PLAY: SheetFlags = { editable: true, owner: true, editMode: false };
export const EDIT: SheetFlags = { editable: true, owner: true, editMode: true };
/** A player who may only observe (or a locked compendium document). */
export const READ_ONLY: SheetFlags = { editable: false, owner: false, editMode: false };

let serial = 0;
const nextId = () => `preview${String(++serial).padStart(11, "0")}`;

/**
 * A pack document as an owned item, with changes to its system data (equipped, worn...). The build
 * validates every pack source against the data specs, so the YAML has its item type's shape.
 */
export function owned(doc: PackDoc, changes: Record<string, unknown> = {}): AnyPlainItem {
  const effects = (doc as PackDoc & { effects?: unknown }).effects;
  return {
    id: nextId(), name: doc.name, img: doc.img ?? "icons/svg/item-bag.svg", type: doc.type as ItemType,
    system: { ...doc.system, ...changes }, ...(Array.isArray(effects) ? { effects } : {}),
  } as unknown as AnyPlainItem;
}

interface FixtureEffect {
  disabled?: boolean;
  transfer?: boolean;
  changes?: { key: string; mode: number; value: string }[];
}

/**
 * The thresholds' part of `system.modifiers` as Foundry prepares it from the owned items' transferred
 * effects (ADD changes, a ranked talent's once per rank: module/rules/checks/modifiers.ts), so a pack talent
 * such as Grit raises the threshold in the gallery as it does in play.
 */
function preparedModifiers(items: readonly AnyPlainItem[]) {
  const modifiers = baseModifiers();
  for (const item of items) {
    if (carrierSuppresses(item)) continue;
    for (const effect of ((item as { effects?: FixtureEffect[] }).effects ?? [])) {
      if (effect.disabled || effect.transfer === false) continue;
      for (const c of effect.changes ?? []) {
        if (c.mode !== MODE_ADD) continue;
        if (c.key === "system.modifiers.strainThreshold") modifiers.strainThreshold += scaledChangeValue(c.value, effectRanks(item));
        if (c.key === "system.modifiers.woundThreshold") modifiers.woundThreshold += scaledChangeValue(c.value, effectRanks(item));
      }
    }
  }
  return modifiers;
}

export function fixtureItem<T extends ItemType>(type: T, name: string, system: ItemDataByType[T], img = "icons/svg/item-bag.svg"): AnyPlainItem {
  return { id: nextId(), name, img, type, system } as AnyPlainItem;
}

/**
 * A character's kit: the Human species and the Smuggler career from the packs (the career skills the
 * sheet marks come from the career item, module/rules/character/identity.ts careerSkills), pack weapons and armour,
 * two critical injuries, fixture gear, the pack's Grit at rank 2 (its effect adds to the strain threshold)
 * and a fixture talent.
 */
export function characterItems(kit: Kit): AnyPlainItem[] {
  return [
    owned(packDoc(kit, "species", "Human")),
    owned(packDoc(kit, "careers", "Smuggler")),
    owned(packDoc(kit, "weapons", "Heavy Blaster Pistol"), { equipped: true }),
    owned(packDoc(kit, "weapons", "Vibroknife")),
    owned(packDoc(kit, "armour", "Padded Armor"), { worn: true }),
    owned(packDoc(kit, "critical-injuries", "Winded")),
    owned(packDoc(kit, "critical-injuries", "Hamstrung")),
    fixtureItem("gear", "Stimpack", gear({ quantity: 3, encumbrance: 0 })),
    fixtureItem("gear", "Comlink (handheld)", gear({ encumbrance: 0 })),
    fixtureItem("gear", "Backpack", gear({ encumbrance: 1 })),
    owned(packDoc(kit, "talents", "Grit"), { rank: 2 }),
    fixtureItem("talent", "Quick Draw", talent({ ranked: false, rank: 0, activation: "activeIncidental", key: "quickDraw" })),
  ];
}

const enrich = (html: string) => cleanHtml(html);

/**
 * The rules text each row shows, by item id, as the sheet builds it (module/applications/sheets/actor-sheet.ts
 * rulesTexts): the item's own description, enriched (here: sanitised), or for an item with none the talents pack's
 * text for its key.
 */
export function sheetRulesTexts(kit: Kit, items: readonly AnyPlainItem[]): Record<string, string> {
  const own: Record<string, string> = {};
  for (const i of items) {
    const d = (i.system as { description?: unknown }).description;
    if (RULES_TEXT_TYPES.includes(i.type) && typeof d === "string" && d.trim()) own[i.id] = enrich(d);
  }
  const keys = new Set(missingTextKeys(items, own, RULES_TEXT_TYPES));
  const pack: Record<string, string> = {};
  for (const doc of kit.packs["talents"] ?? []) {
    const key = (doc.system as { key?: unknown }).key;
    const d = (doc.system as { description?: unknown }).description;
    if (typeof key === "string" && keys.has(key) && typeof d === "string") pack[key] = enrich(d);
  }
  return withPackTexts(items, own, pack);
}

/** Stored fields a view may replace (the hostile views put markup in them). */
export interface CharacterOverrides {
  name?: string;
  biography?: string;
  notes?: string;
}

export function characterInput(kit: Kit, flags: SheetFlags = PLAY, items = characterItems(kit), over: CharacterOverrides = {}): ActorInput<"character"> {
  const data = character();
  data.wounds.value = 4;
  data.strain.value = 3;
  data.biography = over.biography ?? data.biography;
  data.notes = over.notes ?? "<p>Owes Teemo 5,000 credits.</p>";
  data.modifiers = preparedModifiers(items);
  return {
    name: over.name ?? "Kira Voss", img: "icons/svg/mystery-man.svg", type: "character", items, flags,
    system: { ...data, derived: characterDerived(data, items) },
    enriched: { biography: enrich(data.biography), notes: enrich(data.notes), rulesText: sheetRulesTexts(kit, items) },
  };
}

export function adversaryInputs(kit: Kit, flags: SheetFlags = PLAY) {
  const stormtrooperKit = () => [owned(packDoc(kit, "weapons", "Blaster Rifle"), { equipped: true }), owned(packDoc(kit, "armour", "Laminate"), { worn: true })];
  const m = minion();
  m.wounds.value = 6;
  const mItems = stormtrooperKit();
  const r = rival();
  const rItems = [owned(packDoc(kit, "weapons", "Blaster Pistol"), { equipped: true }), owned(packDoc(kit, "armour", "Heavy Clothing"), { worn: true })];
  const n = nemesis();
  const nItems = [owned(packDoc(kit, "weapons", "Vibrosword"), { equipped: true }), owned(packDoc(kit, "armour", "Heavy Battle Armor"), { worn: true }),
    fixtureItem("talent", "Adversary", talent({ rank: 2 }))];
  const notes = enrich("<p>Serves the Empire.</p>");
  const minionInput: ActorInput<"minion"> = {
    name: "Stormtrooper squad", img: "icons/svg/mystery-man.svg", type: "minion", items: mItems, flags,
    system: { ...m, derived: minionDerived(m, mItems) }, enriched: { notes },
  };
  const rivalInput: ActorInput<"rival"> = {
    name: "Gamorrean enforcer", img: "icons/svg/mystery-man.svg", type: "rival", items: rItems, flags,
    system: { ...r, derived: rivalDerived(r, rItems) }, enriched: { notes },
  };
  const nemesisInput: ActorInput<"nemesis"> = {
    name: "Inquisitor Vex", img: "icons/svg/mystery-man.svg", type: "nemesis", items: nItems, flags,
    system: { ...n, derived: characterDerived(n, nItems) }, enriched: { notes },
  };
  return { minion: minionInput, rival: rivalInput, nemesis: nemesisInput };
}

/** A freighter (silhouette 5, four defence zones) or a smaller craft (below 5: fore and aft only). */
export function vehicleInput(kit: Kit, flags: SheetFlags = PLAY, silhouette = 5): ActorInput<"vehicle"> {
  const v = vehicle(silhouette);
  v.hullTrauma.value = 7;
  const items = [
    fixtureItem("weapon", "Twin light laser cannon", blaster({ skill: "gunnery", damage: 5, crit: 3, range: "engaged" /* Close: a light laser cannon (published; the seeds list no vehicle weapons) */, firingArcs: ["fore"], qualities: [{ key: "linked", rating: 1 }] })),
    owned(packDoc(kit, "vehicle-critical-hits", "Mechanical Stress")),
    fixtureItem("gear", "Spare power couplings", gear({ quantity: 4 })),
  ];
  return {
    name: "Wayward Star", img: "icons/svg/cowled.svg", type: "vehicle", items, flags,
    system: { ...v, derived: vehicleDerived(v, items) }, enriched: { notes: enrich("<p>A YT-1300 that has seen better days.</p>") },
  };
}

export type AnyActorInput = ActorInput<ActorType>;
