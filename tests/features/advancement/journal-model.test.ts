// The pure half of a purchase's and an Undo's bookkeeping (module/features/advancement/journal-model.ts):
// which item an interrupted purchase rolls back, what an Undo still owes, and what a mark naming another
// item, another user's purchase, or a purchase in the ledger leaves alone.
import { describe, expect, it } from "vitest";
import { owedEntry, owedFixes, readEntry, rollbackFix, sameEntry, type ItemSnapshot } from "../../../module/features/advancement/journal-model.ts";
import type { LedgerEntry } from "../../../module/rules/types.ts";

const talent = (over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  kind: "talent", target: "grit", cost: 5, time: 1000, user: "u1", from: 0, to: 1, item: "talent1", created: true, source: "spec1", cell: 0, refunded: false, ...over,
});
const tree = (bought: boolean[]) => bought.map((b, i) => ({ key: `k${i}`, bought: b }));
const item = (id: string, over: Partial<ItemSnapshot> = {}): ItemSnapshot => ({ id, type: "talent", tree: null, rank: 1, mark: undefined, ...over });

describe("rollbackFix: an interrupted purchase's item writes", () => {
  it("the talent it created goes, the cell it marked is free, the rank it raised comes back", () => {
    const e = talent();
    expect(rollbackFix(item("talent1", { mark: e }), [], "u1")).toEqual({ id: "talent1", delete: true });
    const spec = item("spec1", { type: "specialisation", tree: tree([true, false]), rank: null, mark: e });
    expect(rollbackFix(spec, [], "u1")).toEqual({ id: "spec1", delete: false, changes: { "system.tree": tree([false, false]), "flags.eote.-=purchase": null } });
    const ranked = talent({ created: false, from: 1, to: 2 });
    expect(rollbackFix(item("talent1", { rank: 2, mark: ranked }), [], "u1")).toEqual({
      id: "talent1", delete: false, changes: { "system.rank": 1, "flags.eote.-=purchase": null },
    });
  });

  it("leaves a purchase in the ledger (its numbers rewritten or not), another user's, one naming another item, or a malformed mark", () => {
    const e = talent();
    expect(rollbackFix(item("talent1", { mark: e }), [{ ...e, cost: 999, refunded: true }], "u1")).toBeNull();
    expect(rollbackFix(item("talent1", { mark: e }), [], "u2")).toBeNull();
    // A copy dropped on another sheet carries the mark under a new id.
    expect(rollbackFix(item("copy9", { mark: e }), [], "u1")).toBeNull();
    expect(rollbackFix(item("talent1", { mark: { ...e, cell: "0" } }), [], "u1")).toBeNull();
    expect(rollbackFix(item("talent1", { mark: "nonsense" }), [], "u1")).toBeNull();
  });
});

describe("owedFixes and owedEntry: what an Undo still owes", () => {
  it("a created talent: its cell freed and the item deleted; nothing once done", () => {
    const e = talent({ refunded: true });
    const items = new Map([["spec1", item("spec1", { tree: tree([true]) })], ["talent1", item("talent1")]]);
    expect(owedFixes(e, items)).toEqual([{ id: "spec1", delete: false, changes: { "system.tree": tree([false]) } }, { id: "talent1", delete: true }]);
    expect(owedFixes(e, new Map([["spec1", item("spec1", { tree: tree([false]) })]]))).toEqual([]);
  });

  it("an upgrade frees its cell and never deletes its power", () => {
    const e = talent({ kind: "forceUpgrade", item: "power1", source: "power1", created: false, cell: 1 });
    expect(owedFixes(e, new Map([["power1", item("power1", { type: "forcePower", tree: tree([true, true]) })]])))
      .toEqual([{ id: "power1", delete: false, changes: { "system.tree": tree([true, false]) } }]);
  });

  it("is owed only while the ledger holds that entry refunded", () => {
    const e = talent({ refunded: true });
    expect(owedEntry(e, [e])).toEqual(e);
    expect(owedEntry(e, [{ ...e, refunded: false }])).toBeNull();
    expect(owedEntry(e, [])).toBeNull();
    expect(owedEntry(null, [e])).toBeNull();
  });

  it("readEntry and sameEntry", () => {
    expect(readEntry({ ...talent(), extra: 1 })).toEqual(talent());
    expect(readEntry({ ...talent(), kind: "bogus" })).toBeNull();
    expect(sameEntry(talent(), talent({ cost: 1, from: 3, refunded: true }))).toBe(true);
    expect(sameEntry(talent(), talent({ time: 2 }))).toBe(false);
  });
});
