// Strain past the threshold over the v13 doubles (seed 002 STRAIN > STRAIN THRESHOLD: incapacitated; the
// track holds one past the threshold, module/rules/combat/damage.ts strainCap): every write keeps the stored value
// equal to the one the sheet shows, and Undo, clicked by the target's non-GM owner, stays exact.
import { describe, expect, it } from "vitest";
import { outcomeOf } from "../../../module/roll/card-model.ts";
import type { CharacterData } from "../../../module/rules/types.ts";
import { character } from "../../fixtures/actors.ts";
import { asUser, FakeActor, OWNERSHIP, register, Roll, users, type FakeChatMessage } from "../../doubles/index.ts";
import { armed, attackFlag, attackMessage } from "../../doubles/attack.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

/** The chat global this file reads, as the doubles install it. */
const g = globalThis as unknown as { ChatMessage: { create(data: object): Promise<FakeChatMessage> } };

const shell = shellSuite({
  keys: true,
  seed: 13,
  modules: { attack: load.attackCard, recovery: load.medicineActions, medicine: load.medicineCard },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
let ids = 0;
const nextId = () => `msgStrain${(++ids).toString().padStart(7, "0")}`;

/** The player's Kira (soak 3) with `strain` stored. */
function kira(strain: number): FakeActor<CharacterData> {
  const system = character();
  system.strain.value = strain;
  return register(new FakeActor("Kira", "character", system, { ownership: PLAYER }));
}
const threshold = (pc: FakeActor<CharacterData>): number => pc.system.derived.strain.threshold;
const shown = (pc: FakeActor<CharacterData>): number => pc.system.derived.strain.value;

/** A GM's Stun Damage attack on `target` putting `dealt` strain past Kira's soak of 3 (one net success). */
function stunAttack(target: FakeActor, dealt: number): FakeChatMessage {
  const arms = armed({ skill: "melee", damage: dealt + 2, addBrawn: false, crit: 5, qualities: [{ key: "stunDamage", rating: null }] },
    { ownership: { default: OWNERSHIP.NONE } });
  return attackMessage(nextId(), attackFlag(arms, [target]), { netSuccess: 1, netAdvantage: 0 });
}

async function click(message: FakeChatMessage, action: string, target: FakeActor): Promise<void> {
  await shell.attack.runCardAction(message, action, target.uuid);
}

describe("strain stops one past the threshold", () => {
  it("a Stun Damage hit of 7 on 8 strain stops at threshold + 1, stored as shown; the owner's Undo gives back 8", async () => {
    const pc = kira(8);
    const t = threshold(pc);
    const card = stunAttack(pc, 7);
    await click(card, "eoteApplyDamage", pc);
    expect(pc.system.strain.value).toBe(Math.min(8 + 7, t + 1));
    expect(pc.system.strain.value).toBe(t + 1);
    expect(pc.system.strain.value).toBe(shown(pc));
    expect(pc.statuses.has("unconscious")).toBe(true);
    expect(pc.getFlag("eote", `combatLog.${card.id}.change`)).toEqual({ wounds: 0, strain: t + 1 - 8 });

    asUser(users.player);
    await click(card, "eoteUndo", pc);
    expect(pc.system.strain.value).toBe(8);
    expect(pc.statuses.has("unconscious")).toBe(false);
  });

  it("a value stored past the cap by an older version is read as shown, and the next write brings it back to it", async () => {
    const pc = kira(40); // as older versions stored it (15 of 10)
    const t = threshold(pc);
    expect(shown(pc)).toBe(t + 1);
    const card = stunAttack(pc, 2);
    await click(card, "eoteApplyDamage", pc);
    expect(pc.system.strain.value).toBe(t + 1);
    expect(pc.getFlag("eote", `combatLog.${card.id}.change`)).toEqual({ wounds: 0, strain: 0 });
  });

  it("a second card on a character already past the threshold changes nothing; undoing either, in either order, is exact", async () => {
    for (const order of [[0, 1], [1, 0]]) {
      const pc = kira(4);
      const t = threshold(pc);
      const cards = [stunAttack(pc, t), stunAttack(pc, 3)];
      for (const c of cards) await click(c, "eoteApplyDamage", pc);
      expect(pc.system.strain.value).toBe(t + 1);
      asUser(users.player);
      await click(cards[order[0]!]!, "eoteUndo", pc);
      // Each card takes off the change it made (track-change.ts): the second made none, the track being full.
      expect(pc.system.strain.value).toBe(order[0] === 0 ? 4 : t + 1);
      await click(cards[order[1]!]!, "eoteUndo", pc);
      expect(pc.system.strain.value).toBe(4);
      asUser(users.gm);
    }
  });

  it("recovering after an encounter counts from what is shown: the strain held past the threshold, not a stale stored value", async () => {
    shell.config.Dice.randomUniform = () => 0.99;
    const pc = kira(40);
    const t = threshold(pc);
    asUser(users.player);
    Roll.posted.length = 0;
    const recovered = await shell.recovery.recoverStrain(pc, "cool");
    const roll = Roll.posted.at(-1)![0] as unknown as { narrativeResults: never };
    expect(recovered).toBe(Math.min(t + 1, Math.max(0, outcomeOf(roll.narrativeResults).netSuccess)));
    expect(pc.system.strain.value).toBe(t + 1 - recovered);
    expect(pc.system.strain.value).toBe(shown(pc));
  });

  it("a Medicine check's threat stops at threshold + 1 too; the player's Undo of it is exact", async () => {
    const pc = kira(0);
    const t = threshold(pc);
    asUser(users.player);
    // Kira treats herself: 1 net success, 4 net threat, from 2 strain below her threshold.
    const start = t - 2;
    const patient = kira(start);
    const outcome = { netSuccess: 1, netAdvantage: -4, triumph: 0, despair: 0, succeeded: true };
    const message = await g.ChatMessage.create({
      flags: { eote: { check: { medicine: { patientUuid: patient.uuid, healerUuid: patient.uuid } } } }, rolls: [{ outcome, actionableOutcome: outcome }],
    });
    await shell.medicine.runMedicineAction(message, "eoteHeal");
    expect(patient.system.strain.value).toBe(t + 1); // not t + 2
    expect(patient.system.strain.value).toBe(shown(patient));
    await shell.medicine.runMedicineAction(message, "eoteMedicineUndo");
    expect(patient.system.strain.value).toBe(start);
  });
});
