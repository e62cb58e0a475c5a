/**
 * The GM's morality cards, pure (no Foundry global): what End of session and Trigger morality write on
 * each character, the record they keep there (flags.eote.moralityLog.<messageId>) and its exact Undo.
 * Rules come from module/rules/force/morality.ts; this file only shapes updates and reads records defensively.
 *
 * Undo is exact in the card sense (module/chat/track-change.ts): it takes off the change the card
 * made, from the values as they are now, so what happened since (conflict gained after the session ended,
 * a sheet edit of morality) stays. Morality: now − the applied change (clamped); conflict: now + what the
 * reset took off; triggered and the sticky dark side: back to what they were before the card.
 */
import { clampMorality, endOfSession, moralityStanding } from "../../rules/force/morality.ts";
import type { MoralityData } from "../../rules/types.ts";

import { MORALITY_FLAG, MORALITY_LOG } from "./flags.ts";

export { MORALITY_FLAG, MORALITY_LOG };

export type MoralityState = Pick<MoralityData, "value" | "conflict" | "darkSide" | "triggered">;

/** End of session on one character: what it did, kept on the character. */
export interface SessionRecord {
  kind: "session";
  d10: number;
  /** Morality before and after (after clamping to 0–100). */
  before: number;
  after: number;
  /** d10 − conflict, doubled when triggered, before clamping (as the card shows it). */
  change: number;
  /** Conflict the reset took off. */
  conflict: number;
  triggered: boolean;
  /** Was a dark side user before; and is one after. */
  darkSide: boolean;
  darkSideAfter: boolean;
}

/** Trigger morality on one character: whether it was triggered already. */
export interface TriggerRecord {
  kind: "trigger";
  d100: number;
  triggered: boolean;
}

export type MoralityRecord = SessionRecord | TriggerRecord;

export const logPath = (messageId: string) => `flags.eote.${MORALITY_LOG}.${messageId}`;

/** End of session for one character with its d10: the update to its system data and the record. */
export function sessionUpdate(state: MoralityState, d10: number): { update: Record<string, unknown>; record: SessionRecord } {
  const end = endOfSession(state.value, state.conflict, d10, state.triggered);
  // A dark side user stays one until their morality rises above 70 (moralityStanding's sticky rule).
  const darkSideAfter = moralityStanding(end.morality, state.darkSide) === "darkSide";
  return {
    update: {
      "system.morality.value": end.morality,
      "system.morality.conflict": end.conflict,
      "system.morality.triggered": false,
      "system.morality.darkSide": darkSideAfter,
    },
    record: {
      kind: "session", d10, before: state.value, after: end.morality, change: end.change, conflict: state.conflict,
      triggered: state.triggered, darkSide: state.darkSide, darkSideAfter,
    },
  };
}

export function triggerUpdate(state: MoralityState, d100: number): { update: Record<string, unknown>; record: TriggerRecord } {
  return { update: { "system.morality.triggered": true }, record: { kind: "trigger", d100, triggered: state.triggered } };
}

/** The update that undoes a record on the character as it is now, and removes the record. */
export function undoUpdate(now: MoralityState, record: MoralityRecord, messageId: string): Record<string, unknown> {
  const update: Record<string, unknown> = { [`flags.eote.${MORALITY_LOG}.-=${messageId}`]: null };
  update["system.morality.triggered"] = record.triggered;
  if (record.kind === "session") {
    update["system.morality.value"] = clampMorality(now.value - (record.after - record.before));
    update["system.morality.conflict"] = now.conflict + record.conflict;
    update["system.morality.darkSide"] = record.darkSide;
  }
  return update;
}

const whole = (v: unknown, min = 0, max = Number.MAX_SAFE_INTEGER): v is number =>
  typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;
const bool = (v: unknown): v is boolean => typeof v === "boolean";

/** A stored record read defensively: null unless every field has its shape. */
export function readRecord(raw: unknown): MoralityRecord | null {
  type Raw = { [K in keyof SessionRecord | keyof TriggerRecord]?: unknown };
  const r = raw as Raw | null | undefined;
  if (!r || typeof r !== "object") return null;
  if (r.kind === "trigger") return whole(r.d100, 1, 100) && bool(r.triggered) ? { kind: "trigger", d100: r.d100, triggered: r.triggered } : null;
  if (r.kind !== "session") return null;
  if (!whole(r.d10, 1, 10) || !whole(r.before, 0, 100) || !whole(r.after, 0, 100) || !whole(r.change, -Number.MAX_SAFE_INTEGER)
    || !whole(r.conflict) || !bool(r.triggered) || !bool(r.darkSide) || !bool(r.darkSideAfter)) return null;
  return {
    kind: "session", d10: r.d10, before: r.before, after: r.after, change: r.change, conflict: r.conflict,
    triggered: r.triggered, darkSide: r.darkSide, darkSideAfter: r.darkSideAfter,
  };
}

/** The card's flag: which kind, and the characters it names (uuids). */
export interface MoralityFlag {
  kind: "session" | "trigger";
  actorUuids: string[];
  /** Trigger only: the d100. */
  d100?: number;
}

export function readFlag(raw: unknown): MoralityFlag | null {
  const f = raw as Partial<MoralityFlag> | null | undefined;
  if (!f || (f.kind !== "session" && f.kind !== "trigger")) return null;
  if (!Array.isArray(f.actorUuids) || !f.actorUuids.every((u) => typeof u === "string")) return null;
  const flag: MoralityFlag = { kind: f.kind, actorUuids: [...f.actorUuids] };
  if (f.kind === "trigger") {
    if (!whole(f.d100, 1, 100)) return null;
    flag.d100 = f.d100;
  }
  return flag;
}

/** The localisation the card's lines need (Foundry's game.i18n in the shell, the preview's own in the gallery). */
export interface CardText {
  localize(key: string): string;
  format(key: string, data: Readonly<Record<string, string | number>>): string;
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** One character's line on the card, from its record (`morality`: the character's morality now). */
export function recordLine(record: MoralityRecord, morality: number, t: CardText): { line: string; notes: string[] } {
  if (record.kind === "trigger") return { line: t.format("EOTE.Morality.Card.TriggerLine", { morality }), notes: [] };
  const notes: string[] = [];
  if (record.triggered) notes.push(t.localize("EOTE.Morality.Card.Doubled"));
  if (record.darkSideAfter && !record.darkSide) notes.push(t.localize("EOTE.Morality.Card.FallsToDarkSide"));
  if (!record.darkSideAfter && record.darkSide) notes.push(t.localize("EOTE.Morality.Card.LeavesDarkSide"));
  return {
    line: t.format("EOTE.Morality.Card.SessionLine", {
      d10: record.d10, conflict: record.conflict, change: signed(record.change), before: record.before, after: record.after,
    }),
    notes,
  };
}

/**
 * The card's result line, first and largest: who is tested this session (Trigger morality), or who
 * changes side of the Force at the end of the session (seed: a dark side user below 30 morality, no
 * longer one above 70, module/rules/force/morality.ts), or that no one does. Rows undone are left out.
 */
export function moralityHeadline(rows: readonly { name: string; record: MoralityRecord | null }[], t: CardText): string {
  const live = rows.filter((r): r is { name: string; record: MoralityRecord } => r.record !== null);
  const names = (list: readonly { name: string }[]) => list.map((r) => r.name).join(", ");
  if (live.some((r) => r.record.kind === "trigger")) return t.format("EOTE.CardGlance.MoralityTested", { names: names(live) });
  const session = live.filter((r): r is { name: string; record: SessionRecord } => r.record.kind === "session");
  const falls = session.filter((r) => r.record.darkSideAfter && !r.record.darkSide);
  const leaves = session.filter((r) => !r.record.darkSideAfter && r.record.darkSide);
  const parts = [
    ...(falls.length ? [t.format("EOTE.CardGlance.MoralityFalls", { names: names(falls) })] : []),
    ...(leaves.length ? [t.format("EOTE.CardGlance.MoralityLeaves", { names: names(leaves) })] : []),
  ];
  return parts.length ? parts.join(" · ") : t.localize("EOTE.CardGlance.MoralityStays");
}

/**
 * What one render of the card reads, once: the flag, who posted it and whether the card may act, whether
 * the user is a GM, and each character it names, in order (name, morality now, this card's record).
 */
export interface MoralityCardSnapshot {
  flag: MoralityFlag;
  messageId: string;
  authorName: string;
  refused: boolean;
  isGM: boolean;
  characters: readonly { name: string; morality: number; record: MoralityRecord | null }[];
}

/** The card's template context from its snapshot: a line per character, the headline, and Undo for the GM. */
export function moralityCardView(s: MoralityCardSnapshot, t: CardText) {
  const read = s.refused ? [] : s.characters;
  const rows = read.map(({ name, morality, record }) => ({
    name, applied: record !== null, ...(record ? recordLine(record, morality, t) : { line: "", notes: [] }),
  }));
  return {
    messageId: s.messageId, authorName: s.authorName, refusal: s.refused ? "EOTE.Morality.Card.Refused" : null,
    d100: s.flag.kind === "trigger" ? s.flag.d100 : null,
    headline: s.refused ? null : moralityHeadline(read, t),
    rows,
    canUndo: !s.refused && s.isGM && rows.some((r) => r.applied),
  };
}
