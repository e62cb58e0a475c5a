/**
 * Ways to spend advantage and triumph, threat and despair in combat, as data (seed 002 SUCCESSFUL ATTACK
 * EFFECTS – PERSONAL COMBAT and – VEHICLE COMBAT; seed 000 SPENDING ADVANTAGE AND TRIUMPHS / THREAT AND
 * DESPAIR IN COMBAT). Labels: EOTE.Combat.Option.<id>, in our own short words. Critical injuries and
 * weapon qualities are priced by the weapon, so attack-result.ts offers them, not this table.
 */
export type OptionSide = "positive" | "negative";
export type OptionScale = "personal" | "vehicle" | "both";

export interface SpendOption {
  id: string;
  side: OptionSide;
  /** Advantage (positive) or threat (negative) that pays for it; null when only triumph/despair can. */
  cost: number | null;
  /** Triumphs (positive) or despairs (negative) that pay for it instead; null when none can. */
  special: number | null;
  /** May be bought more than once from one roll. */
  repeatable: boolean;
  scale: OptionScale;
  /** Only on a failed check (seed 002: major collision is despair plus failure). */
  onFailure?: true;
  /** Only on a ranged attack (seed 002: "Ranged weapon runs out of ammunition", "Ranged attack hits character engaged with target"). */
  rangedOnly?: true;
}

const opt = (id: string, side: OptionSide, cost: number | null, special: number | null, scale: OptionScale,
  repeatable = false): SpendOption => ({ id, side, cost, special, repeatable, scale });

export const COMBAT_OPTIONS: readonly SpendOption[] = [
  // Advantage / triumph.
  opt("recoverStrain", "positive", 1, 1, "personal", true),
  opt("boostNextAlly", "positive", 1, 1, "both"),
  opt("noticeDetail", "positive", 1, 1, "personal"),
  opt("freeManeuver", "positive", 2, 1, "both"),
  opt("setbackTarget", "positive", 2, 1, "both"),
  opt("boostAnyAlly", "positive", 2, 1, "both"),
  opt("negateDefence", "positive", 3, 1, "personal"),
  opt("ignoreEnvironment", "positive", 3, 1, "both"),
  opt("disableTarget", "positive", 3, 1, "personal"),
  opt("gainDefence", "positive", 3, 1, "personal"),
  opt("disarmTarget", "positive", 3, 1, "personal"),
  opt("damageComponent", "positive", 3, 1, "vehicle"),
  opt("freePilotManeuver", "positive", 3, 1, "vehicle"),
  opt("breakAim", "positive", 3, 1, "vehicle"),
  opt("upgradeTargetDifficulty", "positive", null, 1, "both"),
  opt("upgradeAlly", "positive", null, 1, "both"),
  opt("vitalAction", "positive", null, 1, "personal"),
  opt("loseInAsteroids", "positive", null, 1, "vehicle"),
  opt("destroyComponent", "positive", null, 1, "vehicle"),
  opt("destroyEquipment", "positive", null, 2, "personal"),
  // Threat / despair.
  opt("sufferStrain", "negative", 1, 1, "personal", true),
  opt("loseManeuverBenefit", "negative", 1, 1, "both"),
  opt("loseSpeed", "negative", 1, 1, "vehicle"),
  opt("sufferSystemStrain", "negative", 1, 1, "vehicle", true),
  opt("opponentManeuver", "negative", 2, 1, "both"),
  opt("boostTarget", "negative", 2, 1, "both"),
  opt("setbackAlly", "negative", 2, 1, "both"),
  opt("fallProne", "negative", 3, 1, "personal"),
  opt("lastInitiative", "negative", 3, 1, "both"),
  opt("enemyAdvantage", "negative", 3, 1, "personal"),
  opt("easierToHit", "negative", 3, 1, "vehicle"),
  { ...opt("outOfAmmo", "negative", null, 1, "personal"), rangedOnly: true },
  opt("upgradeAllyDifficulty", "negative", null, 1, "both"),
  opt("gearDamaged", "negative", null, 1, "personal"),
  { ...opt("hitEngagedAlly", "negative", null, 1, "personal"), rangedOnly: true },
  opt("componentHitCritical", "negative", null, 1, "vehicle"),
  opt("minorCollision", "negative", null, 1, "vehicle"),
  { ...opt("majorCollision", "negative", null, 1, "vehicle"), onFailure: true },
];

/** The symbols a roll left to spend: net advantage (signed), triumph and despair counts, and success. */
export interface Spendable {
  netAdvantage: number;
  triumph: number;
  despair: number;
  succeeded: boolean;
}

export function optionLabel(option: SpendOption): string {
  return `EOTE.Combat.Option.${option.id}`;
}

/** Whether the roll can pay for the option at least once. */
export function canAffordOption(option: SpendOption, roll: Spendable): boolean {
  if (option.onFailure && roll.succeeded) return false;
  const symbols = option.side === "positive" ? Math.max(0, roll.netAdvantage) : Math.max(0, -roll.netAdvantage);
  const special = option.side === "positive" ? roll.triumph : roll.despair;
  return (option.cost !== null && symbols >= option.cost) || (option.special !== null && special >= option.special);
}

/** Whether the row fits the attack: a ranged-only row never on a Brawl, Melee or Lightsaber attack. */
export function fitsAttack(option: Pick<SpendOption, "rangedOnly">, attack: AttackKind): boolean {
  return !option.rangedOnly || attack === "ranged";
}

export type AttackKind = "melee" | "ranged";

/** Options of one side the roll can afford at the given scale for this kind of attack, in table order. */
export function affordableOptions(roll: Spendable, side: OptionSide, scale: "personal" | "vehicle", attack: AttackKind): SpendOption[] {
  return COMBAT_OPTIONS.filter((o) => o.side === side && (o.scale === scale || o.scale === "both") && fitsAttack(o, attack) && canAffordOption(o, roll));
}
