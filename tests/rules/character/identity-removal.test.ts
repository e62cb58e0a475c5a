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
    expect(start).toEqual({ before: ones, set: human, addedTotal: 110, addedAvailable: 110, talents: [], droidBefore: null });
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
    expect(speciesStartOf({ ...start, talents: "enduring" })).toBeNull();
    expect(speciesStartOf({ ...start, talents: [{ item: "x".repeat(65), key: "k", created: true, from: 0, to: 1 }] })).toBeNull();
    expect(speciesStartOf({ ...start, droidBefore: "yes" })).toBeNull();
    // A record from before starting talents reads with none.
    const { talents: _t, droidBefore: _d, ...old } = start;
    expect(speciesStartOf(old)).toEqual(start);
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

  it("takes its free ranks back (rank and entry); blocked by a rank bought further and by characteristic purchases after its start", () => {
    const ledger = [
      entry("skill", "cool", 0, { source: "species" }), entry("skill", "deception", 0, { source: "career" }),
      entry("characteristic", "agility", 30, { from: 2, to: 3 }), entry("skill", "perception", 0, { source: "species", refunded: true }),
      entry("skill", "charm", 0, { source: "speciesChoice" }),
    ];
    const skills = { cool: 1, deception: 1, charm: 1 };
    const plan = identityRemoval({ kind: "species", itemId: "s", start }, state({ ledger, skills, characteristics: { ...human, agility: 3 }, xp: { total: 110, available: 80 } }));
    expect(plan.ok ? [] : plan.blockers).toEqual([2]);
    // Without a start, a characteristic purchase does not depend on the species: the free ranks go back.
    const noStart = identityRemoval({ kind: "species", itemId: "s", start: null }, state({ ledger, skills }));
    expect(noStart).toEqual({ ok: true, characteristics: {}, xp: { total: 110, available: 110 }, refund: [0, 4], skills: { cool: 0, charm: 0 } });
    // Cool bought on to rank 2 after the species' free rank: that purchase blocks.
    const further = [...ledger, entry("skill", "cool", 15, { from: 1, to: 2 })];
    const blocked = identityRemoval({ kind: "species", itemId: "s", start: null }, state({ ledger: further, skills: { ...skills, cool: 2 } }));
    expect(blocked.ok ? [] : blocked.blockers).toEqual([5]);
    // A rank changed by hand since (no purchase): the entry is marked refunded, the rank left as it is now.
    const byHand = identityRemoval({ kind: "species", itemId: "s", start: null }, state({ ledger, skills: { ...skills, cool: 3 } }));
    expect(byHand.ok && [byHand.refund, byHand.skills]).toEqual([[0, 4], { charm: 0 }]);
  });

  it("takes its starting talents and the Droid flag back: a talent it created goes, one it raised drops a rank; a rank bought since blocks", () => {
    const talents = [{ item: "t1", key: "enduring", created: true, from: 0, to: 1 }, { item: "t2", key: "grit", created: false, from: 1, to: 2 }];
    const droidStart = recordSpeciesStart({ characteristics: ones, total: 0, available: 0, droid: false }, { characteristics: human, startingXp: 110, droid: true }, talents);
    expect(droidStart.droidBefore).toBe(false);
    const owned = [{ id: "t1", key: "enduring", rank: 1 }, { id: "t2", key: "grit", rank: 2 }];
    const plan = identityRemoval({ kind: "species", itemId: "s", start: droidStart }, state({ talents: owned, droid: true }));
    expect(plan.ok && [plan.deleteTalents, plan.talentRanks, plan.droid]).toEqual([["t1"], { t2: 1 }, false]);
    const ledger = [entry("talent", "enduring", 10, { item: "t1", from: 1, to: 2 })];
    const raised = identityRemoval({ kind: "species", itemId: "s", start: droidStart }, state({ ledger, talents: [{ id: "t1", key: "enduring", rank: 2 }], xp: { total: 110, available: 100 } }));
    expect(raised.ok ? [] : raised.blockers).toEqual([0]);
    // A record claiming a talent the ledger bought from a tree (rewritten by its player) deletes nothing: that purchase blocks.
    const tree = [entry("talent", "enduring", 5, { item: "t1", created: true, cell: 0 })];
    const claimed = identityRemoval({ kind: "species", itemId: "s", start: droidStart }, state({ ledger: tree, talents: [{ id: "t1", key: "enduring", rank: 1 }], xp: { total: 110, available: 105 } }));
    expect(claimed.ok ? [] : claimed.blockers).toEqual([0]);
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
