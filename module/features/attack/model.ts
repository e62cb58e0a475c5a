/**
 * The attack part of a roll's chat card, pure: from the rolled outcome, the attack flag the
 * roll was posted with and each target's current record, to everything templates/chat/attack.hbs shows.
 * Rebuilt at every render from stored data, so a reload or a later undo shows the true state. What the
 * roll still pays for is read from ALL targets' records (one budget per roll, module/rules/combat/attack-spending.ts).
 */
import { critsAllowed, hitsAllowed, resolveAttack, statusFromQuality, type AttackResult, type AttackRoll } from "../../rules/combat/attack-result.ts";
import { paidBy, type Budget } from "../../rules/combat/attack-budget.ts";
import { attackAllowance, owedCritLeft, type AttackAllowance } from "../../rules/combat/attack-spending.ts";
import { sideBudget } from "../../rules/combat/attack-spend-options.ts";
import { optionLabel, type SpendOption } from "../../rules/combat/combat-options.ts";
import { criticalLine, type CriticalLine, type CritTableEntry } from "../../chat/critical-line.ts";
import { isMinionGroup, type DamageTarget } from "../../rules/combat/damage.ts";
import type { FiringArc, RangeBand, WeaponData } from "../../rules/types.ts";
import type { SunderedWeapon } from "../../rules/combat/sunder.ts";
import type { TrackChange } from "../../chat/track-change.ts";

// The card's limits are rules (module/rules/combat/attack-result.ts); re-exported for the card's callers.
export { critsAllowed, hitsAllowed };

export type AttackWeapon = Pick<WeaponData, "skill" | "damage" | "addBrawn" | "crit" | "qualities">;

/** Stored on the roll's message as flags.eote.check.attack by the attack builder (module/features/attack/actions.ts). */
export interface AttackFlag {
  weaponUuid: string;
  attackerUuid: string;
  targetUuids: string[];
  /** The token each target was picked through ("" for none), whose name the card prints. Absent on older cards. */
  targetTokenUuids?: string[];
  rangeBand: RangeBand;
  /** What the card needs of the weapon and wielder at the time of the attack, so it still renders
   * when the weapon is later edited or deleted. */
  weapon: AttackWeapon;
  weaponName: string;
  brawn: number;
  scale: "personal" | "vehicle";
  /** The spending table the card offers: vehicle when a vehicle fires or is the target (rules/vehicles/vehicle-spend-options.ts). */
  spendScale?: "personal" | "vehicle";
  autoFire: boolean;
  stunSetting: boolean;
  /** Silhouette of the (first) target: Knockdown costs more against large targets. */
  targetSilhouette: number;
  /** A vehicle's shot at a vehicle: the defence zone it struck, where a shield critical hit lands. */
  targetZone?: FiringArc;
}

/** What applying this card did to one target, kept on the target actor (flags.eote.combatLog.<messageId>). */
export interface DamageRecord {
  /** Records written before `change` existed: wounds and strain before the card's first hit (undo restores them). */
  previous: { wounds: number; strain: number | null } | null;
  /** What this card changed on each track (after clamping; minion crits included), for undo; null on legacy records. */
  change: TrackChange | null;
  hits: number;
  stun: number;
  last: { dealt: number; soak: number; minionsDefeated: number; incapacitated: boolean } | null;
  /** Some hit from this card dealt damage past soak, which a bought critical needs (seed 000 CRITICAL INJURIES). */
  penetrated: boolean;
  /** A hit pushed wounds past the threshold: one critical injury is owed (seed 002 DAMAGE). */
  thresholdCritical: boolean;
  /** `threshold`: this is the critical owed for passing the wound threshold, which the roll did not pay
   * for. Written since the card kept one budget per roll; absent from older records (see owedCritsTaken). */
  crits: { itemId: string | null; name: string; total: number; severity: number; threshold?: boolean; vehicleKey?: string }[];
  /** Status effects this card created on the target, deleted by undo. */
  effects: CardEffect[];
  /** Blast hits the target took from this card (0 or 1; module/rules/combat/blast.ts). Absent on older records. */
  blast?: number;
  /** Sunder activations on the target's weapon from this card (module/rules/combat/sunder.ts). */
  sunder?: number;
  /** The target's equipped weapon those activations damaged, for an exact Undo (rules/combat/sunder.ts sunderUndone). */
  sunderWeapon?: SunderedWeapon;
  /** The card actions applied (module/chat/card-action.ts): a second click of the same one does nothing. Absent on older records. */
  acts?: string[];
}

export interface CardEffect {
  /** The ActiveEffect's id on the target. */
  id: string;
  /** The Foundry status id it carries. */
  status: string;
  /** A quality key (its triggered status) or "incapacitated" (unconscious or defeated after a hit). */
  source: string;
  rounds: number | null;
}

export function emptyRecord(): DamageRecord {
  return { previous: null, change: null, hits: 0, stun: 0, last: null, penetrated: false, thresholdCritical: false, crits: [], effects: [] };
}

export interface TargetInput {
  uuid: string;
  name: string;
  /** The viewer may apply to this target: the GM or the target's owner. */
  canAct: boolean;
  record: DamageRecord | null;
  /** The target is a vehicle: a group loses ships, not minions (seed 002 VEHICLE MINIONS). */
  vehicle?: boolean;
  /** The target's wounds (a vehicle's hull trauma) now, as the damage rules read them; absent when unknown. */
  wounds?: Pick<DamageTarget, "kind" | "wounds" | "groupSize">;
  /** One-line effects of critical results from the system's own tables, by the crit's total (never a player's text). */
  critEffects?: Readonly<Record<number, CritTableEntry>>;
}

/** One way to pay for an option, drawn as a chip: a count and its symbol ("2 advantage", "1 triumph"). */
export interface CostChip {
  symbol: "advantage" | "triumph" | "threat" | "despair";
  count: number;
  /** Count string (plural forms) for the chip's text alternative. */
  key: string;
}

export interface CardOption {
  id: string;
  labelKey: string;
  /** Alternatives: any one pays (advantage or a triumph). */
  chips: CostChip[];
  /** What is left of the roll still pays for it (or it was bought here): shown; else it waits behind "show all". */
  affordable: boolean;
}

/** A list of spend options, open at first only when what is left pays for few of them. */
export interface OptionList {
  options: CardOption[];
  open: boolean;
  /** How many rows wait behind "show all" (what is left cannot pay for them). */
  hidden: number;
}

/** Spend options shown open at most; a longer list starts collapsed (the summary says how many). */
export const OPEN_OPTIONS = 3;

export interface CardQuality {
  key: string;
  labelKey: string;
  rating: number;
  /** Advantage per activation (a triumph always pays for one instead). */
  cost: number;
  /** How many more times what is left of the roll can pay for it (at most 1 for a once-per-target quality). */
  times: number;
  /** What is left can pay for it more than once (Auto-fire, Linked). */
  repeat: boolean;
  /** The roll could pay for it, but what is left no longer can. */
  spent: boolean;
  /** The status it puts on a target (seed 002 ITEM QUALITIES), or null for a quality without one. */
  status: { labelKey: string; rounds: number | null } | null;
  /** Per target, for a quality with a status: already applied from this card, or the viewer may apply it. */
  targets: { uuid: string; name: string; applied: boolean; canApply: boolean }[];
}

export interface CardTarget {
  uuid: string;
  name: string;
  canAct: boolean;
  hits: number;
  maxHits: number;
  canApply: boolean;
  canStun: boolean;
  canCrit: boolean;
  /** What the crit button spends from the roll ("3 advantage", "1 triumph"); null when it spends nothing (an owed crit). */
  critPays: { key: string; count: number } | null;
  canUndo: boolean;
  last: DamageRecord["last"];
  stun: number;
  thresholdCritical: boolean;
  /**
   * `effect`: the one-line effect of the crit's row in the system's table; `effectKey`: for a vehicle critical hit,
   * what it does now by its row key (module/rules/vehicles/critical-hits.ts), shown in its place.
   */
  crits: (DamageRecord["crits"][number] & CriticalLine)[];
  /** After a hit, the target's wounds now against its threshold; only for a viewer who may act on it (the GM or its owner). */
  track: { value: number; threshold: number } | null;
  /** Why the target's row has nothing under its name (nothing applied, no button), or null. */
  emptyKey: string | null;
  /** Count key for what a hit on a group took down: minions, or a group's ships. */
  defeatedKey: string;
}

export interface AttackCardContext {
  weaponName: string;
  hit: boolean;
  damage: number;
  baseDamage: number;
  /** Damage the net successes add to each hit (seed 001: each net success adds 1 damage). */
  successDamage: number;
  /** Times and spent as for a quality: what the rest of the roll can still buy. */
  critical: { cost: number | null; times: number; repeat: boolean; spent: boolean } | null;
  /** Advantage and triumphs left on this card after everything applied to every target; null when the roll had none. */
  budget: Budget | null;
  qualities: CardQuality[];
  positive: OptionList;
  negative: OptionList;
  targets: CardTarget[];
}

function chips(side: "positive" | "negative", cost: number | null, special: number | null): CostChip[] {
  const [symbol, specialSymbol] = side === "positive" ? ["advantage", "triumph"] as const : ["threat", "despair"] as const;
  const out: CostChip[] = [];
  if (cost !== null) out.push({ symbol, count: cost, key: `EOTE.Count.${symbol}` });
  if (special !== null) out.push({ symbol: specialSymbol, count: special, key: `EOTE.Count.${specialSymbol}` });
  return out;
}

/** One chip pays from what is `left`: its advantage (threat), or its triumphs (despairs). */
export function chipsPay(cost: number | null, special: number | null, left: Budget): boolean {
  return (cost !== null && left.advantage >= Math.max(1, cost)) || (special !== null && left.triumph >= Math.max(1, special));
}

const option = (o: SpendOption, left: Budget | null): CardOption => ({
  id: o.id, labelKey: optionLabel(o), chips: chips(o.side, o.cost, o.special), affordable: left === null || chipsPay(o.cost, o.special, left),
});

/** The list's open state and hidden count from its rows' `affordable`. */
export function listOf<T extends CardOption>(options: T[]): { options: T[]; open: boolean; hidden: number } {
  const shown = options.filter((o) => o.affordable).length;
  return { options, open: shown <= OPEN_OPTIONS, hidden: options.length - shown };
}

/** The options, each marked affordable when what is `left` pays for it (null: all are). */
export function optionList(options: readonly SpendOption[], left: Budget | null = null): OptionList {
  return listOf(options.map((o) => option(o, left)));
}

/**
 * The target's wounds against its threshold, for the card's "→ 9/12" after a hit: a minion group's
 * threshold is the group's (one minion's times its size, seed 002 MINIONS); a vehicle's is its hull trauma threshold.
 */
export function woundsAgainstThreshold(target: Pick<DamageTarget, "kind" | "wounds" | "groupSize">): { value: number; threshold: number } {
  const threshold = isMinionGroup(target) ? (target.groupSize ?? 1) * target.wounds.threshold : target.wounds.threshold;
  return { value: target.wounds.value, threshold };
}

/**
 * Why a target's row would show only its name: the viewer may not act for it (only the GM or its
 * owner applies), the attack missed, or the roll has nothing left this target can take.
 */
export function emptyTargetKey(target: Omit<CardTarget, "emptyKey" | "defeatedKey" | "track">, hit: boolean): string | null {
  const shown = target.last !== null || target.stun > 0 || target.thresholdCritical || target.crits.length > 0;
  const buttons = target.canAct && (target.canApply || target.canStun || target.canCrit || target.canUndo);
  if (shown || buttons) return null;
  if (!target.canAct) return "EOTE.Combat.Card.NotYours";
  return hit ? "EOTE.Combat.Card.NoHitLeft" : "EOTE.Combat.Card.Missed";
}



/** This card already put `quality`'s status on the target. */
export function statusApplied(record: DamageRecord | null, quality: string): boolean {
  return record?.effects.some((e) => e.source === quality) ?? false;
}

/** The card's spending table: the flag's, else the attack's own scale (cards posted before it was kept). */
export function spendScaleOf(flag: Pick<AttackFlag, "scale" | "spendScale">): "personal" | "vehicle" {
  return flag.spendScale ?? flag.scale;
}

export function resolveFromFlag(roll: AttackRoll, flag: AttackFlag): AttackResult {
  return resolveAttack({
    roll, weapon: flag.weapon, brawn: flag.brawn, scale: flag.scale, optionScale: spendScaleOf(flag), autoFire: flag.autoFire,
    targetSilhouette: flag.targetSilhouette,
  });
}

/** What one target may still receive from the card, by the rules and the roll's remaining budget (viewer aside). */
export interface TargetRights {
  hit: boolean;
  stun: boolean;
  crit: boolean;
  /** Quality keys whose status may still be put on this target. */
  statuses: Set<string>;
}

export function targetRights(result: AttackResult, allow: AttackAllowance, record: DamageRecord | null): TargetRights {
  const times = (key: string) => allow.qualityTimes[key as keyof AttackAllowance["qualityTimes"]] ?? 0;
  const crits = record?.crits.length ?? 0;
  return {
    // Per-target limits as before (hitsAllowed, critsAllowed), then the budget shared by all targets.
    hit: (record?.hits ?? 0) < hitsAllowed(result) && allow.hitsLeft > 0,
    stun: result.qualities.some((q) => q.key === "stun") && (record?.stun ?? 0) === 0 && times("stun") > 0,
    crit: crits < critsAllowed(result, record) && (owedCritLeft(record) || (!!record?.penetrated && allow.critsLeft > 0)),
    statuses: new Set(result.qualities
      .filter((q) => statusFromQuality(q.key, q.rating) && !statusApplied(record, q.key) && times(q.key) > 0)
      .map((q) => q.key)),
  };
}

export type CardAction = "hit" | "stun" | "crit" | "status";

/**
 * Why `action` on the target at `index` must be refused (a notice key), or null when it is allowed.
 * The shell asks this again at click time from fresh records: a card drawn before another click (here
 * or on another client) may still show a button the budget no longer pays for.
 */
export function actionRefusal(
  roll: AttackRoll, flag: AttackFlag, records: readonly (DamageRecord | null)[], index: number, action: CardAction, quality = "",
  extraCosts: readonly number[] = [],
): string | null {
  const result = resolveFromFlag(roll, flag);
  const allow = attackAllowance(roll, result, records, extraCosts);
  const record = records[index] ?? null;
  const rights = targetRights(result, allow, record);
  const budget = "EOTE.Combat.Notice.NoBudget";
  if (action === "hit") {
    if (!result.hit || (record?.hits ?? 0) >= hitsAllowed(result) || allow.hitsByRule === 0) return "EOTE.Combat.Notice.NoMoreHits";
    return rights.hit ? null : budget;
  }
  if (action === "stun") {
    if (!result.qualities.some((q) => q.key === "stun") || (record?.stun ?? 0) > 0) return "EOTE.Combat.Notice.NoStun";
    return rights.stun ? null : budget;
  }
  if (action === "crit") {
    if ((record?.crits.length ?? 0) >= critsAllowed(result, record)) return "EOTE.Combat.Notice.NoCritical";
    return rights.crit ? null : budget;
  }
  const triggered = result.qualities.find((q) => q.key === quality);
  if (!triggered || !statusFromQuality(triggered.key, triggered.rating) || statusApplied(record, quality)) return "EOTE.Combat.Notice.NoStatus";
  return rights.statuses.has(quality) ? null : budget;
}

/** What buying a crit on this target takes from the roll, as a count string; null for the owed one. */
function critPayment(left: Budget, cost: number | null, record: DamageRecord | null): CardTarget["critPays"] {
  if (owedCritLeft(record) || cost === null) return null;
  const by = paidBy(left, cost);
  if (by === "advantage") return { key: "EOTE.Count.advantage", count: Math.max(1, Math.floor(cost)) };
  return by === "triumph" ? { key: "EOTE.Count.triumph", count: 1 } : null;
}

export function buildAttackCard(
  roll: AttackRoll, flag: AttackFlag, targets: readonly TargetInput[], extraCosts: readonly number[] = [],
): AttackCardContext {
  const result = resolveFromFlag(roll, flag);
  const allow = attackAllowance(roll, result, targets.map((t) => t.record), extraCosts);
  const rights = targets.map((t) => targetRights(result, allow, t.record));
  const critTimes = allow.critsLeft;
  return {
    weaponName: flag.weaponName,
    hit: result.hit,
    damage: result.damage,
    baseDamage: result.baseDamage,
    successDamage: result.hit ? result.damage - result.baseDamage : 0,
    critical: result.critical.times > 0
      ? { cost: result.critical.cost, times: critTimes, repeat: critTimes > 1, spent: critTimes === 0 } : null,
    budget: allow.budget.advantage + allow.budget.triumph > 0 ? allow.left : null,
    qualities: result.qualities.map((q): CardQuality => {
      const status = statusFromQuality(q.key, q.rating);
      const repeatable = q.key === "autoFire" || q.key === "linked";
      const more = allow.qualityTimes[q.key] ?? 0;
      const times = repeatable ? more : Math.min(1, more);
      return {
        key: q.key, labelKey: `EOTE.Quality.${q.key}`, rating: q.rating, cost: q.cost, times, repeat: times > 1, spent: times === 0,
        status: status ? { labelKey: `EOTE.Combat.Status.${status.status}`, rounds: status.rounds } : null,
        targets: status ? targets.map((t, i) => {
          const applied = statusApplied(t.record, q.key);
          return { uuid: t.uuid, name: t.name, applied, canApply: t.canAct && rights[i]!.statuses.has(q.key) };
        }) : [],
      };
    }),
    positive: optionList(result.positive, allow.left),
    negative: optionList(result.negative, sideBudget(roll, "negative")),
    targets: targets.map((t, i): CardTarget => {
      const record = t.record;
      const hits = record?.hits ?? 0;
      const crits = record?.crits ?? [];
      const can = rights[i]!;
      const target = {
        uuid: t.uuid, name: t.name, canAct: t.canAct, hits,
        maxHits: Math.min(hitsAllowed(result), hits + allow.hitsLeft),
        canApply: t.canAct && can.hit,
        canStun: t.canAct && can.stun,
        canCrit: t.canAct && can.crit,
        critPays: t.canAct && can.crit ? critPayment(allow.left, result.critical.cost, record) : null,
        canUndo: t.canAct && record !== null,
        last: record?.last ?? null,
        stun: record?.stun ?? 0,
        thresholdCritical: record?.thresholdCritical ?? false,
        // A vehicle critical hit says what it does (module/rules/vehicles/critical-hits.ts), by its row key;
        // a personal one, the one-line effect of its pack entry.
        crits: crits.map((c) => ({ ...c, ...criticalLine(c, t.critEffects?.[c.total]) })),
        track: t.canAct && record?.last && t.wounds ? woundsAgainstThreshold(t.wounds) : null,
      };
      const defeatedKey = t.vehicle ? "EOTE.Combat.Card.ShipsDestroyed" : "EOTE.Combat.Card.MinionsDefeated";
      return { ...target, emptyKey: emptyTargetKey(target, result.hit), defeatedKey };
    }),
  };
}
