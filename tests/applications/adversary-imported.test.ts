/**
 * An imported adversary on its sheet: ranks past 5, a skill of its own, a skill on another
 * characteristic and special abilities all show, and the rows roll with what the profile says.
 */
import { describe, expect, it } from "vitest";
import { buildAdversaryContext, type AnyPlainItem } from "../../module/applications/sheets/context/index.ts";
import { skillCheck } from "../../module/applications/sheets/context/skills.ts";
import { importAdversaries } from "../../module/features/importers/model/converters.ts";
import { characterDerived, rivalDerived } from "../../module/rules/character/actor-derived.ts";
import { minionDerived } from "../../module/rules/combat/minion.ts";
import type { MinionData, NemesisData, RivalData } from "../../module/rules/types.ts";
import { FIXTURES, readFolder } from "../features/importers/load.ts";
import { createEnvironment, missingKeys, render } from "./handlebars-env.ts";
import { EDIT, PLAY } from "./fixtures.ts";

const hbs = createEnvironment({ keys: true });
const { documents } = importAdversaries(readFolder(`${FIXTURES}/adversaries`, (n) => n.endsWith(".json")));
const find = (name: string) => documents.find((d) => d.name === name)!;
const plainItems = (name: string): AnyPlainItem[] =>
  find(name).items!.map((i, n) => ({ id: `i${n}`, name: i.name, img: "icons/svg/item-bag.svg", type: i.type, system: i.system }) as unknown as AnyPlainItem);

describe("an imported nemesis on its sheet", () => {
  const system = find("Test Hunter of Mystics").system as unknown as NemesisData;
  const items = plainItems("Test Hunter of Mystics");
  const input = (flags: typeof PLAY) => ({
    name: "Hunter", img: "", type: "nemesis" as const, items, flags, enriched: { notes: "" },
    system: { ...system, derived: characterDerived(system, []) },
  });

  it("lists its own skill and rolls a skill on another characteristic with it", () => {
    const ctx = buildAdversaryContext(input(PLAY) as Parameters<typeof buildAdversaryContext>[0]);
    const warfare = ctx.skills.find((s) => s.id === "knowledgeWarfare")!;
    expect(warfare).toMatchObject({ label: "Knowledge: Warfare", characteristic: "intellect", rank: 2, custom: true });
    const saber = ctx.skills.find((s) => s.id === "lightsaber")!;
    // Willpower 4, rank 3: three proficiency and one ability, not Brawn 3's.
    expect(saber).toMatchObject({ characteristic: "willpower", rank: 3, pool: expect.objectContaining({ proficiency: 3, ability: 1 }) });
    expect(skillCheck(system.characteristics, "lightsaber", { skills: system.skills, skillCharacteristics: system.skillCharacteristics })?.pool)
      .toMatchObject({ proficiency: 3, ability: 1 });
  });

  it("renders its special abilities and skills in play and edit mode", () => {
    for (const flags of [PLAY, EDIT]) {
      const html = render(hbs, "actor/adversary.hbs", buildAdversaryContext(input(flags) as Parameters<typeof buildAdversaryContext>[0]));
      expect([...missingKeys]).toEqual([]);
      expect(html).toContain("EOTE.Sheet.Section.Abilities");
      expect(html).toContain("data-skill-id=\"knowledgeWarfare\"");
      expect(html).toContain("Knowledge: Warfare");
      expect(html).not.toMatch(/undefined|NaN/); // every key it shows is in lang/en.json (missingKeys above)
    }
  });
});

describe("an imported creature and minion group", () => {
  it("shows a rank of 8 and its abilities", () => {
    const giant = find("Test Swamp Giant").system as unknown as RivalData;
    const ctx = buildAdversaryContext({
      name: "Giant", img: "", type: "rival", items: plainItems("Test Swamp Giant"), flags: PLAY, enriched: { notes: "" },
      system: { ...giant, derived: rivalDerived(giant, []) },
    } as Parameters<typeof buildAdversaryContext>[0]);
    expect(ctx.skills.find((s) => s.id === "resilience")).toMatchObject({ rank: 8, pool: expect.objectContaining({ proficiency: 7, ability: 1 }) });
    expect(ctx.abilities.map((a) => a.name)).toEqual(["Silhouette 3", "Thick Hide"]);
  });

  it("rolls a minion group's own skill at the group's rank", () => {
    const trooper = { ...(find("Test Trooper").system as unknown as MinionData), wounds: { value: 5, threshold: 5 } };
    const ctx = buildAdversaryContext({
      name: "Troopers", img: "", type: "minion", items: [], flags: PLAY, enriched: { notes: "" },
      system: { ...trooper, derived: minionDerived(trooper, []) },
    } as Parameters<typeof buildAdversaryContext>[0]);
    // Three minions, one down: two stand, group rank 1 in every group skill, its own included (first, as trained);
    // every other skill is listed too, at rank 0.
    expect(ctx.skills.filter((s) => s.trained).map((s) => [s.id, s.rank])).toEqual([["discipline", 1], ["rangedHeavy", 1], ["cybernetics", 1]]);
    expect(ctx.skills.filter((s) => !s.trained).every((s) => s.rank === 0)).toBe(true);
    expect(ctx.skills).toHaveLength(35);
  });
});
