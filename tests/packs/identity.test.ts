// The identity packs (species, careers, specialisations, talents) as compiled, and what they do when
// dragged onto a character over the v13 doubles: thresholds from the species, talents' effects.
import { beforeAll, describe, expect, it } from "vitest";
import { validateSystemData } from "../../module/data/validate.ts";
import { MODE_ADD, parseModifierKey } from "../../module/rules/checks/modifiers.ts";
import { SKILL_IDS } from "../../module/rules/checks/skills.ts";
import { asUser, FakeActor, FakeItem, packItem, packSource, register, users } from "../doubles/index.ts";
import { character } from "../fixtures/actors.ts";
import { readItems, readRaw, type PackItem } from "./read-pack.ts";
import { shellSuite } from "../doubles/suite.ts";

const PACKS = { species: "species", careers: "career", specialisations: "specialisation", talents: "talent" } as const;
const items = new Map<string, PackItem[]>();
beforeAll(async () => {
  for (const name of Object.keys(PACKS)) items.set(name, await readItems(name));
});
const shell = shellSuite({ seed: 5, modules: { advancement: () => import("../../module/features/advancement/index.ts") } });
const pack = (name: keyof typeof PACKS) => items.get(name) ?? [];
const byName = (name: keyof typeof PACKS) => new Map(pack(name).map((i) => [i.name, i.system]));

/** The published Edge of the Empire core species: Br Ag Int Cun Will Pr, wound base, strain base, XP. */
const SPECIES: Record<string, [number[], number, number, number, string[]]> = {
  Bothan: [[1, 2, 2, 3, 2, 2], 10, 11, 100, ["streetwise"]],
  Droid: [[1, 1, 1, 1, 1, 1], 10, 10, 175, []],
  Gand: [[2, 2, 2, 2, 3, 1], 10, 10, 100, ["discipline"]],
  Human: [[2, 2, 2, 2, 2, 2], 10, 10, 110, []],
  Rodian: [[2, 3, 2, 2, 1, 2], 10, 10, 100, ["survival"]],
  Trandoshan: [[3, 1, 2, 2, 2, 2], 12, 9, 90, ["perception"]],
  "Twi'lek": [[1, 2, 2, 2, 2, 3], 10, 11, 100, []],
  Wookiee: [[3, 2, 2, 2, 1, 2], 14, 8, 90, ["brawl"]],
};
const CHARACTERISTIC_ORDER = ["brawn", "agility", "intellect", "cunning", "willpower", "presence"];

describe("identity packs as compiled", () => {
  it("hold 8 species, 6 careers, the 18 core specialisations and their talents, each valid for its schema", () => {
    expect([pack("species").length, pack("careers").length, pack("specialisations").length]).toEqual([8, 6, 18]);
    expect(pack("talents").length).toBeGreaterThanOrEqual(40);
    for (const [name, type] of Object.entries(PACKS)) {
      for (const item of pack(name as keyof typeof PACKS)) {
        expect(item.type, item.name).toBe(type);
        expect(validateSystemData("Item", item.type, item.system), item.name).toEqual([]);
      }
    }
  });

  it("give each species the published characteristics, threshold bases, starting XP and free ranks", () => {
    const species = byName("species");
    expect([...species.keys()].sort()).toEqual(Object.keys(SPECIES).sort());
    for (const [name, [ratings, wound, strain, xp, free]] of Object.entries(SPECIES)) {
      const s = species.get(name)!;
      expect(CHARACTERISTIC_ORDER.map((c) => (s.characteristics as Record<string, number>)[c]), name).toEqual(ratings);
      expect([s.woundBase, s.strainBase, s.startingXp, s.freeRanks], name).toEqual([wound, strain, xp, free]);
    }
  });

  it("give each species its published starting talents, skill choices, rules and free-rank counts, every talent key in the talents pack", () => {
    const species = byName("species");
    const extras = (name: string) => {
      const s = species.get(name)!;
      return [s.startingTalents, s.skillChoices, s.rules, s.careerFreeRanks, s.specialisationFreeRanks];
    };
    expect(extras("Bothan")).toEqual([["convincingDemeanor"], [], [], null, null]);
    expect(extras("Rodian")).toEqual([["expertTracker"], [], [], null, null]);
    expect(extras("Droid")).toEqual([["enduring"], [], ["droid"], 6, 1]);
    expect(extras("Human")).toEqual([[], [{ skills: [], count: 2, nonCareer: true }], [], null, null]);
    expect(extras("Twi'lek")).toEqual([[], [{ skills: ["charm", "deception"], count: 1, nonCareer: false }], [], null, null]);
    for (const name of ["Gand", "Trandoshan", "Wookiee"]) expect(extras(name), name).toEqual([[], [], [], null, null]);
    const talentKeys = new Set(pack("talents").map((t) => t.system.key as string));
    for (const [name, s] of species) for (const key of s.startingTalents as string[]) expect(talentKeys.has(key), `${name} ${key}`).toBe(true);
  });

  it("give each career eight distinct career skills and four free ranks; three specialisations each, four more skills apiece", () => {
    const careers = pack("careers");
    const keys = new Set(careers.map((c) => c.system.key));
    expect([...keys].sort()).toEqual(["bountyHunter", "colonist", "explorer", "hiredGun", "smuggler", "technician"]);
    for (const c of careers) {
      const skills = c.system.careerSkills as string[];
      expect(new Set(skills).size, c.name).toBe(8);
      expect(skills.every((s) => (SKILL_IDS as readonly string[]).includes(s)), c.name).toBe(true);
      expect(c.system.freeRanks, c.name).toBe(4);
    }
    expect(byName("careers").get("Smuggler")!.careerSkills).toEqual(["coordination", "deception", "underworld", "perception", "pilotingSpace", "skulduggery", "streetwise", "vigilance"]);
    const specs = pack("specialisations");
    expect(new Set(specs.map((s) => s.system.career))).toEqual(keys);
    for (const key of keys) expect(specs.filter((s) => s.system.career === key).length, String(key)).toBe(3);
    const talents = new Map<string, string>(pack("talents").map((t) => [t.system.key as string, t.name]));
    for (const s of specs) {
      expect(new Set(s.system.careerSkills as string[]).size, s.name).toBe(4);
      const tree = s.system.tree as { key: string; name: string; bought: boolean }[];
      expect(tree, s.name).toHaveLength(20);
      for (const c of tree) expect([c.name, c.bought], `${s.name} ${c.key}`).toEqual([talents.get(c.key), false]);
    }
  });

  it("trees and talents agree the way the printed trees do: Dedication once, on the bottom row; a talent twice in a tree is ranked; a talent's tier is the first row it sits on", () => {
    const talents = new Map(pack("talents").map((t) => [t.system.key as string, t.system]));
    const firstRow = new Map<string, number>();
    for (const s of pack("specialisations")) {
      const keys = (s.system.tree as { key: string }[]).map((c) => c.key);
      expect(keys.flatMap((k, i) => (k === "dedication" ? [Math.floor(i / 4) + 1] : [])), s.name).toEqual([5]);
      const repeated = [...new Set(keys.filter((k, i) => keys.indexOf(k) !== i))];
      expect(repeated.filter((k) => talents.get(k)!.ranked !== true), `${s.name}: unranked talents on two cells`).toEqual([]);
      keys.forEach((k, i) => firstRow.set(k, Math.min(firstRow.get(k) ?? 5, Math.floor(i / 4) + 1)));
    }
    const wrongTier = [...firstRow].filter(([k, row]) => talents.get(k)!.tier !== (k === "dedication" ? 5 : row));
    expect(wrongTier.map(([k, row]) => `${k}: tier ${String(talents.get(k)!.tier)}, first on row ${row}`)).toEqual([]);
  });

  it("store talents' effects under their item, carried to the owner, with only keys the modifier scheme knows", async () => {
    const raw = await readRaw("talents");
    const effects = [...raw].filter(([k]) => k.startsWith("!items.effects!"));
    expect(effects.length).toBeGreaterThanOrEqual(10);
    for (const [key, value] of effects) {
      const e = value as { _id: string; transfer: boolean; changes: { key: string; mode: number; value: string }[] };
      const [itemId, effectId] = key.slice("!items.effects!".length).split(".");
      expect(effectId).toBe(e._id);
      expect((raw.get(`!items!${itemId}`) as { effects: string[] }).effects).toContain(e._id);
      expect(e.transfer, key).toBe(true);
      for (const c of e.changes) {
        expect(parseModifierKey(c.key), c.key).not.toBeNull();
        expect(c.mode).toBe(MODE_ADD);
      }
    }
    const keys = pack("talents").map((t) => t.system.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("dropped onto a character", () => {
  const fresh = () => {
    const data = character();
    Object.assign(data, { xp: { total: 0, available: 0, ledger: [] }, creation: true });
    return register(new FakeActor("New", "character", data));
  };

  it.each(Object.keys(SPECIES))("%s: the character takes its characteristics and XP, thresholds base + Brawn / + Willpower", async (name) => {
    const pc = fresh();
    await shell.advancement.api.dropIdentity(pc, new FakeItem(packItem("species", name)));
    const [ratings, wound, strain, xp] = SPECIES[name]!;
    expect(pc.system.xp.available).toBe(xp);
    expect(pc.system.derived.wounds.threshold).toBe(wound + ratings[0]!);
    expect(pc.system.derived.strain.threshold).toBe(strain + ratings[4]!);
  });

  it("a Wookiee with Grit 2, Toughened and Enduring from the pack: the talents' effects add to the species' thresholds and soak", async () => {
    const talent = (name: string, rank: number) => {
      const doc = packItem("talents", name);
      return { ...doc, system: { ...doc.system, rank } };
    };
    const pc = register(new FakeActor("Chak", "character", { ...character(), creation: true, xp: { total: 0, available: 0, ledger: [] } },
      { items: [talent("Grit", 2), talent("Toughened", 1), talent("Enduring", 1)] }));
    await shell.advancement.api.dropIdentity(pc, new FakeItem(packItem("species", "Wookiee")));
    expect(pc.system.derived.wounds.threshold).toBe(14 + 3 + 2);
    expect(pc.system.derived.strain.threshold).toBe(8 + 1 + 2);
    expect(pc.system.derived.soak).toBe(3 + 1); // Brawn 3, Enduring 1
  });

  it("Dedication ships with one disabled effect per characteristic; the chosen one raises it", async () => {
    const doc = packItem("talents", "Dedication");
    expect(doc.effects!.map((e) => [e.changes![0]!.key, e.disabled])).toEqual(CHARACTERISTIC_ORDER.map((c) => [`system.characteristics.${c}`, true]));
    const off = new FakeActor("A", "character", character(), { items: [structuredClone(doc)] });
    const bare = new FakeActor("B", "character", character());
    expect(off.system.derived.soak).toBe(bare.system.derived.soak);
    doc.effects![0]!["disabled"] = false;
    const on = new FakeActor("C", "character", character(), { items: [doc] });
    expect(on.system.derived.soak).toBe(bare.system.derived.soak + 1); // Brawn +1
  });

  it("a career from the pack derives its career skills; its Pilot specialisation is in career", async () => {
    const pc = fresh();
    await shell.advancement.api.dropIdentity(pc, new FakeItem(packItem("careers", "Smuggler")));
    await shell.advancement.api.dropIdentity(pc, new FakeItem(packItem("specialisations", "Pilot")));
    expect(pc.system.derived.careerSkills).toEqual(expect.arrayContaining(["underworld", "skulduggery", "gunnery", "astrogation"]));
  });
});

it("every talent source names its key and a summary; ranked talents start at rank 1", () => {
  for (const t of packSource("talents")) {
    expect(t.system["key"], t.name).toMatch(/^[a-z][A-Za-z]+$/);
    expect(String(t.system["description"]), t.name).toMatch(/^<p>.+<\/p>$/);
    expect(t.system["rank"], t.name).toBe(1);
  }
});
