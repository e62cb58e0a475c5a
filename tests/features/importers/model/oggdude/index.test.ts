import { describe, expect, it } from "vitest";
import { importOggDude } from "../../../../../module/features/importers/model/converters.ts";
import { TREE_CELLS } from "../../../../../module/rules/character/identity.ts";
import type { ForceTreeCell } from "../../../../../module/rules/types.ts";
import { upgradeCellState } from "../../../../../module/rules/force/force-tree.ts";
import { readFileSync } from "node:fs";
import { byKey, FIXTURES, invalid, readFolder, withBom } from "../../load.ts";

const DATA = `${FIXTURES}/oggdude/Data`;
const files = () => readFolder(DATA, (name) => name.endsWith(".xml"));
const result = importOggDude(files());
const docs = result.documents;
const sys = (key: string) => byKey(docs, key).system as Record<string, unknown>;

describe("importOggDude over a Data folder", () => {
  it("brings every kind in, and every document passes validateSystemData", () => {
    expect(invalid(docs)).toEqual([]);
    const types = new Set(docs.map((d) => d.type));
    for (const t of ["weapon", "armour", "gear", "attachment", "quality", "talent", "career", "species", "specialisation", "forcePower", "vehicle"]) {
      expect(types, t).toContain(t);
    }
  });

  it("maps weapons: skill keys, ranges, ranked qualities, Brawn weapons and flat lightsabers", () => {
    expect(sys("TESTPISTOL")).toMatchObject({
      skill: "rangedLight", damage: 6, addBrawn: false, crit: 3, range: "medium", encumbrance: 1, hardPoints: 3,
      price: 400, rarity: 4, restricted: false, qualities: [{ key: "stunSetting", rating: null }],
    });
    expect(sys("TESTKNIFE")).toMatchObject({
      skill: "melee", damage: 1, addBrawn: true, range: "engaged", restricted: true,
      qualities: [{ key: "pierce", rating: 2 }, { key: "vicious", rating: 1 }, { key: "scorch", rating: 3 }],
    });
    expect(sys("TESTREPEATER")["qualities"]).toEqual([{ key: "autoFire", rating: null }, { key: "cumbersome", rating: 5 }]);
    expect(sys("TESTSABER")).toMatchObject({ skill: "lightsaber", damage: 7, addBrawn: false, crit: 1 });
    // A vehicle weapon's close range is stored as engaged (module/rules/vehicles/vehicle-attack.ts).
    expect(sys("TESTLASER")).toMatchObject({ skill: "gunnery", range: "engaged" });
  });

  it("reads a weapon missing its optional fields with the defaults", () => {
    expect(sys("TESTSTICK")).toMatchObject({ skill: "melee", damage: 0, addBrawn: true, crit: null, range: "engaged", qualities: [], price: 0, rarity: 0 });
  });

  it("turns OggDude's markup into safe HTML with our symbols, and keeps words-only modifiers", () => {
    const pistol = String(sys("TESTPISTOL")["description"]);
    expect(pistol).toBe("<h4>Test Sidearm</h4><p>A plain sidearm. Add [eote:boost] when it is &lt;clean&gt;.</p>");
    expect(String(sys("TESTKNIFE")["description"])).toContain("<ul><li>Counts as concealed for searches</li></ul>");
    expect(byKey(docs, "TESTPISTOL").flags?.eote?.["imported"]).toEqual({ sources: ["Invented Book, p. 12"] });
  });

  it("lists an entry that cannot map with its file and reason, and imports the rest", () => {
    const reasons = result.skipped.map((s) => [s.source, s.key, s.reasonKey]);
    expect(reasons).toContainEqual(["Weapons.xml", "TESTWARGAME", "EOTE.Import.Reason.UnknownSkill"]);
    expect(reasons).toContainEqual(["Gear.xml", "No Key At All", "EOTE.Import.Reason.MissingKey"]);
    expect(reasons).toContainEqual(["ItemAttachments.xml", "TESTCLIP", "EOTE.Import.Reason.UnsupportedHost"]);
    expect(result.skipped.find((s) => s.key === "TESTWARGAME")?.reasonData).toEqual({ skill: "WARF" });
    expect(docs.some((d) => d.sourceKey === "TESTWARGAME")).toBe(false);
  });

  it("maps armour and gear, rarity kept within 0–10", () => {
    expect(sys("TESTVEST")).toMatchObject({ defence: 0, soak: 2, encumbrance: 2, hardPoints: 1, worn: false });
    expect(sys("TESTSUIT")).toMatchObject({ defence: 1, soak: 1, rarity: 10 });
    expect(sys("TESTKIT")).toMatchObject({ quantity: 1, encumbrance: 2, description: "<p>Bandages and a [eote:difficulty] note.</p>" });
  });

  it("maps qualities onto ours by key or name, with how they trigger", () => {
    expect(sys("AUTOFIRE")).toMatchObject({ key: "autoFire", active: true, activation: 2, ranked: false });
    expect(sys("PIERCE")).toMatchObject({ key: "pierce", active: false, ranked: true });
    // One of the book's own: its key, ranked because its wording takes a number.
    expect(sys("SCORCH")).toMatchObject({ key: "scorch", active: false, activation: 0, ranked: true });
    expect(docs.some((d) => d.sourceKey === "DAMADD")).toBe(false);
  });

  it("maps attachments with their base modifiers and one option per count", () => {
    const scope = sys("TESTSCOPE");
    expect(scope).toMatchObject({ host: "weapon", hardPoints: 1, qualities: [{ key: "accurate", rating: 1 }] });
    const mods = scope["modifications"] as { effect: string; damage: number; qualities: unknown[] }[];
    expect(mods.map((m) => [m.damage, m.qualities.length, m.effect])).toEqual([
      [1, 0, "Damage"], [1, 0, "Damage"], [0, 1, "Pierce"], [0, 0, "Innate talent (steady aim)"],
    ]);
    expect(sys("TESTPLATE")).toMatchObject({ host: "armour", hardPoints: 2, crit: -1 });
    expect(String(sys("TESTPLATE")["description"])).toContain("<li>Heavier to wear</li>");
  });

  it("maps talents: ranks, activation, modifiers as effects, the rest set aside", () => {
    const steel = byKey(docs, "TSTEEL");
    expect(steel.system).toMatchObject({ key: "TSTEEL", ranked: true, rank: 1, activation: "passive", tier: 1 });
    expect(steel.effects).toEqual([{ name: "Steel Nerves", img: "icons/svg/aura.svg", transfer: true, disabled: false, changes: [{ key: "system.modifiers.strainThreshold", mode: 2, value: "1" }] }]);
    expect(byKey(docs, "TAIM").effects?.[0]?.changes).toEqual([{ key: "system.modifiers.checks.rangedLight.boost", mode: 2, value: "1" }]);
    expect(byKey(docs, "TAIM").system["activation"]).toBe("activeManeuver");
    expect(byKey(docs, "TSCHOLAR").effects?.[0]?.changes).toEqual([{ key: "system.modifiers.checks.knowledge.removeSetback", mode: 2, value: "1" }]);
    expect(byKey(docs, "TSIDESTEP").system["activation"]).toBe("activeIncidentalOutOfTurn");
    const lucky = byKey(docs, "TLUCKY");
    expect(lucky.effects).toBeUndefined();
    expect(lucky.flags?.eote?.["imported"]).toEqual({ unmapped: ["AdvantageCount 1 (perception)"] });
    expect(byKey(docs, "TFORCE").flags?.eote?.["imported"]).toEqual({ unmapped: ["ForceRating 1"], forceTalent: true });
  });

  it("gives a talent in no tree tier 1, and a tree's talent the tier of its top-most row", () => {
    expect(sys("TORPHAN")).toMatchObject({ tier: 1, activation: "activeAction" });
    expect(sys("TDEEP")["tier"]).toBe(5);
    expect(sys("TFORCE")["tier"]).toBe(3);
  });

  it("maps careers, with the skills it cannot place named", () => {
    expect(sys("TDRIFTER")).toMatchObject({
      key: "TDRIFTER", freeRanks: 4,
      careerSkills: ["astrogation", "pilotingSpace", "mechanics", "perception", "streetwise", "survival", "cool"],
    });
    expect(result.warnings.find((w) => w.key === "TDRIFTER")).toMatchObject({ reasonKey: "EOTE.Import.Reason.UnknownSkills", reasonData: { skills: "Warfare" } });
  });

  it("maps species: characteristics, thresholds, starting XP, free ranks, abilities", () => {
    const kessari = sys("TKESSARI");
    expect(kessari).toMatchObject({
      characteristics: { brawn: 2, agility: 3, intellect: 2, cunning: 2, willpower: 1, presence: 2 },
      woundBase: 9, strainBase: 11, startingXp: 95, freeRanks: ["perception"],
    });
    expect(String(kessari["description"])).toContain("<p><strong>Night Eyes</strong>: Remove [eote:setback] for darkness.</p>");
  });

  it("brings a specialisation's whole tree, linked to the imported talents, with its Directions as lines", () => {
    const ace = sys("TACE");
    expect(ace).toMatchObject({ career: "TDRIFTER", careerSkills: ["pilotingSpace", "gunnery", "coordination", "pilotingPlanetary"] });
    const tree = ace["tree"] as { key: string; name: string; right: boolean; down: boolean; bought: boolean }[];
    expect(tree).toHaveLength(TREE_CELLS);
    expect(tree.map((c) => c.key)).toEqual([
      "TSTEEL", "TAIM", "THARDY", "TSCHOLAR", "THARDY", "TLUCKY", "TSTEEL", "TSIDESTEP",
      "TSTEEL", "TAIM", "THARDY", "TFORCE", "THARDY", "TSTEEL", "TLUCKY", "TSIDESTEP", "TDEEP", "THARDY", "TSTEEL", "TAIM",
    ]);
    expect(tree[0]).toEqual({ key: "TSTEEL", name: "Steel Nerves", right: false, down: true, bought: false });
    // A line is drawn from either end: Right here or Left on the neighbour, Down here or Up below.
    const lines = tree.map((c, i) => `${i}${c.right ? "R" : ""}${c.down ? "D" : ""}`).filter((s) => /[RD]/.test(s));
    expect(lines).toEqual(["0D", "1R", "2D", "3D", "4R", "5D", "7D", "8D", "9R", "12D", "13R", "14D", "16R"]);
    // Every talent of the tree is an imported talent with the same key.
    const talentKeys = new Set(docs.filter((d) => d.type === "talent").map((d) => d.system["key"]));
    expect(tree.every((c) => talentKeys.has(c.key))).toBe(true);
  });

  it("pads a short tree and names the talents missing from Talents.xml", () => {
    const roamer = sys("TROAMER")["tree"] as { key: string }[];
    expect(roamer).toHaveLength(TREE_CELLS);
    expect(roamer.slice(8).every((c) => c.key === "")).toBe(true);
    expect(result.warnings.filter((w) => w.key === "TROAMER").map((w) => w.reasonKey)).toEqual([
      "EOTE.Import.Reason.TreeRows", "EOTE.Import.Reason.UnknownTalents", "EOTE.Import.Reason.UnknownSkills",
    ]);
  });

  it("maps a Force power with its upgrade tree", () => {
    const nudge = sys("TPUSH");
    expect(nudge).toMatchObject({ requiredRating: 1, points: 1, skill: null, commit: false });
    expect(String(nudge["description"])).toBe("<p>Move a small object at short range. Spend [eote:force] as you like.</p>");
    expect(nudge["upgrades"]).toEqual([
      { key: "TPUSHRANGE", name: "Range Upgrade", cost: 5, effect: "One more range band per upgrade.", ranks: 2 },
      { key: "TPUSHSTR", name: "Strength Upgrade", cost: 10, effect: "Heavier objects.", ranks: null },
      { key: "TPUSHCTRL", name: "Control Upgrade", cost: 15, effect: "Throw what you move.", ranks: null },
    ]);
    // The base power's cost, and each cell where the tree puts it, a repeated upgrade in a cell each time.
    expect(nudge["cost"]).toBe(10);
    expect((nudge["tree"] as { upgrade: string; row: number; column: number; span: number }[]).map((c) => [c.upgrade, c.row, c.column, c.span])).toEqual([
      ["TPUSHRANGE", 1, 0, 1], ["TPUSHRANGE", 1, 1, 1], ["TPUSHSTR", 1, 2, 2], ["TPUSHCTRL", 2, 0, 4],
    ]);
  });

  it("maps vehicles: profile, several weapons with arcs and added qualities, crew", () => {
    const courier = byKey(docs, "TCOURIER");
    expect(courier).toMatchObject({ documentName: "Actor", type: "vehicle" });
    expect(courier.system).toMatchObject({
      silhouette: 4, domain: "space", speed: { value: 0, max: 4 }, handling: 1, armour: 3,
      hullTrauma: { value: 0, threshold: 22 }, systemStrain: { value: 0, threshold: 16 },
      defence: { fore: 1, aft: 1, port: 0, starboard: 0 }, crew: "1 pilot, 1 co-pilot", sensorRange: "medium",
      hyperdrive: { primary: 2, backup: 12 }, navicomputer: true, consumables: "Two months", passengers: 4, encumbranceCapacity: 120, hardPoints: 4,
    });
    const guns = courier.items!.map((w) => [w.name, w.system["firingArcs"], w.system["qualities"]]);
    expect(guns).toEqual([
      ["Test Laser Cannon", ["fore"], [{ key: "linked", rating: 1 }]],
      ["Test Laser Cannon", ["fore"], [{ key: "linked", rating: 1 }]],
      ["Test Ion Cannon", ["fore", "aft", "port", "starboard"], [{ key: "ion", rating: null }]],
    ]);
    expect(result.skipped).toContainEqual(expect.objectContaining({ source: "Vehicles/Courier.xml", key: "TCOURIER / TESTNOSUCHGUN", reasonKey: "EOTE.Import.Reason.UnknownWeapon" }));
    expect(byKey(docs, "TSKIFF").system).toMatchObject({ domain: "planetary", crew: "One pilot", hyperdrive: { primary: null, backup: null } });
    expect(byKey(docs, "TSKIFF").items!.map((w) => w.system["firingArcs"])).toEqual([["fore", "port"]]);
  });

  it("converts only the kinds asked for (vehicles still find their weapons)", () => {
    const only = importOggDude(files(), { kinds: ["vehicle"] });
    expect(new Set(only.documents.map((d) => d.type))).toEqual(new Set(["vehicle"]));
    expect(byKey(only.documents, "TCOURIER").items).toHaveLength(3);
  });
});

describe("importOggDude with bad input", () => {
  it("reads files with a UTF-8 or UTF-16 byte-order mark", () => {
    const xml = files()["Armor.xml"]!;
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(new Uint16Array([...xml].map((c) => c.charCodeAt(0))).buffer)]);
    for (const data of [withBom(xml), `\uFEFF${xml}`, utf16]) {
      const r = importOggDude({ "Armor.xml": data });
      expect(r.skipped).toEqual([]);
      expect(r.documents.map((d) => d.sourceKey)).toEqual(["TESTVEST", "TESTSUIT"]);
    }
  });

  it("lists a malformed file by name and line, and imports the other files", () => {
    const r = importOggDude({ ...files(), "Vehicles/Broken.xml": "<Vehicle>\n<Key>X</Key>\n<Name>Oops</Vehicle>" });
    const bad = r.skipped.find((s) => s.source === "Vehicles/Broken.xml");
    expect(bad).toMatchObject({ reasonKey: "EOTE.Import.Reason.MalformedXml", reasonData: { file: "Vehicles/Broken.xml", line: 3 } });
    expect(r.documents.length).toBe(docs.length);
  });

  it("lists a file nested past 100 elements as malformed, the deepest too, and imports the other files", () => {
    const deep = (levels: number) => `<Vehicle><Key>D</Key><Name>Deep</Name><Description>${"<a>".repeat(levels)}x${"</a>".repeat(levels)}</Description></Vehicle>`;
    const r = importOggDude({ ...files(), "Vehicles/Deep.xml": deep(100), "Vehicles/Deepest.xml": deep(20_000) });
    expect(r.skipped.filter((s) => s.source.includes("Deep")).map((s) => [s.source, s.reasonKey])).toEqual([
      ["Vehicles/Deep.xml", "EOTE.Import.Reason.MalformedXml"], ["Vehicles/Deepest.xml", "EOTE.Import.Reason.MalformedXml"],
    ]);
    expect(r.documents.length).toBe(docs.length);
  });

  it("lists a file whose root element is wrong, a file over 50 MB, and refuses a folder with none of OggDude's files", () => {
    expect(importOggDude({ "Weapons.xml": "<Armors/>" }).skipped[0]).toMatchObject({ reasonKey: "EOTE.Import.Reason.WrongRoot", reasonData: { element: "Weapons" } });
    expect(importOggDude({ "Talents.xml": new Uint8Array(50 * 1024 * 1024 + 1) }).skipped[0]).toMatchObject({ reasonKey: "EOTE.Import.Reason.TooLarge" });
    expect(importOggDude({ "readme.txt": "hi", "Pictures/a.png": "x" }).skipped).toEqual([
      expect.objectContaining({ reasonKey: "EOTE.Import.Reason.WrongFolder" }),
    ]);
  });

  it("takes paths with the Data folder in front or Windows separators", () => {
    const r = importOggDude({ "MyBackup\\Data\\Careers\\Drifter.xml": files()["Careers/Drifter.xml"]! });
    expect(r.documents.map((d) => d.sourceKey)).toEqual(["TDRIFTER"]);
  });

  it("keeps the first of two entries with the same key", () => {
    const xml = files()["Gear.xml"]!.replace("<Name>No Key At All</Name>", "<Key>TESTKIT</Key><Name>Second</Name>");
    const r = importOggDude({ "Gear.xml": xml });
    expect(r.documents.map((d) => d.name)).toEqual(["Test Field Kit"]);
    expect(r.skipped[0]).toMatchObject({ key: "TESTKIT", reasonKey: "EOTE.Import.Reason.DuplicateKey" });
  });

  it("maps a species' starting talents and skill choices where the data has them, and reports what it cannot", () => {
    // A synthetic species: a talent the data set has and one it lacks; a choice of Charm or Deception; a choice
    // whose options give a talent (kept as text); an ability in words only (not reported).
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<Species><Key>TVESK</Key><Name>Vesk</Name><Description>Test people.</Description>
  <StartingChars><Brawn>2</Brawn><Agility>2</Agility><Intellect>2</Intellect><Cunning>2</Cunning><Willpower>2</Willpower><Presence>2</Presence></StartingChars>
  <StartingAttrs><WoundThreshold>10</WoundThreshold><StrainThreshold>10</StrainThreshold><Experience>100</Experience></StartingAttrs>
  <SkillModifiers><SkillModifier><Key>STEAL</Key><RankStart>1</RankStart></SkillModifier></SkillModifiers>
  <TalentModifiers><TalentModifier><Key>TSTEEL</Key><RankAdd>1</RankAdd></TalentModifier><TalentModifier><Key>TNOWHERE</Key><RankAdd>1</RankAdd></TalentModifier></TalentModifiers>
  <OptionChoices>
    <OptionChoice><Name>Silver Tongue</Name><Options>
      <Option><Name>Charm</Name><SkillModifiers><SkillModifier><Key>CHARM</Key><RankStart>1</RankStart></SkillModifier></SkillModifiers></Option>
      <Option><Name>Deception</Name><SkillModifiers><SkillModifier><Key>DECEP</Key><RankStart>1</RankStart></SkillModifier></SkillModifiers></Option>
    </Options></OptionChoice>
    <OptionChoice><Name>Heritage</Name><Options>
      <Option><Name>Hardy</Name><TalentModifiers><TalentModifier><Key>THARDY</Key><RankAdd>1</RankAdd></TalentModifier></TalentModifiers></Option>
      <Option><Name>Aim</Name><TalentModifiers><TalentModifier><Key>TAIM</Key><RankAdd>1</RankAdd></TalentModifier></TalentModifiers></Option>
    </Options></OptionChoice>
    <OptionChoice><Options><Option><Name>Night Eyes</Name><Description>Sees in the dark.</Description></Option></Options></OptionChoice>
  </OptionChoices>
</Species>`;
    const r = importOggDude({ "Talents.xml": files()["Talents.xml"]!, "Species/Vesk.xml": xml });
    expect(invalid(r.documents)).toEqual([]);
    expect(byKey(r.documents, "TVESK").system).toMatchObject({
      freeRanks: ["stealth"], startingTalents: ["TSTEEL"],
      skillChoices: [{ skills: ["charm", "deception"], count: 1, nonCareer: false }],
      rules: [], careerFreeRanks: null, specialisationFreeRanks: null,
    });
    const warnings = r.warnings.filter((w) => w.key === "TVESK").map((w) => [w.reasonKey, w.reasonData]);
    expect(warnings).toEqual([
      ["EOTE.Import.Reason.SpeciesTalents", { talents: "TNOWHERE" }],
      ["EOTE.Import.Reason.SpeciesChoices", { choices: "Heritage" }],
    ]);
  });

  it("lists an entry whose numbers the data model refuses instead of writing it", () => {
    const xml = files()["Species/Kessari.xml"]!.replace("<WoundThreshold>9</WoundThreshold>", "<WoundThreshold>-4</WoundThreshold>");
    const r = importOggDude({ "Species/Kessari.xml": xml });
    // Negative thresholds are brought to 0; nothing invalid is written.
    expect(invalid(r.documents)).toEqual([]);
    expect(r.documents[0]!.system["woundBase"]).toBe(0);
  });
});

// OggDude's data as the content model now says it: a specialisation listed by two careers names both, a
// Force power's per-column Directions become its lines (a wide cell joined above through some of its
// columns only), and an out-of-turn incidental talent keeps its activation.
const FLYER = `<?xml version="1.0" encoding="utf-8"?>
<Career><Key>TFLYER</Key><Name>Flyer</Name><Description>Lives in the cockpit.</Description>
  <CareerSkills><Key>PILOTSP</Key><Key>GUNN</Key></CareerSkills>
  <Specializations><Key>TACE</Key></Specializations></Career>`;

/** Nudge with its lines drawn: Range (column 1) joined right; Control, 4 wide, joined up through columns 3 and 4 only. */
const NUDGE = (directions: boolean) => `<?xml version="1.0" encoding="utf-8"?>
<ForcePower><Key>TPUSH</Key><Name>Nudge</Name><MinForceRating>1</MinForceRating><AbilityRows>
  <AbilityRow>
    <Abilities><Key>TPUSHBASIC</Key><Key>TPUSHBASIC</Key><Key>TPUSHBASIC</Key><Key>TPUSHBASIC</Key></Abilities>
    <AbilitySpan><Span>4</Span><Span>0</Span><Span>0</Span><Span>0</Span></AbilitySpan>
    <Costs><Cost>10</Cost><Cost>0</Cost><Cost>0</Cost><Cost>0</Cost></Costs>
  </AbilityRow>
  <AbilityRow>
    <Abilities><Key>TPUSHRANGE</Key><Key>TPUSHRANGE</Key><Key>TPUSHSTR</Key><Key>TPUSHSTR</Key></Abilities>
    <AbilitySpan><Span>1</Span><Span>1</Span><Span>2</Span><Span>0</Span></AbilitySpan>
    <Costs><Cost>5</Cost><Cost>5</Cost><Cost>10</Cost><Cost>0</Cost></Costs>
    ${directions ? "<Directions><Direction><Up>true</Up><Right>true</Right></Direction><Direction><Up>true</Up></Direction><Direction><Up>true</Up></Direction><Direction><Up>true</Up></Direction></Directions>" : ""}
  </AbilityRow>
  <AbilityRow>
    <Abilities><Key>TPUSHCTRL</Key><Key>TPUSHCTRL</Key><Key>TPUSHCTRL</Key><Key>TPUSHCTRL</Key></Abilities>
    <AbilitySpan><Span>4</Span><Span>0</Span><Span>0</Span><Span>0</Span></AbilitySpan>
    <Costs><Cost>15</Cost><Cost>0</Cost><Cost>0</Cost><Cost>0</Cost></Costs>
    ${directions ? "<Directions><Direction /><Direction /><Direction><Up>true</Up></Direction><Direction><Up>true</Up></Direction></Directions>" : ""}
  </AbilityRow>
</AbilityRows></ForcePower>`;

const lines = (tree: ForceTreeCell[]) => tree.map((c) => [c.upgrade, c.up, c.upColumns, c.right]);

describe("OggDude data the content model now carries", () => {
  it("a specialisation two careers list names its own career and the other", () => {
    const docs = importOggDude({ ...files(), "Careers/Flyer.xml": FLYER }).documents;
    expect(byKey(docs, "TACE").system).toMatchObject({ career: "TDRIFTER", otherCareers: ["TFLYER"] });
    expect(byKey(docs, "TROAMER").system).toMatchObject({ otherCareers: [] });
    expect(invalid(docs)).toEqual([]);
  });

  it("a Force power's Directions are its lines: a wide cell runs up only where they say", () => {
    const docs = importOggDude({ ...files(), "Force Powers/Nudge.xml": NUDGE(true) }).documents;
    const tree = byKey(docs, "TPUSH").system["tree"] as ForceTreeCell[];
    expect(lines(tree)).toEqual([
      ["TPUSHRANGE", true, [], true], ["TPUSHRANGE", true, [], false], ["TPUSHSTR", true, [], false], ["TPUSHCTRL", true, [2, 3], false],
    ]);
    // Control is reached from Strength above its columns 3 and 4, not from the Range cells above 1 and 2.
    const withBought = (bought: number[]) => tree.map((c, i) => ({ ...c, bought: bought.includes(i) }));
    expect(upgradeCellState(withBought([0, 1]), 3)).toBe("locked");
    expect(upgradeCellState(withBought([2]), 3)).toBe("buyable");
    expect(invalid(docs)).toEqual([]);
  });

  it("a file with no Directions joins every cell to the cells above it, as before", () => {
    const docs = importOggDude({ ...files(), "Force Powers/Nudge.xml": NUDGE(false) }).documents;
    expect(lines(byKey(docs, "TPUSH").system["tree"] as ForceTreeCell[]).every(([, up, cols, right]) => up === true && (cols as number[]).length === 0 && right === false)).toBe(true);
  });

  it("an out-of-turn incidental talent stays one", () => {
    const docs = importOggDude(files()).documents;
    expect(byKey(docs, "TSIDESTEP").system["activation"]).toBe("activeIncidentalOutOfTurn");
  });

  it("a vehicle keeps its profile's restricted mark with its price and rarity", () => {
    const courier = readFileSync(`${DATA}/Vehicles/Courier.xml`, "utf8").replace("<Name>Test Courier</Name>", "<Name>Test Courier</Name><Restricted>true</Restricted>");
    const docs = importOggDude({ ...files(), "Vehicles/Courier.xml": courier }).documents;
    expect(byKey(docs, "TCOURIER").system).toMatchObject({ restricted: true });
    expect(byKey(docs, "TSKIFF").system).toMatchObject({ restricted: false });
    expect(invalid(docs)).toEqual([]);
  });

  it("a \"(Template)\" armour is listed as a template, not dropped in silence; the rest import", () => {
    const armour = readFileSync(`${DATA}/Armor.xml`, "utf8").replace("<Armor>", "<Armor><Key>TESTTPL</Key><Name>Armor (Template)</Name><Soak>0</Soak></Armor>\n  <Armor>");
    const result = importOggDude({ ...files(), "Armor.xml": armour });
    expect(result.skipped.map((s) => [s.key, s.reasonKey])).toContainEqual(["TESTTPL", "EOTE.Import.Reason.Template"]);
    expect(result.documents.some((d) => d.sourceKey === "TESTTPL")).toBe(false);
    expect(byKey(result.documents, "TESTVEST").type).toBe("armour");
  });
});
