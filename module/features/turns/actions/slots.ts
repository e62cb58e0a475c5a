/**
 * Initiative slots in Foundry (module/rules/combat/initiative-slots.ts): core's `combat.turns` (sorted by
 * initiative) is the slot order and `combat.turn` the current slot; the combatant at that place is the
 * one who rolled the slot, not necessarily the one who acts in it. A combatant fills the slot by
 * writing a claim on itself; core's turn advance is steered past slots nobody can fill any more.
 */
import { SYSTEM_ID } from "../../../system/config.ts";
import { claimantsOf, claimRefusal, eligibleFor, firstSlot, nextSlot, slotSides, type Side } from "../../../rules/combat/initiative-slots.ts";
import { warnKey } from "../../../foundry/notify.ts";
import { asCombat, slotOrder, type CombatantDoc, type CombatDoc } from "./combat-view.ts";

export interface CurrentSlot {
  index: number;
  side: Side | null;
  /** The combatant who rolled it (core's current combatant). */
  roller: CombatantDoc;
  claimant: CombatantDoc | null;
  eligible: CombatantDoc[];
}

export function currentSlot(combat: CombatDoc): CurrentSlot | null {
  const index = combat.turn;
  if (!combat.round || index === null || index < 0 || index >= combat.turns.length) return null;
  const order = slotOrder(combat);
  const byId = (id: string | undefined) => combat.turns.find((c) => c.id === id) ?? null;
  return {
    index,
    side: slotSides(order)[index] ?? null,
    roller: combat.turns[index]!,
    claimant: byId(claimantsOf(order, combat.round).get(index)),
    eligible: eligibleFor(order, combat.round, index).map((id) => byId(id)!),
  };
}

/** Who acts now: the claimant of the current slot. */
export function actingCombatant(combat: CombatDoc): CombatantDoc | null {
  return currentSlot(combat)?.claimant ?? null;
}

/**
 * `combatant` fills the current slot. Its owner or the GM may; the slot rules decide whether it can
 * (its side, not acted, not defeated, slot free). Refusals are shown as notices.
 */
export async function claimSlot(combat: CombatDoc, combatantId: string): Promise<boolean> {
  const combatant = combat.combatants.get(combatantId);
  const slot = currentSlot(combat);
  if (!combatant || !slot) return refuse("EOTE.Combat.Slot.Refused.noSlot");
  if (!combatant.isOwner && game.user?.isGM !== true) return refuse("EOTE.Combat.Slot.Refused.notOwner");
  const refusal = claimRefusal(slotOrder(combat), combat.round, slot.index, combatantId);
  if (refusal) return refuse(`EOTE.Combat.Slot.Refused.${refusal}`);
  // A fresh turn starts with the claim (nothing spent): the turn tracker resets here.
  await combatant.update({ [`flags.${SYSTEM_ID}.claim`]: { round: combat.round, slot: slot.roller.id, action: false, maneuvers: [] } });
  return true;
}

function refuse(key: string): false {
  warnKey(key);
  return false;
}

interface TurnUpdate { round: number; turn: number }

/** No slot of this round is left to fill: the next turn is the next round. */
export function roundIsOver(combat: CombatDoc): boolean {
  return combat.round > 0 && nextSlot(slotOrder(combat), combat.round, combat.turn ?? -1) === null;
}

/**
 * Core moves to the next place in the order (skipping defeated combatants when the world says so);
 * with slots, a defeated combatant's slot stays in play and slots nobody can fill are passed over.
 * The documented `combatTurn` / `combatRound` hooks let the update data be changed before it is sent.
 */
export function steerTurn(combat: CombatDoc, data: TurnUpdate, direction: number): void {
  if (direction < 0) return;
  const order = slotOrder(combat);
  if (data.round !== combat.round) {
    data.turn = firstSlot(order, data.round) ?? 0;
    return;
  }
  // EoteCombat#nextTurn starts the next round itself when no slot is left.
  data.turn = nextSlot(order, combat.round, combat.turn ?? -1) ?? data.turn;
}

export function registerSlots(): void {
  const steer = (combat: unknown, data: TurnUpdate, options: { direction?: number }) =>
    steerTurn(asCombat(combat), data, options?.direction ?? 1);
  Hooks.on("combatTurn", steer as never);
  Hooks.on("combatRound", steer as never);
}
