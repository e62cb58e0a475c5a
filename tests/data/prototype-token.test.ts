// A new actor's prototype token, created through Actor.create over the v13 double (core's token is
// unlinked, hostile, sightless, with system.json's wounds/strain bars for every type; the data model's
// _preCreate changes it with updateSource). Characters come out linked, friendly and seeing; bars follow
// the type; create data carrying its own prototypeToken (a compendium import) keeps it untouched.
import { describe, expect, it } from "vitest";
import { asUser, FakeActor, TOKEN_DISPOSITIONS, users, type AnyFakeActor } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";

shellSuite();

const create = async (data: Parameters<typeof FakeActor.create>[0]) => {
  const actor = await FakeActor.implementation.create(data);
  expect(actor, `${data.type} created`).toBeDefined();
  return actor!;
};

describe("a new character's token", () => {
  it("is linked to the actor, friendly and has sight", async () => {
    const kira = await create({ name: "Kira", type: "character" });
    expect(kira.prototypeToken).toMatchObject({
      actorLink: true, disposition: TOKEN_DISPOSITIONS.FRIENDLY, sight: { enabled: true },
      bar1: { attribute: "wounds" }, bar2: { attribute: "strain" },
    });
    expect(kira.constructor.name).toBe("EoteActor");
  });

  it("keeps the token a compendium import or a copy brings, field for field", async () => {
    const own = { actorLink: false, disposition: TOKEN_DISPOSITIONS.NEUTRAL, sight: { enabled: false }, bar1: { attribute: "strain" }, bar2: { attribute: null } };
    const imported = await create({ name: "Imported", type: "character", prototypeToken: structuredClone(own) });
    expect(imported.prototypeToken).toMatchObject(own);
  });
});

describe("token bars by actor type", () => {
  const bars = (actor: AnyFakeActor) => [actor.prototypeToken["bar1"].attribute, actor.prototypeToken["bar2"].attribute];

  it("vehicles show hull trauma and system strain; minion groups and rivals wounds only; nemeses wounds and strain", async () => {
    expect(bars(await create({ name: "Ship", type: "vehicle" }))).toEqual(["hullTrauma", "systemStrain"]);
    expect(bars(await create({ name: "Troopers", type: "minion" }))).toEqual(["wounds", null]);
    expect(bars(await create({ name: "Bounty hunter", type: "rival" }))).toEqual(["wounds", null]);
    expect(bars(await create({ name: "Inquisitor", type: "nemesis" }))).toEqual(["wounds", "strain"]);
  });

  it("adversaries and vehicles keep core's unlinked token (each token its own copy)", async () => {
    for (const type of ["vehicle", "minion", "rival", "nemesis"]) {
      expect((await create({ name: type, type })).prototypeToken["actorLink"], type).toBe(false);
    }
  });
});

describe("Actor.create over the double", () => {
  it("a created actor is found by game.actors and fromUuid, and is gone once deleted", async () => {
    const g = globalThis as unknown as { game: { actors: { get(id: string): unknown } }; foundry: { utils: { fromUuid(uuid: string): Promise<unknown> } } };
    const temp = await create({ name: "Temp", type: "character" });
    expect(g.game.actors.get(temp.id)).toBe(temp);
    expect(await g.foundry.utils.fromUuid(temp.uuid)).toBe(temp);
    await temp.delete();
    expect(g.game.actors.get(temp.id)).toBeUndefined();
  });

  it("a player cannot create actors here", async () => {
    asUser(users.player);
    try {
      await expect(FakeActor.implementation.create({ name: "X", type: "character" })).rejects.toThrow(/lacks permission/);
    } finally {
      asUser(users.gm);
    }
  });
});
