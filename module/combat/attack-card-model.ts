/**
 * The attack part of a roll's chat card (issue 8), pure: from the rolled outcome, the attack flag the
 * roll was posted with and each target's current record, to everything templates/chat/attack.hbs shows.
 * Rebuilt at every render from stored data, so a reload or a later undo shows the true state.
 */
import { critsAllowed, hitsAllowed, resolveAttack, statusFromQuality, type AttackResult, type AttackRoll } from "../rules/attack-result.ts";
import { optionLabel, type SpendOption } from "../rules/combat-options.ts";
import { severityLabel } from "../rules/critical.ts";
import type { RangeBand, WeaponData } from "../rules/types.ts";

// The card's limits are rules (module/rules/attack-result.ts); re-exported for the card's callers.
export { critsAllowed, hitsAllowed };

export type AttackWeapon = Pick<WeaponData, "skill" | "damage" | "addBrawn" | "crit" | "qualities">;

/** Stored on the roll's message as flags.eote.check.attack by the attack builder (module/combat/attack.ts). */
export interface AttackFlag {
  weaponUuid: string;
  attackerUuid: string;
  targetUuids: string[];
  rangeBand: RangeBand;
  /** What the card needs of the weapon and wielder at the time of the attack, so it still renders
   * when the weapon is later edited or deleted. */
  weapon: AttackWeapon;
  weaponName: string;
  brawn: number;
  scale: "personal" | "vehicle";
  autoFire: boolean;
  stunSetting: boolean;
  /** Silhouette of the (first) target: Knockdown costs more against large targets. */
  targetSilhouette: number;
}

/** What applying this card did to one target, kept on the target actor (flags.eote.combatLog.<messageId>). */
export interface DamageRecord {
  /** Wounds and strain before the first thing this card applied, for undo. */
  previous: { wounds: number; strain: number | null } | null;
  hits: number;
  stun: number;
  last: { dealt: number; soak: number; minionsDefeated: number; incapacitated: boolean } | null;
  /** Some hit from this card dealt damage past soak, which a bought critical needs (seed 000 CRITICAL INJURIES). */
  penetrated: boolean;
  /** A hit pushed wounds past the threshold: one critical injury is owed (seed 002 DAMAGE). */
  thresholdCritical: boolean;
  crits: { itemId: string | null; name: string; total: number; severity: number }[];
  /** Status effects this card created on the target, deleted by undo. */
  effects: CardEffect[];
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
  return { previous: null, hits: 0, stun: 0, last: null, penetrated: false, thresholdCritical: false, crits: [], effects: [] };
}

export interface TargetInput {
  uuid: string;
  name: string;
  /** The viewer may apply to this target: the GM or the target's owner. */
  canAct: boolean;
  record: DamageRecord | null;
}

export interface CostText {
  key: string;
  cost: number | null;
  count: number | null;
}

export interface CardOption {
  id: string;
  labelKey: string;
  price: CostText;
}

export interface CardQuality {
  key: string;
  labelKey: string;
  rating: number;
  /** Advantage per activation (a triumph always pays for one instead). */
  cost: number;
  times: number;
  /** The roll can pay for it more than once (Auto-fire, Linked). */
  repeat: boolean;
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
  canUndo: boolean;
  last: DamageRecord["last"];
  stun: number;
  thresholdCritical: boolean;
  crits: (DamageRecord["crits"][number] & { severityKey: string })[];
}

export interface AttackCardContext {
  weaponName: string;
  hit: boolean;
  headlineKey: string;
  damage: number;
  baseDamage: number;
  critical: { cost: number | null; times: number; repeat: boolean } | null;
  qualities: CardQuality[];
  positive: CardOption[];
  negative: CardOption[];
  targets: CardTarget[];
}

function price(side: "positive" | "negative", cost: number | null, special: number | null): CostText {
  const [symbol, specialName] = side === "positive" ? ["Advantage", "Triumph"] : ["Threat", "Despair"];
  if (cost !== null && special !== null) return { key: `EOTE.Combat.Card.Cost.${symbol}Or${specialName}`, cost, count: special };
  if (cost !== null) return { key: `EOTE.Combat.Card.Cost.${symbol}`, cost, count: null };
  return { key: `EOTE.Combat.Card.Cost.${specialName}`, cost: null, count: special };
}

const option = (o: SpendOption): CardOption => ({ id: o.id, labelKey: optionLabel(o), price: price(o.side, o.cost, o.special) });



/** This card already put `quality`'s status on the target. */
export function statusApplied(record: DamageRecord | null, quality: string): boolean {
  return record?.effects.some((e) => e.source === quality) ?? false;
}

export function resolveFromFlag(roll: AttackRoll, flag: AttackFlag): AttackResult {
  return resolveAttack({
    roll, weapon: flag.weapon, brawn: flag.brawn, scale: flag.scale, autoFire: flag.autoFire,
    targetSilhouette: flag.targetSilhouette,
  });
}

export function buildAttackCard(roll: AttackRoll, flag: AttackFlag, targets: readonly TargetInput[]): AttackCardContext {
  const result = resolveFromFlag(roll, flag);
  const maxHits = hitsAllowed(result);
  const canStun = result.qualities.some((q) => q.key === "stun");
  return {
    weaponName: flag.weaponName,
    hit: result.hit,
    headlineKey: result.hit ? "EOTE.Combat.Card.Hit" : "EOTE.Combat.Card.Miss",
    damage: result.damage,
    baseDamage: result.baseDamage,
    critical: result.critical.times > 0
      ? { cost: result.critical.cost, times: result.critical.times, repeat: result.critical.times > 1 } : null,
    qualities: result.qualities.map((q): CardQuality => {
      const status = statusFromQuality(q.key, q.rating);
      return {
        key: q.key, labelKey: `EOTE.Quality.${q.key}`, rating: q.rating, cost: q.cost, times: q.times, repeat: q.times > 1,
        status: status ? { labelKey: `EOTE.Combat.Status.${status.status}`, rounds: status.rounds } : null,
        targets: status ? targets.map((t) => {
          const applied = statusApplied(t.record, q.key);
          return { uuid: t.uuid, name: t.name, applied, canApply: t.canAct && !applied };
        }) : [],
      };
    }),
    positive: result.positive.map(option),
    negative: result.negative.map(option),
    targets: targets.map((t): CardTarget => {
      const record = t.record;
      const hits = record?.hits ?? 0;
      const crits = record?.crits ?? [];
      return {
        uuid: t.uuid, name: t.name, canAct: t.canAct, hits, maxHits,
        canApply: t.canAct && hits < maxHits,
        canStun: t.canAct && canStun && (record?.stun ?? 0) === 0,
        canCrit: t.canAct && crits.length < critsAllowed(result, record),
        canUndo: t.canAct && record !== null,
        last: record?.last ?? null,
        stun: record?.stun ?? 0,
        thresholdCritical: record?.thresholdCritical ?? false,
        crits: crits.map((c) => ({ ...c, severityKey: severityLabel(c.severity) })),
      };
    }),
  };
}
