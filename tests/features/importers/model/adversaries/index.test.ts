import { describe, expect, it } from "vitest";
import { importAdversaries } from "../../../../../module/features/importers/model/converters.ts";
import { byKey, FIXTURES, invalid, readFolder, withBom } from "../../load.ts";

const files = () => readFolder(`${FIXTURES}/adversaries`, (name) => name.endsWith(".json"));
const result = importAdversaries(files());
const docs = result.documents;

describe("importAdversaries", () => {
  it("imports minions, rivals and nemeses, each passing validateSystemData", () => {
    expect(invalid(docs)).toEqual([]);
    expect(docs.map((d) => [d.type, d.sourceKey])).toEqual([
      ["rival", "Test Swamp Giant|book:test"],
      ["minion", "Test Void Lizard|book:test"],
      ["nemesis", "Test Hunter of Mystics|book:another,book:test"],
      ["minion", "Test Trooper|book:test"],
    ]);
  });

  it("keeps ranks past 5 and characteristics of 7 and 0", () => {
    const giant = byKey(docs, "Test Swamp Giant|book:test").system as { characteristics: Record<string, number>; skills: Record<string, { rank: number }> };
    expect(giant.characteristics.brawn).toBe(7);
    expect(giant.skills["resilience"]!.rank).toBe(8);
    const lizard = byKey(docs, "Test Void Lizard|book:test").system as { characteristics: Record<string, number> };
    expect(lizard.characteristics.agility).toBe(0);
  });

  it("keeps an adversary's own skills and a skill on another characteristic", () => {
    const hunter = byKey(docs, "Test Hunter of Mystics|book:another,book:test").system;
    expect(hunter["customSkills"]).toEqual([{ id: "knowledgeWarfare", label: "Knowledge: Warfare", characteristic: "intellect", rank: 2, career: false }]);
    expect(hunter["skillCharacteristics"]).toEqual([{ skill: "lightsaber", characteristic: "willpower" }]);
    expect(hunter["skills"]).toMatchObject({ lightsaber: { rank: 3 }, coercion: { rank: 4 }, rangedLight: { rank: 1 }, skulduggery: { rank: 2 } });
    // A minion group's skills are group skills; its own skills roll at the group's rank too.
    const trooper = byKey(docs, "Test Trooper|book:test").system;
    expect(trooper["groupSkills"]).toEqual(["rangedHeavy", "discipline"]);
    expect(trooper["customSkills"]).toEqual([{ id: "cybernetics", label: "Cybernetics", characteristic: "intellect", rank: 0, career: false }]);
  });

  it("brings special abilities as ability items, and a Silhouette ability sets the silhouette", () => {
    const giant = byKey(docs, "Test Swamp Giant|book:test");
    expect(giant.items!.filter((i) => i.type === "ability").map((i) => [i.name, i.system["description"]])).toEqual([
      ["Silhouette 3", "<p>Bigger than most.</p>"],
      ["Thick Hide", "<p>Hard to hurt; spend [eote:threat] to shrug.</p>"],
    ]);
    expect(giant.system["silhouette"]).toBe(3);
    expect(byKey(docs, "Test Void Lizard|book:test").items!.map((i) => [i.type, i.name, i.system["description"]])).toEqual([
      ["ability", "Force Hollow", "<p>No Force powers work near it.</p>"],
    ]);
  });

  it("fills weapons from weapons.json and reads written-out ones", () => {
    const hunter = byKey(docs, "Test Hunter of Mystics|book:another,book:test");
    const weapons = hunter.items!.filter((i) => i.type === "weapon");
    expect(weapons.map((w) => [w.name, w.system["skill"], w.system["damage"], w.system["crit"], w.system["range"], w.system["qualities"]])).toEqual([
      ["Test saber", "lightsaber", 8, 2, "engaged", [{ key: "breach", rating: 1 }, { key: "sunder", rating: null }, { key: "vicious", rating: 2 }]],
      ["Test blaster (spare cell)", "rangedLight", 6, 3, "medium", [{ key: "stunSetting", rating: null }]],
    ]);
    expect(weapons[0]!.system["description"]).toBe("<p>Add [eote:boost] when it hums.</p>");
    const trooper = byKey(docs, "Test Trooper|book:test").items!.filter((i) => i.type === "weapon");
    expect(trooper.map((w) => [w.name, w.system["addBrawn"], w.system["damage"], w.system["qualities"]])).toEqual([
      ["Test rifle", false, 9, [{ key: "autoFire", rating: null }, { key: "cumbersome", rating: 3 }]],
      ["Test baton", true, 2, [{ key: "disorient", rating: 2 }]],
    ]);
    const stomp = byKey(docs, "Test Swamp Giant|book:test").items!.find((i) => i.name === "Stomp")!;
    expect(stomp.system).toMatchObject({ skill: "brawl", damage: 12, addBrawn: false, qualities: [{ key: "knockdown", rating: null }, { key: "concussive", rating: 1 }] });
  });

  it("reads talents with their ranks from talents.json", () => {
    const talents = byKey(docs, "Test Hunter of Mystics|book:another,book:test").items!.filter((i) => i.type === "talent");
    expect(talents.map((t) => [t.name, t.system["key"], t.system["ranked"], t.system["rank"]])).toEqual([
      ["Adversary", "adversary", true, 2], ["Parry", "parry", true, 3], ["Quick Hands", "quickHands", false, 1], ["Home Rule", "homeRule", false, 1],
    ]);
    expect(talents[0]!.system["description"]).toBe("<p>Upgrade checks against it once per rank.</p>");
  });

  it("turns gear with soak or defence into worn armour, and derived totals into our bonuses", () => {
    const hunter = byKey(docs, "Test Hunter of Mystics|book:another,book:test");
    expect(hunter.items!.filter((i) => i.type === "armour" || i.type === "gear").map((i) => [i.type, i.name, i.system["soak"], i.system["defence"], i.system["worn"]])).toEqual([
      ["armour", "Test armoured robe", 2, 1, true], ["gear", "Comlink", undefined, undefined, undefined],
    ]);
    // Soak 6 = Brawn 3 + robe 2 + 1; defence melee 2 = robe 1 + 1, ranged 1 = robe 1.
    expect(hunter.system).toMatchObject({ soakBonus: 1, defenceBonus: { melee: 1, ranged: 0 }, wounds: { value: 0, threshold: 20 }, strain: { value: 0, threshold: 18 } });
    expect(byKey(docs, "Test Trooper|book:test").system).toMatchObject({ soakBonus: 0, droid: true, wounds: { threshold: 5 }, groupSize: 3 });
  });

  it("lists what it cannot map, and keeps it on the adversary", () => {
    const reasons = result.skipped.map((s) => [s.key, s.reasonKey]);
    expect(reasons).toEqual([
      ["Test Hunter of Mystics|book:another,book:test / Mystery launcher", "EOTE.Import.Reason.UnknownWeapon"],
      ["Test Hunter of Mystics|book:another,book:test / Strategy tome", "EOTE.Import.Reason.UnknownSkill"],
      ["Test Gunboat", "EOTE.Import.Reason.VehicleNoProfile"],
      ["Test Trooper|book:test", "EOTE.Import.Reason.DuplicateKey"],
    ]);
    const kept = byKey(docs, "Test Hunter of Mystics|book:another,book:test").flags?.eote?.["imported"] as Record<string, unknown>;
    expect(kept["unresolved"]).toEqual(["Mystery launcher", { name: "Strategy tome", skill: "Knowledge: Warfare", damage: 1, critical: 5, range: "Engaged" }]);
    expect(kept["unmapped"]).toEqual({ "force-powers": ["Test power"] });
    expect(kept["tags"]).toEqual(["book:test", "book:another", "imperial"]);
  });

  it("escapes what the file writes: no markup of its own reaches the notes", () => {
    const evil = JSON.stringify([{ name: "<b>X</b>", type: "Rival", description: "<script>alert(1)</script>\nline", characteristics: {}, tags: [] }]);
    const r = importAdversaries({ "evil.json": evil });
    expect(r.documents[0]!.system["notes"]).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;<br>line</p>");
  });

  it("reads files with a byte-order mark; lists malformed JSON and a file that is no list", () => {
    const r = importAdversaries({ "bom.json": withBom(files()["test-creatures.json"]!), "broken.json": "[{\"name\": ", "object.json": "{}" });
    expect(r.documents.map((d) => d.name)).toEqual(["Test Swamp Giant", "Test Void Lizard"]);
    expect(r.skipped.map((s) => [s.source, s.reasonKey])).toEqual([
      ["broken.json", "EOTE.Import.Reason.MalformedJson"], ["object.json", "EOTE.Import.Reason.NotAList"],
    ]);
  });

  it("lists an adversary whose numbers even the adversary limits refuse", () => {
    const r = importAdversaries({ "x.json": JSON.stringify([{ name: "Titan", type: "Nemesis", characteristics: { Brawn: 40 }, tags: [] }]) });
    expect(r.documents).toEqual([]);
    // Said in the table's words: the field's path, its value and the most a nemesis can have, for the report to name.
    expect(r.skipped[0]).toMatchObject({
      key: "Titan", reasonKey: "EOTE.Import.Reason.AboveMax",
      reasonData: { name: "Titan", path: "characteristics.brawn", value: 40, typeKey: "TYPES.Actor.nemesis", outcomeKey: "EOTE.Import.Outcome.Skipped" },
    });
  });
});

describe("entries nested too deep to keep, and lists too long to list", () => {
  it("an adversary or a catalogue entry ten thousand levels deep is left out with its reason; the rest import and can be stored", () => {
    const deep = '{"a":'.repeat(10_000) + "1" + "}".repeat(10_000);
    const r = importAdversaries({
      "weapons.json": `[{"name":"Deep blaster","skill":"Ranged (Light)","damage":6,"critical":3,"range":"Medium","x":${deep}}]`,
      "deep.json": `[{"name":"Deep One","type":"rival","characteristics":{},"extra":${deep}},{"name":"Plain Thug","type":"minion","characteristics":{}}]`,
    });
    expect(r.documents.map((d) => d.name)).toEqual(["Plain Thug"]);
    expect(r.skipped.map((s) => [s.source, s.key, s.reasonKey])).toEqual([
      ["weapons.json", "Deep blaster", "EOTE.Import.Reason.TooDeep"], ["deep.json", "Deep One", "EOTE.Import.Reason.TooDeep"],
    ]);
    // What is kept is what Foundry serialises when it writes the documents.
    expect(() => JSON.stringify(r.documents)).not.toThrow();
  });

  it("a file listing more than 20,000 entries is left out by name, not entry by entry", () => {
    const r = importAdversaries({ "zeros.json": `[${new Array(20_001).fill("0").join(",")}]`, "thugs.json": '[{"name":"Plain Thug","type":"minion","characteristics":{}}]' });
    expect(r.documents.map((d) => d.name)).toEqual(["Plain Thug"]);
    expect(r.skipped).toEqual([expect.objectContaining({ source: "zeros.json", reasonKey: "EOTE.Import.Reason.TooManyEntries", reasonData: { file: "zeros.json", limit: 20_000 } })]);
  });
});

describe("a weapon the data set lacks, found among this system's own by name", () => {
  const launcher = { name: "Mystery Launcher", system: { description: "", skill: "rangedHeavy", damage: 8, addBrawn: false, crit: 4, range: "long", encumbrance: 4, hardPoints: 1, qualities: [{ key: "blast", rating: 4 }], equipped: false, attachments: [], condition: "undamaged", firingArcs: [], price: 1000, restricted: true, rarity: 6 } };
  const withOwn = importAdversaries(files(), { systemWeapons: [launcher] });
  const hunter = byKey(withOwn.documents, "Test Hunter of Mystics|book:another,book:test");

  it("is carried as a copy of this system's weapon, equipped, and listed as a note, not skipped", () => {
    const weapon = (hunter.items ?? []).find((i) => i.name === "Mystery Launcher");
    expect(weapon?.system).toMatchObject({ skill: "rangedHeavy", damage: 8, qualities: [{ key: "blast", rating: 4 }], equipped: true });
    expect(withOwn.warnings.map((w) => [w.key, w.reasonKey])).toContainEqual(["Test Hunter of Mystics|book:another,book:test / Mystery launcher", "EOTE.Import.Reason.SystemWeapon"]);
    expect(withOwn.skipped.map((s) => s.reasonKey)).not.toContain("EOTE.Import.Reason.UnknownWeapon");
    expect(launcher.system.equipped).toBe(false); // the offered weapon itself is untouched
    expect(invalid(withOwn.documents)).toEqual([]);
  });
});
