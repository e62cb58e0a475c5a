// The source checks on deliberately broken inputs: each must stop the build with an error naming
// the offending file, where the CLI alone would skip or mangle it.
import { cpSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildPacks, packChecks, readAllPackSources } from "../../scripts/packs.mjs";
import { PackSourceError, readPackSource } from "../../scripts/packs/validate.mjs";

const WEAPON = readFileSync("packs/_source/weapons/blaster-pistol.yml", "utf8");
const QUALITY = readFileSync("packs/_source/qualities/stun-setting.yml", "utf8");
const INJURY = readFileSync("packs/_source/critical-injuries/minor-nick.yml", "utf8");
const GRIT = readFileSync("packs/_source/talents/grit.yml", "utf8");
const WEAPON_ID = /^_id: (\S+)$/m.exec(WEAPON)![1]!;

/** The data models' validator and the critical table rule, as the build uses them. */
let checks: Awaited<ReturnType<typeof packChecks>>;
beforeAll(async () => { checks = await packChecks(); });

let root = "";
beforeEach(() => { root = mkdtempSync(join(tmpdir(), "eote-packs-")); });
afterEach(() => { rmSync(root, { recursive: true, force: true }); });

function packDir(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return dir;
}

/** The error readPackSource throws for one broken file among good ones. */
let calls = 0;
function errorFor(file: string, text: string, type: "Item" | "RollTable" | "Actor" = "Item"): PackSourceError {
  // A good file read first (names sort), so the error must come from the broken one.
  const good = type === "Item" ? { "0-good.yml": QUALITY } : {};
  const dir = packDir(`p${calls++}`, { ...good, [file]: text });
  try {
    readPackSource(dir, type, checks);
  } catch (err) {
    expect(err).toBeInstanceOf(PackSourceError);
    const e = err as PackSourceError;
    expect(e.file).toBe(join(dir, file));
    expect(e.message).toContain(join(dir, file));
    return e;
  }
  throw new Error(`${file} was accepted`);
}

describe("readPackSource", () => {
  it("accepts the real sources and returns one entry per file", () => {
    const entries = readPackSource("packs/_source/weapons", "Item", checks);
    expect(entries).toHaveLength(35);
    expect(entries.every((e) => e.doc._key === `!items!${e.doc._id}`)).toBe(true);
  });

  it("rejects malformed YAML with its line", () => {
    expect(errorFor("broken.yml", "_id: abc\nname: [unclosed\n").message).toMatch(/not valid YAML.*line/);
  });

  it("rejects a file without _key, which the CLI would skip silently", () => {
    expect(errorFor("nokey.yml", WEAPON.replace(/^_key:.*\n/m, "")).message).toMatch(/_key is missing/);
  });

  it("rejects a _key that does not match the _id or the document type", () => {
    expect(errorFor("wrongkey.yml", WEAPON.replace(/^_key:.*$/m, "_key: '!items!AAAAAAAAAAAAAAAA'")).message).toMatch(/_key must be/);
    expect(errorFor("tablekey.yml", WEAPON, "RollTable").message).toMatch(/_key must be "!tables!/);
  });

  it("rejects an _id that is not 16 letters or digits", () => {
    const text = WEAPON.replaceAll(WEAPON_ID, "short-id");
    expect(errorFor("shortid.yml", text).message).toMatch(/_id must be 16/);
  });

  it("rejects a missing, unknown or ill-typed system field, and a missing name", () => {
    expect(errorFor("nocrit.yml", WEAPON.replace(/^  crit: .*\n/m, "")).message).toMatch(/system\.crit is missing/);
    expect(errorFor("extra.yml", WEAPON.replace(/^  crit: (.*)$/m, "  crit: $1\n  critical: 3")).message).toMatch(/system\.critical: critical is not a known field/);
    expect(errorFor("textdmg.yml", WEAPON.replace(/^  damage: .*$/m, "  damage: '6'")).message).toMatch(/system\.damage must be a number, not "6"/);
    expect(errorFor("range.yml", WEAPON.replace(/^  range: .*$/m, "  range: close")).message).toMatch(/system\.range: "close" is not one of engaged, short/);
    expect(errorFor("noname.yml", WEAPON.replace(/^name: .*$/m, "name: ''")).message).toMatch(/name is missing/);
    expect(errorFor("type.yml", WEAPON.replace(/^type: .*$/m, "type: blaster")).message).toMatch(/blaster is not an Item type/);
  });

  it("rejects a quality reference without its rating field", () => {
    const text = WEAPON.replace(/^(\s+- key: stunSetting)\n\s+rating: null$/m, "$1");
    expect(errorFor("norating.yml", text).message).toMatch(/rating is missing/);
  });

  it("rejects a critical row whose range runs backwards", () => {
    const text = INJURY.replace(/^  min: .*$/m, "  min: 9");
    expect(errorFor("backwards.yml", text).message).toMatch(/system: The d100 range 9–5 ends before it starts/);
  });

  it("rejects a talent effect whose change key the modifier scheme does not know, is not an ADD, or stays on the item", () => {
    expect(() => readPackSource(packDir("grit", { "grit.yml": GRIT }), "Item", checks)).not.toThrow();
    expect(errorFor("typo.yml", GRIT.replace("system.modifiers.strainThreshold", "system.modifiers.strainTreshold")).message)
      .toMatch(/effects\[0\]\.changes\[0\] \(system\.modifiers\.strainTreshold\) is not an ADD of a known modifier key/);
    expect(errorFor("mode.yml", GRIT.replace("mode: 2", "mode: 5")).message).toMatch(/effects\[0\]\.changes\[0\]/);
    expect(errorFor("kept.yml", GRIT.replace("transfer: true", "transfer: false")).message).toMatch(/effects\[0\]\.transfer must be true/);
    expect(errorFor("key.yml", GRIT.replace("_key: '!items.effects!", "_key: '!effects!")).message).toMatch(/effects\[0\]\._key must be/);
  });

  it("rejects a repeated _id, a non-YAML file and a list instead of a document", () => {
    expect(errorFor("copy.yml", QUALITY).message).toMatch(/already used by/);
    expect(errorFor("notes.txt", "hello").message).toMatch(/not a \.yml/);
    expect(errorFor("list.yml", "- a\n- b\n").message).toMatch(/not a YAML mapping/);
  });

  it("rejects table results with a wrong key, a reversed range or a bad link", () => {
    const table = readFileSync("packs/_source/roll-tables/critical-injuries.yml", "utf8");
    expect(errorFor("t1.yml", table.replace(/_key: '!tables\.results!\w+\.(\w+)'/, "_key: '!tables.results!$1'"), "RollTable").message)
      .toMatch(/results\[0\]\._key must be/);
    expect(errorFor("t2.yml", table.replace(/range:\n(\s+)- 1\n\s+- 5/, "range:\n$1- 5\n$1- 1"), "RollTable").message)
      .toMatch(/results\[0\]\.range/);
    expect(errorFor("t3.yml", table.replace(/documentUuid: \S+/, "documentUuid: Item.nothing"), "RollTable").message)
      .toMatch(/results\[0\]\.documentUuid/);
  });
});

const packs = () => [
  { name: "weapons", type: "Item", src: join(root, "weapons") },
  { name: "qualities", type: "Item", src: join(root, "qualities") },
];

describe("readAllPackSources", () => {
  it("rejects a weapon naming a quality no quality item has", () => {
    packDir("weapons", { "w.yml": WEAPON });
    packDir("qualities", { "q.yml": QUALITY.replace(/^  key: stunSetting$/m, "  key: pierce") });
    expect(() => readAllPackSources(packs(), checks)).toThrow(/w\.yml.*quality "stunSetting" has no quality item/);
  });

  it("rejects a pack declared in system.json without a source folder", () => {
    packDir("weapons", { "w.yml": WEAPON });
    expect(() => readAllPackSources(packs(), checks)).toThrow(/"qualities" is in system\.json but has no source folder/);
  });

  it("rejects a table result linking to an item no pack holds", () => {
    const table = readFileSync("packs/_source/roll-tables/critical-injuries.yml", "utf8");
    packDir("tables", { "t.yml": table });
    // The whole injury table (a pack of one row would fail its d100 coverage first), Minor Nick left out.
    cpSync("packs/_source/critical-injuries", join(root, "injuries"), { recursive: true });
    rmSync(join(root, "injuries", "minor-nick.yml"));
    writeFileSync(join(root, "injuries", "minor-nick-moved.yml"), INJURY.replace(/^_id: \w+$/m, "_id: AAAAAAAAAAAAAAAA").replace(/^_key: .*$/m, "_key: '!items!AAAAAAAAAAAAAAAA'"));
    expect(() => readAllPackSources([
      { name: "critical-injuries", type: "Item", src: join(root, "injuries") },
      { name: "roll-tables", type: "RollTable", src: join(root, "tables") },
    ], checks)).toThrow(/t\.yml: result \w+ links to Compendium\.eote\.critical-injuries\.Item\.\w+, which no pack holds/);
  });
});

describe("actor packs", () => {
  const TROOPER = readFileSync("packs/_source/bestiary/stormtrooper.yml", "utf8");
  const TIE = readFileSync("packs/_source/garage/tie-ln-fighter.yml", "utf8");
  const actorPacks = () => [
    { name: "weapons", type: "Item", src: join(root, "weapons") },
    { name: "armour", type: "Item", src: join(root, "armour") },
    { name: "qualities", type: "Item", src: join(root, "qualities") },
    { name: "vehicle-weapons", type: "Item", src: join(root, "vehicle-weapons") },
    { name: "bestiary", type: "Actor", src: join(root, "bestiary") },
  ];
  const withSources = (actor: string, file = "a.yml") => {
    for (const pack of ["weapons", "armour", "qualities", "vehicle-weapons"]) cpSync(`packs/_source/${pack}`, join(root, pack), { recursive: true });
    packDir("bestiary", { [file]: actor });
    return () => readAllPackSources(actorPacks(), checks);
  };

  it("accept a real adversary and a real vehicle, their copies matching the packs' items", () => {
    expect(withSources(TROOPER)().get("bestiary")).toHaveLength(1);
    expect(readAllPackSources(actorPacks().map((p) => p.name === "bestiary" ? { ...p, src: packDir("garage", { "t.yml": TIE }) } : p), checks).get("bestiary")).toHaveLength(1);
  });

  it("refuse an embedded item keyed outside its actor, or invalid for its type", () => {
    const id = /^_id: (\w+)$/m.exec(TROOPER)![1]!;
    expect(errorFor("key.yml", TROOPER.replace(`'!actors.items!${id}.`, "'!items!"), "Actor").message).toMatch(/items\[0\]\._key must be "!actors\.items!/);
    expect(errorFor("crit.yml", TROOPER.replace(/^      crit: 3$/m, "      crit: high"), "Actor").message).toMatch(/items\[0\]\.system\.crit must be a number/);
    expect(errorFor("group.yml", TROOPER.replace(/^  groupSize: 4$/m, "  groupSize: 0"), "Actor").message).toMatch(/system\.groupSize must be at least 1/);
  });

  it("refuse a copy that differs from its source, lost a quality, or names an item no pack holds", () => {
    expect(withSources(TROOPER.replace(/^      damage: 9$/m, "      damage: 12"))).toThrow(/a\.yml: items\[0\] \(Blaster Rifle\)\.system\.damage differs from its source's/);
    expect(withSources(TROOPER.replace("      qualities:\n        - key: stunSetting\n          rating: null\n", "      qualities: []\n")))
      .toThrow(/items\[0\] \(Blaster Rifle\) lost its source's quality stunSetting/);
    expect(withSources(TROOPER.replace(/compendiumSource: Compendium\.eote\.weapons\.Item\.\w+/, "compendiumSource: Compendium.eote.weapons.Item.AAAAAAAAAAAAAAAA")))
      .toThrow(/items\[0\] \(Blaster Rifle\) is copied from Compendium\.eote\.weapons\.Item\.AAAAAAAAAAAAAAAA, which no pack holds/);
  });

  it("refuse a gunner station at a weapon the vehicle does not carry, and a seat taken in a pack", () => {
    expect(withSources(TIE.replace(/weaponId: \w+/, "weaponId: ZZZZZZZZZZZZZZZZ"))).toThrow(/system\.stations\.gunners\[0\] names weapon ZZZZZZZZZZZZZZZZ, which the vehicle does not carry/);
    expect(withSources(TIE.replace("pilot: ''", "pilot: Actor.abc"))).toThrow(/system\.stations\.pilot is taken in a pack/);
  });
});

describe("buildPacks", () => {
  it("compiles nothing when one source is bad, and names the file", async () => {
    packDir("weapons", { "w.yml": WEAPON, "bad.yml": WEAPON.replace(/^_key:.*\n/m, "").replaceAll(WEAPON_ID, "ZZZZZZZZZZZZZZZZ") });
    packDir("qualities", { "q.yml": QUALITY });
    const dest = join(root, "out");
    await expect(buildPacks({ dest, packs: packs() })).rejects.toThrow(/bad\.yml: _key is missing/);
    expect(existsSync(dest)).toBe(false);
  });

  it("compiles good sources and counts documents per pack", async () => {
    packDir("weapons", { "w.yml": WEAPON });
    packDir("qualities", { "q.yml": QUALITY });
    const dest = join(root, "out");
    expect(await buildPacks({ dest, packs: packs() })).toEqual({ weapons: 1, qualities: 1 });
    expect(existsSync(join(dest, "weapons", "CURRENT"))).toBe(true);
  });
});
