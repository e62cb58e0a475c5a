// The rules-reference compendium: every topic source compiles, every row of the seed tables it
// summarises is there (counts from the seeds, section named), every @UUID link in the packs opens a
// document the packs hold, and the spending, quality, skill and difficulty ids the sheets and cards
// carry each have their row. Reads the compiled packs (npm test builds first), like built.test.ts.
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { load } from "js-yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { packChecks, readAllPackSources } from "../../scripts/packs.mjs";
import { PackSourceError } from "../../scripts/packs/validate.mjs";
import { readJournalSource, topicProblems, uuidLinks } from "../../scripts/packs/journal.mjs";
import { COMBAT_OPTIONS } from "../../module/rules/combat/combat-options.ts";
import { STARSHIP_ACTIONS, starshipAction } from "../../module/rules/vehicles/starship-actions.ts";
import { rarityDifficulty } from "../../module/rules/gear/trade.ts";
import { QUALITY_KEYS } from "../../module/rules/gear/qualities.ts";
import { SKILL_IDS } from "../../module/rules/checks/skills.ts";
import { referenceEntryId, referencePageId } from "../../module/features/rules-reference/model/ids.ts";
import { readRaw } from "./read-pack.ts";

const SOURCE = "packs/_source/rules-reference";
const manifest = JSON.parse(readFileSync("system.json", "utf8"));

interface Page { _id: string; name: string; type: string; text: { format: number; content: string }; title: { show: boolean } }
interface Entry { _id: string; name: string; pages: Page[] }

/** A table of a compiled page, by its data-reference-table id: rows as cell texts, rows' ids. */
interface Table { rows: string[][]; rowIds: (string | null)[] }

function tablesOf(html: string): Map<string, Table> {
  const tables = new Map<string, Table>();
  for (const [, id, body] of html.matchAll(/<table data-reference-table="([^"]+)"[^>]*>(.*?)<\/table>/gs)) {
    const tbody = /<tbody>(.*)<\/tbody>/s.exec(body!)?.[1] ?? "";
    const rows = [...tbody.matchAll(/<tr([^>]*)>(.*?)<\/tr>/gs)];
    tables.set(id!, {
      rows: rows.map(([, , cells]) => [...cells!.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map(([, c]) => c!)),
      rowIds: rows.map(([, attrs]) => /data-reference-row="([^"]+)"/.exec(attrs!)?.[1] ?? null),
    });
  }
  return tables;
}

let entries: Entry[] = [];
const tables = new Map<string, Table>();
const pageOf = new Map<string, Page>();
beforeAll(async () => {
  const raw = await readRaw("rules-reference");
  const pages = new Map<string, Page>();
  for (const [key, value] of raw) {
    const m = /^!journal\.pages!([^.]+)\.(.+)$/.exec(key);
    if (m) pages.set(`${m[1]}.${m[2]}`, value as Page);
  }
  entries = [...raw].filter(([k]) => k.startsWith("!journal!")).map(([, v]) => {
    const entry = v as Omit<Entry, "pages"> & { pages: string[] };
    return { ...entry, pages: entry.pages.map((id) => pages.get(`${entry._id}.${id}`)!) };
  });
  for (const entry of entries) {
    for (const page of entry.pages) {
      for (const [id, table] of tablesOf(page.text.content)) {
        expect(tables.has(id), `table id ${id} is used twice`).toBe(false);
        tables.set(id, table);
        pageOf.set(id, page);
      }
    }
  }
});

const table = (id: string): Table => {
  const t = tables.get(id);
  if (!t) throw new Error(`no table ${id} in the rules reference`);
  return t;
};
const firstCells = (id: string) => table(id).rows.map((r) => r[0]!.replace(/<[^>]+>/g, ""));

describe("rules-reference sources", () => {
  it("every topic file compiles: no problems, and the build renders one entry per file", async () => {
    const files = readdirSync(SOURCE).filter((f) => f.endsWith(".yml"));
    expect(files.length).toBe(13);
    for (const file of files) expect(topicProblems(load(readFileSync(join(SOURCE, file), "utf8"))), file).toEqual([]);
    const checks = await packChecks();
    const rendered = readJournalSource(SOURCE, checks.journalId);
    expect(rendered.map((e: { doc: Entry }) => e.doc.name).sort()).toEqual(entries.map((e) => e.name).sort());
  });

  it("refuses a topic whose row does not fit its head, a missing page name, or script in a cell", () => {
    const bad = {
      key: "broken", name: "Broken", sort: 1,
      pages: [
        { key: "a", name: "A", blocks: [{ table: { head: ["One", "Two"], rows: [["only one"]] } }] },
        { key: "b", blocks: [{ p: "text" }] },
        { key: "c", name: "C", blocks: [{ p: "<img src=x onerror=alert(1)>" }] },
      ],
    };
    const problems = topicProblems(bad);
    expect(problems).toContain("pages[0].blocks[0].table.rows[0] has 1 cells, the head has 2");
    expect(problems).toContain("pages[1].name is missing");
    expect(problems.some((p: string) => p.includes("onerror="))).toBe(true);
  });

  it("stops the build on a link to a document no pack holds, naming the file", async () => {
    const root = mkdtempSync(join(tmpdir(), "eote-reference-"));
    try {
      const dir = join(root, "rules-reference");
      mkdirSync(dir);
      writeFileSync(join(dir, "x.yml"), "key: x\nname: X\nsort: 1\npages:\n  - key: p\n    name: P\n    blocks:\n" +
        "      - p: '@UUID[Compendium.eote.qualities.Item.AAAAAAAAAAAAAAAA]{Gone}'\n");
      const checks = await packChecks();
      const run = () => readAllPackSources([{ name: "rules-reference", type: "JournalEntry", src: dir }], checks);
      expect(run).toThrow(PackSourceError);
      expect(run).toThrow(/x\.yml: links to Compendium\.eote\.qualities\.Item\.AAAAAAAAAAAAAAAA, which no pack holds/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("compiled rules reference", () => {
  it("is declared in system.json as a JournalEntry pack inside a pack folder", () => {
    expect(manifest.packs.find((p: { name: string }) => p.name === "rules-reference")?.type).toBe("JournalEntry");
  });

  it("gives entries and pages the ids derived from their keys, text pages headed by their own <h2>", () => {
    const difficulty = entries.find((e) => e._id === referenceEntryId("difficulty"));
    expect(difficulty?.name).toBe("Difficulty");
    expect(difficulty?.pages[0]?._id).toBe(referencePageId("difficulty", "levels"));
    for (const page of entries.flatMap((e) => e.pages)) {
      expect(page.type).toBe("text");
      expect(page.text.content.startsWith(`<h2>${page.name}</h2>`), page.name).toBe(true);
      // Self-contained for @Embed: no class of ours, only inline styles.
      expect(page.text.content).not.toMatch(/class="/);
    }
  });

  // Row counts of the seed tables each page summarises.
  const SEED_ROWS: [string, number, string][] = [
    ["difficulty-levels", 7, "002 DIFFICULTY (Simple … Impossible)"],
    ["attack-difficulties", 5, "000 ATTACK DIFFICULTIES PAGE 205"],
    ["ranged-modifiers", 3, "000 RANGED DIFFICULTY MODIFIERS PAGE 210"],
    ["vehicle-attack-difficulty", 7, "002 VEHICLE COMBAT CHECK DIFFICULTY"],
    ["social-opposition", 3, "002 SOCIAL SKILLS"],
    ["personal-advantage", 15 + 2, "002 PERSONAL COMBAT advantage rows, plus 000's notice a detail and do something vital"],
    ["personal-threat", 11 + 1, "002 PERSONAL COMBAT threat rows, plus 000's the enemy gains an advantage"],
    ["vehicle-advantage", 14, "002 VEHICLE COMBAT advantage rows"],
    ["vehicle-threat", 13 - 1, "002 VEHICLE COMBAT threat rows, less the broken line \"y made\""],
    ["skill-list", 35 - 1, "002 SKILL LIST, less Piloting (Heavy), no Edge of the Empire skill"],
    ["item-qualities", 28 + 2, "000 WEAPON QUALITIES, 002 Unwieldy, the weapon tables' Stun Setting"],
    ["critical-injuries", 29, "002 CRITICAL INJURIES (01-05 … 151+)"],
    ["random-characteristic", 6, "002 CRITICAL INJURIES 1d10 Random Characteristic"],
    ["vehicle-critical-hits", 19, "002 VEHICLE CRITICAL HITS (01-09 … 154+)"],
    ["small-components", 8, "002 SMALL VEHICLE COMPONENTS"],
    ["large-components", 10, "002 LARGE VEHICLE COMPONENTS"],
    ["recovery", 6, "002 RECOVERY"],
    ["medical-difficulty", 4, "000 MEDICAL CHECK DIFFICULTY PAGE 113"],
    ["medical-results", 5, "002 MEDICINE / MECHANICS SKILL"],
    ["damage-control", 4, "000 DAMAGE CONTROL DIFFICULTY PAGE 233 and 002 DAMAGE CONTROL"],
    ["repairing-gear", 3, "002 REPAIRING GEAR"],
    ["conflict", 11, "002 MORALITY Conflict Received / Action"],
    ["morality-thresholds", 6, "002 DARK SIDE FORCE USER, LIGHT SIDE PARAGON"],
    ["fear-levels", 5, "002 FEAR Fear Check / Example"],
    ["fear-modifiers", 3, "002 FEAR reputation rows"],
    ["falling", 4, "002 FALLING"],
    ["fire-ratings", 4, "002 FIRE / ACID / CORROSIVE ATMOSPHERE"],
    ["hyperspace-difficulty", 6, "002 HYPERSPACE CALCULATION difficulty rows"],
    ["hyperspace-results", 6, "002 HYPERSPACE CALCULATION result rows"],
    ["hyperspace-time", 4, "002 HYPERSPACE TRAVEL TIME"],
    ["sublight", 4, "002 SUBLIGHT TRAVEL"],
    ["navigation-hazards", 4, "002 NAVIGATION HAZARDS"],
    ["turn-incidentals", 4, "002 INCIDENTALS"],
    ["turn-actions", 4, "002 ACTIONS"],
    ["maneuvers", 10, "002 MANEUVERS (Aim … Taking Cover)"],
    ["range-bands", 5, "002 RANGE BANDS"],
    ["vehicle-range-bands", 5, "002 PLANETARY RANGE BANDS"],
    ["starship-maneuvers", 6, "002 STARSHIP MANEUVERS and ANGLE DEFLECTOR SCREENS"],
    ["fly-drive", 4, "002 FLY / DRIVE speeds 0, 1, 2-4, 5-6"],
    ["starship-actions", 11, "002 STARSHIP ACTIONS (Boost Shields … Spoof Missiles) and the pilot talent Full Throttle (published core rulebook)"],
    ["gain-advantage-difficulty", 4, "002 GAIN ADVANTAGE difference in speed"],
    ["rarity", 11, "002 BUYING ITEMS rarity 0 … 10"],
    ["rarity-modifiers", 11, "002 BUYING ITEMS rarity modifiers"],
    ["selling", 3, "002 SELLING ITEMS"],
  ];
  it.each(SEED_ROWS)("table %s has the seed's %i rows (seed %s)", (id, rows) => {
    expect(table(id).rows).toHaveLength(rows);
  });

  it("has a row for every starship action of module/rules/vehicles/starship-actions.ts, at its skills' difficulty", () => {
    const t = table("starship-actions");
    expect(t.rowIds).toEqual([...STARSHIP_ACTIONS]);
    const words = ["Simple", "Easy", "Average", "Hard", "Daunting", "Formidable"];
    STARSHIP_ACTIONS.forEach((id, i) => {
      const check = t.rows[i]![1]!;
      for (const c of starshipAction(id).checks) if (c.skill !== "piloting") expect(check, id).toContain(words[c.difficulty]!);
    });
  });

  it("gives each rarity the difficulty of module/rules/gear/trade.ts and links its example to an item of that rarity", async () => {
    const rarity = table("rarity");
    const items = new Map<string, number>();
    for (const pack of ["gear", "weapons"]) {
      for (const [key, value] of await readRaw(pack)) if (key.startsWith("!items!")) items.set((value as { _id: string })._id, (value as { system: { rarity: number } }).system.rarity);
    }
    const words = ["Simple", "Easy", "Average", "Hard", "Daunting", "Formidable"];
    rarity.rows.forEach(([value, difficulty, example], r) => {
      expect(Number(value)).toBe(r);
      expect(difficulty!.startsWith(words[rarityDifficulty(r).difficulty]!), `rarity ${r}`).toBe(true);
      const id = /@UUID\[Compendium\.eote\.(?:gear|weapons)\.Item\.([A-Za-z0-9]{16})\]/.exec(example!)?.[1];
      expect(items.get(id!), `rarity ${r}: ${example}`).toBe(r);
    });
  });

  it("lists every Force power of the force-powers pack, linked to its item, with its points and upgrade count", async () => {
    type Power = { _id: string; system: { points: number; upgrades: unknown[] } };
    const powers = new Map([...(await readRaw("force-powers"))].filter(([k]) => k.startsWith("!items!")).map(([, v]) => [(v as Power)._id, (v as Power).system]));
    const rows = table("force-powers").rows;
    const linked = rows.map((r) => /Item\.([A-Za-z0-9]{16})\]/.exec(r[0]!)?.[1] ?? "");
    expect([...linked].sort()).toEqual([...powers.keys()].sort());
    expect(rows.map((r) => [r[1], r[3]])).toEqual(linked.map((id) => [String(powers.get(id)!.points), String(powers.get(id)!.upgrades.length)]));
  });

  it("lists the d100 ranges of seed 002's critical tables, in order", () => {
    expect(firstCells("critical-injuries")).toEqual([
      "01–05", "06–10", "11–15", "16–20", "21–25", "26–30", "31–35", "36–40", "41–45", "46–50", "51–55", "56–60", "61–65",
      "66–70", "71–75", "76–80", "81–85", "86–90", "91–95", "96–100", "101–105", "106–110", "111–115", "116–120",
      "121–125", "126–130", "131–140", "141–150", "151+",
    ]);
    expect(firstCells("vehicle-critical-hits")).toEqual([
      "01–09", "10–18", "19–27", "28–36", "37–45", "46–54", "55–63", "64–72", "73–81", "82–90", "91–99", "100–108",
      "109–117", "118–126", "127–133", "134–138", "139–144", "145–153", "154+",
    ]);
    expect(firstCells("difficulty-levels")).toEqual(["Simple", "Easy", "Average", "Hard", "Daunting", "Formidable", "Impossible"]);
    expect(table("difficulty-levels").rows.map((r) => r[1])).toEqual(["—", "◆", "◆◆", "◆◆◆", "◆◆◆◆", "◆◆◆◆◆", "◆◆◆◆◆ and a Destiny Point"]);
  });

  it("has a spending row for every option of module/rules/combat/combat-options.ts on its scale's page, at the table's cost", () => {
    const costText = (o: (typeof COMBAT_OPTIONS)[number]) => {
      const [sym, big] = o.side === "positive" ? ["advantage", "triumph"] : ["threat", "despair"];
      const bigs = `${o.special} ${big}${o.special! > 1 ? "s" : ""}`;
      if (o.onFailure) return `${bigs} on a failed check`;
      return o.cost !== null ? `${o.cost} ${sym} or ${bigs}` : bigs;
    };
    for (const scale of ["personal", "vehicle"] as const) {
      for (const side of ["positive", "negative"] as const) {
        const t = table(`${scale}-${side === "positive" ? "advantage" : "threat"}`);
        const wanted = COMBAT_OPTIONS.filter((o) => o.side === side && (o.scale === scale || o.scale === "both"));
        const rows = new Map(t.rowIds.map((id, i) => [id, t.rows[i]!]));
        for (const option of wanted) expect(rows.get(option.id)?.[0], `${scale} ${option.id}`).toBe(costText(option));
        const extra = t.rowIds.filter((id) => !wanted.some((o) => o.id === id));
        expect(extra).toEqual(side === "positive" ? ["critical", "quality"] : []);
      }
    }
  });

  it("has a row for every quality key, linked to its quality item, and one for every skill id", () => {
    expect([...table("item-qualities").rowIds].sort()).toEqual([...QUALITY_KEYS].sort());
    for (const row of table("item-qualities").rows) expect(row[0]).toMatch(/^@UUID\[Compendium\.eote\.qualities\.Item\.[A-Za-z0-9]{16}\]\{[^}]+\}$/);
    expect([...table("skill-list").rowIds].sort()).toEqual([...SKILL_IDS].sort());
  });

  it("links every critical row to its item and each critical page to its roll table", () => {
    for (const id of ["critical-injuries", "vehicle-critical-hits"]) {
      const pack = id === "critical-injuries" ? "critical-injuries" : "vehicle-critical-hits";
      for (const row of table(id).rows) expect(row[2]).toMatch(new RegExp(`^@UUID\\[Compendium\\.eote\\.${pack}\\.Item\\.`));
      expect(pageOf.get(id)!.text.content).toMatch(/@UUID\[Compendium\.eote\.roll-tables\.RollTable\.[A-Za-z0-9]{16}\]/);
    }
  });
});

describe("links across the compiled packs", () => {
  it("every @UUID link in every pack names a document (or journal page) a pack holds", async () => {
    const uuids = new Set<string>();
    const links: string[] = [];
    const TYPE_OF: Record<string, string> = { items: "Item", tables: "RollTable", journal: "JournalEntry" };
    for (const pack of manifest.packs as { name: string }[]) {
      const raw = await readRaw(pack.name);
      for (const [key, value] of raw) {
        links.push(...uuidLinks(value));
        const primary = /^!(items|tables|journal)!(.+)$/.exec(key);
        if (primary) uuids.add(`Compendium.eote.${pack.name}.${TYPE_OF[primary[1]!]}.${primary[2]}`);
        const page = /^!journal\.pages!([^.]+)\.(.+)$/.exec(key);
        if (page) uuids.add(`Compendium.eote.${pack.name}.JournalEntry.${page[1]}.JournalEntryPage.${page[2]}`);
      }
    }
    // 30 qualities, 29 injuries, 19 hits, 2 tables at least.
    expect(links.length).toBeGreaterThanOrEqual(80);
    expect(links.filter((uuid) => !uuids.has(uuid))).toEqual([]);
  });
});
