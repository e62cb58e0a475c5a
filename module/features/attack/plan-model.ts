/**
 * Everything the dice dialog opens with for an attack (pure): the rules' pool and notes from the
 * attacker, weapon, targets and choices, plus the flag the chat card is later rebuilt from.
 * Several targets: the pool uses the first one's defence and statuses (one combat check, one
 * target; seed 002 COMBAT CHECK), and every target is listed on the card for Blast or Auto-fire hits.
 */
import { EoteError } from "../../dice/errors.ts";
import { buildAttackPool, type AttackInput } from "../../rules/combat/attack.ts";
import type { Position } from "../../rules/combat/position.ts";
import { note, type RuleNote } from "../../rules/checks/notes.ts";
import type { Pool } from "../../dice/types.ts";
import { addDice } from "../../dice/pool.ts";
import { qualityRating } from "../../rules/gear/qualities.ts";
import { FIRING_ARCS, RANGE_BANDS, type FiringArc, type RangeBand, type WeaponData } from "../../rules/types.ts";
import { difficultyPaid } from "../../rules/checks/rolled-difficulty.ts";
import { spendScale } from "../../rules/vehicles/vehicle-spend-options.ts";
import type { AttackFlag, AttackWeapon } from "./model.ts";
import type { AttackChoices } from "./options-model.ts";
import { attackerInputs, silhouetteOf, targetInputs, type ActorView } from "../../foundry/inputs.ts";
import { groupShot, planVehicleShot, shotSilhouettes } from "./vehicle-shot-model.ts";
import type { MountedWeapon } from "../../rules/vehicles/vehicle-minion.ts";

export interface PlanActor {
  uuid: string;
  /** As the table sees it: the token's name. */
  name: string;
  /** The token the actor was picked through ("" or absent when none). */
  tokenUuid?: string;
  view: ActorView;
  /** An earlier card's "negate defence" marker is on this actor (a target's defence then counts nothing). */
  defenceNegated?: boolean;
  /** An earlier card's "easier to hit" marker is on this vehicle (one difficulty die fewer against it). */
  easierToHit?: boolean;
}

export interface AttackPlanInput {
  /** The actor whose weapon it is (a vehicle for a mounted weapon). */
  attacker: PlanActor;
  /** Who rolls for a vehicle's weapon (the crew member at its gunner station); absent otherwise. */
  gunner?: PlanActor;
  /** No gunner is seated at the weapon: the gunner is the user's character standing in (said in a note). */
  gunnerFallback?: boolean;
  weapon: { uuid: string; name: string; system: AttackWeapon & { range: AttackInput["weapon"]["range"]; firingArcs?: FiringArc[] }; improvised?: boolean };
  /** Two-weapon combat: the attacker's second weapon (choices.secondWeaponId), personal attacks only. */
  secondWeapon?: { uuid: string; name: string; system: AttackWeapon & { range: AttackInput["weapon"]["range"] } };
  targets: readonly PlanActor[];
  choices: AttackChoices;
  /** A vehicle's weapons (ids, names, profiles), for a gunnery minion group (vehicle-shot-model.ts groupShot). */
  mounted?: readonly MountedWeapon[];
}

/**
 * What the attack flag carries of the position beyond the card's own fields: the personal silhouettes
 * chosen (they change the difficulty, which the card checks Auto-fire against) and the second weapon.
 */
export interface PositionClaim {
  silhouettes?: { attacker: number; target: number };
  secondWeaponUuid?: string;
}

export interface AttackPlan {
  pool: Pool;
  notes: RuleNote[];
  flag: AttackFlag & PositionClaim;
}

/** The pool's position inputs from the choices (module/rules/combat/position.ts); none for a vehicle's weapon. */
function positionOf(choices: AttackChoices, vehicleAttacker: boolean): Position {
  if (vehicleAttacker) return {};
  return {
    targetGuarded: choices.targetGuarded, targetInCover: choices.targetInCover,
    answersEngagedRanged: choices.answersEngagedRanged, calledShot: choices.calledShot,
    silhouettes: { attacker: choices.attackerSilhouette, target: choices.targetSilhouette },
    concealment: choices.concealment,
  };
}

export function planAttack(input: AttackPlanInput): AttackPlan {
  const { attacker, weapon, choices } = input;
  const vehicleAttacker = attacker.view.type === "vehicle";
  const wielder = vehicleAttacker ? input.gunner : attacker;
  if (!wielder || wielder.view.type === "vehicle") {
    throw new EoteError("EOTE.Combat.Error.NoGunner", "A vehicle's weapon needs a gunner: assign yourself a character");
  }
  const first = input.targets[0];
  // A vehicle's weapon: refusals (inoperable, out of range, arc), band, silhouettes, zone defence.
  const shot = vehicleAttacker ? planVehicleShot(attacker, weapon.system, first?.view, choices) : null;
  const rangeBand = shot?.rangeBand ?? choices.rangeBand;
  const wielderInputs = attackerInputs(wielder.view, weapon.system.skill);
  const target = first ? targetInputs(first.view) : { defence: { melee: 0, ranged: 0 } };
  if (shot?.zoneDefence !== undefined) target.defence = { melee: shot.zoneDefence, ranged: shot.zoneDefence };
  // Ships flown as a group, guns fired as a gunnery group: one rank per member beyond the first (seed 002 VEHICLE MINIONS).
  const group = vehicleAttacker
    ? groupShot(attacker.view, wielder.view, weapon.system.skill, wielderInputs.skillRank, { id: weapon.uuid.split(".").pop() ?? "", name: weapon.name, system: weapon.system as MountedWeapon["system"] }, input.mounted ?? [], choices)
    : null;
  const attack: AttackInput = {
    characteristics: wielderInputs.characteristics,
    characteristicId: wielderInputs.characteristicId,
    skillRank: group?.rank ?? wielderInputs.skillRank,
    weapon: weapon.system,
    range: rangeBand,
    target: { ...target, ...(first?.defenceNegated ? { defenceNegated: true } : {}), ...(first?.easierToHit ? { easierToHit: true } : {}) },
    attacker: { ...wielderInputs.attacker, aim: choices.aim, guardedStance: choices.guardedStance },
    autoFire: choices.autoFire,
    stunSetting: choices.stunSetting,
    position: positionOf(choices, vehicleAttacker),
    ...(weapon.improvised ? { improvised: true } : {}),
  };
  const second = vehicleAttacker ? undefined : input.secondWeapon;
  if (second) attack.secondary = { weapon: second.system, skillRank: attackerInputs(wielder.view, second.system.skill).skillRank };
  // A vehicle's weapon: difficulty by silhouette (seed 000 SILHOUETTE COMPARISON, seed 002 VEHICLE COMBAT CHECK).
  if (shot) attack.vehicle = shot.silhouettes;
  const built = buildAttackPool(attack);
  const notes: RuleNote[] = [...(shot?.notes ?? []), ...(group?.notes ?? []), ...built.notes];
  if (vehicleAttacker) notes.unshift(note(input.gunnerFallback ? "Note.GunnerFallback" : "Note.Gunner", { name: wielder.name }));
  const prepare = qualityRating(weapon.system.qualities, "prepare");
  if (prepare > 0 && choices.prepared) notes.push(note("Note.Prepared", { rating: prepare }));
  if (choices.reload) notes.push(note("Note.Reloaded"));
  if (!first) notes.push(note("Note.NoTarget"));
  else if (input.targets.length > 1) notes.push(note("Note.FirstTarget", { name: first.name }));
  return {
    pool: shot?.setback ? addDice(built.pool, "setback", shot.setback) : built.pool,
    notes,
    flag: {
      weaponUuid: weapon.uuid,
      attackerUuid: attacker.uuid,
      targetUuids: input.targets.map((t) => t.uuid),
      targetTokenUuids: input.targets.map((t) => t.tokenUuid ?? ""),
      rangeBand,
      weapon: weaponNumbers(weapon.system),
      weaponName: weapon.name,
      brawn: wielderInputs.characteristics.brawn,
      scale: vehicleAttacker ? "vehicle" : "personal",
      autoFire: choices.autoFire,
      stunSetting: choices.stunSetting,
      targetSilhouette: first ? silhouetteOf(first.view) : 1,
      ...(vehicleAttacker && first?.view.type === "vehicle" ? { targetZone: choices.targetZone ?? "fore" } : {}),
      ...(vehicleAttacker ? {} : { silhouettes: { attacker: choices.attackerSilhouette, target: choices.targetSilhouette } }),
      ...(second ? { secondWeaponUuid: second.uuid } : {}),
    },
  };
}

/**
 * The attack flag as stored on a roll that is not public. Foundry sends a blind or whispered roll's
 * message, flags included, to every client and hides only its rendered content, so it keeps ids and
 * numbers (the card prints no weapon name; target names are read from the uuids when it renders).
 */
export function privateAttackFlag(flag: AttackFlag): AttackFlag {
  return { ...flag, weaponName: "" };
}

/** What the card needs of a weapon's data: skill, damage, Brawn, crit rating and qualities (copied). */
export function weaponNumbers(system: AttackWeapon): AttackWeapon {
  return {
    skill: system.skill, damage: system.damage, addBrawn: system.addBrawn, crit: system.crit,
    qualities: system.qualities.map((q) => ({ ...q })),
  };
}

/** What an attack card may take from its flag: ids and the attacker's choices, never numbers. */
export type AttackClaim = Pick<AttackFlag, "weaponUuid" | "attackerUuid" | "targetUuids" | "targetTokenUuids" | "rangeBand" | "autoFire" | "stunSetting" | "targetZone"> & PositionClaim;

const isSilhouette = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0 && v <= 10;

/** The claimed personal silhouettes, when both are whole numbers in range. */
function readSilhouettes(value: unknown): Pick<PositionClaim, "silhouettes"> {
  const s = value as { attacker?: unknown; target?: unknown } | null | undefined;
  return s && typeof s === "object" && isSilhouette(s.attacker) && isSilhouette(s.target) ? { silhouettes: { attacker: s.attacker, target: s.target } } : {};
}

const isId = (v: unknown): v is string => typeof v === "string" && v.length > 0;

/**
 * Most targets one attack card may name. The flag is its author's data, and every client that draws the
 * card looks up each target it names (a refused card too, for its Undo), so a card naming more was written
 * by hand: as a hazard card naming more than its tool strikes (module/features/hazards/model.ts
 * MAX_HAZARD_TARGETS), it is no attack, judged before any target is looked up; the sheet refuses to open
 * an attack on more (./actions.ts attackWith).
 */
export const MAX_ATTACK_TARGETS = 100;

/** Reads flags.eote.check.attack defensively (flags are user data): null unless the ids are there, for at most MAX_ATTACK_TARGETS targets. */
export function readAttackClaim(value: unknown): AttackClaim | null {
  if (!value || typeof value !== "object") return null;
  const f = value as Record<string, unknown>;
  const targets = f["targetUuids"];
  if (!isId(f["weaponUuid"]) || !isId(f["attackerUuid"]) || !Array.isArray(targets) || targets.length > MAX_ATTACK_TARGETS || !targets.every(isId)) return null;
  // The targeted tokens' uuids, one per target ("" where none): only used to name the targets.
  const tokens = f["targetTokenUuids"];
  const tokenUuids = Array.isArray(tokens) && tokens.length === targets.length && tokens.every((t) => typeof t === "string") ? { targetTokenUuids: [...tokens] as string[] } : {};
  return {
    weaponUuid: f["weaponUuid"], attackerUuid: f["attackerUuid"], targetUuids: [...targets], ...tokenUuids,
    rangeBand: (RANGE_BANDS as readonly unknown[]).includes(f["rangeBand"]) ? f["rangeBand"] as RangeBand : "engaged",
    autoFire: f["autoFire"] === true, stunSetting: f["stunSetting"] === true,
    ...readSilhouettes(f["silhouettes"]),
    ...(isId(f["secondWeaponUuid"]) ? { secondWeaponUuid: f["secondWeaponUuid"] } : {}),
    // Only names where a shield critical hit lands: any known zone will do.
    ...((FIRING_ARCS as readonly unknown[]).includes(f["targetZone"]) ? { targetZone: f["targetZone"] as FiringArc } : {}),
  };
}

/** The documents an attack card reads its numbers from, as they are now. */
export interface AttackNow {
  weaponName: string;
  /** The item's data (its range band too, for the difficulty Auto-fire needs; absent on hand-made data). */
  weapon: AttackWeapon & Partial<Pick<WeaponData, "range">>;
  attacker: ActorView;
  /** The first target, when it still exists (Knockdown's cost goes by its silhouette). */
  firstTarget: Pick<ActorView, "type" | "system"> | null;
  /** The difficulty level the message's roll was made at (rolled-difficulty.ts rolledDifficultyLevel). */
  rolledLevel: number;
}

/**
 * The difficulty level planAttack gives this claim with Auto-fire on, from the documents now: the range
 * band's difficulty (or the silhouettes', for a vehicle's weapon), +1 for Auto-fire, and Cumbersome and
 * Unwieldy over the wielder's Brawn and Agility (module/rules/combat/attack.ts buildAttackPool). A vehicle's
 * gunner is not on the flag, so its weapon's Cumbersome and Unwieldy are left out: the least level it
 * could be. Null when the plan refuses the claim (a band beyond the weapon's range, no range stored).
 */
export function autoFireLevel(claim: AttackClaim, now: AttackNow): number | null {
  const range = now.weapon.range;
  if (!range) return null;
  const vehicle = now.attacker.type === "vehicle";
  const gunnerUnknown = (q: { key: string }) => !vehicle || (q.key !== "cumbersome" && q.key !== "unwieldy");
  const weapon = { skill: now.weapon.skill, range, qualities: now.weapon.qualities.filter(gunnerUnknown) };
  const characteristics = vehicle
    ? { brawn: 1, agility: 1, intellect: 1, cunning: 1, willpower: 1, presence: 1 }
    : (now.attacker.system as { characteristics: AttackInput["characteristics"] }).characteristics;
  const silhouettes = vehicle ? { vehicle: shotSilhouettes(now.attacker, now.firstTarget) } : {};
  try {
    // Personal silhouettes change the difficulty too. They are read from the actors, not from the claim:
    // a silhouette edited into the flag after the roll must not lower the level Auto-fire needs. (The
    // range band is still the claim's: nothing in the documents says how far the target was.)
    const position = !vehicle && now.firstTarget
      ? { position: { silhouettes: { attacker: silhouetteOf(now.attacker), target: silhouetteOf(now.firstTarget) } } } : {};
    return buildAttackPool({
      characteristics, skillRank: 0, weapon, range: claim.rangeBand, target: { defence: { melee: 0, ranged: 0 } }, autoFire: true, ...silhouettes, ...position,
    }).difficulty;
  } catch {
    return null;
  }
}

/**
 * Whether the card may honour the claim's Auto-fire: the weapon has the quality and the roll was made at
 * least at the level Auto-fire needs (autoFireLevel), so a flag switched to Auto-fire after an ordinary
 * roll buys no extra hits. The roll itself is author data too (in v13 the author may edit `rolls`): this
 * only closes the silent flag edit. Conservative: if the target's difficulty changed since the roll (a
 * band beyond the weapon's range now, a different first target), an honest Auto-fire may be refused.
 */
export function autoFireHonoured(claim: AttackClaim, now: AttackNow): boolean {
  if (!claim.autoFire || qualityRating(now.weapon.qualities, "autoFire") === 0) return false;
  const level = autoFireLevel(claim, now);
  return level !== null && difficultyPaid(now.rolledLevel, level);
}

/**
 * The flag the card resolves with: ids and choices from the message, every number from the weapon and
 * the attacker now, so a flag written or edited by hand cannot raise the damage. The wielder's Brawn is
 * the attacker's own; a vehicle has none (its gunner is not on the flag), which only a vehicle weapon
 * adding Brawn would feel. Auto-fire and the Stun setting count only on a weapon that has them, and
 * Auto-fire only when the roll paid its difficulty (autoFireHonoured).
 */
export function attackFlagNow(claim: AttackClaim, now: AttackNow): AttackFlag {
  const vehicle = now.attacker.type === "vehicle";
  const brawn = vehicle ? 0 : (now.attacker.system as { characteristics: { brawn: number } }).characteristics.brawn;
  return {
    ...claim,
    weapon: weaponNumbers(now.weapon),
    weaponName: now.weaponName,
    brawn,
    scale: vehicle ? "vehicle" : "personal",
    spendScale: spendScale(now.attacker.type, now.firstTarget?.type),
    autoFire: autoFireHonoured(claim, now),
    stunSetting: claim.stunSetting && qualityRating(now.weapon.qualities, "stunSetting") > 0,
    targetSilhouette: now.firstTarget ? silhouetteOf(now.firstTarget) : 1,
  };
}
