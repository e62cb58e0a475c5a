// The Force card's Destiny flips are recorded where only a GM can write (module/foundry/gm-records.ts, a
// hidden world setting written on the GM's client): the GM's Undo flips back only what that record says
// the card flipped, and a card's cost is paid once, whatever the player writes on their own character and
// after the GM's client reloads. Played as a non-GM player over the doubles.
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { kira, postForceCard } from "./scene.ts";
import { actorOfType, asUser, installFoundry, installHooks, installUsers, makeUser, users } from "../../doubles/index.ts";

/** The globals this file sets and reads, as the doubles make them. */
const g = globalThis as unknown as { game: { settings: { get(scope: string, key: string): unknown; set(scope: string, key: string, value: unknown): Promise<unknown> }; users: { activeGM: unknown } }; CONFIG: { queries?: Record<string, (data: unknown) => Promise<unknown>> } };
let now = Date.UTC(2031, 0, 1);
afterAll(() => vi.useRealTimers());

/** The GM's client as it starts: fresh modules (nothing in memory), the flip query and the Force card's cost check registered. */
async function startClient() {
  vi.resetModules();
  const gmSide = await import("../../../module/features/destiny/actions/gm.ts");
  const force = await import("../../../module/features/force/index.ts");
  g.CONFIG.queries ??= {};
  g.CONFIG.queries[gmSide.FLIP_QUERY] = gmSide.onFlipQuery;
  force.register();
  return {
    card: await import("../../../module/features/force/card.ts"),
    destiny: await import("../../../module/features/destiny/actions.ts"),
  };
}

// Not shellSuite: each test starts a GM client afresh (vi.resetModules, modules imported anew), so the doubles
// are installed anew for every test too, the world setting and hooks of the last client gone with it.
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  now += 60_000;
  vi.setSystemTime(now);
  await installFoundry(17);
  installHooks();
  await g.game.settings.set("eote", "destinyPool", { light: 2, dark: 1 });
});



const pool = () => g.game.settings.get("eote", "destinyPool");

describe("a forged Force record", () => {
  it("a player writes a spend that flipped a point on their own character for an unspent card: the GM's Undo flips nothing", async () => {
    const { card } = await startClient();
    const pc = actorOfType(kira(), "character");
    const message = await postForceCard(users.player, pc, 0, 1);
    // The player's own write: a record claiming the card flipped a light side point to dark.
    asUser(users.player);
    await pc.update({
      [`flags.eote.forceLog.${message.id}`]: {
        used: 1, points: 1, strain: 0, conflict: 0, destinyFlips: 1, darkSideUser: false, change: { wounds: 0, strain: 0 }, conflictApplied: false,
      },
    });
    asUser(users.gm);
    await card.runForceAction(message, "eoteForceUndo");
    expect(pool()).toEqual({ light: 2, dark: 1 });
    expect(pc.getFlag("eote", `forceLog.${message.id}`)).toBeUndefined();
  });

  it("a record rewritten to say no point flipped does not let the player undo a spend that did: the GM's record decides", async () => {
    const { card } = await startClient();
    const pc = actorOfType(kira(), "character");
    const message = await postForceCard(users.player, pc, 0, 1);
    await card.runForceAction(message, "eoteForceUse", 1);
    expect(pool()).toEqual({ light: 1, dark: 2 });
    asUser(users.player);
    await pc.update({ [`flags.eote.forceLog.${message.id}.destinyFlips`]: 0 });
    await card.runForceAction(message, "eoteForceUndo");
    expect(pc.system.strain.value).toBe(4);
    expect(pc.getFlag("eote", `forceLog.${message.id}`)).toBeDefined();
    // The GM's Undo flips back the point the GM's record names, then takes the strain off.
    asUser(users.gm);
    vi.setSystemTime(now + 5_000);
    await card.runForceAction(message, "eoteForceUndo");
    expect(pool()).toEqual({ light: 2, dark: 1 });
    expect(pc.system.strain.value).toBe(3);
  });
});

describe("a paid cost flip", () => {
  it("is not granted again after the GM's client reloads, even with the record on the actor deleted", async () => {
    let { card, destiny } = await startClient();
    const pc = actorOfType(kira(true), "character");
    const message = await postForceCard(users.player, pc, 1, 0);
    await card.runForceAction(message, "eoteForceUse", 1);
    expect(pool()).toEqual({ light: 3, dark: 0 });
    // The GM's client reloads (nothing kept in memory); the player deletes the card's record on their
    // character and asks for the card's dark-to-light cost again.
    ({ card, destiny } = await startClient());
    await g.game.settings.set("eote", "destinyPool", { light: 2, dark: 1 });
    asUser(users.player);
    await pc.update({ [`flags.eote.forceLog.-=${message.id}`]: null });
    vi.setSystemTime(now + 5_000);
    expect(await destiny.flipAnswer("darkToLight", message.id)).toEqual({ ok: false, reason: "EOTE.Dice.Destiny.Error.NotAllowed" });
    expect(pool()).toEqual({ light: 2, dark: 1 });
  });

  it("is not granted again by another GM who becomes the active one", async () => {
    const { card } = await startClient();
    const pc = actorOfType(kira(true), "character");
    const message = await postForceCard(users.player, pc, 1, 0);
    await card.runForceAction(message, "eoteForceUse", 1);
    expect(pool()).toEqual({ light: 3, dark: 0 });
    // The first GM leaves; a second GM's client (its own memory) answers from now on.
    const second = makeUser({ id: "gmUser0000000002", name: "Second GM", isGM: true });
    users.gm.active = false;
    installUsers([users.gm, second, users.player, users.other]);
    expect(g.game.users.activeGM).toBe(second);
    const { destiny } = await startClient();
    await g.game.settings.set("eote", "destinyPool", { light: 2, dark: 1 });
    asUser(users.player);
    await pc.update({ [`flags.eote.forceLog.-=${message.id}`]: null });
    vi.setSystemTime(now + 5_000);
    expect((await destiny.flipAnswer("darkToLight", message.id)).ok).toBe(false);
    expect(pool()).toEqual({ light: 2, dark: 1 });
  });

  it("the GM's Undo of the card after the reload flips the point back once, and the card may then be paid again", async () => {
    let { card } = await startClient();
    const pc = actorOfType(kira(true), "character");
    const message = await postForceCard(users.player, pc, 1, 0);
    await card.runForceAction(message, "eoteForceUse", 1);
    ({ card } = await startClient());
    asUser(users.gm);
    vi.setSystemTime(now + 5_000);
    await card.runForceAction(message, "eoteForceUndo");
    expect(pool()).toEqual({ light: 2, dark: 1 });
    expect(pc.system.strain.value).toBe(3);
    vi.setSystemTime(now + 10_000);
    asUser(users.player);
    await card.runForceAction(message, "eoteForceUse", 1);
    expect(pool()).toEqual({ light: 3, dark: 0 });
    expect(pc.system.strain.value).toBe(4);
  });
});
