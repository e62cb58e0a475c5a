// Every number in the packs against the seed tables, cell by cell. A cell may differ from the
// seed only where packs/README.md lists the fix (seed table, row, column, what the seed reads,
// the value used); a garbled cell left unlisted fails here.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { readItems, type PackItem } from "./read-pack.ts";
import {
  SEED_000_ARMOUR_ROWS, SEED_000_HIT_ROWS, SEED_000_INJURY_ROWS, SEED_000_WEAPON_ROWS,
  SEED_002_HIT_ROWS, SEED_002_INJURY_ROWS,
} from "./seed-rows.ts";

interface Fix { seed: string; used: string }

/** The "OCR fixes" table of packs/README.md, keyed "seed table|row|column". */
function readmeFixes(): Map<string, Fix> {
  const text = readFileSync("packs/README.md", "utf8");
  const section = text.split(/^## /m).find((s) => s.startsWith("OCR fixes"));
  if (!section) throw new Error("packs/README.md has no '## OCR fixes' section");
  const fixes = new Map<string, Fix>();
  for (const line of section.split("\n")) {
    if (!line.startsWith("|") || /^\|\s*-/.test(line) || /^\|\s*Seed table/.test(line)) continue;
    const cells = line.split("|").slice(1, -1).map((c) => c.trim().replace(/^`(.*)`$/, "$1"));
    const [table, row, column, seed, used] = cells;
    fixes.set(`${table}|${row}|${column}`, { seed: seed === "(blank)" ? "" : seed!, used: used! });
  }
  return fixes;
}

const fixes = readmeFixes();
const usedFixes = new Set<string>();

/** The seed cell, or the README's value where a fix is listed (checking the fix names the seed's text). */
function cell(table: string, row: string, column: string, seedText: string): string {
  const key = `${table}|${row}|${column}`;
  const fix = fixes.get(key);
  if (!fix) return seedText.trim();
  expect(seedText.trim(), `README fix ${key}: seed text`).toBe(fix.seed);
  usedFixes.add(key);
  return fix.used;
}

const int = (text: string, what: string): number => {
  if (!/^\d[\d,]*$/.test(text)) throw new Error(`${what}: "${text}" is not a number (garbled? list a fix in packs/README.md)`);
  return Number(text.replace(/,/g, ""));
};
const SKILL: Record<string, string> = {
  "Ranged (Light)": "rangedLight", "Ranged (Heavy)": "rangedHeavy", Gunnery: "gunnery",
  Brawl: "brawl", Melee: "melee", Lightsaber: "lightsaber",
};
const SEVERITY: Record<string, number> = { Easy: 1, Average: 2, Hard: 3, Daunting: 4, "-": 0 };
const normal = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");
const IMPROVISED: Record<string, string> = {
  Small: "Improvised Weapon (Small)", Medium: "Improvised Weapon (Medium)", Large: "Improvised Weapon (Large)",
};

function range(text: string, what: string): [number, number | null] {
  const open = /^(\d+)\+$/.exec(text);
  if (open) return [Number(open[1]), null];
  const m = /^(\d+)\s*[-–]\s*(\d+)$/.exec(text);
  if (!m) throw new Error(`${what}: "${text}" is not a d100 range (garbled? list a fix in packs/README.md)`);
  return [Number(m[1]), Number(m[2])];
}

let packs: Record<string, PackItem[]> = {};
let qualityKey = new Map<string, string>();
beforeAll(async () => {
  for (const name of ["weapons", "armour", "qualities", "critical-injuries", "vehicle-critical-hits"]) {
    packs[name] = await readItems(name);
  }
  qualityKey = new Map(packs.qualities!.map((q) => [normal(q.name), q.system.key as string]));
});
const find = (pack: string, name: string) => {
  const item = packs[pack]!.find((i) => i.name === name);
  if (!item) throw new Error(`${pack} has no "${name}"`);
  return item;
};

function qualities(text: string, what: string) {
  return text.split(/,\s*/).map((s) => s.trim()).filter(Boolean).map((part) => {
    const m = /^(.*?)\s*(\d+)?$/.exec(part)!;
    const key = qualityKey.get(normal(m[1]!));
    if (!key) throw new Error(`${what}: no quality named "${m[1]}"`);
    return { key, rating: m[2] ? Number(m[2]) : null };
  });
}

describe("weapons against seed 000 RANGED WEAPONS and MELEE WEAPONS", () => {
  it("match every cell of all 34 rows", () => {
    expect(SEED_000_WEAPON_ROWS).toHaveLength(34);
    for (const [seedName, skill, dam, crit, rangeBand, enc, hp, price, rarity, special] of SEED_000_WEAPON_ROWS) {
      const name = IMPROVISED[seedName!] ?? seedName!;
      const sys = find("weapons", name).system;
      const c = (column: string, text: string | undefined) => cell("000 weapons", name, column, text ?? "");
      expect(sys.skill, name).toBe(SKILL[c("Skill", skill)]);
      const damage = c("Dam", dam);
      expect({ damage: sys.damage, addBrawn: sys.addBrawn }, name).toEqual(
        { damage: int(damage.replace(/^\+/, ""), `${name} Dam`), addBrawn: damage.startsWith("+") });
      const critText = c("Crit", crit);
      expect(sys.crit, name).toBe(critText === "-" || critText === "NA" ? null : int(critText, `${name} Crit`));
      expect(sys.range, name).toBe(c("Range", rangeBand).toLowerCase());
      expect(sys.encumbrance, name).toBe(int(c("Encum", enc), `${name} Encum`));
      // Improvised weapons leave HP, price and rarity blank: not bought, no attachments.
      const orZero = (column: string, text: string | undefined) => { const t = c(column, text); return t === "" ? "0" : t; };
      expect(sys.hardPoints, name).toBe(int(orZero("HP", hp), `${name} HP`));
      const priceText = orZero("Price", price);
      expect(sys.restricted, name).toBe(priceText.startsWith("(R)"));
      expect(sys.price, name).toBe(int(priceText.replace(/^\(R\)\s*/, ""), `${name} Price`));
      expect(sys.rarity, name).toBe(int(orZero("Rarity", rarity), `${name} Rarity`));
      expect(sys.qualities, name).toEqual(qualities(c("Special", special), name));
    }
  });

  it("give unarmed Brawl and improvised weapons seed 002's crit 5, Disorient 1 and Knockdown", () => {
    const unarmed = find("weapons", "Unarmed (Brawl)").system;
    expect(unarmed).toMatchObject({ skill: "brawl", damage: 0, addBrawn: true, crit: 5, range: "engaged" });
    expect(unarmed.qualities).toEqual([{ key: "disorient", rating: 1 }, { key: "knockdown", rating: null }]);
    // Seed 002 IMPROVISED WEAPONS: Small enc 1, Medium 3 with Cumbersome 2, Large 4 with Cumbersome 4.
    expect(find("weapons", "Improvised Weapon (Medium)").system).toMatchObject({ encumbrance: 3, crit: 5 });
    for (const size of Object.values(IMPROVISED)) {
      expect(String(find("weapons", size).system.description)).toMatch(/automatic threat/);
    }
  });
});

describe("armour against seed 000 ARMOR", () => {
  it("matches the defence and soak of all 7 rows", () => {
    expect(SEED_000_ARMOUR_ROWS).toHaveLength(7);
    expect(packs.armour).toHaveLength(7);
    for (const [name, defence, soak] of SEED_000_ARMOUR_ROWS) {
      const sys = find("armour", name!).system;
      expect(sys.defence, name).toBe(int(cell("000 armor", name!, "Defense", defence ?? ""), `${name} Defense`));
      expect(sys.soak, name).toBe(int(cell("000 armor", name!, "Soak", soak ?? ""), `${name} Soak`));
    }
  });
});

describe.each([
  ["critical injuries", "critical-injuries", SEED_000_INJURY_ROWS, SEED_002_INJURY_ROWS],
  ["vehicle critical hits", "vehicle-critical-hits", SEED_000_HIT_ROWS, SEED_002_HIT_ROWS],
])("%s", (label, pack, rows000, rows002) => {
  it("match seed 002's clean table: every range, severity and name", () => {
    expect(packs[pack]).toHaveLength(rows002.length);
    for (const [rangeText, dice, seedName] of rows002) {
      const [min, max] = range(rangeText!, seedName!);
      const item = packs[pack]!.find((i) => i.system.min === min);
      expect(item, `${label} ${rangeText}`).toBeDefined();
      expect(item!.system.max, seedName).toBe(max);
      expect(item!.system.severity, seedName).toBe(dice === "-" ? 0 : dice!.length);
      expect(item!.name).toBe(cell(`002 ${label}`, item!.name, "Name", seedName!));
    }
  });

  it("match seed 000 wherever its cells are legible, and the README fixes where they are not", () => {
    for (const [rangeText, severity, name] of rows000) {
      const sys = find(pack, name!).system;
      const [min, max] = range(cell(`000 ${label}`, name!, "d100", rangeText!), name!);
      expect([sys.min, sys.max], name).toEqual([min, max]);
      expect(sys.severity, name).toBe(SEVERITY[cell(`000 ${label}`, name!, "Severity", severity!)]);
    }
  });
});

describe("packs/README.md", () => {
  it("lists only fixes the tests above applied", () => {
    expect([...fixes.keys()].filter((k) => !usedFixes.has(k))).toEqual([]);
  });
});
