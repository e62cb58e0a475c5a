// Reads the compiled LevelDB packs back (npm test builds first) and checks what a GM will open.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { SKILLS } from "../../module/rules/checks/skills.ts";
import { ITEM_TYPES, RANGE_BANDS } from "../../module/rules/types.ts";
import { validateSystemData } from "../../module/data/validate.ts";
import { readActors, readItems, readTables, type PackActor, type PackItem, type PackTable } from "./read-pack.ts";

const manifest = JSON.parse(readFileSync("system.json", "utf8"));
const ITEM_PACKS = ["weapons", "armour", "qualities", "vehicle-weapons", "gear", "critical-injuries", "vehicle-critical-hits", "force-powers", "species", "careers", "specialisations", "talents"];

// The team's stable quality keys (PREAMBLE): seed 000 WEAPON QUALITIES, seed 002 ITEM QUALITIES
// (Unwieldy) and the weapon tables' Stun Setting.
const QUALITY_KEYS = [
  "accurate", "autoFire", "blast", "breach", "burn", "concussive", "cortosis", "cumbersome", "defensive",
  "deflection", "disorient", "ensnare", "guided", "knockdown", "inaccurate", "inferior", "ion", "limitedAmmo",
  "linked", "pierce", "prepare", "slowFiring", "stun", "stunDamage", "stunSetting", "sunder", "superior",
  "tractor", "unwieldy", "vicious",
];

const ACTOR_PACKS = ["bestiary", "garage"];

const items = new Map<string, PackItem[]>();
let tables: PackTable[] = [];
const actors: PackActor[] = [];
beforeAll(async () => {
  for (const pack of ITEM_PACKS) items.set(pack, await readItems(pack));
  for (const pack of ACTOR_PACKS) actors.push(...await readActors(pack));
  tables = await readTables("roll-tables");
});
const pack = (name: string) => items.get(name) ?? [];

describe("compiled packs", () => {
  it("hold every seed row: 21 ranged + 10 melee + 3 improvised + unarmed, 7 armour, 30 qualities, 29 injuries, 19 hits", () => {
    const counts = { weapons: 35, armour: 7, qualities: 30, "critical-injuries": 29, "vehicle-critical-hits": 19 };
    expect(Object.fromEntries(Object.keys(counts).map((name) => [name, pack(name).length]))).toEqual(counts);
    expect(tables.map((t) => t.name).sort()).toEqual(["Critical Injuries", "Vehicle Critical Hits"]);
  });

  it("match system.json: one declared pack per compiled folder, of the declared document type", () => {
    const declared = manifest.packs.map((p: { name: string; type: string }) => `${p.name}:${p.type}`).sort();
    expect(declared).toEqual([
      ...ITEM_PACKS.map((p) => `${p}:Item`), ...ACTOR_PACKS.map((p) => `${p}:Actor`), "roll-tables:RollTable", "rules-reference:JournalEntry",
    ].sort());
  });

  it("give every document a stable 16-character id, unique across packs", () => {
    const ids = [...ITEM_PACKS.flatMap((p) => pack(p)), ...tables, ...actors].map((d) => d._id);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("store system data of exactly the module/rules/types.ts shapes", () => {
    const expectedType: Record<string, string> = {
      weapons: "weapon", armour: "armour", qualities: "quality", "vehicle-weapons": "weapon", gear: "gear",
      "critical-injuries": "criticalInjury", "vehicle-critical-hits": "criticalHit", "force-powers": "forcePower",
      species: "species", careers: "career", specialisations: "specialisation", talents: "talent",
    };
    const skillIds = new Set<string>(SKILLS.map((s) => s.id));
    for (const name of ITEM_PACKS) {
      for (const item of pack(name)) {
        expect(item.type, item.name).toBe(expectedType[name]);
        expect(ITEM_TYPES).toContain(item.type);
        expect(validateSystemData("Item", item.type, item.system), item.name).toEqual([]);
        expect(String(item.system.description), item.name).toMatch(/^<p>.+<\/p>$/);
        if (item.type === "weapon") {
          expect(skillIds.has(String(item.system.skill)), `${item.name} skill`).toBe(true);
          expect(RANGE_BANDS).toContain(item.system.range);
        }
        if (item.type === "forcePower" && item.system.skill !== null) expect(skillIds.has(String(item.system.skill)), `${item.name} skill`).toBe(true);
      }
    }
  });

  it("hold at least six Force powers with the three core ones, each needing Force rating 1 and 1 Force point, Enhance a combined Athletics check", () => {
    const powers = pack("force-powers");
    expect(powers.length).toBeGreaterThanOrEqual(6);
    expect(powers.map((p) => p.name)).toEqual(expect.arrayContaining(["Enhance", "Influence", "Move", "Sense"]));
    for (const p of powers) expect([p.system.requiredRating, p.system.points], p.name).toEqual([1, 1]);
    expect(powers.find((p) => p.name === "Enhance")!.system.skill).toBe("athletics");
    for (const p of powers) expect(new Set((p.system.upgrades as { key: string }[]).map((u) => u.key)).size, p.name).toBe((p.system.upgrades as unknown[]).length);
  });

  it("give each Force power its whole tree: a cell's cost is the printed one (5 to 20 XP, not the row), and an effect for every upgrade", () => {
    type Upgrade = { key: string; name: string; cost: number; effect: string; ranks: number | null };
    for (const p of pack("force-powers")) {
      const upgrades = p.system.upgrades as Upgrade[];
      expect(upgrades.length, p.name).toBeGreaterThanOrEqual(8);
      for (const u of upgrades) expect([5, 10, 15, 20], `${p.name}: ${u.key} costs ${u.cost}`).toContain(u.cost);
      for (const u of upgrades) expect([u.name.trim() !== "", u.effect.trim().length > 20, u.ranks === null || u.ranks > 1], `${p.name}: ${u.key}`).toEqual([true, true, true]);
      expect(String(p.system.description), p.name).toMatch(/Base power \((10|15) XP, Force rating 1\)/);
    }
    // The printed trees' own costs, not 5 XP a row: Sense's first upgrade row is two 10 XP Control cells.
    const sense = pack("force-powers").find((p) => p.name === "Sense")!.system.upgrades as Upgrade[];
    expect(sense.slice(0, 2).map((u) => [u.name, u.cost])).toEqual([["Control", 10], ["Control", 10]]);
  });

  it("hold the seed's consumables and its rarity examples as gear, each with price, rarity and encumbrance", () => {
    const gear = new Map(pack("gear").map((g) => [g.name, g.system]));
    expect(gear.size).toBeGreaterThanOrEqual(11);
    for (const name of ["Stimpack", "Emergency Repair Patch", "Bacta Tank", "Oil Bath"]) expect(gear.has(name), name).toBe(true);
    for (const g of gear.values()) for (const field of ["price", "rarity", "encumbrance"]) expect(Number.isInteger(g[field]), field).toBe(true);
    // Seed 002 BUYING ITEMS: the rarity examples, 0 to 10, wherever the item lives in our packs.
    const everything = new Map([...pack("gear"), ...pack("weapons")].map((i) => [i.name, i.system.rarity]));
    const examples: [string, number][] = [
      ["Glow Rod", 0], ["Comlink (Long Range)", 1], ["Medpac", 2], ["Scanner Goggles", 3], ["Blaster Pistol", 4], ["Blaster Rifle", 5],
      ["Cybernetic Limb", 6], ["Cortosis Gauntlets", 7], ["Thermal Detonator", 8], ["Dantari Crystal", 9], ["Lightsaber", 10],
    ];
    expect(examples.map(([name]) => [name, everything.get(name)])).toEqual(examples);
  });

  it("have one quality item per stable quality key", () => {
    expect(pack("qualities").map((q) => q.system.key).sort()).toEqual([...QUALITY_KEYS].sort());
  });

  it("only reference qualities that exist, with a rating exactly when the quality is ranked", () => {
    const byKey = new Map(pack("qualities").map((q) => [q.system.key as string, q.system]));
    let refs = 0;
    for (const item of [...pack("weapons"), ...pack("vehicle-weapons"), ...pack("armour"), ...actors.flatMap((a) => a.items).filter((i) => i.type === "weapon" || i.type === "armour")]) {
      for (const ref of item.system.qualities as { key: string; rating: number | null }[]) {
        const quality = byKey.get(ref.key);
        expect(quality, `${item.name}: ${ref.key}`).toBeDefined();
        expect(ref.rating === null, `${item.name}: ${ref.key} rating`).toBe(!quality!.ranked);
        refs++;
      }
    }
    expect(refs).toBeGreaterThan(50);
  });
});

describe.each([
  ["critical-injuries", "Critical Injuries", 151],
  ["vehicle-critical-hits", "Vehicle Critical Hits", 154],
])("%s", (packName, tableName, openFrom) => {
  const rows = () => [...pack(packName)].sort((a, b) => (a.system.min as number) - (b.system.min as number));

  it("covers 1 upward with no gap or overlap, ending open-ended", () => {
    const sorted = rows();
    expect(sorted[0]!.system.min).toBe(1);
    for (let i = 1; i < sorted.length; i++) {
      expect(sorted[i]!.system.min, sorted[i]!.name).toBe((sorted[i - 1]!.system.max as number) + 1);
    }
    const last = sorted.at(-1)!;
    expect(last.system).toMatchObject({ min: openFrom, max: null, severity: 0 });
    expect(sorted.slice(0, -1).every((r) => typeof r.system.max === "number")).toBe(true);
  });

  it("rises in severity from Easy (1) to Daunting (4) down the table", () => {
    const severities = rows().slice(0, -1).map((r) => r.system.severity as number);
    expect(severities[0]).toBe(1);
    expect(severities.at(-1)).toBe(4);
    for (let i = 1; i < severities.length; i++) expect(severities[i]).toBeGreaterThanOrEqual(severities[i - 1]!);
  });

  it(`is rolled by the "${tableName}" RollTable, whose results resolve to its items`, () => {
    const table = tables.find((t) => t.name === tableName)!;
    expect(table.formula).toBe("1d100");
    const byId = new Map(pack(packName).map((i) => [i._id, i]));
    expect(table.results).toHaveLength(byId.size);
    const results = [...table.results].sort((a, b) => a.range[0] - b.range[0]);
    let next = 1;
    for (const result of results) {
      expect(result.type).toBe("document");
      const m = /^Compendium\.eote\.([\w-]+)\.Item\.([A-Za-z0-9]{16})$/.exec(result.documentUuid ?? "");
      expect(m?.[1], result.name).toBe(packName);
      const item = byId.get(m![2]!);
      expect(item, result.documentUuid).toBeDefined();
      expect(result.name).toBe(item!.name);
      expect(result.range[0]).toBe(item!.system.min);
      expect(result.range[1]).toBe(item!.system.max ?? result.range[1]);
      expect(result.range[0]).toBe(next);
      next = result.range[1] + 1;
    }
    // The open-ended row reaches past any 1d100 + 10 per crit + Vicious total in play.
    expect(next - 1).toBeGreaterThanOrEqual(1000);
  });
});
