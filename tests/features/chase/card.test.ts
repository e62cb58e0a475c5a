// The chase card reads each document once per render and once per click (card.ts readChaseCard): the
// doubles' look-ups (fromUuidSync, fromUuid, game.actors.get, game.messages.get) are counted by what they
// look up, over a render, a Next round and an Undo on a card with a round rolled, on foot (where each side
// is its own pilot) and a player's forged card (judged before anything it names is read).
import { afterEach, describe, expect, it } from "vitest";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";
import { countLookups, expectReadOnce } from "../../doubles/lookups.ts";
import { asUser, type FakeChatMessage, noticeKeys, seeded, users } from "../../doubles/index.ts";
import { choice, emptyWorld, pilot, posted, roundsOf, ships } from "./scene.ts";

const g = globalThis as unknown as { ChatMessage: { create(data: object): Promise<FakeChatMessage> } };
let counting: ReturnType<typeof countLookups> | null = null;

const m = shellSuite({
  seed: 7,
  keys: true,
  modules: { chase: load.chaseActions, card: load.chaseCard },
  each: () => {
    m.config.Dice.randomUniform = seeded(7);
    emptyWorld();
  },
});
afterEach(() => {
  counting?.restore();
  counting = null;
});

/** The Wayward Star after the Red Comet, one round rolled (Kira and Vex at the helms): at equal speed a round moves one band, so from long range the chase goes on. */
async function oneRound() {
  const s = await ships(2, 2);
  const message = posted(await m.chase.startChase(choice(s.star, s.comet, { start: "long" })));
  expect(await m.card.nextChaseRound(message)).toBe(true);
  return { ...s, message, named: [s.star.uuid, s.comet.uuid, s.kira.uuid, s.vex.uuid] };
}

describe("the chase card reads each document once", () => {
  it("one render: each side and each round's pilot once, and nothing the card does not name", async () => {
    const { message, named } = await oneRound();
    counting = countLookups();
    const html = await m.card.chaseSection(message);
    expect(html).toContain("EOTE.Chase.Card.Round");
    expectReadOnce(counting.counts, named);
    expect([...counting.counts.keys()].filter((k) => !named.includes(k))).toEqual([]);
  });

  it("one Next round click: each side and pilot once (the pilots seated now are the rounds' pilots), and the round rolled", async () => {
    const { message, named, kira, vex } = await oneRound();
    counting = countLookups();
    expect(await m.card.nextChaseRound(message)).toBe(true);
    expectReadOnce(counting.counts, named);
    expect([...counting.counts.keys()].filter((k) => !named.includes(k))).toEqual([]);
    expect(roundsOf(message)).toMatchObject([{ pursuerPilotUuid: kira.uuid, quarryPilotUuid: vex.uuid }, { pursuerPilotUuid: kira.uuid, quarryPilotUuid: vex.uuid }]);
  });

  it("one Undo click: each document once, and the round taken back", async () => {
    const { message, named } = await oneRound();
    counting = countLookups();
    expect(await m.card.undoChaseRound(message)).toBe(true);
    expectReadOnce(counting.counts, named);
    expect([...counting.counts.keys()].filter((k) => !named.includes(k))).toEqual([]);
    expect(roundsOf(message)).toEqual([]);
  });

  it("on foot each side is its own pilot: a render and a click read each character once", async () => {
    const kira = pilot("Kira");
    const vex = pilot("Vex");
    const message = posted(await m.chase.startChase(choice(kira, vex, { start: "long" })));
    await m.card.nextChaseRound(message);
    counting = countLookups();
    await m.card.chaseSection(message);
    expectReadOnce(counting.counts, [kira.uuid, vex.uuid]);
    counting.restore();
    counting = countLookups();
    await m.card.nextChaseRound(message);
    expectReadOnce(counting.counts, [kira.uuid, vex.uuid]);
    expect(counting.total()).toBe(2);
  });

  it("a player's forged card reads nothing it names, for its render or the GM's click", async () => {
    const s = await ships();
    asUser(users.player);
    const flag = { scale: "vehicle", start: "short", difficulty: 1, hazard: "light", rounds: [], pursuer: { actorUuid: s.star.uuid }, quarry: { actorUuid: s.comet.uuid } };
    const forged = await g.ChatMessage.create({ content: '<div class="eote-chase-card"></div>', flags: { eote: { chase: flag } } });
    asUser(users.gm);
    counting = countLookups();
    expect(await m.card.chaseSection(forged)).toContain("EOTE.Chase.Card.Refused");
    expect(await m.card.nextChaseRound(forged)).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Chase.Card.Refused"]);
    expect(counting.total()).toBe(0);
  });
});
