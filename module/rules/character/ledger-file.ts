/**
 * A character's XP log as a file, to carry it to another character or world (published Edge of the Empire
 * core rules, Experience and Development: XP earned and spent; the ledger is how this system records it).
 * Reading a file checks every entry's shape and bounds; taking it onto a character adds only the entries
 * it does not have yet (the same purchase at the same time is one entry) and refuses a log that does not
 * add up by the ledger's own audit (xpAudit: XP spent = total − available). Nothing is written when it is
 * refused. Pure.
 */
import { EoteError } from "../../dice/errors.ts";
import { xpAudit } from "./advancement.ts";
import { LEDGER_KINDS, type Experience, type LedgerEntry } from "./identity-types.ts";

/** What a log file says it is, so another JSON file is refused by name. */
export const LEDGER_FILE_FORMAT = "eote-xp-log";
export const LEDGER_FILE_VERSION = 1;
/** Entries one log may hold: a long campaign buys a few hundred; far more is not a character's log. */
export const MAX_LEDGER_ENTRIES = 5000;
/** Largest XP figure a log may carry (total, available, a cost): generous past any campaign. */
export const MAX_LOG_XP = 100000;
/** Latest entry time in ms: the largest a JavaScript Date holds, the ledger's stored range (module/data/spec/caps.ts). */
const MAX_LOG_TIME = 8.64e15;
/** Longest text field of an entry (ids, keys, user ids). */
const MAX_TEXT = 200;

export interface LedgerFile {
  format: typeof LEDGER_FILE_FORMAT;
  version: number;
  /** The character it was taken from, for the reader's eyes only. */
  character: string;
  total: number;
  available: number;
  ledger: LedgerEntry[];
}

export type LedgerRead = { ok: true; file: LedgerFile } | { ok: false; error: EoteError };
export type LedgerMerge = { ok: true; xp: Experience; added: number } | { ok: false; error: EoteError };

const refuse = (key: string, message: string, data: Record<string, string | number> = {}) =>
  ({ ok: false as const, error: new EoteError(`EOTE.XpLog.Error.${key}`, message, data) });

/** The file for a character's XP (a copy: the character's own data is untouched). */
export function ledgerFile(character: string, xp: Experience): LedgerFile {
  return {
    format: LEDGER_FILE_FORMAT, version: LEDGER_FILE_VERSION, character,
    total: xp.total, available: xp.available, ledger: xp.ledger.map((e) => ({ ...e })),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const wholeIn = (v: unknown, min: number, max: number): v is number => typeof v === "number" && Number.isInteger(v) && v >= min && v <= max;
const text = (v: unknown): v is string => typeof v === "string" && v.length <= MAX_TEXT;

/** One entry as the ledger stores it, or null when a field is missing, of the wrong kind or out of bounds. */
function readEntry(raw: unknown): LedgerEntry | null {
  if (!isRecord(raw)) return null;
  const { kind, target, cost, time, user, from, to, item, created, source, cell, refunded } = raw;
  if (!(LEDGER_KINDS as readonly unknown[]).includes(kind)) return null;
  if (!text(target) || !text(user) || !text(item) || !text(source)) return null;
  if (!wholeIn(cost, 0, MAX_LOG_XP) || !wholeIn(from, -MAX_LOG_XP, MAX_LOG_XP) || !wholeIn(to, -MAX_LOG_XP, MAX_LOG_XP)) return null;
  if (!wholeIn(cell, -1, 99) || typeof time !== "number" || !Number.isFinite(time) || time < 0 || time > MAX_LOG_TIME) return null;
  if (typeof created !== "boolean" || typeof refunded !== "boolean") return null;
  return { kind: kind as LedgerEntry["kind"], target, cost, time, user, from, to, item, created, source, cell, refunded };
}

/** Whether an XP log adds up: the XP spent is what its unrefunded purchases cost. */
function addsUp(xp: Experience): boolean {
  return xpAudit(xp, {}, []).spent === null;
}

/** A parsed JSON value read as a log file: its shape, every entry, its bounds, and that it adds up. */
export function readLedgerFile(raw: unknown): LedgerRead {
  if (!isRecord(raw) || raw["format"] !== LEDGER_FILE_FORMAT) return refuse("NotALog", "This file is not an XP log.");
  if (raw["version"] !== LEDGER_FILE_VERSION) return refuse("Version", "This XP log was written by another version ({version}).", { version: String(raw["version"]) });
  const { total, available, ledger } = raw;
  if (!wholeIn(total, 0, MAX_LOG_XP) || !wholeIn(available, 0, MAX_LOG_XP) || available > total) {
    return refuse("Totals", "The log's total and available XP are not whole numbers from 0 to {max}, available at most the total.", { max: MAX_LOG_XP });
  }
  if (!Array.isArray(ledger) || ledger.length > MAX_LEDGER_ENTRIES) return refuse("Entries", "The log must list at most {max} entries.", { max: MAX_LEDGER_ENTRIES });
  const entries: LedgerEntry[] = [];
  for (const [i, e] of ledger.entries()) {
    const entry = readEntry(e);
    if (!entry) return refuse("Entry", "Entry {index} of the log is not a purchase or grant this system records.", { index: i + 1 });
    entries.push(entry);
  }
  const file: LedgerFile = { format: LEDGER_FILE_FORMAT, version: LEDGER_FILE_VERSION, character: text(raw["character"]) ? raw["character"] : "", total, available, ledger: entries };
  if (!addsUp(file)) return refuse("AddsUp", "The log does not add up: {spent} XP spent, but its purchases cost {ledger}.", spentFigures(file));
  return { ok: true, file };
}

function spentFigures(xp: Experience): { spent: number; ledger: number } {
  return xpAudit(xp, {}, []).spent ?? { spent: xp.total - xp.available, ledger: xp.total - xp.available };
}

/** The same purchase or grant at the same time: one entry, whichever character's copy it is. */
const sameEntry = (a: LedgerEntry, b: LedgerEntry) =>
  a.kind === b.kind && a.target === b.target && a.time === b.time && a.cost === b.cost && a.from === b.from && a.to === b.to;

/**
 * A character's XP with a log file taken on: the file's totals, the character's entries and each of the
 * file's it lacks, in time order. Refused when the result does not add up (the character has purchases
 * the log does not list, or the log's own totals were changed by hand).
 */
export function mergeLedger(current: Experience, file: LedgerFile): LedgerMerge {
  const fresh = file.ledger.filter((e) => !current.ledger.some((c) => sameEntry(c, e)));
  const ledger = [...current.ledger, ...fresh.map((e) => ({ ...e }))].sort((a, b) => a.time - b.time);
  const xp: Experience = { total: file.total, available: file.available, ledger };
  if (!addsUp(xp)) return refuse("MergeAddsUp", "With this log the character would not add up: {spent} XP spent, but the purchases cost {ledger}. Nothing was changed.", spentFigures(xp));
  return { ok: true, xp, added: fresh.length };
}
