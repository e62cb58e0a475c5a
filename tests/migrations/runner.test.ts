// The world migration runner (module/migrations/runner.ts) over the shared v13 doubles and the world
// stand-ins of world-double.ts: who runs it, what a new world gets, what happens when a document
// fails, and the ActorDeltas of unlinked tokens.
import { describe, expect, it } from "vitest";
import { character, minion } from "../fixtures/actors.ts";
import { asUser, notice, notices, users, actorOfType } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";
import { scene, SceneToken, WorldActor } from "../doubles/world.ts";

const g = globalThis as unknown as {
  game: {
    actors: unknown; items: unknown; scenes: unknown; packs: unknown; data: unknown;
    settings: { set(scope: string, key: string, value: number): Promise<unknown>; get(scope: string, key: string): number };
  };
};
const shell = shellSuite({ modules: { runner: () => import("../../module/migrations/index.ts") } });

/** The world as the runner finds it at `ready`, at schema `version`. */
async function world({ actors = [] as WorldActor<unknown, unknown>[], scenes = [] as ReturnType<typeof scene>[], version = 0 } = {}) {
  g.game.actors = { size: actors.length, contents: actors };
  g.game.items = { size: 0, contents: [] };
  g.game.scenes = { size: scenes.length, contents: scenes };
  g.game.packs = [];
  await g.game.settings.set("eote", "schemaVersion", version);
}
const schemaVersion = (): number => g.game.settings.get("eote", "schemaVersion");

/** A character stored before the droid flag existed (schema 2). */
function oldCharacter(species: string): Record<string, unknown> {
  const { droid: _flag, ...system } = character();
  return { ...system, species };
}

/** The runner with the console's error log silenced (a failed document logs its error). */
async function migrateQuietly() {
  const errors = console.error;
  console.error = () => {};
  try {
    await shell.runner.migrateWorld();
  } finally {
    console.error = errors;
  }
}

describe("world migration runner", () => {
  it("a new world (nothing of ours in it) records the current version without any notice", async () => {
    await world();
    await shell.runner.migrateWorld();
    expect(schemaVersion()).toBe(shell.runner.CURRENT_SCHEMA_VERSION);
    expect(notices).toEqual([]);
  });

  it("a world behind with actors persists their system, sets the droid flag from the species, and tells the GM", async () => {
    const droid = WorldActor.load("R5-K6", "character", oldCharacter("Astromech Droid"));
    const human = WorldActor.load("Rook", "character", { ...oldCharacter("Human"), credits: "40" });
    // As v13 loads it: the flag the stored data lacked reads as its initial value.
    expect(droid.system.droid).toBe(false);
    await world({ actors: [droid, human], version: 2 });
    await shell.runner.migrateWorld();
    expect(droid.system.droid).toBe(true);
    expect(actorOfType(human, "character").system.droid).toBe(false);
    expect(human.system.credits).toBe(40);
    expect(schemaVersion()).toBe(shell.runner.CURRENT_SCHEMA_VERSION);
    expect(notices).toEqual([
      notice("EOTE.Actor.Migration.Start", { version: shell.runner.CURRENT_SCHEMA_VERSION }),
      notice("EOTE.Actor.Migration.Done", { version: shell.runner.CURRENT_SCHEMA_VERSION }),
    ]);
  });

  it("only the active GM's client runs it, so two GMs do not migrate the same documents twice", async () => {
    const rook = WorldActor.load("Rook", "character", oldCharacter("Human"));
    await world({ actors: [rook] });
    asUser(users.player);
    shell.runner.runMigrations();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rook.updates).toEqual([]);
    expect(schemaVersion()).toBe(0);
  });

  it("at ready, the active GM's client migrates a world that is behind (the runner loads then)", async () => {
    const droid = WorldActor.load("R5-K6", "character", oldCharacter("Astromech Droid"));
    await world({ actors: [droid], version: 2 });
    shell.runner.runMigrations();
    await expect.poll(() => schemaVersion()).toBe(shell.runner.CURRENT_SCHEMA_VERSION);
    expect(droid.system.droid).toBe(true);
  });

  it("at ready, a world at the current version is left alone, with no notice", async () => {
    const rook = WorldActor.load("Rook", "character", oldCharacter("Human"));
    await world({ actors: [rook], version: shell.runner.CURRENT_SCHEMA_VERSION });
    shell.runner.runMigrations();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rook.updates).toEqual([]);
    expect(notices).toEqual([]);
  });
});

describe("a document that fails", () => {
  it("keeps the world's version, tells the GM how many failed, and the next start retries it", async () => {
    const droid = WorldActor.load("R5-K6", "character", oldCharacter("Astromech Droid"));
    const broken = WorldActor.load("Vex", "character", oldCharacter("Droid"));
    const write = broken.update.bind(broken);
    broken.update = async () => { throw new Error("the server refused the write"); };
    await world({ actors: [droid, broken], version: 2 });
    await migrateQuietly();
    expect(schemaVersion()).toBe(2);
    expect(droid.system.droid).toBe(true); // the others went on
    expect(broken.system.droid).toBe(false);
    expect(notices).toContainEqual(notice("EOTE.Error.MigrationFailed", { name: "Vex" }));
    expect(notices.at(-1)).toEqual(notice("EOTE.Actor.Migration.Incomplete", { count: 1, version: shell.runner.CURRENT_SCHEMA_VERSION }));

    // The cause is fixed; the next start runs again, from the version the world still has.
    broken.update = write;
    notices.length = 0;
    await shell.runner.migrateWorld();
    expect(broken.system.droid).toBe(true);
    expect(droid.system.droid).toBe(true); // run twice, still the same: migrations are idempotent
    expect(schemaVersion()).toBe(shell.runner.CURRENT_SCHEMA_VERSION);
    expect(notices.at(-1)).toEqual(notice("EOTE.Actor.Migration.Done", { version: shell.runner.CURRENT_SCHEMA_VERSION }));
  });
});

describe("documents v13 could not validate at load", () => {
  it("an actor stored with numbers past the caps is migrated from its stored data: clamped to the caps, valid again", async () => {
    const stored = { ...character(), soakBonus: 1e308, credits: 1e308, wounds: { value: 3, threshold: 1e308 }, defenceBonus: { melee: -1e308, ranged: 1 } };
    const broken = WorldActor.loadInvalid("Rook", "character", stored);
    const fine = WorldActor.load("Vex", "character", character());
    g.game.actors = {
      size: 1, contents: [fine],
      invalidDocumentIds: new Set([broken.id]), getInvalid: (id: string) => (id === broken.id ? broken : undefined),
    };
    g.game.items = { size: 0, contents: [] };
    g.game.scenes = { size: 0, contents: [] };
    g.game.packs = [];
    g.game.data = { actors: [{ _id: broken.id, name: "Rook", type: "character", system: structuredClone(stored), items: [] }], items: [] };
    await g.game.settings.set("eote", "schemaVersion", 6);
    await shell.runner.migrateWorld();
    expect(broken.system).toMatchObject({ soakBonus: 99, credits: 10_000_000_000, wounds: { value: 3, threshold: 9999 }, defenceBonus: { melee: -99, ranged: 1 } });
    expect(schemaVersion()).toBe(shell.runner.CURRENT_SCHEMA_VERSION);
    expect(fine.updates.at(-1)).toMatchObject({ system: { soakBonus: 0 } });
  });
});

describe("tokens on scenes", () => {
  it("migrates an unlinked token's ActorDelta: its own keys reshaped, the droid flag from its own species", async () => {
    const base = WorldActor.load("Trooper", "character", oldCharacter("Human"));
    const wounded = new SceneToken(base, false, { system: { wounds: { value: "4" } } });
    const reprogrammed = new SceneToken(base, false, { system: { species: "Battle Droid" } });
    await world({ actors: [base], scenes: [scene("Docking bay", [wounded, reprogrammed])], version: 0 });
    await shell.runner.migrateWorld();
    // Only what the delta changes is written: the wounded token keeps following its base actor.
    expect(wounded.delta.source.system).toEqual({ wounds: { value: 4 } });
    expect(wounded.actor.system.droid).toBe(false);
    expect(reprogrammed.delta.source.system).toEqual({ species: "Battle Droid", droid: true });
    expect(reprogrammed.actor.system.droid).toBe(true);
    expect(reprogrammed.delta.updates[0]!.options).toEqual({ diff: false });
    expect(schemaVersion()).toBe(shell.runner.CURRENT_SCHEMA_VERSION);
  });

  it("a delta that changes nothing a migration touches is not written", async () => {
    const base = WorldActor.load("Stormtroopers", "minion", { ...minion(), groupSkills: ["Ranged: Heavy"] });
    const token = new SceneToken(base, false, { system: { groupSize: 3 } });
    await world({ actors: [base], scenes: [scene("Corridor", [token])], version: 0 });
    await shell.runner.migrateWorld();
    expect(token.delta.updates).toEqual([]);
    expect(token.delta.source.system).toEqual({ groupSize: 3 });
  });

  it("migrates the items a delta holds of its own", async () => {
    const base = WorldActor.load("Trooper", "rival", minion());
    const own = { _id: "weapon0000000001", name: "E-11", type: "weapon", system: { skill: "Ranged (Heavy)", qualities: ["Stun Setting"] } };
    const token = new SceneToken(base, false, { items: [own] });
    await world({ actors: [base], scenes: [scene("Corridor", [token])], version: 0 });
    await shell.runner.migrateWorld();
    expect(token.delta.source.items![0]!.system).toMatchObject({ skill: "rangedHeavy", qualities: [{ key: "stunSetting", rating: null }] });
  });

  it("a linked token is its world actor: migrated once, with the world actors, its delta left alone", async () => {
    const hero = WorldActor.load("K-2", "character", oldCharacter("Security Droid"));
    const linked = new SceneToken(hero, true);
    await world({ actors: [hero], scenes: [scene("Scarif", [linked])], version: 2 });
    await shell.runner.migrateWorld();
    expect(hero.updates).toHaveLength(1);
    expect(hero.system.droid).toBe(true);
    expect(linked.delta.updates).toEqual([]);
  });

  it("a delta that fails counts as a failed document", async () => {
    const base = WorldActor.load("Trooper", "character", oldCharacter("Human"));
    const token = new SceneToken(base, false, { system: { species: "Droid" } });
    token.delta.update = async () => { throw new Error("the server refused the write"); };
    await world({ actors: [base], scenes: [scene("Docking bay", [token])], version: 2 });
    await migrateQuietly();
    expect(schemaVersion()).toBe(2);
    expect(notices.at(-1)).toEqual(notice("EOTE.Actor.Migration.Incomplete", { count: 1 }));
  });
});
