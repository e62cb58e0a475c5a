// Experience costs and refusals, talent tree cells, derived career skills and thresholds
// (published Edge of the Empire rules; module/rules/character/advancement.ts, identity.ts).
import { describe, expect, it } from "vitest";
import {
  auditClean, checkCharacteristic, checkSkillRank, checkSpecialisation, checkTalent, freeRankSource, identityDrop, lastPurchase,
  skillRankCost, specialisationCost, specialisationInCareer, xpAudit,
} from "../../../module/rules/character/advancement.ts";
import { characterDerived } from "../../../module/rules/character/actor-derived.ts";
import { careerSkills, cellState, talentCost, treeCells, TREE_CELLS } from "../../../module/rules/character/identity.ts";
import type { OwnedItem } from "../../../module/rules/character/owned-items.ts";
import type { LedgerEntry, SpecialisationData, SpeciesData, TalentCell } from "../../../module/rules/types.ts";
import { character, skills } from "../../fixtures/actors.ts";

const cell = (key: string, links: Partial<TalentCell> = {}): TalentCell => ({ key, name: key, right: false, down: false, bought: false, ...links });
const species = (over: Partial<SpeciesData> = {}): OwnedItem => ({ type: "species", system: {
  description: "", characteristics: { brawn: 2, agility: 2, intellect: 2, cunning: 2, willpower: 2, presence: 2 },
  woundBase: 10, strainBase: 10, startingXp: 110, freeRanks: [], ...over,
} });
const spec = (over: Partial<SpecialisationData> = {}): OwnedItem => ({ type: "specialisation", system: {
  description: "", key: "pilot", career: "smuggler", otherCareers: [], careerSkills: ["pilotingSpace", "gunnery"], tree: [], ...over,
} });
const career: OwnedItem = { type: "career", system: { description: "", key: "smuggler", careerSkills: ["coordination", "pilotingSpace"], freeRanks: 4 } };

describe("costs", () => {
  it("skill rank: 5 × the new rank, 5 more outside the career", () => {
    expect([1, 2, 3, 4, 5].map((r) => skillRankCost(r, true))).toEqual([5, 10, 15, 20, 25]);
    expect([1, 2, 3].map((r) => skillRankCost(r, false))).toEqual([10, 15, 20]);
  });
  it("talent: 5, 10, 15, 20, 25 by row", () => {
    expect([0, 3, 4, 7, 8, 12, 16, 19].map(talentCost)).toEqual([5, 5, 10, 10, 15, 20, 25, 25]);
  });
  it("specialisation: 10 × (owned + 1), 10 more outside the career", () => {
    expect(specialisationCost(1, true)).toBe(20);
    expect(specialisationCost(1, false)).toBe(30);
    expect(specialisationCost(2, true)).toBe(30);
  });
  it("characteristic: 10 × the new rating, during creation only, 5 at most", () => {
    expect(checkCharacteristic(3, true, 100)).toEqual({ ok: true, cost: 40, to: 4 });
    const after = checkCharacteristic(3, false, 100);
    expect(!after.ok && after.error.key).toBe("EOTE.Advancement.Error.CharacteristicAfterCreation");
    const five = checkCharacteristic(5, true, 100);
    expect(!five.ok && five.error.key).toBe("EOTE.Advancement.Error.CharacteristicMax");
  });
});

describe("refusals", () => {
  it("XP short: the cost and what is available", () => {
    const r = checkSkillRank(1, true, false, 9);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.key, r.error.data]).toEqual(["EOTE.Advancement.Error.NotEnoughXp", { cost: 10, available: 9 }]);
    expect(checkSkillRank(1, true, false, 10)).toEqual({ ok: true, cost: 10, to: 2 });
  });
  it("rank 5 at most, 2 during creation", () => {
    const max = checkSkillRank(5, true, false, 999);
    expect(!max.ok && max.error.key).toBe("EOTE.Advancement.Error.SkillMax");
    const creation = checkSkillRank(2, true, true, 999);
    expect(!creation.ok && creation.error.key).toBe("EOTE.Advancement.Error.CreationSkillMax");
    expect(checkSkillRank(1, false, true, 999)).toEqual({ ok: true, cost: 15, to: 2 });
  });
  it("the same specialisation twice", () => {
    const r = checkSpecialisation(["pilot"], "pilot", true, 999);
    expect(!r.ok && r.error.key).toBe("EOTE.Advancement.Error.SpecialisationOwned");
  });
  it("one species, one career; the first specialisation free, the next bought", () => {
    const none = { species: 0, career: 0, specialisation: 0 };
    expect(identityDrop("species", none)).toEqual({ ok: true, purchase: false });
    const second = identityDrop("career", { ...none, career: 1 });
    expect(!second.ok && second.error.key).toBe("EOTE.Advancement.Error.CareerOwned");
    expect(identityDrop("specialisation", none)).toEqual({ ok: true, purchase: false });
    expect(identityDrop("specialisation", { ...none, specialisation: 1 })).toEqual({ ok: true, purchase: true });
  });
});

describe("talent tree cells", () => {
  // Row 0: a — b (linked right), c, d; a links down to e (row 1); f (row 1) links down to j (row 2).
  const tree = () => {
    const t = treeCells([cell("a", { right: true, down: true }), cell("b"), cell("c"), cell("d"), cell("e"), cell("f", { down: true })]);
    t[9] = cell("j");
    return t;
  };
  it("a stored tree is always 20 cells", () => {
    expect(treeCells([]).length).toBe(TREE_CELLS);
    expect(treeCells(Array.from({ length: 25 }, (_, i) => cell(`x${i}`))).length).toBe(TREE_CELLS);
  });
  it("top row available; lower cells only when joined to a bought one, either way along a line", () => {
    const t = tree();
    expect([0, 1, 4, 5, 9].map((i) => cellState(t, i))).toEqual(["available", "available", "locked", "locked", "locked"]);
    t[0] = { ...t[0]!, bought: true };
    expect([0, 4].map((i) => cellState(t, i))).toEqual(["bought", "available"]);
    // f has no line up to b: buying b does not open it.
    t[1] = { ...t[1]!, bought: true };
    expect(cellState(t, 5)).toBe("locked");
    // j is joined to f by f's line down; buying j first is refused, and a line works upwards too.
    const locked = checkTalent(t, 9, 999);
    expect(!locked.ok && locked.error.key).toBe("EOTE.Advancement.Error.TalentLocked");
    t[9] = { ...t[9]!, bought: true };
    expect(cellState(t, 5)).toBe("available");
  });
  it("a bought cell is refused, an available one costs its row", () => {
    const t = tree();
    t[0] = { ...t[0]!, bought: true };
    const again = checkTalent(t, 0, 999);
    expect(!again.ok && again.error.key).toBe("EOTE.Advancement.Error.TalentBought");
    expect(checkTalent(t, 4, 999)).toEqual({ ok: true, cost: 10, to: 1 });
    expect(checkTalent(t, 4, 9).ok).toBe(false);
  });
});

describe("derived identity", () => {
  it("career skills from the career and specialisations; hand marks stay", () => {
    const marks = skills({ cool: { rank: 0, career: true } });
    expect(careerSkills(marks, [career, spec()])).toEqual(["cool", "coordination", "pilotingSpace", "gunnery"]);
    expect(careerSkills(skills(), [])).toEqual([]);
  });
  it("thresholds: species base + Brawn / Willpower, then morality; an override wins; stored without a species", () => {
    const data = character(); // brawn 3, willpower 2, stored thresholds 13 / 12, morality 50
    expect([characterDerived(data, []).wounds.threshold, characterDerived(data, []).strain.threshold]).toEqual([13, 12]);
    const d = characterDerived(data, [species({ woundBase: 11, strainBase: 9 })]);
    expect([d.wounds.threshold, d.strain.threshold, d.thresholdSource]).toEqual([14, 11, { wounds: "species", strain: "species" }]);
    const house = characterDerived({ ...data, thresholdOverride: { wounds: 20, strain: null } }, [species()]);
    expect([house.wounds.threshold, house.strain.threshold]).toEqual([20, 12]);
    const bonus = characterDerived(data, [species()], { wounds: 1, strain: 2 });
    expect([bonus.wounds.threshold, bonus.strain.threshold]).toEqual([14, 14]);
    const dark = characterDerived({ ...data, morality: { ...data.morality, value: 5, darkSide: true } }, [species()]);
    expect([dark.wounds.threshold, dark.strain.threshold]).toEqual([15, 10]);
  });
  it("the last purchase not refunded", () => {
    const e = (refunded: boolean) => ({ refunded }) as LedgerEntry;
    expect(lastPurchase([e(false), e(false), e(true)])).toBe(1);
    expect(lastPurchase([e(true)])).toBe(-1);
  });
});

describe("free ranks at creation", () => {
  const offer = { species: ["cool"], careerSkills: ["deception", "coordination"], careerRanks: 1 };
  const used = (target: string, source: string, refunded = false) => ({ kind: "skill", target, cost: 0, source, refunded }) as LedgerEntry;
  it("a species rank in each listed skill, career ranks up to the career's count, from rank 0, in creation only", () => {
    expect(freeRankSource("cool", 0, true, offer, [])).toBe("species");
    expect(freeRankSource("cool", 0, true, offer, [used("cool", "species")])).toBeNull();
    expect(freeRankSource("deception", 0, true, offer, [])).toBe("career");
    expect(freeRankSource("coordination", 0, true, offer, [used("deception", "career")])).toBeNull();
    expect(freeRankSource("coordination", 0, true, offer, [used("deception", "career", true)])).toBe("career");
    expect(freeRankSource("deception", 1, true, offer, [])).toBeNull();
    expect(freeRankSource("deception", 0, false, offer, [])).toBeNull();
  });
});

describe("the GM's XP audit: what the ledger does not explain", () => {
  const bought = (kind: LedgerEntry["kind"], target: string, cost: number, from: number, to: number, over: Partial<LedgerEntry> = {}): LedgerEntry => ({
    kind, target, cost, time: 0, user: "u", from, to, item: "", created: false, source: "", cell: -1, refunded: false, ...over,
  });
  const ledger = [
    bought("skill", "cool", 10, 0, 1), bought("skill", "cool", 15, 1, 2),
    bought("talent", "grit", 5, 0, 1, { item: "talentGrit", created: true }), bought("talent", "grit", 15, 1, 2, { item: "talentGrit" }),
    bought("skill", "melee", 10, 0, 1, { refunded: true }),
  ];

  it("purchases that match the character: nothing to report", () => {
    const audit = xpAudit({ total: 110, available: 65, ledger }, { cool: 2, melee: 0 }, [{ id: "talentGrit", rank: 2 }]);
    expect(audit).toEqual({ spent: null, skills: [], talents: [] });
    expect(auditClean(audit)).toBe(true);
  });

  it("more XP available than the ledger leaves, ranks above what it bought, a refunded rank kept, a talent it never bought", () => {
    const audit = xpAudit({ total: 110, available: 100, ledger }, { cool: 3, melee: 1, brawl: 0 }, [{ id: "talentGrit", rank: 2 }, { id: "talentDodge", rank: 0 }]);
    expect(audit).toEqual({
      spent: { spent: 10, ledger: 45 },
      skills: [{ id: "cool", rank: 3, explained: 2 }, { id: "melee", rank: 1, explained: 0 }],
      talents: [{ id: "talentDodge", rank: 1, explained: 0 }],
    });
    expect(auditClean(audit)).toBe(false);
  });
});

describe("specialisationInCareer (published rule: outside the career costs 10 XP more)", () => {
  it("is in career for its own career and for every other career that lists it; never without a career", () => {
    const pilot = { career: "smuggler", otherCareers: ["ace"] };
    expect(specialisationInCareer(pilot, "smuggler")).toBe(true);
    expect(specialisationInCareer(pilot, "ace")).toBe(true);
    expect(specialisationInCareer(pilot, "colonist")).toBe(false);
    expect(specialisationInCareer(pilot, "")).toBe(false);
  });
});
