/**
 * The spending rows' marker effects on an actor (attack/actions/spend.ts addMarker writes them, flagged
 * flags.eote.spend with the row's marker; they are deleted when their rounds run out): read by the next
 * attack (negated defence, easier to hit) and the next starship maneuver (a free maneuver, used up).
 * Read from the stored source, as addMarker wrote them.
 */
import type { SpendMarker } from "../rules/combat/attack-spend-options.ts";

type Stored = { id: string | null; _source: { disabled?: boolean; flags?: { eote?: { spend?: unknown } } } };

/** The id of one of the actor's enabled marker effects of that row, or null. */
export function spendMarkerId(actor: Actor.Implementation, marker: SpendMarker): string | null {
  const effects = (actor.effects as unknown as { contents: Stored[] }).contents;
  return effects.find((e) => e._source.disabled !== true && e._source.flags?.eote?.spend === marker)?.id ?? null;
}

/** Whether a spending row's marker effect is on the actor now. */
export function hasSpendMarker(actor: Actor.Implementation, marker: SpendMarker): boolean {
  return spendMarkerId(actor, marker) !== null;
}
