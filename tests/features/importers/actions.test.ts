// The GM's import tool over the v13 doubles: compendia it creates, batched writes, re-import by source
// key, rollback when a write fails, the report card, and a player refused before anything is read.
import { deflateSync } from "fflate";
import { beforeEach, describe, expect, it } from "vitest";
import { shellSuite } from "../../doubles/suite.ts";
import { actorOfType, asUser, FakeActor, FakeItem, itemOfType, messageLike, messages, notice, notices, OWNERSHIP, register, users } from "../../doubles/index.ts";
import { CompendiumDouble, failWritesAfter, installCompendia, world } from "../../doubles/compendium.ts";
import { character } from "../../fixtures/actors.ts";
import { enc, FIXTURES, readFolder } from "./load.ts";
import { rawZip } from "./model/zip-bytes.ts";
import { keyWithData, shownKey } from "../../doubles/keys.ts";
import { countLookups, expectReadOnce } from "../../doubles/lookups.ts";


const bytes = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).map(([k, v]) => [k, enc(v)]));
const oggdude = () => bytes(Object.fromEntries(Object.entries(readFolder(`${FIXTURES}/oggdude/Data`, (n) => n.endsWith(".xml"))).map(([k, v]) => [`Data/${k}`, v])));
const adversaries = () => bytes(readFolder(`${FIXTURES}/adversaries`, (n) => n.endsWith(".json")));
const ALL_OGGDUDE = ["weapon", "armour", "gear", "attachment", "quality", "talent", "career", "species", "specialisation", "forcePower", "vehicle"];
/** The world's packs as the doubles hold them. */
const packs = (): Map<string, unknown> => (globalThis as unknown as { game: { packs: Map<string, unknown> } }).game.packs;
const pack = (kind: string) => packs().get(`world.imported-${kind}`) as CompendiumDouble | undefined;
const worldPacks = () => [...packs().values()].filter((p: unknown) => p instanceof CompendiumDouble) as CompendiumDouble[];

const shell = shellSuite({ seed: 3, keys: true, modules: {
  actions: () => import("../../../module/features/importers/actions.ts"),
  card: () => import("../../../module/features/importers/card.ts"),
  form: () => import("../../../module/features/importers/form.ts"),
  adv: () => import("../../../module/features/advancement/index.ts").then((m) => m.api),
} });
beforeEach(() => {
  installCompendia();
  for (const p of worldPacks()) packs().delete(p.collection);
});

describe("importing OggDude's Data folder into new world compendia", () => {
  it("creates one compendium per kind, writes every document in batches, and posts the report", async () => {
    const progress: number[] = [];
    const report = await shell.actions.runImport({ source: "oggdude", files: oggdude(), kinds: ALL_OGGDUDE, destination: "compendia" }, (f) => progress.push(f));
    expect(report?.failure).toBeNull();
    expect(worldPacks().map((p) => [p.collection, p.metadata.label, p.documentName]).sort()).toContainEqual(["world.imported-weapon", keyWithData("EOTE.Import.Pack", { kind: "EOTE.Import.Kind.weapon" }), "Item"]);
    expect(pack("vehicle")?.documentName).toBe("Actor");
    expect(pack("weapon")!.docs.size).toBe(7);
    expect(pack("talent")!.docs.size).toBe(9);
    const pistol = pack("weapon")!.docs.find((d) => d.name === "Test Sidearm")!;
    expect(pistol.flags["eote"]).toMatchObject({ sourceKey: "TESTPISTOL", importSource: "oggdude" });
    expect(pistol.system).toMatchObject({ skill: "rangedLight", damage: 6 });
    const courier = pack("vehicle")!.docs.find((d) => d.name === "Test Courier") as FakeActor;
    expect(courier.items.size).toBe(3);
    // Progress runs forward across the whole import and ends full.
    expect(progress.every((p, i) => i === 0 || p >= progress[i - 1]!)).toBe(true);
    expect(progress.at(-1)).toBe(1);
    // The report card: whispered to the GM, counts per kind, every skipped entry with its reason.
    expect(messages).toHaveLength(1);
    expect(messages[0]!.whisper).toEqual([users.gm.id]);
    const flag = shell.card.reportOf(messages[0]!)!;
    expect(flag.counts).toContainEqual({ kind: "weapon", created: 7, updated: 0 });
    expect(flag.skipped.map((s) => s.key)).toContain("TESTWARGAME");
    expect(notices.at(-1)).toEqual(notice("EOTE.Import.Notice.Done", { created: flag.counts.reduce((s, c) => s + c.created, 0), updated: 0, skipped: flag.skippedTotal }));
  });

  it("writes only the kinds chosen", async () => {
    await shell.actions.runImport({ source: "oggdude", files: oggdude(), kinds: ["armour", "vehicle"], destination: "compendia" });
    expect(worldPacks().map((p) => p.collection).sort()).toEqual(["world.imported-armour", "world.imported-vehicle"]);
  });

  it("re-importing updates what it made by source key instead of duplicating it", async () => {
    await shell.actions.runImport({ source: "oggdude", files: oggdude(), kinds: ALL_OGGDUDE, destination: "compendia" });
    const weapons = pack("weapon")!;
    const ids = weapons.docs.map((d) => d.id).sort();
    const pistol = weapons.docs.find((d) => d.name === "Test Sidearm")!;
    await pistol.update({ "system.damage": 99 });
    const courier = pack("vehicle")!.docs.find((d) => d.name === "Test Courier") as FakeActor;
    const report = await shell.actions.runImport({ source: "oggdude", files: oggdude(), kinds: ALL_OGGDUDE, destination: "compendia" });
    expect(weapons.docs.map((d) => d.id).sort()).toEqual(ids);
    expect(itemOfType(weapons.docs.get(pistol.id), "weapon").system.damage).toBe(6);
    expect(report!.counts).toContainEqual({ kind: "weapon", created: 0, updated: 7 });
    // A vehicle's weapons are replaced, not added to.
    expect(courier.items.size).toBe(3);
    // An item's effects likewise.
    const steel = pack("talent")!.docs.find((d) => d.name === "Steel Nerves")!;
    expect(steel.effects.size).toBe(1);
  });
});

describe("a write that fails", () => {
  it("removes the compendia the run created: nothing is left half-written", async () => {
    failWritesAfter(3);
    const report = await shell.actions.runImport({ source: "oggdude", files: oggdude(), kinds: ALL_OGGDUDE, destination: "compendia" });
    expect(report!.failure).toMatchObject({ message: "The server refused the write", rolledBack: true, written: [] });
    expect(worldPacks()).toEqual([]);
    const view = shell.card.reportContext(shell.card.reportOf(messages[0]!)!);
    expect(view.failure?.rolledBack).toBe(true);
  });

  it("in compendia made before, lists exactly the updates it could not take back, and removes what it created", async () => {
    await shell.actions.runImport({ source: "oggdude", files: oggdude(), kinds: ["armour", "gear"], destination: "compendia" });
    const gearPack = pack("gear")!;
    const kit = gearPack.docs.contents[0]!;
    await gearPack.docs.get(kit.id)!.update({ name: "Renamed" });
    // The new weapons (a new compendium) and the armour's updates go through, then the gear's update fails.
    failWritesAfter(2);
    const report = await shell.actions.runImport({ source: "oggdude", files: oggdude(), kinds: ["armour", "gear", "weapon"], destination: "compendia" });
    expect(report!.failure?.rolledBack).toBe(true);
    expect(report!.failure?.written).toEqual([
      { kind: "armour", name: "Test Vest", action: "updated" }, { kind: "armour", name: "Test Deflector Suit", action: "updated" },
    ]);
    expect(pack("weapon")).toBeUndefined();
    expect(pack("armour")!.docs.size).toBe(2);
    expect(gearPack.docs.get(kit.id)!.name).toBe("Renamed");
  });

  it("into the world, deletes the documents it created", async () => {
    failWritesAfter(1);
    const report = await shell.actions.runImport({ source: "oggdude", files: oggdude(), kinds: ["armour", "gear", "weapon"], destination: "world" });
    expect(report!.failure?.rolledBack).toBe(true);
    expect(world.Item.size).toBe(0);
    // What it took back is no longer recorded as the import's.
    expect(game.settings.get("eote", "importRecords")["world:Item"]).toBeUndefined();
  });
});

describe("importing into the world", () => {
  it("creates world Actors and Items, and re-imports update them", async () => {
    await shell.actions.runImport({ source: "adversaries", files: adversaries(), kinds: ["adversary"], destination: "world" });
    expect(world.Actor.map((a) => a.name).sort()).toEqual(["Test Hunter of Mystics", "Test Swamp Giant", "Test Trooper", "Test Void Lizard"]);
    const giant = actorOfType(world.Actor.find((a) => a.name === "Test Swamp Giant"), "rival");
    expect(giant.system.skills.resilience.rank).toBe(8);
    expect([...giant.items.values()].filter((i) => i.type === "ability").map((i) => i.name)).toEqual(["Silhouette 3", "Thick Hide"]);
    const report = await shell.actions.runImport({ source: "adversaries", files: adversaries(), kinds: ["adversary"], destination: "world" });
    expect(world.Actor.size).toBe(4);
    expect(report!.counts).toEqual([{ kind: "adversary", created: 0, updated: 4 }]);
    expect([...(world.Actor.get(giant.id) as FakeActor).items.values()]).toHaveLength(3);
  });
});

describe("imports update only what they created", () => {
  const giantKey = async () => {
    const { importAdversaries } = await import("../../../module/features/importers/model/converters.ts");
    return importAdversaries(adversaries()).documents.find((d) => d.name === "Test Swamp Giant")!.sourceKey;
  };

  it("a player who forges an adversary's key on their own actor keeps their actor: the GM's import makes a new one and says why", async () => {
    // The GM gives Kira's player a character; the player, on their own client, writes the nemesis's key on it.
    const pc = register(new FakeActor("Kira", "character", character(), { ownership: { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER } }));
    world.Actor.set(pc.id, pc);
    asUser(users.player);
    await pc.update({ "flags.eote.sourceKey": await giantKey(), "flags.eote.importSource": "adversaries" });
    expect(pc.getFlag("eote", "sourceKey")).toBe(await giantKey());
    asUser(users.gm);
    const report = await shell.actions.runImport({ source: "adversaries", files: adversaries(), kinds: ["adversary"], destination: "world" });
    expect(pc.name).toBe("Kira");
    expect(pc.type).toBe("character");
    expect(world.Actor.size).toBe(5);
    expect(world.Actor.filter((a) => a.name === "Test Swamp Giant")).toHaveLength(1);
    expect(report!.counts).toEqual([{ kind: "adversary", created: 4, updated: 0 }]);
    expect(report!.warnings).toContainEqual(expect.objectContaining({ key: await giantKey(), reasonKey: "EOTE.Import.Reason.KeyNotOurs" }));
    // The next import updates the giant it made, and still never the player's actor.
    const again = await shell.actions.runImport({ source: "adversaries", files: adversaries(), kinds: ["adversary"], destination: "world" });
    expect(again!.counts).toEqual([{ kind: "adversary", created: 0, updated: 4 }]);
    expect(pc.name).toBe("Kira");
    expect(world.Actor.size).toBe(5);
  });

  it("an actor an import made that a player now owns is not overwritten: a new one is made, and the report says so", async () => {
    await shell.actions.runImport({ source: "adversaries", files: adversaries(), kinds: ["adversary"], destination: "world" });
    const giant = world.Actor.find((a) => a.name === "Test Swamp Giant") as FakeActor;
    await giant.update({ ownership: { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER } });
    asUser(users.player);
    await giant.update({ name: "My pet giant" });
    asUser(users.gm);
    const report = await shell.actions.runImport({ source: "adversaries", files: adversaries(), kinds: ["adversary"], destination: "world" });
    expect(giant.name).toBe("My pet giant");
    expect(report!.counts).toEqual([{ kind: "adversary", created: 1, updated: 3 }]);
    expect(report!.warnings).toContainEqual(expect.objectContaining({ reasonKey: "EOTE.Import.Reason.PlayerOwned" }));
  });

  it("what the import made is recorded in a world setting (only a GM writes those), by id and source key", async () => {
    await shell.actions.runImport({ source: "adversaries", files: adversaries(), kinds: ["adversary"], destination: "world" });
    const recorded = game.settings.get("eote", "importRecords");
    expect(Object.keys(recorded["world:Actor"] ?? {}).sort()).toEqual(world.Actor.map((a) => a.id).sort());
    expect(recorded["world:Actor"]![world.Actor.find((a) => a.name === "Test Swamp Giant")!.id]).toBe(await giantKey());
  });
});

describe("only the GM imports", () => {
  it("a player is refused before anything is read or written", async () => {
    asUser(users.player);
    expect(await shell.actions.runImport({ source: "oggdude", files: oggdude(), kinds: ALL_OGGDUDE, destination: "compendia" })).toBeNull();
    expect(notices.at(-1)).toEqual(notice("EOTE.Import.Notice.GmOnly"));
    expect(worldPacks()).toEqual([]);
    expect(messages).toEqual([]);
    expect(await shell.form.openImportForm()).toBeNull();
  });

  it("a report card a player forged is not drawn", async () => {
    await shell.actions.runImport({ source: "adversaries", files: adversaries(), kinds: ["adversary"], destination: "world" });
    const forged = messageLike({ ...messages[0]!, author: users.player, flags: messages[0]!.flags });
    expect(shell.card.reportOf(forged)).toBeNull();
    expect(shell.card.reportOf(messages[0]!)).not.toBeNull();
  });
});

describe("bad input", () => {
  it("not a zip, or the wrong folder: a localised error naming the file, nothing written", async () => {
    await expect(shell.actions.runImport({ source: "oggdude", files: { "backup.zip": enc("nope") }, kinds: ALL_OGGDUDE, destination: "compendia" }))
      .rejects.toMatchObject({ key: "EOTE.Import.Error.NotAZip", data: { file: "backup.zip" } });
    await expect(shell.actions.runImport({ source: "oggdude", files: { "Pictures/cat.xml": enc("<x/>") }, kinds: ALL_OGGDUDE, destination: "compendia" }))
      .rejects.toMatchObject({ key: "EOTE.Import.Error.WrongFolder" });
    await expect(shell.actions.runImport({ source: "adversaries", files: { "a.xml": enc("<x/>") }, kinds: ["adversary"], destination: "world" }))
      .rejects.toMatchObject({ key: "EOTE.Import.Error.NotJson" });
    expect(worldPacks()).toEqual([]);
    expect(world.Actor.size + world.Item.size).toBe(0);
  });
});

describe("a zip bomb", () => {
  // One deflated megabyte of zeros under 32 names: every entry points at the same compressed stream.
  const bomb = () => {
    const stream = deflateSync(new Uint8Array(1024 * 1024));
    const central = Array.from({ length: 32 }, (_, i) => ({ name: `Data/Vehicles/V${i}.xml`, local: 0, declared: 1024 * 1024 }));
    return rawZip([{ name: "Data/Vehicles/V0.xml", data: stream, method: 8, declared: 1024 * 1024 }], central);
  };

  it("is refused before anything is inflated or written, naming the file, and the form keeps the GM's choices", async () => {
    await expect(shell.actions.runImport({ source: "oggdude", files: { "bomb.zip": bomb() }, kinds: ALL_OGGDUDE, destination: "compendia" }))
      .rejects.toMatchObject({ key: "EOTE.Import.Error.ZipOverlap", data: { file: "bomb.zip" } });
    const app = (await shell.form.openImportForm())!;
    const zip = bomb();
    const chosen = { name: "bomb.zip", size: zip.length, webkitRelativePath: "", arrayBuffer: async () => zip.buffer as ArrayBuffer };
    await app.start({ source: "oggdude", "kind.weapon": true, "kind.vehicle": true, destination: "world" }, [chosen]);
    expect(app.choices).toMatchObject({ source: "oggdude", kinds: ["weapon", "vehicle"], destination: "world", progress: null });
    expect(app.choices.error).toContain("bomb.zip");
    expect(app.choices.error).toMatch(/^EOTE\.Import\.Error\.ZipOverlap \{/);
    expect(app.element!.querySelector("p[role=alert]")).not.toBeNull();
    expect(worldPacks()).toEqual([]);
    expect(world.Actor.size + world.Item.size).toBe(0);
    expect(messages).toHaveLength(0);
  });
});

describe("the form", () => {
  const file = (name: string, text: string, size = text.length) => ({ name, size, webkitRelativePath: "", arrayBuffer: async () => enc(text).buffer as ArrayBuffer });

  it("opens for the GM, switches kinds with the source, and shows a refused file's error in the form", async () => {
    const app = (await shell.form.openImportForm())!;
    expect(app.element!.querySelectorAll("input[type=checkbox]")).toHaveLength(ALL_OGGDUDE.length);
    await app.chooseSource("adversaries");
    expect([...app.element!.querySelectorAll<HTMLInputElement>("input[type=checkbox]")].map((i) => i.name)).toEqual(["kind.adversary", "kind.vehicle"]);
    await app.start({ source: "adversaries", "kind.adversary": true, destination: "world" }, [file("huge.json", "[]", 60 * 1024 * 1024)]);
    expect(app.choices.error).toBe(keyWithData("EOTE.Import.Error.TooLarge", { file: "huge.json", limit: "50" }));
    expect(app.element!.querySelector("p[role=alert]")).not.toBeNull();
    expect(world.Actor.size).toBe(0);
  });

  it("runs the import with the chosen files and the progress bar, then is ready again", async () => {
    const app = (await shell.form.openImportForm())!;
    const files = Object.entries(readFolder(`${FIXTURES}/adversaries`, (n) => n.endsWith(".json"))).map(([n, t]) => file(n, t));
    await app.start({ source: "adversaries", "kind.adversary": true, destination: "world" }, files);
    expect(app.choices).toMatchObject({ progress: null, error: null });
    expect(world.Actor.size).toBe(4);
    expect(messages).toHaveLength(1);
  });
});

describe("a specialisation brought in from OggDude", () => {
  it("is bought from on the Advancement tab, its talents copied from the imported compendium, effects and all", async () => {
    await shell.actions.runImport({ source: "oggdude", files: oggdude(), kinds: ALL_OGGDUDE, destination: "compendia" });
    const data = character();
    data.xp = { total: 200, available: 100, ledger: [] };
    const pc = register(new FakeActor("Kell", "character", data));
    const ace = pack("specialisation")!.docs.contents.find((d): d is FakeItem => d instanceof FakeItem && d.name === "Test Ace")!;
    const spec = await shell.adv.dropIdentity(pc, ace) as unknown as { id: string; system: { tree: { bought: boolean }[] } };
    const strain = pc.system.derived.strain.threshold;
    expect(await shell.adv.buyTalent(pc, spec.id, 0)).toBe(true); // Steel Nerves: +1 strain threshold
    const steel = itemOfType([...pc.items.values()].find((i) => i.type === "talent"), "talent");
    expect([steel.name, steel.system.key, steel.effects.size]).toEqual(["Steel Nerves", "TSTEEL", 1]);
    expect(pc.system.derived.strain.threshold).toBe(strain + 1);
    // Joined by the line down from Steel Nerves: Hardy, one row down, 10 XP.
    expect(await shell.adv.buyTalent(pc, spec.id, 4)).toBe(true);
    expect(pc.system.xp.available).toBe(100 - 5 - 10);
    expect(await shell.adv.buyTalent(pc, spec.id, 9)).toBe(false); // not joined to anything bought
  });
});

describe("the report card", () => {
  it("draws counts and reasons in the reader's language, escaping what the files wrote", async () => {
    const r = await shell.actions.writeImport({
      documents: [], warnings: [],
      skipped: [{ source: "<b>evil</b>.json", key: "<img src=x onerror=alert(1)>", reason: "", reasonKey: "EOTE.Import.Reason.UnknownWeapon", reasonData: { weapon: "<script>x</script>" } }],
    }, { source: "adversaries", destination: "world", kinds: ["adversary"] });
    const html = await foundry.applications.handlebars.renderTemplate(shell.card.IMPORT_REPORT_TEMPLATE, shell.card.reportContext(r));
    expect(html).toContain("&lt;b&gt;evil&lt;/b&gt;.json");
    expect(html).toContain("&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;");
    expect(html).toContain(shownKey("EOTE.Import.Reason.UnknownWeapon", { weapon: "<script>x</script>" }));
    expect(html).not.toMatch(/<script|<img|<b>/);
    expect(html).toContain("EOTE.Import.Card.Skipped (1)");
  });
});

describe("what the import and its report look up", () => {
  it("a re-import into the world looks each actor it updates up once; the report's render looks nothing up, a player's hidden one neither", async () => {
    await shell.actions.runImport({ source: "adversaries", files: adversaries(), kinds: ["adversary"], destination: "world" });
    // The one look-up is the system's Actor class reading the actor it updates (module/documents/actor.ts
    // updateDocuments); the import replaces items on the documents it walked to match them, without another.
    const counting = countLookups();
    try {
      await shell.actions.runImport({ source: "adversaries", files: adversaries(), kinds: ["adversary"], destination: "world" });
      expectReadOnce(counting.counts, world.Actor.map((a) => `Actor.${a.id}`));
      expect(counting.total()).toBe(4);
      counting.counts.clear();
      const report = messages.at(-1)!;
      const html = (await shell.card.importReportSection(report))!;
      expect(html).toContain("EOTE.Import.Card.Title");
      expect(html).toContain("EOTE.Import.Kind.adversary");
      asUser(users.player);
      expect(await shell.card.importReportSection(report)).toBeNull();
      expect(counting.total()).toBe(0);
    } finally {
      counting.restore();
    }
  });

  it("the snapshot: the report as stored, for a GM's message only", async () => {
    await shell.actions.runImport({ source: "adversaries", files: adversaries(), kinds: ["adversary"], destination: "world" });
    const report = messages.at(-1)!;
    expect(shell.card.readImportReport(report)).toEqual({ flag: shell.card.reportOf(report) });
    const forged = messageLike({ ...report, author: users.player, flags: report.flags, isContentVisible: true });
    expect(shell.card.readImportReport(forged)).toBeNull();
  });
});

describe("a Star Wars Adversaries import with vehicles and a weapon the data set lacks", () => {
  it("writes its vehicles as vehicle actors, and an adversary's missing weapon from this system's weapons compendium", async () => {
    const vehicles = [{ name: "Test Skiff Two", group: "Landspeeders", info: { altitude: "2 metres", complement: "One pilot" }, characteristics: { Silhouette: 3, Speed: 2, Handling: -1 }, derived: { armour: 1, hull: 8, system: 6, defence: { fore: 0, aft: 0 } } }];
    const thug = [{ name: "Test Thug", type: "Minion", characteristics: { Brawn: 2, Agility: 2, Intellect: 1, Cunning: 2, Willpower: 1, Presence: 1 }, weapons: ["Blaster Pistol"], tags: ["book:test"] }];
    const files = { "vehicles/test.json": enc(JSON.stringify(vehicles)), "thugs.json": enc(JSON.stringify(thug)) };
    const report = await shell.actions.runImport({ source: "adversaries", files, kinds: ["adversary", "vehicle"], destination: "world" });
    expect(report!.counts).toEqual(expect.arrayContaining([{ kind: "adversary", created: 1, updated: 0 }, { kind: "vehicle", created: 1, updated: 0 }]));
    expect(actorOfType(world.Actor.find((a) => a.name === "Test Skiff Two"), "vehicle").system.domain).toBe("planetary");
    const pistol = [...(world.Actor.find((a) => a.name === "Test Thug") as FakeActor).items.values()].find((i) => i.name === "Blaster Pistol");
    expect(pistol?.system).toMatchObject({ skill: "rangedLight", damage: 6, equipped: true });
  });
});
