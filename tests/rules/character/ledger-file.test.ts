// The XP log as a file (module/rules/character/ledger-file.ts): what a log is, bounds on every field, that it
// adds up by the ledger's own audit, and taking it onto a character without duplicating an entry.
import { describe, expect, it } from "vitest";
import { ledgerFile, mergeLedger, readLedgerFile, MAX_LEDGER_ENTRIES, type LedgerFile } from "../../../module/rules/character/ledger-file.ts";
import type { Experience, LedgerEntry } from "../../../module/rules/character/identity-types.ts";

const entry = (kind: LedgerEntry["kind"], target: string, cost: number, time: number, more: Partial<LedgerEntry> = {}): LedgerEntry => ({
  kind, target, cost, time, user: "u", from: 0, to: 1, item: "", created: false, source: "", cell: -1, refunded: false, ...more,
});
/** Kell: 110 XP, a skill rank (10), a talent (5) and a refunded rank (10). */
const KELL: Experience = {
  total: 110, available: 95,
  ledger: [entry("skill", "cool", 10, 1000), entry("talent", "grit", 5, 2000, { item: "item1" }), entry("skill", "charm", 10, 3000, { refunded: true })],
};
const parsed = (file: LedgerFile) => JSON.parse(JSON.stringify(file)) as unknown;

describe("readLedgerFile", () => {
  it("reads back a saved log whole", () => {
    const read = readLedgerFile(parsed(ledgerFile("Kell", KELL)));
    expect(read.ok && read.file).toMatchObject({ character: "Kell", total: 110, available: 95, ledger: KELL.ledger });
  });

  it("refuses another file, another version and totals out of bounds", () => {
    const key = (raw: unknown) => { const r = readLedgerFile(raw); return r.ok ? null : r.error.key; };
    expect(key({ hello: 1 })).toBe("EOTE.XpLog.Error.NotALog");
    expect(key({ ...ledgerFile("Kell", KELL), version: 2 })).toBe("EOTE.XpLog.Error.Version");
    expect(key({ ...ledgerFile("Kell", KELL), total: 1e308 })).toBe("EOTE.XpLog.Error.Totals");
    expect(key({ ...ledgerFile("Kell", KELL), available: 200 })).toBe("EOTE.XpLog.Error.Totals");
  });

  it("refuses an entry of an unknown kind, a wrong field, or too many entries, naming the entry", () => {
    const withEntry = (e: unknown) => readLedgerFile({ ...ledgerFile("Kell", KELL), ledger: [...KELL.ledger, e] });
    const bad = withEntry({ ...entry("skill", "cool", 0, 4000), kind: "bribe" });
    expect(!bad.ok && [bad.error.key, bad.error.data]).toEqual(["EOTE.XpLog.Error.Entry", { index: 4 }]);
    expect(withEntry({ ...entry("skill", "cool", 0, 4000), cost: -5 }).ok).toBe(false);
    expect(withEntry({ ...entry("skill", "cool", 0, 4000), target: "x".repeat(5000) }).ok).toBe(false);
    // A time past what a Date holds (the ledger's stored range) is refused here, not by the write.
    expect(withEntry(entry("skill", "cool", 0, 1e20)).ok).toBe(false);
    const many = readLedgerFile({ ...ledgerFile("Kell", KELL), ledger: Array.from({ length: MAX_LEDGER_ENTRIES + 1 }, () => entry("grant", "", 0, 1)) });
    expect(!many.ok && many.error.key).toBe("EOTE.XpLog.Error.Entries");
  });

  it("refuses a log that does not add up: its available XP raised by hand", () => {
    const read = readLedgerFile({ ...ledgerFile("Kell", KELL), available: 105 });
    expect(!read.ok && [read.error.key, read.error.data]).toEqual(["EOTE.XpLog.Error.AddsUp", { spent: 5, ledger: 15 }]);
  });
});

describe("mergeLedger", () => {
  const file = ledgerFile("Kell", KELL);

  it("a fresh character takes the log's totals and every entry", () => {
    const merged = mergeLedger({ total: 0, available: 0, ledger: [] }, file);
    expect(merged.ok && [merged.xp.total, merged.xp.available, merged.xp.ledger.length, merged.added]).toEqual([110, 95, 3, 3]);
  });

  it("never duplicates an entry already there: the same log twice adds nothing", () => {
    const once = mergeLedger({ total: 0, available: 0, ledger: [] }, file);
    const twice = once.ok ? mergeLedger(once.xp, file) : once;
    expect(twice.ok && [twice.added, twice.xp.ledger.length]).toEqual([0, 3]);
  });

  it("keeps the character's own copy of an entry it has (its item id), in time order", () => {
    const own = { ...KELL.ledger[1]!, item: "itemOnThisCharacter" };
    const merged = mergeLedger({ total: 110, available: 105, ledger: [own] }, file);
    expect(merged.ok && merged.xp.ledger.map((e) => [e.time, e.item])).toEqual([[1000, ""], [2000, "itemOnThisCharacter"], [3000, ""]]);
  });

  it("refuses when the character has purchases the log does not list: it would not add up", () => {
    const merged = mergeLedger({ total: 110, available: 80, ledger: [entry("skill", "stealth", 15, 500)] }, file);
    expect(!merged.ok && [merged.error.key, merged.error.data]).toEqual(["EOTE.XpLog.Error.MergeAddsUp", { spent: 15, ledger: 30 }]);
  });
});
