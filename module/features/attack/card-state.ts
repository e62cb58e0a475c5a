/**
 * An attack card as it stands now (read by the card, its spending rows and its quality buttons): whether
 * it may act, and the flag it resolves with, read from the message and the documents at every use.
 */
import { rolledLevelOf } from "../../chat/roll-outcome.ts";
import { qualityRating } from "../../rules/gear/qualities.ts";
import { LOG_FLAG, readRecord } from "./apply.ts";
import type { AttackFlag, AttackWeapon, DamageRecord } from "./model.ts";
import { actorFromUuidSync, actorView, itemFromUuidSync } from "../../foundry/documents.ts";
import { cardRecordOf, cardStanding, checkFlagOf, type CardStanding } from "../../chat/section.ts";
import type { CardTrust, WeaponState } from "../../chat/trust.ts";
import { attackFlagNow, readAttackClaim } from "./plan.ts";

type Message = ChatMessage.Implementation;

/** An attack card as it stands now: whether it may act and, when it may, the flag it resolves with. */
export interface AttackNowState {
  standing: CardStanding & { trust: CardTrust };
  /** The ids and choices of the message with every number read from the weapon and attacker now; null when refused. */
  flag: AttackFlag | null;
  /** The flag claims Auto-fire on a weapon that has it, but the roll was made without its difficulty: it is off. */
  autoFireUnpaid: boolean;
}

/**
 * Reads the attack card from its message and the documents now: the author must be a GM or own the
 * attacker, the weapon must be an item of the attacker (resolved from its uuid, never from the flag's
 * copy), and the card's numbers come from that item and actor (attackFlagNow). Null when the message
 * carries no attack. Documents are resolved with fromUuidSync, which finds any world or token actor
 * and their owned items, so render and click judge alike.
 */
export function attackNow(message: Message): AttackNowState | null {
  const claim = readAttackClaim(checkFlagOf(message, "attack"));
  if (!claim) return null;
  const attacker = actorFromUuidSync(claim.attackerUuid);
  const item = attacker ? itemFromUuidSync(claim.weaponUuid) : null;
  const weapon: WeaponState = !attacker || !item || (item.type as string) !== "weapon" ? "missing"
    : (item.parent as { uuid?: string } | null)?.uuid === attacker.uuid ? "owned" : "notOwned";
  const standing = cardStanding(message, attacker, weapon);
  if (!standing.trust.ok || !attacker || !item) return { standing, flag: null, autoFireUnpaid: false };
  const first = claim.targetUuids[0] ? actorFromUuidSync(claim.targetUuids[0]) : null;
  const system = item.system as unknown as AttackWeapon;
  const flag = attackFlagNow(claim, {
    weaponName: item.name ?? "", weapon: system, attacker: actorView(attacker), firstTarget: first ? actorView(first) : null, rolledLevel: rolledLevelOf(message),
  });
  const autoFireUnpaid = claim.autoFire && !flag.autoFire && qualityRating(system.qualities, "autoFire") > 0;
  return { standing, flag, autoFireUnpaid };
}

/** The attack flag a card may act with now (numbers from the documents), or null (no attack, or refused). */
export function attackFlagOf(message: Message): AttackFlag | null {
  return attackNow(message)?.flag ?? null;
}

export function recordOf(actor: Actor.Implementation | null, messageId: string): DamageRecord | null {
  return readRecord(cardRecordOf(actor, LOG_FLAG, messageId));
}
