// Force power items (seed 002 THE FORCE): the rating a power needs, a plain power check and whether its
// points activate it, a combined check through the dice dialog (the skill's pool plus the uncommitted Force
// dice; it must succeed and generate enough points) and a resisted one (the target's skill sets the
// difficulty), as the owning player and as the GM; refusals with the rule's notice and nothing rolled.
import { describe, expect, it } from "vitest";
import { powerActivates, requirePowerRating } from "../../../module/rules/force/force.ts";
import { addUpgrade, forcePowerRows, removeUpgrade } from "../../../module/applications/sheets/context/force-power.ts";
import { character, rival, skills } from "../../fixtures/actors.ts";
import {
  type AnyFakeActor, asUser, FakeActor, flagRecord, messages, notice, notices, OWNERSHIP, placeToken, register, users, narrativeRollOf, targeting,
} from "../../doubles/index.ts";
import { shellSuite } from "../../doubles/suite.ts";
import type { ChatMessageDouble } from "../../doubles/chat.ts";
import { keyWithData, shownKey, shownCount } from "../../doubles/keys.ts";

/** The globals this file sets and reads, as the doubles make them. */
const g = globalThis as unknown as {
  game: { settings: { get(scope: string, key: string): unknown; set(scope: string, key: string, value: unknown): Promise<unknown> }; actors: { contents: AnyFakeActor[] } };
  CONFIG: { queries?: Record<string, (data: unknown) => Promise<unknown>> };
  ChatMessage: typeof ChatMessageDouble;
};
const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };

// The real dice dialog: the Force check's dialog is what some tests click through.
const shell = shellSuite({
  seed: 7,
  realDialog: true,
  keys: true,
  modules: {
    force: () => import("../../../module/features/force/actions.ts"),
    card: () => import("../../../module/features/force/card.ts"),
    Dialog: async () => (await import("../../../module/applications/dice-dialog/pool-dialog.ts")).dicePoolDialogClass(),
  },
});

const power = (over: Record<string, unknown> = {}) => ({
  description: "<p>Moves things.</p>", requiredRating: 1, points: 2, skill: null, commit: false, upgrades: [], ...over,
});

/** Kira, the player's: Force rating `rating` (`committed` of them committed), Discipline 2, Willpower 2; one power. */
function kira(rating: number, committed = 0, system: Record<string, unknown> = power()) {
  const data = { ...character(), forceRating: rating, forceCommitted: committed };
  data.skills.discipline.rank = 2;
  return register(new FakeActor("Kira", "character", data, {
    ownership: PLAYER, items: [{ _id: "pow0000000000001", name: "Move", type: "forcePower", system }],
  }));
}
const itemOf = (actor: AnyFakeActor) => actor.items.get("pow0000000000001")!;

describe("the rules", () => {
  it("a power needs its Force rating; it activates with enough points, and a combined check must also succeed", () => {
    expect(() => requirePowerRating(1, 2)).toThrow(expect.objectContaining({ key: "EOTE.Force.Error.UnderRated" }));
    expect(() => requirePowerRating(2, 2)).not.toThrow();
    expect([powerActivates(2, 2), powerActivates(1, 2), powerActivates(3, 2, false), powerActivates(2, 2, true)]).toEqual([true, false, false, true]);
  });

  it("the sheet's upgrade list adds a blank upgrade with a fresh key and removes one by index", () => {
    const one = addUpgrade([]);
    expect(one).toEqual([{ key: "upgrade1", name: "", cost: 5, effect: "", ranks: null }]);
    const two = addUpgrade([{ ...one[0]!, key: "upgrade2" }]);
    expect(two.map((u) => u.key)).toEqual(["upgrade2", "upgrade3"]);
    expect(removeUpgrade(two, 0).map((u) => u.key)).toEqual(["upgrade3"]);
    expect(removeUpgrade(two, 9)).toHaveLength(2);
  });

  it("the Force tab's rows say when the character's rating is below the power's", () => {
    const rows = forcePowerRows([{ id: "p", name: "Bind", img: "", type: "forcePower", system: power({ requiredRating: 2, skill: "discipline" }) }], 1);
    expect(rows).toEqual([expect.objectContaining({ name: "Bind", requiredRating: 2, points: 2, skillKey: "EOTE.Skill.discipline", underRated: true })]);
  });
});

describe.each([["the owning player", users.player], ["the GM", users.gm]])("using a power as %s", (_who, user) => {
  it("a plain power: the Force power check with the power on its flag; the card says whether the points activate it", async () => {
    const pc = kira(2);
    asUser(user);
    await shell.force.useForcePower(pc, itemOf(pc));
    const message = messages.at(-1)!;
    expect(narrativeRollOf(message).formula).toBe("2df");
    expect(message.getFlag("eote", "check.force")).toEqual({ actorUuid: pc.uuid, tokenUuid: "", power: { name: "Move", points: 2, combined: false } });
    const { light } = narrativeRollOf(message).actionableOutcome!;
    const html = await shell.card.forceSection(message);
    expect(html).toContain(shownKey(light >= 2 ? "EOTE.Force.Card.Activates" : "EOTE.Force.Card.NotEnough", { power: "Move", points: light, needed: 2 }));
  });

  it("a combined check: Discipline's pool plus 2 uncommitted Force dice (rating 3, 1 committed), rolled from the dialog with the power", async () => {
    const pc = kira(3, 1, power({ skill: "discipline" }));
    asUser(user);
    const request = shell.force.combinedPowerRequest(pc, itemOf(pc));
    expect(request.pool).toMatchObject({ proficiency: 2, ability: 0, force: 2 });
    expect(request.skillId).toBe("discipline");
    expect(request.notes).toEqual([
      keyWithData("EOTE.Force.Power.Note", { power: "Move", points: keyWithData("EOTE.Force.Power.Needs.other", { count: "2" }) }),
      keyWithData("EOTE.Force.Power.ForceDiceNote.other", { count: "2" }),
    ]);
    const dlg = new shell.Dialog(request);
    await dlg.roll();
    const message = messages.at(-1)!;
    expect(narrativeRollOf(message).narrativeResults.filter((d: { die: string }) => d.die === "force")).toHaveLength(2);
    expect(message.getFlag("eote", "check.force.power")).toEqual({ name: "Move", points: 2, combined: true });
    const outcome = narrativeRollOf(message).actionableOutcome!;
    const html = await shell.card.forceSection(message);
    if (!outcome.succeeded) expect(html).toContain(shownKey("EOTE.Force.Card.SkillFailed", { power: "Move" }));
    else expect(html).toContain(shownKey(outcome.light >= 2 ? "EOTE.Force.Card.Activates" : "EOTE.Force.Card.NotEnough", { power: "Move", points: outcome.light, needed: 2 }));
  });

  it("resisted: the targeted token's Discipline sets the difficulty of the combined check", async () => {
    const pc = kira(2, 0, power({ skill: "discipline" }));
    const data = rival();
    data.characteristics.willpower = 3;
    data.skills = skills({ discipline: { rank: 1, career: false } });
    const target = register(new FakeActor("Inquisitor", "rival", data, { ownership: { default: OWNERSHIP.NONE } }));
    g.game.actors = { contents: [pc, target] };
    asUser(user);
    user.targets = targeting(placeToken(target, { name: "Hooded Figure" }));
    const dlg = new shell.Dialog(shell.force.combinedPowerRequest(pc, itemOf(pc)));
    shell.Dialog.DEFAULT_OPTIONS.actions.opposeTarget.call(dlg); // the action reads no event nor button
    // Willpower 3, Discipline 1: two difficulty dice and one challenge; the Force dice stay.
    expect(dlg.rolledPool).toMatchObject({ difficulty: 2, challenge: 1, force: 2 });
    await dlg.roll();
    expect(((flagRecord(messages.at(-1)!, "eote", "check")["force"] as { power: { combined: unknown } }).power.combined)).toBe(true);
  });
});

describe("refusals: a notice, nothing rolled", () => {
  it("rating 0, a rating below the power's, every die committed", async () => {
    asUser(users.player);
    await shell.force.useForcePower(kira(0), itemOf(kira(0)));
    const bind = kira(1, 0, power({ requiredRating: 2 }));
    await shell.force.useForcePower(bind, itemOf(bind));
    const spent = kira(2, 2);
    await shell.force.useForcePower(spent, itemOf(spent));
    const combined = kira(2, 2, power({ skill: "discipline" }));
    expect(() => shell.force.combinedPowerRequest(combined, itemOf(combined))).toThrow(expect.objectContaining({ key: "EOTE.Force.Error.AllCommitted" }));
    expect(notices).toEqual([
      notice("EOTE.Force.Error.UnderRated", { rating: 0, required: 1 }),
      notice("EOTE.Force.Error.UnderRated", { rating: 1, required: 2 }),
      notice("EOTE.Force.Error.AllCommitted"),
    ]);
    expect(messages).toHaveLength(0);
  });

  it("committing more dice than the rating is refused with the rule's notice", async () => {
    asUser(users.player);
    const pc = kira(1, 1);
    expect(await shell.force.changeCommitted(pc, 1)).toBe(false);
    expect(notices).toEqual([notice("EOTE.Force.Error.OverCommit", { rating: 1 })]);
    expect(pc.system.forceCommitted).toBe(1);
  });

  it("a player who does not own the character may not use its power", async () => {
    const pc = kira(2);
    asUser(users.other);
    await shell.force.useForcePower(pc, itemOf(pc));
    expect(messages).toHaveLength(0);
    expect(notices).toHaveLength(1);
  });
});

describe("the Force card's word on the power", () => {
  async function post(actor: { uuid: string }, o: Record<string, number | boolean>, p: object) {
    asUser(users.player);
    const outcome = { light: 0, dark: 0, success: 0, failure: 0, advantage: 0, threat: 0, triumph: 0, despair: 0, netSuccess: 0, netAdvantage: 0, succeeded: false, ...o };
    return (await g.ChatMessage.create({ flags: { eote: { check: { force: { actorUuid: actor.uuid, tokenUuid: "", power: p } } } }, rolls: [{ outcome, actionableOutcome: outcome }] }))!;
  }

  it("plain: 1 light pip is not enough for 2 points; using the dark pip too makes 2 (a light side Destiny point flipped), and it activates", async () => {
    const gmSide = await import("../../../module/features/destiny/actions/gm.ts");
    g.CONFIG.queries ??= {};
    g.CONFIG.queries[gmSide.FLIP_QUERY] = gmSide.onFlipQuery;
    await g.game.settings.set("eote", "destinyPool", { light: 1, dark: 0 });
    const pc = kira(2);
    const message = await post(pc, { light: 1, dark: 1 }, { name: "Move", points: 2, combined: false });
    expect(await shell.card.forceSection(message)).toContain(shownKey("EOTE.Force.Card.NotEnough", { power: "Move", points: 1, needed: 2 }));
    await shell.card.runForceAction(message, "eoteForceUse", 1);
    expect(await shell.card.forceSection(message)).toContain(shownKey("EOTE.Force.Card.Activates", { power: "Move", points: 2, needed: 2 }));
    expect(g.game.settings.get("eote", "destinyPool")).toEqual({ light: 0, dark: 1 });
  });

  it("combined: a failed skill check does not activate it, whatever the points; a success with enough does", async () => {
    const pc = kira(2);
    const failed = await post(pc, { light: 2, succeeded: false }, { name: "Enhance", points: 1, combined: true });
    expect(await shell.card.forceSection(failed)).toContain(shownKey("EOTE.Force.Card.SkillFailed", { power: "Enhance" }));
    const worked = await post(pc, { light: 1, succeeded: true, success: 1, netSuccess: 1 }, { name: "Enhance", points: 1, combined: true });
    expect(await shell.card.forceSection(worked)).toContain(shownKey("EOTE.Force.Card.Activates", { power: "Enhance", points: 1, needed: 1 }));
  });

  it("a power flag that is not well formed is ignored (no word on a power)", async () => {
    const pc = kira(2);
    const message = await post(pc, { light: 1 }, { name: 7, points: -1 });
    const html = await shell.card.forceSection(message);
    expect(html).toContain(shownCount("EOTE.Count.lightPip", 1));
    expect(html).not.toContain("EOTE.Force.Card.Activates");
    expect(html).not.toContain("eote-force__power");
  });
});
