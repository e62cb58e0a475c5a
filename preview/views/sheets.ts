/**
 * Actor and item sheets: the sheets' own pure context builders over fixture actors and pack items,
 * each part rendered with its real template in the order of the sheet class's PARTS (mirrored in
 * SHEET_PARTS; tests/browser/parts.test.ts checks the mirror against the classes).
 */
import {
  buildAdversaryContext, buildCharacterContext, buildItemContext, buildVehicleContext, CHARACTER_TABS, SHEET_SIZES, VEHICLE_TABS,
} from "../../module/applications/sheets/context/index.ts";
import type { ItemInput, SheetFlags } from "../../module/applications/sheets/context/inputs.ts";
import type { ActorType, ItemType } from "../../module/rules/types.ts";
import { blaster, gear, talent } from "../../tests/fixtures/items.ts";
import type { AnyPlainItem } from "../../module/applications/sheets/context/inputs.ts";
import { adversaryInputs, characterInput, characterItems, EDIT, fixtureItem, owned, PLAY, READ_ONLY, vehicleInput } from "../data/actors.ts";
import { packDoc, type Kit } from "../kit.ts";
import type { PackDoc } from "../load.ts";
import { cleanHtml } from "../sanitize.ts";
import type { View } from "../types.ts";
import { characterDerived } from "../../module/rules/character/actor-derived.ts";

/** Template of each part, per sheet class, in PARTS order (module/applications/sheets/*-sheet.ts). */
export const SHEET_PARTS: Record<string, readonly string[]> = {
  CharacterSheet: [
    "actor/character-header.hbs", "partials/tab-nav.hbs", "actor/character-skills.hbs", "actor/character-combat.hbs",
    "actor/character-inventory.hbs", "actor/character-talents.hbs", "actor/character-advancement.hbs", "actor/character-force.hbs", "actor/character-effects.hbs", "actor/character-notes.hbs",
  ],
  AdversarySheet: ["actor/adversary.hbs"],
  VehicleSheet: [
    "actor/vehicle-header.hbs", "partials/tab-nav.hbs", "actor/vehicle-tab-combat.hbs", "actor/vehicle-tab-crew.hbs",
    "actor/vehicle-tab-navigation.hbs", "actor/vehicle-tab-cargo.hbs", "actor/vehicle-tab-effects.hbs",
  ],
  EoteItemSheet: ["item/header.hbs", "item/details.hbs"],
};

/** Every part of one sheet, as ApplicationV2 puts them one after another in the window content. */
export function renderSheet(kit: Kit, sheet: keyof typeof SHEET_PARTS, context: object): string {
  const parts = SHEET_PARTS[sheet] ?? [];
  return parts.map((part) => kit.engine.render(`templates/${part}`, context)).join("\n");
}

const SHEET_OF_TYPE: Record<string, keyof typeof SHEET_SIZES> = {
  character: "CharacterSheet", minion: "AdversarySheet", rival: "AdversarySheet", nemesis: "AdversarySheet", vehicle: "VehicleSheet",
};

const actorView = (id: string, title: string, type: string, html: string): View => ({
  id: `actor-${id}`, title, group: "Actor sheets", frame: "sheet", classes: `eote sheet actor ${type}`, html,
  size: SHEET_SIZES[SHEET_OF_TYPE[type] ?? "EoteActorSheet"],
});

export function actorViews(kit: Kit): View[] {
  const views: View[] = [];
  // The Force tab needs a Force-sensitive character: preview/views/force.ts shows it.
  for (const tab of CHARACTER_TABS.filter((t) => t !== "force")) {
    const ctx = buildCharacterContext(characterInput(kit, { ...PLAY, activeTab: tab }));
    views.push(actorView(`character-${tab}`, `Character: ${tab}`, "character", renderSheet(kit, "CharacterSheet", ctx)));
  }
  // Edit mode with Dedication on Willpower: the input holds the stored rating, "+1" what the effect adds.
  const edit = characterInput(kit, EDIT);
  const dedicated = { ...edit, system: { ...edit.system, characteristics: { ...edit.system.characteristics, willpower: edit.system.characteristics.willpower + 1 } },
    storedCharacteristics: edit.system.characteristics };
  views.push(actorView("character-edit", "Character: edit mode (Dedication on Willpower)", "character",
    renderSheet(kit, "CharacterSheet", buildCharacterContext(dedicated))));
  views.push(actorView("character-read-only", "Character: read-only (observer)", "character",
    renderSheet(kit, "CharacterSheet", buildCharacterContext(characterInput(kit, { ...READ_ONLY, activeTab: "combat" })))));
  const adversaries = adversaryInputs(kit);
  for (const input of Object.values(adversaries)) {
    views.push(actorView(input.type, `Adversary: ${input.type}`, input.type, renderSheet(kit, "AdversarySheet", buildAdversaryContext(input))));
  }
  views.push(actorView("rival-edit", "Adversary: rival, edit mode", "rival",
    renderSheet(kit, "AdversarySheet", buildAdversaryContext(adversaryInputs(kit, EDIT).rival))));
  views.push(actorView("minion-edit", "Adversary: minion group, edit mode", "minion",
    renderSheet(kit, "AdversarySheet", buildAdversaryContext(adversaryInputs(kit, EDIT).minion))));
  views.push(...longNameSheetViews(kit));
  views.push(...glanceSheetViews(kit));
  views.push(...inUseSheetViews(kit));
  views.push(actorView("vehicle", "Vehicle (Combat tab)", "vehicle", renderSheet(kit, "VehicleSheet", buildVehicleContext(vehicleInput(kit)))));
  // The other tabs of the same vehicle.
  for (const tab of VEHICLE_TABS.filter((t) => t !== "combat")) {
    views.push(actorView(`vehicle-tab-${tab}`, `Vehicle: ${tab} tab`, "vehicle",
      renderSheet(kit, "VehicleSheet", buildVehicleContext(vehicleInput(kit, { ...PLAY, activeTab: tab })))));
  }
  // A hold loaded past its capacity: the load in the danger colour, by how much.
  const loaded = vehicleInput(kit, { ...PLAY, activeTab: "cargo" });
  const hold = { ...loaded, items: [...loaded.items, fixtureItem("gear", "Crates of Corellian brandy", gear({ quantity: 12, encumbrance: 15 }))] };
  views.push(actorView("vehicle-cargo-over", "Vehicle: cargo over capacity", "vehicle", renderSheet(kit, "VehicleSheet", buildVehicleContext(hold))));
  views.push(actorView("vehicle-edit", "Vehicle: edit mode", "vehicle", renderSheet(kit, "VehicleSheet", buildVehicleContext(vehicleInput(kit, EDIT)))));
  // Silhouette 4: port and starboard dimmed (they count from silhouette 5), values kept.
  views.push(actorView("vehicle-small", "Vehicle: silhouette 4", "vehicle", renderSheet(kit, "VehicleSheet", buildVehicleContext(vehicleInput(kit, PLAY, 4)))));

  return views;
}

/** Who looks at an item sheet: the owning actor's type (a vehicle's weapon has arcs) and whether a GM does. */
export interface ItemViewer {
  ownerType?: ActorType | null;
  gm?: boolean;
  /** The weapon is flagged improvised. */
  improvised?: boolean;
}

/** A name past 60 characters, and a weapon name too long for its column: both must stay inside the window. */
export const LONG_ACTOR_NAME = "Commander Tavrin Ossk-Velardi of the Seventh Outer Rim Security Detachment";
export const LONG_WEAPON_NAME = "Modified Merr-Sonn Heavy Repeating Blaster Carbine with Underslung Grenade Launcher";

function longNameSheetViews(kit: Kit): View[] {
  const longWeapon = { ...owned(packDoc(kit, "weapons", "Heavy Blaster Pistol"), { equipped: true }), name: LONG_WEAPON_NAME };
  const items = [longWeapon, ...characterItems(kit)];
  const character = (flags: SheetFlags) => buildCharacterContext(characterInput(kit, flags, items, { name: LONG_ACTOR_NAME }));
  const minion = adversaryInputs(kit).minion;
  const minionLong = { ...minion, name: LONG_ACTOR_NAME, items: [longWeapon, ...minion.items] };
  return [
    actorView("character-long-name", "Character: long names (combat)", "character",
      renderSheet(kit, "CharacterSheet", character({ ...PLAY, activeTab: "combat" }))),
    actorView("character-long-name-edit", "Character: long names, edit mode", "character",
      renderSheet(kit, "CharacterSheet", character({ ...EDIT, activeTab: "combat" }))),
    actorView("minion-long-name", "Adversary: minion group, long names", "minion",
      renderSheet(kit, "AdversarySheet", buildAdversaryContext(minionLong))),
  ];
}

/**
 * The header's glance row in full: a Force-sensitive character (rating 2) over their encumbrance, with Obligation,
 * Duty and a dark side Morality; then the same character's Notes tab, where those blocks are.
 */
function glanceSheetViews(kit: Kit): View[] {
  const items = [...characterItems(kit), fixtureItem("gear", "Spice crate", gear({ quantity: 1, encumbrance: 6 }))];
  const input = (flags: SheetFlags) => {
    const base = characterInput(kit, flags, items);
    const system = {
      ...base.system, forceRating: 2, forceCommitted: 1,
      obligations: [{ type: "Debt", magnitude: 10, notes: "Teemo the Hutt" }, { type: "Bounty", magnitude: 5, notes: "" }],
      duties: [{ type: "Space Superiority", magnitude: 5, notes: "" }],
      morality: { ...base.system.morality, value: 24, conflict: 3, darkSide: true },
    };
    return { ...base, system: { ...system, derived: characterDerived(system, items) } };
  };
  return [
    actorView("character-glance", "Character: header at a glance (encumbered, Force, dark side)", "character",
      renderSheet(kit, "CharacterSheet", buildCharacterContext(input(PLAY)))),
    actorView("character-glance-notes", "Character: header at a glance, Notes tab", "character",
      renderSheet(kit, "CharacterSheet", buildCharacterContext(input({ ...PLAY, activeTab: "notes" })))),
  ];
}

/** A weapon row's use state and improvised mark (flags.eote.weaponUse / improvised), as plainItem reads them. */
const inUse = (item: AnyPlainItem, use: NonNullable<AnyPlainItem["use"]>): AnyPlainItem => ({ ...item, use });

/**
 * Weapons in use and a patient in the tank: Reload on an emptied (Limited Ammo) and an out of
 * ammunition weapon, the damage badges, the improvised mark; "Out of the bacta tank" with a session
 * open, and a droid rival's "Into the oil bath".
 */
function inUseSheetViews(kit: Kit): View[] {
  const items = [
    inUse(owned(packDoc(kit, "weapons", "Heavy Blaster Pistol"), { equipped: true, condition: "minor" }), { weaponUse: { outOfAmmo: "msg" } }),
    inUse(fixtureItem("weapon", "Holdout launcher", blaster({ qualities: [{ key: "limitedAmmo", rating: 1 }], condition: "moderate" })), { weaponUse: { shots: 1 } }),
    inUse(fixtureItem("weapon", "Broken bottle", blaster({ skill: "melee", damage: 1, addBrawn: true, range: "engaged", qualities: [] })), { improvised: true }),
    owned(packDoc(kit, "weapons", "Vibroknife"), { condition: "major" }),
  ];
  const character = (flags: SheetFlags) => buildCharacterContext({ ...characterInput(kit, flags, items), immersion: "bactaTank" });
  const rival = adversaryInputs(kit).rival;
  const droid = { ...rival, name: "Security droid", system: { ...rival.system, droid: true }, items: [items[1]!, items[2]!, ...rival.items] };
  return [
    actorView("character-weapons-in-use", "Character: weapons in use, in a bacta tank (combat)", "character",
      renderSheet(kit, "CharacterSheet", character({ ...PLAY, activeTab: "combat" }))),
    actorView("character-weapons-in-use-edit", "Character: weapons in use, edit mode", "character",
      renderSheet(kit, "CharacterSheet", character({ ...EDIT, activeTab: "combat" }))),
    actorView("rival-droid", "Adversary: droid rival, weapons in use", "rival",
      renderSheet(kit, "AdversarySheet", buildAdversaryContext(droid))),
  ];
}

/** The builder's input for a document, as EoteItemSheet#_prepareContext makes it. */
export function itemInput(doc: Pick<PackDoc, "name" | "img" | "type" | "system">, flags: SheetFlags, viewer: ItemViewer = {}): ItemInput {
  // Pack sources are validated against the data specs at build, so they have their type's shape.
  const system = doc.system as unknown as ItemInput["system"];
  return {
    name: doc.name, img: doc.img ?? "icons/svg/item-bag.svg", type: doc.type as ItemType, system, flags,
    enrichedDescription: cleanHtml(String((system as { description?: unknown }).description ?? "")),
    ownerType: viewer.ownerType ?? null, gm: viewer.gm ?? false, improvised: viewer.improvised ?? false,
  };
}

export function itemView(
  kit: Kit, id: string, title: string, doc: Pick<PackDoc, "name" | "img" | "type" | "system">, flags: SheetFlags = PLAY,
  group = "Item sheets", viewer: ItemViewer = {},
): View {
  return {
    id: `item-${id}`, title, group, frame: "sheet", classes: `eote sheet item ${doc.type}`,
    size: doc.type === "specialisation" ? SHEET_SIZES.SpecialisationSheet : SHEET_SIZES.EoteItemSheet,
    html: renderSheet(kit, "EoteItemSheet", buildItemContext(itemInput(doc, flags, viewer))),
  };
}

const LONG_NAME = "Merr-Sonn Munitions Model 23T Heavy Repeating Blaster Cannon with Extended Power Cell and Tripod Mount";

export function itemViews(kit: Kit): View[] {
  const fixture = (type: string, name: string, system: object) => ({ name, type, system: system as Record<string, unknown> });
  return [
    itemView(kit, "weapon", "Weapon", packDoc(kit, "weapons", "Vibroknife")),
    itemView(kit, "weapon-edit", "Weapon: edit mode", packDoc(kit, "weapons", "Heavy Blaster Pistol"), EDIT),
    itemView(kit, "weapon-read-only", "Weapon: read-only (compendium)", packDoc(kit, "weapons", "Blaster Rifle"), READ_ONLY),
    itemView(kit, "weapon-improvised", "Weapon: improvised, edit mode", fixture("weapon", "Broken bottle",
      blaster({ skill: "melee", damage: 1, addBrawn: true, range: "engaged", qualities: [], condition: "minor" })), EDIT, undefined, { ownerType: "character", improvised: true }),
    // Gunnery, owned by a vehicle: the firing arcs show (as checkboxes in the sheet's edit state).
    itemView(kit, "weapon-vehicle", "Vehicle weapon", fixture("weapon", "Twin light laser cannon",
      blaster({ skill: "gunnery", damage: 5, crit: 3, range: "engaged" /* Close: a light laser cannon (published; the seeds list no vehicle weapons) */, encumbrance: 0, firingArcs: ["fore", "port"], qualities: [{ key: "linked", rating: 1 }], price: 3500 })),
    EDIT, undefined, { ownerType: "vehicle" }),
    itemView(kit, "weapon-vehicle-read-only", "Vehicle weapon: read-only", fixture("weapon", "Ion cannon",
      blaster({ skill: "gunnery", damage: 10, crit: 4, range: "medium", firingArcs: ["fore"], qualities: [{ key: "ion", rating: null }] })), READ_ONLY),
    // The pack's vehicle weapons: price and rarity not listed (the core rulebook's table prints none), a dash, never 0 credits.
    itemView(kit, "weapon-vehicle-pack-read-only", "Vehicle weapon (pack): read-only, price not listed",
      packDoc(kit, "vehicle-weapons", "Laser Cannon (Medium)"), READ_ONLY, undefined, { ownerType: "vehicle" }),
    itemView(kit, "weapon-vehicle-pack-edit", "Vehicle weapon (pack): edit mode, price not listed",
      packDoc(kit, "vehicle-weapons", "Proton Torpedo Launcher"), EDIT, undefined, { ownerType: "vehicle" }),
    itemView(kit, "weapon-long-name", "Weapon: long name", { ...packDoc(kit, "weapons", "Heavy Blaster Pistol"), name: LONG_NAME }, EDIT),
    itemView(kit, "weapon-long-name-read-only", "Weapon: long name, read-only", { ...packDoc(kit, "weapons", "Heavy Blaster Pistol"), name: LONG_NAME }, READ_ONLY),
    itemView(kit, "weapon-pack-qualities-read-only", "Weapon from the pack: read-only, its qualities with their rules (Vibro-ax)", packDoc(kit, "weapons", "Vibro-ax"), READ_ONLY),
    itemView(kit, "armour", "Armour", packDoc(kit, "armour", "Heavy Battle Armor")),
    itemView(kit, "armour-edit", "Armour: edit mode", packDoc(kit, "armour", "Heavy Battle Armor"), EDIT),
    // A player opening another character's gear (observer): the card, no form and no Play / Edit switch.
    itemView(kit, "armour-player-read-only", "Armour a player may not edit (observer)", packDoc(kit, "armour", "Padded Armor"), READ_ONLY, undefined, { ownerType: "character" }),
    itemView(kit, "gear-player-read-only", "Gear a player may not edit (observer)", fixture("gear", "Stimpack", gear({ description: "<p>Heals wounds; each further use that day heals one less.</p>", quantity: 3, encumbrance: 0, condition: "minor" })), READ_ONLY, undefined, { ownerType: "character" }),
    itemView(kit, "gear", "Gear", fixture("gear", "Stimpack", gear({ description: "<p>Heals wounds; each further use that day heals one less.</p>", quantity: 3, encumbrance: 0 }))),
    itemView(kit, "quality", "Quality", packDoc(kit, "qualities", "Pierce")),
    itemView(kit, "quality-gm", "Quality: GM (advanced area)", packDoc(kit, "qualities", "Pierce"), EDIT, undefined, { gm: true }),
    itemView(kit, "critical-injury", "Critical injury", packDoc(kit, "critical-injuries", "Hamstrung")),
    itemView(kit, "critical-hit", "Vehicle critical hit", packDoc(kit, "vehicle-critical-hits", "Mechanical Stress")),
    itemView(kit, "talent", "Talent", fixture("talent", "Grit", talent({ description: "<p>+1 strain threshold per rank.</p>", rank: 2 }))),
  ];
}

export function sheetViews(kit: Kit): View[] {
  return [...actorViews(kit), ...itemViews(kit)];
}
