// The attack card reads each document once per render and once per click (card-state.ts readAttackCard):
// the doubles' look-ups (fromUuidSync, fromUuid, game.actors.get, game.messages.get) are counted by what
// they look up, over one render of a two-target card and one Apply damage click by the target's owner.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { character } from "../../../fixtures/actors.ts";
import { asUser, FakeActor, OWNERSHIP, placeToken, register, resetShell, users } from "../../../doubles/index.ts";
import { armed, attackFlag, attackMessage } from "../../../doubles/attack.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";
import { countLookups, expectReadOnce } from "../../../doubles/lookups.ts";

let counting: ReturnType<typeof countLookups> | null = null;

const shell = shellSuite({
  keys: true,
  seed: 5,
  modules: { attack: load.attackCard, spend: load.attackSpend },
});
beforeEach(() => resetShell());
afterEach(() => {
  counting?.restore();
  counting = null;
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

/** The GM's rifle at the player's Kira and an NPC trooper, each through its token; 1 success, 3 advantage. */
function twoTargets() {
  const kira = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER }));
  const trooper = register(new FakeActor("Trooper", "character", character(), { ownership: { default: OWNERSHIP.NONE } }));
  const tokens = [placeToken(kira, { linked: true }), placeToken(trooper, { linked: true })];
  const arms = armed({ skill: "rangedHeavy", damage: 7, addBrawn: false, crit: 3, qualities: [{ key: "blast", rating: 3 }] }, { ownership: { default: OWNERSHIP.NONE } });
  const flag = attackFlag(arms, [kira, trooper], { targetTokenUuids: tokens.map((t) => t.uuid) });
  const message = attackMessage("msgReadOnce00001", flag, { netSuccess: 1, netAdvantage: 3 });
  return { kira, trooper, tokens, arms, message };
}

describe("the attack card reads each document once", () => {
  it("one render, for the target's owner: the attacker, the weapon and each target (and its token) once", async () => {
    const { kira, trooper, arms, tokens, message } = twoTargets();
    asUser(users.player);
    counting = countLookups();
    const html = await shell.attack.attackSection(message);
    expect(html).toContain(`data-action="eoteApplyDamage" data-target-uuid="${kira.uuid}"`);
    expectReadOnce(counting.counts, [arms.attacker.uuid, arms.weapon.uuid, kira.uuid, trooper.uuid]);
    // Only documents the card names: nothing else is looked up.
    const named = new Set([arms.attacker.uuid, arms.weapon.uuid, kira.uuid, trooper.uuid, ...tokens.map((t) => t.uuid)]);
    expect([...counting.counts.keys()].filter((k) => !named.has(k))).toEqual([]);
  });

  it("one Apply damage click by the target's owner: each document once, and the hit applied", async () => {
    const { kira, trooper, arms, message } = twoTargets();
    asUser(users.player);
    const before = kira.system.wounds.value;
    counting = countLookups();
    await shell.attack.runCardAction(message, "eoteApplyDamage", kira.uuid);
    expectReadOnce(counting.counts, [arms.attacker.uuid, arms.weapon.uuid, kira.uuid, trooper.uuid]);
    expect(kira.system.wounds.value).toBe(before + 7 + 1 - kira.system.derived.soak);
  });

  it("one Undo click by the target's owner: each document once, and the hit taken back", async () => {
    const { kira, arms, message } = twoTargets();
    asUser(users.player);
    await shell.attack.runCardAction(message, "eoteApplyDamage", kira.uuid);
    counting = countLookups();
    await shell.attack.runCardAction(message, "eoteUndo", kira.uuid);
    expectReadOnce(counting.counts, [arms.attacker.uuid, kira.uuid]);
    expect(shell.attack.recordOf(kira, message.id!)).toBeNull();
  });

  it("one spending row bought by the GM: each document once, and the line written", async () => {
    const { kira, trooper, arms, message } = twoTargets();
    asUser(users.gm);
    counting = countLookups();
    await shell.spend.runSpendAction(message, { action: "eoteSpend", option: "negateDefence", subjectUuid: trooper.uuid });
    expectReadOnce(counting.counts, [arms.attacker.uuid, arms.weapon.uuid, kira.uuid, trooper.uuid]);
    expect(shell.spend.spendLogOf(arms.attacker, message.id!)?.entries.map((e) => [e.option, e.subjectUuid])).toEqual([["negateDefence", trooper.uuid]]);
  });
});
