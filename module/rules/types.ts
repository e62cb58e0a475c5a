/**
 * The plain shapes of actor and item `system` data. The data models (module/data) define Foundry
 * schemas that produce exactly these shapes; packs, sheets and rules read them. Stored fields only:
 * everything derived (soak, defence, thresholds, encumbrance, minion standing) is computed by
 * module/rules and never stored.
 */
import type { CharacteristicId } from "./character/characteristics.ts";
import type { SkillId } from "./checks/skills.ts";
import type { CareerData, Experience, SpecialisationData, SpeciesData, ThresholdOverride } from "./character/identity-types.ts";
export type { CareerData, Experience, LedgerEntry, SpecialisationData, SpeciesData, TalentCell, ThresholdOverride } from "./character/identity-types.ts";
import type { ForcePowerData } from "./force/force-types.ts";
export type { ForcePowerData, ForcePowerUpgrade, ForceTreeCell } from "./force/force-types.ts";
import type { DerivedModifiers } from "./checks/modifiers.ts";

export type RangeBand = "engaged" | "short" | "medium" | "long" | "extreme";
export const RANGE_BANDS: readonly RangeBand[] = ["engaged", "short", "medium", "long", "extreme"];

export type FiringArc = "fore" | "aft" | "port" | "starboard";
export const FIRING_ARCS: readonly FiringArc[] = ["fore", "aft", "port", "starboard"];

export type Characteristics = Record<CharacteristicId, number>;

/** A quality attached to a weapon or armour, by the quality's stable key ("pierce"), with its rating if it has one. */
export interface QualityRef {
  key: string;
  rating: number | null;
}

// ---------- Items ----------

/** Price, rarity and legality, shared by every piece of gear. */
export interface Purchasable {
  price: number;
  restricted: boolean;
  rarity: number;
}

import type { WeaponCondition } from "./gear/weapon-condition.ts";

/**
 * What a reader of any traded item sees: a weapon's price and rarity may be null, "not listed by the
 * source" (vehicle weapons: the core rulebook's Table 7-1 prints neither), which is not "free and everywhere".
 */
export interface Listing {
  price: number | null;
  restricted: boolean;
  rarity: number | null;
}

export interface WeaponData extends Listing {
  description: string;
  skill: SkillId;
  /** Flat damage, or the bonus over Brawn when `addBrawn` (Brawl and Melee weapons: "+2"). */
  damage: number;
  addBrawn: boolean;
  /** Critical rating in advantage; null where the table gives none ("-", "NA"). */
  crit: number | null;
  range: RangeBand;
  encumbrance: number;
  hardPoints: number;
  qualities: QualityRef[];
  /** Attachments installed, within the hard points (module/rules/gear/attachments.ts). */
  attachments: InstalledAttachment[];
  equipped: boolean;
  /** Damage it has taken (seed 002 REPAIRING GEAR): a despair can step it (attack-spend-options.ts). */
  condition: WeaponCondition;
  /** Vehicle weapons only: the arcs it can fire into. */
  firingArcs: FiringArc[];
}

export interface ArmourData extends Purchasable {
  description: string;
  defence: number;
  soak: number;
  encumbrance: number;
  hardPoints: number;
  qualities: QualityRef[];
  /** Attachments installed, within the hard points (module/rules/gear/attachments.ts). */
  attachments: InstalledAttachment[];
  worn: boolean;
  /** Damage it has taken (seed 002 REPAIRING GEAR): majorly damaged armour is unusable (gear-condition.ts). */
  condition: WeaponCondition;
}

/**
 * What an attachment or one of its modifications changes on the item it is installed on (seed 002 has
 * no attachment tables; published attachments change these): damage, critical rating (negative
 * improves it), soak, defence, encumbrance, and qualities added or raised.
 */
export interface AttachmentEffect {
  damage: number;
  crit: number;
  soak: number;
  defence: number;
  encumbrance: number;
  qualities: QualityRef[];
}

/** One modification option of an attachment: our short summary of it, what it changes, and whether it is made. */
export interface AttachmentModification extends AttachmentEffect {
  key: string;
  effect: string;
  installed: boolean;
}

/** What an attachment is installed on. */
export type AttachmentHost = "weapon" | "armour" | "vehicle";
export const ATTACHMENT_HOSTS: readonly AttachmentHost[] = ["weapon", "armour", "vehicle"];

/** An attachment item: its hard-point cost, its base modifiers and its modification options. */
export interface AttachmentData extends Purchasable, AttachmentEffect {
  description: string;
  host: AttachmentHost;
  hardPoints: number;
  modifications: AttachmentModification[];
}

/** An attachment as a weapon or armour keeps it once installed: a copy of the item's data with its name. */
export interface InstalledAttachment extends AttachmentEffect {
  name: string;
  hardPoints: number;
  modifications: AttachmentModification[];
}

export interface GearData extends Purchasable {
  description: string;
  quantity: number;
  encumbrance: number;
  /** Damage it has taken (seed 002 REPAIRING GEAR): its use penalty on checks made with it. */
  condition: WeaponCondition;
}

export interface QualityData {
  description: string;
  /** Stable key weapons refer to: "pierce", "stunSetting", "autoFire". */
  key: string;
  active: boolean;
  /** Advantage needed to trigger an active quality (usually 2); 0 for passive ones. */
  activation: number;
  /** Whether the quality takes a rating ("Pierce 2") or not ("Sunder"). */
  ranked: boolean;
}

/** A row of the critical injury or vehicle critical hit table. */
export interface CriticalData {
  description: string;
  /** d100 range, inclusive; `max` null for the open-ended last row (151+, 154+). */
  min: number;
  max: number | null;
  /** Difficulty dice to heal or repair it (1 Easy … 4 Daunting); 0 where none applies (death). */
  severity: number;
}

/**
 * A row of the vehicle critical hit table as a vehicle's item keeps it: its row key (module/rules/vehicles/
 * critical-hits.ts VEHICLE_CRIT_KEYS; "" for none, a GM's own row or an item from before keys) and the
 * defence zone the hit struck ("" when none was named).
 */
export interface CriticalHitData extends CriticalData {
  key: string;
  zone: FiringArc | "";
}

/**
 * How a talent is used (published talent entries): passive, or active as an incidental, an incidental out of
 * turn (Dodge, Intense Presence, Intimidating, Rapid Reaction, Hold Together: taken when the rule says, on
 * another's turn too), a maneuver or an action.
 */
export type TalentActivation = "passive" | "activeIncidental" | "activeIncidentalOutOfTurn" | "activeManeuver" | "activeAction";
export const TALENT_ACTIVATIONS: readonly TalentActivation[] = ["passive", "activeIncidental", "activeIncidentalOutOfTurn", "activeManeuver", "activeAction"];

export interface TalentData {
  description: string;
  /** Stable id of the talent ("grit"), shared by every copy of it; empty for home-made ones. */
  key: string;
  ranked: boolean;
  rank: number;
  activation: TalentActivation;
  /** Tier 1–5 (the row of a published talent tree, or the tier of the newer books). */
  tier: number;
}

/**
 * A special ability of an adversary or creature (published adversary profiles: "Amphibious",
 * "Silhouette 2"): its rules as the GM's own summary. What it changes in play, if anything the key
 * scheme can say, is carried by ActiveEffects like a talent's.
 */
export interface AbilityData {
  description: string;
}

export interface ItemDataByType {
  weapon: WeaponData;
  armour: ArmourData;
  gear: GearData;
  quality: QualityData;
  criticalInjury: CriticalData;
  criticalHit: CriticalHitData;
  talent: TalentData;
  species: SpeciesData;
  career: CareerData;
  specialisation: SpecialisationData;
  forcePower: ForcePowerData;
  attachment: AttachmentData;
  ability: AbilityData;
}
export type ItemType = keyof ItemDataByType;
export const ITEM_TYPES: readonly ItemType[] = [
  "weapon", "armour", "gear", "quality", "criticalInjury", "criticalHit", "talent", "forcePower",
  "species", "career", "specialisation", "attachment", "ability",
];

// ---------- Actors ----------

export interface Track {
  value: number;
  threshold: number;
}

export interface SkillRank {
  rank: number;
  career: boolean;
}

export interface CustomSkill {
  /** Stable id, unique on the actor (not one of SKILL_IDS). */
  id: string;
  label: string;
  characteristic: CharacteristicId;
  rank: number;
  career: boolean;
}

/** Stored bonuses that talents or abilities add on top of what gear gives. */
export interface DefenceBonus {
  melee: number;
  ranged: number;
}

interface CombatantData {
  characteristics: Characteristics;
  /** A droid: stimpacks do nothing for it, emergency repair patches and Mechanics heal it. */
  droid: boolean;
  wounds: Track;
  /** Soak beyond Brawn and worn armour (talents, species). */
  soakBonus: number;
  defenceBonus: DefenceBonus;
  notes: string;
  /** Prepared data, never stored: what active effects add (module/rules/checks/modifiers.ts). */
  modifiers?: DerivedModifiers;
}

/** Morality (seed 002 MORALITY): stored value and this session's conflict; the standing is derived. */
export interface MoralityData {
  /** 0–100. */
  value: number;
  /** Conflict gained this session (reset at its end). */
  conflict: number;
  /** Became a dark side user (below 30) and has not yet risen above 70: the standing is sticky. */
  darkSide: boolean;
  /** This character's morality was triggered this session (doubles the end-of-session change). */
  triggered: boolean;
  /** Emotional strength and weakness, short phrases. */
  strength: string;
  weakness: string;
}

export interface CharacterData extends CombatantData {
  skills: Record<SkillId, SkillRank>;
  customSkills: CustomSkill[];
  strain: Track;
  xp: Experience;
  /** Being built (EotE core rules, Character Creation): characteristic purchases, ranks capped at 2. */
  creation: boolean;
  /** House-rule thresholds replacing the derived ones. */
  thresholdOverride: ThresholdOverride;
  credits: number;
  /** Species and career as typed in older worlds: the names shown while no such item is owned. */
  species: string;
  career: string;
  specialisations: string[];
  motivations: Motivation[];
  obligations: PartyStake[];
  duties: PartyStake[];
  forceRating: number;
  /** Force dice committed to ongoing effects (never above forceRating). */
  forceCommitted: number;
  morality: MoralityData;
  biography: string;
}

/** One obligation or duty entry: its type ("Debt", "Sabotage"), magnitude and notes. */
export interface PartyStake {
  type: string;
  magnitude: number;
  notes: string;
}

export type MotivationKind = "strength" | "flaw" | "desire" | "fear";
export const MOTIVATION_KINDS: readonly MotivationKind[] = ["strength", "flaw", "desire", "fear"];

export interface Motivation {
  kind: MotivationKind;
  text: string;
}

/** A Force-sensitive adversary's Force rating and committed dice (0 for most). */
export interface ForceData {
  forceRating: number;
  forceCommitted: number;
}

/**
 * An adversary's personal silhouette (seed 002 PERSONAL SILHOUETTES: 0 Jawa or astromech, 1 most
 * humanoids, 2 riding animals, 3 rancor, larger beyond); characters are silhouette 1.
 */
interface AdversaryBody {
  silhouette: number;
}

/** A skill an adversary rolls with another characteristic than the list's ("Lightsaber (Willpower)"). */
export interface SkillCharacteristic {
  skill: SkillId;
  characteristic: CharacteristicId;
}

/**
 * Published adversary profiles name skills outside the list ("Knowledge (Warfare)") and skills on
 * another characteristic: adversaries keep both. For a minion group a custom skill is a group skill,
 * rolled at the group's rank (its stored rank is not used).
 */
interface AdversarySkills {
  customSkills: CustomSkill[];
  skillCharacteristics: SkillCharacteristic[];
}

export interface NemesisData extends CombatantData, ForceData, AdversaryBody, AdversarySkills {
  skills: Record<SkillId, SkillRank>;
  strain: Track;
}

export interface RivalData extends CombatantData, ForceData, AdversaryBody, AdversarySkills {
  skills: Record<SkillId, SkillRank>;
}

/** A minion group: `wounds.threshold` is one minion's; the group's is derived. */
export interface MinionData extends CombatantData, AdversaryBody, AdversarySkills {
  /** Minions in the group when it formed. */
  groupSize: number;
  /** Skills the group has; its rank in each is derived from the minions still standing. */
  groupSkills: SkillId[];
}

/** Where a vehicle flies, which sets its pilots' skill: Piloting (Planetary) or Piloting (Space). */
export type VehicleDomain = "planetary" | "space";
export const VEHICLE_DOMAINS: readonly VehicleDomain[] = ["planetary", "space"];

/** Who sits at each station (actor uuids, "" for a free seat); gunners one per weapon (module/rules/vehicles/crew.ts). */
export interface CrewStations {
  pilot: string;
  copilot: string;
  commander: string;
  engineer: string;
  navigator: string;
  sensors: string;
  gunners: { weaponId: string; actorUuid: string }[];
}

export interface VehicleData {
  silhouette: number;
  /** Ships flown as one minion group (seed 002 VEHICLE MINIONS: module/rules/vehicles/vehicle-minion.ts); 1 for a lone vehicle. */
  group: number;
  domain: VehicleDomain;
  speed: { value: number; max: number };
  handling: number;
  armour: number;
  hullTrauma: Track;
  systemStrain: Track;
  defence: Record<FiringArc, number>;
  crew: string;
  stations: CrewStations;
  /** Hyperdrive classes (seed 002 HYPERSPACE TRAVEL TIME: the trip's time is multiplied by it); null: none. */
  hyperdrive: { primary: number | null; backup: number | null };
  /** Whether it carries a navicomputer (seed 002 HYPERSPACE CALCULATION: without one, +3 difficulty). */
  navicomputer: boolean;
  sensorRange: "close" | "short" | "medium" | "long" | "extreme";
  /** How long it can go without resupply, as its profile writes it ("1 month"). */
  consumables: string;
  passengers: number;
  encumbranceCapacity: number;
  hardPoints: number;
  /** As printed in the vehicle's profile: price, rarity, and restricted ("(R)": buying one legally needs a licence). */
  price: number;
  restricted: boolean;
  rarity: number;
  notes: string;
}

export interface ActorDataByType {
  character: CharacterData;
  minion: MinionData;
  rival: RivalData;
  nemesis: NemesisData;
  vehicle: VehicleData;
}
export type ActorType = keyof ActorDataByType;
export const ACTOR_TYPES: readonly ActorType[] = ["character", "minion", "rival", "nemesis", "vehicle"];
