// The attack card's status buttons over the doubles: a triggered quality's status applied per target,
// refused when not allowed, recorded and undone; the incapacitation marker after a hit.
import { describe, expect, it } from "vitest";
import { armed, attackFlag, attackMessage as postAttack } from "../../../doubles/attack.ts";
import type { QualityKey } from "../../../../module/rules/gear/qualities.ts";
import { character, minion, rival } from "../../../fixtures/actors.ts";
import { FakeActor, messages, noticeKeys, notices, register } from "../../../doubles/index.ts";
import { keyWithData, shownKey } from "../../../doubles/keys.ts";
import type { MinionData } from "../../../../module/rules/types.ts";
import { shellSuite } from "../../../doubles/suite.ts";
import { load } from "../../../fixtures/modules.ts";
import { gmOutOfCombat } from "../scene.ts";

/** The user, combat, hooks and status config this file sets, as the doubles read them. */
const g = globalThis as unknown as {
  game: { user: { isGM: boolean; isActiveGM?: boolean; targets: Set<unknown> }; combat: { id: string; round: number; turn: number } | null };
  Hooks: Record<string, unknown>;
  CONFIG: { specialStatusEffects: { DEFEATED: string } };
};

const shell = shellSuite({
  keys: true,
  seed: 7,
  modules: { card: load.attackCard },
  each: gmOutOfCombat,
});

/** A posted attack whose roll had these net results, by the GM, with a club the attacker owns. */
function attackMessage(id: string, targets: FakeActor[], outcome: { netSuccess: number; netAdvantage: number; triumph?: number },
  qualities: { key: QualityKey; rating: number | null }[] = [], damage = 4) {
  const arms = armed({ skill: "melee", damage, addBrawn: false, crit: 3, qualities });
  return postAttack(id, attackFlag(arms, targets), outcome);
}

const effectsOf = (actor: FakeActor) => [...actor.effects.values()];

describe("quality statuses from the card", () => {
  it("Disorient 3: applied as an effect for 3 rounds, recorded, announced, once per target; undo removes it", async () => {
    const trooper = register(new FakeActor("Trooper", "character", character()));
    const message = attackMessage("msgStatus00001", [trooper], { netSuccess: 1, netAdvantage: 2 }, [{ key: "disorient", rating: 3 }]);
    expect(await shell.card.attackSection(message)).toContain('data-action="eoteApplyStatus" data-quality="disorient"');

    await shell.card.runCardAction(message, "eoteApplyStatus", trooper.uuid, "disorient");
    const [effect] = effectsOf(trooper);
    expect(effect!.statuses).toEqual(new Set(["disoriented"]));
    expect(effect!.data).toMatchObject({ name: "EOTE.Combat.Status.disoriented", duration: { rounds: 3 }, origin: "ChatMessage.msgStatus00001" });
    // A fresh id of the card's own (not the status's fixed one), so several can stand at once; recorded before it was created.
    expect(effect!.id).not.toBe("statusdisoriente");
    expect(effect!.id).toMatch(/^[a-zA-Z0-9]{16}$/);
    expect(trooper.statuses.has("disoriented")).toBe(true);
    expect(trooper.getFlag("eote", "combatLog.msgStatus00001.effects")).toEqual([{ id: effect!.id, status: "disoriented", source: "disorient", rounds: 3 }]);
    expect(messages.at(-1)!["content"]).toBe(`<p class="eote-status">${keyWithData("EOTE.Combat.Card.StatusAnnounce", { actor: "Trooper", quality: "EOTE.Quality.disorient", rounds: keyWithData("EOTE.Count.round.other", { count: "3" }), status: "EOTE.Combat.Status.disoriented" })}</p>`);
    // Disoriented feeds the target's own pools (status.ts): one setback on its next check.
    expect(trooper.checkPool("cool").setback).toBe(1);

    const html = (await shell.card.attackSection(message))!;
    expect(html).toContain(shownKey("EOTE.Combat.Card.StatusApplied", { name: "Trooper" }));
    expect(html).not.toContain("eoteApplyStatus");
    await shell.card.runCardAction(message, "eoteApplyStatus", trooper.uuid, "disorient");
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NoStatus"]);
    expect(effectsOf(trooper)).toHaveLength(1);

    await shell.card.runCardAction(message, "eoteUndo", trooper.uuid);
    expect(effectsOf(trooper)).toEqual([]);
    expect(trooper.statuses.has("disoriented")).toBe(false);
    expect(trooper.getFlag("eote", "combatLog")).toEqual({});
    expect(trooper.system.wounds.value).toBe(0); // a status-only record leaves the tracks alone
  });

  it("two cards' Disorient 3 stack to 6 rounds (seed 002 ONGOING EFFECTS); undoing either leaves the other its own 3", async () => {
    const { registerEffectExpiry } = await import("../../../../module/foundry/effects.ts");
    let onUpdate: ((combat: unknown, changes: Record<string, unknown>) => void) | null = null;
    g.Hooks = { ...g.Hooks, on: (name: string, fn: never) => { if (name === "updateCombat") onUpdate = fn; } };
    registerEffectExpiry();
    const tick = async (actor: FakeActor, round: number) => {
      g.game.combat!.round = round;
      onUpdate!({ ...g.game.combat, combatants: [{ actor }] }, { round });
      await new Promise((r) => setTimeout(r, 0));
    };
    for (const undo of [null, "first", "second"] as const) {
      g.game.user = { isGM: true, isActiveGM: true, targets: new Set() };
      g.game.combat = { id: "combat0000000002", round: 1, turn: 0 };
      const trooper = register(new FakeActor("Trooper", "character", character()));
      const first = attackMessage(`msgStack${undo ?? "none"}0001`.padEnd(16, "0"), [trooper], { netSuccess: 1, netAdvantage: 2 }, [{ key: "disorient", rating: 3 }]);
      const second = attackMessage(`msgStack${undo ?? "none"}0002`.padEnd(16, "0"), [trooper], { netSuccess: 1, netAdvantage: 2 }, [{ key: "disorient", rating: 3 }]);
      await shell.card.runCardAction(first, "eoteApplyStatus", trooper.uuid, "disorient");
      await shell.card.runCardAction(second, "eoteApplyStatus", trooper.uuid, "disorient");
      expect(effectsOf(trooper)).toHaveLength(2);
      if (undo) await shell.card.runCardAction(undo === "first" ? first : second, "eoteUndo", trooper.uuid);
      await tick(trooper, 3);
      expect(trooper.statuses.has("disoriented")).toBe(true);
      await tick(trooper, 4);
      // Stacked: still disoriented at round 4 (3 + 3 rounds); either card alone: its own 3 rounds are over.
      expect(trooper.statuses.has("disoriented")).toBe(undo === null);
      if (undo) continue;
      await tick(trooper, 6);
      expect(effectsOf(trooper)).toHaveLength(2);
      await tick(trooper, 7);
      expect(effectsOf(trooper)).toEqual([]);
    }
  });

  it("Knockdown: prone with no duration; in a combat, rounds count from its current round and turn", async () => {
    const a = register(new FakeActor("A", "rival", rival()));
    const message = attackMessage("msgStatus00002", [a], { netSuccess: 2, netAdvantage: 4 }, [
      { key: "knockdown", rating: null }, { key: "ensnare", rating: 2 },
    ]);
    g.game.combat = { id: "combat0000000001", round: 3, turn: 1 };
    await shell.card.runCardAction(message, "eoteApplyStatus", a.uuid, "knockdown");
    await shell.card.runCardAction(message, "eoteApplyStatus", a.uuid, "ensnare");
    const [prone, ensnared] = effectsOf(a);
    expect(prone!.statuses).toEqual(new Set(["prone"]));
    expect(prone!.data["duration"]).toEqual({});
    expect(ensnared!.statuses).toEqual(new Set(["immobilized"]));
    expect(ensnared!.data["duration"]).toEqual({ combat: "combat0000000001", startRound: 3, startTurn: 1, rounds: 2 });
    expect(messages.map((m) => m["content"])).toEqual([
      `<p class="eote-status">${keyWithData("EOTE.Combat.Card.StatusAnnounceUntilStand", { actor: "A", quality: "EOTE.Quality.knockdown", status: "EOTE.Combat.Status.prone" })}</p>`,
      `<p class="eote-status">${keyWithData("EOTE.Combat.Card.StatusAnnounce", { actor: "A", quality: "EOTE.Quality.ensnare", rounds: keyWithData("EOTE.Count.round.other", { count: "2" }), status: "EOTE.Combat.Status.immobilized" })}</p>`,
    ]);
    await shell.card.runCardAction(message, "eoteUndo", a.uuid);
    expect(effectsOf(a)).toEqual([]);
  });

  it("a quality the roll could not pay for, or one without a status, is refused", async () => {
    const a = register(new FakeActor("A", "rival", rival()));
    // 1 advantage cannot pay Concussive's 2.
    const message = attackMessage("msgStatus00003", [a], { netSuccess: 1, netAdvantage: 1 }, [{ key: "concussive", rating: 1 }, { key: "pierce", rating: 2 }]);
    await shell.card.runCardAction(message, "eoteApplyStatus", a.uuid, "concussive");
    await shell.card.runCardAction(message, "eoteApplyStatus", a.uuid, "pierce");
    expect(effectsOf(a)).toEqual([]);
    expect(notices).toHaveLength(2);
    expect(a.updates).toEqual([]);
  });

  it("a player who does not own the target sees no Apply button and is refused", async () => {
    const a = register(new FakeActor("A", "rival", rival(), { owner: false }));
    const message = attackMessage("msgStatus00004", [a], { netSuccess: 1, netAdvantage: 2 }, [{ key: "concussive", rating: 1 }]);
    g.game.user = { isGM: false, targets: new Set() };
    const html = (await shell.card.attackSection(message))!;
    expect(html).toContain(shownKey("EOTE.Combat.Card.StatusRounds", { rounds: keyWithData("EOTE.Count.round.one", { count: "1" }), status: "EOTE.Combat.Status.staggered" }));
    // No button acts on the target; the spending rows for the attacker (whom this player owns) stay.
    expect(html).not.toContain('data-action="eoteApply');
    expect(html).not.toContain(`data-subject-uuid="${a.uuid}"`);
    await shell.card.runCardAction(message, "eoteApplyStatus", a.uuid, "concussive");
    expect(noticeKeys()).toEqual(["EOTE.Combat.Notice.NotAllowed"]);
    expect(effectsOf(a)).toEqual([]);
  });

  it("the target's owner (not GM) may apply it", async () => {
    const a = register(new FakeActor("A", "character", character(), { owner: true }));
    const message = attackMessage("msgStatus00005", [a], { netSuccess: 1, netAdvantage: 2 }, [{ key: "concussive", rating: 1 }]);
    g.game.user = { isGM: false, targets: new Set() };
    await shell.card.runCardAction(message, "eoteApplyStatus", a.uuid, "concussive");
    expect([...a.statuses]).toEqual(["staggered"]);
  });
});

describe("announcements", () => {
  it("names go into chat HTML escaped", async () => {
    const a = register(new FakeActor('<img src=x onerror="alert(1)">', "rival", rival()));
    const message = attackMessage("msgStatus00006", [a], { netSuccess: 1, netAdvantage: 2 }, [{ key: "concussive", rating: 1 }]);
    await shell.card.runCardAction(message, "eoteApplyStatus", a.uuid, "concussive");
    expect(messages.at(-1)!["content"]).toBe(
      `<p class="eote-status">${keyWithData("EOTE.Combat.Card.StatusAnnounce", { actor: '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;', quality: "EOTE.Quality.concussive", rounds: keyWithData("EOTE.Count.round.one", { count: "1" }), status: "EOTE.Combat.Status.staggered" })}</p>`,
    );
  });
});

/** The group is down (20 wounds, marked defeated); the card's Undo takes it back to `before` wounds, unmarked. */
async function downThenUndone(message: ReturnType<typeof attackMessage>, group: FakeActor<MinionData>, before: number) {
  expect(group.system.wounds.value).toBe(20);
  expect(effectsOf(group).map((e) => [...e.statuses])).toEqual([["dead"]]);
  await shell.card.runCardAction(message, "eoteUndo", group.uuid);
  expect(group.system.wounds.value).toBe(before);
  expect(effectsOf(group)).toEqual([]);
}

describe("incapacitation after a hit", () => {
  it("a character pushed past its wound threshold falls unconscious; undo clears it with the wounds", async () => {
    const sys = character();
    sys.wounds.value = 10; // threshold 13, soak 3 (Brawn 3): a 7-damage hit deals 4 → 14
    const kira = register(new FakeActor("Kira", "character", sys));
    const message = attackMessage("msgIncap000001", [kira], { netSuccess: 3, netAdvantage: 0 }, [], 4);
    await shell.card.runCardAction(message, "eoteApplyDamage", kira.uuid);
    expect(kira.system.wounds.value).toBe(14);
    const [effect] = effectsOf(kira);
    expect(effect!.statuses).toEqual(new Set(["unconscious"]));
    expect(effect!.data["flags"]).toEqual({}); // no overlay: the character is not dead
    expect(kira.getFlag("eote", "combatLog.msgIncap000001.effects")).toMatchObject([{ status: "unconscious", source: "incapacitated" }]);
    expect(await shell.card.attackSection(message)).toContain('<span class="eote-attack__down">EOTE.Combat.Card.Incapacitated</span>');
    await shell.card.runCardAction(message, "eoteUndo", kira.uuid);
    expect(kira.system.wounds.value).toBe(10);
    expect(kira.statuses.has("unconscious")).toBe(false);
  });

  it("a hit that leaves the target standing adds nothing; a target already unconscious keeps its own marker through undo", async () => {
    const sys = character();
    const kira = register(new FakeActor("Kira", "character", sys));
    await shell.card.runCardAction(attackMessage("msgIncap000002", [kira], { netSuccess: 1, netAdvantage: 0 }), "eoteApplyDamage", kira.uuid);
    expect(effectsOf(kira)).toEqual([]);

    const down = character();
    down.wounds.value = 14;
    const out = register(new FakeActor("Out", "character", down));
    await out.createEmbeddedDocuments("ActiveEffect", [{ _id: "ownMarker000001", statuses: ["unconscious"] }], { keepId: true });
    const message = attackMessage("msgIncap000003", [out], { netSuccess: 3, netAdvantage: 0 });
    await shell.card.runCardAction(message, "eoteApplyDamage", out.uuid);
    expect(effectsOf(out).map((e) => e.id)).toEqual(["ownMarker000001"]);
    await shell.card.runCardAction(message, "eoteUndo", out.uuid);
    expect(out.statuses.has("unconscious")).toBe(true);
  });

  it("a rival past its threshold is marked defeated (core's DEFEATED id, as an overlay); at the threshold it is not", async () => {
    const at = rival(); // threshold 12, soak 3
    at.wounds.value = 8;
    const thug = register(new FakeActor("Thug", "rival", at));
    // 7 damage − 3 soak = 4 → 12: at the threshold, still standing.
    await shell.card.runCardAction(attackMessage("msgIncap000004", [thug], { netSuccess: 3, netAdvantage: 0 }), "eoteApplyDamage", thug.uuid);
    expect(thug.system.wounds.value).toBe(12);
    expect(effectsOf(thug)).toEqual([]);
    g.CONFIG.specialStatusEffects.DEFEATED = "dead";
    const message = attackMessage("msgIncap000005", [thug], { netSuccess: 1, netAdvantage: 0 }, [], 3);
    await shell.card.runCardAction(message, "eoteApplyDamage", thug.uuid);
    const [effect] = effectsOf(thug);
    expect(effect!.statuses).toEqual(new Set(["dead"]));
    expect(effect!.data["flags"]).toEqual({ core: { overlay: true } });
    await shell.card.runCardAction(message, "eoteUndo", thug.uuid);
    expect(thug.system.wounds.value).toBe(12);
    expect(effectsOf(thug)).toEqual([]);
  });

  it("a minion group with no one left is defeated, once, even over several hits of the card", async () => {
    const group = register(new FakeActor("Stormtroopers", "minion", minion())); // 4 × threshold 5, soak 2
    const message = attackMessage("msgIncap000006", [group], { netSuccess: 4, netAdvantage: 4 }, [{ key: "linked", rating: 1 }], 10);
    // 14 − 2 = 12: two down.
    await shell.card.runCardAction(message, "eoteApplyDamage", group.uuid);
    expect(effectsOf(group)).toEqual([]);
    // Another 12: all four down (wounds capped at 20).
    await shell.card.runCardAction(message, "eoteApplyDamage", group.uuid);
    await downThenUndone(message, group, 0);
  });

  it("a critical that takes down the group's last minion marks it defeated", async () => {
    const m = minion();
    m.wounds.value = 16; // one minion left standing of 4 (threshold 5)
    const group = register(new FakeActor("Last", "minion", m));
    // A 3-damage hit is all soak (2) but 1: 17 wounds, past soak, and the roll bought a crit (3 advantage).
    const message = attackMessage("msgIncap000007", [group], { netSuccess: 1, netAdvantage: 3 }, [], 2);
    await shell.card.runCardAction(message, "eoteApplyDamage", group.uuid);
    expect(group.system.wounds.value).toBe(17);
    expect(effectsOf(group)).toEqual([]);
    await shell.card.runCardAction(message, "eoteApplyCritical", group.uuid);
    await downThenUndone(message, group, 16);
  });
});

describe("pure pieces: effect data, records", () => {
  it("shapeStatusEffect: rounds (with the combat clock when there is one), overlay, origin; nothing else changes", async () => {
    const { shapeStatusEffect } = await import("../../../../module/foundry/effects.ts");
    const base = { name: "Prone", statuses: ["prone"], duration: { seconds: null }, flags: { core: { other: 1 } } };
    expect(shapeStatusEffect(base, { rounds: null }, null)).toEqual(base);
    expect(shapeStatusEffect(base, { rounds: 2 }, null)["duration"]).toEqual({ seconds: null, rounds: 2 });
    expect(shapeStatusEffect(base, { rounds: 2 }, null)["flags"]).toEqual({ core: { other: 1 }, eote: { expires: true } });
    expect(shapeStatusEffect(base, { rounds: 1 }, { id: "c", round: 0, turn: 0 })["duration"])
      .toEqual({ seconds: null, combat: "c", startRound: 0, startTurn: 0, rounds: 1 });
    expect(shapeStatusEffect(base, { rounds: null, overlay: true, origin: "ChatMessage.m" }, null))
      .toMatchObject({ flags: { core: { other: 1, overlay: true } }, origin: "ChatMessage.m" });
    expect(base.flags.core).toEqual({ other: 1 }); // the input is not mutated
  });

  it("expiredEffectIds: a card effect of N rounds ends at its own slot N rounds later, in its own combat only", async () => {
    const { expiredEffectIds } = await import("../../../../module/foundry/effects.ts");
    const fx = (id: string, rounds: number | null, expires = true, combat = "c") =>
      ({ id, expires, duration: { combat, startRound: 2, startTurn: 3, rounds } });
    const effects = [fx("two", 2), fx("open", null), fx("byHand", 1, false), fx("other", 1, true, "z"), fx("one", 1)];
    expect(expiredEffectIds(effects, { id: "c", round: 3, turn: 2 })).toEqual([]);
    expect(expiredEffectIds(effects, { id: "c", round: 3, turn: 3 })).toEqual(["one"]);
    expect(expiredEffectIds(effects, { id: "c", round: 4, turn: 2 })).toEqual(["one"]);
    expect(expiredEffectIds(effects, { id: "c", round: 4, turn: 3 })).toEqual(["two", "one"]);
    expect(expiredEffectIds(effects, { id: "c", round: 9, turn: 0 })).toEqual(["two", "one"]);
  });

  it("foundryStatusId: ours as they are, defeated through CONFIG.specialStatusEffects", async () => {
    const { foundryStatusId } = await import("../../../../module/foundry/effects.ts");
    expect(foundryStatusId("prone")).toBe("prone");
    expect(foundryStatusId("unconscious")).toBe("unconscious");
    g.CONFIG.specialStatusEffects.DEFEATED = "skull";
    expect(foundryStatusId("defeated")).toBe("skull");
    g.CONFIG.specialStatusEffects.DEFEATED = "dead";
  });

  it("records: old ones without effects read as none; undo lists the effects to delete", async () => {
    const { readRecord, undoUpdate, withEffect } = await import("../../../../module/features/attack/apply-model.ts");
    expect(readRecord({ hits: 1, crits: [] })!.effects).toEqual([]);
    expect(readRecord({ hits: 1, crits: [], effects: "x" })!.effects).toEqual([]);
    const record = withEffect(null, { id: "e1", status: "prone", source: "knockdown", rounds: null });
    const now = { tracks: { wounds: 0, strain: null }, caps: { wounds: 10, strain: null }, ledger: [] };
    expect(undoUpdate("rival", "m", record, now)).toEqual({ update: { "flags.eote.combatLog.-=m": null }, deleteItems: [], deleteEffects: ["e1"] });
  });
});
