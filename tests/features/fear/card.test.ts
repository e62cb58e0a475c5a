// The GM's fear check and its card over the shared v13 doubles (seed 002 FEAR, MORALITY EFFECT): the pool
// (Discipline or Cool, the level's difficulty plus its modifiers, allies' boosts used up), the results
// applied as effects until the end of the encounter (a setback or difficulty die on every later check,
// strain per threat, staggered on three threat), the morality option's conflict, triumphs and advantage,
// an exact Undo, and who may act (GM, the owner; not another player; not a player's forged card).
import { beforeEach, describe, expect, it } from "vitest";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";
import { character, rival } from "../../fixtures/actors.ts";
import {
  type AnyFakeActor, asUser, elementLike, FakeActor, flagList, flagRecord, installHooks, messages, notice, noticeKeys, notices, OWNERSHIP, placeToken, register, users,
} from "../../doubles/index.ts";
import type { FakeChatMessage } from "../../doubles/chat.ts";
import { keyWithData, shownKey, shownCount } from "../../doubles/keys.ts";
import { drawCards } from "../../../module/chat/register.ts";
import type { Outcome, RolledDie } from "../../../module/roll/card-model.ts";
import type { FearChoice } from "../../../module/features/fear/model.ts";

/** The globals this file sets and reads, as the doubles make them. */
const g = globalThis as unknown as {
  game: { actors: { contents: AnyFakeActor[] } };
  CONFIG: { statusEffects: { id: string; name: string; img: string }[] };
  ChatMessage: { create(data: object): Promise<FakeChatMessage> };
};
/** A posted check's roll, as the system's narrative roll makes it. */
const rollOf = (message: unknown) => (message as { rolls: { narrativeResults: RolledDie[]; actionableOutcome: Outcome }[] }).rolls[0]!;
/** The check's notes on its card. */
const notesOf = (message: Parameters<typeof flagList>[0] | undefined) => flagList(message!, "eote", "notes") as string[];
const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
const OTHER = { default: OWNERSHIP.NONE, [users.other.id]: OWNERSHIP.OWNER };

const m = shellSuite({
  seed: 5,
  keys: true,
  modules: { card: load.fearCard, check: load.fearActions, fear: load.fearIndex, encounter: load.fearActionsEncounter, effects: load.foundryFearEffects, dialog: load.fearForm },
});

beforeEach(async () => {
  g.game.actors = { contents: [] };
  g.CONFIG.statusEffects = [{ id: "staggered", name: "EOTE.Combat.Status.staggered", img: "icons/svg/paralysis.svg" }];
});

/** A player character with Discipline 1, Cool 2, strain 2 of 12, conflict 1. */
function pc(name = "Kira", ownership: Record<string, number> = PLAYER) {
  const data = character();
  data.skills.discipline.rank = 1;
  data.skills.cool.rank = 2;
  data.strain.value = 2;
  data.morality = { ...data.morality, conflict: 1 };
  const actor = register(new FakeActor(name, "character", data, { ownership }));
  g.game.actors.contents.push(actor);
  return actor;
}

const CHOICE: FearChoice = { level: "moderate", modifiers: ["reputation"], prepared: false, moralityEffect: false };
const outcomeOf = (o: Partial<Record<string, number | boolean>>) => ({
  success: 0, failure: 0, advantage: 0, threat: 0, triumph: 0, despair: 0, light: 0, dark: 0, netSuccess: 0, netAdvantage: 0, succeeded: false, ...o,
});

/** A fear card posted by `author` for `actor` with this outcome (no effects applied yet). */
async function post(author: typeof users.gm, actor: { uuid: string }, o: Partial<Record<string, number | boolean>>, choice: object = CHOICE) {
  asUser(author);
  const outcome = outcomeOf(o);
  const message = await g.ChatMessage.create({ flags: { eote: { check: { fear: { ...choice, actorUuid: actor.uuid, tokenUuid: "" } } } }, rolls: [{ outcome, actionableOutcome: outcome }] });
  asUser(users.gm);
  return message;
}

const fearEffects = (actor: AnyFakeActor) => actor.effects.contents.filter((e) => (e._source.flags as { eote?: { fear?: unknown } } | undefined)?.eote?.fear);

describe("the card in chat", () => {
  /** A message's element: what its card mounts into it. */
  const shown = () => {
    const inserted: string[] = [];
    return elementLike({ inserted, querySelector: () => null, insertAdjacentHTML: (_where: string, markup: string) => void inserted.push(markup) });
  };

  it("its registered card mounts the section on a fear card and on no other message", async () => {
    installHooks();
    m.fear.register();
    const kira = pc();
    const message = await post(users.gm, kira, { failure: 1 });
    const other = await g.ChatMessage.create({ flags: { eote: { check: { trade: {} } } }, rolls: [] });
    for (const viewer of [users.gm, users.player]) {
      asUser(viewer);
      const html = shown();
      const otherHtml = shown();
      await drawCards(other, otherHtml);
      await drawCards(message, html);
      expect(html.inserted.length).toBe(1);
      expect(html.inserted[0]).toContain("eote-fear");
      expect(otherHtml.inserted).toEqual([]);
    }
  });
});

describe("the GM's fear check", () => {
  it("Discipline (Willpower 2, rank 1) at Moderate + reputation: 1 proficiency, 1 ability, 3 difficulty; Cool when prepared; results applied at once", async () => {
    const kira = pc();
    const [message] = await m.check.fearCheck(CHOICE, [kira]);
    const roll = rollOf(message);
    const counts = (t: string) => roll.narrativeResults.filter((d) => d.die === t).length;
    expect([counts("proficiency"), counts("ability"), counts("difficulty")]).toEqual([1, 1, 3]);
    expect(flagRecord(message!, "eote", "check")["fear"]).toMatchObject({ level: "moderate", modifiers: ["reputation"], actorUuid: kira.uuid });
    // The card applied what the roll's outcome gives (module/rules/force/fear.ts fearResult).
    const record = `fearLog.${message!.id}`;
    expect(kira.getFlag("eote", `${record}.result.setbackEachAction`)).toBe(roll.actionableOutcome.succeeded ? 0 : 1);
    expect(kira.getFlag("eote", `${record}.result.strain`)).toBe(roll.actionableOutcome.threat);
    const [prepared] = await m.check.fearCheck({ ...CHOICE, level: "minimal", modifiers: [], prepared: true }, [pc("Vex")]);
    const p = rollOf(prepared);
    // Cool 2 with Presence 2: 2 proficiency; Minimal: 1 difficulty.
    expect(p.narrativeResults.filter((d) => d.die === "proficiency")).toHaveLength(2);
    expect(p.narrativeResults.filter((d) => d.die === "difficulty")).toHaveLength(1);
  });

  it("a player may not call for one: a notice, nothing rolled", async () => {
    const kira = pc();
    asUser(users.player);
    const before = messages.length;
    expect(await m.check.fearCheck(CHOICE, [kira])).toEqual([]);
    expect(noticeKeys()).toEqual(["EOTE.Fear.Notice.GMOnly"]);
    expect(messages.length).toBe(before);
  });

  it("talents' dice on Discipline count on the GM's roll, with their note; a situational one is left to the player", async () => {
    const { talentDoc, effect } = await import("../../fixtures/talents.ts");
    const data = character();
    data.skills.discipline.rank = 1;
    const steady = talentDoc("Steady Nerves", { key: "steadyNerves", ranked: false, rank: 1 }, [effect("Steady Nerves", [["system.modifiers.checks.discipline.boost", 1]])]);
    const lucky = talentDoc("Lucky Charm", { key: "luckyCharm", ranked: false, rank: 1 }, [effect("Lucky Charm", [["system.modifiers.checks.discipline.boost", 1]], { situational: true })]);
    const kira = register(new FakeActor("Kira", "character", data, { ownership: PLAYER, items: [steady, lucky] }));
    g.game.actors.contents.push(kira);
    const [message] = await m.check.fearCheck(CHOICE, [kira]);
    expect(rollOf(message).narrativeResults.filter((d) => d.die === "boost")).toHaveLength(1);
    expect(notesOf(message).some((n) => n.startsWith("Steady Nerves:"))).toBe(true);
    expect(notesOf(message).some((n) => n.startsWith("Lucky Charm:"))).toBe(false);
  });

  it("boosts an ally gave on the GM's fear card are added to the next fear check and used up; an immune character is skipped", async () => {
    const kira = pc();
    const vex = pc("Vex");
    const given = await post(users.gm, vex, { success: 1, succeeded: true, advantage: 1 });
    await m.card.runFearAction(given, "eoteFearApply");
    await m.card.runFearAction(given, "eoteFearBoost", kira.uuid);
    const [message] = await m.check.fearCheck(CHOICE, [kira]);
    expect(rollOf(message).narrativeResults.filter((d) => d.die === "boost")).toHaveLength(1);
    expect(notesOf(message)).toContain(keyWithData("EOTE.Fear.Check.BoostNote", { from: "Vex" }));
    expect(Object.keys(flagRecord(kira, "eote", "fearBoosts", {}))).toEqual([]);
    const brave = await post(users.gm, kira, { success: 1, succeeded: true, triumph: 1 });
    await m.card.runFearAction(brave, "eoteFearApply");
    await m.card.runFearAction(brave, "eoteFearImmune");
    expect(await m.check.fearCheck(CHOICE, [kira])).toEqual([]);
    expect(notices).toContainEqual(notice("EOTE.Fear.Notice.Immune", { name: "Kira" }));
  });

  it("boosts and immunity a player wrote on their own character, with no GM's card behind them, count for nothing", async () => {
    const kira = pc();
    asUser(users.player);
    await kira.update({ "flags.eote.fearBoosts.abc": { from: "Vex" }, "flags.eote.fearBoosts.def": { from: "Vex" } });
    await kira.createEmbeddedDocuments("ActiveEffect", [m.effects.immuneEffectData("imm0000000000001", "Fearless", "m0")], { keepId: true });
    const forged = await post(users.player, kira, { success: 1, succeeded: true, triumph: 1 });
    await kira.createEmbeddedDocuments("ActiveEffect", [m.effects.immuneEffectData("imm0000000000002", "Fearless", forged.id)], { keepId: true });
    expect(m.effects.isFearImmune(kira, m.card.isGmFearCard)).toBe(false);
    asUser(users.gm);
    const [message] = await m.check.fearCheck(CHOICE, [kira]);
    expect(rollOf(message).narrativeResults.filter((d) => d.die === "boost")).toHaveLength(0);
    expect(noticeKeys()).not.toContain("EOTE.Fear.Notice.Immune");
  });

  it("the form lists the player characters and ticks those on the viewed scene (all when none is)", async () => {
    const kira = pc();
    pc("Vex");
    expect(m.dialog.fearCandidates().map((c) => [c.candidate.name, c.candidate.onScene])).toEqual([["Kira", false], ["Vex", false]]);
    placeToken(kira, { linked: true });
    expect(m.dialog.fearCandidates().map((c) => c.candidate.onScene)).toEqual([true, false]);
  });
});

describe("the fear card", () => {
  it("failure with 3 threat: a setback on every later check, 3 strain, staggered; Undo is exact", async () => {
    const kira = pc();
    const message = await post(users.gm, kira, { failure: 1, threat: 3 });
    await m.card.runFearAction(message, "eoteFearApply");
    expect(kira.system.strain.value).toBe(5);
    expect(kira.statuses.has("staggered")).toBe(true);
    expect(fearEffects(kira)).toHaveLength(1);
    expect(m.effects.fearPenaltyOf(kira)).toEqual({ setback: 1, difficulty: 0 });
    // Every later check carries it (EoteActor.checkPool).
    expect(kira.checkPool("cool")).toMatchObject({ setback: 1, difficulty: 0 });
    const html = await m.card.fearSection(message);
    expect(html).toContain(shownKey("EOTE.Fear.Card.Setback", { name: "Kira" }));
    expect(html).toContain(shownKey("EOTE.Fear.Card.Staggered"));
    expect(html).not.toContain("eoteFearApply");
    // Applying twice is refused.
    await m.card.runFearAction(message, "eoteFearApply");
    expect(noticeKeys()).toEqual(["EOTE.Fear.Card.AlreadyApplied"]);
    expect(kira.system.strain.value).toBe(5);
    await kira.update({ "system.strain.value": 7 }); // strain from elsewhere since
    await m.card.runFearAction(message, "eoteFearUndo");
    expect(kira.system.strain.value).toBe(4);
    expect(kira.effects.size).toBe(0);
    expect(kira.statuses.has("staggered")).toBe(false);
    expect(flagRecord(kira, "eote", "fearLog")[message.id]).toBeUndefined();
    expect(await m.card.fearSection(message)).toContain("eoteFearApply");
  });

  it("despair: a difficulty die on every check; penalties of two fear checks add up", async () => {
    const kira = pc();
    await m.card.runFearAction(await post(users.gm, kira, { failure: 1 }), "eoteFearApply");
    await m.card.runFearAction(await post(users.gm, kira, { success: 1, succeeded: true, despair: 1 }), "eoteFearApply");
    expect(kira.checkPool("discipline")).toMatchObject({ setback: 1, difficulty: 1 });
  });

  it("the morality option: a failure gives 1 conflict per difficulty die (3) instead of its penalties; Undo takes it off", async () => {
    const kira = pc();
    const message = await post(users.gm, kira, { failure: 1, threat: 3 }, { ...CHOICE, moralityEffect: true });
    await m.card.runFearAction(message, "eoteFearApply");
    expect(kira.system.morality.conflict).toBe(4);
    expect(kira.system.strain.value).toBe(2);
    expect(kira.effects.size).toBe(0);
    await m.card.runFearAction(message, "eoteFearUndo");
    expect(kira.system.morality.conflict).toBe(1);
  });

  it("a rival takes the threat as wounds; its conflict is only noted", async () => {
    const npc = register(new FakeActor("Thug", "rival", rival(), { ownership: { default: OWNERSHIP.NONE } }));
    const message = await post(users.gm, npc, { failure: 1, threat: 2 }, { ...CHOICE, moralityEffect: true });
    await m.card.runFearAction(message, "eoteFearApply");
    expect(flagRecord(npc, "eote", "fearLog")[message.id]).toMatchObject({ conflictApplied: false, result: { conflict: 3 } });
    expect(await m.card.fearSection(message)).toContain(shownKey("EOTE.Force.Card.ConflictNoted"));
  });

  it("a triumph cancels earlier fear penalties (Undo puts them back); another makes the character immune", async () => {
    const kira = pc();
    const first = await post(users.gm, kira, { failure: 1 });
    await m.card.runFearAction(first, "eoteFearApply");
    const second = await post(users.gm, kira, { success: 2, succeeded: true, triumph: 2 });
    await m.card.runFearAction(second, "eoteFearApply");
    expect(await m.card.fearSection(second)).toContain(shownCount("EOTE.Fear.Card.TriumphsLeft", 2));
    await m.card.runFearAction(second, "eoteFearCancel");
    expect(m.effects.fearPenaltyOf(kira)).toEqual({ setback: 0, difficulty: 0 });
    await m.card.runFearAction(second, "eoteFearImmune");
    expect(m.effects.isFearImmune(kira, m.card.isGmFearCard)).toBe(true);
    await m.card.runFearAction(second, "eoteFearImmune");
    expect(noticeKeys()).toEqual(["EOTE.Fear.Card.NoTriumphLeft"]);
    await m.card.runFearAction(second, "eoteFearUndo");
    expect(m.effects.isFearImmune(kira, m.card.isGmFearCard)).toBe(false);
    expect(m.effects.fearPenaltyOf(kira)).toEqual({ setback: 1, difficulty: 0 });
  });

  it("advantage: a boost on an ally's next fear check, one per advantage; Undo takes it back", async () => {
    const kira = pc();
    const vex = pc("Vex");
    const message = await post(users.gm, kira, { success: 1, succeeded: true, advantage: 1 });
    await m.card.runFearAction(message, "eoteFearApply");
    const html = await m.card.fearSection(message);
    expect(html).toContain(`data-ally="${vex.uuid}">${shownKey("EOTE.Fear.Card.Boost", { name: "Vex" })}`);
    expect(html).not.toContain(`data-ally="${kira.uuid}"`);
    await m.card.runFearAction(message, "eoteFearBoost", vex.uuid);
    expect(Object.values(flagRecord(vex, "eote", "fearBoosts"))).toEqual([{ from: "Kira" }]);
    await m.card.runFearAction(message, "eoteFearBoost", vex.uuid);
    expect(noticeKeys()).toEqual(["EOTE.Fear.Card.NoBoostLeft"]);
    await m.card.runFearAction(message, "eoteFearUndo");
    expect(Object.keys(flagRecord(vex, "eote", "fearBoosts"))).toEqual([]);
  });

  it("the end of the encounter (the combat deleted) removes the fear effects of its combatants", async () => {
    const kira = pc();
    await m.card.runFearAction(await post(users.gm, kira, { failure: 1 }), "eoteFearApply");
    await m.encounter.endEncounterEffects({ combatants: [{ actor: kira }] });
    expect(fearEffects(kira)).toHaveLength(0);
  });

  it("Undo after the end of the encounter puts back no penalty a triumph had cancelled (they ended with it)", async () => {
    const kira = pc();
    await m.card.runFearAction(await post(users.gm, kira, { failure: 1 }), "eoteFearApply");
    const second = await post(users.gm, kira, { success: 2, succeeded: true, triumph: 1 });
    await m.card.runFearAction(second, "eoteFearApply");
    await m.card.runFearAction(second, "eoteFearCancel");
    await m.encounter.endEncounterEffects({ combatants: [{ actor: kira }] });
    await m.card.runFearAction(second, "eoteFearUndo");
    expect(fearEffects(kira)).toHaveLength(0);
    expect(m.effects.fearPenaltyOf(kira)).toEqual({ setback: 0, difficulty: 0 });
    expect(flagRecord(kira, "eote", "fearLog")[second.id]).toBeUndefined();
  });
});

describe("who may act on the fear card", () => {
  it("the owning player applies and undoes on their own character", async () => {
    const kira = pc();
    const message = await post(users.gm, kira, { failure: 1, threat: 1 });
    asUser(users.player);
    expect(await m.card.fearSection(message)).toContain("eoteFearApply");
    await m.card.runFearAction(message, "eoteFearApply");
    expect(kira.system.strain.value).toBe(3);
    await m.card.runFearAction(message, "eoteFearUndo");
    expect(kira.system.strain.value).toBe(2);
  });

  it("Undo by the owner is refused, changing nothing, while a boost the GM gave another player's character still waits", async () => {
    const kira = pc();
    const vex = pc("Vex", OTHER);
    const message = await post(users.gm, kira, { success: 1, succeeded: true, advantage: 1, threat: 1 });
    await m.card.runFearAction(message, "eoteFearApply");
    await m.card.runFearAction(message, "eoteFearBoost", vex.uuid);
    const strainBefore = kira.system.strain.value;
    asUser(users.player);
    await m.card.runFearAction(message, "eoteFearUndo");
    expect(notices.at(-1)).toEqual(notice("EOTE.Fear.Card.UndoBoostNotYours", { name: "Vex" }));
    expect(kira.system.strain.value).toBe(strainBefore);
    expect(flagRecord(kira, "eote", "fearLog")[message!.id]).toBeDefined();
    expect(Object.keys(flagRecord(vex, "eote", "fearBoosts"))).toHaveLength(1);
    asUser(users.gm);
    await m.card.runFearAction(message, "eoteFearUndo");
    expect(Object.keys(flagRecord(vex, "eote", "fearBoosts"))).toEqual([]);
    expect(kira.system.strain.value).toBe(strainBefore - 1);
  });

  it("a record the owner rewrote to list another card's boost on another player's character: Undo takes back only this card's own", async () => {
    const kira = pc();
    const vex = pc("Vex", OTHER);
    // The GM's first card gives Vex a boost from Kira's advantage.
    const first = await post(users.gm, kira, { success: 1, succeeded: true, advantage: 1 });
    await m.card.runFearAction(first, "eoteFearApply");
    await m.card.runFearAction(first, "eoteFearBoost", vex.uuid);
    const theirs = Object.keys(flagRecord(vex, "eote", "fearBoosts"));
    expect(theirs).toHaveLength(1);
    // A second card, applied; its record on Kira is the player's to write: they list Vex's boost from the first card.
    const second = await post(users.gm, kira, { failure: 1, threat: 1 });
    await m.card.runFearAction(second, "eoteFearApply");
    asUser(users.player);
    await kira.update({ [`flags.eote.fearLog.${second.id}.boosts`]: [{ actorUuid: vex.uuid, key: theirs[0] }] });
    // The player's own Undo is not blocked by it, and the GM's Undo does not take Vex's boost either.
    await m.card.runFearAction(second, "eoteFearUndo");
    expect(flagRecord(kira, "eote", "fearLog")[second.id]).toBeUndefined();
    expect(Object.keys(flagRecord(vex, "eote", "fearBoosts"))).toEqual(theirs);
    await m.card.runFearAction(second, "eoteFearApply");
    await kira.update({ [`flags.eote.fearLog.${second.id}.boosts`]: [{ actorUuid: vex.uuid, key: theirs[0] }] });
    asUser(users.gm);
    await m.card.runFearAction(second, "eoteFearUndo");
    expect(flagRecord(kira, "eote", "fearLog")[second.id]).toBeUndefined();
    expect(Object.keys(flagRecord(vex, "eote", "fearBoosts"))).toEqual(theirs);
  });

  it("a player who does not own the character: no buttons, and a click changes nothing", async () => {
    const kira = pc();
    const message = await post(users.gm, kira, { failure: 1, threat: 1 });
    asUser(users.other);
    expect(await m.card.fearSection(message)).not.toContain("eoteFearApply");
    await m.card.runFearAction(message, "eoteFearApply");
    expect(kira.system.strain.value).toBe(2);
    expect(notices).toHaveLength(1);
  });

  it("a double click on Apply applies once: one set of effects, the one the record names", async () => {
    const kira = pc();
    const message = await post(users.gm, kira, { failure: 1, threat: 3 });
    await Promise.all([m.card.runFearAction(message, "eoteFearApply"), m.card.runFearAction(message, "eoteFearApply")]);
    expect(noticeKeys()).toContain("EOTE.Combat.Notice.Busy");
    const record = `fearLog.${message!.id}`;
    expect(kira.effects.contents.map((e) => e.id).sort()).toEqual([...flagList(kira, "eote", `${record}.effects`)].sort());
    expect(kira.system.strain.value).toBe(5);
  });

  it("a fear card a player posted for their own character does not act: fear checks are the GM's", async () => {
    const kira = pc();
    const message = await post(users.player, kira, { success: 1, succeeded: true, triumph: 2 });
    asUser(users.player);
    expect(await m.card.fearSection(message)).not.toContain("eoteFearApply");
    await m.card.runFearAction(message, "eoteFearApply");
    expect(kira.effects.size).toBe(0);
    expect(kira.getFlag("eote", "fearLog")).toBeUndefined();
  });

  it("a card a player forged for someone else's character does not act, even for the GM", async () => {
    const vex = pc("Vex", OTHER);
    const message = await post(users.player, vex, { failure: 1, threat: 3 });
    asUser(users.gm);
    await m.card.runFearAction(message, "eoteFearApply");
    expect(vex.system.strain.value).toBe(2);
    expect(vex.effects.size).toBe(0);
    expect(notices).toHaveLength(1);
  });
});
