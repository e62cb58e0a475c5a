/**
 * An attack card as it stands now, read once per render or click (readAttackCard): the message's claim,
 * the attacker, its weapon and each target as documents, each target's record for this card, the
 * attacker's spend log, the roll's outcome, and whether the card may act with the flag its numbers are
 * read from now. The card's render, its spending rows, its quality buttons and each click work from this
 * one snapshot; only the writes that follow read an actor's record again (right before writing it, so a
 * second click of the same action is a no-op: module/chat/card-action.ts).
 */
import { outcomeOf, rolledLevelOf } from "../../../chat/roll-outcome.ts";
import { qualityRating } from "../../../rules/gear/qualities.ts";
import { LOG_FLAG, readRecord } from "../apply-model.ts";
import type { AttackFlag, AttackWeapon, DamageRecord } from "../model.ts";
import { actorFromUuidSync, actorView, itemFromUuidSync } from "../../../foundry/documents.ts";
import { cardRecordOf, cardStanding, checkFlagOf, type CardStanding } from "../../../chat/section.ts";
import type { CardTrust, WeaponState } from "../../../chat/trust.ts";
import { attackFlagNow, readAttackClaim, type AttackClaim } from "../plan-model.ts";
import { readSpendLog, SPEND_LOG, type SpendLog } from "../spend-model.ts";
import { tokenName } from "../../../chat/token-name.ts";

type Message = ChatMessage.Implementation;
export type AttackOutcome = NonNullable<ReturnType<typeof outcomeOf>>;

/** An attack card as it stands now: whether it may act and, when it may, the flag it resolves with. */
export interface AttackNowState {
  standing: CardStanding & { trust: CardTrust };
  /** The ids and choices of the message with every number read from the weapon and attacker now; null when refused. */
  flag: AttackFlag | null;
  /** The flag claims Auto-fire on a weapon that has it, but the roll was made without its difficulty: it is off. */
  autoFireUnpaid: boolean;
}

/** One target of the card, in the claim's order: its actor (null when gone), token and record for this card. */
export interface AttackCardTarget {
  uuid: string;
  tokenUuid: string;
  actor: Actor.Implementation | null;
  /** Its token's name (the actor's without one); "" when the actor is gone. */
  name: string;
  record: DamageRecord | null;
}

/** The card read once: every document it names and every record it keeps, as they are now. */
export interface AttackCardRead {
  messageId: string;
  claim: AttackClaim;
  now: AttackNowState;
  /** The roll's outcome; null for a message with no narrative roll. */
  outcome: AttackOutcome | null;
  attacker: Actor.Implementation | null;
  /** The weapon item the claim names (whatever its owner), or null when gone. */
  weapon: Item.Implementation | null;
  targets: AttackCardTarget[];
  /** The attacker's spend log for this card. */
  spendLog: SpendLog | null;
}

/**
 * Reads the attack card from its message and the documents now, each document once: the author must be a
 * GM or own the attacker, the weapon must be an item of the attacker (resolved from its uuid, never from
 * the flag's copy), and the card's numbers come from that item and actor (attackFlagNow). Null when the
 * message carries no attack. Documents are resolved with fromUuidSync, which finds any world or token
 * actor and their owned items, so render and click judge alike; synchronous, so a click names its action
 * from the records as it found them before anything awaits.
 */
export function readAttackCard(message: Message): AttackCardRead | null {
  const claim = readAttackClaim(checkFlagOf(message, "attack"));
  if (!claim) return null;
  const messageId = message.id ?? "";
  const attacker = actorFromUuidSync(claim.attackerUuid);
  const item = attacker ? itemFromUuidSync(claim.weaponUuid) : null;
  // Each target once, however often the claim names it (a repeated uuid shares its actor and record).
  const seen = new Map<string, Actor.Implementation | null>();
  const actorOf = (uuid: string) => {
    if (uuid === claim.attackerUuid) return attacker;
    if (!seen.has(uuid)) seen.set(uuid, actorFromUuidSync(uuid));
    return seen.get(uuid)!;
  };
  const targets = claim.targetUuids.map((uuid, i) => {
    const actor = actorOf(uuid);
    const tokenUuid = claim.targetTokenUuids?.[i];
    return { uuid, tokenUuid: tokenUuid ?? "", actor, name: actor ? tokenName(actor, tokenUuid) : "", record: recordOf(actor, messageId) };
  });
  const weapon: WeaponState = !attacker || !item || (item.type as string) !== "weapon" ? "missing"
    : (item.parent as { uuid?: string } | null)?.uuid === attacker.uuid ? "owned" : "notOwned";
  const standing = cardStanding(message, attacker, weapon);
  const read = { messageId, claim, outcome: outcomeOf(message), attacker, weapon: item, targets, spendLog: spendLogOf(attacker, messageId) };
  if (!standing.trust.ok || !attacker || !item) return { ...read, now: { standing, flag: null, autoFireUnpaid: false } };
  const first = targets[0]?.actor ?? null;
  const system = item.system as unknown as AttackWeapon;
  const flag = attackFlagNow(claim, {
    weaponName: item.name ?? "", weapon: system, attacker: actorView(attacker), firstTarget: first ? actorView(first) : null, rolledLevel: rolledLevelOf(message),
  });
  const autoFireUnpaid = claim.autoFire && !flag.autoFire && qualityRating(system.qualities, "autoFire") > 0;
  return { ...read, now: { standing, flag, autoFireUnpaid } };
}

/** The card's target with this uuid as read (undefined: the card names no such target). */
export function cardTarget(card: AttackCardRead, uuid: string): AttackCardTarget | undefined {
  return card.targets.find((t) => t.uuid === uuid);
}

/** An actor the card read (its attacker or a target), or undefined when the card names no such actor. */
export function cardActor(card: AttackCardRead, uuid: string): Actor.Implementation | null | undefined {
  return uuid === card.claim.attackerUuid ? card.attacker : cardTarget(card, uuid)?.actor;
}

/** Every target's record for this card, in the flag's order: the roll's budget is shared by all of them. */
export function cardRecords(card: AttackCardRead): (DamageRecord | null)[] {
  return card.targets.map((t) => t.record);
}

/** The attack card now (readAttackCard's standing and flag). */
export function attackNow(message: Message): AttackNowState | null {
  return readAttackCard(message)?.now ?? null;
}

/** The attack flag a card may act with now (numbers from the documents), or null (no attack, or refused). */
export function attackFlagOf(message: Message): AttackFlag | null {
  return attackNow(message)?.flag ?? null;
}

export function recordOf(actor: Actor.Implementation | null, messageId: string): DamageRecord | null {
  return readRecord(cardRecordOf(actor, LOG_FLAG, messageId));
}

export function spendLogOf(actor: Actor.Implementation | null, messageId: string): SpendLog | null {
  return readSpendLog(cardRecordOf(actor, SPEND_LOG, messageId));
}
