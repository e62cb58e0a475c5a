/**
 * Initiative slots (seed 001 Step 2: Resolve Turns; seed 002 INITIATIVE "Initiative order determines
 * PC/NPC slots. Specific results for each PC/NPC don't matter"). Each rolled result is a slot marked
 * with the side that rolled it. On a PC slot the players pick any PC who has not acted this round; on an
 * NPC slot the GM picks any NPC who has not acted. The order of slots is the initiative order.
 *
 * Where the seeds are silent (published practice): a combatant without a result makes no slot; a
 * defeated combatant fills none, but its slot stays a slot of its side; a slot that nobody of its side
 * can fill any more (all have acted or are defeated) is passed over, so the last slots of a side that
 * lost members go unused. A combatant added mid-fight makes a slot once it has rolled and may fill a
 * slot of its side in the round it joins.
 */
export type Side = "pc" | "npc";

/** Player characters fill PC slots; every other actor (adversaries) fills NPC slots. */
export function sideOf(actorType: string): Side {
  return actorType === "character" ? "pc" : "npc";
}

/**
 * The slot a combatant filled in round `round`, named by the combatant whose result made it (`slot`),
 * so a combatant added to the order mid-round does not move a claim to another slot.
 */
export interface Claim {
  round: number;
  slot: string;
}

/** One combatant, in initiative order (the order of the slots). */
export interface SlotCombatant {
  id: string;
  side: Side;
  /** Has an initiative result (makes a slot). */
  rolled: boolean;
  defeated: boolean;
  /** The last slot it filled, if any. */
  claim: Claim | null;
}

/** Slot i of the order: the side whose result it is, or null when combatant i has not rolled. */
export function slotSides(order: readonly SlotCombatant[]): (Side | null)[] {
  return order.map((c) => (c.rolled ? c.side : null));
}

/**
 * Who filled each slot of `round`. Two claims on one slot (two clients at once) resolve the same way
 * on every client: the claimant first in the order keeps it; the other has not acted.
 */
export function claimantsOf(order: readonly SlotCombatant[], round: number): Map<number, string> {
  const out = new Map<number, string>();
  for (const c of order) {
    if (c.claim?.round !== round) continue;
    const slot = order.findIndex((s) => s.id === c.claim!.slot);
    if (slot < 0 || out.has(slot) || slotSides(order)[slot] !== c.side) continue;
    out.set(slot, c.id);
  }
  return out;
}

export function hasActed(order: readonly SlotCombatant[], round: number, id: string): boolean {
  return [...claimantsOf(order, round).values()].includes(id);
}

export type ClaimRefusal = "noSlot" | "wrongSide" | "acted" | "defeated" | "taken" | "unknown";

/** Why `id` may not fill slot `slot` of `round`, or null when it may. */
export function claimRefusal(order: readonly SlotCombatant[], round: number, slot: number, id: string): ClaimRefusal | null {
  const side = slotSides(order)[slot];
  const who = order.find((c) => c.id === id);
  if (!who) return "unknown";
  if (side === undefined || side === null) return "noSlot";
  if (side !== who.side) return "wrongSide";
  if (who.defeated) return "defeated";
  const claimants = claimantsOf(order, round);
  if (claimants.has(slot)) return claimants.get(slot) === id ? null : "taken";
  if ([...claimants.values()].includes(id)) return "acted";
  return null;
}

/** The combatants who may fill slot `slot` of `round`, in initiative order. */
export function eligibleFor(order: readonly SlotCombatant[], round: number, slot: number): string[] {
  const claimants = claimantsOf(order, round);
  if (claimants.has(slot)) return [];
  return order.filter((c) => claimRefusal(order, round, slot, c.id) === null).map((c) => c.id);
}

/** Slot `slot` of `round` is filled, or someone of its side can still fill it. */
function inPlay(order: readonly SlotCombatant[], round: number, slot: number): boolean {
  return claimantsOf(order, round).has(slot) || eligibleFor(order, round, slot).length > 0;
}

/**
 * The slot after `current` in `round` that is filled or can be filled; null when none is left and the
 * round ends (seed 001 Step 3: then a new round begins at the top of the order).
 */
export function nextSlot(order: readonly SlotCombatant[], round: number, current: number): number | null {
  for (let slot = Math.max(-1, current) + 1; slot < order.length; slot++) {
    if (inPlay(order, round, slot)) return slot;
  }
  return null;
}

/** The first slot of a new round (nobody has acted in it yet); null when no slot can be filled. */
export function firstSlot(order: readonly SlotCombatant[], round: number): number | null {
  return nextSlot(order, round, -1);
}
