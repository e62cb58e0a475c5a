/**
 * Applying one hit to a target (seed 002 DAMAGE, ADVERSARIES, VEHICLE COMBAT CHECK DAMAGE; seed 000
 * WEAPON QUALITIES Pierce, Breach, Stun Damage, Ion; seed 001 Wounds, Strain, and Critical Hits).
 * Pure: takes the target's plain state and returns the new state plus what happened, so the shell
 * can write it, announce it and undo it.
 */
import { EoteError } from "../../dice/errors.ts";

export type TargetKind = "character" | "nemesis" | "rival" | "minion" | "vehicle";

export interface DamageTarget {
  kind: TargetKind;
  /** Personal targets: soak. Vehicles: armour. */
  soak: number;
  /** Wounds (vehicles: hull trauma); for a minion group, one minion's threshold and the group's total. */
  wounds: { value: number; threshold: number };
  /** Strain (vehicles: system strain); absent for minions and rivals, who suffer none (seed 002 ADVERSARIES). */
  strain?: { value: number; threshold: number };
  /** Minion groups: minions in the group when it formed; a vehicle group (seed 002 VEHICLE MINIONS): its ships. */
  groupSize?: number;
  /** Armour with Cortosis ignores Pierce and Breach (seed 000 CORTOSIS). */
  cortosis?: boolean;
  /** A vehicle on emergency repairs: any hull trauma is a critical hit (seed 002 EMERGENCY REPAIRS). */
  emergencyRepairs?: boolean;
}

export interface Hit {
  /** Damage of the hit before soak: base damage + net successes. */
  damage: number;
  /** Scale of the weapon: vehicle weapons deal ×10 to personal targets, personal ones face armour ×10. */
  scale: "personal" | "vehicle";
  pierce?: number;
  breach?: number;
  /** Stun Damage quality or Stun setting: the damage goes to strain instead of wounds. */
  stunDamage?: boolean;
  /** Ion: damage goes to a vehicle's system strain instead of hull trauma. */
  ion?: boolean;
  /** Strain from a triggered Stun quality (its rating): not reduced by soak (published Stun). */
  stun?: number;
}

export interface DamageResult {
  /** The track values before this hit, for the card's undo. */
  previous: { wounds: number; strain: number | null };
  /** Soak (or armour) left after Pierce and Breach. */
  soak: number;
  /** Damage past soak; > 0 is what lets a crit land (seed 000: "deals damage past soak"). */
  dealt: number;
  wounds: number;
  strain: number | null;
  /** Minions still standing (minion groups only). */
  standing: number | null;
  minionsDefeated: number;
  /** Over a threshold after this hit: incapacitated (vehicles: disabled). */
  incapacitated: boolean;
  /** This hit pushed wounds (hull trauma) past the threshold: a character or nemesis suffers a
   * critical injury, a vehicle a critical hit (seed 002 DAMAGE). */
  thresholdCritical: boolean;
}

/** Personal-scale soak per point of vehicle armour, and damage per point of vehicle-scale damage. */
export const SCALE_FACTOR = 10;

function check(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new EoteError("EOTE.Combat.Error.BadValue", `${name} must be a whole number from 0`, { name, value });
  }
}

/**
 * Soak left after Breach and Pierce. Breach ignores 1 armour per rating, which is 10 soak against a
 * personal target; Pierce ignores 1 soak per rating (1 armour against a vehicle hit at vehicle scale).
 * Both subtract before the floor at 0, so their order cannot matter.
 */
export function effectiveSoak(target: DamageTarget, hit: Hit): number {
  const pierce = target.cortosis ? 0 : hit.pierce ?? 0;
  const breach = target.cortosis ? 0 : hit.breach ?? 0;
  if (target.kind !== "vehicle") return Math.max(0, target.soak - breach * SCALE_FACTOR - pierce);
  if (hit.scale === "vehicle") return Math.max(0, target.soak - breach - pierce);
  // Published scale rule: a personal weapon meets a vehicle's armour as 10 soak per point.
  return Math.max(0, target.soak * SCALE_FACTOR - breach * SCALE_FACTOR - pierce);
}

/**
 * The most wounds (hull trauma) the track can hold: twice the threshold (seed 002 DAMAGE), or a minion
 * group's whole threshold, one minion's times the group's size (seed 002 MINIONS).
 */
export function woundCap(target: Pick<DamageTarget, "kind" | "wounds" | "groupSize">): number {
  return isMinionGroup(target) ? (target.groupSize ?? 1) * target.wounds.threshold : 2 * target.wounds.threshold;
}

/**
 * Whether the minion rules apply to the target's wounds: a minion group, or several ships flown as one
 * (seed 002 VEHICLE MINIONS: "MULTIPLE SHIPS: Use normal minion rules"), whose hull trauma is the wounds.
 */
export function isMinionGroup(target: Pick<DamageTarget, "kind" | "groupSize">): boolean {
  return target.kind === "minion" || (target.kind === "vehicle" && (target.groupSize ?? 1) > 1);
}

/**
 * The most strain (vehicles: system strain) the track holds: one past the threshold. Strain beyond the
 * threshold incapacitates (seed 002 STRAIN > STRAIN THRESHOLD) until it is reduced so that it no longer
 * exceeds the threshold (published rule, Strain Threshold). The rules give strain past that point no
 * further effect (it does not turn into wounds; only rivals and minions take strain as wounds), so the
 * track stops at threshold + 1, where the sheet shows it (module/rules/character/derived.ts trackState), and one
 * strain recovered brings the character round.
 */
export function strainCap(threshold: number): number {
  return Math.max(0, threshold) + 1;
}

/** A stored strain value as the rules hold it: within [0, strainCap]. */
export function heldStrain(value: number, threshold: number): number {
  return Math.min(Math.max(0, value), strainCap(threshold));
}

/**
 * Minions of a group of `groupSize` still standing under `wounds`, as the damage rules count them, unguarded
 * (module/rules/combat/minion.ts minionsStanding is the sheet's, guarded for any stored values, with its
 * arguments in another order).
 */
export function minionsStandingInGroup(groupSize: number, perMinion: number, wounds: number): number {
  // Seed 002 MINIONS: each minion's wound threshold in damage defeats one minion.
  return Math.max(0, groupSize - Math.floor(wounds / perMinion));
}

export function applyDamage(target: DamageTarget, hit: Hit): DamageResult {
  check(hit.damage, "damage");
  check(target.soak, "soak");
  check(target.wounds.value, "wounds");
  if (!Number.isInteger(target.wounds.threshold) || target.wounds.threshold < 1) {
    throw new EoteError("EOTE.Combat.Error.BadThreshold", "A wound threshold must be a whole number from 1",
      { value: target.wounds.threshold });
  }
  const soak = effectiveSoak(target, hit);
  const previous = { wounds: target.wounds.value, strain: target.strain ? target.strain.value : null };
  const raw = target.kind !== "vehicle" && hit.scale === "vehicle" ? hit.damage * SCALE_FACTOR : hit.damage;
  const dealt = Math.max(0, raw - soak);
  const stun = hit.stun ?? 0;

  const toStrainTrack = target.kind === "vehicle" ? hit.ion === true : hit.stunDamage === true;
  let wounds = target.wounds.value;
  let strain = target.strain ? target.strain.value : null;
  if (toStrainTrack && strain !== null) strain += dealt;
  else wounds += dealt; // Minions and rivals have no strain: strain damage becomes wounds (published).
  if (target.kind !== "vehicle" && stun > 0) {
    if (strain !== null) strain += stun;
    else wounds += stun;
  }

  const { threshold } = target.wounds;
  if (isMinionGroup(target)) {
    const size = target.groupSize ?? 1;
    wounds = Math.min(wounds, woundCap(target));
    const standing = minionsStandingInGroup(size, threshold, wounds);
    // A group of ships keeps its one system strain track (Ion); a minion group has none.
    if (strain !== null && target.strain) strain = Math.min(strain, strainCap(target.strain.threshold));
    return {
      previous, soak, dealt, wounds, strain, standing,
      minionsDefeated: minionsStandingInGroup(size, threshold, target.wounds.value) - standing,
      incapacitated: standing === 0, thresholdCritical: false,
    };
  }
  wounds = Math.min(wounds, woundCap(target));
  if (strain !== null && target.strain) strain = Math.min(strain, strainCap(target.strain.threshold));
  const over = wounds > threshold;
  const strainOver = strain !== null && target.strain !== undefined && strain > target.strain.threshold;
  const crossed = over && target.wounds.value <= threshold;
  // Emergency repairs: any hull trauma, not only the hit that crosses the threshold, is a critical hit.
  const emergency = target.kind === "vehicle" && target.emergencyRepairs === true && wounds > target.wounds.value;
  return {
    previous, soak, dealt, wounds, strain, standing: null, minionsDefeated: 0,
    incapacitated: over || strainOver,
    // Rivals are incapacitated or killed outright, with no injury roll (seed 002 RIVALS).
    thresholdCritical: (crossed && target.kind !== "rival") || emergency,
  };
}

/** A critical injury on a minion group defeats one more minion (seed 002 MINIONS): its wounds rise to the next multiple. */
export function minionCritical(groupSize: number, perMinion: number, wounds: number): number {
  const defeated = groupSize - minionsStandingInGroup(groupSize, perMinion, wounds);
  return Math.min(groupSize * perMinion, (defeated + 1) * perMinion);
}

/**
 * The Foundry-independent status an incapacitating hit calls for. Characters and nemeses fall
 * unconscious (seed 001 Wounds and Wound Threshold: "incapacitated ... unconscious"); a rival past
 * its threshold or a minion group with no one standing is out of the fight (seed 002 RIVALS, MINIONS),
 * which the shell shows as Foundry's defeated marker. A disabled vehicle gets no status: no core
 * marker means "disabled", and the GM decides what a wrecked ship does.
 */
export type IncapacitationStatus = "unconscious" | "defeated";

export function incapacitationStatus(kind: TargetKind, result: Pick<DamageResult, "incapacitated">): IncapacitationStatus | null {
  if (!result.incapacitated || kind === "vehicle") return null;
  return kind === "rival" || kind === "minion" ? "defeated" : "unconscious";
}
