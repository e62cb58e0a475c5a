// What a species gives at creation (module/rules/character/species.ts) and the free ranks still to choose
// (module/rules/character/free-ranks.ts): the published counts (4 and 2; a Droid's 6 and 1), the species'
// choices, different skills per source, and never past rank 2 at creation.
import { describe, expect, it } from "vitest";
import {
  checkSpeciesPicks, choiceOptions, freeCareerRanks, ranksPastCreationMax, speciesPickCount, speciesStartPlan, SPECIES_EXTRAS_DEFAULT,
} from "../../../module/rules/character/species.ts";
import { checkFreeRankPicks, pendingFreeRanks, type FreeRankState } from "../../../module/rules/character/free-ranks.ts";
import { SPECIES_RULE_IDS, speciesForceRefusal, speciesIsDroid } from "../../../module/rules/character/species-rules.ts";
import { SKILL_IDS } from "../../../module/rules/checks/skills.ts";
import type { CareerData, LedgerEntry, SpecialisationData, SpeciesData } from "../../../module/rules/types.ts";

const ratings = (n: number) => ({ brawn: n, agility: n, intellect: n, cunning: n, willpower: n, presence: n });
const species = (over: Partial<SpeciesData> = {}): SpeciesData => ({
  description: "", characteristics: ratings(2), woundBase: 10, strainBase: 10, startingXp: 110, freeRanks: [], ...SPECIES_EXTRAS_DEFAULT, ...over,
});
const human = species({ skillChoices: [{ skills: [], count: 2, nonCareer: true }] });
const twilek = species({ skillChoices: [{ skills: ["charm", "deception"], count: 1, nonCareer: false }] });
const bothan = species({ freeRanks: ["streetwise"], startingTalents: ["convincingDemeanor"], startingXp: 100 });
const droid = species({ characteristics: ratings(1), startingXp: 175, startingTalents: ["enduring"], rules: ["droid"], careerFreeRanks: 6, specialisationFreeRanks: 1 });
const smuggler: CareerData = { description: "", key: "smuggler", careerSkills: ["coordination", "deception", "streetwise", "vigilance", "perception", "skulduggery", "underworld", "pilotingSpace"], freeRanks: 4 };
const scoundrel: SpecialisationData = { description: "", key: "scoundrel", career: "smuggler", careerSkills: ["charm", "cool", "deception", "rangedLight"], tree: [] };

describe("the free career-skill ranks at creation", () => {
  it("4 from the career and 2 from the first specialisation; a Droid's 6 and 1; none for what is not there yet", () => {
    expect(freeCareerRanks(human, smuggler, scoundrel)).toEqual({ career: 4, specialisation: 2 });
    expect(freeCareerRanks(droid, smuggler, scoundrel)).toEqual({ career: 6, specialisation: 1 });
    expect(freeCareerRanks(null, { freeRanks: 3 }, null)).toEqual({ career: 3, specialisation: 0 });
    expect(freeCareerRanks(droid, null, null)).toEqual({ career: 0, specialisation: 0 });
  });
});

describe("a species' skill choices", () => {
  it("Human: two different non-career skills, any skill otherwise", () => {
    expect(speciesPickCount(human)).toBe(2);
    expect(choiceOptions(human.skillChoices[0]!, smuggler.careerSkills)).toHaveLength(SKILL_IDS.length - 8);
    expect(checkSpeciesPicks(human, ["athletics", "medicine"], smuggler.careerSkills)).toEqual({ ok: true, byChoice: [["athletics", "medicine"]] });
    const error = (picks: Parameters<typeof checkSpeciesPicks>[1]) => {
      const r = checkSpeciesPicks(human, picks, smuggler.careerSkills);
      return r.ok ? null : r.error.key;
    };
    expect(error(["athletics"])).toBe("EOTE.Species.Error.PickCount");
    expect(error(["athletics", "athletics"])).toBe("EOTE.Species.Error.PickTwice");
    expect(error(["athletics", "deception"])).toBe("EOTE.Species.Error.PickCareer");
  });

  it("Twi'lek: Charm or Deception, nothing else", () => {
    expect(checkSpeciesPicks(twilek, ["deception"]).ok).toBe(true);
    const r = checkSpeciesPicks(twilek, ["cool"]);
    expect(r.ok ? null : [r.error.key, r.error.data]).toEqual(["EOTE.Species.Error.PickNotListed", { skill: "cool" }]);
  });
});

describe("a species' start plan", () => {
  it("Bothan: its characteristics, bases, XP, the fixed rank and the talent", () => {
    expect(speciesStartPlan(bothan, { skills: [] })).toEqual({
      ok: true, characteristics: ratings(2), woundBase: 10, strainBase: 10, startingXp: 100,
      freeRanks: [{ skill: "streetwise", source: "species" }], talents: ["convincingDemeanor"], droid: false,
      careerFreeRanks: null, specialisationFreeRanks: null,
    });
  });

  it("Human: picks required unless deferred; with them, one rank each", () => {
    expect(speciesStartPlan(human, { skills: [] }).ok).toBe(false);
    const deferred = speciesStartPlan(human, { skills: [] }, { deferChoices: true });
    expect(deferred.ok && deferred.freeRanks).toEqual([]);
    const picked = speciesStartPlan(human, { skills: ["cool", "medicine"] });
    expect(picked.ok && picked.freeRanks).toEqual([{ skill: "cool", source: "speciesChoice" }, { skill: "medicine", source: "speciesChoice" }]);
  });

  it("Droid: the droid rule and its counts; never past rank 2 from what the character has", () => {
    const plan = speciesStartPlan(droid, { skills: [] });
    expect(plan.ok && [plan.droid, plan.talents, plan.careerFreeRanks, plan.specialisationFreeRanks]).toEqual([true, ["enduring"], 6, 1]);
    const past = speciesStartPlan(bothan, { skills: [] }, { ranks: { streetwise: 2 } });
    expect(past.ok ? null : past.error.key).toBe("EOTE.Advancement.Error.CreationSkillMax");
    expect(ranksPastCreationMax({ cool: 1 }, ["cool", "cool", "charm"])).toEqual(["cool"]);
  });

  it("the species rules the engine knows", () => {
    expect(SPECIES_RULE_IDS).toEqual(["droid"]);
    expect([speciesIsDroid(["droid"]), speciesIsDroid([]), speciesForceRefusal(["droid"])?.key, speciesForceRefusal([])]).toEqual([true, false, "EOTE.ForceBuy.Error.Droid", null]);
  });
});

describe("the free ranks still to choose", () => {
  const given = (target: string, source: string, refunded = false) =>
    ({ kind: "skill", target, cost: 0, source, refunded, from: 0, to: 1, time: 0, user: "", item: "", created: false, cell: -1 }) as LedgerEntry;
  const state = (over: Partial<FreeRankState> = {}): FreeRankState => ({
    creation: true, species: human, career: smuggler, specialisation: scoundrel,
    careerSkills: [...smuggler.careerSkills, ...scoundrel.careerSkills], ranks: {}, ledger: [], ...over,
  });

  it("the species' picks, the career's four and the specialisation's two; a non-career choice waits for the career", () => {
    expect(pendingFreeRanks(state()).map((g) => [g.source, g.count, g.waiting])).toEqual([["speciesChoice", 2, false], ["career", 4, false], ["specialisation", 2, false]]);
    expect(pendingFreeRanks(state({ career: null, specialisation: null, careerSkills: [] })).map((g) => [g.source, g.waiting])).toEqual([["speciesChoice", true]]);
    expect(pendingFreeRanks(state({ creation: false }))).toEqual([]);
    // Used ones are the unrefunded free entries; a refunded one is free again.
    const ledger = [given("athletics", "speciesChoice"), given("cool", "speciesChoice", true), given("deception", "career")];
    expect(pendingFreeRanks(state({ ledger })).map((g) => [g.source, g.count])).toEqual([["speciesChoice", 1], ["career", 3], ["specialisation", 2]]);
    // A skill at rank 2 is offered by none.
    const groups = pendingFreeRanks(state({ ranks: { deception: 2 } }));
    expect(groups.some((g) => g.options.includes("deception"))).toBe(false);
  });

  it("checks the picks: counts, offers, different skills, rank 2; the grants stack per skill", () => {
    const s = state({ species: bothan, ranks: { streetwise: 1 } });
    const ok = checkFreeRankPicks(s, { career: ["streetwise", "deception", "coordination", "vigilance"], specialisation: ["deception", "charm"] });
    expect(ok.ok && ok.grants.filter((g) => g.skill === "deception")).toEqual([
      { skill: "deception", source: "career", from: 0, to: 1 }, { skill: "deception", source: "specialisation", from: 1, to: 2 },
    ]);
    const key = (picks: Parameters<typeof checkFreeRankPicks>[1], st = s) => {
      const r = checkFreeRankPicks(st, picks);
      return r.ok ? null : r.error.key;
    };
    expect(key({ career: ["streetwise"], specialisation: [] })).toBe("EOTE.FreeRanks.Error.Count");
    expect(key({ career: ["cool", "deception", "coordination", "vigilance"], specialisation: [] })).toBe("EOTE.FreeRanks.Error.NotOffered");
    expect(key({ career: ["deception", "deception", "coordination", "vigilance"], specialisation: [] })).toBe("EOTE.FreeRanks.Error.Twice");
    expect(key({ species: ["cool"], career: [], specialisation: [] })).toBe("EOTE.FreeRanks.Error.TooMany");
    expect(key({ species: ["cool", "medicine"], career: [], specialisation: [] }, state({ career: null, specialisation: null, careerSkills: [] }))).toBe("EOTE.FreeRanks.Error.WaitsForCareer");
    expect(key({ career: [], specialisation: [] }, state({ creation: false }))).toBe("EOTE.FreeRanks.Error.CreationOnly");
    // An empty source with nothing pending is fine: only the specialisation's are chosen here.
    const specOnly = checkFreeRankPicks(state({ species: bothan, career: { ...smuggler, freeRanks: 0 } }), { career: [], specialisation: ["cool", "charm"] });
    expect(specOnly.ok && specOnly.grants.map((g) => g.skill)).toEqual(["cool", "charm"]);
  });
});
