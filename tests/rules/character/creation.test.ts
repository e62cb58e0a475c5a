// The creation plan by the published creation rules (module/rules/character/creation.ts, creation-start.ts):
// characteristic and skill costs, the rank 2 cap with free ranks, free ranks, starting XP and credits,
// starting and extra Obligation, gear. Refusals are asserted by their i18n key.
import { describe, expect, it } from "vitest";
import { creationPlan, emptyChoices, type CreationChoices, type CreationSpecies } from "../../../module/rules/character/creation.ts";
import {
  gearSpend, maxExtraObligation, obligationStart, obligationTypeFor, startingObligation, STARTING_CREDITS,
} from "../../../module/rules/character/creation-start.ts";
import type { TalentCell } from "../../../module/rules/types.ts";

const human: CreationSpecies = {
  characteristics: { brawn: 2, agility: 2, intellect: 2, cunning: 2, willpower: 2, presence: 2 },
  woundBase: 10, strainBase: 10, startingXp: 110, freeRanks: [], startingTalents: [], rules: [], careerFreeRanks: null, specialisationFreeRanks: null,
  skillChoices: [{ skills: ["athletics", "charm", "cool", "coordination", "rangedLight", "medicine"], count: 2, nonCareer: true }],
};
const rodian: CreationSpecies = {
  characteristics: { brawn: 2, agility: 3, intellect: 2, cunning: 2, willpower: 1, presence: 2 },
  woundBase: 10, strainBase: 10, startingXp: 100, freeRanks: ["survival"], startingTalents: ["expertTracker"],
  skillChoices: [], rules: [], careerFreeRanks: null, specialisationFreeRanks: null,
};
const droid: CreationSpecies = { ...human, characteristics: { brawn: 1, agility: 1, intellect: 1, cunning: 1, willpower: 1, presence: 1 }, startingXp: 175, skillChoices: [], rules: ["droid"], careerFreeRanks: 6, specialisationFreeRanks: 1 };
const smuggler = { key: "smuggler", careerSkills: ["coordination", "deception", "underworld", "perception", "pilotingSpace", "skulduggery", "streetwise", "vigilance"] as const, freeRanks: 4 };
const cell = (key: string, links: Partial<TalentCell> = {}): TalentCell => ({ key, name: key, right: false, down: false, bought: false, ...links });
const pilot = { key: "pilot", career: "smuggler", careerSkills: ["astrogation", "gunnery", "pilotingPlanetary", "pilotingSpace"] as const, tree: [cell("fullThrottle", { down: true }), cell("skilledJockey"), cell("galaxyMapper"), cell("letsRide"), cell("skilledJockey")] };

function choices(over: Partial<CreationChoices> = {}): CreationChoices {
  return {
    ...emptyChoices(4), species: human, speciesSkills: ["athletics", "charm"],
    career: { ...smuggler, careerSkills: [...smuggler.careerSkills] }, specialisation: { ...pilot, careerSkills: [...pilot.careerSkills] },
    freeRanks: { career: ["coordination", "deception", "underworld", "perception"], specialisation: ["astrogation", "gunnery"] },
    obligation: { type: "debt", extras: [] },
    ...over,
  };
}
const keys = (plan: ReturnType<typeof creationPlan>) => plan.refusals.map((e) => e.key);

describe("creationPlan", () => {
  it("starting XP from the species and credits 500; a complete plan with nothing spent is ok", () => {
    const plan = creationPlan(choices());
    expect(plan.ok).toBe(true);
    expect(plan.xp).toEqual({ total: 110, spent: 0, available: 110 });
    expect(plan.credits).toEqual({ total: STARTING_CREDITS, spent: 0, left: 500 });
    expect(STARTING_CREDITS).toBe(500);
    expect(plan.thresholds).toEqual({ wounds: 12, strain: 12 });
    expect(creationPlan(choices({ species: rodian, speciesSkills: [] })).xp.total).toBe(100);
  });

  it("a characteristic costs 10 × the new rating, one point at a time; none above 5 at creation", () => {
    const plan = creationPlan(choices({ characteristics: { agility: 4 } }));
    expect(plan.purchases.filter((p) => p.kind === "characteristic").map((p) => [p.from, p.to, p.cost])).toEqual([[2, 3, 30], [3, 4, 40]]);
    expect(plan.xp.available).toBe(110 - 70);
    const six = creationPlan(choices({ species: { ...human, startingXp: 500 }, characteristics: { brawn: 6 } }));
    expect(six.characteristics.brawn).toBe(5);
    expect(keys(six)).toEqual(["EOTE.Advancement.Error.CharacteristicMax"]);
    expect(six.ok).toBe(false);
  });

  it("skill ranks cost 5 × the new rank, 5 more outside the career", () => {
    const career = creationPlan(choices({ skills: { streetwise: 2 } }));
    expect(career.purchases.filter((p) => p.free === null).map((p) => p.cost)).toEqual([5, 10]);
    const outside = creationPlan(choices({ skills: { medicine: 2 } }));
    expect(outside.purchases.filter((p) => p.free === null).map((p) => p.cost)).toEqual([10, 15]);
    expect(outside.xp.spent).toBe(25);
  });

  it("no skill above rank 2 at creation, free ranks included", () => {
    // Deception has a free career rank: one bought rank takes it to 2, the next is refused.
    const plan = creationPlan(choices({ skills: { deception: 2 } }));
    expect(plan.skills.deception).toEqual({ rank: 2, career: true, free: 1 });
    expect(keys(plan)).toEqual(["EOTE.Advancement.Error.CreationSkillMax"]);
    // A species rank, a career rank and a specialisation rank in one skill: refused as the sheet's chooser
    // refuses it, the career's and specialisation's picks together (nothing of them given).
    const three = creationPlan(choices({ species: { ...rodian, freeRanks: ["pilotingSpace"] }, speciesSkills: [], freeRanks: { career: ["pilotingSpace", "deception", "underworld", "perception"], specialisation: ["pilotingSpace", "gunnery"] } }));
    expect(three.skills.pilotingSpace.rank).toBe(1);
    expect(keys(three)).toEqual(["EOTE.Advancement.Error.CreationSkillMax"]);
    // Two sources stacking to rank 2 is allowed.
    const two = creationPlan(choices({ freeRanks: { career: ["pilotingSpace", "deception", "underworld", "perception"], specialisation: ["pilotingSpace", "gunnery"] } }));
    expect([two.skills.pilotingSpace.rank, two.ok]).toEqual([2, true]);
  });

  it("free ranks: 4 from the career and 2 from the specialisation, in their own skills; a fifth is refused", () => {
    const plan = creationPlan(choices());
    expect(plan.freeRanks).toEqual({ species: { used: 2, max: 2 }, career: { used: 4, max: 4 }, specialisation: { used: 2, max: 2 } });
    expect(plan.purchases.filter((p) => p.free).every((p) => p.cost === 0)).toBe(true);
    const fifth = creationPlan(choices({ freeRanks: { career: ["coordination", "deception", "underworld", "perception", "vigilance"], specialisation: ["astrogation", "gunnery"] } }));
    expect(keys(fifth)).toEqual(["EOTE.Creation.Error.CareerFreeRanks"]);
    const third = creationPlan(choices({ freeRanks: { career: ["coordination", "deception", "underworld", "perception"], specialisation: ["astrogation", "gunnery", "pilotingSpace"] } }));
    expect(keys(third)).toEqual(["EOTE.Creation.Error.SpecialisationFreeRanks"]);
    const wrong = creationPlan(choices({ freeRanks: { career: ["medicine", "deception", "underworld", "perception"], specialisation: ["astrogation", "gunnery"] } }));
    expect(keys(wrong)).toEqual(["EOTE.FreeRanks.Error.NotOffered"]);
    expect(wrong.missing).toContain("freeRanks");
  });

  it("a species' counts replace the published ones (a droid: 6 and 1); its skill choices are non-career skills", () => {
    const plan = creationPlan(choices({ species: droid, speciesSkills: [] }));
    expect([plan.freeRanks.career.max, plan.freeRanks.specialisation.max]).toEqual([6, 1]);
    const career = creationPlan(choices({ speciesSkills: ["athletics", "coordination"] }));
    expect(keys(career)).toEqual(["EOTE.Species.Error.PickCareer"]);
    expect(creationPlan(choices({ speciesSkills: ["athletics"] })).missing).toEqual(["speciesSkills"]);
  });

  it("starting talents from the species; tree talents by their row and lines; XP short refused", () => {
    const plan = creationPlan(choices({ species: rodian, speciesSkills: [], talents: [0, 4, 1] }));
    expect(plan.talents).toEqual([{ key: "expertTracker", rank: 1 }, { key: "fullThrottle", rank: 1 }, { key: "skilledJockey", rank: 2 }]);
    expect(plan.purchases.filter((p) => p.kind === "talent").map((p) => [p.cell, p.cost])).toEqual([[0, 5], [4, 10], [1, 5]]);
    expect(keys(creationPlan(choices({ talents: [5] })))).toEqual(["EOTE.Advancement.Error.TalentLocked"]);
    const short = creationPlan(choices({ characteristics: { agility: 4, brawn: 4 }, skills: { medicine: 1 } }));
    expect(keys(short)).toEqual(["EOTE.Advancement.Error.NotEnoughXp"]);
    expect(short.xp.available).toBeGreaterThanOrEqual(0);
  });

  it("incomplete choices name what is missing", () => {
    expect(creationPlan(emptyChoices()).missing).toEqual(["species", "career", "specialisation"]);
  });
});

describe("starting Obligation, extra Obligation, credits and gear", () => {
  it("starting Obligation by party size: 2 → 20, 3 → 15, 4–5 → 10, 6+ → 5", () => {
    expect([2, 3, 4, 5, 6, 8].map(startingObligation)).toEqual([20, 15, 10, 10, 5, 5]);
    expect(startingObligation(1)).toBe(20);
  });

  it("extra Obligation: +5 for 5 XP or 1,000 credits, +10 for 10 XP or 2,500 credits, each once, up to the starting amount", () => {
    expect(obligationStart(3, ["xp5", "credits2500"])).toMatchObject({ magnitude: 30, base: 15, extra: 15, xp: 5, credits: 2500, refusals: [] });
    const capped = obligationStart(4, ["xp10", "credits1000"]);
    expect(capped).toMatchObject({ magnitude: 20, extra: 10, xp: 10, credits: 0 });
    expect(capped.refusals.map((e) => e.key)).toEqual(["EOTE.Creation.Error.ExtraObligationMax"]);
    expect(obligationStart(2, ["xp5", "xp5"]).extra).toBe(5);
    expect(maxExtraObligation(6)).toBe(5);
    const plan = creationPlan(choices({ partySize: 2, obligation: { type: "debt", extras: ["xp10", "credits2500"] } }));
    expect([plan.xp.total, plan.credits.total, plan.obligation.magnitude]).toEqual([120, 3000, 40]);
  });

  it("the Obligation table by d100: eight points per type, 97–100 roll again", () => {
    expect([1, 8, 9, 41, 96, 97].map(obligationTypeFor)).toEqual(["addiction", "addiction", "betrayal", "debt", "responsibility", null]);
  });

  it("gear: prices against the credits; restricted items refused at creation", () => {
    const pistol = { id: "a", price: 400, rarity: 4, restricted: false, quantity: 1 };
    expect(gearSpend(500, [pistol])).toMatchObject({ spent: 400, left: 100, refusals: [] });
    expect(gearSpend(500, [pistol, { ...pistol, id: "b", price: 25, quantity: 5 }]).refusals.map((e) => e.key)).toEqual(["EOTE.Creation.Error.NotEnoughCredits"]);
    expect(gearSpend(500, [{ ...pistol, restricted: true }]).refusals.map((e) => e.key)).toEqual(["EOTE.Creation.Error.Restricted"]);
    const plan = creationPlan(choices({ gear: [pistol] }));
    expect(plan.credits).toEqual({ total: 500, spent: 400, left: 100 });
  });
});
