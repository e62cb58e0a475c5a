/**
 * What an attack roll did and what its symbols can buy, for the attack chat card.
 * Sources: seed 001 Performing a Combat Check (each net success adds 1 damage); seed 002 COMBAT CHECK,
 * UNARMED COMBAT, ITEM QUALITIES (activate a quality = 2 advantage unless it says otherwise, or a
 * triumph), SUCCESSFUL ATTACK EFFECTS; seed 000 SPENDING ADVANTAGE AND TRIUMPHS IN COMBAT.
 */
import type { Outcome } from "../../dice/index.ts";
import type { Hit } from "./damage.ts";
import { affordableOptions, type SpendOption } from "./combat-options.ts";
import { isMeleeSkill } from "./range.ts";
import { qualityRating, type QualityKey } from "../gear/qualities.ts";
import type { StatusId } from "./status.ts";
import type { WeaponData } from "../types.ts";

/** The parts of a rolled Outcome (module/dice) this module reads; an Outcome itself fits. */
export type AttackRoll = Pick<Outcome, "netSuccess" | "netAdvantage" | "triumph" | "despair" | "succeeded">;

export interface AttackResultInput {
  roll: AttackRoll;
  /** The weapon; its skill tells a melee attack (Brawl, Melee, Lightsaber) from a ranged one (ranged when absent). */
  weapon: Pick<WeaponData, "damage" | "addBrawn" | "crit" | "qualities"> & Partial<Pick<WeaponData, "skill">>;
  /** The wielder's Brawn, added to Brawl and Melee weapons' damage. */
  brawn: number;
  scale: "personal" | "vehicle";
  /** The spending table offered (vehicle-spend-options.ts spendScale); `scale` when absent. */
  optionScale?: "personal" | "vehicle";
  /** The attacker fired on Auto-fire (only then can Auto-fire extra hits be bought). */
  autoFire?: boolean;
  /** Silhouette of the target; Knockdown costs 1 more advantage per silhouette beyond 1. */
  targetSilhouette?: number;
}

export interface TriggerableQuality {
  key: QualityKey;
  rating: number;
  /** Advantage per activation (a triumph pays for any one activation instead). */
  cost: number;
  /** How many times the roll could pay for it if spent on nothing else. */
  times: number;
}

export interface AttackResult {
  hit: boolean;
  /** Weapon damage before successes: Brawn + N for Brawl/Melee weapons, ±1 for Superior/Inferior. */
  baseDamage: number;
  /** Damage of each hit before soak (0 on a miss). */
  damage: number;
  /** Critical injury (or hit) the roll can inflict: cost in advantage, and how many it can afford. */
  critical: { cost: number | null; times: number };
  qualities: TriggerableQuality[];
  positive: SpendOption[];
  negative: SpendOption[];
}

/** Unarmed Brawl attack (seed 002 UNARMED COMBAT): Brawn damage, crit 5, Disorient 1, Knockdown. */
export const UNARMED: Pick<WeaponData, "skill" | "damage" | "addBrawn" | "crit" | "range" | "qualities"> = {
  skill: "brawl", damage: 0, addBrawn: true, crit: 5, range: "engaged",
  qualities: [{ key: "disorient", rating: 1 }, { key: "knockdown", rating: null }],
};

/** Active qualities a hit can trigger, with their advantage cost where it is not the usual 2. */
const ON_HIT: readonly QualityKey[] = [
  "autoFire", "linked", "blast", "burn", "concussive", "disorient", "ensnare", "knockdown", "stun", "sunder",
];
/** Active qualities a miss can trigger: Guided (3) and Blast on a miss (3), per seed 002. */
import { GUIDED_COST } from "./guided.ts";

const ON_MISS: readonly QualityKey[] = ["guided", "blast"];

function activationCost(key: QualityKey, hit: boolean, targetSilhouette: number): number {
  if (key === "sunder") return 1; // seed 002 SUNDER: one advantage per step of damage.
  if (key === "guided") return GUIDED_COST;
  if (key === "blast" && !hit) return 3;
  // Seed 000 KNOCKDOWN: one more advantage per silhouette beyond 1 (seed 002's "a = silhouette" is garbled).
  if (key === "knockdown") return 2 + Math.max(0, targetSilhouette - 1);
  return 2;
}

function timesAffordable(advantage: number, triumph: number, cost: number): number {
  return Math.floor(advantage / cost) + triumph;
}

export function baseDamage(weapon: AttackResultInput["weapon"], brawn: number): number {
  const q = weapon.qualities;
  const bonus = (qualityRating(q, "superior") > 0 ? 1 : 0) - (qualityRating(q, "inferior") > 0 ? 1 : 0);
  return Math.max(0, (weapon.addBrawn ? brawn : 0) + weapon.damage + bonus);
}

export function resolveAttack(input: AttackResultInput): AttackResult {
  const { roll, weapon } = input;
  const hit = roll.succeeded;
  const advantage = Math.max(0, roll.netAdvantage);
  const base = baseDamage(weapon, input.brawn);
  const silhouette = input.targetSilhouette ?? 1;
  const attack = weapon.skill !== undefined && isMeleeSkill(weapon.skill) ? "melee" : "ranged";

  const qualities: TriggerableQuality[] = [];
  for (const key of hit ? ON_HIT : ON_MISS) {
    const rating = qualityRating(weapon.qualities, key);
    if (rating === 0) continue;
    if (key === "autoFire" && !input.autoFire) continue;
    const cost = activationCost(key, hit, silhouette);
    let times = timesAffordable(advantage, roll.triumph, cost);
    if (key === "linked") times = Math.min(times, rating); // Linked triggers at most its rating.
    else if (key !== "autoFire") times = Math.min(times, 1);
    if (times > 0) qualities.push({ key, rating, cost, times });
  }

  const critCost = weapon.crit;
  const critTimes = hit && critCost !== null && critCost > 0 ? timesAffordable(advantage, roll.triumph, critCost) : 0;

  return {
    hit,
    baseDamage: base,
    damage: hit ? base + roll.netSuccess : 0,
    critical: { cost: critCost, times: critTimes },
    qualities,
    positive: affordableOptions(roll, "positive", input.optionScale ?? input.scale, attack),
    negative: affordableOptions(roll, "negative", input.optionScale ?? input.scale, attack),
  };
}

export interface HitOptions {
  scale: "personal" | "vehicle";
  /** The weapon is switched to its Stun setting: damage goes to strain (seed 001 Strain). */
  stunSetting?: boolean;
  /** The Stun quality was triggered on this hit: its rating in strain. */
  stunTriggered?: boolean;
}

/** The hit damage.ts applies, read from the attack result and the weapon's qualities. */
export function hitFor(result: Pick<AttackResult, "damage">, weapon: Pick<WeaponData, "qualities">, options: HitOptions): Hit {
  const q = weapon.qualities;
  const hit: Hit = { damage: result.damage, scale: options.scale };
  const pierce = qualityRating(q, "pierce");
  const breach = qualityRating(q, "breach");
  if (pierce > 0) hit.pierce = pierce;
  if (breach > 0) hit.breach = breach;
  if (qualityRating(q, "stunDamage") > 0 || (options.stunSetting && qualityRating(q, "stunSetting") > 0)) hit.stunDamage = true;
  if (qualityRating(q, "ion") > 0) hit.ion = true;
  if (options.stunTriggered && qualityRating(q, "stun") > 0) hit.stun = qualityRating(q, "stun");
  return hit;
}

/** Statuses a triggered quality puts on the target, for as many rounds as its rating (seed 002 ITEM QUALITIES). */
const QUALITY_STATUS: Partial<Record<QualityKey, StatusId>> = {
  disorient: "disoriented", ensnare: "immobilized", concussive: "staggered", knockdown: "prone",
};

export interface QualityStatus {
  status: StatusId;
  /** Rounds it lasts; null for Knockdown, whose target stays prone until it stands. */
  rounds: number | null;
}

export function statusFromQuality(key: QualityKey, rating: number): QualityStatus | null {
  const status = QUALITY_STATUS[key];
  if (!status) return null;
  return { status, rounds: key === "knockdown" ? null : rating };
}

/**
 * Extra hits a triggered quality deals: Blast hits everyone engaged with the target for its rating
 * (seed 000 BLAST); Burn hits the target with the weapon's base damage each round for its rating (seed 000 BURN).
 * Both are reduced by soak as usual (published rules), so they go through applyDamage like any hit.
 */
export function qualityHit(key: "blast" | "burn", rating: number, base: number, scale: "personal" | "vehicle"): Hit & { rounds: number } {
  return key === "blast" ? { damage: rating, scale, rounds: 1 } : { damage: base, scale, rounds: rating };
}

/**
 * Hits one target can take from one attack: one, plus one per Auto-fire or Linked activation the roll
 * could pay for on its own. A per-target ceiling; what the attack still pays for, over all targets and
 * options, is attackAllowance (attack-spending.ts).
 */
export function hitsAllowed(result: Pick<AttackResult, "hit" | "qualities">): number {
  if (!result.hit) return 0;
  return 1 + result.qualities.filter((q) => q.key === "autoFire" || q.key === "linked").reduce((n, q) => n + q.times, 0);
}

/** What a target has taken from one attack so far, as far as criticals care. */
export interface CriticalState {
  /** Some hit dealt damage past soak. */
  penetrated: boolean;
  /** A hit pushed wounds past the threshold. */
  thresholdCritical: boolean;
}

/**
 * Critical injuries a target may receive from one attack: those the roll bought, once a hit has dealt
 * damage past soak (seed 000: a crit needs an attack that "deals damage past soak"), plus one owed
 * by passing the wound threshold (seed 002 DAMAGE).
 */
export function critsAllowed(result: Pick<AttackResult, "critical">, state: CriticalState | null): number {
  return (state?.penetrated ? result.critical.times : 0) + (state?.thresholdCritical ? 1 : 0);
}
