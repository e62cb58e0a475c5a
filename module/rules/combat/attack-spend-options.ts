/**
 * The rows of the personal spending tables that act (seed 002 SUCCESSFUL ATTACK EFFECTS – PERSONAL
 * COMBAT; seed 000 SPENDING ADVANTAGE AND TRIUMPHS / THREAT AND DESPAIR IN COMBAT): what each one does,
 * to whom, who may buy it, and whether what is left of the roll still pays for it. Costs come from the
 * one table in combat-options.ts; the rows not named here stay narrative (listed, not bought).
 *
 * Advantage and triumph form one budget with the card's hits, crits and qualities (attack-spending.ts);
 * threat and despair form the GM's budget the same way (threat as advantage, despair as triumph).
 * A row only a triumph or a despair can pay costs Infinity in advantage terms: attack-budget.ts then
 * puts a triumph on it first, and without one it cannot be paid.
 */
import { paidBy, remainingBudget, rollBudget, type Budget } from "./attack-budget.ts";
import { COMBAT_OPTIONS, fitsAttack, type AttackKind, type OptionSide, type SpendOption } from "./combat-options.ts";
import { VEHICLE_ACTS, type SpendScale } from "../vehicles/vehicle-spend-options.ts";
import { worsenCondition, type WeaponCondition } from "../gear/weapon-condition.ts";

/** Who a row acts on: the attacker, one of the card's targets, an ally (with or without the attacker), the weapon used. */
export type SpendSubject = "attacker" | "target" | "ally" | "allyOrSelf" | "weapon";

/** A die added to, or an upgrade of, the subject's next check (the dice dialog applies it). */
export type PendingDie = "boost" | "setback" | "upgradeAbility" | "upgradeDifficulty";

/** A marker effect with its end (seed 000: "until the end of the current round" / "of the active character's next turn"). */
export type SpendMarker =
  | "gainDefence" | "negateDefence" | "disabled" | "freeManeuver" | "engagedAllyHit" | "freePilotManeuver" | "easierToHit";

export type SpendEffect =
  | { kind: "strain"; amount: number }
  /** The attacker's vehicle's system strain moves (its strain track; vehicle-spend-options.ts). */
  | { kind: "systemStrain"; amount: number }
  | { kind: "dice"; die: PendingDie }
  | { kind: "marker"; marker: SpendMarker }
  | { kind: "disarm" }
  | { kind: "prone" }
  | { kind: "lastInitiative" }
  | { kind: "weaponDamaged" }
  /** The attacker's vehicle's speed moves (vehicle-spend-options.ts). */
  | { kind: "speed"; amount: number }
  /** The attacker's vehicle takes the Component Hit critical (vehicle-spend-options.ts). */
  | { kind: "componentHit" };

export interface SpendAction {
  option: SpendOption;
  subject: SpendSubject;
  effect: SpendEffect;
}

/**
 * The acting rows, by option id. Boost and setback are the same symbol in seed 002's table; seed 000
 * tells them apart: advantage sets back the target and boosts allies, threat boosts the target and sets
 * back the attacker or an ally. "Out of ammunition" is a quality of the weapon's ammunition and is
 * bought where Limited Ammo is handled, not here.
 */
const ACTS: Readonly<Record<string, { subject: SpendSubject; effect: SpendEffect }>> = {
  recoverStrain: { subject: "attacker", effect: { kind: "strain", amount: -1 } },
  boostNextAlly: { subject: "ally", effect: { kind: "dice", die: "boost" } },
  freeManeuver: { subject: "attacker", effect: { kind: "marker", marker: "freeManeuver" } },
  setbackTarget: { subject: "target", effect: { kind: "dice", die: "setback" } },
  boostAnyAlly: { subject: "allyOrSelf", effect: { kind: "dice", die: "boost" } },
  negateDefence: { subject: "target", effect: { kind: "marker", marker: "negateDefence" } },
  disableTarget: { subject: "target", effect: { kind: "marker", marker: "disabled" } },
  gainDefence: { subject: "attacker", effect: { kind: "marker", marker: "gainDefence" } },
  disarmTarget: { subject: "target", effect: { kind: "disarm" } },
  upgradeTargetDifficulty: { subject: "target", effect: { kind: "dice", die: "upgradeDifficulty" } },
  upgradeAlly: { subject: "allyOrSelf", effect: { kind: "dice", die: "upgradeAbility" } },
  sufferStrain: { subject: "attacker", effect: { kind: "strain", amount: 1 } },
  boostTarget: { subject: "target", effect: { kind: "dice", die: "boost" } },
  setbackAlly: { subject: "allyOrSelf", effect: { kind: "dice", die: "setback" } },
  fallProne: { subject: "attacker", effect: { kind: "prone" } },
  lastInitiative: { subject: "attacker", effect: { kind: "lastInitiative" } },
  upgradeAllyDifficulty: { subject: "allyOrSelf", effect: { kind: "dice", die: "upgradeDifficulty" } },
  gearDamaged: { subject: "weapon", effect: { kind: "weaponDamaged" } },
  hitEngagedAlly: { subject: "ally", effect: { kind: "marker", marker: "engagedAllyHit" } },
};

/**
 * The acting row for an option id in the scale's table (personal, or vehicle-spend-options.ts), or null
 * (narrative, the other scale's only, or unknown).
 */
export function spendAction(optionId: string, scale: SpendScale = "personal"): SpendAction | null {
  const table = scale === "vehicle" ? VEHICLE_ACTS : ACTS;
  const acts = Object.hasOwn(table, optionId) ? table[optionId]! : null;
  const option = COMBAT_OPTIONS.find((o) => o.id === optionId && (o.scale === scale || o.scale === "both"));
  return acts && option ? { option, ...acts } : null;
}

/** Whether a row is bought with a button (else it stays a listed, narrative row). */
export function isActing(optionId: string, scale: SpendScale = "personal"): boolean {
  return spendAction(optionId, scale) !== null;
}

/**
 * What one purchase of the option takes from its side's budget, in advantage (or threat): its symbol
 * cost, or Infinity when only a triumph (or despair) pays, so the budget arithmetic gives it one.
 */
export function spendCost(option: Pick<SpendOption, "cost">): number {
  return option.cost ?? Number.POSITIVE_INFINITY;
}

/** The roll's symbols for one side: advantage and triumph, or threat and despair. */
export function sideBudget(roll: { netAdvantage: number; triumph: number; despair: number }, side: OptionSide): Budget {
  return side === "positive" ? rollBudget(roll) : { advantage: Math.max(0, -roll.netAdvantage), triumph: Math.max(0, roll.despair) };
}

/** The costs of the spends already made from one side, read from the option ids the card recorded. */
export function spentCosts(optionIds: readonly string[], side: OptionSide, scale: SpendScale = "personal"): number[] {
  return optionIds.flatMap((id) => {
    const action = spendAction(id, scale);
    return action && action.option.side === side ? [spendCost(action.option)] : [];
  });
}

export interface SpendRequest {
  roll: { netAdvantage: number; triumph: number; despair: number; succeeded: boolean };
  optionId: string;
  /** Option ids already bought from this card (both sides). */
  spent: readonly string[];
  /** Advantage costs of the card's other purchases (hits, crits, qualities: attack-spending.ts). */
  otherCosts: readonly number[];
  /** Threat-side costs paid outside the spending rows (a despair's out of ammunition: Infinity). */
  otherThreatCosts?: readonly number[];
  viewer: { isGM: boolean; ownsAttacker: boolean };
  /** The card's table (vehicle-spend-options.ts spendScale); personal when absent. */
  scale?: SpendScale;
  /** The card's attack was melee or ranged (combat-options.ts fitsAttack); ranged when absent. */
  attack?: AttackKind;
}

export const SPEND_REFUSALS = {
  notActing: "EOTE.Combat.Spend.Refused.NotActing",
  gmOnly: "EOTE.Combat.Spend.Refused.GmOnly",
  notAttacker: "EOTE.Combat.Spend.Refused.NotAttacker",
  once: "EOTE.Combat.Spend.Refused.Once",
  budget: "EOTE.Combat.Spend.Refused.Budget",
  threatBudget: "EOTE.Combat.Spend.Refused.ThreatBudget",
} as const;

/**
 * Why buying the option is refused (a lang key), or null when it may be bought. Threat and despair
 * are the GM's to spend (seed 000: the GM spends them); advantage and triumph the attacker's side (its
 * owner or the GM). A row not marked repeatable is bought once per roll.
 */
export function spendRefusal(request: SpendRequest): string | null {
  const scale = request.scale ?? "personal";
  const action = spendAction(request.optionId, scale);
  if (!action || (action.option.onFailure && request.roll.succeeded)) return SPEND_REFUSALS.notActing;
  if (!fitsAttack(action.option, request.attack ?? "ranged")) return SPEND_REFUSALS.notActing;
  const side = action.option.side;
  if (side === "negative" && !request.viewer.isGM) return SPEND_REFUSALS.gmOnly;
  if (side === "positive" && !request.viewer.isGM && !request.viewer.ownsAttacker) return SPEND_REFUSALS.notAttacker;
  if (!action.option.repeatable && request.spent.includes(request.optionId)) return SPEND_REFUSALS.once;
  const costs = [...(side === "positive" ? request.otherCosts : request.otherThreatCosts ?? []), ...spentCosts(request.spent, side, scale)];
  // The same "left" the card shows (threatLeft, remainingBudget): a row is refused exactly when it shows no pay.
  if (paidBy(remainingBudget(sideBudget(request.roll, side), costs), spendCost(action.option)) === null) {
    return side === "positive" ? SPEND_REFUSALS.budget : SPEND_REFUSALS.threatBudget;
  }
  return null;
}

/**
 * What is left of threat and despair after the GM's spends (the advantage side is attack-spending.ts's):
 * threat counts as advantage and despair as triumph in remainingBudget, so despair stays free while
 * threat can pay for what was bought, and a despair-only row (Infinity) always takes one.
 */
export function threatLeft(
  roll: { netAdvantage: number; triumph: number; despair: number }, spent: readonly string[], otherThreatCosts: readonly number[] = [],
  scale: SpendScale = "personal",
): Budget {
  return remainingBudget(sideBudget(roll, "negative"), [...spentCosts(spent, "negative", scale), ...otherThreatCosts]);
}

/** The initiative that puts a slot after every other one (seed 002: "initiative slot ... now last"). */
export function lastSlotInitiative(others: readonly (number | null)[]): number {
  const rolled = others.filter((n): n is number => typeof n === "number" && Number.isFinite(n));
  return rolled.length ? Math.min(...rolled) - 1 : 0;
}

/** What the subject is like now, as far as a row needs to know (read by the shell at click time). */
export interface SubjectFacts {
  /** The attacker's strain now, null when it has no strain track. */
  strain?: number | null;
  /** The target wields a weapon (an equipped one) it can drop. */
  hasWeapon?: boolean;
  /** The card already dealt the target a hit: the attack can no longer disable it instead. */
  damaged?: boolean;
  condition?: WeaponCondition;
  inCombat?: boolean;
  prone?: boolean;
  /** The attacker's vehicle's speed now; absent when the attacker is no vehicle. */
  speed?: number;
  /** The attacker is a vehicle (it has a system strain track, speed and critical hits). */
  vehicle?: boolean;
}

/** Why the subject forbids the row now (a lang key), or null. */
export function subjectRefusal(effect: SpendEffect, facts: SubjectFacts): string | null {
  const key = (k: string) => `EOTE.Combat.Spend.Refused.${k}`;
  if ((effect.kind === "speed" || effect.kind === "componentHit" || effect.kind === "systemStrain") && !facts.vehicle) return key("NoVehicle");
  if (effect.kind === "speed" && (facts.speed ?? 0) <= 0) return key("NoSpeed");
  if (effect.kind === "strain") {
    if (facts.strain === null || facts.strain === undefined) return key("NoStrainTrack");
    if (effect.amount < 0 && facts.strain <= 0) return key("NoStrain");
  }
  if (effect.kind === "disarm" && !facts.hasWeapon) return key("NoWeapon");
  if (effect.kind === "marker" && effect.marker === "disabled" && facts.damaged) return key("AlreadyDamaged");
  if (effect.kind === "weaponDamaged" && facts.condition && worsenCondition(facts.condition) === null) return key("Broken");
  if (effect.kind === "lastInitiative" && !facts.inCombat) return key("NotInCombat");
  if (effect.kind === "prone" && facts.prone) return key("AlreadyProne");
  return null;
}
