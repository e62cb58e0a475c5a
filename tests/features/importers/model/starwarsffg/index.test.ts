import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { convertStarWarsFFG, importStarWarsFFG } from "../../../../../module/features/importers/model/converters.ts";
import { byKey, FIXTURES, invalid } from "../../load.ts";

const read = (name: string) => readFileSync(`${FIXTURES}/starwarsffg/${name}`, "utf8");
const characterJson = JSON.parse(read("character.json")) as Record<string, unknown>;
const result = importStarWarsFFG({ "character.json": read("character.json"), "others.json": read("others.json") });
const docs = result.documents;
const pc = byKey(docs, "CHAR-TEST-1");
const imported = (d: { flags?: { eote?: Record<string, unknown> } }) => d.flags?.eote?.["imported"] as Record<string, unknown>;

describe("convertStarWarsFFG", () => {
  it("converts characters, minions, vehicles and items, each passing validateSystemData", () => {
    expect(invalid(docs)).toEqual([]);
    expect(docs.map((d) => [d.documentName, d.type, d.name])).toEqual([
      ["Actor", "character", "Test Smuggler"], ["Actor", "minion", "Test Goons"], ["Actor", "vehicle", "Test Hauler"], ["Item", "weapon", "Test vibro-axe"],
    ]);
  });

  it("maps a character's characteristics, skills with career marks, custom skills, XP and the rest", () => {
    expect(pc.system).toMatchObject({
      characteristics: { brawn: 2, agility: 4, intellect: 2, cunning: 3, willpower: 2, presence: 6 },
      wounds: { value: 3, threshold: 13 }, strain: { value: 2, threshold: 12 },
      xp: { total: 150, available: 35, ledger: [] }, creation: false, credits: 1200, forceRating: 1,
      species: "Human", career: "Smuggler", specialisations: ["Pilot"],
      morality: { value: 60, conflict: 2 },
      obligations: [{ type: "Test debt", magnitude: 10, notes: "Owes a crime lord." }], duties: [],
      motivations: [{ kind: "desire", text: "Test thrill: Fastest ship around." }],
      // Soak 4 = Brawn 2 + worn jacket 1 + 1 beyond; ranged defence 1 beyond no armour defence.
      soakBonus: 1, defenceBonus: { melee: 0, ranged: 1 },
      notes: "<p>Scar over one eye.</p>",
    });
    expect(pc.system["skills"]).toMatchObject({ rangedLight: { rank: 2, career: true }, pilotingSpace: { rank: 3, career: true }, cool: { rank: 1, career: false } });
    expect(pc.system["customSkills"]).toEqual([
      { id: "knowledgeWarfare", label: "Knowledge: Warfare", characteristic: "intellect", rank: 2, career: false },
      { id: "cybernetics", label: "Cybernetics", characteristic: "intellect", rank: 1, career: true },
    ]);
  });

  it("escapes what a player may have written: no script, handler or link survives", () => {
    expect(pc.system["biography"]).toBe("<p>Flies fast.</p>");
  });

  it("maps its weapons, armour, gear, talents, specialisation tree, Force power and criticals", () => {
    const items = pc.items!;
    const get = (name: string) => items.find((i) => i.name === name)!.system;
    expect(get("Test pistol")).toMatchObject({ skill: "rangedLight", damage: 6, crit: 3, range: "medium", equipped: true, hardPoints: 3, qualities: [{ key: "pierce", rating: 2 }, { key: "stunSetting", rating: null }] });
    expect(get("Test knuckles")).toMatchObject({ skill: "brawl", damage: 1, addBrawn: true, range: "engaged" });
    expect(get("Test jacket")).toMatchObject({ soak: 1, worn: true });
    expect(get("Test ration")).toMatchObject({ quantity: 3, description: "<p>Tastes of dust.</p>" });
    expect(get("Grit Test")).toMatchObject({ key: "GRITT", ranked: true, rank: 2, activation: "passive" });
    expect(get("Quick Draw Test")).toMatchObject({ key: "quickDrawTest", activation: "activeIncidental" });
    const tree = get("Pilot")["tree"] as { key: string; right: boolean; down: boolean; bought: boolean }[];
    expect(get("Pilot")["careerSkills"]).toEqual(["astrogation", "gunnery", "pilotingSpace"]);
    expect(tree).toHaveLength(20);
    // Cells meet the character's talents by key; links up become the cell above's line down.
    expect(tree.slice(0, 5)).toEqual([
      { key: "GRITT", name: "Grit Test", right: false, down: true, bought: true },
      { key: "quickDrawTest", name: "Quick Draw Test", right: true, down: false, bought: false },
      { key: "toughenedTest", name: "Toughened Test", right: false, down: false, bought: false },
      { key: "luckyShotTest", name: "Lucky Shot Test", right: false, down: false, bought: false },
      { key: "GRITT", name: "Grit Test", right: false, down: true, bought: true },
    ]);
    expect(get("Test Reach")).toMatchObject({ requiredRating: 1, upgrades: [
      { key: "upgrade0", name: "Reach Test", cost: 5, effect: "More.", ranks: null },
      { key: "upgrade1", name: "Reach Test", cost: 5, effect: "More.", ranks: null },
      { key: "upgrade2", name: "Might Test", cost: 10, effect: "More.", ranks: null },
    ] });
    expect(imported(items.find((i) => i.name === "Test Reach")!)).toMatchObject({ learnedUpgrades: ["Reach Test"], baseCost: 10 });
    expect(get("Test scar")).toMatchObject({ min: 41, max: 45, severity: 2 });
  });

  it("round-trips with nothing lost: what does not map is in flags.eote.imported, and the report lists it", () => {
    const kept = imported(pc);
    expect(kept["source"]).toBe("starwarsffg");
    expect(kept["flags"]).toEqual({ ffgimportid: "CHAR-TEST-1", config: { enableAutoSoakCalculation: true } });
    expect(kept["effects"]).toEqual(characterJson["effects"]);
    // A characteristic past 6 is brought to 6 and the original kept; values with no field here are kept by path.
    expect(kept["unmapped"]).toMatchObject({
      "characteristics.Presence.value": 7, "stats.encumbrance.max": 8, "attributes.attrX.value": 1, "metadata.tags": ["pc"],
    });
    // Every embedded item is somewhere: converted, folded into obligations and motivations, or kept whole.
    const embedded = (characterJson["items"] as { name: string }[]).map((i) => i.name).sort();
    const placed = [
      ...pc.items!.map((i) => i.name),
      ...(kept["items"] as { name: string }[]).map((i) => i.name),
      "Test debt", "Test thrill",
    ].sort();
    expect(placed).toEqual(embedded);
    expect((kept["items"] as { name: string; system: unknown }[]).find((i) => i.name === "Test garden")).toEqual(
      (characterJson["items"] as { name: string }[]).find((i) => i.name === "Test garden"),
    );
    // An item's own leftovers stay on that item.
    expect(imported(pc.items!.find((i) => i.name === "Grit Test")!)["unmapped"]).toEqual({
      isForceTalent: false, "attributes.a1.mod": "Strain", "attributes.a1.modtype": "Stat", "attributes.a1.value": 1,
    });
    const listed = result.warnings.filter((w) => w.reasonKey === "EOTE.Import.Reason.Unmapped").map((w) => w.key);
    expect(listed).toContain("CHAR-TEST-1");
    expect(listed).toContain("Test Smuggler / Grit Test");
    expect(result.skipped.map((s) => [s.key, s.reasonKey])).toEqual([
      ["Test Smuggler / Test strategy pad", "EOTE.Import.Reason.UnknownSkill"],
      ["Test Smuggler / Test garden", "EOTE.Import.Reason.UnknownType"],
    ]);
  });

  it("maps minion groups with group skills and a skill on another characteristic, and vehicles", () => {
    const goons = docs.find((d) => d.name === "Test Goons")!;
    expect(goons.system).toMatchObject({
      groupSize: 4, wounds: { value: 6, threshold: 5 }, groupSkills: ["melee", "lightsaber"],
      skillCharacteristics: [{ skill: "lightsaber", characteristic: "willpower" }],
    });
    const hauler = docs.find((d) => d.name === "Test Hauler")!;
    expect(hauler.system).toMatchObject({
      silhouette: 4, domain: "space", speed: { value: 1, max: 3 }, handling: -2, armour: 3,
      hullTrauma: { value: 2, threshold: 25 }, defence: { fore: 1, aft: 1, port: 1, starboard: 1 },
      hyperdrive: { primary: 3, backup: null }, navicomputer: true, sensorRange: "short", consumables: "2 months", hardPoints: 4,
    });
    expect(hauler.items![0]!.system).toMatchObject({ skill: "gunnery", range: "engaged", firingArcs: ["fore", "aft"], qualities: [{ key: "linked", rating: 1 }] });
    expect(imported(hauler.items![0]!)["unmapped"]).toMatchObject({ "firingarc.dorsal": true });
  });

  it("keys re-imports by StarWarsFFG's import key, else the document's id", () => {
    expect(docs.map((d) => d.sourceKey)).toEqual(["CHAR-TEST-1", "min0000000000001", "veh0000000000001", "VIBROAXE-T"]);
    expect(pc.img).toBe("worlds/test/portrait.webp");
    expect(pc.items!.find((i) => i.name === "Test pistol")!.img).toBeUndefined();
  });

  it("lists entries that are not exported documents, and files that are not JSON", () => {
    const r = convertStarWarsFFG([42, { name: "No type" }, { name: "Home", type: "homestead", system: {} }]);
    expect(r.skipped.map((s) => [s.key, s.reasonKey])).toEqual([
      ["#1", "EOTE.Import.Reason.NotADocument"], ["#2", "EOTE.Import.Reason.NotADocument"], ["hom:Home".replace("hom", "homestead"), "EOTE.Import.Reason.UnknownType"],
    ]);
    expect(importStarWarsFFG({ "x.json": "{nope" }).skipped[0]).toMatchObject({ source: "x.json", reasonKey: "EOTE.Import.Reason.MalformedJson" });
  });
});

describe("embedded items the actor cannot own", () => {
  it("are kept on the document and listed, not written as items", () => {
    const r = convertStarWarsFFG([{
      _id: "v1", name: "Boat", type: "vehicle", system: { stats: {} },
      items: [{ name: "Spare crate", type: "gear", system: { quantity: { value: 2 } } }],
    }]);
    expect(r.documents[0]!.items).toEqual([]);
    expect(imported(r.documents[0]!)["items"]).toEqual([expect.objectContaining({ name: "Spare crate", type: "gear" })]);
    expect(r.skipped).toEqual([expect.objectContaining({ key: "v1 / Spare crate", reasonKey: "EOTE.Import.Reason.NotOwnable" })]);
  });
});

describe("numbers past this system's ranges", () => {
  it("leave the entry out, and the report names the record and each field out of range", () => {
    const r = convertStarWarsFFG([
      { _id: "w1", name: "Doomsday blaster", type: "weapon", system: { skill: { value: "Ranged: Light" }, damage: { value: 1e308 }, price: { value: 1e308 } } },
      { _id: "a1", name: "Smuggler", type: "character", system: { stats: { credits: { value: 1e308 } } },
        items: [{ name: "Golden crate", type: "gear", system: { quantity: { value: 1e308 } } }] },
    ]);
    expect(r.documents.map((d) => d.name)).not.toContain("Doomsday blaster");
    const weapon = r.skipped.find((s) => s.key === "w1")!;
    // The first field in the table's words (above its most: refusal-model.ts), every field refused listed.
    expect(weapon).toMatchObject({ reasonKey: "EOTE.Import.Reason.AboveMax", reasonData: { name: "Doomsday blaster", path: "damage", fields: "damage, price" } });
    const smuggler = r.skipped.find((s) => s.key === "a1");
    expect(smuggler).toMatchObject({ reasonKey: "EOTE.Import.Reason.AboveMax", reasonData: { name: "Smuggler", path: "credits", fields: "credits" } });
  });

  it("an embedded item out of range is left out, named with its owner, and its field listed", () => {
    const r = convertStarWarsFFG([
      { _id: "a2", name: "Trader", type: "character", system: {}, items: [{ name: "Golden crate", type: "gear", system: { quantity: { value: 1e308 } } }] },
    ]);
    expect(r.documents[0]!.items).toEqual([]);
    expect(r.skipped).toContainEqual(expect.objectContaining({
      key: "a2 / Golden crate", reasonKey: "EOTE.Import.Reason.AboveMax",
      reasonData: expect.objectContaining({ fields: "quantity", outcomeKey: "EOTE.Import.Outcome.LeftOut" }),
    }));
  });
});

describe("documents nested too deep or too large to walk", () => {
  const nest = (levels: number, inner = "1") => '{"a":'.repeat(levels) + inner + "}".repeat(levels);
  const file = (...docs: string[]) => `[${docs.join(",")}]`;
  const fine = '{"name":"Fine crate","type":"gear","system":{"quantity":{"value":2}}}';
  const names = (r: ReturnType<typeof importStarWarsFFG>) => r.documents.map((d) => d.name);

  it("leaves out a document a thousand levels deep with its reason, and the rest of the file imports", () => {
    const r = importStarWarsFFG({ "deep.json": file(`{"name":"Deep","type":"gear","system":{"x":${nest(1000)}}}`, fine) });
    expect(names(r)).toEqual(["Fine crate"]);
    expect(r.skipped).toEqual([expect.objectContaining({ key: "Deep", reasonKey: "EOTE.Import.Reason.TooDeep", reasonData: { name: "Deep", limit: 64 } })]);
  });

  it("a hundred thousand levels, in its data, its flags or a list, never escapes: each is left out, the others import", () => {
    const r = importStarWarsFFG({
      "system.json": file(`{"name":"In data","type":"gear","system":{"x":${nest(100_000)}}}`, fine),
      "flags.json": `{"name":"In flags","type":"gear","system":{},"flags":{"starwarsffg":${nest(100_000)}}}`,
      "list.json": `{"name":"In a list","type":"gear","system":{"x":${"[".repeat(100_000)}${"]".repeat(100_000)}}}`,
      "bare.json": "[".repeat(100_000) + "]".repeat(100_000),
    });
    expect(names(r)).toEqual(["Fine crate"]);
    expect(r.skipped.map((s) => [s.key, s.reasonKey])).toEqual([
      ["In data", "EOTE.Import.Reason.TooDeep"], ["In flags", "EOTE.Import.Reason.TooDeep"], ["In a list", "EOTE.Import.Reason.TooDeep"],
      ["#5", "EOTE.Import.Reason.NotADocument"],
    ]);
  });

  it("takes a document 64 levels deep, keeping what does not map, and leaves out one a level deeper", () => {
    // The document is level 1, its system 2, `x` 3: 61 objects under it put the innermost value at 64.
    const r = importStarWarsFFG({ "edge.json": file(`{"name":"Edge","type":"gear","system":{"x":${nest(61)}}}`, `{"name":"Past","type":"gear","system":{"x":${nest(62)}}}`) });
    expect(names(r)).toEqual(["Edge"]);
    expect(Object.keys(imported(r.documents[0]!)["unmapped"] as object)).toEqual([`x${".a".repeat(61)}`]);
    expect(r.skipped).toEqual([expect.objectContaining({ key: "Past", reasonKey: "EOTE.Import.Reason.TooDeep" })]);
  });

  it("leaves out a document of too many values or too much text", () => {
    const many = `{"name":"Many","type":"gear","system":{"x":[${new Array(200_001).fill("0").join(",")}]}}`;
    const wordy = `{"name":"Wordy","type":"gear","system":{"x":"${"w".repeat(8_000_001)}"}}`;
    const r = importStarWarsFFG({ "big.json": file(many, wordy, fine) });
    expect(names(r)).toEqual(["Fine crate"]);
    expect(r.skipped.map((s) => [s.key, s.reasonKey, s.reasonData?.["limit"]])).toEqual([
      ["Many", "EOTE.Import.Reason.TooManyValues", 200_000], ["Wordy", "EOTE.Import.Reason.TooMuchText", 8_000_000],
    ]);
  });

  it("leaves out a file listing more than 20,000 entries by name, not entry by entry, and the other files import", () => {
    const r = importStarWarsFFG({ "zeros.json": `[${new Array(20_001).fill("0").join(",")}]`, "fine.json": fine });
    expect(names(r)).toEqual(["Fine crate"]);
    expect(r.skipped).toEqual([expect.objectContaining({ source: "zeros.json", reasonKey: "EOTE.Import.Reason.TooManyEntries", reasonData: { file: "zeros.json", limit: 20_000 } })]);
  });

  it("a file a browser's parser cannot read for its depth is refused by name, and the other files import", () => {
    // V8 parses deep JSON without recursion; an engine whose parser recurses throws a RangeError.
    const parse = JSON.parse;
    const spy = vi.spyOn(JSON, "parse").mockImplementation((text: string) => {
      if (text.startsWith("[[[[")) throw new RangeError("Maximum call stack size exceeded");
      return parse(text) as unknown;
    });
    try {
      const r = importStarWarsFFG({ "deep.json": "[".repeat(100_000) + "]".repeat(100_000), "fine.json": fine });
      expect(names(r)).toEqual(["Fine crate"]);
      expect(r.skipped).toEqual([expect.objectContaining({ source: "deep.json", reasonKey: "EOTE.Import.Reason.FileTooDeep", reasonData: { file: "deep.json" } })]);
    } finally {
      spy.mockRestore();
    }
  });
});
