/**
 * Counting an attack's shot on its weapon (rules in module/rules/gear/weapon-use.ts). Apart from weapon-use.ts,
 * which the sheets load at startup for Reload: this reads the attack's claim (plan-model.ts), loaded only when
 * an attack roll is posted (card.ts).
 */
import { afterAttack } from "../../../rules/gear/weapon-use.ts";
import { itemFromUuidSync } from "../../../foundry/documents.ts";
import { readAttackClaim } from "../plan-model.ts";
import { qualitiesOf, roundClock, weaponUseOf, writeUse } from "./weapon-use.ts";

/**
 * When an attack roll is posted: its author counts the shot (Limited Ammo) and the round it fired in
 * (Slow-firing) on the weapon, when the author may write the weapon and it is the attacker's own.
 * Runs on every client through createChatMessage; only the author's acts.
 */
export async function countAttack(message: ChatMessage.Implementation): Promise<void> {
  if (!message.isAuthor) return;
  const claim = readAttackClaim((message.flags as { eote?: { check?: { attack?: unknown } } } | undefined)?.eote?.check?.attack);
  if (!claim) return;
  const item = itemFromUuidSync(claim.weaponUuid);
  if (!item || !item.isOwner || (item.parent as { uuid?: string } | null)?.uuid !== claim.attackerUuid) return;
  const use = weaponUseOf(item);
  const next = afterAttack(qualitiesOf(item), use, roundClock());
  if (next.shots !== use.shots || next.lastFired !== use.lastFired) await writeUse(item, next);
}
