/**
 * A bacta tank or oil bath session (pure; rules in module/rules/combat/immersion.ts, seed 002 RECOVERY). The
 * session is kept on the patient while it lasts (flags.eote.immersion: its kind, its start in world
 * seconds and its card); ending it heals what the whole hours since give, writes the wounds and the
 * record (flags.eote.immersionLog.<messageId>) and closes the session in one update. Undo takes the
 * healing off the wounds as they are then (module/chat/track-change.ts) and opens the session
 * again, as it was, unless another one was started since.
 */
import { immersionCriticalChecks, immersionHealing, isImmersionKind, wholeHours, type ImmersionKind } from "../../rules/combat/immersion.ts";
import { IMMERSION_LOG, SESSION_FLAG } from "../../chat/log-flags.ts";
import { readChange, undoChange, undoPaths, type LedgerEntry, type TrackCaps, type TrackChange, type Tracks } from "../../chat/track-change.ts";
import { registerLedgerReader } from "../../chat/ledger-readers.ts";

export { IMMERSION_LOG, SESSION_FLAG };
export const SESSION_PATH = `flags.eote.${SESSION_FLAG}`;

export function immersionPath(messageId: string): string {
  return `flags.eote.${IMMERSION_LOG}.${messageId}`;
}

export interface ImmersionSession {
  kind: ImmersionKind;
  /** World time (seconds) it began. */
  start: number;
  /** The card posted when it began. */
  messageId: string;
}

export interface ImmersionRecord {
  change: TrackChange;
  kind: ImmersionKind;
  start: number;
  end: number;
  hours: number;
  healed: number;
  criticalChecks: number;
}

const time = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const count = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

export function readSession(value: unknown): ImmersionSession | null {
  const s = value as Partial<ImmersionSession> | null | undefined;
  if (!s || typeof s !== "object" || !isImmersionKind(s.kind) || !time(s.start) || typeof s.messageId !== "string") return null;
  return { kind: s.kind, start: s.start, messageId: s.messageId };
}

export function readImmersionRecord(value: unknown): ImmersionRecord | null {
  const r = value as Partial<ImmersionRecord> | null | undefined;
  const change = readChange(r?.change);
  if (!r || !change || !isImmersionKind(r.kind) || !time(r.start) || !time(r.end) || !count(r.hours) || !count(r.healed)) return null;
  return { change, kind: r.kind, start: r.start, end: r.end, hours: r.hours, healed: r.healed, criticalChecks: count(r.criticalChecks) ? r.criticalChecks : 0 };
}

/** What ending the session at `now` heals and writes. */
export function endUpdate(session: ImmersionSession, now: number, wounds: number, threshold: number):
  { update: Record<string, unknown>; record: ImmersionRecord } {
  const hours = wholeHours(session.start, now);
  const healed = immersionHealing(wounds, threshold, hours);
  const record: ImmersionRecord = {
    change: { wounds: -healed, strain: 0 }, kind: session.kind, start: session.start, end: now, hours, healed,
    criticalChecks: immersionCriticalChecks(session.kind, hours),
  };
  return {
    update: { "system.wounds.value": wounds - healed, [immersionPath(session.messageId)]: record, [`flags.eote.-=${SESSION_FLAG}`]: null },
    record,
  };
}

/** Undo of an ended session: the healing taken back, the record removed, the session open again unless another is. */
export function immersionUndo(now: Tracks, caps: TrackCaps, messageId: string, record: ImmersionRecord, ledger: readonly LedgerEntry[], otherSession: boolean):
  Record<string, unknown> {
  const update = undoPaths({ wounds: "system.wounds.value", strain: null }, now, undoChange(now, record.change, caps, ledger));
  update[`flags.eote.${IMMERSION_LOG}.-=${messageId}`] = null;
  if (!otherSession) update[SESSION_PATH] = { kind: record.kind, start: record.start, messageId } satisfies ImmersionSession;
  return update;
}

export interface ImmersionCardContext {
  kindKey: string;
  patientName: string;
  /** Open: hours so far and what ending now would heal. */
  open: { hours: number; wounds: number } | null;
  ended: ImmersionRecord | null;
  oilBath: boolean;
  canEnd: boolean;
  canUndo: boolean;
}

/** The card for the session that began with this message: open (the patient's session names it), ended (its record), or neither. */
export function buildImmersionCard(input: {
  kind: ImmersionKind; patientName: string; session: ImmersionSession | null; record: ImmersionRecord | null;
  now: number; wounds: number; threshold: number; canAct: boolean;
}): ImmersionCardContext {
  const hours = input.session ? wholeHours(input.session.start, input.now) : 0;
  return {
    kindKey: `EOTE.Immersion.Kind.${input.kind}`,
    patientName: input.patientName,
    open: input.session ? { hours, wounds: immersionHealing(input.wounds, input.threshold, hours) } : null,
    ended: input.record,
    oilBath: input.kind === "oilBath",
    canEnd: input.canAct && input.session !== null,
    canUndo: input.canAct && input.record !== null,
  };
}

// An undo on this actor weighs these records too (module/chat/ledger.ts).
registerLedgerReader(IMMERSION_LOG, readImmersionRecord);
