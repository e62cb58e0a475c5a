/**
 * What a starship action's card applies (seed 002 STARSHIP ACTIONS), as data the shell turns into
 * ActiveEffects and track changes. Pure. Each action lists the effects it puts on the acting vehicle or
 * on the vehicle it targets, and the system strain it deals; the lines the card states come from
 * ./starship-actions.ts actionOutcomes. Actions not listed here (Jamming, Scan the Enemy) stay text on the
 * card; Manual Repairs rides the damage control card.
 *
 *   Boost Shields (Mechanics, Hard): success — the vehicle suffers 1 system strain and one defence zone
 *     gains +1 defence "(1 turn)": here until the end of the next round. The seed says nothing of
 *     advantage; the published rule lets each further advantage extend it by one round.
 *   Slice Enemy's Systems (Computers, Hard): success — -1 defence in one defence zone of the target (the
 *     seed gives no duration: one round, as long as its triumph result lasts); two advantage — the target
 *     suffers 1 system strain; triumph — one of the target's weapons is disabled "for 1 round" (here, as the
 *     published rule says, until the end of the next round): an effect on the target naming the weapon
 *     item (flags.eote.starshipAction.weaponId), and that weapon's Fire refused while it lasts.
 *   Gain the Advantage (Piloting): success — the vehicle ignores the target's Evasive Action penalties and
 *     chooses the defence zone its attacks hit. The seed gives no duration: until the end of the next
 *     round. An effect on the vehicle naming the target (flags.eote.starshipAction.targetUuid) records it;
 *     the attack options already let the attacker pick the zone; the attacks' maneuver upgrades leave out
 *     that target's Evasive Action (./maneuver-checks.ts).
 *   Co-pilot (Piloting, Average): the seed's "-d to the pilot's next Piloting check" (take a difficulty die
 *     away) has no die modifier to say it with; the published rule is used instead: each success upgrades
 *     the ability of the pilot's next Piloting check once. An effect on the pilot, used up by that check.
 *   Plot Course (Astrogation, Average / Perception, Hard): success — cancel the setback dice of difficult
 *     terrain. The seed's "b" is garbled (a boost cannot come from terrain); the published rule: each success
 *     removes one setback die from the pilot's next Piloting check. An effect on the pilot, used up by it.
 *   Spoof Missiles (Computers, Average / Vigilance, Hard): success — the vehicle's defence against Guided
 *     weapons rises by one "for 1 turn" (to the end of the next round, as the other action effects); two
 *     advantage — one more. The seed's action line prints "+d", but its own Guided entry says "Spoofing: +1
 *     defense vs. guided attacks", and the published rule gives defence: so a setback die per point, as
 *     defence is, within the defence cap. An effect on the vehicle counting its points
 *     (flags.eote.starshipAction.dice), read by the attack for a weapon with Guided (spoofDefence).
 *   Fire Discipline (Leadership or Discipline, Hard): success — a boost die to the next crew member firing
 *     (a Gunnery check made from the vehicle): an effect on the vehicle, used up by that check; two successes
 *     — the boost goes to the other crew members firing too: the effect stays to the end of the next round.
 *     Three advantage (+1 system strain to a target hit) stays text, for the GM: it is not narrative, but the
 *     attack card takes only ids from its flag and reads every number from the documents, and the effect
 *     that would carry it is used up by the shot; applying it needs a record the roll writes on the firing
 *     vehicle naming its card, which the dice dialog's onRolled (no message) cannot write yet.
 *   Full Throttle (the pilot's talent: ./full-throttle.ts): success — the vehicle's top speed rises by 1 (2 with
 *     the pilot's Supreme Full Throttle) for rounds equal to the pilot's Cunning: an effect on the vehicle whose
 *     change Upgrades system.modifiers.vehicle.topSpeed, read as the speed rating by Accelerate, Punch It and the
 *     maneuvers' limits. The pilot is read (Cunning, talents), not written.
 * Effects used up by one check are flagged `once` (the shell deletes them once that check is rolled); they
 * also end with their rounds, as the others do.
 */
import type { FiringArc } from "../types.ts";
import { checkModifierKey, MODE_ADD, MODE_UPGRADE, type EffectChange } from "../checks/modifiers.ts";
import type { SkillId } from "../checks/skills.ts";
import type { ActionRoll, StarshipActionId } from "./starship-actions.ts";
import { fullThrottleRise, fullThrottleRounds, TOP_SPEED_KEY } from "./full-throttle.ts";

/** The actions whose card applies something. */
export const APPLIED_ACTIONS = ["boostShields", "sliceSystems", "gainAdvantage", "copilot", "plotCourse", "spoofMissiles", "fireDiscipline", "fullThrottle"] as const satisfies readonly StarshipActionId[];
export type AppliedActionId = (typeof APPLIED_ACTIONS)[number];

export function isAppliedAction(id: unknown): id is AppliedActionId {
  return (APPLIED_ACTIONS as readonly unknown[]).includes(id);
}

/** Whose document a piece of the result lands on: the acting vehicle, the vehicle it targets, or its pilot. */
export type ActionSubject = "vehicle" | "target" | "pilot";

export interface ActionEffectData {
  subject: ActionSubject;
  /** Rounds from now (core duration, ended by the system's expiry at the end of the last one). */
  rounds: number;
  changes: EffectChange[];
  /** The defence zone it changes, for the effect's name. */
  zone?: FiringArc;
  /** Used up by the first check it modifies. */
  once?: true;
  /** Dice the effect adds where a rule reads it (Spoof Missiles: difficulty dice against Guided weapons). */
  dice?: number;
  /** The weapon item it disables (Slice Enemy's Systems' triumph). */
  weaponId?: string;
}

export interface ActionApplication {
  effects: ActionEffectData[];
  /** System strain dealt, per subject. */
  systemStrain: { subject: ActionSubject; amount: number }[];
}

/** The rounds an action's effect lasts when the seed gives none: to the end of the next round. */
export const ACTION_EFFECT_ROUNDS = 1;

/** The effect change key of a vehicle's defence in one zone (prepared, never stored: vehicleDerived reads it). */
export function zoneDefenceKey(zone: FiringArc): string {
  return `system.modifiers.zoneDefence.${zone}`;
}

/** The zone the action asks the user to choose: the vehicle's own (Boost Shields), the target's (Slice), none. */
export function zoneChoice(id: AppliedActionId): ActionSubject | null {
  return id === "boostShields" ? "vehicle" : id === "sliceSystems" ? "target" : null;
}

/** Whether the action puts its result on the vehicle's pilot (who must be seated when it is applied). */
export function needsPilot(id: AppliedActionId): boolean {
  return id === "copilot" || id === "plotCourse";
}

/** Whether the card reads the vehicle's pilot: to write on it (needsPilot), or for its Cunning and talents (Full Throttle). */
export function readsPilot(id: AppliedActionId): boolean {
  return needsPilot(id) || id === "fullThrottle";
}

/** What the card reads of the pilot (Full Throttle): its Cunning and its talents' keys. */
export interface PilotTraits {
  cunning: number;
  talents: readonly string[];
}

/** Whether the action works on a targeted vehicle (the roll must have named one). */
export function needsTarget(id: AppliedActionId): boolean {
  return id === "sliceSystems" || id === "gainAdvantage";
}

/** An effect on the pilot changing the next check of `skill` (Piloting, Planetary or Space) by `die`, once per success. */
function pilotsNextCheck(skill: SkillId, die: "upgradeAbility" | "removeSetback", successes: number): ActionApplication {
  return {
    effects: [{ subject: "pilot", rounds: ACTION_EFFECT_ROUNDS, once: true, changes: [{ key: checkModifierKey(skill, die), mode: MODE_ADD, value: String(Math.max(1, successes)) }] }],
    systemStrain: [],
  };
}

/**
 * What the card applies for the roll (`zone` where zoneChoice asks for one; `pilotSkill`: the Piloting
 * skill of the vehicle's domain; `pilot`: the pilot's Cunning and talents, for Full Throttle); null when the
 * check failed or something it needs is missing (a zone to pick, the pilot).
 */
export function actionApplication(id: AppliedActionId, roll: ActionRoll, zone?: FiringArc, pilotSkill: SkillId = "pilotingSpace", weaponId?: string, pilot?: PilotTraits): ActionApplication | null {
  if (!roll.success) return null;
  if (zoneChoice(id) && !zone) return null;
  if (id === "fullThrottle" && !pilot) return null;
  switch (id) {
    case "boostShields":
      return {
        effects: [{ subject: "vehicle", rounds: ACTION_EFFECT_ROUNDS + Math.max(0, roll.advantage), zone: zone!, changes: [{ key: zoneDefenceKey(zone!), mode: MODE_ADD, value: "1" }] }],
        systemStrain: [{ subject: "vehicle", amount: 1 }],
      };
    case "sliceSystems":
      return {
        effects: [
          { subject: "target", rounds: ACTION_EFFECT_ROUNDS, zone: zone!, changes: [{ key: zoneDefenceKey(zone!), mode: MODE_ADD, value: "-1" }] },
          ...(roll.triumph >= 1 && weaponId ? [{ subject: "target" as const, rounds: ACTION_EFFECT_ROUNDS, changes: [], weaponId }] : []),
        ],
        systemStrain: roll.advantage >= 2 ? [{ subject: "target", amount: 1 }] : [],
      };
    case "gainAdvantage":
      return { effects: [{ subject: "vehicle", rounds: ACTION_EFFECT_ROUNDS, changes: [] }], systemStrain: [] };
    case "copilot":
      return pilotsNextCheck(pilotSkill, "upgradeAbility", roll.successes);
    case "plotCourse":
      return pilotsNextCheck(pilotSkill, "removeSetback", roll.successes);
    case "fireDiscipline":
      return {
        effects: [{ subject: "vehicle", rounds: ACTION_EFFECT_ROUNDS, ...(roll.successes >= 2 ? {} : { once: true as const }), changes: [{ key: checkModifierKey("gunnery", "boost"), mode: MODE_ADD, value: "1" }] }],
        systemStrain: [],
      };
    case "spoofMissiles":
      return { effects: [{ subject: "vehicle", rounds: ACTION_EFFECT_ROUNDS, changes: [], dice: roll.advantage >= 2 ? 2 : 1 }], systemStrain: [] };
    case "fullThrottle":
      return {
        effects: [{ subject: "vehicle", rounds: fullThrottleRounds(pilot!.cunning), changes: [{ key: TOP_SPEED_KEY, mode: MODE_UPGRADE, value: String(fullThrottleRise(pilot!.talents)) }] }],
        systemStrain: [],
      };
  }
}

/** Whether a weapon may fire: not named by a Slice Enemy's Systems effect in force (`disabledIds`). */
export function weaponDisabled(weaponId: string, disabledIds: readonly string[]): boolean {
  return weaponId !== "" && disabledIds.includes(weaponId);
}

/**
 * The most defence a vehicle zone can have: the data schema's cap on stored defence
 * (module/data/spec/actors.ts), the published cap on defence (never above 4; the dice pool takes no
 * more setback from it). Effects cannot lift a zone past it.
 */
export const MAX_ZONE_DEFENCE = 4;

/**
 * The setback dice Spoof Missiles adds to an attack at a vehicle: its defence points against Guided weapons
 * (`spoofDice`, one entry per Spoof Missiles effect in force) when the weapon has Guided, else none. They are
 * defence, so with the struck zone's defence now (`zoneDefence`) they stop at MAX_ZONE_DEFENCE.
 */
export function spoofDefence(guidedWeapon: boolean, spoofDice: readonly number[], zoneDefence: number): number {
  if (!guidedWeapon) return 0;
  const points = spoofDice.reduce((n, d) => n + Math.max(0, Math.trunc(d)), 0);
  return Math.max(0, Math.min(points, MAX_ZONE_DEFENCE - Math.max(0, Math.trunc(zoneDefence))));
}

/**
 * A vehicle's defence in each zone now: its stored defence plus the zone modifiers its effects add
 * (Boost Shields, Slice Enemy's Systems), between 0 and MAX_ZONE_DEFENCE; every zone 0 while its system
 * strain is over threshold (seed 002 DAMAGE).
 */
export function effectiveZoneDefence(
  defence: Record<FiringArc, number>, modifiers: Partial<Record<FiringArc, number>> | undefined, defenceZero: boolean,
): Record<FiringArc, number> {
  const zone = (arc: FiringArc) => (defenceZero ? 0 : Math.min(MAX_ZONE_DEFENCE, Math.max(0, defence[arc] + (modifiers?.[arc] ?? 0))));
  return { fore: zone("fore"), aft: zone("aft"), port: zone("port"), starboard: zone("starboard") };
}
