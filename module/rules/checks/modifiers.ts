/**
 * Modifiers that talents, gear and statuses carry, as Foundry ActiveEffect changes (mode ADD, 2).
 * One key scheme for every source, so a talent, a piece of gear or a status effect made by the GM
 * change the game the same way:
 *
 *   system.characteristics.<characteristicId>  +n to a characteristic (Dedication). Foundry adds it to
 *                                               the prepared data before anything is derived, so
 *                                               checks, soak and thresholds all read the new rating.
 *   system.modifiers.woundThreshold            +n wound threshold (Toughened: 2 per rank).
 *   system.modifiers.strainThreshold           +n strain threshold (Grit: 1 per rank).
 *   system.modifiers.soak                      +n soak (Enduring: 1 per rank).
 *   system.modifiers.defence.melee|ranged      +n melee or ranged defence (Defensive Stance, Dodge-like gear).
 *   system.modifiers.criticalSuffered          +n to every Critical Injury roll made against the character
 *                                               (Durable: -10 per rank; the total stays at least 1).
 *   system.modifiers.criticalInflicted         +n to Critical Injury rolls the character's attacks inflict
 *                                               (Lethal Blows: 10 per rank; never below +0).
 *   system.modifiers.checks.<target>.<die>     dice on checks. <target>: a skill id ("rangedLight"), a
 *                                               kind of check (combat, general, knowledge, social) or
 *                                               "all"; <die>: boost, setback, upgradeAbility,
 *                                               upgradeDifficulty or removeSetback.
 *
 * `system.modifiers` is prepared data, never stored: every actor's base data starts at zero
 * (baseModifiers) and Foundry adds the effects' changes on top before the derived data, as it does
 * for any `system.*` key of an effect on the actor or transferred from an owned item.
 * A ranked talent's effect counts once per rank (scaledChangeValue): Grit 2 adds 2.
 * The dice dialog lists the check modifiers one by one (checkModifiers), with the source's name and
 * note, and lets the player untick a situational one (flags.eote.situational on the effect).
 */
import { addDice, removeDice, upgrade } from "../../dice/pool.ts";
import type { Pool } from "../../dice/types.ts";
import { CHARACTERISTICS } from "../character/characteristics.ts";
import { getSkill, SKILL_IDS } from "./skills.ts";

export const CHECK_DICE = ["boost", "setback", "upgradeAbility", "upgradeDifficulty", "removeSetback"] as const;
export type CheckDie = (typeof CHECK_DICE)[number];

/** Kinds of check a modifier may name instead of one skill; the first three are the skill list's categories. */
export const CHECK_KINDS = ["combat", "general", "knowledge", "social"] as const;
export type CheckKind = (typeof CHECK_KINDS)[number];

/**
 * Social skills: the published Edge of the Empire grouping (core rules, Social Skills); the seeds
 * list them among the general skills.
 */
export const SOCIAL_SKILLS: readonly string[] = ["charm", "coercion", "deception", "leadership", "negotiation"];

/** Foundry's active effect modes the rules write (CONST.ACTIVE_EFFECT_MODES in v13: ADD 2, UPGRADE 4, the larger of the two values). */
export const MODE_ADD = 2;
export const MODE_UPGRADE = 4;

export interface DerivedModifiers {
  woundThreshold: number;
  strainThreshold: number;
  soak: number;
  defence: { melee: number; ranged: number };
  /** Added to Critical Injury rolls against the character (module/rules/combat/critical.ts resolveCritical). */
  criticalSuffered: number;
  /** Added to Critical Injury rolls the character's attacks inflict (features/attack applyCardCritical). */
  criticalInflicted: number;
  /** Totals by target and die, as Foundry adds them; the dialog reads the effects themselves. */
  checks: Record<string, Partial<Record<CheckDie, number>>>;
  /** A vehicle's state from repairs and damaged components (module/rules/vehicles/vehicle-repairs.ts). */
  vehicle: VehicleModifiers;
}

/**
 * What emergency repairs and damaged components do to a vehicle, as effect changes on
 * `system.modifiers.vehicle.<field>` (mode Add): speed and handling added, 1 defence per point taken
 * from every zone, weapons inoperable while over 0, and any hull trauma a critical hit at
 * +traumaCritical while over 0 (seed 002 EMERGENCY REPAIRS, VEHICLE COMPONENTS). Set by the system's
 * own effects, not by talents, so it is no part of the key scheme packs may use.
 */
export interface VehicleModifiers {
  speed: number;
  handling: number;
  defence: number;
  /** The rise of the speed rating (Full Throttle, module/rules/vehicles/full-throttle.ts): an Upgrade, never added up. */
  topSpeed: number;
  weaponsInoperable: number;
  traumaCritical: number;
  /**
   * The short-term parts of critical hits (module/rules/vehicles/critical-hits.ts shortTermEffect), each
   * in force while over 0: no maneuver (Knocked Off Course), a Piloting check to regain control, setback
   * dice on the ship's attacks and the crew immobilised (Tailspin), the crew jostled, the ship breaking up.
   */
  maneuversLocked: number;
  controlCheck: number;
  attackSetback: number;
  crewImmobilised: number;
  crewJostled: number;
  breakingUp: number;
}

export function baseVehicleModifiers(): VehicleModifiers {
  return {
    speed: 0, handling: 0, defence: 0, topSpeed: 0, weaponsInoperable: 0, traumaCritical: 0,
    maneuversLocked: 0, controlCheck: 0, attackSetback: 0, crewImmobilised: 0, crewJostled: 0, breakingUp: 0,
  };
}

/** Every actor's `system.modifiers` before its effects apply. */
export function baseModifiers(): DerivedModifiers {
  return { woundThreshold: 0, strainThreshold: 0, soak: 0, defence: { melee: 0, ranged: 0 }, criticalSuffered: 0, criticalInflicted: 0, checks: {}, vehicle: baseVehicleModifiers() };
}

/** One change of an effect, as Foundry stores it. */
export interface EffectChange {
  key: string;
  mode: number;
  value: string;
}

const DERIVED_FIELDS = ["woundThreshold", "strainThreshold", "soak", "defence.melee", "defence.ranged", "criticalSuffered", "criticalInflicted"] as const;
export type DerivedField = (typeof DERIVED_FIELDS)[number];

export type ParsedKey =
  | { kind: "characteristic"; id: string }
  | { kind: "derived"; field: DerivedField }
  | { kind: "check"; target: string; die: CheckDie };

function isCheckTarget(target: string): boolean {
  return target === "all" || (CHECK_KINDS as readonly string[]).includes(target) || (SKILL_IDS as readonly string[]).includes(target);
}

/** What a change key means in the scheme above, or null for a key outside it. */
export function parseModifierKey(key: string): ParsedKey | null {
  const characteristic = /^system\.characteristics\.(\w+)$/.exec(key);
  if (characteristic) return (CHARACTERISTICS as readonly string[]).includes(characteristic[1]!) ? { kind: "characteristic", id: characteristic[1]! } : null;
  const check = /^system\.modifiers\.checks\.(\w+)\.(\w+)$/.exec(key);
  if (check) {
    const [, target, die] = check as unknown as [string, string, string];
    return isCheckTarget(target) && (CHECK_DICE as readonly string[]).includes(die) ? { kind: "check", target, die: die as CheckDie } : null;
  }
  const field = key.startsWith("system.modifiers.") ? key.slice("system.modifiers.".length) : "";
  return (DERIVED_FIELDS as readonly string[]).includes(field) ? { kind: "derived", field: field as DerivedField } : null;
}

/** The key of a check modifier, for sheets and packs that write one. */
export function checkModifierKey(target: string, die: CheckDie): string {
  return `system.modifiers.checks.${target}.${die}`;
}

/** A change's whole number, times the ranks of the ranked talent carrying it (text that is no number adds 0). */
export function scaledChangeValue(value: string, ranks: number): number {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) ? n * Math.max(0, Math.trunc(ranks)) : 0;
}

/** How many times an effect's modifiers count: the rank of the ranked talent carrying it, else once. */
export function effectRanks(carrier: { type: string; system: unknown } | null | undefined): number {
  if (carrier?.type !== "talent") return 1;
  const talent = carrier.system as { ranked?: boolean; rank?: number };
  return talent.ranked ? Math.max(0, Math.trunc(talent.rank ?? 0)) : 1;
}

/**
 * Gear's effects apply while it is in use: a weapon's while equipped, armour's while worn. Talents,
 * gear and other items always apply. (Foundry asks ActiveEffect#isSuppressed for this.)
 */
export function carrierSuppresses(carrier: { type: string; system: unknown } | null | undefined): boolean {
  if (carrier?.type === "weapon") return (carrier.system as { equipped?: boolean }).equipped !== true;
  if (carrier?.type === "armour") return (carrier.system as { worn?: boolean }).worn !== true;
  return false;
}

/** Whether a check of `skillId` is covered by a modifier's target. */
export function targetCovers(target: string, skillId: string): boolean {
  if (target === "all" || target === skillId) return true;
  if (target === "social") return SOCIAL_SKILLS.includes(skillId);
  return getSkill(skillId)?.category === target;
}

/** A source of modifiers as the shell reads it from an active effect (and the item carrying it). */
export interface ModifierSource {
  /** The effect's uuid or id: stable while the dialog is open. */
  id: string;
  /** The talent's or item's name when the effect is carried by one, else the effect's name. */
  name: string;
  /** The effect's description as plain text; may be empty. */
  note: string;
  situational: boolean;
  /** Ranks of the ranked talent carrying it, else 1. */
  ranks: number;
  changes: readonly EffectChange[];
}

export interface CheckModifier {
  /** Unique in the list: the source's id and the change's index. */
  id: string;
  source: string;
  note: string;
  situational: boolean;
  die: CheckDie;
  count: number;
  target: string;
}

/** Every check modifier that applies to a check of `skillId`, in the sources' order. */
export function checkModifiers(sources: readonly ModifierSource[], skillId: string): CheckModifier[] {
  const out: CheckModifier[] = [];
  for (const source of sources) {
    source.changes.forEach((change, index) => {
      const parsed = change.mode === MODE_ADD ? parseModifierKey(change.key) : null;
      if (parsed?.kind !== "check" || !targetCovers(parsed.target, skillId)) return;
      const count = scaledChangeValue(change.value, source.ranks);
      if (count <= 0) return;
      out.push({
        id: `${source.id}.${index}`, source: source.name, note: source.note, situational: source.situational,
        die: parsed.die, count, target: parsed.target,
      });
    });
  }
  return out;
}

/**
 * The pool with the ticked modifiers applied, in the usual pipeline order: dice added, then
 * upgrades, then setback removed (so a removal also cancels setback another modifier added).
 */
export function applyCheckModifiers(pool: Pool, modifiers: readonly CheckModifier[], unticked: ReadonlySet<string> = new Set()): Pool {
  const total = (die: CheckDie) => modifiers.filter((m) => m.die === die && !unticked.has(m.id)).reduce((n, m) => n + m.count, 0);
  let out: Pool = addDice(pool, "boost", total("boost"));
  out = addDice(out, "setback", total("setback"));
  out = upgrade(out, "ability", total("upgradeAbility"));
  out = upgrade(out, "difficulty", total("upgradeDifficulty"));
  return removeDice(out, "setback", Math.min(out.setback, total("removeSetback")));
}
