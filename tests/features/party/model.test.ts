// The party view's pure rows (module/features/party/model.ts): tracks against thresholds, obligation
// and duty totals, morality standing, the undoable last grant and the XP audit where it finds something.
import { describe, expect, it } from "vitest";
import { partyRow, partyView, undoableGrant, type PartyMemberInput } from "../../../module/features/party/model.ts";
import type { LedgerEntry } from "../../../module/rules/types.ts";

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  kind: "skill", target: "cool", cost: 5, time: 1, user: "u", from: 0, to: 1, item: "", created: false, source: "", cell: -1, refunded: false, ...over,
});

function member(over: Partial<PartyMemberInput> = {}): PartyMemberInput {
  return {
    id: "a1", name: "Kira", wounds: { value: 4, threshold: 12 }, strain: { value: 3, threshold: 11 },
    obligations: [{ magnitude: 10 }, { magnitude: 5 }], duties: [{ magnitude: 7 }],
    morality: { value: 50, standing: "neutral" }, xp: { total: 110, available: 110, ledger: [] },
    skillRanks: { cool: 0 }, talents: [], ...over,
  };
}

describe("partyRow", () => {
  it("sums obligation and duty, shows tracks against thresholds and marks one over its threshold", () => {
    const row = partyRow(member({ strain: { value: 12, threshold: 11 } }));
    expect([row.obligation, row.duty]).toEqual([15, 7]);
    expect(row.wounds).toEqual({ value: 4, threshold: 12, exceeded: false });
    expect(row.strain).toEqual({ value: 12, threshold: 11, exceeded: true });
    expect(row.morality).toEqual({ value: 50, standingKey: null });
    expect(partyRow(member({ morality: { value: 20, standing: "darkSide" } })).morality).toEqual({ value: 20, standingKey: "EOTE.Party.Standing.darkSide" });
    expect(partyRow(member({ morality: null })).morality).toBeNull();
  });

  it("bounds a player-written name (the template escapes it)", () => {
    expect(partyRow(member({ name: "x".repeat(5000) })).name).toHaveLength(200);
  });

  it("finds nothing to audit when the ledger explains the character, and lists what it does not explain", () => {
    expect(partyRow(member()).audit).toBeNull();
    const row = partyRow(member({
      xp: { total: 110, available: 100, ledger: [entry({ cost: 5 })] },
      skillRanks: { cool: 2 }, talents: [{ id: "t1", name: "Grit", rank: 1 }],
    }));
    expect(row.audit).toEqual({
      spent: { spent: 10, ledger: 5 },
      skills: [{ labelKey: "EOTE.Skill.cool", rank: 2, explained: 1 }],
      talents: [{ name: "Grit", rank: 1, explained: 0 }],
    });
  });
});

describe("undoableGrant", () => {
  const grant = entry({ kind: "grant", target: "", cost: 0, from: 110, to: 125 });
  it("is the last grant's amount while that XP is unspent", () => {
    expect(undoableGrant({ total: 125, available: 125, ledger: [grant] })).toBe(15);
  });
  it("is null when the last entry is a purchase, the grant was undone, or its XP was spent", () => {
    expect(undoableGrant({ total: 125, available: 115, ledger: [grant, entry({ cost: 10 })] })).toBeNull();
    expect(undoableGrant({ total: 110, available: 110, ledger: [{ ...grant, refunded: true }] })).toBeNull();
    expect(undoableGrant({ total: 125, available: 10, ledger: [grant] })).toBeNull();
    expect(undoableGrant({ total: 0, available: 0, ledger: [] })).toBeNull();
  });
});

describe("partyView", () => {
  it("totals the party's obligation and duty", () => {
    const view = partyView([member(), member({ id: "a2", name: "Tam", obligations: [{ magnitude: 5 }], duties: [] })], 500);
    expect(view.totals).toEqual({ obligation: 20, duty: 7 });
    expect([view.empty, view.rows.map((r) => r.id), view.maxGrant]).toEqual([false, ["a1", "a2"], 500]);
    expect(partyView([], 500).empty).toBe(true);
  });
});
