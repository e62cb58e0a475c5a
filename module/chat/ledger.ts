/**
 * What an undo needs of the actor it works on (pure): the tracks now, their caps by the damage rules,
 * and the changes of every other live card on that actor (attack, Medicine, damage control records in
 * flags.eote.<log>.<messageId>), which may absorb what the undo's clamp leaves (track-change.ts).
 */
import { strainCap, woundCap } from "../rules/combat/damage.ts";
import { damageTargetOf, type ActorView } from "../foundry/inputs.ts";
import { ledgerReaders } from "./ledger-readers.ts";
import type { LedgerEntry, TrackCaps, Tracks, UndoContext } from "./track-change.ts";

/** Every live card change in `eote` (an actor's flags.eote) but the record at `exceptPath`, in log and key order. */
export function cardLedger(eote: unknown, exceptPath: string): LedgerEntry[] {
  const flags = (eote && typeof eote === "object" ? eote : {}) as Record<string, unknown>;
  return ledgerReaders().flatMap(([log, read]) => {
    const entries = flags[log];
    if (!entries || typeof entries !== "object") return [];
    return Object.entries(entries as Record<string, unknown>).flatMap(([id, value]) => {
      const path = `flags.eote.${log}.${id}`;
      const change = path === exceptPath ? null : read(value)?.change ?? null;
      return change && (change.wounds !== 0 || change.strain !== 0) ? [{ path, change }] : [];
    });
  });
}

/** The damage tracks of an actor now (vehicles: hull trauma as wounds, system strain as strain) and their caps. */
export function tracksOf(view: ActorView): { tracks: Tracks; caps: TrackCaps } {
  const target = damageTargetOf(view);
  return {
    tracks: { wounds: target.wounds.value, strain: target.strain?.value ?? null },
    // Wounds stop at woundCap, strain one past its threshold (module/rules/combat/damage.ts).
    caps: { wounds: woundCap(target), strain: target.strain ? strainCap(target.strain.threshold) : null },
  };
}

export function undoContext(view: ActorView, eote: unknown, exceptPath: string): UndoContext {
  return { ...tracksOf(view), ledger: cardLedger(eote, exceptPath) };
}
