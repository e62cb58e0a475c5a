// The Force power card over the shared v13 doubles (seed 002 THE FORCE): the pips and the free points,
// the other side's pips used at their price (a light side user: 1 strain and 1 conflict each and one light
// side Destiny point flipped to dark; a dark side user: 1 strain each and one DARK side Destiny point flipped
// to light, published rule), one spend per card, an exact Undo of the tracks,
// and the card's trust (its author must be the GM or an owner of the actor) as the GM and as players.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { kira, postForceCard } from "./scene.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";
import { countLookups, expectReadOnce, type LookupCount } from "../../doubles/lookups.ts";
import { shownKey, shownCount } from "../../doubles/keys.ts";
import { character, rival } from "../../fixtures/actors.ts";
import {
  actorOfType, asUser, FakeActor, flagRecord, installHooks, messages, noticeKeys, notices, OWNERSHIP, register, users,
} from "../../doubles/index.ts";

/** The globals this file sets and reads, as the doubles make them. */
const g = globalThis as unknown as { game: { settings: { get(scope: string, key: string): unknown; set(scope: string, key: string, value: unknown): Promise<unknown> } }; CONFIG: { queries?: Record<string, (data: unknown) => Promise<unknown>> } };
// The pool takes one flip per user per second (module/features/destiny/model.ts tooSoon): each test starts a
// minute after the last one's flips (only Date is faked; no timer is waited on).
let now = Date.UTC(2030, 0, 1);
afterAll(() => vi.useRealTimers());

const m = shellSuite({
  seed: 11,
  keys: true,
  modules: { card: load.forceCard, gmSide: load.destinyActionsGm, force: load.forceIndex },
});

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  now += 60_000;
  vi.setSystemTime(now);
  g.CONFIG.queries ??= {};
  g.CONFIG.queries[m.gmSide.FLIP_QUERY] = m.gmSide.onFlipQuery;
  // As at init: the Force area hands the GM's queue its cost check, which loads the card on first use.
  installHooks();
  m.force.register();
  await g.game.settings.set("eote", "destinyPool", { light: 2, dark: 1 });
});



describe("a light side user's card", () => {
  it("2 light, 2 dark: 2 points free; using both dark pips gives 4 points for 2 strain and 2 conflict; Undo is exact", async () => {
    const pc = actorOfType(kira(), "character");
    const message = await postForceCard(users.player, pc, 2, 2);
    let html = await m.card.forceSection(message);
    expect(html).toContain(shownCount("EOTE.Count.lightPip", 2));
    expect(html).toContain(shownCount("EOTE.Force.Card.Free", 2));
    expect(html).toContain(`data-used="1">${shownCount("EOTE.Force.Card.UseDark", 1, { points: 3 })}`);
    expect(html).toContain(`data-used="2">${shownCount("EOTE.Force.Card.UseDark", 2, { points: 4 })}`);
    await m.card.runForceAction(message, "eoteForceUse", 2);
    expect(pc.system.strain.value).toBe(5);
    expect(pc.system.morality.conflict).toBe(3);
    expect(flagRecord(pc, "eote", "forceLog")[message.id]).toMatchObject({ used: 2, points: 4, strain: 2, conflict: 2, destinyFlips: 1, change: { wounds: 0, strain: 2 }, conflictApplied: true });
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 1, dark: 2 });
    html = await m.card.forceSection(message);
    expect(html).toContain(shownCount("EOTE.Count.forcePoint", 4));
    expect(html).toContain(shownCount("EOTE.Count.conflict", 2));
    expect(html).toContain(`${shownKey("EOTE.Force.Card.DestinyFlipped")}</li>`);
    expect(html).not.toContain(shownKey("EOTE.Force.Card.ConflictNoted"));
    expect(html).not.toContain("eoteForceUse");
    // A second spend on the same card is refused; the strain stays.
    await m.card.runForceAction(message, "eoteForceUse", 1);
    expect(noticeKeys()).toEqual(["EOTE.Force.Card.AlreadySpent"]);
    expect(pc.system.strain.value).toBe(5);
    await pc.update({ "system.strain.value": 7, "system.morality.conflict": 4 }); // strain and conflict from elsewhere since
    vi.setSystemTime(now + 5_000);
    // The spend flipped a Destiny point: the player's Undo is refused, nothing changed; a flip back asked of the
    // GM for this card is refused too (the record is on an actor the player can write).
    await m.card.runForceAction(message, "eoteForceUndo");
    expect(noticeKeys().at(-1)).toBe("EOTE.Force.Card.UndoNeedsGM");
    expect(pc.system.strain.value).toBe(7);
    expect(flagRecord(pc, "eote", "forceLog")[message.id]).toBeDefined();
    const destiny = await import("../../../module/features/destiny/actions.ts");
    expect((await destiny.flipAnswer("darkToLight", message.id)).ok).toBe(false);
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 1, dark: 2 });
    // The GM's Undo is exact: the point flips back, then the strain and conflict come off.
    asUser(users.gm);
    vi.setSystemTime(now + 10_000);
    await m.card.runForceAction(message, "eoteForceUndo");
    expect(pc.system.strain.value).toBe(5);
    expect(pc.system.morality.conflict).toBe(2);
    expect(flagRecord(pc, "eote", "forceLog")[message.id]).toBeUndefined();
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 2, dark: 1 });
  });

  it("the GM's Undo when the flipped point cannot go back (no dark side point left): refused, nothing changed", async () => {
    const pc = actorOfType(kira(), "character");
    const message = await postForceCard(users.player, pc, 0, 1);
    await m.card.runForceAction(message, "eoteForceUse", 1);
    await g.game.settings.set("eote", "destinyPool", { light: 3, dark: 0 });
    asUser(users.gm);
    vi.setSystemTime(now + 5_000);
    await m.card.runForceAction(message, "eoteForceUndo");
    expect(noticeKeys().at(-1)).toBe("EOTE.Dice.Destiny.Error.NoDark");
    expect(pc.system.strain.value).toBe(4);
    expect(flagRecord(pc, "eote", "forceLog")[message.id]).toBeDefined();
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 3, dark: 0 });
    // With a dark side point back in the pool, the GM's Undo goes through.
    await g.game.settings.set("eote", "destinyPool", { light: 2, dark: 1 });
    vi.setSystemTime(now + 10_000);
    await m.card.runForceAction(message, "eoteForceUndo");
    expect(pc.system.strain.value).toBe(3);
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 3, dark: 0 });
    // The player may not flip that way for the card (its user flips light to dark).
    vi.setSystemTime(now + 15_000);
    asUser(users.player);
    const destiny = await import("../../../module/features/destiny/actions.ts");
    expect((await destiny.flipAnswer("darkToLight", message.id)).ok).toBe(false);
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 3, dark: 0 });
  });

  it("using a dark pip flips one light side Destiny point to dark (published rule); with none, refused and nothing changed", async () => {
    const pc = actorOfType(kira(), "character");
    const message = await postForceCard(users.player, pc, 0, 1);
    expect(await m.card.forceSection(message)).toContain(shownKey("EOTE.Force.Card.DarkCost"));
    await m.card.runForceAction(message, "eoteForceUse", 1);
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 1, dark: 2 });
    await g.game.settings.set("eote", "destinyPool", { light: 0, dark: 3 });
    vi.setSystemTime(now + 5_000);
    const second = await postForceCard(users.player, pc, 0, 1);
    await m.card.runForceAction(second, "eoteForceUse", 1);
    expect(noticeKeys().at(-1)).toBe("EOTE.Dice.Destiny.Error.NoLight");
    expect(flagRecord(pc, "eote", "forceLog")[second.id]).toBeUndefined();
  });

  it("the GM may not make a player's light side flip for them: refused, nothing changed", async () => {
    const pc = actorOfType(kira(), "character");
    const message = await postForceCard(users.gm, pc, 0, 1);
    asUser(users.gm);
    await m.card.runForceAction(message, "eoteForceUse", 1);
    expect(noticeKeys()).toEqual(["EOTE.Dice.Destiny.Error.NotAllowed"]);
    expect(pc.system.strain.value).toBe(3);
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 2, dark: 1 });
  });

  it("a rival takes the strain as wounds; it keeps no morality, so the conflict is only noted on the card", async () => {
    asUser(users.gm);
    const npc = register(new FakeActor("Adept", "rival", { ...rival(), forceRating: 2 }, { ownership: { default: OWNERSHIP.NONE } }));
    const message = await postForceCard(users.gm, npc, 0, 1);
    await m.card.runForceAction(message, "eoteForceUse", 1);
    expect(npc.system.wounds.value).toBe(1);
    expect(flagRecord(npc, "eote", "forceLog")[message.id]).toMatchObject({ conflict: 1, conflictApplied: false });
    expect(await m.card.forceSection(message)).toContain(shownKey("EOTE.Force.Card.ConflictNoted"));
    await m.card.runForceAction(message, "eoteForceUndo");
    expect(npc.system.wounds.value).toBe(0);
  });
});

describe("a dark side user's card", () => {
  it("1 light, 3 dark: 3 points free, the light pip offered for 4; spent by the GM: 1 strain and a dark side point flipped to light", async () => {
    const pc = actorOfType(kira(true), "character");
    const message = await postForceCard(users.gm, pc, 1, 3);
    const html = await m.card.forceSection(message);
    expect(html).toContain(shownCount("EOTE.Force.Card.Free", 3));
    expect(html).toContain(`data-used="1">${shownCount("EOTE.Force.Card.UseLight", 1, { points: 4 })}`);
    expect(html).toContain(shownKey("EOTE.Force.Card.LightCost"));
    asUser(users.gm);
    await m.card.runForceAction(message, "eoteForceUse", 1);
    expect(pc.system.strain.value).toBe(4);
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 3, dark: 0 });
    expect(await m.card.forceSection(message)).toContain(shownKey("EOTE.Force.Card.DestinyFlippedDark"));
  });

  it("as the owning player: 1 strain per light pip used (2) and one dark point flipped to light through the GM's trusted path", async () => {
    const pc = actorOfType(kira(true), "character");
    const message = await postForceCard(users.player, pc, 2, 0);
    await m.card.runForceAction(message, "eoteForceUse", 2);
    expect(pc.system.strain.value).toBe(5);
    expect(flagRecord(pc, "eote", "forceLog")[message.id]).toMatchObject({ used: 2, points: 2, strain: 2, conflict: 0, destinyFlips: 1 });
    expect(pc.system.morality.conflict).toBe(1);
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 3, dark: 0 });
    expect(messages.some((m) => String(m.content).includes("eote-destiny-flip"))).toBe(true);
  });

  it("a player asking again for an unspent card's dark-to-light cost (its record never written): granted once only", async () => {
    const pc = actorOfType(kira(true), "character");
    const message = await postForceCard(users.player, pc, 1, 0);
    asUser(users.player);
    const destiny = await import("../../../module/features/destiny/actions.ts");
    expect((await destiny.flipAnswer("darkToLight", message.id)).ok).toBe(true);
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 3, dark: 0 });
    await g.game.settings.set("eote", "destinyPool", { light: 2, dark: 1 });
    vi.setSystemTime(now + 5_000);
    expect((await destiny.flipAnswer("darkToLight", message.id)).ok).toBe(false);
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 2, dark: 1 });
    expect(pc.getFlag("eote", `forceLog.${message.id}`)).toBeUndefined();
  });

  it("a player may not flip a dark point to light from the pool: only as an unspent card's cost", async () => {
    const pc = actorOfType(kira(true), "character");
    asUser(users.player);
    const destiny = await import("../../../module/features/destiny/actions.ts");
    expect(await destiny.flipAnswer("darkToLight")).toEqual({ ok: false, reason: "EOTE.Dice.Destiny.Error.NotAllowed" });
    // A card of the other side's user (a light side actor) does not cover a dark-to-light flip.
    const light = kira();
    const lightCard = await postForceCard(users.player, light, 0, 1);
    asUser(users.player);
    expect((await destiny.flipAnswer("darkToLight", lightCard.id)).ok).toBe(false);
    vi.setSystemTime(now + 5_000);
    // Nor does a card already spent.
    const message = await postForceCard(users.player, pc, 1, 0);
    await m.card.runForceAction(message, "eoteForceUse", 1);
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 3, dark: 0 });
    await g.game.settings.set("eote", "destinyPool", { light: 2, dark: 1 });
    vi.setSystemTime(now + 10_000);
    asUser(users.player);
    expect((await destiny.flipAnswer("darkToLight", message.id)).ok).toBe(false);
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 2, dark: 1 });
  });

  it("no dark side Destiny point: refused with the flip rule's notice, nothing changed", async () => {
    await g.game.settings.set("eote", "destinyPool", { light: 3, dark: 0 });
    const pc = actorOfType(kira(true), "character");
    const message = await postForceCard(users.player, pc, 1, 1);
    await m.card.runForceAction(message, "eoteForceUse", 1);
    expect(notices).toHaveLength(1);
    expect(noticeKeys()[0]).toBe("EOTE.Dice.Destiny.Error.NoDark");
    expect(pc.system.strain.value).toBe(3);
    expect(pc.getFlag("eote", "forceLog")).toBeUndefined();
  });
});

describe("who may act on the card", () => {
  it("a player who does not own the actor: no offers on render, and a click changes nothing", async () => {
    const pc = actorOfType(kira(), "character");
    const message = await postForceCard(users.player, pc, 1, 1);
    asUser(users.other);
    const html = await m.card.forceSection(message);
    expect(html).not.toContain("eoteForceUse");
    await m.card.runForceAction(message, "eoteForceUse", 1);
    expect(pc.system.strain.value).toBe(3);
    expect(notices).toHaveLength(1);
  });

  it("a card posted by a player for someone else's actor does not act, even for the GM", async () => {
    asUser(users.gm);
    const npc = register(new FakeActor("Inquisitor", "nemesis", { ...character(), forceRating: 2 }, { ownership: { default: OWNERSHIP.NONE } }));
    const message = await postForceCard(users.player, npc, 0, 2);
    asUser(users.gm);
    const html = await m.card.forceSection(message);
    expect(html).toContain("eote-card__refused");
    await m.card.runForceAction(message, "eoteForceUse", 1);
    expect(npc.getFlag("eote", "forceLog")).toBeUndefined();
    expect(notices).toHaveLength(1);
  });
});

describe("the card reads each document once", () => {
  let counting: LookupCount | null = null;
  afterEach(() => {
    counting?.restore();
    counting = null;
  });

  /**
   * The look-ups of the GM's answer to a flip query, counted apart: in a live world that is the active GM's
   * client, which reads the card for itself (forceCostAllows). What the click's own client read is the rest.
   */
  function gmSideLookups(): Map<string, number> {
    const queries = g.CONFIG.queries!;
    const answer = queries[m.gmSide.FLIP_QUERY]!;
    const seen = new Map<string, number>();
    queries[m.gmSide.FLIP_QUERY] = async (data) => {
      const inner = countLookups();
      try {
        return await answer(data);
      } finally {
        inner.restore();
        for (const [key, n] of inner.counts) seen.set(key, (seen.get(key) ?? 0) + n);
      }
    };
    return seen;
  }
  const without = (all: Map<string, number>, part: Map<string, number>) =>
    new Map([...all].map(([key, n]): [string, number] => [key, n - (part.get(key) ?? 0)]).filter(([, n]) => n > 0));

  it("one render, for the actor's owner: the actor once, nothing else", async () => {
    const pc = actorOfType(kira(), "character");
    const message = await postForceCard(users.player, pc, 1, 1);
    counting = countLookups();
    expect(await m.card.forceSection(message)).toContain('data-action="eoteForceUse" data-used="1"');
    expect([...counting.counts]).toEqual([[pc.uuid, 1]]);
  });

  it("a card hidden from the user looks nothing up", async () => {
    const pc = actorOfType(kira(), "character");
    const message = await postForceCard(users.player, pc, 1, 1);
    // A blind roll: whispered to the GM, its content hidden from its own author.
    message.whisper = [users.gm.id];
    message.blind = true;
    asUser(users.player);
    counting = countLookups();
    expect(await m.card.forceSection(message)).toBeNull();
    expect(counting.total()).toBe(0);
  });

  it.each([["a light side user's dark pip", false], ["a dark side user's light pip", true]])("one Use click by the owner (%s): the actor once on the player's side, the card once on the GM's", async (_what, dark) => {
    const pc = actorOfType(kira(dark), "character");
    const message = await postForceCard(users.player, pc, 1, 1);
    const gmSide = gmSideLookups();
    counting = countLookups();
    await m.card.runForceAction(message, "eoteForceUse", 1);
    expect(pc.system.strain.value).toBe(4);
    expect([...without(counting.counts, gmSide)]).toEqual([[pc.uuid, 1]]);
    expectReadOnce(gmSide, [pc.uuid, `ChatMessage.${message.id}`]);
  });

  it("one Undo click by the GM: the actor once, and the spend taken back", async () => {
    const pc = actorOfType(kira(), "character");
    const message = await postForceCard(users.player, pc, 0, 1);
    await m.card.runForceAction(message, "eoteForceUse", 1);
    asUser(users.gm);
    vi.setSystemTime(now + 5_000);
    counting = countLookups();
    await m.card.runForceAction(message, "eoteForceUndo");
    expect([...counting.counts]).toEqual([[pc.uuid, 1]]);
    expect(pc.system.strain.value).toBe(3);
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 2, dark: 1 });
  });
});
