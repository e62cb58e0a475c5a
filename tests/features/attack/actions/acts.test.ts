// The attack card's quality and weapon buttons over the v13 doubles, as the GM and as a non-GM player:
// Blast on the targets engaged with the one attacked, Burn at the start of the target's turns and its
// exact Undo, Sunder, the GM's out of ammunition, Limited Ammo counted and refused, Ensnare's escape.
import { describe, expect, it } from "vitest";
import { armed, attackFlag, attackMessage } from "../../../doubles/attack.ts";
import type { QualityKey } from "../../../../module/rules/gear/qualities.ts";
import { character } from "../../../fixtures/actors.ts";
import { blaster } from "../../../fixtures/items.ts";
import { asUser, FakeActor, messages, notice, noticeKeys, notices, register, users, narrativeRollOf } from "../../../doubles/index.ts";
import { keyWithData, shownKey } from "../../../doubles/keys.ts";
import { diceDialog, requests as dialogs } from "../../../doubles/dice-dialog.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";

const shell = shellSuite({
  keys: true,
  seed: 11,
  modules: { card: load.attackCard, burn: load.attackBurn, use: load.attackWeaponUse, count: load.attackShotCount, attack: load.attackActions },
  // The dialog double rolls at once: it runs the request's onRolled as the dialog does after rolling.
  each: () => {
    diceDialog.rollsOnOpen = true;
  },
});

/** Three characters (soak 3); the player owns only the second. */
function scene() {
  const first = register(new FakeActor("First", "character", character(), { ownership: { default: 0 } }));
  const second = register(new FakeActor("Second", "character", character(), { ownership: { default: 0, [users.player.id]: 3 } }));
  const third = register(new FakeActor("Third", "character", character(), { ownership: { default: 0 } }));
  return { first, second, third };
}

function posted(id: string, targets: FakeActor[], outcome: { netSuccess: number; netAdvantage: number; despair?: number },
  qualities: { key: QualityKey; rating: number | null }[], skill: "rangedHeavy" | "melee" = "rangedHeavy") {
  const arms = armed({ skill, damage: 8, addBrawn: false, crit: 2, qualities }, { ownership: { default: 0, [users.player.id]: 3 } });
  return { arms, message: attackMessage(id, attackFlag(arms, targets), outcome) };
}

describe("Blast", () => {
  it("Flame Projector's Blast 8: the engaged targets take 8 less soak, the one attacked is not offered it; Undo is exact", async () => {
    const { first, second, third } = scene();
    const { message } = posted("msgBlast00000001", [first, second, third], { netSuccess: 1, netAdvantage: 2 }, [{ key: "blast", rating: 8 }]);
    const html = (await shell.card.attackSection(message))!;
    expect(html).toContain(`data-action="eoteBlast" data-target-uuid="${second.uuid}"`);
    expect(html).toContain(`data-action="eoteBlast" data-target-uuid="${third.uuid}"`);
    expect(html).not.toContain(`data-action="eoteBlast" data-target-uuid="${first.uuid}"`);
    await shell.card.runCardAction(message, "eoteBlast", first.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Act.Notice.NoBlast"]);
    await shell.card.runCardAction(message, "eoteBlast", second.uuid);
    await shell.card.runCardAction(message, "eoteBlast", third.uuid); // the same activation: no second payment
    expect([second.system.wounds.value, third.system.wounds.value]).toEqual([5, 5]);
    expect(second.getFlag("eote", "combatLog.msgBlast00000001")).toMatchObject({ blast: 1, hits: 0, penetrated: false });
    await shell.card.runCardAction(message, "eoteBlast", second.uuid);
    expect(second.system.wounds.value).toBe(5);
    await shell.card.runCardAction(message, "eoteUndo", second.uuid);
    expect(second.system.wounds.value).toBe(0);
  });

  it("as a player: a button only on the target they own; the other is refused", async () => {
    const { first, second, third } = scene();
    const { message } = posted("msgBlast00000002", [first, second, third], { netSuccess: 1, netAdvantage: 2 }, [{ key: "blast", rating: 8 }]);
    asUser(users.player);
    const html = (await shell.card.attackSection(message))!;
    expect(html).toContain(`data-action="eoteBlast" data-target-uuid="${second.uuid}"`);
    expect(html).not.toContain(`data-action="eoteBlast" data-target-uuid="${third.uuid}"`);
    await shell.card.runCardAction(message, "eoteBlast", third.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NotAllowed"]);
    expect(third.system.wounds.value).toBe(0);
    await shell.card.runCardAction(message, "eoteBlast", second.uuid);
    expect(second.system.wounds.value).toBe(5);
  });

  it("on a miss with 3 advantage the target is blasted too; with 2 nothing is offered", async () => {
    const { first, second } = scene();
    const cheap = posted("msgBlast00000003", [first, second], { netSuccess: 0, netAdvantage: 2 }, [{ key: "blast", rating: 8 }]);
    expect(await shell.card.attackSection(cheap.message)).not.toContain("eoteBlast");
    const { message } = posted("msgBlast00000004", [first, second], { netSuccess: 0, netAdvantage: 3 }, [{ key: "blast", rating: 8 }]);
    await shell.card.runCardAction(message, "eoteBlast", first.uuid);
    expect(first.system.wounds.value).toBe(5);
  });
});

describe("Burn", () => {
  it("Burn 3 of an 8-damage weapon: 5 past soak at the start of each of the target's turns, once a round, three rounds; Undo takes it all back", async () => {
    const { first } = scene();
    const { message } = posted("msgBurn000000001", [first], { netSuccess: 1, netAdvantage: 2 }, [{ key: "burn", rating: 3 }]);
    expect(await shell.card.attackSection(message)).not.toContain("eoteBurn"); // not hit yet
    await shell.card.runCardAction(message, "eoteApplyDamage", first.uuid);
    expect(first.system.wounds.value).toBe(6); // 8 + 1 success - 3 soak
    await shell.card.runCardAction(message, "eoteBurn", first.uuid);
    expect([...first.effects.values()].map((e) => e.data["name"])).toEqual(["EOTE.Combat.Act.Burning"]);
    await shell.card.runCardAction(message, "eoteBurn", first.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Act.Notice.NoBurn"]);
    await shell.burn.burnAtTurn(first, { combat: "c1", round: 1 });
    await shell.burn.burnAtTurn(first, { combat: "c1", round: 1 });
    expect(first.system.wounds.value).toBe(11);
    await shell.burn.burnAtTurn(first, { combat: "c1", round: 2 });
    await shell.burn.burnAtTurn(first, { combat: "c1", round: 3 });
    expect(first.system.wounds.value).toBe(21);
    // Burnt out: the fire is gone (past its wound threshold, it is marked unconscious instead).
    expect([...first.effects.values()].map((e) => e.data["name"] ?? [...e.statuses][0])).not.toContain("EOTE.Combat.Act.Burning");
    await shell.burn.burnAtTurn(first, { combat: "c1", round: 4 });
    expect(first.system.wounds.value).toBe(21);
    await shell.card.runCardAction(message, "eoteUndo", first.uuid);
    expect(first.system.wounds.value).toBe(0);
    expect(first.effects.size).toBe(0);
  });
});

describe("Sunder", () => {
  it("two advantage: the target's weapon two steps (minor, moderate), then refused", async () => {
    const { first } = scene();
    const { message } = posted("msgSunder0000001", [first], { netSuccess: 1, netAdvantage: 2 }, [{ key: "sunder", rating: null }], "melee");
    await shell.card.runCardAction(message, "eoteApplyDamage", first.uuid);
    await shell.card.runCardAction(message, "eoteSunder", first.uuid);
    await shell.card.runCardAction(message, "eoteSunder", first.uuid);
    await shell.card.runCardAction(message, "eoteSunder", first.uuid);
    expect(first.getFlag("eote", "combatLog.msgSunder0000001.sunder")).toBe(2);
    expect(notices).toHaveLength(1);
    expect(await shell.card.attackSection(message)).toContain(shownKey("EOTE.Combat.Act.SunderDone", { name: "First", step: "EOTE.Combat.Act.Step.moderate" }));
  });

  it("each step worsens the target's equipped weapon; Undo puts back its condition, unless it changed since", async () => {
    const { first, second } = scene();
    const [gun] = await second.createEmbeddedDocuments("Item", [{ name: "Pistol", type: "weapon", system: blaster({ equipped: true, condition: "minor" }) }]);
    const { message } = posted("msgSunder0000002", [second], { netSuccess: 1, netAdvantage: 3 }, [{ key: "sunder", rating: null }], "melee");
    asUser(users.player);
    await shell.card.runCardAction(message, "eoteApplyDamage", second.uuid);
    await shell.card.runCardAction(message, "eoteSunder", second.uuid);
    await shell.card.runCardAction(message, "eoteSunder", second.uuid);
    expect(gun.system.condition).toBe("major");
    await shell.card.runCardAction(message, "eoteSunder", second.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Act.Notice.SunderMajor"]);
    expect(second.getFlag("eote", "combatLog.msgSunder0000002")).toMatchObject({ sunder: 2, sunderWeapon: { itemId: gun.id, before: "minor", after: "major" } });
    expect(await shell.card.attackSection(message)).toContain(shownKey("EOTE.Combat.Act.SunderDone", { name: "Second", step: "EOTE.Combat.Act.Step.major" }));
    await shell.card.runCardAction(message, "eoteUndo", second.uuid);
    expect(gun.system.condition).toBe("minor");

    // Repaired in between: Undo leaves the repair alone.
    asUser(users.gm);
    const again = posted("msgSunder0000003", [first], { netSuccess: 1, netAdvantage: 1 }, [{ key: "sunder", rating: null }], "melee").message;
    const [sword] = await first.createEmbeddedDocuments("Item", [{ name: "Sword", type: "weapon", system: blaster({ equipped: true }) }]);
    await shell.card.runCardAction(again, "eoteApplyDamage", first.uuid);
    await shell.card.runCardAction(again, "eoteSunder", first.uuid);
    expect(sword.system.condition).toBe("minor");
    await sword.update({ "system.condition": "undamaged" });
    await shell.card.runCardAction(again, "eoteUndo", first.uuid);
    expect(sword.system.condition).toBe("undamaged");
    expect(first.getFlag("eote", "combatLog.msgSunder0000003")).toBeUndefined();
  });
});

describe("Guided", () => {
  it("a miss with 3 advantage: the attacker's owner rolls the guided attack once, paid from the card's budget", async () => {
    const { first } = scene();
    const { arms, message } = posted("msgGuided0000001", [first], { netSuccess: 0, netAdvantage: 3 }, [{ key: "guided", rating: 3 }]);
    asUser(users.player);
    dialogs.length = 0;
    const before = (await shell.card.attackSection(message))!;
    expect(before).toContain('data-action="eoteGuided"');
    expect(before).toContain(shownKey("EOTE.Combat.Card.Budget", { advantage: 3, triumph: 0 }));
    await shell.card.runCardAction(message, "eoteGuided", first.uuid);
    expect(dialogs).toHaveLength(1);
    expect(arms.attacker.getFlag("eote", "spendLog.msgGuided0000001")).toMatchObject({ guided: true });
    const after = (await shell.card.attackSection(message))!;
    expect(after).not.toContain('data-action="eoteGuided"');
    expect(after).toContain(">EOTE.Combat.Act.GuidedDone<");
    expect(after).toContain(shownKey("EOTE.Combat.Card.Budget", { advantage: 0, triumph: 0 }));
    await shell.card.runCardAction(message, "eoteGuided", first.uuid);
    expect(dialogs).toHaveLength(1);
    expect(noticeKeys()).toEqual(["EOTE.Combat.Act.Notice.NoGuided"]);
  });
});

describe("the weapon: out of ammunition, Limited Ammo", () => {
  it("the GM's despair flags the weapon out of ammunition; a player sees no button and is refused; the attack is refused until reloaded", async () => {
    const { first } = scene();
    const { arms, message } = posted("msgAmmo000000001", [first], { netSuccess: 1, netAdvantage: 0, despair: 1 }, []);
    asUser(users.player);
    expect(await shell.card.attackSection(message)).not.toContain("eoteOutOfAmmo");
    await shell.card.runCardAction(message, "eoteOutOfAmmo", "");
    expect(noticeKeys()).toEqual(["EOTE.Combat.Act.Notice.GMOnly"]);
    asUser(users.gm);
    await shell.card.runCardAction(message, "eoteOutOfAmmo", "");
    expect(arms.weapon.getFlag("eote", "weaponUse.outOfAmmo")).toBe("msgAmmo000000001");
    asUser(users.player);
    notices.length = 0;
    await shell.attack.attackWith(arms.attacker, arms.weapon, { prompt: false, targets: [first] });
    expect(noticeKeys()).toEqual(["EOTE.Combat.Weapon.OutOfAmmo"]);
    notices.length = 0;
    await shell.attack.attackWith(arms.attacker, arms.weapon, { prompt: false, targets: [first], choices: { reload: true } });
    expect(notices).toEqual([]);
    expect(arms.weapon.getFlag("eote", "weaponUse.outOfAmmo")).toBeNull();
  });

  it("Limited Ammo 1: the player's posted attack counts the shot, the next attack is refused", async () => {
    const { first } = scene();
    asUser(users.player);
    const arms = armed({ skill: "rangedLight", damage: 2, addBrawn: false, crit: null, qualities: [{ key: "limitedAmmo", rating: 1 }] },
      { ownership: { default: 0, [users.player.id]: 3 } });
    const message = attackMessage("msgAmmo000000002", attackFlag(arms, [first]), { netSuccess: 1, netAdvantage: 0 }, users.player);
    await shell.count.countAttack(message);
    expect(arms.weapon.getFlag("eote", "weaponUse.shots")).toBe(1);
    await shell.attack.attackWith(arms.attacker, arms.weapon, { prompt: false, targets: [first] });
    expect(notices).toEqual([notice("EOTE.Combat.Weapon.Empty", { rating: 1 })]);
    // Another user's message does not count the shot again.
    asUser(users.other);
    await shell.count.countAttack(message);
    expect(arms.weapon.getFlag("eote", "weaponUse.shots")).toBe(1);
  });
});

describe("Ensnare's escape", () => {
  it("the ensnared target's owner rolls Athletics at Hard from the card; a success ends the immobilization", async () => {
    const { second } = scene();
    const { message } = posted("msgSnare00000001", [second], { netSuccess: 1, netAdvantage: 2 }, [{ key: "ensnare", rating: 3 }]);
    await shell.card.runCardAction(message, "eoteApplyStatus", second.uuid, "ensnare");
    expect(second.statuses.has("immobilized")).toBe(true);
    asUser(users.player);
    expect(await shell.card.attackSection(message)).toContain(`data-action="eoteEscape" data-target-uuid="${second.uuid}"`);
    await shell.card.runCardAction(message, "eoteEscape", second.uuid);
    const check = messages.at(-1)!;
    const succeeded = narrativeRollOf(check).outcome!.succeeded;
    expect(check["content"]).toContain(keyWithData(succeeded ? "EOTE.Combat.Act.Escaped" : "EOTE.Combat.Act.StillEnsnared", { name: "Second" }));
    expect(second.statuses.has("immobilized")).toBe(!succeeded);
  });
});
