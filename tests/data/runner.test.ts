// The world migration runner (module/migrations/runner.ts) over a small stand-in for game.settings,
// game.user, the world collections and ui.notifications: who runs it, and what a new world gets.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

const g = globalThis as any;
g.__EOTE_TEMPLATES__ = []; // injected by the build in real bundles; module/config.ts reads it at import
let runner: typeof import("../../module/migrations/index.ts");
beforeAll(async () => {
  runner = await import("../../module/migrations/index.ts");
});
let settings: Record<string, number>;
let notices: string[];
let updates: { name: string; data: any; options: any }[];

class FakeActor {
  items: unknown[] = [];
  constructor(readonly name: string, private readonly source: object) {}
  toObject() { return structuredClone(this.source); }
  async update(data: unknown, options: unknown) { updates.push({ name: this.name, data, options }); }
  async updateEmbeddedDocuments() { return []; }
}

function world({ actors = [] as FakeActor[], isActiveGM = true, version = 0 } = {}) {
  settings = { "eote.schemaVersion": version };
  g.game = {
    user: { isGM: true, isActiveGM },
    settings: {
      get: (ns: string, key: string) => settings[`${ns}.${key}`],
      set: async (ns: string, key: string, value: number) => { settings[`${ns}.${key}`] = value; },
    },
    actors: { size: actors.length, contents: actors },
    items: { size: 0, contents: [] },
    packs: [],
    i18n: { format: (key: string) => key },
  };
}

beforeEach(() => {
  notices = [];
  updates = [];
  g.ui = { notifications: { info: (m: string) => notices.push(m), error: (m: string) => notices.push(m) } };
  g.Actor = FakeActor;
  g.Item = class {};
});

describe("world migration runner", () => {
  it("a new world (nothing of ours in it) records the current version without any notice", async () => {
    world();
    await runner.migrateWorld();
    expect(settings["eote.schemaVersion"]).toBe(runner.CURRENT_SCHEMA_VERSION);
    expect(notices).toEqual([]);
  });

  it("a world behind with actors persists their system and tells the GM", async () => {
    world({ actors: [new FakeActor("Rook", { _id: "a1", type: "character", system: { credits: "40" } })] });
    await runner.migrateWorld();
    expect(updates).toHaveLength(1);
    expect(updates[0]!.options).toEqual({ diff: false });
    expect(updates[0]!.data._id).toBe("a1");
    expect(settings["eote.schemaVersion"]).toBe(runner.CURRENT_SCHEMA_VERSION);
    expect(notices).toEqual(["EOTE.Actor.Migration.Start", "EOTE.Actor.Migration.Done"]);
  });

  it("only the active GM's client runs it, so two GMs do not migrate the same documents twice", async () => {
    world({ actors: [new FakeActor("Rook", { _id: "a1", type: "character", system: {} })], isActiveGM: false });
    runner.runMigrations();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(updates).toEqual([]);
    expect(settings["eote.schemaVersion"]).toBe(0);
  });
});
