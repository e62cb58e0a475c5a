// Assisted, opposed and competitive checks from the dice dialog, over the shared v13 doubles: as the
// GM and as a non-GM player who owns the active character. The pure rules are tested in
// tests/rules/checks/checks.test.ts; the contest card's trust rule here with forged rolls.
import { beforeAll, describe, expect, it } from "vitest";
import { shellSuite } from "../../doubles/suite.ts";
import { checkPool, odds } from "../../../module/dice/index.ts";
import { emptyPool, type Pool } from "../../../module/dice/types.ts";
import { percent } from "../../../module/applications/dice-dialog/state.ts";
import { character, rival, skills } from "../../fixtures/actors.ts";
import { countLookups, expectReadOnce } from "../../doubles/lookups.ts";
import { shownKey, keyWithData } from "../../doubles/keys.ts";
import {
  asUser, ChatMessageDouble, renderOptions, FakeActor, messages, noticeKeys, OWNERSHIP, placeToken, register, users, flagRecord, narrativeRollOf, targeting,
} from "../../doubles/index.ts";

const g = globalThis as unknown as { game: { actors: unknown } };
type DialogClass = ReturnType<typeof import("../../../module/applications/dice-dialog/pool-dialog.ts").dicePoolDialogClass>;
let Dialog: DialogClass;
// The real dice dialog: these checks are made in it.
const shell = shellSuite({ seed: 5, keys: true, realDialog: true, modules: {
  dialog: () => import("../../../module/applications/dice-dialog/pool-dialog.ts"),
  card: () => import("../../../module/features/contests/card.ts"),
} });
beforeAll(() => {
  Dialog = shell.dialog.dicePoolDialogClass();
});
const contestSection: typeof import("../../../module/features/contests/card.ts").contestSection = (...args) => shell.card.contestSection(...args);

const pool = (p: Partial<Pool>): Pool => ({ ...emptyPool(), ...p });
const at = (dataset: Record<string, string>) => ({ closest: () => ({ dataset }) });
const act = (dlg: InstanceType<DialogClass>, action: string, dataset: Record<string, string> = {}) =>
  (Dialog.DEFAULT_OPTIONS.actions as unknown as Record<string, (this: unknown, event: object, target: unknown) => unknown>)[action]!.call(dlg, {}, at(dataset));

function scene() {
  const playerOwns = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
  const kiraData = character();
  kiraData.skills.stealth = { rank: 1, career: false }; // Agility 3, Stealth 1
  const kira = register(new FakeActor("Kira", "character", kiraData, { ownership: playerOwns }));
  const lowData = character();
  lowData.characteristics.agility = 2;
  lowData.skills.stealth = { rank: 3, career: true }; // Agility 2, Stealth 3
  const lowhhrick = register(new FakeActor("Lowhhrick", "character", lowData, { ownership: { default: OWNERSHIP.OBSERVER } }));
  const guardData = rival();
  guardData.characteristics.willpower = 3;
  guardData.characteristics.cunning = 2;
  guardData.skills = skills({ vigilance: { rank: 1, career: false } });
  const guard = register(new FakeActor("Imperial Agent", "rival", guardData, { ownership: { default: OWNERSHIP.NONE } }));
  const guardToken = placeToken(guard, { name: "Hooded Figure" });
  g.game.actors = { contents: [kira, lowhhrick, guard] };
  return { kira, lowhhrick, guard, guardToken };
}

/** The dice dialog's notes under `keys: true`: the note's key with its data (the numbers as the note formats them, text). */
const skilledNote = keyWithData("EOTE.Check.Note.Skilled", { characteristic: "2", name: "Lowhhrick", rank: "3" });
const opposedNote = (skill: string, characteristic: string, value: string, rank: string) => keyWithData("EOTE.Check.Note.Opposed", {
  characteristic: value, characteristicLabel: `EOTE.Characteristic.${characteristic}`, name: "Hooded Figure", rank, skill: `EOTE.Skill.${skill}`,
});

const stealthRequest = (kira: FakeActor) => ({ title: "Stealth", pool: checkPool(3, 1), actor: kira, skillId: "stealth" });


describe.each([["the GM", users.gm], ["a player who owns the character", users.player]])("the dice dialog as %s", (_who, user) => {
  it("adds a skilled helper (best Agility and best Stealth), switches it to unskilled (a boost), removes it", async () => {
    const { kira, lowhhrick, guard } = scene();
    asUser(user);
    const dlg = new Dialog(stealthRequest(kira));
    let ctx = await dlg._prepareContext(renderOptions());
    const names = ctx.check!.candidates.map((c) => c.name);
    expect(names).toContain("Lowhhrick");
    expect(names).not.toContain("Kira"); // the active character does not help itself
    // A player is offered only the actors they may observe; the GM everyone.
    expect(names.includes("Hooded Figure") || names.includes(guard.name)).toBe(user.isGM);

    dlg.addHelper(lowhhrick.uuid, "Lowhhrick");
    expect(dlg.rolledPool).toEqual(checkPool(3, 3)); // Agility 3, Stealth 3: three proficiency
    expect(dlg.pool).toEqual(checkPool(3, 1)); // the edited pool is untouched
    ctx = await dlg._prepareContext(renderOptions());
    expect(ctx.notes).toContain(skilledNote);
    expect(ctx.odds.find((o) => o.id === "success")!.value).toBe(percent(odds(checkPool(3, 3)).success));
    expect(ctx.dice.find((d) => d.die === "proficiency")!.count).toBe(3);

    act(dlg, "toggleAssist", { uuid: lowhhrick.uuid });
    expect(dlg.rolledPool).toEqual(pool({ proficiency: 1, ability: 2, boost: 1 }));
    act(dlg, "removeAssistant", { uuid: lowhhrick.uuid });
    expect(dlg.rolledPool).toEqual(checkPool(3, 1));
  });

  it("the targeted token's Vigilance becomes the difficulty; another skill or a set difficulty replaces it", async () => {
    const { kira, guardToken } = scene();
    asUser(user);
    user.targets = targeting(guardToken);
    const dlg = new Dialog({ ...stealthRequest(kira), pool: pool({ ...checkPool(3, 1), difficulty: 2, setback: 1 }) });
    act(dlg, "opposeTarget");
    // Willpower 3, Vigilance 1: two difficulty dice, one upgraded; the setback stays.
    expect(dlg.rolledPool).toEqual(pool({ proficiency: 1, ability: 2, difficulty: 2, challenge: 1, setback: 1 }));
    let ctx = await dlg._prepareContext(renderOptions());
    expect(ctx.notes).toContain(opposedNote("vigilance", "willpower", "3", "1"));
    expect(ctx.check!.opponent!.name).toBe("Hooded Figure");
    // Two difficulty and one challenge die are not "Hard": no level is marked while opposed.
    expect(ctx.difficulties.some((d) => d.selected)).toBe(false);
    expect(ctx.odds.find((o) => o.id === "success")!.value).toBe(percent(odds(dlg.rolledPool).success));

    dlg.setOpposingSkill("perception"); // Cunning 2, no rank
    expect(dlg.rolledPool).toMatchObject({ difficulty: 2, challenge: 0 });
    ctx = await dlg._prepareContext(renderOptions());
    expect(ctx.notes).toContain(opposedNote("perception", "cunning", "2", "0"));

    act(dlg, "difficulty", { level: "1" });
    expect(dlg.rolledPool).toMatchObject({ difficulty: 1, challenge: 0 });
    expect(dlg.checks.opponent).toBeNull();
    expect((await dlg._prepareContext(renderOptions())).notes.some((n: string) => n.startsWith("EOTE.Check.Note.Opposed"))).toBe(false);
  });

  it("with no target, opposing asks for one", async () => {
    const { kira } = scene();
    asUser(user);
    const dlg = new Dialog(stealthRequest(kira));
    act(dlg, "opposeTarget");
    expect(noticeKeys()).toEqual(["EOTE.Check.Notice.NoTarget"]);
    expect(dlg.rolledPool).toEqual(checkPool(3, 1));
  });

  it("rolls the assisted pool and stores the explanation with the roll", async () => {
    const { kira, lowhhrick } = scene();
    asUser(user);
    const dlg = new Dialog(stealthRequest(kira));
    dlg.addHelper(lowhhrick.uuid, "Lowhhrick");
    await dlg.roll();
    expect(messages).toHaveLength(1);
    const message = messages[0]!;
    expect(message.author.id).toBe(user.id);
    expect(narrativeRollOf(message).narrativeResults.map((d: { die: string }) => d.die)).toEqual(["proficiency", "proficiency", "proficiency"]);
    expect(message.flags.eote?.notes).toContain(skilledNote);
  });
});

describe("a dialog with no skill (a /pool roll, a macro) has no check section", () => {
  it("keeps working as before", async () => {
    scene();
    asUser(users.player);
    const dlg = new Dialog({ title: "Pool", pool: pool({ ability: 2 }) });
    expect((await dlg._prepareContext(renderOptions())).check).toBeNull();
    expect(dlg.rolledPool).toEqual(pool({ ability: 2 }));
  });
});

/** A roll message as if rolled with these net results, flagged for a contest. */
async function contestRoll(actorUuid: string, id: string, result: { netSuccess: number; triumph: number; netAdvantage: number }, opens = false) {
  const outcome = { ...result, succeeded: result.netSuccess > 0 };
  return ChatMessageDouble.create({
    speaker: { alias: "someone" },
    rolls: [{ actionableOutcome: outcome, narrativeOptions: { title: "Piloting (Planetary)" } }],
    flags: { eote: { check: { contest: { id, actorUuid, ...(opens ? { opens: true } : {}) } } } },
  }, { rollMode: "publicroll" });
}

describe("competitive checks", () => {
  it("the dialog opens a contest as the player, the GM joins it for the agent; the opening roll shows the standing", async () => {
    const { kira, guardToken } = scene();
    asUser(users.player);
    const opener = new Dialog({ title: "Piloting (Planetary)", pool: checkPool(3, 0), actor: kira, skillId: "pilotingPlanetary" });
    opener.setContest("new");
    await opener.roll();
    const flag = flagRecord(messages[0]!, "eote", "check.contest");
    expect(flag).toMatchObject({ actorUuid: kira.uuid, opens: true });
    expect(flag["id"]).toMatch(/^[A-Za-z0-9]{16}$/);

    asUser(users.gm);
    const joiner = new Dialog({ title: "Piloting (Planetary)", pool: checkPool(3, 0), actor: guardToken.actor, skillId: "pilotingPlanetary" });
    const choices = (await joiner._prepareContext(renderOptions())).check!.contests;
    expect(choices.map((c) => c.value)).toEqual(["", "new", flag["id"]]);
    joiner.setContest(String(flag["id"]));
    await joiner.roll();
    expect(messages[1]!.getFlag("eote", "check.contest")).toEqual({ id: flag["id"], actorUuid: guardToken.actor.uuid });

    for (const viewer of [users.gm, users.player]) {
      asUser(viewer);
      const html = (await contestSection(messages[0]!))!;
      expect(html).toContain("Kira");
      expect(html).toContain("Hooded Figure");
      expect(html).not.toContain("Imperial Agent"); // the token's name, not the actor's
      expect(await contestSection(messages[1]!)).toBeNull(); // one card: on the opening roll
    }
  });

  it("ties go to triumph, then advantage; a draw is left to the GM", async () => {
    const { kira, guardToken } = scene();
    asUser(users.gm);
    const id = "contestAAAAAAAAA";
    const first = await contestRoll(kira.uuid, id, { netSuccess: 2, triumph: 0, netAdvantage: 3 }, true);
    await contestRoll(guardToken.actor.uuid, id, { netSuccess: 2, triumph: 1, netAdvantage: 0 });
    let html = (await contestSection(first!))!;
    expect(html).toContain(shownKey("EOTE.Check.Contest.WinsTriumph", { name: "Hooded Figure" }));

    const id2 = "contestBBBBBBBBB";
    const second = await contestRoll(kira.uuid, id2, { netSuccess: 1, triumph: 0, netAdvantage: 1 }, true);
    await contestRoll(guardToken.actor.uuid, id2, { netSuccess: 1, triumph: 0, netAdvantage: 1 });
    html = (await contestSection(second!))!;
    expect(html).toContain("EOTE.Check.Contest.Draw");
  });

  it("a player's roll for an actor they do not own is listed but not counted; each actor counts once", async () => {
    const { kira, guardToken } = scene();
    const id = "contestCCCCCCCCC";
    asUser(users.player);
    const first = await contestRoll(kira.uuid, id, { netSuccess: 1, triumph: 0, netAdvantage: 0 }, true);
    // Forged: the player posts a great roll "for" the agent, whom only the GM owns.
    await contestRoll(guardToken.actor.uuid, id, { netSuccess: 5, triumph: 2, netAdvantage: 4 });
    // A second roll for Kira does not replace her first.
    await contestRoll(kira.uuid, id, { netSuccess: 4, triumph: 0, netAdvantage: 0 });
    asUser(users.gm);
    await contestRoll(guardToken.actor.uuid, id, { netSuccess: 0, triumph: 0, netAdvantage: 2 });
    for (const viewer of [users.gm, users.player]) {
      asUser(viewer);
      const html = (await contestSection(first!))!;
      expect(html).toContain('<td colspan="3" class="eote-contest__reason">EOTE.Check.Contest.Untrusted</td>');
      expect(html).toContain('<td colspan="3" class="eote-contest__reason">EOTE.Check.Contest.Repeat</td>');
      expect(html).toContain(shownKey("EOTE.Check.Contest.WinsSuccess", { name: "Kira" }));
    }
  });

  it("a roll hidden from the viewer withholds the winner from that viewer only", async () => {
    const { kira, guardToken } = scene();
    const id = "contestDDDDDDDDD";
    asUser(users.player);
    const first = await contestRoll(kira.uuid, id, { netSuccess: 1, triumph: 0, netAdvantage: 0 }, true);
    asUser(users.gm);
    const outcome = { netSuccess: 3, triumph: 0, netAdvantage: 0, succeeded: true };
    await ChatMessageDouble.create({
      rolls: [{ actionableOutcome: outcome }], flags: { eote: { check: { contest: { id, actorUuid: guardToken.actor.uuid } } } },
    }, { rollMode: "blindroll" });
    expect(await contestSection(first!)).toContain(shownKey("EOTE.Check.Contest.WinsSuccess", { name: "Hooded Figure" }));
    asUser(users.player);
    const html = (await contestSection(first!))!;
    expect(html).toContain('<td colspan="3" class="eote-contest__reason">EOTE.Check.Contest.Hidden</td>');
    expect(html).toContain('<p class="eote-contest__verdict">EOTE.Check.Contest.Withheld');
    expect(html).not.toContain(">3<");
  });
});

describe("the contest card reads each actor once", () => {
  it("one render of the opening roll: each actor rolled for once, however many rolls name it, and no other document", async () => {
    const { kira, guardToken } = scene();
    const id = "contestEEEEEEEEE";
    asUser(users.gm);
    const first = await contestRoll(kira.uuid, id, { netSuccess: 1, triumph: 0, netAdvantage: 0 }, true);
    await contestRoll(guardToken.actor.uuid, id, { netSuccess: 2, triumph: 0, netAdvantage: 0 });
    await contestRoll(kira.uuid, id, { netSuccess: 4, triumph: 0, netAdvantage: 0 });
    await contestRoll(guardToken.actor.uuid, id, { netSuccess: 0, triumph: 0, netAdvantage: 0 });
    const counting = countLookups();
    try {
      const html = (await contestSection(first!))!;
      expect(html).toContain(shownKey("EOTE.Check.Contest.WinsSuccess", { name: "Hooded Figure" }));
      expectReadOnce(counting.counts, [kira.uuid, guardToken.actor.uuid]);
      expect(counting.total()).toBe(2);
    } finally {
      counting.restore();
    }
  });
});
