// Two GMs at two clients click the same button of the same attack card at once. Each client's lock is its
// own, so both clicks run; over the v13 doubles they interleave at every await, as two clients' writes
// would. Each click names its action (the button and the step of the card's record it was clicked on), the
// record on the target carries the actions applied, written with the change, and a second application of
// the same action is a no-op: the hit, the critical, the spending row are applied once, and Undo once.
import { beforeEach, describe, expect, it } from "vitest";
import type { CharacterData } from "../../../module/rules/types.ts";
import { character } from "../../fixtures/actors.ts";
import { asUser, FakeActor, makeUser, OWNERSHIP, register, users, type FakeChatMessage } from "../../doubles/index.ts";
import { armed, attackFlag, attackMessage, rolledAt } from "../../doubles/attack.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

const shell = shellSuite({
  keys: true,
  seed: 9,
  modules: { attack: load.attackCard, spend: load.attackSpend },
});
beforeEach(() => {
  shell.config.Dice.randomUniform = () => 0.3; // every d100 shows 70
});

const secondGm = makeUser({ id: "gmUser0000000002", name: "Second GM", isGM: true });
const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
let ids = 0;
const nextId = (kind: string) => `${kind}${(++ids).toString().padStart(16 - kind.length, "0")}`;

/** Both GMs click: the first client's click runs to its first await, then the second client's starts. */
async function bothGms(click: () => Promise<unknown>): Promise<void> {
  asUser(users.gm);
  const first = click();
  asUser(secondGm);
  const second = click();
  await Promise.all([first, second]);
  asUser(users.gm);
}

/** The player's Kira (soak 3) hit by the GM's rifle: Auto-fire paid for (short range, Average), 6 advantage: three hits, a critical. */
function autoFire(): { kira: FakeActor<CharacterData>; message: FakeChatMessage; gunner: FakeActor } {
  const kira = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER }));
  const arms = armed({ skill: "rangedHeavy", damage: 7, addBrawn: false, crit: 3, qualities: [{ key: "autoFire", rating: 1 }] }, { ownership: { default: OWNERSHIP.NONE } });
  const message = attackMessage(nextId("msg"), attackFlag(arms, [kira], { rangeBand: "short", autoFire: true }), { netSuccess: 1, netAdvantage: 6 }, users.gm, rolledAt(2));
  return { kira, message, gunner: arms.attacker };
}

const hit = (kira: FakeActor<CharacterData>) => 7 + 1 - kira.system.derived.soak;

describe("two GMs clicking the same card's button at once", () => {
  it("Apply damage on an Auto-fire card: one hit; a later click applies the next", async () => {
    const { kira, message } = autoFire();
    await bothGms(() => shell.attack.runCardAction(message, "eoteApplyDamage", kira.uuid));
    expect(kira.system.wounds.value).toBe(hit(kira));
    expect(shell.attack.recordOf(kira, message.id!)!.hits).toBe(1);
    await shell.attack.runCardAction(message, "eoteApplyDamage", kira.uuid);
    expect(kira.system.wounds.value).toBe(2 * hit(kira));
  });

  it("Apply critical: one injury, the one the card's record names", async () => {
    const { kira, message } = autoFire();
    await shell.attack.runCardAction(message, "eoteApplyDamage", kira.uuid);
    await bothGms(() => shell.attack.runCardAction(message, "eoteApplyCritical", kira.uuid));
    const injuries = kira.items.filter((i) => i.type === "criticalInjury");
    expect(injuries).toHaveLength(1);
    expect(shell.attack.recordOf(kira, message.id!)!.crits.map((c) => c.itemId)).toEqual([injuries[0]!.id]);
  });

  it("Undo: the card's change taken off once, its injury gone", async () => {
    const { kira, message } = autoFire();
    kira.system.wounds.value = 2;
    await shell.attack.runCardAction(message, "eoteApplyDamage", kira.uuid);
    await shell.attack.runCardAction(message, "eoteApplyCritical", kira.uuid);
    await bothGms(() => shell.attack.runCardAction(message, "eoteUndo", kira.uuid));
    expect(kira.system.wounds.value).toBe(2);
    expect(kira.items.filter((i) => i.type === "criticalInjury")).toHaveLength(0);
    expect(shell.attack.recordOf(kira, message.id!)).toBeNull();
  });

  it("Blast on a second engaged target: its damage dealt once", async () => {
    const first = register(new FakeActor("First", "character", character(), { ownership: { default: 0 } }));
    const second = register(new FakeActor("Second", "character", character(), { ownership: { default: 0 } }));
    const arms = armed({ skill: "rangedHeavy", damage: 8, addBrawn: false, crit: 2, qualities: [{ key: "blast", rating: 8 }] }, { ownership: { default: 0 } });
    const message = attackMessage(nextId("msg"), attackFlag(arms, [first, second]), { netSuccess: 1, netAdvantage: 2 });
    await bothGms(() => shell.attack.runCardAction(message, "eoteBlast", second.uuid));
    expect(second.system.wounds.value).toBe(8 - second.system.derived.soak);
  });

  it("a spending row: bought once, and the one marker it made is the one its line names", async () => {
    const { message, gunner } = autoFire();
    await bothGms(() => shell.spend.runSpendAction(message, { action: "eoteSpend", spend: "1", option: "gainDefence", subjectUuid: gunner.uuid }));
    const log = shell.spend.spendLogOf(gunner, message.id!)!;
    expect(log.entries).toHaveLength(1);
    expect([...gunner.effects.values()].map((e) => e.id)).toEqual([log.entries[0]!.effectId]);
  });
});
