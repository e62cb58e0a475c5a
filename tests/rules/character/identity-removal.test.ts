// Removing a species, career or specialisation: what is reversed, and what blocks removal
// (module/rules/character/identity-removal.ts; published Edge of the Empire rules, Character Creation).
import { describe, expect, it } from "vitest";
import {
  identityRemoval, recordSpeciesStart, speciesStartOf, type RemovalState, type SpeciesStart,
} from "../../../module/rules/character/identity-removal.ts";
import type { LedgerEntry } from "../../../module/rules/types.ts";

const entry = (kind: LedgerEntry["kind"], target: string, cost: number, extra: Partial<LedgerEntry> = {}): LedgerEntry => ({
  kind, target, cost, time: 1, user: "u", from: 0, to: 1, item: "", created: false, source: "", cell: -1, refunded: false, ...extra,
});
const ones = { brawn: 1, agility: 1, intellect: 1, cunning: 1, willpower: 1, presence: 1 };
const human = { brawn: 2, agility: 2, intellect: 2, cunning: 2, willpower: 2, presence: 2 };
const start: SpeciesStart = recordSpeciesStart({ characteristics: ones, total: 0, available: 0 }, { characteristics: human, startingXp: 110 });
const state = (over: Partial<RemovalState> = {}): RemovalState => ({
  characteristics: { ...human }, xp: { total: 110, available: 110 }, ledger: [], creation: true, gm: false, ...over,
});

describe("the species' start record", () => {
  it("records what was there before and the XP added", () => {
    expect(start).toEqual({ before: ones, set: human, addedTotal: 110, addedAvailable: 110 });
    const fromFive = recordSpeciesStart({ characteristics: ones, total: 0, available: 5 }, { characteristics: human, startingXp: 110 });
    expect([fromFive.addedTotal, fromFive.addedAvailable]).toEqual([110, 105]);
  });

  it("reads a stored record back; anything out of shape or bounds is no record", () => {
    expect(speciesStartOf(JSON.parse(JSON.stringify(start)))).toEqual(start);
    expect(speciesStartOf(null)).toBeNull();
    expect(speciesStartOf({ ...start, addedTotal: 1e9 })).toBeNull();
    expect(speciesStartOf({ ...start, addedAvailable: 1.5 })).toBeNull();
    expect(speciesStartOf({ ...start, before: { ...ones, brawn: 99 } })).toBeNull();
    expect(speciesStartOf({ ...start, set: { ...human, presence: "2" } })).toBeNull();
    const { brawn: _b, ...noBrawn } = human;
    expect(speciesStartOf({ ...start, set: noBrawn })).toBeNull();
  });
});

describe("removing a species", () => {
  it("takes its start back: the XP it added and each characteristic still at its value", () => {
    const plan = identityRemoval({ kind: "species", itemId: "s", start }, state({ characteristics: { ...human, brawn: 4 }, xp: { total: 135, available: 135 } }));
    // Brawn was changed by hand since (no purchase): it keeps its value. A grant of 25 XP since stays.
    expect(plan).toEqual({
      ok: true, xp: { total: 25, available: 25 }, refund: [],
      characteristics: { agility: 1, intellect: 1, cunning: 1, willpower: 1, presence: 1 },
    });
  });

  it("without a start record only the item goes", () => {
    expect(identityRemoval({ kind: "species", itemId: "s", start: null }, state())).toEqual({ ok: true, characteristics: {}, xp: { total: 110, available: 110 }, refund: [] });
  });

  it("blocked by its unrefunded free ranks and by characteristic purchases after its start", () => {
    const ledger = [
      entry("skill", "cool", 0, { source: "species" }), entry("skill", "deception", 0, { source: "career" }),
      entry("characteristic", "agility", 30, { from: 2, to: 3 }), entry("skill", "perception", 0, { source: "species", refunded: true }),
    ];
    const plan = identityRemoval({ kind: "species", itemId: "s", start }, state({ ledger, characteristics: { ...human, agility: 3 }, xp: { total: 110, available: 80 } }));
    expect(plan.ok).toBe(false);
    if (plan.ok) return;
    expect(plan.blockers).toEqual([0, 2]);
    expect(plan.error.key).toBe("EOTE.IdentityItem.Error.Blocked");
    // Without a start, a characteristic purchase does not depend on the species.
    const noStart = identityRemoval({ kind: "species", itemId: "s", start: null }, state({ ledger }));
    expect(noStart.ok ? [] : noStart.blockers).toEqual([0]);
  });

  it("when its starting XP has been spent, the purchases that spent it block", () => {
    const ledger = [entry("skill", "cool", 10), entry("grant", "", 0, { from: 110, to: 120 }), entry("skill", "vigilance", 10, { refunded: true })];
    const plan = identityRemoval({ kind: "species", itemId: "s", start }, state({ ledger, xp: { total: 120, available: 100 } }));
    expect(plan.ok ? [] : plan.blockers).toEqual([0]);
    // Spent XP the ledger does not explain (lowered by hand): a clear refusal, nothing listed.
    const byHand = identityRemoval({ kind: "species", itemId: "s", start }, state({ xp: { total: 110, available: 60 } }));
    expect(byHand.ok ? null : [byHand.error.key, byHand.blockers]).toEqual(["EOTE.IdentityItem.Error.StartXpGone", []]);
  });
});

describe("removing a career", () => {
  it("blocked by its free career-skill ranks; paid ranks at career price stay as bought", () => {
    const ledger = [entry("skill", "deception", 0, { source: "career" }), entry("skill", "coordination", 5)];
    const plan = identityRemoval({ kind: "career", itemId: "c", start: null }, state({ ledger }));
    expect(plan.ok ? [] : plan.blockers).toEqual([0]);
    const refunded = [{ ...ledger[0]!, refunded: true }, ledger[1]!];
    expect(identityRemoval({ kind: "career", itemId: "c", start: null }, state({ ledger: refunded }))).toEqual({
      ok: true, characteristics: {}, xp: { total: 110, available: 110 }, refund: [],
    });
  });
});

describe("removing a specialisation", () => {
  const bought = entry("specialisation", "scoundrel", 20, { item: "spec2", created: true });
  it("a bought one is refunded through its ledger entry; the free one refunds nothing", () => {
    const ledger = [entry("skill", "cool", 10), bought];
    expect(identityRemoval({ kind: "specialisation", itemId: "spec2", start: null }, state({ ledger, xp: { total: 110, available: 80 } }))).toEqual({
      ok: true, characteristics: {}, xp: { total: 110, available: 100 }, refund: [1],
    });
    expect(identityRemoval({ kind: "specialisation", itemId: "spec1", start: null }, state({ ledger, xp: { total: 110, available: 80 } }))).toEqual({
      ok: true, characteristics: {}, xp: { total: 110, available: 80 }, refund: [],
    });
  });

  it("blocked by the talents bought in its tree, not by another tree's", () => {
    const ledger = [
      bought, entry("talent", "grit", 5, { source: "spec2", item: "t1", cell: 0 }), entry("talent", "dodge", 5, { source: "spec1", item: "t2", cell: 0 }),
      entry("talent", "toughened", 10, { source: "spec2", item: "t3", cell: 4, refunded: true }),
    ];
    const plan = identityRemoval({ kind: "specialisation", itemId: "spec2", start: null }, state({ ledger }));
    expect(plan.ok ? [] : plan.blockers).toEqual([1]);
  });

  it("a GM's refund is bounded: at most what the purchase could have cost, and never more than the XP spent", () => {
    const forged = entry("specialisation", "scoundrel", 50_000, { item: "spec2", created: true, to: 2 });
    const gm = (xp: { total: number; available: number }) =>
      identityRemoval({ kind: "specialisation", itemId: "spec2", start: null }, state({ ledger: [forged], creation: false, gm: true, xp }));
    // A second specialisation costs at most 30 (10 × 2, 10 more outside the career).
    expect(gm({ total: 500, available: 100 })).toEqual({ ok: true, characteristics: {}, xp: { total: 500, available: 130 }, refund: [0] });
    // Only 10 XP were ever spent: no more than that comes back.
    expect(gm({ total: 110, available: 100 })).toEqual({ ok: true, characteristics: {}, xp: { total: 110, available: 110 }, refund: [0] });
  });

  it("outside creation, only the GM refunds a bought one", () => {
    const player = identityRemoval({ kind: "specialisation", itemId: "spec2", start: null }, state({ ledger: [bought], creation: false }));
    expect(player.ok ? null : player.error.key).toBe("EOTE.IdentityItem.Error.RefundGmOnly");
    const gm = identityRemoval({ kind: "specialisation", itemId: "spec2", start: null }, state({ ledger: [bought], creation: false, gm: true }));
    expect(gm.ok && gm.refund).toEqual([0]);
    // The free one: anyone who may change the character.
    expect(identityRemoval({ kind: "specialisation", itemId: "spec1", start: null }, state({ ledger: [bought], creation: false })).ok).toBe(true);
  });
});
