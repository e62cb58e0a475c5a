/**
 * The dice pool of an attack with a weapon, with a note explaining every modifier so the dice dialog
 * opens filled in and explained. Sources: seed 000 ATTACK DIFFICULTIES, RANGED DIFFICULTY
 * MODIFIERS, WEAPON QUALITIES, SILHOUETTE COMPARISON; seed 002 COMBAT CHECK, MANEUVERS, ONGOING EFFECTS,
 * ITEM QUALITIES. Plain data in, plain data out; the shell gathers the inputs from actors and tokens.
 */
import { checkPool } from "../../dice/index.ts";
import { EoteError } from "../../dice/errors.ts";
import type { Pool } from "../../dice/types.ts";
import { note, type RuleNote } from "../checks/notes.ts";
import { qualityRating } from "../gear/qualities.ts";
import { isMeleeSkill, rangeDifficulty, silhouetteDifficulty } from "./range.ts";
import { ADVERSARY_SKILL_RANK_MAX, getSkill } from "../checks/skills.ts";
import { calledShotSetback, combinedCheck, concealmentSetback, positionDefence, silhouetteModifier, type Position } from "./position.ts";
import { ownStatusModifiers, targetStatusModifiers, type StatusId } from "./status.ts";
import type { Characteristics, RangeBand, WeaponData } from "../types.ts";
import type { CharacteristicId } from "../character/characteristics.ts";
import { IMPROVISED_THREAT } from "../gear/weapon-use.ts";
import { conditionPenalty } from "../gear/weapon-condition.ts";

export interface AttackerState {
  statuses?: readonly StatusId[];
  /** Setback from encumbrance (system.derived.encumbrance.setback); applies to Brawn and Agility checks. */
  encumbranceSetback?: number;
  /** Aim maneuvers taken before this attack: 1 gives +1 boost, 2 give +2 (seed 002 AIM). */
  aim?: number;
  /** Guarded Stance maneuver taken: +1 setback to the attacker's combat checks (published rule). */
  guardedStance?: boolean;
}

export interface AttackTarget {
  /** Melee and ranged defence (vehicles: the defence of the zone attacked, given as `ranged`). */
  defence: { melee: number; ranged: number };
  statuses?: readonly StatusId[];
  /**
   * An earlier attack's spending negated the target's defence until the round ends (seed 000 SPENDING
   * ADVANTAGE: "negate the targeted enemy's defensive bonuses (cover, equipment, Guarded Stance)").
   */
  defenceNegated?: boolean;
  /**
   * An earlier vehicle attack's threat made checks against this vehicle easier for a turn (seed 002 vehicle
   * threat table: "-d to checks made against vehicle for one turn"): one difficulty die fewer.
   */
  easierToHit?: boolean;
}

export interface AttackInput {
  characteristics: Characteristics;
  /** Rank in the weapon's skill; for a minion group, the group's rank (standing − 1). */
  skillRank: number;
  /** The characteristic the wielder rolls the weapon's skill with, where an adversary's profile names another (Lightsaber on Willpower). */
  characteristicId?: CharacteristicId;
  /** The weapon; its condition (absent: undamaged) adds the damaged gear's penalty (seed 002 REPAIRING GEAR). */
  weapon: Pick<WeaponData, "skill" | "range" | "qualities"> & Partial<Pick<WeaponData, "condition">>;
  /** Range band to the target (ignored for vehicle attacks, which use silhouettes). */
  range: RangeBand;
  target: AttackTarget;
  /** Present for vehicle attacks: difficulty then comes from the silhouette comparison. */
  vehicle?: { attackerSilhouette: number; targetSilhouette: number };
  attacker?: AttackerState;
  /** The attacker chose to fire on Auto-fire (+1 difficulty; seed 002 AUTO-FIRE). */
  autoFire?: boolean;
  /** The weapon is switched to its Stun setting: strain damage, and short range at most (published rule). */
  stunSetting?: boolean;
  /** Defence and position from the attack options (module/rules/combat/position.ts). */
  position?: Position;
  /** Two-weapon combat: the second weapon and the wielder's rank in its skill (seed 002 TWO-WEAPON COMBAT). */
  secondary?: { weapon: Pick<WeaponData, "skill" | "range" | "qualities">; skillRank: number };
  /** The weapon is improvised (a bottle, a chair): one automatic threat (seed 002 IMPROVISED WEAPONS). */
  improvised?: boolean;
}

export interface AttackPool {
  pool: Pool;
  /** Difficulty dice in the pool: 1 Easy … 5 Formidable, more when modifiers push past Formidable. */
  difficulty: number;
  attack: "melee" | "ranged";
  notes: RuleNote[];
}

function wholeIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** The combat skill the weapon uses; throws for a name that is not a skill. */
function skillOf(id: WeaponData["skill"]): NonNullable<ReturnType<typeof getSkill>> {
  const skill = getSkill(id);
  if (!skill) throw new EoteError("EOTE.Combat.Error.NotCombatSkill", `${id} is not a skill`, { skill: id });
  return skill;
}

/** Adversaries' ranks go past 5 (module/rules/checks/skills.ts ADVERSARY_SKILL_RANK_MAX); characters' are stored within 5. */
function checkRank(rank: number): void {
  if (!wholeIn(rank, 0, ADVERSARY_SKILL_RANK_MAX)) {
    throw new EoteError("EOTE.Combat.Error.BadRank", `Skill rank ${rank} is not 0 to ${ADVERSARY_SKILL_RANK_MAX}`, { rank, max: ADVERSARY_SKILL_RANK_MAX });
  }
}

/** The inputs the pool cannot be built from: defence and encumbrance out of range, a Stun setting the weapon lacks or beyond short range. */
function refuseBadInputs(input: AttackInput): void {
  const { melee, ranged } = input.target.defence;
  for (const [name, value] of [["meleeDefence", melee], ["rangedDefence", ranged], ["encumbrance", input.attacker?.encumbranceSetback ?? 0]] as const) {
    if (!wholeIn(value, 0, 99)) throw new EoteError("EOTE.Combat.Error.BadValue", `${name} must be a whole number from 0`, { name, value });
  }
  if (!input.stunSetting) return;
  if (qualityRating(input.weapon.qualities, "stunSetting") === 0) throw new EoteError("EOTE.Combat.Error.NoStunSetting", "The weapon has no Stun setting");
  if (!input.vehicle && (input.range === "medium" || input.range === "long" || input.range === "extreme")) {
    throw new EoteError("EOTE.Combat.Error.StunSettingRange", "A weapon on its Stun setting reaches short range only");
  }
}

/** What the steps below build up: the pool, its difficulty level and the notes, in the order the dialog shows them. */
interface Build {
  pool: Pool;
  difficulty: number;
  notes: RuleNote[];
}

function addDifficulty(build: Build, n: number, key: string, data: Record<string, string | number>): void {
  if (n <= 0) return;
  build.difficulty += n;
  build.notes.push(note(key, { ...data, modifier: n }));
}

function addDice(build: Build, die: "boost" | "setback", n: number, key: string, data: Record<string, string | number> = {}): void {
  if (n <= 0) return;
  build.pool[die] += n;
  build.notes.push(note(key, { ...data, modifier: n }));
}

/**
 * The check before the weapon's qualities: the range band's difficulty (or the silhouettes', for a vehicle's
 * weapon; seed 000 ATTACK DIFFICULTIES, SILHOUETTE COMPARISON), two-weapon combat's combined check (the lower
 * skill and characteristic, the harder difficulty +1; seed 002 TWO-WEAPON COMBAT) and the personal
 * silhouettes (seed 002 PERSONAL SILHOUETTES).
 */
function baseCheck(input: AttackInput, characteristic: number): Build & { rank: number; characteristic: number } {
  const { weapon, characteristics } = input;
  const base = input.vehicle
    ? silhouetteDifficulty(input.vehicle.attackerSilhouette, input.vehicle.targetSilhouette)
    : rangeDifficulty(weapon.skill, input.range, weapon.range);
  const notes: RuleNote[] = [...base.notes];
  if (input.stunSetting) notes.push(note("Note.StunSetting"));
  let difficulty: number = base.difficulty;
  let dice = { characteristic, rank: input.skillRank };
  if (input.secondary && !input.vehicle) {
    const second = input.secondary;
    const secondSkill = skillOf(second.weapon.skill);
    checkRank(second.skillRank);
    const secondBase = rangeDifficulty(second.weapon.skill, input.range, second.weapon.range);
    const combined = combinedCheck(
      { characteristic, rank: input.skillRank, difficulty },
      { characteristic: characteristics[secondSkill.characteristic], rank: second.skillRank, difficulty: secondBase.difficulty },
    );
    dice = { characteristic: combined.characteristic, rank: combined.rank };
    difficulty = combined.difficulty;
    notes.push(note("Note.TwoWeapon", {
      skill: `EOTE.Skill.${second.weapon.skill}`, value: combined.characteristic, rank: combined.rank, modifier: 1,
    }));
  }
  const silhouettes = input.position?.silhouettes;
  if (silhouettes && !input.vehicle) {
    const { attacker, target } = silhouettes;
    const change = silhouetteModifier(attacker, target);
    if (change !== 0) {
      difficulty = Math.max(0, difficulty + change);
      notes.push(note(change < 0 ? "Note.SilhouetteLarger" : "Note.SilhouetteSmaller", { attacker, target, modifier: Math.abs(change) }));
    }
  }
  return { pool: checkPool(dice.characteristic, dice.rank), difficulty, notes, ...dice };
}

/**
 * The weapon's difficulty (seed 000 WEAPON QUALITIES: Auto-fire, Cumbersome and Unwieldy over the wielder's
 * Brawn and Agility) and its condition (seed 002 REPAIRING GEAR: moderate +1 difficulty, major unusable).
 * Returns the condition's setback, which the dice below add after the defence.
 */
function weaponDifficulty(build: Build, input: AttackInput): number {
  const { qualities: q } = input.weapon;
  const { brawn, agility } = input.characteristics;
  if (input.autoFire) {
    if (qualityRating(q, "autoFire") === 0) throw new EoteError("EOTE.Combat.Error.NoAutoFire", "The weapon has no Auto-fire quality");
    addDifficulty(build, 1, "Note.AutoFire", {});
  }
  const cumbersome = qualityRating(q, "cumbersome");
  addDifficulty(build, cumbersome - brawn, "Note.Cumbersome", { rating: cumbersome, brawn });
  const unwieldy = qualityRating(q, "unwieldy");
  addDifficulty(build, unwieldy - agility, "Note.Unwieldy", { rating: unwieldy, agility });
  const damage = conditionPenalty(input.weapon.condition ?? "undamaged");
  if (damage.unusable) throw new EoteError("EOTE.Combat.Weapon.MajorDamage", "A majorly damaged weapon cannot be used");
  addDifficulty(build, damage.difficulty, "Note.DamagedModerate", {});
  return damage.setback;
}

/**
 * Boost and setback from the fight: the target's defence (seed 002 COMBAT CHECK, with Guarded Stance or cover,
 * unless negated), the damaged weapon's setback, Accurate and Inaccurate, aiming or a called shot (seed 002
 * AIM), the attacker's Guarded Stance, a melee answer to a ranged attack while engaged, concealment.
 */
function positionDice(build: Build, input: AttackInput, attack: "melee" | "ranged", damageSetback: number): void {
  const q = input.weapon.qualities;
  const state = input.attacker ?? {};
  const position = input.position ?? {};
  const guarded = positionDefence(input.target.defence, attack, position);
  build.notes.push(...guarded.notes);
  const defence = input.target.defenceNegated ? 0 : guarded.defence;
  if (input.target.defenceNegated && guarded.defence > 0) build.notes.push(note("Note.DefenceNegated", { defence: guarded.defence }));
  addDice(build, "setback", defence, attack === "melee" ? "Note.MeleeDefence" : "Note.RangedDefence", { defence });
  addDice(build, "setback", damageSetback, "Note.DamagedMinor");
  addDice(build, "boost", qualityRating(q, "accurate"), "Note.Accurate", { rating: qualityRating(q, "accurate") });
  addDice(build, "setback", qualityRating(q, "inaccurate"), "Note.Inaccurate", { rating: qualityRating(q, "inaccurate") });
  const aim = state.aim ?? 0;
  if (!wholeIn(aim, 0, 2)) throw new EoteError("EOTE.Combat.Error.BadAim", `Aim ${aim} is not 0 to 2`, { aim });
  // Aim at a specific item or hit location: setback instead of the aim's boost.
  if (position.calledShot) addDice(build, "setback", calledShotSetback(aim), "Note.CalledShot", { aim });
  else addDice(build, "boost", aim, "Note.Aim", { aim });
  if (state.guardedStance) addDice(build, "setback", 1, "Note.GuardedStance");
  if (position.answersEngagedRanged && attack === "melee") addDice(build, "boost", 1, "Note.EngagedResponse");
  addDice(build, "setback", concealmentSetback(position.concealment ?? 0), "Note.Concealment", { level: position.concealment ?? 0 });
}

/** The statuses of both sides (seed 002 ONGOING EFFECTS) and the encumbered wielder's setback on Brawn and Agility checks. */
function conditionDice(build: Build, input: AttackInput, attack: "melee" | "ranged", characteristic: CharacteristicId): void {
  const state = input.attacker ?? {};
  for (const m of ownStatusModifiers(new Set(state.statuses ?? []), { attack })) addDice(build, m.die, m.count, `Note.Own.${m.status}`);
  for (const m of targetStatusModifiers(new Set(input.target.statuses ?? []), attack)) addDice(build, m.die, m.count, `Note.Target.${m.status}.${m.die}`);
  if (characteristic === "brawn" || characteristic === "agility") addDice(build, "setback", state.encumbranceSetback ?? 0, "Note.Encumbered");
}

/** Superior / Inferior: one automatic advantage / threat on every check with the item (seed 002); an improvised weapon's threat. */
function automaticSymbols(build: Build, input: AttackInput): void {
  const q = input.weapon.qualities;
  const symbols: NonNullable<Pool["symbols"]> = {};
  if (qualityRating(q, "superior") > 0) {
    symbols.advantage = 1;
    build.notes.push(note("Note.Superior"));
  }
  if (qualityRating(q, "inferior") > 0) {
    symbols.threat = 1;
    build.notes.push(note("Note.Inferior"));
  }
  if (input.improvised) {
    symbols.threat = (symbols.threat ?? 0) + IMPROVISED_THREAT;
    build.notes.push(note("Note.Improvised", { modifier: IMPROVISED_THREAT }));
  }
  if (Object.keys(symbols).length > 0) build.pool.symbols = { ...build.pool.symbols, ...symbols };
}

export function buildAttackPool(input: AttackInput): AttackPool {
  const { weapon, characteristics } = input;
  const skill = skillOf(weapon.skill);
  checkRank(input.skillRank);
  const characteristic = characteristics[input.characteristicId ?? skill.characteristic];
  refuseBadInputs(input);
  const attack = isMeleeSkill(weapon.skill) ? "melee" : "ranged";
  const build = baseCheck(input, characteristic);
  build.notes.unshift(note("Note.Skill", {
    skill: `EOTE.Skill.${weapon.skill}`, characteristic: `EOTE.Characteristic.${skill.characteristic}`,
    value: characteristic, rank: input.skillRank,
  }));
  const damageSetback = weaponDifficulty(build, input);
  positionDice(build, input, attack, damageSetback);
  conditionDice(build, input, attack, skill.characteristic);
  automaticSymbols(build, input);
  // One difficulty die fewer while the target is easier to hit; nothing to remove from a difficulty of 0.
  if (input.target.easierToHit && build.difficulty > 0) {
    build.difficulty -= 1;
    build.notes.push(note("Note.EasierToHit", { modifier: 1 }));
  }
  // A difficulty level is that many difficulty dice; modifiers past Formidable keep adding dice.
  build.pool.difficulty += build.difficulty;
  return { pool: build.pool, difficulty: build.difficulty, attack, notes: build.notes };
}
