// An attack card's target list is its author's data, and every client that draws the card looks each target
// up (a refused card too, for its Undo). A player's hand-written card naming thousands of targets would make
// the GM's chat log (and everyone's) do that work at every render: a card names at most MAX_ATTACK_TARGETS,
// judged before any target is looked up, and the sheet refuses to open an attack on more.
import { describe, expect, it } from "vitest";
import { character, nemesis } from "../../fixtures/actors.ts";
import { blaster } from "../../fixtures/items.ts";
import { asUser, FakeActor, noticeKeys, OWNERSHIP, register, users, type FakeChatMessage, type FakeUser } from "../../doubles/index.ts";
import { requests } from "../../doubles/dice-dialog.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

let MAX: number;
/** The globals this file reads, as the doubles install them. */
const g = globalThis as unknown as {
  ChatMessage: { create(data: object, options?: object): Promise<FakeChatMessage> };
  foundry: { utils: { fromUuidSync(...args: unknown[]): unknown } };
};

const shell = shellSuite({
  keys: true,
  seed: 3,
  modules: { card: load.attackCard, actions: load.attackActions },
  install: async () => {
    MAX = (await import("../../../module/features/attack/plan-model.ts")).MAX_ATTACK_TARGETS;
  },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

function world() {
  const kira = register(new FakeActor("Kira", "character", character(), {
    ownership: PLAYER, items: [{ _id: "blaster000000000", name: "Blaster", type: "weapon", system: blaster({ damage: 6 }) }],
  }));
  const target = register(new FakeActor("Nemesis", "nemesis", nemesis(), { ownership: { default: OWNERSHIP.NONE } }));
  return { kira, weapon: kira.items.contents[0]!, target };
}

/** Kira's own attack, posted by the player, naming `count` targets (all the GM's nemesis). */
async function post(author: FakeUser, kira: FakeActor, weaponUuid: string, target: FakeActor, count: number): Promise<FakeChatMessage> {
  asUser(author);
  const outcome = { netSuccess: 2, netAdvantage: 0, triumph: 0, despair: 0, succeeded: true };
  const attack = {
    weaponUuid, attackerUuid: kira.uuid, targetUuids: Array.from({ length: count }, () => target.uuid), rangeBand: "short",
    autoFire: false, stunSetting: false,
  };
  const message = await g.ChatMessage.create({ flags: { eote: { check: { attack } } }, rolls: [{ outcome, actionableOutcome: outcome }] });
  asUser(users.gm);
  return message;
}

/** How many uuid look-ups drawing `message`'s attack section makes. */
async function lookUps(message: FakeChatMessage): Promise<{ html: string | null; count: number }> {
  const utils = g.foundry.utils;
  const real = utils.fromUuidSync;
  let count = 0;
  utils.fromUuidSync = (...args: unknown[]) => {
    count++;
    return real(...args);
  };
  try {
    return { html: await shell.card.attackSection(message), count };
  } finally {
    utils.fromUuidSync = real;
  }
}

describe("an attack card's targets are bounded", () => {
  it("a player's card naming more than the most is no attack: nothing drawn, no target looked up, Apply does nothing", async () => {
    const { kira, weapon, target } = world();
    const message = await post(users.player, kira, weapon.uuid, target, 5000);
    const { html, count } = await lookUps(message);
    expect(html).toBeNull();
    expect(count).toBe(0);
    await shell.card.runCardAction(message, "eoteApplyDamage", target.uuid);
    expect(target.system.wounds.value).toBe(0);
    expect(target.getFlag("eote", "combatLog") ?? {}).toEqual({});
  });

  it("one past the most is refused; the most itself is drawn and acts", async () => {
    const { kira, weapon, target } = world();
    expect((await lookUps(await post(users.player, kira, weapon.uuid, target, MAX + 1))).html).toBeNull();
    const atMost = await post(users.player, kira, weapon.uuid, target, MAX);
    expect(await shell.card.attackSection(atMost)).toContain("Nemesis");
    await shell.card.runCardAction(atMost, "eoteApplyDamage", target.uuid);
    expect(target.system.wounds.value).toBeGreaterThan(0);
  });

  it("the sheet refuses to open an attack on more targets than a card may name, with a notice", async () => {
    const { kira, weapon, target } = world();
    asUser(users.player);
    await shell.actions.attackWith(kira, weapon, { prompt: false, choices: { rangeBand: "short" }, targets: Array.from({ length: MAX + 1 }, () => target) });
    expect(requests).toHaveLength(0);
    expect(noticeKeys()).toEqual(["EOTE.CardBounds.TooManyTargets"]);
    await shell.actions.attackWith(kira, weapon, { prompt: false, choices: { rangeBand: "short" }, targets: [target] });
    expect(requests).toHaveLength(1);
  });
});
