/**
 * Shapes of derived actor data: computed every prepareDerivedData from stored data and owned items,
 * never stored. Data models put them on `system.derived`; sheets and rules read them there.
 */
import type { SkillId } from "../checks/skills.ts";
import type { FiringArc } from "../types.ts";

/** A damage track (wounds, strain, hull trauma, system strain) and where it stands. */
export interface TrackState {
  value: number;
  threshold: number;
  /** Highest value the track can hold (wounds: twice the threshold). */
  max: number;
  /** Over the threshold: incapacitated (vehicles: disabled). */
  exceeded: boolean;
}

export interface EncumbranceState {
  value: number;
  /** 5 + Brawn. */
  threshold: number;
  over: boolean;
  /** Setback dice added to Agility and Brawn checks (1 when over the threshold). */
  setback: number;
  /** Over threshold + Brawn: the first maneuver each turn costs 2 strain. */
  maneuverCostsStrain: boolean;
}

export interface CombatantDerived {
  soak: number;
  defence: { melee: number; ranged: number };
  wounds: TrackState;
  encumbrance: EncumbranceState;
  /** Critical injuries the actor has now (each adds +10 to the next crit roll). */
  criticalInjuries: number;
}

/** A character's morality standing and the threshold changes it gives (already in `strain`/`wounds`). */
export interface MoralityDerived {
  standing: "darkSide" | "neutral" | "paragon";
  strain: number;
  wounds: number;
}

export interface CharacterDerived extends CombatantDerived {
  strain: TrackState;
  /** Characters only (nemeses have no morality). */
  morality?: MoralityDerived;
  /** Characters only: career skills from the career, specialisations and hand marks (rules/character/identity.ts). */
  careerSkills?: SkillId[];
  /** Characters only: where each threshold comes from (a house-rule override, the species, or as stored). */
  thresholdSource?: { wounds: "override" | "species" | "stored"; strain: "override" | "species" | "stored" };
}

export type NemesisDerived = CharacterDerived;
export type RivalDerived = CombatantDerived;

export interface MinionDerived extends CombatantDerived {
  /** Minions still standing. */
  standing: number;
  /** The group's rank in each of its group skills: standing − 1, at most 5. */
  skillRanks: Partial<Record<SkillId, number>>;
}

/** The vehicle's damage state (module/rules/vehicles/vehicle.ts vehicleDamageState, seed 002 DAMAGE). */
export interface VehicleDamageState {
  /** Hull trauma over threshold. */
  shutDown: boolean;
  /** System strain over threshold. */
  strained: boolean;
  speedZero: boolean;
  defenceZero: boolean;
  weaponsInoperable: boolean;
  /** Running on emergency repairs (seed 002 EMERGENCY REPAIRS): not shut down, but any hull trauma is a critical hit. */
  emergencyRepairs?: boolean;
  /** Added to the crit roll of a critical hit on it (emergency repairs: +30); 0 otherwise. */
  traumaCritical?: number;
  /** Added to its speed, handling and every defence zone by repairs and damaged components (never below 0 for speed and defence). */
  speedModifier?: number;
  handlingModifier?: number;
  defenceModifier?: number;
  /**
   * Critical hits in force (module/rules/vehicles/critical-hits.ts): the maximum speed Engine Damaged leaves
   * (null: none), why no maneuver may be taken, setback dice on the ship's attacks (Tailspin), soak lost
   * (Shield Overload without defence), thresholds halved (Destabilized), the ship destroyed (Vaporized).
   */
  speedCap?: number | null;
  /**
   * The speed rating now: the printed one plus Full Throttle's rise in force (module/rules/vehicles/full-throttle.ts
   * speedRating). A stored current speed above it (left when the rise ended) moves at it. Absent: the printed one.
   */
  speedRating?: number;
  maneuversBlocked?: CritManeuverBlock | null;
  attackSetback?: number;
  armourModifier?: number;
  thresholdsHalved?: boolean;
  destroyed?: boolean;
}

/** Why a critical hit stops the pilot's maneuvers (module/rules/vehicles/vehicle.ts maneuverDisabled). */
export type CritManeuverBlock = "destroyed" | "enginesDown" | "knockedOffCourse";

/** A critical hit's effect in force, as the sheet and the card state it: a lang key and its numbers. */
export interface VehicleCritLine {
  key: string;
  text: string;
  data: Record<string, number | string>;
}

/** What the vehicle's critical hits leave in force besides its damage state (module/rules/vehicles/critical-hits.ts). */
export interface VehicleCritDerived {
  /** The lasting effects, then the short-term ones, as lines to show. */
  lines: VehicleCritLine[];
  /** Row keys of the critical hits on the vehicle (items without a known row left out). */
  keys: string[];
  /** Power Fluctuations stands: false (critical-hits.ts mayTakeVoluntarySystemStrain). */
  voluntarySystemStrain: boolean;
  noHyperspace: boolean;
  flyingBlind: boolean;
  /** Shield Overload stands: no repair before the encounter ends. */
  repairAfterEncounter: boolean;
}

export interface VehicleDerived {
  /** Ships flown as one group (seed 002 VEHICLE MINIONS) and those still flying; 1 and 1 (0 once disabled) for a lone vehicle. */
  ships: { group: number; standing: number };
  hullTrauma: TrackState;
  systemStrain: TrackState;
  damage: VehicleDamageState;
  /** Defence zones the vehicle has: fore and aft, plus port and starboard from silhouette 5. */
  defenceZones: FiringArc[];
  /** Defence per zone now: stored plus effects (Boost Shields, Slice Enemy's Systems), 0 while strained. */
  zoneDefence: Record<FiringArc, number>;
  criticalHits: number;
  crits: VehicleCritDerived;
}

/** Derived data per actor type, as the data models put it on `system.derived`. */
export interface DerivedByType {
  character: CharacterDerived;
  minion: MinionDerived;
  rival: RivalDerived;
  nemesis: NemesisDerived;
  vehicle: VehicleDerived;
}
