// An item's readable card (module/applications/sheets/context/item-card.ts): stats as i18n keys and text, in words
// where a value is a word (skill, range, severity), qualities with their rule summaries, tags; pure.
import { describe, expect, it } from "vitest";
import { itemCard } from "../../module/applications/sheets/context/item-card.ts";
import { blaster, critical, quality, talent } from "../fixtures/items.ts";
import type { SpecialisationData } from "../../module/rules/types.ts";

const stat = (card: ReturnType<typeof itemCard>, labelKey: string) => card.stats.find((s) => s.labelKey === labelKey);

describe("an item's card", () => {
  it("a weapon: skill and range as words, Brawn damage as a sentence, a null critical as none, qualities with their rules, restricted as a tag", () => {
    const card = itemCard("Ax", "weapon", blaster({ skill: "melee", addBrawn: true, damage: 3, crit: null, range: "engaged", restricted: true, qualities: [{ key: "pierce", rating: 2 }, { key: "homebrew", rating: null }] }));
    expect(stat(card, "EOTE.Sheet.Weapon.Skill")?.valueKey).toBe("EOTE.Skill.melee");
    expect(stat(card, "EOTE.Sheet.Weapon.Range")?.valueKey).toBe("EOTE.Sheet.Range.engaged");
    expect(stat(card, "EOTE.Sheet.Weapon.Damage")).toMatchObject({ valueKey: "EOTE.Sheet.Item.Card.BrawnPlus", value: "3" });
    expect(stat(card, "EOTE.Sheet.Weapon.Crit")?.valueKey).toBe("EOTE.Sheet.Item.Card.None");
    expect(stat(card, "EOTE.Sheet.Weapon.FiringArcs")).toBeUndefined();
    expect(card.qualities.map((q) => q.summaryKey)).toEqual(["EOTE.QualitySummary.pierce", null]);
    expect(card.tags).toEqual(["EOTE.Sheet.Item.Restricted"]);
    // A vehicle's weapon names its arcs, or says it has none.
    expect(stat(itemCard("Gun", "weapon", blaster({ firingArcs: ["fore", "aft"] }), { vehicleWeapon: true }), "EOTE.Sheet.Weapon.FiringArcs")?.valueKeys)
      .toEqual(["EOTE.Sheet.Arc.fore", "EOTE.Sheet.Arc.aft"]);
    expect(stat(itemCard("Gun", "weapon", blaster({ firingArcs: [] }), { vehicleWeapon: true }), "EOTE.Sheet.Weapon.FiringArcs")?.valueKey).toBe("EOTE.Sheet.Item.Card.None");
  });

  it("a price and rarity the source does not list read \"not listed\", never 0 credits; a listed one as credits", () => {
    const gun = itemCard("Laser Cannon (Light)", "weapon", blaster({ skill: "gunnery", price: null, rarity: null }), { vehicleWeapon: true });
    expect(stat(gun, "EOTE.Sheet.Item.Price")).toMatchObject({ valueKey: "EOTE.Sheet.Item.NotListed", value: "" });
    expect(stat(gun, "EOTE.Sheet.Item.Rarity")).toMatchObject({ valueKey: "EOTE.Sheet.Item.NotListed", value: "" });
    const priced = itemCard("Blaster", "weapon", blaster({ price: 400, rarity: 4 }));
    expect(stat(priced, "EOTE.Sheet.Item.Price")).toMatchObject({ valueKey: "EOTE.Sheet.Item.Card.Credits", value: "400" });
    expect(stat(priced, "EOTE.Sheet.Item.Rarity")).toMatchObject({ valueKey: null, value: "4" });
    // 0 is a price (free), not "not listed".
    expect(stat(itemCard("Rock", "weapon", blaster({ price: 0, rarity: 0 })), "EOTE.Sheet.Item.Price")).toMatchObject({ valueKey: "EOTE.Sheet.Item.Card.Credits", value: "0" });
  });

  it("an injury's roll range and severity, a quality's use, a talent's activation and rank", () => {
    const injury = itemCard("Winded", "criticalInjury", critical({ min: 81, max: 85, severity: 2 }));
    expect(stat(injury, "EOTE.Sheet.Item.Card.RollRange")?.value).toBe("81–85");
    expect(stat(injury, "EOTE.Sheet.Critical.Severity")?.valueKey).toBe("EOTE.Sheet.Severity.Average");
    expect(stat(itemCard("Open", "criticalInjury", critical({ min: 151, max: null, severity: 4 })), "EOTE.Sheet.Item.Card.RollRange")?.value).toBe("151+");
    const passive = itemCard("Pierce", "quality", quality({ active: false }));
    expect(stat(passive, "EOTE.Sheet.Item.Card.Use")?.valueKey).toBe("EOTE.Sheet.Item.Card.Passive");
    expect(stat(passive, "EOTE.Sheet.Quality.Activation")).toBeUndefined();
    const grit = itemCard("Grit", "talent", talent({ ranked: true, rank: 2, activation: "passive" }));
    expect(stat(grit, "EOTE.Sheet.Talent.RankLabel")?.value).toBe("2");
    expect(stat(grit, "EOTE.Sheet.Talent.ActivationLabel")?.valueKey).toBe("EOTE.Sheet.Talent.Activation.passive");
    expect(grit.tree).toBeNull();
    expect(grit.holdsQualities).toBe(false);
  });

  it("a specialisation: its careers by name (its stored keys only when the pack has none), career skills as words, its tree without Buy", () => {
    const system: SpecialisationData = { description: "", key: "pilot", career: "smuggler", otherCareers: ["hiredGun"], careerSkills: ["gunnery", "astrogation"], tree: [{ key: "grit", name: "Grit", right: true, down: false, bought: true }] };
    const card = itemCard("Pilot", "specialisation", system, { careerNames: ["Smuggler", "Hired Gun"], id: "spec1", states: true });
    expect(stat(card, "EOTE.Identity.Specialisation.Careers")?.value).toBe("Smuggler, Hired Gun");
    expect(card.skillKeys).toEqual(["EOTE.Skill.gunnery", "EOTE.Skill.astrogation"]);
    expect(card.tree?.rows.flatMap((r) => r.cells)).toHaveLength(20);
    expect(card.tree?.rows.flatMap((r) => r.cells).some((c) => c.canBuy)).toBe(false);
    expect(card.tree?.rows[0]!.cells[0]).toMatchObject({ name: "Grit", state: "bought", right: true });
    expect(stat(itemCard("Pilot", "specialisation", system), "EOTE.Identity.Specialisation.Careers")?.value).toBe("smuggler, hiredGun");
  });
});
