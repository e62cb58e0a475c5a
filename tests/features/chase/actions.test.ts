// The GM's chase card over the v13 doubles (seed 002 CHASE): the tool and the API, the card posted in the
// GM's roll mode, each round both pilots (from the crew stations) rolling Piloting through Roll.create with
// the card's difficulty and the hazard's setback, the band moved by net successes and speed difference as
// module/rules/vehicles/chase.ts says, the end at close range (engaged on foot), an exact Undo of the last round, and
// who may act: a player cannot roll or undo on the GM's card, and a player's forged card acts for no one.
import { describe, expect, it } from "vitest";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";
import type { api as chaseApi } from "../../../module/features/chase/index.ts";
import type { NarrativeRoll } from "../../../module/roll/narrative-roll.ts";
import {
  asUser, type FakeChatMessage, renderOptions, installHooks, messages, notice, noticeKeys, notices, rollModeSetting, seeded, users,
} from "../../doubles/index.ts";
import { shownKey, keyWithData } from "../../doubles/keys.ts";
import { chaseFlag, choice, emptyWorld, outcomesOf, pilot, posted, rollsOf, roundsOf, ship, ships, snapshot } from "./scene.ts";

/** A tool of the token controls, as the register's getSceneControlButtons hook adds it. */
type Tool = { button?: boolean; visible?: boolean; title?: string };
const g = globalThis as unknown as {
  ChatMessage: { create(data: object): Promise<FakeChatMessage> };
  Hooks: { callAll(hook: string, ...args: unknown[]): boolean };
  game: { system: { id: string; api?: { chase?: typeof chaseApi } } };
};
const m = shellSuite({
  seed: 7,
  keys: true,
  modules: { chase: load.chaseActions, card: load.chaseCard, form: load.chaseForm, index: load.chaseIndex, rules: load.rulesVehiclesChase },
  // Each test's dice are seeded alike.
  each: () => {
    m.config.Dice.randomUniform = seeded(7);
    emptyWorld();
  },
});

/** The GM's Chase button as the token controls are built (the register's getSceneControlButtons hook, added in the first test). */
const chaseTool = (): Tool => {
  const controls: { tokens: { tools: Record<string, Tool> } } = { tokens: { tools: {} } };
  g.Hooks.callAll("getSceneControlButtons", controls);
  return controls.tokens.tools["eoteChase"]!;
};
const html = async (message: ChatMessage.Implementation) => (await m.card.chaseSection(message))!;

describe("starting a chase", () => {
  it("the GM's tool and API; the card is posted in the GM's roll mode, at the starting band, no round yet", async () => {
    const s = await ships();
    installHooks();
    g.game.system = { id: "eote" };
    m.index.register();
    expect(chaseTool()).toMatchObject({ button: true, visible: true, title: "EOTE.Chase.Tool" });
    expect(Object.keys(g.game.system.api!.chase!)).toEqual(["start", "nextRound", "undoRound", "openForm"]);
    rollModeSetting.value = "gmroll";
    const message = posted(await g.game.system.api!.chase!.start(choice(s.star, s.comet)));
    expect(notices).toEqual([]);
    expect(message.whisper).toEqual([users.gm.id]);
    expect(chaseFlag(message)).toEqual({
      scale: "vehicle", start: "medium", difficulty: 2, hazard: "light", rounds: [],
      pursuer: { actorUuid: s.star.uuid }, quarry: { actorUuid: s.comet.uuid },
    });
    const text = await html(message);
    expect(text).toContain("<strong>EOTE.Sheet.VehicleRange.medium</strong>");
    expect(text).toContain("EOTE.Chase.Card.NoRounds");
    expect(text).toContain('data-action="eoteChaseNext"');
    expect(text).not.toContain('data-action="eoteChaseUndo"');
  });

  it("the form lists the world's vehicles and characters; a player gets a notice and no form, no tool", async () => {
    const s = await ships();
    const opened = await m.form.openChaseForm();
    const context = await opened!._prepareContext(renderOptions());
    expect(context.pursuers.map((p) => p.label)).toEqual(["Wayward Star", "Red Comet", "Kira", "Vex"]);
    expect(context.bands.map((b) => b.value)).toEqual(["short", "medium", "long", "extreme"]);
    expect(context.problemKey).toBeNull();
    expect(opened!.choice).toMatchObject({ pursuerUuid: s.star.uuid, quarryUuid: s.comet.uuid });
    asUser(users.player);
    expect(await m.form.openChaseForm()).toBeNull();
    expect(noticeKeys()).toEqual(["EOTE.Chase.Notice.GMOnly"]);
    expect(chaseTool().visible).toBe(false);
  });

  it("refusals: a player, no pilot seated, a vehicle against a character, a ship against itself", async () => {
    const s = await ships();
    const lone = ship("Drifter", 1);
    asUser(users.player);
    expect(await m.chase.startChase(choice(s.star, s.comet))).toBeNull();
    asUser(users.gm);
    expect(await m.chase.startChase(choice(s.star, lone))).toBeNull();
    expect(await m.chase.startChase(choice(s.star, s.kira))).toBeNull();
    expect(await m.chase.startChase(choice(s.star, s.star))).toBeNull();
    expect(messages).toEqual([]);
    expect(notices).toEqual([
      notice("EOTE.Chase.Notice.GMOnly"),
      notice("EOTE.Crew.NoCrew", { station: "EOTE.Crew.Station.pilot", vehicle: "Drifter" }),
      notice("EOTE.Chase.Error.MixedScale"),
      notice("EOTE.Chase.Error.SameSide"),
    ]);
  });
});

describe("rounds", () => {
  it("both pilots roll Piloting (Space) at the card's difficulty with the hazard's setback; the band moves as the rules say", async () => {
    const s = await ships();
    const message = posted(await m.chase.startChase(choice(s.star, s.comet, { hazard: "dangerous" })));
    m.config.Dice.randomUniform = seeded(3);
    expect(await m.card.nextChaseRound(message)).toBe(true);
    expect(message.rolls).toHaveLength(2);
    const counts = (roll: NarrativeRoll, die: string) => roll.narrativeResults.filter((d) => d.die === die).length;
    for (const roll of rollsOf(message)) {
      // Agility 3, Piloting 2: two proficiency, one ability; Average; dangerous: two setback.
      expect([counts(roll, "proficiency"), counts(roll, "ability"), counts(roll, "difficulty"), counts(roll, "setback")]).toEqual([2, 1, 2, 2]);
    }
    expect(rollsOf(message)[0]!.narrativeOptions.title)
      .toBe(keyWithData("EOTE.Chase.RollTitle", { name: "Kira", side: "EOTE.Chase.Side.pursuer", skill: "EOTE.Skill.pilotingSpace" }));
    expect(roundsOf(message)).toEqual([{ pursuerPilotUuid: s.kira.uuid, quarryPilotUuid: s.vex.uuid, pursuerSpeed: 3, quarrySpeed: 2 }]);
    const [p, q] = outcomesOf(message);
    const expected = m.rules.chaseRound("vehicle", "medium", { roll: p!, speed: 3 }, { roll: q!, speed: 2 });
    const text = await html(message);
    // The hint names the winner of the competitive check, and the speed bands only a faster winner gains.
    if (expected.winner === "pursuer") expect(text).toContain(shownKey("EOTE.VehicleRules.Chase.WonFaster", { speed: 1, winner: "Wayward Star" }));
    else if (expected.winner === "quarry") expect(text).toContain(shownKey("EOTE.VehicleRules.Chase.Won", { winner: "Red Comet" }));
    else expect(text).toContain("EOTE.VehicleRules.Chase.Draw");
    expect(text).toContain(shownKey("EOTE.Chase.Card.Round", { number: 1 }));
    expect(text).toContain(`(EOTE.Sheet.VehicleRange.medium → EOTE.Sheet.VehicleRange.${expected.to})`);
  });

  it("the chase ends at close range: no Next round, and a round asked for anyway is refused", async () => {
    // Speed 5 against 0, from long range: a pursuer winning the check closes 1 + 5 bands (these dice give
    // Kira the win; the assertion below checks it from the rolls themselves).
    const s = await ships(5, 0);
    const message = posted(await m.chase.startChase(choice(s.star, s.comet, { start: "long" })));
    m.config.Dice.randomUniform = seeded(12);
    await m.card.nextChaseRound(message);
    const [p, q] = outcomesOf(message);
    expect(m.rules.chaseRound("vehicle", "long", { roll: p!, speed: 5 }, { roll: q!, speed: 0 }).winner).toBe("pursuer");
    const text = await html(message);
    expect(text).toContain(shownKey("EOTE.Chase.Card.Caught", { pursuer: "Wayward Star", quarry: "Red Comet" }));
    expect(text).not.toContain('data-action="eoteChaseNext"');
    expect(text).toContain('data-action="eoteChaseUndo"');
    expect(await m.card.nextChaseRound(message)).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Chase.Notice.Over"]);
    expect(message.rolls).toHaveLength(2);
  });

  it("Undo of the last round is exact: the flags and rolls are as they were before it, round after round", async () => {
    const s = await ships(2, 2);
    const message = posted(await m.chase.startChase(choice(s.star, s.comet, { start: "extreme" })));
    const before = [snapshot(message)];
    m.config.Dice.randomUniform = seeded(5);
    for (let i = 0; i < 3 && (await html(message)).includes("eoteChaseNext"); i++) {
      await m.card.nextChaseRound(message);
      before.push(snapshot(message));
    }
    expect(before.length).toBeGreaterThan(1);
    before.pop();
    while (before.length) {
      expect(await m.card.undoChaseRound(message)).toBe(true);
      expect(snapshot(message)).toBe(before.pop());
    }
    expect(roundsOf(message)).toEqual([]);
    expect(await m.card.undoChaseRound(message)).toBe(false);
  });

  it("on foot: each character rolls Athletics, speed plays no part, the chase ends at engaged", async () => {
    const kira = pilot("Kira");
    const vex = pilot("Vex");
    const message = posted(await m.chase.startChase(choice(kira, vex, { start: "short", hazard: "veryRisky" })));
    expect(chaseFlag(message)["scale"]).toBe("personal");
    m.config.Dice.randomUniform = seeded(2);
    await m.card.nextChaseRound(message);
    expect(rollsOf(message)[0]!.narrativeOptions.title).toBe(keyWithData("EOTE.Chase.RollTitle", { name: "Kira", side: "EOTE.Chase.Side.pursuer", skill: "EOTE.Skill.athletics" }));
    // No hazard setback on foot (it applies to Piloting).
    expect(rollsOf(message)[0]!.narrativeResults.filter((d) => d.die === "setback")).toHaveLength(0);
    expect(roundsOf(message)).toMatchObject([{ pursuerSpeed: 0, quarrySpeed: 0 }]);
    const [p, q] = outcomesOf(message);
    const state = m.rules.chaseRound("personal", "short", { roll: p!, speed: 0 }, { roll: q!, speed: 0 }).state;
    const stateKey = state === "caught" ? "EOTE.Chase.Card.Caught" : state === "escaped" ? "EOTE.Chase.Card.Escaped" : "EOTE.Chase.Card.On";
    expect(await html(message)).toContain(shownKey(stateKey, { pursuer: "Kira", quarry: "Vex" }));
  });
});

describe("who may act", () => {
  it("a player sees the GM's public card without buttons, and cannot roll or undo on it", async () => {
    const s = await ships();
    const message = posted(await m.chase.startChase(choice(s.star, s.comet)));
    await m.card.nextChaseRound(message);
    const before = snapshot(message);
    asUser(users.player);
    const text = await html(message);
    expect(text).toContain(shownKey("EOTE.Chase.Card.Round", { number: 1 }));
    expect(text).not.toContain("data-action");
    expect(await m.card.runChaseAction(message, "eoteChaseNext")).toBeUndefined();
    await m.card.runChaseAction(message, "eoteChaseUndo");
    expect(noticeKeys()).toEqual(["EOTE.Chase.Notice.GMOnly", "EOTE.Chase.Notice.GMOnly"]);
    expect(snapshot(message)).toBe(before);
  });

  it("a player's forged card shows why it cannot act, and the GM's click on it rolls nothing", async () => {
    const s = await ships();
    asUser(users.player);
    const flag = { scale: "vehicle", start: "short", difficulty: 1, hazard: "light", rounds: [], pursuer: { actorUuid: s.star.uuid }, quarry: { actorUuid: s.comet.uuid } };
    const forged = await g.ChatMessage.create({ content: '<div class="eote-chase-card"></div>', flags: { eote: { chase: flag } } });
    asUser(users.gm);
    const text = await html(forged);
    expect(text).toContain('<p class="eote-card__refused">EOTE.Chase.Card.Refused</p>');
    expect(text).not.toContain("data-action");
    expect(await m.card.nextChaseRound(forged)).toBe(false);
    expect(noticeKeys()).toEqual(["EOTE.Chase.Card.Refused"]);
    expect(forged.rolls).toEqual([]);
    expect(roundsOf(forged)).toEqual([]);
  });

  it("a hidden card shows nothing to a player; a card whose flag is out of bounds is no chase card", async () => {
    const s = await ships();
    rollModeSetting.value = "gmroll";
    const message = posted(await m.chase.startChase(choice(s.star, s.comet)));
    asUser(users.player);
    expect(await m.card.chaseSection(message)).toBeNull();
    asUser(users.gm);
    const bad = await g.ChatMessage.create({ flags: { eote: { chase: { ...chaseFlag(message), start: "close" } } } });
    expect(await m.card.chaseSection(bad)).toBeNull();
  });
});

describe("the chase form over re-renders", () => {
  it("one change redraws the form once, however often it was rendered before (its listener is added once)", async () => {
    const s = await ships();
    const form = (await m.form.openChaseForm())!;
    // The double's count of render calls, beside the form's own members.
    const opened = form as typeof form & { renders: number };
    await opened.render();
    await opened.render();
    const element = opened.element;
    element.querySelector<HTMLSelectElement>("select[name=start]")!.value = "long";
    const before = opened.renders;
    element.dispatchEvent(new Event("change"));
    expect(opened.renders).toBe(before + 1);
    await opened.render(); // runs after the redraw the change asked for
    expect(opened.choice).toMatchObject({ pursuerUuid: s.star.uuid, start: "long" });
    expect(opened.element).toBe(element);
    expect(element.querySelector<HTMLSelectElement>("select[name=start]")!.value).toBe("long");
  });
});
