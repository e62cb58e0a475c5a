/**
 * The card records an undo must weigh on an actor (flags.eote.<log>.<messageId>). Each card's pure model
 * registers the reader of its log when it is loaded, so the chat kit knows no feature's code; the order
 * of LEDGER_LOGS is the ledger's order (the order other cards' changes absorb what an undo's clamp
 * leaves), whatever order the modules load in.
 */
import type { TrackChange } from "./track-change.ts";

export type LedgerReader = (value: unknown) => { change: TrackChange | null } | null;

/** Every log an undo weighs, in ledger order: attack, Medicine, damage control, hazard, immersion, spending rows, Force, fear, starship action, a vehicle hit's crew, collision. */
export const LEDGER_LOGS = [
  "combatLog", "medicineLog", "repairLog", "hazardLog", "immersionLog", "spendLog", "forceLog", "fearLog", "starshipActionLog", "vehicleHitCrewLog", "collisionLog",
] as const;

const READERS = new Map<string, LedgerReader>();

/** Called by a card's model as it loads: the log's records are read with `read`. */
export function registerLedgerReader(log: (typeof LEDGER_LOGS)[number], read: LedgerReader): void {
  READERS.set(log, read);
}

/** The registered readers, in ledger order. */
export function ledgerReaders(): [string, LedgerReader][] {
  return LEDGER_LOGS.flatMap((log) => {
    const read = READERS.get(log);
    return read ? [[log, read] as [string, LedgerReader]] : [];
  });
}
