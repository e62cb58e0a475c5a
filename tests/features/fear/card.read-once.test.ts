// The fear card reads each document once per render and once per click (card.ts readFearCard): the doubles'
// look-ups (fromUuidSync, fromUuid, game.actors.get, game.messages.get) are counted by what they look up,
// over a render of an applied card that boosted an ally, the Apply, Boost and Undo clicks, and the GM's next
// check of the boosted ally (which reads the card that gave the boost).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";
import { character } from "../../fixtures/actors.ts";
import { type AnyFakeActor, asUser, FakeActor, flagRecord, OWNERSHIP, register, users } from "../../doubles/index.ts";
import type { FakeChatMessage } from "../../doubles/chat.ts";
import { countLookups, expectReadOnce, type LookupCount } from "../../doubles/lookups.ts";

/** The globals this file sets and reads, as the doubles make them. */
const g = globalThis as unknown as {
  game: { actors: { contents: AnyFakeActor[] } };
  CONFIG: { statusEffects: { id: string; name: string; img: string }[] };
  ChatMessage: { create(data: object): Promise<FakeChatMessage> };
};
const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

const m = shellSuite({ seed: 5, keys: true, modules: { card: load.fearCard, check: load.fearActions } });
let counting: LookupCount | null = null;

beforeEach(() => {
  g.game.actors = { contents: [] };
  g.CONFIG.statusEffects = [{ id: "staggered", name: "EOTE.Combat.Status.staggered", img: "icons/svg/paralysis.svg" }];
});
afterEach(() => {
  counting?.restore();
  counting = null;
});

/** A player character (the player's), strain 2 of 12. */
function pc(name: string) {
  const data = character();
  data.strain.value = 2;
  const actor = register(new FakeActor(name, "character", data, { ownership: PLAYER }));
  g.game.actors.contents.push(actor);
  return actor;
}

/** The GM's fear card for Kira: a success with 1 threat and 1 advantage (Vex, her ally, may get the boost). */
async function card() {
  const kira = pc("Kira");
  const vex = pc("Vex");
  const outcome = { success: 1, failure: 0, advantage: 1, threat: 1, triumph: 0, despair: 0, light: 0, dark: 0, netSuccess: 1, netAdvantage: 0, succeeded: true };
  const fear = { level: "moderate", modifiers: [], prepared: false, moralityEffect: false, actorUuid: kira.uuid, tokenUuid: "" };
  const message = await g.ChatMessage.create({ flags: { eote: { check: { fear } } }, rolls: [{ outcome, actionableOutcome: outcome }] });
  return { kira, vex, message };
}

describe("the fear card reads each document once", () => {
  it("one Apply click by the owner: the character once, nothing else", async () => {
    const { kira, message } = await card();
    asUser(users.player);
    counting = countLookups();
    await m.card.runFearAction(message, "eoteFearApply");
    expect([...counting.counts]).toEqual([[kira.uuid, 1]]);
    expect(kira.system.strain.value).toBe(3);
  });

  it("one Boost click: the character once (the allies are the world's player characters, not looked up)", async () => {
    const { kira, vex, message } = await card();
    await m.card.runFearAction(message, "eoteFearApply");
    counting = countLookups();
    await m.card.runFearAction(message, "eoteFearBoost", vex.uuid);
    expect([...counting.counts]).toEqual([[kira.uuid, 1]]);
    expect(Object.values(flagRecord(vex, "eote", "fearBoosts"))).toEqual([{ from: "Kira" }]);
  });

  it("one render of the applied card: the character and the ally it boosted, once each", async () => {
    const { kira, vex, message } = await card();
    await m.card.runFearAction(message, "eoteFearApply");
    await m.card.runFearAction(message, "eoteFearBoost", vex.uuid);
    counting = countLookups();
    expect(await m.card.fearSection(message)).toContain('data-action="eoteFearUndo"');
    expectReadOnce(counting.counts, [kira.uuid, vex.uuid]);
    expect(counting.total()).toBe(2);
  });

  it("one Undo click by the owner: the character and the boosted ally once each, and everything taken back", async () => {
    const { kira, vex, message } = await card();
    await m.card.runFearAction(message, "eoteFearApply");
    await m.card.runFearAction(message, "eoteFearBoost", vex.uuid);
    asUser(users.player);
    counting = countLookups();
    await m.card.runFearAction(message, "eoteFearUndo");
    expectReadOnce(counting.counts, [kira.uuid, vex.uuid]);
    expect(counting.total()).toBe(2);
    expect(kira.system.strain.value).toBe(2);
    expect(Object.keys(flagRecord(vex, "eote", "fearBoosts"))).toEqual([]);
  });

  it("a card hidden from the user looks nothing up", async () => {
    const { message } = await card();
    // Whispered to the GM alone: hidden from the player.
    message.whisper = [users.gm.id];
    asUser(users.player);
    counting = countLookups();
    expect(await m.card.fearSection(message)).toBeNull();
    expect(counting.total()).toBe(0);
  });

  it("the GM's next check of the boosted ally reads the giving card and its character once each", async () => {
    const { kira, vex, message } = await card();
    await m.card.runFearAction(message, "eoteFearApply");
    await m.card.runFearAction(message, "eoteFearBoost", vex.uuid);
    counting = countLookups();
    const [next] = await m.check.fearCheck({ level: "minimal", modifiers: [], prepared: false, moralityEffect: false }, [vex]);
    expect(next).toBeDefined();
    expectReadOnce(counting.counts, [`ChatMessage.${message.id}`, kira.uuid]);
    expect(counting.total()).toBe(2);
  });
});
