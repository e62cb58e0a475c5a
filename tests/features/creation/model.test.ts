// Guided creation's pure side: the catalogue read from index entries with defaults, the state's changes
// (refused by the rule's key, each step reversible), the view's odds beside each skill from the exact
// odds engine, and the tours' steps (every title and text a lang key that exists).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { catalogueOf, speciesEntry } from "../../../module/features/creation/catalogue-model.ts";
import { averageChance, descriptionText, skillOddsRow, wizardView } from "../../../module/features/creation/model.ts";
import { change, initialState, moveTo, withText, type Catalogue, type WizardState } from "../../../module/features/creation/state-model.ts";
import { freshForGuide } from "../../../module/features/creation/fresh-model.ts";
import { TOURS } from "../../../module/features/tours/model.ts";
import { checkPool, difficultyPool, mergePools, odds } from "../../../module/dice/index.ts";

const cell = (key: string, down = false) => ({ key, name: key, right: false, down, bought: false });
const entries = [
  { uuid: "S1", name: "Human", type: "species", system: { characteristics: { brawn: 2, agility: 2, intellect: 2, cunning: 2, willpower: 2, presence: 2 }, woundBase: 10, strainBase: 10, startingXp: 110, freeRanks: [], skillChoices: [{ skills: [], count: 2, nonCareer: true }] } },
  { uuid: "S2", name: "Odd", type: "species", system: { freeRanks: ["notASkill", "cool"], rules: ["droid", "flying"], careerFreeRanks: "six" } },
  { uuid: "C1", name: "Smuggler", type: "career", system: { key: "smuggler", careerSkills: ["coordination", "deception", "perception", "streetwise", "vigilance"], freeRanks: 4 } },
  { uuid: "P1", name: "Pilot", type: "specialisation", system: { key: "pilot", career: "smuggler", careerSkills: ["astrogation", "gunnery", "pilotingSpace"], tree: [cell("a", true), cell("b"), cell("c"), cell("d"), cell("e")] } },
  { uuid: "P2", name: "Doctor", type: "specialisation", system: { key: "doctor", career: "colonist", careerSkills: ["medicine"], tree: [] } },
  { uuid: "G1", name: "Pistol", type: "weapon", system: { price: 400, rarity: 4, restricted: false } },
  { uuid: "G2", name: "Disruptor", type: "weapon", system: { price: 3000, rarity: 7, restricted: true } },
  { uuid: "G3", name: "Fists", type: "weapon", system: { price: 0 } },
  { uuid: "X1", name: "A talent", type: "talent", system: {} },
];
const catalogue: Catalogue = catalogueOf(entries, 1);

function run(steps: [string, string][], from: WizardState = initialState()): WizardState {
  return steps.reduce((s, [a, v]) => {
    const r = change(s, catalogue, a, v);
    if (!r.ok) throw new Error(`${a} ${v}: ${r.error.key}`);
    return r.state;
  }, from);
}
const complete = () => run([["pickSpecies", "S1"], ["speciesSkill", "cool"], ["speciesSkill", "medicine"], ["pickCareer", "C1"], ["pickSpecialisation", "P1"],
  ["freeCareer", "coordination"], ["freeCareer", "deception"], ["freeCareer", "perception"], ["freeCareer", "streetwise"],
  ["freeSpecialisation", "astrogation"], ["freeSpecialisation", "gunnery"], ["obligationType", "debt"]]);

describe("the catalogue", () => {
  it("sorts each kind, leaves out free gear and other types, and reads missing or wrong fields as defaults", () => {
    expect([catalogue.species.length, catalogue.careers.length, catalogue.specialisations.length]).toEqual([2, 1, 2]);
    expect(catalogue.gear.map((g) => g.name)).toEqual(["Pistol", "Disruptor"]);
    expect(catalogue.partySize).toBe(2);
    const odd = speciesEntry(entries[1]!);
    expect(odd.system).toMatchObject({ freeRanks: ["cool"], rules: ["droid"], careerFreeRanks: null, startingXp: 0, woundBase: 10, characteristics: { brawn: 1 } });
  });
});

describe("the window's state", () => {
  it("Next waits for each step; Back always; a species change clears its picks, a career change the specialisation", () => {
    let s = moveTo(initialState(), catalogue, 3);
    expect(s.step).toBe(0);
    s = complete();
    expect(moveTo(s, catalogue, 6).step).toBe(6);
    expect(moveTo({ ...s, step: 4 }, catalogue, 1).step).toBe(1);
    expect(run([["pickSpecies", "S2"]], s).speciesSkills).toEqual([]);
    const recareer = run([["pickCareer", "C1"]], s);
    expect([recareer.specialisation, recareer.freeCareer, recareer.talents]).toEqual(["", [], []]);
    // Only the career's own specialisations are offered.
    expect(wizardView({ ...s, step: 2 }, catalogue).specialisation.options.map((o) => o.name)).toEqual(["Pilot"]);
  });

  it("refuses what the rules refuse, by the rule's key: a fifth free rank, a restricted item, past the credits", () => {
    const s = complete();
    const fifth = change(s, catalogue, "freeCareer", "vigilance");
    expect(fifth.ok ? "" : fifth.error.key).toBe("EOTE.Creation.Error.CareerFreeRanks");
    const restricted = change(s, catalogue, "addGear", "G2");
    expect(restricted.ok ? "" : restricted.error.key).toBe("EOTE.Creation.Error.Restricted");
    const one = run([["addGear", "G1"]], s);
    const two = change(one, catalogue, "addGear", "G1");
    expect(two.ok ? "" : two.error.key).toBe("EOTE.Creation.Error.NotEnoughCredits");
    expect(run([["removeGear", "G1"]], one).gear).toEqual([]);
  });

  it("takes back a talent and the ones that hung from it; unknown actions and values change nothing", () => {
    const s = run([["talent", "0"], ["talent", "4"], ["talent", "1"]], complete());
    expect(run([["talent", "0"]], s).talents).toEqual([1]);
    expect(run([["nonsense", "x"], ["raise", "luck"], ["addRank", "flying"], ["pickSpecies", "nope"]], s)).toEqual(s);
    expect(run([["lower", "brawn"]], s).characteristics.brawn).toBe(2); // never under the species' rating
  });

  it("bounds the typed text; a fresh character only is guided", () => {
    expect(withText(initialState(), { name: "x".repeat(500), biography: 5 }).name.length).toBe(200);
    expect(freshForGuide({ creation: true, xp: { total: 0, ledger: [] } }, ["weapon"])).toBe(true);
    expect(freshForGuide({ creation: true, xp: { total: 0, ledger: [{ refunded: false }] } }, [])).toBe(false);
    expect(freshForGuide({ creation: true, xp: { total: 0, ledger: [] } }, ["species"])).toBe(false);
    expect(freshForGuide({ creation: false, xp: { total: 0, ledger: [] } }, [])).toBe(false);
  });
});

describe("the odds beside each skill", () => {
  it("is the exact engine's chance against an Average check, now and with one more rank", () => {
    expect(averageChance(3, 1)).toBe(odds(mergePools(checkPool(3, 1), difficultyPool("average"))).success);
    expect(averageChance(2, 0)).toBeCloseTo(0.435, 3);
    const row = skillOddsRow(3, 1, "en");
    expect(row.now.pool).toBe("1P2A");
    expect(row.next?.pool).toBe("2P1A");
    expect(Number.parseFloat(row.next!.chance)).toBeGreaterThan(Number.parseFloat(row.now.chance));
    expect(skillOddsRow(3, 2, "en").next).toBeNull(); // rank 2 is the cap at creation
  });

  it("shows the XP step's skills with their pools, free ranks and costs", () => {
    const view = wizardView({ ...complete(), step: 4 }, catalogue);
    const cool = view.xp!.skills.find((r) => r.id === "cool")!;
    expect([cool.rank, cool.free, cool.career, cool.cost, cool.now.pool]).toEqual([1, 1, false, 15, "1P1A"]);
    expect(view.totals.xp).toEqual({ total: 110, spent: 0, available: 110 });
    expect(view.totals.freeLeft).toBe(0);
    expect(descriptionText("<p>Needs <em>no</em> air &amp; food.</p>")).toBe("Needs no air & food.");
  });
});

describe("the tours", () => {
  const lang = JSON.parse(readFileSync("lang/en.json", "utf8"));
  const has = (key: string) => key.split(".").reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], lang) !== undefined;
  it("have unique ids and steps, each step's title and text a lang key, the GM's tools for GMs only", () => {
    expect(TOURS.map((t) => t.id)).toEqual(["character-sheet", "dice-dialog", "gm-tools"]);
    for (const tour of TOURS) {
      expect(new Set(tour.steps.map((s) => s.id)).size).toBe(tour.steps.length);
      for (const key of [tour.title, tour.description, ...tour.steps.flatMap((s) => [s.title, s.content])]) expect(has(key), key).toBe(true);
    }
    expect(TOURS.map((t) => t.restricted)).toEqual([false, false, true]);
  });
});
