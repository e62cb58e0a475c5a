/**
 * What an undo needs of the actor it works on (pure): the tracks now, their caps by the damage rules,
 * and the changes of every other live card on that actor (attack, Medicine, damage control records in
 * flags.eote.<log>.<messageId>), which may absorb what the undo's clamp leaves (track-change.ts).
 */
import { strainCap, woundCap } from "../rules/combat/damage.ts";
import { LOG_FLAG, readRecord, type UndoContext } from "../features/attack/apply.ts";
import { damageTargetOf, type ActorView } from "../foundry/inputs.ts";
import { MEDICINE_LOG, readMedicineRecord } from "../features/medicine/model.ts";
import { readRepairRecord, REPAIR_LOG } from "../features/vehicle-repair/model.ts";
import { HAZARD_LOG, readHazardRecord } from "../features/hazards/model.ts";
import { IMMERSION_LOG, readImmersionRecord } from "../features/medicine/immersion-model.ts";
import { readSpendLog, SPEND_LOG } from "../features/attack/spend.ts";
import { FORCE_LOG, readForceRecord } from "../features/force/model.ts";
import { FEAR_LOG, readFearRecord } from "../features/fear/model.ts";
import { ACTION_LOG, readActionRecord } from "../features/crew/action-model.ts";
import type { LedgerEntry, TrackCaps, TrackChange, Tracks } from "./track-change.ts";

const READERS: Readonly<Record<string, (value: unknown) => { change: TrackChange | null } | null>> = {
  [LOG_FLAG]: readRecord,
  [MEDICINE_LOG]: readMedicineRecord,
  [REPAIR_LOG]: readRepairRecord,
  [HAZARD_LOG]: readHazardRecord,
  [IMMERSION_LOG]: readImmersionRecord,
  // Strain the attack card's spending rows moved on the attacker (recover strain, suffer strain).
  [SPEND_LOG]: readSpendLog,
  // Strain a Force power card's other-side pips cost.
  [FORCE_LOG]: readForceRecord,
  // Strain a fear check's threat cost.
  [FEAR_LOG]: readFearRecord,
  // System strain a starship action's card dealt (Boost Shields, Slice Enemy's Systems).
  [ACTION_LOG]: readActionRecord,
};

/** Every live card change in `eote` (an actor's flags.eote) but the record at `exceptPath`, in log and key order. */
export function cardLedger(eote: unknown, exceptPath: string): LedgerEntry[] {
  const flags = (eote && typeof eote === "object" ? eote : {}) as Record<string, unknown>;
  return Object.entries(READERS).flatMap(([log, read]) => {
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
