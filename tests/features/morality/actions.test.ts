// The GM's morality tools over the v13 doubles (seed 002 MORALITY, TRIGGERING MORALITY): End of session
// rolls a d10 per player character through Foundry's Roll and posts ONE card; Trigger morality rolls a
// d100 and marks the closest character(s); exact Undo; a player can neither run them nor undo, and a
// player's forged card cannot drive the GM's Undo.
import { describe, expect, it } from "vitest";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";
import { character } from "../../fixtures/actors.ts";
import {
  type AnyFakeActor, asUser, shownKey, elementLike, FakeActor, type FakeChatMessage, flagRecord, installHooks, messages, noticeKeys, notices, OWNERSHIP, register, ROLL_MODES, rollModeSetting, users,
} from "../../doubles/index.ts";

const g = globalThis as unknown as {
  ChatMessage: { create(data: object): Promise<FakeChatMessage> };
  game: { actors: { contents: AnyFakeActor[] }; system: { id: string; api?: Record<string, Record<string, unknown>> } };
};

/** Dice show these faces in turn (a dN shows ceil((1 − u)·N)). */
function faces(...list: [number, number][]) {
  let i = 0;
  m.config.Dice.randomUniform = () => { const [face, n] = list[i++ % list.length]!; return 1 - face / n; };
}

const m = shellSuite({ keys: true,
  seed: 3,
  modules: { session: load.moralityActions, card: load.moralityCard, tools: load.moralityForm, index: load.moralityIndex },
  each: () => {
    rollModeSetting.value = ROLL_MODES.PUBLIC;
  },
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
function pc(name: string, morality: Partial<ReturnType<typeof character>["morality"]>) {
  const data = character();
  data.morality = { ...data.morality, ...morality };
  return register(new FakeActor(name, "character", data, { ownership: PLAYER }));
}
const moralityCards = () => messages.filter((m) => m.getFlag("eote", "morality"));

describe("End of session (GM)", () => {
  it("each character adds d10 − conflict (doubled when triggered), conflict and triggered reset; one card", async () => {
    const kira = pc("Kira", { value: 50, conflict: 3 });
    const vex = pc("Vex", { value: 32, conflict: 9, triggered: true });
    faces([7, 10], [2, 10]);
    const before = moralityCards().length;
    const message = await m.session.endSession([kira, vex]);
    expect(moralityCards().length).toBe(before + 1);
    // Kira: 50 + (7 − 3) = 54. Vex: 32 + 2·(2 − 9) = 18: below 30, a dark side user, −1 strain +1 wounds.
    expect(kira.system.morality).toMatchObject({ value: 54, conflict: 0, triggered: false, darkSide: false });
    expect(vex.system.morality).toMatchObject({ value: 18, conflict: 0, triggered: false, darkSide: true });
    expect(vex.system.derived.strain.threshold).toBe(11);
    expect(vex.system.derived.wounds.threshold).toBe(14);
    expect(vex.system.strain.threshold).toBe(12); // the stored threshold is untouched
    expect(message!.rolls.map((r) => r.total)).toEqual([7, 2]);
    const html = await m.card.moralitySection(message!);
    expect(html).toContain(shownKey("EOTE.Morality.Card.SessionLine", { after: "54", before: "50", change: "+4", conflict: "3", d10: "7" }));
    expect(html).toContain(shownKey("EOTE.Morality.Card.SessionLine", { after: "18", before: "32", change: "-14", conflict: "9", d10: "2" }));
    expect(html).toContain("EOTE.Morality.Card.Doubled");
    expect(html).toContain("EOTE.Morality.Card.FallsToDarkSide");
    expect(html).toContain('data-action="eoteMoralityUndo"');
  });

  it("a dark side user stays one until above 70", async () => {
    const ren = pc("Ren", { value: 65, conflict: 0, darkSide: true });
    faces([5, 10]);
    await m.session.endSession([ren]);
    expect(ren.system.morality).toMatchObject({ value: 70, darkSide: true });
    faces([1, 10]);
    await m.session.endSession([ren]);
    expect(ren.system.morality).toMatchObject({ value: 71, darkSide: false });
  });

  it("Undo takes exactly the card's change off, keeping what happened since", async () => {
    const kira = pc("Kira", { value: 50, conflict: 3, triggered: true });
    faces([9, 10]);
    const message = await m.session.endSession([kira]);
    expect(kira.system.morality).toMatchObject({ value: 62, conflict: 0, triggered: false });
    // Since then: 2 conflict in the new session, and the GM raised morality by 1 on the sheet.
    await kira.update({ "system.morality.conflict": 2, "system.morality.value": 63 });
    await m.card.runMoralityAction(message!, "eoteMoralityUndo");
    expect(kira.system.morality).toMatchObject({ value: 51, conflict: 5, triggered: true, darkSide: false });
    expect(kira.getFlag("eote", `moralityLog.${message!.id!}`)).toBeUndefined();
    const html = await m.card.moralitySection(message!);
    expect(html).toContain("EOTE.Morality.Card.Undone");
    expect(html).not.toContain("eoteMoralityUndo");
    // A second click changes nothing.
    await m.card.runMoralityAction(message!, "eoteMoralityUndo");
    expect(kira.system.morality.value).toBe(51);
  });

  it("follows the GM's roll mode", async () => {
    rollModeSetting.value = ROLL_MODES.PRIVATE;
    const message = await m.session.endSession([pc("Kira", {})]);
    expect(message!.whisper).toEqual([users.gm.id]);
  });

  it("by default, every player character (characters some player owns)", async () => {
    const kira = pc("Kira", { value: 40 });
    const npc = register(new FakeActor("Ally", "character", character(), { ownership: { default: OWNERSHIP.NONE } }));
    g.game.actors = { contents: [kira, npc] };
    faces([4, 10]);
    const message = await m.session.endSession();
    expect(flagRecord(message!, "eote", "morality")["actorUuids"]).toEqual([kira.uuid]);
    expect(kira.system.morality.value).toBe(44);
    expect(npc.system.morality.value).toBe(50);
  });
});

describe("Trigger morality (GM)", () => {
  it("rolls a d100 and marks the character whose morality is closest; both on a tie", async () => {
    const a = pc("Kira", { value: 40 });
    const b = pc("Vex", { value: 60 });
    const c = pc("Ren", { value: 80 });
    faces([63, 100]);
    const message = await m.session.triggerMorality([a, b, c]);
    expect([a, b, c].map((x) => x.system.morality.triggered)).toEqual([false, true, false]);
    const html = await m.card.moralitySection(message!);
    expect(html).toContain(shownKey("EOTE.Morality.Card.Rolled", { d100: 63 }));
    expect(html).toContain("Vex");
    expect(html).not.toContain("Kira");
    faces([70, 100]);
    await b.update({ "system.morality.triggered": false });
    const tie = await m.session.triggerMorality([a, b, c]);
    expect([a, b, c].map((x) => x.system.morality.triggered)).toEqual([false, true, true]);
    await m.card.runMoralityAction(tie!, "eoteMoralityUndo");
    expect([a, b, c].map((x) => x.system.morality.triggered)).toEqual([false, false, false]);
  });
});

describe("players", () => {
  it("a player can run neither tool, sees no Undo and cannot undo", async () => {
    const kira = pc("Kira", { value: 50, conflict: 3 });
    faces([7, 10]);
    const message = await m.session.endSession([kira]);
    asUser(users.player);
    notices.length = 0;
    expect(await m.session.endSession([kira])).toBeNull();
    expect(await m.session.triggerMorality([kira])).toBeNull();
    expect(noticeKeys()).toEqual(["EOTE.Morality.Notice.GMOnly", "EOTE.Morality.Notice.GMOnly"]);
    const html = await m.card.moralitySection(message!);
    expect(html).toContain(shownKey("EOTE.Morality.Card.SessionLine", { after: "54", before: "50", change: "+4", conflict: "3", d10: "7" }));
    expect(html).not.toContain("eoteMoralityUndo");
    await m.card.runMoralityAction(message!, "eoteMoralityUndo");
    expect(kira.system.morality.value).toBe(54);
  });

  it("a player's forged card naming the GM's records cannot drive the GM's Undo", async () => {
    const kira = pc("Kira", { value: 50, conflict: 3 });
    faces([7, 10]);
    const real = await m.session.endSession([kira]);
    asUser(users.player);
    const forged: FakeChatMessage = await g.ChatMessage.create({ flags: { eote: { morality: flagRecord(real!, "eote", "morality") } } });
    forged.id = real!.id!;
    asUser(users.gm);
    notices.length = 0;
    expect(await m.card.moralitySection(forged)).toContain("EOTE.Morality.Card.Refused");
    await m.card.runMoralityAction(forged, "eoteMoralityUndo");
    expect(kira.system.morality.value).toBe(54);
    expect(noticeKeys()).toEqual(["EOTE.Morality.Card.Refused"]);
  });

  it("the API is the GM's two tools", () => {
    installHooks();
    g.game.system = { id: "eote" };
    m.index.register();
    expect(Object.keys(g.game.system.api!["morality"]!)).toEqual(["endOfSession", "trigger"]);
  });

  it("the Actors directory gets the two buttons for the GM only, once, each running its tool", async () => {
    // A directory header stand-in: the markup it receives and the click listeners on its buttons.
    const listeners = new Map<string, () => void>();
    const inserted: string[] = [];
    const header = elementLike({
      insertAdjacentHTML: (_where: string, markup: string) => void inserted.push(markup),
      querySelector: (selector: string) => {
        if (selector === ".eote-morality-tools") return inserted.length ? {} : null;
        if (selector === ".directory-header") return null;
        const action = /data-eote-morality="(\w+)"/.exec(selector)?.[1];
        return action ? { addEventListener: (_type: string, fn: () => void) => listeners.set(action, fn) } : null;
      },
    });
    asUser(users.player);
    m.tools.addMoralityButtons(header);
    expect(inserted).toEqual([]);
    asUser(users.gm);
    m.tools.addMoralityButtons(header);
    m.tools.addMoralityButtons(header);
    expect(inserted).toHaveLength(1);
    expect(inserted[0]).toContain('data-eote-morality="endSession"><i class="fa-solid fa-moon" inert></i> EOTE.Morality.Tool.EndSession</button>');
    expect(inserted[0]).toContain("EOTE.Morality.Tool.Trigger");
    const kira = pc("Kira", { value: 50 });
    g.game.actors = { contents: [kira] };
    faces([37, 100]);
    listeners.get("trigger")!();
    await expect.poll(() => kira.system.morality.triggered).toBe(true);
  });
});
