/**
 * Environmental hazards (seed 002 ENVIRONMENT: FIRE / ACID / CORROSIVE ATMOSPHERE, FALLING, SUFFOCATION,
 * VACUUM, GRAVITY, DIFFICULT TERRAIN, SWIMMING). Pure: from a target's damage tracks (module/rules/combat/damage.ts
 * DamageTarget) and the hazard, the tracks after it and the critical injuries it inflicts, so the shell can
 * write them, announce them and undo them. Every round goes through applyDamage, so the tracks keep the
 * damage rules' caps, minion groups lose minions and rivals take strain as wounds, as from any hit.
 */
import { EoteError } from "../../dice/errors.ts";
import { applyDamage, woundCap, type DamageTarget, type TargetKind } from "./damage.ts";
import { AVERAGE, EASY, type DifficultyLevel } from "./range.ts";
import type { SkillId } from "../checks/skills.ts";

/** The hazards the GM tool applies (gravity and terrain change checks and movement, not the tracks). */
export type HazardId = "fire" | "acid" | "corrosive" | "falling" | "suffocation" | "vacuum";
export const HAZARD_IDS: readonly HazardId[] = ["fire", "acid", "corrosive", "falling", "suffocation", "vacuum"];

export function isHazardId(value: unknown): value is HazardId {
  return HAZARD_IDS.includes(value as HazardId);
}

/** Hazards measured by a rating and suffered each round of exposure (seed 002 FIRE / ACID / CORROSIVE ATMOSPHERE). */
export function isRatedHazard(id: HazardId): boolean {
  return id === "fire" || id === "acid" || id === "corrosive";
}

/** Hazards suffered round by round (everything but a fall). */
export function isRoundHazard(id: HazardId): boolean {
  return id !== "falling";
}

/**
 * Hazards a held breath keeps out for Brawn rounds (seed 002 SUFFOCATION "Hold Breath: Rounds = Brawn";
 * published: vacuum lets the character hold his breath before suffocating, and a corrosive atmosphere
 * that harms only when inhaled waits for the first breath, seed 002 "Some corrosive atmospheres only
 * damage if inhaled").
 */
export function breathHolds(id: HazardId): boolean {
  return id === "corrosive" || id === "suffocation" || id === "vacuum";
}

function whole(value: number, name: string, min = 0): void {
  if (!Number.isInteger(value) || value < min) {
    throw new EoteError("EOTE.Hazard.Error.BadValue", `${name} must be a whole number from ${min}`, { name, value });
  }
}

// ---------------------------------------------------------------------------------------------------
// Fire, acid and corrosive atmospheres

/**
 * The rating's band in seed 002's examples table: 1-2 campfires, mildly caustic substances, ash-filled
 * air; 3-5 flammable liquids, industrial acids; 6-9 welding torches, weaponised acids; 10+ lava, blast
 * furnaces, wholly hazardous atmospheres.
 */
export type RatingBand = "mild" | "dangerous" | "severe" | "lethal";

export function ratingBand(rating: number): RatingBand {
  whole(rating, "rating", 1);
  if (rating <= 2) return "mild";
  if (rating <= 5) return "dangerous";
  return rating <= 9 ? "severe" : "lethal";
}

/**
 * Wounds a rated hazard deals in one round: its rating. Seed 002 says "Deal damage = rating per round";
 * the published rule it abridges says the character "suffers wounds equal to its rating" each round, so
 * soak does not reduce it (unlike a hit).
 */
export function ratedWoundsPerRound(rating: number): number {
  whole(rating, "rating", 1);
  return rating;
}

export type Surface = "hard" | "soft";

/**
 * Putting out a fire by rolling on the ground (seed 002 "Putting Out Fire": Average on a hard surface,
 * Easy on grass or soft ground). Seed 002 names Athletics, the published rule Coordination: both are
 * offered, the player picks.
 */
export function putOutFireDifficulty(surface: Surface): DifficultyLevel {
  return surface === "hard" ? AVERAGE : EASY;
}
export const PUT_OUT_FIRE_SKILLS: readonly SkillId[] = ["athletics", "coordination"];

// ---------------------------------------------------------------------------------------------------
// Suffocation and vacuum

/** Strain each round of suffocation (seed 002 SUFFOCATION: 3 strain per round). */
export const SUFFOCATION_STRAIN = 3;
/** Wounds each round of vacuum, on top of suffocating (seed 002 VACUUM: +3 wounds per round). */
export const VACUUM_WOUNDS = 3;

/**
 * Whether round `round` of exposure (1 = the first) is past the held breath: a character holds his
 * breath for `breath` rounds (its Brawn; 0 when it cannot or did not), and suffers from the next round.
 */
export function breathGone(round: number, breath: number): boolean {
  return round > breath;
}

// ---------------------------------------------------------------------------------------------------
// Falling

export type FallBand = "short" | "medium" | "long" | "extreme";
export const FALL_BANDS: readonly FallBand[] = ["short", "medium", "long", "extreme"];

export function isFallBand(value: unknown): value is FallBand {
  return FALL_BANDS.includes(value as FallBand);
}

/**
 * Seed 002 FALLING's table: damage (reduced by soak, published) and strain (not reduced). A long or
 * extreme fall incapacitates and inflicts a Critical Injury at +50 or +75 (published: "or death at the
 * GM's discretion" for extreme, which the GM decides).
 */
export const FALL_TABLE: Readonly<Record<FallBand, { damage: number | null; criticalBonus: number | null; strain: number }>> = {
  short: { damage: 10, criticalBonus: null, strain: 10 },
  medium: { damage: 30, criticalBonus: null, strain: 20 },
  long: { damage: null, criticalBonus: 50, strain: 30 },
  extreme: { damage: null, criticalBonus: 75, strain: 40 },
};

/** The check that softens a fall: Average Athletics or Coordination (seed 002 FALLING). */
export const FALL_CHECK_DIFFICULTY: DifficultyLevel = AVERAGE;
export const FALL_CHECK_SKILLS: readonly SkillId[] = ["athletics", "coordination"];

/** A check's net result, as the card's outcome gives it. */
export interface HazardCheck {
  netSuccess: number;
  /** Signed: negative is net threat. */
  netAdvantage: number;
  triumph: number;
}

export const NO_CHECK: HazardCheck = Object.freeze({ netSuccess: 0, netAdvantage: 0, triumph: 0 });

export interface FallOutcome {
  /** The band fallen after triumphs shortened it; null when shortened below short (no harm). */
  band: FallBand | null;
  /** Damage before soak (0 for long and extreme, which incapacitate instead). */
  damage: number;
  strain: number;
  incapacitates: boolean;
  /** The Critical Injury's roll bonus for a long or extreme fall, else null. */
  criticalBonus: number | null;
}

/**
 * A fall of `band` after the Athletics / Coordination check (seed 002 FALLING): each net success takes 1
 * off the damage, each net advantage 1 off the strain, each triumph shortens the fall by one range band
 * (published: at the GM's discretion; the GM enters the triumphs to count). Nothing goes below 0.
 */
export function fallOutcome(band: FallBand, check: HazardCheck = NO_CHECK): FallOutcome {
  whole(check.triumph, "triumph");
  const index = FALL_BANDS.indexOf(band) - check.triumph;
  if (index < 0) return { band: null, damage: 0, strain: 0, incapacitates: false, criticalBonus: null };
  const fallen = FALL_BANDS[index]!;
  const row = FALL_TABLE[fallen];
  return {
    band: fallen,
    damage: row.damage === null ? 0 : Math.max(0, row.damage - Math.max(0, check.netSuccess)),
    strain: Math.max(0, row.strain - Math.max(0, check.netAdvantage)),
    incapacitates: row.damage === null,
    criticalBonus: row.criticalBonus,
  };
}

// ---------------------------------------------------------------------------------------------------
// Applying a hazard to a target

export interface HazardSpec {
  id: HazardId;
  /** Fire, acid, corrosive atmosphere: the rating (1 or more). */
  rating?: number;
  /** Round hazards: rounds applied now (1 or more). */
  rounds?: number;
  /** Round hazards: rounds of exposure the target already suffered (so a held breath runs out on time). */
  exposedBefore?: number;
  /** Rounds the target can hold its breath (its Brawn), 0 when it cannot. */
  breath?: number;
  /** Falling: the range band fallen and the check that softens it. */
  band?: FallBand;
  check?: HazardCheck;
}

export interface HazardOutcome {
  previous: { wounds: number; strain: number | null };
  wounds: number;
  strain: number | null;
  /** Each Critical Injury the hazard inflicts, as its roll bonus (0, or +50/+75 for a long or extreme fall). */
  criticals: number[];
  /** Over a threshold afterwards (a minion group: none standing). */
  incapacitated: boolean;
  /** A fall's outcome after the check; null for other hazards. */
  fall: FallOutcome | null;
}

/**
 * Who suffers Critical Injuries: characters and nemeses. Rivals are incapacitated or killed outright with
 * no injury roll (seed 002 RIVALS), and a minion group loses minions as it takes wounds.
 */
export function suffersCriticals(kind: TargetKind): boolean {
  return kind === "character" || kind === "nemesis";
}

function overThreshold(target: DamageTarget): boolean {
  if (target.kind === "minion") return target.wounds.value >= woundCap(target);
  return target.wounds.value > target.wounds.threshold || (!!target.strain && target.strain.value > target.strain.threshold);
}

function withTracks(target: DamageTarget, wounds: number, strain: number | null): DamageTarget {
  return {
    ...target,
    wounds: { ...target.wounds, value: wounds },
    ...(target.strain && strain !== null ? { strain: { ...target.strain, value: strain } } : {}),
  };
}

/**
 * One round of a round hazard: wounds and strain go through applyDamage as unsoaked wounds (soak 0) and
 * as strain (the Stun path: not soaked; rivals and minions take it as wounds). Critical injuries: one as
 * normal when the wounds pass the threshold this round; one more for each round begun incapacitated
 * (seed 002 SUFFOCATION and VACUUM "1 Critical Injury per round of incapacitation"; published vacuum
 * adds its own on top of suffocation's).
 */
function oneRound(target: DamageTarget, wounds: number, strain: number, criticalsForIncapacity: number):
  { target: DamageTarget; criticals: number } {
  const wasOut = overThreshold(target);
  const result = applyDamage({ ...target, soak: 0 }, { damage: wounds, scale: "personal", ...(strain ? { stun: strain } : {}) });
  const crits = suffersCriticals(target.kind) ? (result.thresholdCritical ? 1 : 0) + (wasOut ? criticalsForIncapacity : 0) : 0;
  return { target: withTracks(target, result.wounds, result.strain), criticals: crits };
}

function roundHazard(target: DamageTarget, spec: HazardSpec): HazardOutcome {
  const rounds = spec.rounds ?? 1;
  const before = spec.exposedBefore ?? 0;
  const breath = breathHolds(spec.id) ? spec.breath ?? 0 : 0;
  whole(rounds, "rounds", 1);
  whole(before, "exposedBefore");
  whole(breath, "breath");
  const rated = isRatedHazard(spec.id) ? ratedWoundsPerRound(spec.rating ?? 0) : 0;
  let current = target;
  const criticals: number[] = [];
  for (let r = before + 1; r <= before + rounds; r++) {
    const breathing = breathGone(r, breath);
    let wounds = 0;
    let strain = 0;
    let perIncapacity = 0;
    if (spec.id === "fire" || spec.id === "acid") wounds = rated;
    else if (spec.id === "corrosive") wounds = breathing ? rated : 0;
    else {
      // Suffocation; vacuum is suffocation plus its wounds from the first round (published).
      if (breathing) {
        strain = SUFFOCATION_STRAIN;
        perIncapacity += 1;
      }
      if (spec.id === "vacuum") {
        wounds = VACUUM_WOUNDS;
        if (current.wounds.value > current.wounds.threshold) perIncapacity += 1;
      }
    }
    const next = oneRound(current, wounds, strain, perIncapacity);
    for (let i = 0; i < next.criticals; i++) criticals.push(0);
    current = next.target;
  }
  return outcome(target, current, criticals, null);
}

function outcome(before: DamageTarget, after: DamageTarget, criticals: number[], fall: FallOutcome | null): HazardOutcome {
  return {
    previous: { wounds: before.wounds.value, strain: before.strain ? before.strain.value : null },
    wounds: after.wounds.value,
    strain: after.strain ? after.strain.value : null,
    criticals,
    incapacitated: overThreshold(after),
    fall,
  };
}

/**
 * A fall: short and medium are a hit of the table's damage (soaked) with its strain (not soaked, the
 * Stun path), crossing the wound threshold bringing its critical as any hit does. Long and extreme
 * incapacitate: wounds to one past the threshold (a minion group: all of it), the table's strain, and
 * the one Critical Injury at +50 / +75 the table names (not a second one for the threshold).
 */
function fall(target: DamageTarget, spec: HazardSpec): HazardOutcome {
  if (!spec.band || !isFallBand(spec.band)) throw new EoteError("EOTE.Hazard.Error.BadBand", "A fall needs a range band");
  const result = fallOutcome(spec.band, spec.check ?? NO_CHECK);
  const hit = applyDamage(target, { damage: result.damage, scale: "personal", ...(result.strain ? { stun: result.strain } : {}) });
  let after = withTracks(target, hit.wounds, hit.strain);
  const criticals: number[] = [];
  if (result.incapacitates) {
    const out = target.kind === "minion" ? woundCap(target) : target.wounds.threshold + 1;
    after = withTracks(after, Math.max(after.wounds.value, Math.min(out, woundCap(target))), after.strain ? after.strain.value : null);
    if (suffersCriticals(target.kind) && result.criticalBonus !== null) criticals.push(result.criticalBonus);
  } else if (hit.thresholdCritical && suffersCriticals(target.kind)) criticals.push(0);
  return outcome(target, after, criticals, result);
}

/** The hazard applied to `target` (a personal target: vehicles are refused). */
export function applyHazard(target: DamageTarget, spec: HazardSpec): HazardOutcome {
  if (!isHazardId(spec.id)) throw new EoteError("EOTE.Hazard.Error.Unknown", `Unknown hazard ${String(spec.id)}`, { id: String(spec.id) });
  if (target.kind === "vehicle") throw new EoteError("EOTE.Hazard.Error.Vehicle", "Hazards here harm people, not vehicles");
  return spec.id === "falling" ? fall(target, spec) : roundHazard(target, spec);
}

// ---------------------------------------------------------------------------------------------------
// Gravity and terrain (checks and movement; the GM applies them in the dice dialog and on the map)

export type Gravity = "standard" | "heavy" | "light" | "zero";

/**
 * Dice gravity adds to Brawn-based checks and Coordination (seed 002 GRAVITY): heavy gravity up to three
 * setback dice, weaker gravity up to three boost dice (seed 002 writes both as "+bbb", its legend using
 * one letter for boost and setback; the published rule gives setback for heavy, boost for light), zero
 * gravity none, but all movement is difficult terrain. `strength` 1-3 is the GM's call.
 */
export function gravityDice(gravity: Gravity, strength = 3): { setback: number; boost: number } {
  whole(strength, "strength");
  const dice = Math.min(3, strength);
  if (gravity === "heavy") return { setback: dice, boost: 0 };
  if (gravity === "light") return { setback: 0, boost: dice };
  return { setback: 0, boost: 0 };
}

/** Whether gravity's dice apply to a check of `skill` on `characteristic`: Brawn-based skills and Coordination. */
export function gravityApplies(skill: { id: SkillId; characteristic: string }): boolean {
  return skill.characteristic === "brawn" || skill.id === "coordination";
}

/**
 * Maneuvers to move one step: difficult terrain doubles them (seed 002 DIFFICULT TERRAIN "x2 maneuvers to
 * move"); water (SWIMMING) and zero gravity count as difficult terrain.
 */
export function moveManeuvers(base: number, ground: { difficult?: boolean; swimming?: boolean; gravity?: Gravity }): number {
  whole(base, "base");
  const difficult = ground.difficult === true || ground.swimming === true || ground.gravity === "zero";
  return difficult ? base * 2 : base;
}
