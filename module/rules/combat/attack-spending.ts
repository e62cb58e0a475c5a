/**
 * What one attack has already bought, read from what each target received from it, and what its
 * budget (module/rules/combat/attack-budget.ts) still allows. Seed 002 ITEM QUALITIES / seed 000 SPENDING
 * ADVANTAGE AND TRIUMPHS: a quality activation costs its advantage (or a triumph), a critical the
 * weapon's crit rating (or a triumph); each Auto-fire hit beyond the first is one activation, and those
 * hits may go to the original target or to others; Linked gives at most its rating in extra hits.
 * The critical owed for passing the wound threshold (seed 002 DAMAGE) is not bought and costs nothing.
 */
import { rollBudget, remainingBudget, timesAffordable, type Budget } from "./attack-budget.ts";
import type { AttackResult, AttackRoll } from "./attack-result.ts";
import { QUALITY_KEYS, type QualityKey } from "../gear/qualities.ts";
import { PASSIVE_STATUS_SOURCES } from "../vehicles/tractor.ts";

/** The parts of a target's record (module/features/attack DamageRecord) that say what the roll paid for. */
export interface SpendRecord {
  hits: number;
  stun: number;
  thresholdCritical: boolean;
  /** `threshold` marks the owed critical; records written before it was kept have no such field. */
  crits: readonly { threshold?: boolean }[];
  /** `source`: the quality whose status it is, or something else ("incapacitated") that costs nothing. */
  effects: readonly { source: string }[];
  /** Blast hits taken from this roll (one activation covers every target in the blast). */
  blast?: number;
  /** Sunder activations on this target's weapon (one advantage each, seed 002 SUNDER). */
  sunder?: number;
}

export type Spent =
  | { kind: "hit"; cost: number }
  | { kind: "crit"; cost: number }
  | { kind: "status"; key: QualityKey; cost: number }
  | { kind: "stun"; cost: number };

// Auto-fire and Linked activations cost 2 (seed 002 ITEM QUALITIES: no other cost is given).
const DEFAULT_COST = 2;

/** How many of the record's criticals are the free one owed for passing the wound threshold (0 or 1). */
export function owedCritsTaken(record: SpendRecord): number {
  if (record.crits.some((c) => c.threshold === true)) return 1;
  // A record from before the owed crit was marked: counting one unmarked crit as the owed one is what
  // the old card allowed (one owed per target, bought ones beside it).
  const unmarked = record.crits.some((c) => c.threshold === undefined);
  return record.thresholdCritical && unmarked ? 1 : 0;
}

/** The owed critical is still to be applied to this target. */
export function owedCritLeft(record: SpendRecord | null): boolean {
  return !!record?.thresholdCritical && owedCritsTaken(record) === 0;
}

/** Criticals the roll paid for on this target. */
export function critsBought(record: SpendRecord): number {
  return Math.max(0, record.crits.length - owedCritsTaken(record));
}

function qualityCost(result: Pick<AttackResult, "qualities">, key: QualityKey): number {
  return result.qualities.find((q) => q.key === key)?.cost ?? DEFAULT_COST;
}

function extraHitCost(result: Pick<AttackResult, "qualities">): number {
  return result.qualities.find((q) => q.key === "autoFire" || q.key === "linked")?.cost ?? DEFAULT_COST;
}

/** A status the roll paid for: a triggered quality's, not a passive one's (Tractor holds for free). */
const isQuality = (source: string): source is QualityKey =>
  (QUALITY_KEYS as readonly string[]).includes(source) && !PASSIVE_STATUS_SOURCES.includes(source);

/** Every activation this attack has paid for, over all its targets' records. */
export function spentActivations(
  result: Pick<AttackResult, "critical" | "qualities">, records: readonly (SpendRecord | null)[],
): Spent[] {
  const present = records.filter((r): r is SpendRecord => r !== null);
  const spent: Spent[] = [];
  // The attack's first hit comes with the successes; every other hit, on any target, was an activation.
  const hits = present.reduce((n, r) => n + Math.max(0, r.hits), 0);
  for (let i = 1; i < hits; i++) spent.push({ kind: "hit", cost: extraHitCost(result) });
  const critCost = result.critical.cost ?? 0;
  for (const record of present) {
    for (let i = 0; i < critsBought(record); i++) spent.push({ kind: "crit", cost: Math.max(1, critCost) });
    for (const effect of record.effects) {
      if (isQuality(effect.source)) spent.push({ kind: "status", key: effect.source, cost: qualityCost(result, effect.source) });
    }
    if (record.stun > 0) spent.push({ kind: "stun", cost: qualityCost(result, "stun") });
    for (let i = 0; i < (record.sunder ?? 0); i++) spent.push({ kind: "status", key: "sunder", cost: qualityCost(result, "sunder") });
  }
  // One Blast activation hits everyone in the blast, however many targets took it.
  if (present.some((r) => (r.blast ?? 0) > 0)) spent.push({ kind: "status", key: "blast", cost: qualityCost(result, "blast") });
  return spent;
}

export interface AttackAllowance {
  /** The roll's whole budget. */
  budget: Budget;
  /** What is left after everything already applied from the card (triumphs on the dearest activations). */
  left: Budget;
  /** Hits applied so far, over all targets. */
  hits: number;
  /** Hits the card may still apply, over all targets together. */
  hitsLeft: number;
  /** Hits the weapon's qualities would still allow if the budget were no object (Infinity on Auto-fire). */
  hitsByRule: number;
  /** Criticals the roll can still buy, over all targets (each target also needs a hit past soak). */
  critsLeft: number;
  /** Activations still affordable per triggerable quality (Auto-fire and Linked: the hits above). */
  qualityTimes: Partial<Record<QualityKey, number>>;
}

/** What the rest of the roll's budget can still buy, given what every target has received. */
export function attackAllowance(
  roll: AttackRoll, result: Pick<AttackResult, "hit" | "critical" | "qualities">, records: readonly (SpendRecord | null)[],
  /** Advantage costs of what else the card bought from the same roll (the spending rows, attack-spend-options.ts). */
  extraCosts: readonly number[] = [],
): AttackAllowance {
  const budget = rollBudget(roll);
  const costs = [...spentActivations(result, records).map((s) => s.cost), ...extraCosts];
  const more = (cost: number) => timesAffordable(budget, costs, cost);
  const hits = records.reduce((n, r) => n + Math.max(0, r?.hits ?? 0), 0);

  const autoFire = result.qualities.some((q) => q.key === "autoFire");
  const linked = result.qualities.find((q) => q.key === "linked")?.rating ?? 0;
  const extraLimit = autoFire ? Number.POSITIVE_INFINITY : linked;
  const extraByRule = Math.max(0, extraLimit - Math.max(0, hits - 1));
  const extraLeft = Math.min(extraByRule, more(extraHitCost(result)));
  const first = result.hit && hits === 0 ? 1 : 0;

  const qualityTimes: Partial<Record<QualityKey, number>> = {};
  for (const q of result.qualities) qualityTimes[q.key] = q.key === "autoFire" || q.key === "linked" ? extraLeft : more(q.cost);
  const critCost = result.critical.cost;
  return {
    budget, left: remainingBudget(budget, costs), hits,
    hitsLeft: result.hit ? first + extraLeft : 0,
    hitsByRule: result.hit ? first + extraByRule : 0,
    critsLeft: result.hit && critCost !== null && critCost > 0 ? more(critCost) : 0,
    qualityTimes,
  };
}
