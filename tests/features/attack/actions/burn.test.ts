// Burn's fires live on attack card records on the burning actor, and the active GM burns them at the start
// of its turn, each with a write and a message. The records are the actor's owner's to write: copied under
// other card ids, one fire must still burn once a turn (each fire is one Burning effect), not once a copy.
import { describe, expect, it } from "vitest";
import { armed, attackFlag, attackMessage } from "../../../doubles/attack.ts";
import { character } from "../../../fixtures/actors.ts";
import { asUser, FakeActor, flagRecord, messages, OWNERSHIP, register, users } from "../../../doubles/index.ts";
import { diceDialog } from "../../../doubles/dice-dialog.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";

const shell = shellSuite({
  keys: true,
  seed: 5,
  modules: { card: load.attackCard, burn: load.attackBurn },
  // The dialog double rolls at once: it runs the request's onRolled as the dialog does after rolling.
  each: () => {
    diceDialog.rollsOnOpen = true;
  },
});

describe("Burn records written by the burning actor's owner", () => {
  it("fifty copies of one fire's record burn once at the turn's start: one hit, one message", async () => {
    const kira = register(new FakeActor("Kira", "character", character(), { ownership: { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER } }));
    const arms = armed({ skill: "rangedHeavy", damage: 8, addBrawn: false, crit: 2, qualities: [{ key: "burn", rating: 3 }] });
    const message = attackMessage("msgBurnCopies001", attackFlag(arms, [kira]), { netSuccess: 1, netAdvantage: 2 });
    await shell.card.runCardAction(message, "eoteApplyDamage", kira.uuid);
    await shell.card.runCardAction(message, "eoteBurn", kira.uuid);
    const record = flagRecord(kira, "eote", "combatLog")["msgBurnCopies001"];
    asUser(users.player);
    const copies = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`msgBurnCopy${String(i).padStart(5, "0")}`, record]));
    await kira.update({ "flags.eote.combatLog": copies });
    asUser(users.gm);
    const before = kira.system.wounds.value;
    messages.length = 0;
    await shell.burn.burnAtTurn(kira, { combat: "c1", round: 1 });
    expect(kira.system.wounds.value - before).toBe(5); // 8 less soak 3, once
    expect(messages).toHaveLength(1);
  });
});
