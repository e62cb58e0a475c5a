// A card refused now (its weapon or healer deleted since) still offers, and runs, Undo of what it did:
// undo reads only the record on the target, written by a click the card's trust allowed then.
import { describe, expect, it } from "vitest";
import { character } from "../../fixtures/actors.ts";
import { actors, asUser, FakeActor, type FakeChatMessage, OWNERSHIP, register, users } from "../../doubles/index.ts";
import { armed, attackFlag, attackMessage } from "../../doubles/attack.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";

/** The chat global this file reads, as the doubles install it. */
const g = globalThis as unknown as { ChatMessage: { create(data: object, options?: object): Promise<FakeChatMessage> } };

const shell = shellSuite({
  keys: true,
  seed: 21,
  install: (config) => {
    config.Dice.randomUniform = () => 0.3;
  },
  modules: { attack: load.attackCard, medicine: load.medicineCard },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

describe("a refused attack card", () => {
  it("shows Undo only for a target it acted on, to whoever may act on it, and runs it", async () => {
    const hit = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER }));
    const missed = register(new FakeActor("Tam", "character", character(), { ownership: PLAYER }));
    const arms = armed({ skill: "melee", damage: 8, addBrawn: false, crit: 3, qualities: [] }, { ownership: { default: OWNERSHIP.NONE } });
    const message = attackMessage("msgUndoRefused01", attackFlag(arms, [hit, missed]), { netSuccess: 1, netAdvantage: 0 });
    await shell.attack.runCardAction(message, "eoteApplyDamage", hit.uuid);
    expect(hit.system.wounds.value).toBeGreaterThan(0);
    await arms.attacker.deleteEmbeddedDocuments("Item", [arms.weapon.id]);

    asUser(users.player);
    const html = (await shell.attack.attackSection(message))!;
    expect(html).toContain("eote-card__refused");
    expect(html.match(/data-action="[^"]+"/g)).toEqual(['data-action="eoteUndo"']);
    expect(html).toContain(`data-target-uuid="${hit.uuid}"`);
    expect(html).not.toContain(`data-target-uuid="${missed.uuid}"`);
    asUser(users.other);
    expect(await shell.attack.attackSection(message)).not.toContain("<button");
    await shell.attack.runCardAction(message, "eoteUndo", hit.uuid);
    expect(hit.system.wounds.value).toBeGreaterThan(0);

    asUser(users.player);
    await shell.attack.runCardAction(message, "eoteApplyDamage", hit.uuid); // still refused
    await shell.attack.runCardAction(message, "eoteUndo", hit.uuid);
    expect(hit.system.wounds.value).toBe(0);
    expect(await shell.attack.attackSection(message)).not.toContain("<button");
  });
});

describe("a refused Medicine card", () => {
  it("shows Undo to the patient's owner once the healer is gone, and not before it healed", async () => {
    const pc = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER }));
    const medic = register(new FakeActor("Medic", "character", character(), { ownership: PLAYER }));
    await pc.update({ "system.wounds.value": 8 });
    asUser(users.player);
    const outcome = { netSuccess: 3, netAdvantage: 0, triumph: 0, despair: 0, succeeded: true };
    const heal = await g.ChatMessage.create({ flags: { eote: { check: { medicine: { patientUuid: pc.uuid, healerUuid: medic.uuid } } } }, rolls: [{ outcome, actionableOutcome: outcome }] });
    const unused = await g.ChatMessage.create({ flags: { eote: { check: { medicine: { patientUuid: pc.uuid, healerUuid: medic.uuid } } } }, rolls: [{ outcome, actionableOutcome: outcome }] });
    await shell.medicine.runMedicineAction(heal, "eoteHeal");
    actors.delete(medic.uuid);
    const html = (await shell.medicine.medicineSection(heal))!;
    expect(html).toContain("eote-card__refused");
    expect(html.match(/data-action="[^"]+"/g)).toEqual(['data-action="eoteMedicineUndo"']);
    expect(await shell.medicine.medicineSection(unused)).not.toContain("<button");
    const healed = pc.system.wounds.value;
    expect(healed).toBeLessThan(8);
    await shell.medicine.runMedicineAction(unused, "eoteHeal"); // refused: the healer is gone
    expect(pc.system.wounds.value).toBe(healed);
    await shell.medicine.runMedicineAction(heal, "eoteMedicineUndo");
    expect(pc.system.wounds.value).toBe(8);
  });
});
