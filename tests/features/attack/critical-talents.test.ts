// The attack card's critical with the talents the modifier scheme carries: the attacker's Lethal Blows
// (system.modifiers.criticalInflicted, +10 per rank) and the target's Durable (criticalSuffered, −10 per
// rank), both from the talents pack (published EotE core rules, Talents; the seeds print no talents).
import { beforeEach, describe, expect, it } from "vitest";
import { messageLike } from "../../doubles/chat.ts";
import { character } from "../../fixtures/actors.ts";
import { Roll } from "../../doubles/roll.ts";
import { FakeActor, messages, packItem, register } from "../../doubles/index.ts";
import { users } from "../../doubles/index.ts";
import { resetShell } from "../../doubles/dice-dialog.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { postedRollUntil } from "./scene.ts";
import { load } from "../../fixtures/modules.ts";

/** The user this file sets, as the doubles read it. */
const g = globalThis as unknown as { game: { user: { isGM: boolean; targets: Set<unknown> } } };

const shell = shellSuite({
  keys: true,
  seed: 3,
  modules: { combat: load.attackActions, card: load.attackCard, dialog: load.diceDialogDialog },
});
beforeEach(() => {
  resetShell();
  Roll.posted.length = 0;
  g.game.user = { isGM: true, targets: new Set() };
});

const talent = (name: string, rank: number) => {
  const doc = packItem("talents", name);
  return { ...doc, system: { ...doc.system, rank } };
};

/** Kira (with `lethal` ranks of Lethal Blows) shoots a trooper (with `durable` ranks of Durable) and applies the crit on a d100 of 50. */
async function critTotal(lethal: number, durable: number): Promise<number> {
  const pistol = packItem("weapons", "Blaster Pistol");
  const kira = register(new FakeActor("Kira", "character", character(), { items: [pistol, ...(lethal ? [talent("Lethal Blows", lethal)] : [])] }));
  const target = character();
  target.wounds.threshold = 12;
  const trooper = register(new FakeActor("Trooper", "character", target, { items: durable ? [talent("Durable", durable)] : [] }));
  g.game.user.targets = new Set([{ actor: trooper }]);
  await shell.combat.attackWith(kira, [...kira.items.values()].find((i) => i.type === "weapon")!, { prompt: false });
  const { roll, flags } = await postedRollUntil(shell, (o) => o.succeeded && o.netSuccess >= 2 && (o.netAdvantage >= 3 || o.triumph > 0));
  const message = messageLike({ id: `msg${lethal}${durable}0000000001`.slice(0, 14), author: users.gm, flags, rolls: [roll], isContentVisible: true });
  await shell.card.runCardAction(message, "eoteApplyDamage", trooper.uuid);
  shell.config.Dice.randomUniform = () => 0.5; // d100 50
  await shell.card.runCardAction(message, "eoteApplyCritical", trooper.uuid);
  const d100 = messages.at(-1)!;
  expect(d100.rolls[0]!.total).toBe(50);
  return Number(/^EOTE\.Combat\.Card\.CriticalAnnounce \{.*"total":"(\d+)"\}$/.exec(d100.flavor as string)![1]);
}

describe("Lethal Blows and Durable on the attack card's critical", () => {
  it("the attacker's ranks add 10 each, the target's take 10 each off", async () => {
    expect(await critTotal(0, 0)).toBe(50);
    expect(await critTotal(2, 0)).toBe(70);
    expect(await critTotal(0, 1)).toBe(40);
    expect(await critTotal(3, 1)).toBe(70);
  });
});
