/**
 * Fixtures for the sheet tests: one actor of every type with the derived data the models would put
 * on `system.derived`, and owned items of every type. Derived numbers are worked out by hand from
 * the published rules (soak = Brawn + armour soak; encumbrance threshold = 5 + Brawn), not taken
 * from any implementation.
 */
import { SKILL_IDS, type SkillId } from "../../module/rules/checks/skills.ts";
import type {
  CriticalHitData,
  ArmourData, CharacterData, CriticalData, ForcePowerData, GearData, MinionData, NemesisData, QualityData, RivalData, SkillRank,
  TalentData, VehicleData, WeaponData,
} from "../../module/rules/types.ts";
import type { ActorInput, AnyPlainItem, ItemInput, SheetFlags } from "../../module/applications/sheets/context/inputs.ts";
import { ITEM_TYPES, type ActorType, type ItemDataByType, type ItemType } from "../../module/rules/types.ts";
import type {
  CharacterDerived, MinionDerived, NemesisDerived, RivalDerived, VehicleDerived,
} from "../../module/rules/character/derived-types.ts";

export const PLAY: SheetFlags = { editable: true, owner: true, editMode: false };
export const EDIT: SheetFlags = { editable: true, owner: true, editMode: true };
export const READ_ONLY: SheetFlags = { editable: false, owner: false, editMode: false };

const buy = { price: 100, restricted: false, rarity: 2 };

export function weapon(over: Partial<WeaponData> = {}): WeaponData {
  return {
    condition: "undamaged", attachments: [],
    ...buy, description: "<p>A sidearm.</p>", skill: "rangedLight", damage: 6, addBrawn: false, crit: 3,
    range: "medium", encumbrance: 1, hardPoints: 3, qualities: [{ key: "stunSetting", rating: null }],
    equipped: true, firingArcs: [], ...over,
  };
}

export function armour(over: Partial<ArmourData> = {}): ArmourData {
  return {
    ...buy, description: "<p>Padded.</p>", defence: 0, soak: 2, encumbrance: 2, hardPoints: 1, qualities: [],
    worn: true, condition: "undamaged", attachments: [], ...over,
  };
}

export function gear(over: Partial<GearData> = {}): GearData {
  return { ...buy, description: "<p>Useful.</p>", quantity: 1, encumbrance: 1, condition: "undamaged", ...over };
}

export function quality(over: Partial<QualityData> = {}): QualityData {
  return { description: "<p>Ignores soak.</p>", key: "pierce", active: false, activation: 0, ranked: true, ...over };
}

export function critical(over: Partial<CriticalData> = {}): CriticalData {
  return { description: "<p>Ouch.</p>", min: 1, max: 5, severity: 1, ...over };
}

/** A vehicle critical hit row: no row key and no zone unless given (module/rules/vehicles/critical-hits.ts). */
export function criticalHit(over: Partial<CriticalHitData> = {}): CriticalHitData {
  return { ...critical(), key: "", zone: "", ...over };
}

export function talent(over: Partial<TalentData> = {}): TalentData {
  return { description: "<p>Tough.</p>", key: "", ranked: true, rank: 2, activation: "passive", tier: 1, ...over };
}

export function forcePower(over: Partial<ForcePowerData> = {}): ForcePowerData {
  return {
    description: "<p>Moves things.</p>", requiredRating: 1, points: 1, skill: null, commit: false,
    upgrades: [{ key: "range", name: "Range", cost: 5, effect: "One band further per point.", ranks: 4 }], cost: 10, tree: [], ...over,
  };
}

export function skills(ranks: Partial<Record<SkillId, number>>, career: SkillId[] = []): Record<SkillId, SkillRank> {
  return Object.fromEntries(SKILL_IDS.map((id) => [id, { rank: ranks[id] ?? 0, career: career.includes(id) }])) as Record<SkillId, SkillRank>;
}

const img = "icons/svg/item-bag.svg";

/** Every item type once, as owned by a character. */
export const CHARACTER_ITEMS: AnyPlainItem[] = [
  { id: "w1", name: "Heavy blaster pistol", img, type: "weapon", system: weapon({ damage: 7, qualities: [{ key: "stunSetting", rating: null }] }) },
  { id: "w2", name: "Vibroknife", img, type: "weapon", system: weapon({ skill: "melee", damage: 1, addBrawn: true, crit: 2, range: "engaged", qualities: [{ key: "pierce", rating: 2 }, { key: "vicious", rating: 1 }] }) },
  { id: "a1", name: "Padded armour", img, type: "armour", system: armour() },
  { id: "g1", name: "Stimpack", img, type: "gear", system: gear({ quantity: 3, encumbrance: 0 }) },
  { id: "g2", name: "Backpack <b>", img, type: "gear", system: gear({ quantity: 1, encumbrance: 1 }) },
  { id: "q1", name: "Pierce", img, type: "quality", system: quality() },
  { id: "c1", name: "Bruised", img, type: "criticalInjury", system: critical({ severity: 1 }) },
  { id: "t1", name: "Toughened", img, type: "talent", system: talent() },
  { id: "f1", name: "Move <i>", img, type: "forcePower", system: forcePower() },
];

/**
 * Brawn 3, Agility 4. Worn padded armour (soak 2): soak 3 + 2 = 5. Encumbrance: pistol 1 + knife 1 +
 * armour worn 2 − 3 (worn armour counts 3 less) → 1, stimpacks 0, backpack 1: the models' figure is
 * given here as 6 of threshold 8 (5 + Brawn) to exercise the bar.
 */
export const CHARACTER: CharacterData & { derived: CharacterDerived } = {
  characteristics: { brawn: 3, agility: 4, intellect: 2, cunning: 2, willpower: 2, presence: 1 },
  wounds: { value: 4, threshold: 13 },
  soakBonus: 0, droid: false,
  defenceBonus: { melee: 0, ranged: 0 },
  notes: "<p>Owes Teemo.</p>",
  skills: skills({ rangedLight: 2, melee: 0, cool: 1, perception: 3 }, ["rangedLight", "cool"]),
  customSkills: [{ id: "sabacc", label: "Sabacc", characteristic: "cunning", rank: 1, career: false }],
  strain: { value: 2, threshold: 12 },
  xp: { total: 110, available: 15, ledger: [] },
  creation: false,
  thresholdOverride: { wounds: null, strain: null },
  credits: 500,
  species: "Human",
  career: "Smuggler",
  specialisations: ["Pilot"],
  motivations: [{ kind: "desire", text: "Freedom" }],
  obligations: [{ type: "Debt", magnitude: 10, notes: "" }],
  duties: [],
  forceRating: 0,
  forceCommitted: 0,
  morality: { value: 42, conflict: 3, darkSide: false, triggered: false, strength: "Loyalty", weakness: "Greed" },
  biography: "<p>Born on <em>Corellia</em>.</p>",
  derived: {
    soak: 5,
    defence: { melee: 0, ranged: 0 },
    wounds: { value: 4, threshold: 13, max: 26, exceeded: false },
    strain: { value: 2, threshold: 12, max: 24, exceeded: false },
    encumbrance: { value: 6, threshold: 8, over: false, setback: 0, maneuverCostsStrain: false },
    criticalInjuries: 1,
    morality: { standing: "neutral", strain: 0, wounds: 0 },
  },
};

const adversaryBase = {
  characteristics: { brawn: 2, agility: 3, intellect: 1, cunning: 2, willpower: 1, presence: 1 },
  soakBonus: 0, droid: false,
  defenceBonus: { melee: 0, ranged: 0 },
  notes: "<p>Hired guns.</p>",
  customSkills: [],
  skillCharacteristics: [],
};

export const ADVERSARY_ITEMS: AnyPlainItem[] = [
  { id: "w1", name: "Blaster rifle", img, type: "weapon", system: weapon({ skill: "rangedHeavy", damage: 9, range: "long" }) },
  { id: "a1", name: "Heavy clothing", img, type: "armour", system: armour({ soak: 1 }) },
];

/** Four minions of 5 wounds each; 7 damage taken: 2 down, 2 standing, group skills at rank 1. */
export const MINION: MinionData & { derived: MinionDerived } = {
  silhouette: 1,
  ...adversaryBase,
  wounds: { value: 7, threshold: 5 },
  groupSize: 4,
  groupSkills: ["rangedHeavy", "vigilance"],
  derived: {
    soak: 3,
    defence: { melee: 0, ranged: 0 },
    wounds: { value: 7, threshold: 20, max: 20, exceeded: false },
    encumbrance: { value: 4, threshold: 7, over: false, setback: 0, maneuverCostsStrain: false },
    criticalInjuries: 0,
    standing: 2,
    skillRanks: { rangedHeavy: 1, vigilance: 1 },
  },
};

export const RIVAL: RivalData & { derived: RivalDerived } = {
  silhouette: 1,
  ...adversaryBase,
  wounds: { value: 0, threshold: 12 },
  skills: skills({ rangedHeavy: 2, coercion: 1 }),
  forceRating: 0,
  forceCommitted: 0,
  derived: {
    soak: 3,
    defence: { melee: 0, ranged: 0 },
    wounds: { value: 0, threshold: 12, max: 24, exceeded: false },
    encumbrance: { value: 4, threshold: 7, over: false, setback: 0, maneuverCostsStrain: false },
    criticalInjuries: 0,
  },
};

export const NEMESIS: NemesisData & { derived: NemesisDerived } = {
  silhouette: 1,
  ...adversaryBase,
  characteristics: { ...adversaryBase.characteristics, brawn: 4 },
  wounds: { value: 16, threshold: 15 },
  strain: { value: 3, threshold: 14 },
  skills: skills({ rangedHeavy: 3, melee: 2, discipline: 2 }),
  forceRating: 0,
  forceCommitted: 0,
  derived: {
    soak: 5,
    defence: { melee: 1, ranged: 1 },
    wounds: { value: 16, threshold: 15, max: 30, exceeded: true },
    strain: { value: 3, threshold: 14, max: 28, exceeded: false },
    encumbrance: { value: 12, threshold: 9, over: true, setback: 1, maneuverCostsStrain: false },
    criticalInjuries: 2,
  },
};

export const VEHICLE_ITEMS: AnyPlainItem[] = [
  { id: "v1", name: "Twin light laser cannon", img, type: "weapon", system: weapon({ skill: "gunnery", damage: 5, crit: 3, range: "short", qualities: [{ key: "linked", rating: 1 }], firingArcs: ["fore", "aft"] }) },
  { id: "h1", name: "Damaged shields", img, type: "criticalHit", system: criticalHit({ min: 19, max: 27, severity: 2 }) },
];

/** Silhouette 4: fore and aft zones only. */
export const VEHICLE: VehicleData & { derived: VehicleDerived } = {
  silhouette: 4,
  group: 1,
  domain: "space",
  speed: { value: 2, max: 4 },
  handling: -1,
  armour: 3,
  hullTrauma: { value: 5, threshold: 22 },
  systemStrain: { value: 0, threshold: 15 },
  defence: { fore: 1, aft: 1, port: 0, starboard: 0 },
  crew: "1 pilot",
  stations: { pilot: "", copilot: "", commander: "", engineer: "", navigator: "", sensors: "", gunners: [] },
  hyperdrive: { primary: 2, backup: 12 },
  navicomputer: true,
  sensorRange: "short",
  consumables: "1 month",
  passengers: 6,
  encumbranceCapacity: 165,
  hardPoints: 4,
  price: 100000,
  restricted: false,
  rarity: 4,
  notes: "<p>Freighter.</p>",
  derived: {
    ships: { group: 1, standing: 1 },
    hullTrauma: { value: 5, threshold: 22, max: 22, exceeded: false },
    systemStrain: { value: 0, threshold: 15, max: 15, exceeded: false },
    damage: { shutDown: false, strained: false, speedZero: false, defenceZero: false, weaponsInoperable: false },
    defenceZones: ["fore", "aft"],
    zoneDefence: { fore: 1, aft: 1, port: 0, starboard: 0 },
    criticalHits: 1,
    crits: {
      lines: [{ key: "losingPowerToShields", text: "EOTE.VehicleCrit.InForce.losingPowerToShields", data: { zone: "EOTE.Sheet.Arc.fore" } }],
      keys: ["losingPowerToShields"], voluntarySystemStrain: true, noHyperspace: false, flyingBlind: false, repairAfterEncounter: false,
    },
  },
};

/**
 * An item read from a pack's YAML (its type a string, its system untyped) as the item sheet's input:
 * the type checked against the system's list, the system taken as that type's data (the pack tests
 * validate the data itself with validateSystemData).
 */
export function typedItem(type: string, system: unknown): Pick<ItemInput, "type" | "system"> {
  if (!(ITEM_TYPES as readonly string[]).includes(type)) throw new Error(`not an item type: ${type}`);
  return { type: type as ItemType, system: system as ItemDataByType[ItemType] };
}

/** For each actor type in T, its sheet input's type and system. */
type TypedActor<T extends ActorType> = T extends ActorType ? Pick<ActorInput<T>, "type" | "system"> : never;

/** An actor read from a pack's YAML as a sheet's input, its type checked against those the sheet draws. */
export function typedActor<T extends ActorType>(type: string, drawn: readonly T[], system: unknown): TypedActor<T> {
  if (!(drawn as readonly string[]).includes(type)) throw new Error(`not one of ${drawn.join(", ")}: ${type}`);
  return { type, system } as TypedActor<T>;
}
