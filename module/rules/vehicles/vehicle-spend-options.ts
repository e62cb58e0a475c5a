/**
 * The rows of the vehicle spending tables that act (seed 002 SUCCESSFUL ATTACK EFFECTS – VEHICLE
 * COMBAT and its threat and despair table): what each one does and to whom. Costs come from the one
 * table in combat-options.ts (its "vehicle" and "both" rows); the rows not named here stay narrative
 * (listed on the card, settled by the table): ignoring stellar phenomena, damaging or destroying a
 * component instead of damage, breaking an enemy's Aim or Stay on Target, losing a pursuer, losing a
 * maneuver's benefit, an opponent's free maneuver, and the collisions.
 *
 * The threat and despair rows act on the attacker's own vehicle (seed 002: "-1 speed", "suffer 1 system
 * strain", "weapon system suffers Component Hit Critical"); an attacker on foot firing at a vehicle has
 * none, and those rows are refused for it.
 */
import type { SpendEffect, SpendSubject } from "../combat/attack-spend-options.ts";

/** Which spending table an attack's card offers. */
export type SpendScale = "personal" | "vehicle";

/**
 * Vehicle combat's table applies when a vehicle fires or is fired upon (seed 002 STARSHIPS AND VEHICLES:
 * the vehicle combat table replaces the personal one in starship and vehicle combat).
 */
export function spendScale(attackerType: string, targetType: string | null | undefined): SpendScale {
  return attackerType === "vehicle" || targetType === "vehicle" ? "vehicle" : "personal";
}

/**
 * The d100 total that lands on Component Hit in the vehicle critical hit table (seed 000 VEHICLE
 * CRITICAL HIT RESULTS: 46-54 Component Hit), for the despair that gives the attacker's weapon system
 * that critical without a roll.
 */
export const COMPONENT_HIT_TOTAL = 46;

/**
 * The acting vehicle rows, by option id. As in the personal table (seed 000), advantage sets back the
 * target and boosts allies; threat boosts the target and sets back the attacker or an ally.
 */
export const VEHICLE_ACTS: Readonly<Record<string, { subject: SpendSubject; effect: SpendEffect }>> = {
  boostNextAlly: { subject: "ally", effect: { kind: "dice", die: "boost" } },
  freeManeuver: { subject: "attacker", effect: { kind: "marker", marker: "freeManeuver" } },
  setbackTarget: { subject: "target", effect: { kind: "dice", die: "setback" } },
  boostAnyAlly: { subject: "allyOrSelf", effect: { kind: "dice", die: "boost" } },
  freePilotManeuver: { subject: "attacker", effect: { kind: "marker", marker: "freePilotManeuver" } },
  upgradeTargetDifficulty: { subject: "target", effect: { kind: "dice", die: "upgradeDifficulty" } },
  upgradeAlly: { subject: "allyOrSelf", effect: { kind: "dice", die: "upgradeAbility" } },
  loseSpeed: { subject: "attacker", effect: { kind: "speed", amount: -1 } },
  sufferSystemStrain: { subject: "attacker", effect: { kind: "systemStrain", amount: 1 } },
  boostTarget: { subject: "target", effect: { kind: "dice", die: "boost" } },
  setbackAlly: { subject: "allyOrSelf", effect: { kind: "dice", die: "setback" } },
  lastInitiative: { subject: "attacker", effect: { kind: "lastInitiative" } },
  easierToHit: { subject: "attacker", effect: { kind: "marker", marker: "easierToHit" } },
  upgradeAllyDifficulty: { subject: "allyOrSelf", effect: { kind: "dice", die: "upgradeDifficulty" } },
  componentHitCritical: { subject: "attacker", effect: { kind: "componentHit" } },
};

/** The vehicle's speed after a "-1 speed" row: never below 0 (seed 002 STARSHIP MANEUVERS: speed 0…max). */
export function speedAfter(speed: number, amount: number): number {
  return Math.max(0, speed + amount);
}

/**
 * Undoing a speed row: the speed before it, but only while the speed is still what the row left
 * (a later Accelerate or Decelerate stays); null when there is nothing to take back.
 */
export function speedUndone(now: number, change: { before: number; after: number }): number | null {
  return now === change.after && change.before !== change.after ? change.before : null;
}
