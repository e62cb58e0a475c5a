/**
 * A character from scratch, end to end through the pure layers: a character built from scratch shows
 * the right soak, defence, thresholds and encumbrance as gear is added and worn, and a minion group's
 * skill ranks follow its numbers (derived by module/rules/character/actor-derived.ts).
 * Expected numbers come from the published rules: soak = Brawn + worn armour soak; encumbrance
 * threshold = 5 + Brawn, worn armour counts 3 less; a minion group rolls at rank standing − 1.
 */
import { describe, expect, it } from "vitest";
import { buildAdversaryContext, buildCharacterContext, type AnyPlainItem } from "../../module/applications/sheets/context/index.ts";
import type { CharacterData, MinionData } from "../../module/rules/types.ts";
import { characterDerived, minionDerived } from "../../module/rules/character/actor-derived.ts";
import { createEnvironment, render } from "./handlebars-env.ts";
import { armour, gear, PLAY, skills, weapon } from "./fixtures.ts";

const blank: CharacterData = {
  characteristics: { brawn: 3, agility: 3, intellect: 2, cunning: 2, willpower: 2, presence: 2 },
  wounds: { value: 0, threshold: 13 }, soakBonus: 0, defenceBonus: { melee: 0, ranged: 0 }, notes: "", droid: false,
  skills: skills({ rangedLight: 1 }), customSkills: [], strain: { value: 0, threshold: 12 },
  xp: { total: 0, available: 0, ledger: [] }, creation: true, thresholdOverride: { wounds: null, strain: null }, credits: 0, species: "", career: "", specialisations: [], motivations: [],
  obligations: [], duties: [], forceRating: 0, forceCommitted: 0, biography: "",
  morality: { value: 50, conflict: 0, darkSide: false, triggered: false, strength: "", weakness: "" },
};

describe("a character built from scratch", () => {
  it("shows soak, defence, thresholds and encumbrance as gear is added and worn", async () => {
    const sheet = (items: AnyPlainItem[]) => buildCharacterContext({
      name: "New", img: "", type: "character", items, flags: PLAY,
      system: { ...blank, derived: characterDerived(blank, items) },
    });

    const empty = sheet([]);
    expect(empty.stats.soak).toBe(3);
    expect(empty.tracks.map((t) => [t.id, t.threshold])).toEqual([["wounds", 13], ["strain", 12]]);
    expect(empty.encumbrance).toMatchObject({ value: 0, threshold: 8, pct: 0 });

    const carried: AnyPlainItem[] = [
      { id: "w", name: "Blaster", img: "", type: "weapon", system: weapon({ encumbrance: 1 }) },
      { id: "a", name: "Armoured clothing", img: "", type: "armour", system: armour({ soak: 1, defence: 1, encumbrance: 3, worn: false }) },
      { id: "g", name: "Rations", img: "", type: "gear", system: gear({ quantity: 2, encumbrance: 1 }) },
    ];
    const held = sheet(carried);
    expect(held.stats).toMatchObject({ soak: 3, defence: { melee: 0, ranged: 0 } });
    expect(held.encumbrance).toMatchObject({ value: 6, threshold: 8, pct: 75, over: false });

    const wornItems = carried.map((i) => i.type === "armour" ? { ...i, system: { ...i.system, worn: true } } : i) as AnyPlainItem[];
    const worn = sheet(wornItems);
    expect(worn.stats).toMatchObject({ soak: 4, defence: { melee: 1, ranged: 1 } });
    expect(worn.encumbrance).toMatchObject({ value: 3, pct: 38 });

    const loaded = sheet([...wornItems, { id: "h", name: "Crate", img: "", type: "gear", system: gear({ quantity: 1, encumbrance: 6 }) }]);
    expect(loaded.encumbrance).toMatchObject({ value: 9, over: true, setback: 1, pct: 100, stateKey: "EOTE.Sheet.Encumbrance.Over" });

    const html = render(createEnvironment({ keys: true }), "actor/character-header.hbs", worn);
    expect(html).toMatch(/EOTE\.Sheet\.Stat\.Soak(<\/span>)?<\/dt><dd>4<\/dd>/);
    expect(html).toMatch(/EOTE\.Sheet\.Stat\.DefenceRanged<\/span><\/dt><dd>1<\/dd>/);
  });
});

describe("a minion group", () => {
  it("rolls its group skills at the rank its standing minions give", async () => {
    const group = (wounds: number) => {
      const data: MinionData = {
        characteristics: { brawn: 2, agility: 3, intellect: 1, cunning: 1, willpower: 1, presence: 1 },
        wounds: { value: wounds, threshold: 4 }, soakBonus: 0, defenceBonus: { melee: 0, ranged: 0 }, notes: "", droid: false,
        groupSize: 4, groupSkills: ["rangedLight"], silhouette: 1, customSkills: [], skillCharacteristics: [],
      };
      return buildAdversaryContext({ name: "Thugs", img: "", type: "minion", items: [], flags: PLAY, system: { ...data, derived: minionDerived(data, []) } });
    };
    // 4 standing: rank 3 with Agility 3 → 3 proficiency.
    expect(group(0).skills[0]!.pool).toMatchObject({ proficiency: 3, ability: 0 });
    // 5 wounds of 4 per minion: one down, 3 standing, rank 2.
    expect(group(5).minion!.standing).toBe(3);
    expect(group(5).skills[0]!.pool).toMatchObject({ proficiency: 2, ability: 1 });
    // 12 wounds: one standing, rank 0.
    expect(group(12).skills[0]!.pool).toMatchObject({ proficiency: 0, ability: 3 });
  });
});
