// A dark side adversary's Force power check run by the GM (seed 002 THE FORCE, DARK SIDE CHECK): dark pips
// are free, each light pip used costs 1 strain (a rival takes it as wounds) and one dark side Destiny point
// flipped to light (published rule), the GM's own flip. A light side adversary's dark pips would flip a
// light side point, which is the players': the GM does not flip it, a notice says so, and the card notes it.
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { postForceCard } from "./scene.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";
import { shownKey, shownCount } from "../../doubles/keys.ts";
import { nemesis, rival } from "../../fixtures/actors.ts";
import { actorOfType, FakeActor, flagRecord, noticeKeys, notices, OWNERSHIP, register, users } from "../../doubles/index.ts";

/** The globals this file reads, as the doubles make them. */
const g = globalThis as unknown as { game: { settings: { get(scope: string, key: string): unknown; set(scope: string, key: string, value: unknown): Promise<unknown> } } };
// One flip per user per second (module/features/destiny/model.ts tooSoon): each test starts a minute later (only Date is faked).
let now = Date.UTC(2030, 0, 1);
afterAll(() => vi.useRealTimers());

const m = shellSuite({
  seed: 13,
  keys: true,
  modules: { card: load.forceCard },
});

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  now += 60_000;
  vi.setSystemTime(now);
  // On the GM's client the Force card's check of a flip the other way (its Undo) is registered with the card.
  (await import("../../../module/features/destiny/actions/gm.ts")).registerFlipCostCheck(m.card.forceCostAllows);
  await g.game.settings.set("eote", "destinyPool", { light: 2, dark: 1 });
});

/** A Force power card the GM posts for `actor` with these pips. */
const post = (actor: { uuid: string }, light: number, dark: number) => postForceCard(users.gm, actor, light, dark);

/** An adversary no player owns, marked a dark side user (flags.eote.darkSideUser, module/features/force/actions.ts isDarkSideUser). */
function darkNpc(type: "rival" | "nemesis") {
  const npc = register(new FakeActor("Inquisitor", type, { ...(type === "rival" ? rival() : nemesis()), forceRating: 2 }, { ownership: { default: OWNERSHIP.NONE } }));
  npc.flags = { eote: { darkSideUser: true } };
  return npc;
}

describe("a dark side adversary's check, run by the GM", () => {
  it("a nemesis: 2 dark free, 1 light used for 3 points, 1 strain and the GM's dark side point flipped to light; Undo takes both back", async () => {
    const npc = actorOfType(darkNpc("nemesis"), "nemesis");
    const message = await post(npc, 1, 2);
    expect(await m.card.forceSection(message)).toContain(shownCount("EOTE.Force.Card.Free", 2));
    await m.card.runForceAction(message, "eoteForceUse", 1);
    expect(npc.system.strain.value).toBe(1);
    expect(flagRecord(npc, "eote", "forceLog")[message.id]).toMatchObject({ points: 3, strain: 1, destinyFlips: 1 });
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 3, dark: 0 });
    expect(notices).toEqual([]);
    expect(await m.card.forceSection(message)).toContain(shownKey("EOTE.Force.Card.DestinyFlippedDark"));
    vi.setSystemTime(now + 5_000);
    await m.card.runForceAction(message, "eoteForceUndo");
    expect(notices).toEqual([]);
    expect(npc.system.strain.value).toBe(0);
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 2, dark: 1 });
  });

  it("a light side nemesis using a dark pip: strain and conflict, no flip of the players' light point, a notice and a note", async () => {
    const npc = actorOfType(darkNpc("nemesis"), "nemesis");
    npc.flags = {};
    const message = await post(npc, 0, 1);
    await m.card.runForceAction(message, "eoteForceUse", 1);
    expect(npc.system.strain.value).toBe(1);
    expect(flagRecord(npc, "eote", "forceLog")[message.id]).toMatchObject({ points: 1, strain: 1, destinyFlips: 0, flipSkipped: true });
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 2, dark: 1 });
    expect(noticeKeys()).toEqual(["EOTE.Force.Card.NoFlipNotice"]);
    expect(await m.card.forceSection(message)).toContain(shownKey("EOTE.Force.Card.FlipSkipped"));
  });

  it("a rival takes the light pips' strain as wounds", async () => {
    const npc = darkNpc("rival");
    const message = await post(npc, 2, 0);
    await m.card.runForceAction(message, "eoteForceUse", 2);
    expect(npc.system.wounds.value).toBe(2);
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 3, dark: 0 });
  });
});
