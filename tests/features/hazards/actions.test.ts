// The GM's hazards over the v13 doubles: applying to targeted tokens through the damage rules, one card
// per application in the GM's roll mode, critical injuries at the fall's bonus, exact Undo, and refusals:
// a player cannot apply or undo a hazard, and a player's forged card cannot drive the GM's click.
import { beforeEach, describe, expect, it } from "vitest";
import { character, rival } from "../../fixtures/actors.ts";
import {
  asUser, FakeActor, type FakeChatMessage, flagRecord, messages, notice, noticeKeys, notices, OWNERSHIP, placeToken, register, ROLL_MODES, rollModeSetting, users,
} from "../../doubles/index.ts";
import { shellSuite } from "../../doubles/suite.ts";
import { load } from "../../fixtures/modules.ts";
import { countLookups } from "../../doubles/lookups.ts";
import { keyWithData, shownKey } from "../../doubles/keys.ts";

/** The globals this file reads, as the doubles install them. */
const g = globalThis as unknown as {
  game: { user: { targets: Set<unknown> } };
  ChatMessage: { create(data: object): Promise<FakeChatMessage> };
};
/** The hazard's record on its card. */
const hazardFlag = (message: { getFlag(scope: string, key: string): unknown }) => flagRecord(message, "eote", "hazard");

const shell = shellSuite({
  keys: true,
  seed: 14,
  modules: { apply: load.hazardsActions, card: load.hazardsCard, dialog: load.hazardsFormModel, tools: load.hazardsForm },
});

beforeEach(() => {
  rollModeSetting.value = ROLL_MODES.PUBLIC;
  shell.config.Dice.randomUniform = () => 0.3; // every d100 shows 70
});

const PLAYER = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
/** The player's Kira: soak 3 (Brawn 3), wound threshold 13, strain threshold 12. */
function kira() {
  const pc = register(new FakeActor("Kira", "character", character(), { ownership: PLAYER }));
  return { pc, token: placeToken(pc, { name: "Kira", linked: true }) };
}
const FORGED_REFUSAL = "EOTE.Hazard.Card.Refused";
const hazardMessages = () => messages.filter((m) => m.getFlag("eote", "hazard"));

describe("applying a hazard (GM)", () => {
  it("fire, rating 3, two rounds, on the targeted token: 6 wounds, one card, its record on the target", async () => {
    const { pc, token } = kira();
    g.game.user.targets = new Set([token]);
    const message = await shell.apply.applyHazard({ id: "fire", rating: 3, rounds: 2 });
    expect(message).not.toBeNull();
    expect(pc.system.wounds.value).toBe(6);
    expect(hazardMessages()).toContain(message);
    expect(hazardFlag(message!)).toEqual({ choice: { id: "fire", rating: 3, rounds: 2 }, targets: [{ actorUuid: pc.uuid, tokenUuid: token.uuid }] });
    expect(pc.getFlag("eote", `hazardLog.${message!.id}`)).toMatchObject({ change: { wounds: 6, strain: 0 }, criticals: [], effects: [] });
    const html = await shell.card.hazardSection(message!);
    expect(html).toContain(shownKey("EOTE.Hazard.Card.Rated", { hazard: "EOTE.Hazard.Name.fire", rating: "3", rounds: keyWithData("EOTE.Count.round.other", { count: "2" }) }));
    expect(html).toContain(shownKey("EOTE.Hazard.Card.Suffered", { strain: keyWithData("EOTE.Count.strain.other", { count: "0" }), wounds: keyWithData("EOTE.Count.wound.other", { count: "6" }) }));
    expect(html).toContain('data-action="eoteHazardUndo"');
    g.game.user.targets = new Set();
  });

  it("Undo takes exactly the hazard's change off, whatever happened since (a sheet edit stays)", async () => {
    const { pc } = kira();
    const first = await shell.apply.applyHazard({ id: "acid", rating: 4, rounds: 1 }, [pc]);
    const second = await shell.apply.applyHazard({ id: "suffocation", rounds: 2 }, [pc]);
    expect([pc.system.wounds.value, pc.system.strain.value]).toEqual([4, 6]);
    await pc.update({ "system.wounds.value": 5 }); // the GM adds a wound by hand
    await shell.card.runHazardAction(first!, "eoteHazardUndo", 0);
    expect([pc.system.wounds.value, pc.system.strain.value]).toEqual([1, 6]);
    await shell.card.runHazardAction(second!, "eoteHazardUndo", 0);
    expect([pc.system.wounds.value, pc.system.strain.value]).toEqual([1, 0]);
    expect(pc.getFlag("eote", "hazardLog")).toEqual({});
    expect(await shell.card.hazardSection(first!)).toContain(">EOTE.Hazard.Card.Undone<");
  });

  it("a long fall: incapacitated, 30 strain, a critical injury rolled at +50 and announced as the card is seen; Undo removes it and the marker", async () => {
    const { pc } = kira();
    rollModeSetting.value = ROLL_MODES.PRIVATE;
    const message = await shell.apply.applyHazard({ id: "falling", band: "long", check: { netSuccess: 0, netAdvantage: 0, triumph: 0 } }, [pc]);
    expect(message!.whisper).toEqual([users.gm.id]);
    expect(pc.system.wounds.value).toBe(14);
    expect(pc.system.strain.value).toBe(13);
    const crits = pc.items.filter((i) => i.type === "criticalInjury");
    expect(crits).toHaveLength(1);
    const record = flagRecord(pc, "eote", `hazardLog.${message!.id}`);
    // d100 70 + 50 = 120.
    expect(record.criticals).toEqual([{ itemId: crits[0]!.id, name: crits[0]!.name, total: 120 }]);
    expect(pc.statuses.has("unconscious")).toBe(true);
    // The card names it as the attack card names a critical: its total, severity and effect from the system's table.
    const html = await shell.card.hazardSection(message!);
    expect(html).toContain(shownKey("EOTE.Hazard.Card.Critical", { total: 120, name: crits[0]!.name, severity: "EOTE.Combat.Severity.hard" }));
    expect(html).toMatch(/<span class="eote-crit-effect">Cannot see: all checks upgraded twice in difficulty, Perception and Vigilance three times.<\/span>/);
    const announce = messages.at(-1)!;
    expect(announce.whisper).toEqual([users.gm.id]);
    await shell.card.runHazardAction(message!, "eoteHazardUndo", 0);
    expect([pc.system.wounds.value, pc.system.strain.value]).toEqual([0, 0]);
    expect(pc.items.filter((i) => i.type === "criticalInjury")).toHaveLength(0);
    expect(pc.statuses.has("unconscious")).toBe(false);
  });

  it("a rival takes suffocation's strain as wounds; a vehicle is skipped with a notice", async () => {
    const thug = register(new FakeActor("Thug", "rival", rival()));
    const ship = register(new FakeActor("Wayfarer", "vehicle", (await import("../../fixtures/actors.ts")).vehicle()));
    await shell.apply.applyHazard({ id: "suffocation", rounds: 1 }, [thug, ship]);
    expect(thug.system.wounds.value).toBe(3);
    expect(notices).toEqual([notice("EOTE.Hazard.Notice.Vehicle", { actor: "Wayfarer" })]);
  });

  it("no target: a notice and no card", async () => {
    const before = messages.length;
    expect(await shell.apply.applyHazard({ id: "fire", rating: 2 }, [])).toBeNull();
    expect(messages.length).toBe(before);
    expect(noticeKeys()).toEqual(["EOTE.Hazard.Dialog.NoTargets"]);
  });
});

describe("as a non-GM player", () => {
  it("cannot apply a hazard, not even to the own character", async () => {
    const { pc } = kira();
    asUser(users.player);
    const before = messages.length;
    expect(await shell.apply.applyHazard({ id: "fire", rating: 5 }, [pc])).toBeNull();
    expect(pc.system.wounds.value).toBe(0);
    expect(messages.length).toBe(before);
    expect(noticeKeys()).toEqual(["EOTE.Hazard.Notice.GMOnly"]);
  });

  it("cannot undo the GM's hazard on the own character, and sees no Undo button", async () => {
    const { pc } = kira();
    const message = await shell.apply.applyHazard({ id: "fire", rating: 5 }, [pc]);
    asUser(users.player);
    expect(await shell.card.hazardSection(message!)).not.toContain("eoteHazardUndo");
    await shell.card.runHazardAction(message!, "eoteHazardUndo", 0);
    expect(pc.system.wounds.value).toBe(5);
    expect(noticeKeys()).toEqual(["EOTE.Hazard.Notice.UndoGMOnly"]);
  });

  it("a player's forged card naming the GM's application cannot drive the GM's Undo", async () => {
    const { pc } = kira();
    const real = await shell.apply.applyHazard({ id: "fire", rating: 5 }, [pc]);
    asUser(users.player);
    const forged: FakeChatMessage = await g.ChatMessage.create({ flags: { eote: { hazard: hazardFlag(real!) } } });
    // Point the forged card at the real record: same id as the GM's shell.card.
    forged.id = real!.id!;
    asUser(users.gm);
    expect(await shell.card.hazardSection(forged)).toContain(">EOTE.Hazard.Card.Refused<");
    await shell.card.runHazardAction(forged, "eoteHazardUndo", 0);
    expect(pc.system.wounds.value).toBe(5);
    expect(noticeKeys()).toEqual([FORGED_REFUSAL]);
  });
});

describe("bounded before anything is looked up", () => {
  /** A fire card naming `uuid` `count` times as its targets, posted by the user at the keyboard. */
  const cardNaming = (uuid: string, count: number): Promise<FakeChatMessage> =>
    g.ChatMessage.create({ flags: { eote: { hazard: { choice: { id: "fire", rating: 5 }, targets: Array.from({ length: count }, () => ({ actorUuid: uuid, tokenUuid: "" })) } } } });

  /** Draws `message`'s section (it shows `shown`) and clicks its Undo: the document look-ups both made. */
  async function lookUpsDrawingAndUndoing(message: FakeChatMessage, shown: string): Promise<number> {
    const lookups = countLookups();
    try {
      expect(await shell.card.hazardSection(message)).toContain(shown);
      await shell.card.runHazardAction(message, "eoteHazardUndo", 0);
      return lookups.total();
    } finally {
      lookups.restore();
    }
  }

  it("a player's forged card naming 5,000 targets is refused by its author alone: no target is looked up, on render or click", async () => {
    const { pc } = kira();
    asUser(users.player);
    const forged = await cardNaming(pc.uuid, 5000);
    asUser(users.gm);
    expect(await lookUpsDrawingAndUndoing(forged, ">EOTE.Hazard.Card.Refused<")).toBe(0);
    expect(noticeKeys()).toEqual([FORGED_REFUSAL]);
  });

  it("a GM's card naming more than MAX_HAZARD_TARGETS targets acts on none of them; the tool refuses to post one", async () => {
    const { pc } = kira();
    const { MAX_HAZARD_TARGETS } = await import("../../../module/features/hazards/model.ts");
    const big = await cardNaming(pc.uuid, MAX_HAZARD_TARGETS + 1);
    expect(await lookUpsDrawingAndUndoing(big, ">EOTE.Hazard.Card.TooManyTargets<")).toBe(0);
    const many = Array.from({ length: MAX_HAZARD_TARGETS + 1 }, (_, i) => register(new FakeActor(`Extra ${i}`, "rival", rival())));
    const before = messages.length;
    expect(await shell.apply.applyHazard({ id: "fire", rating: 1 }, many)).toBeNull();
    expect(messages.length).toBe(before);
    expect(many.every((a) => a.system.wounds.value === 0)).toBe(true);
    expect(notices).toEqual([notice("EOTE.Hazard.Notice.TooManyTargets", { max: MAX_HAZARD_TARGETS, count: MAX_HAZARD_TARGETS + 1 })]);
  });
});

describe("the GM tool", () => {
  it("the form's values become the choice the hazard needs, nothing more", () => {
    expect(shell.dialog.choiceFromForm({ hazard: "fire", rating: "4", rounds: "2", band: "long", holdBreath: true })).toEqual({ id: "fire", rating: 4, rounds: 2 });
    expect(shell.dialog.choiceFromForm({ hazard: "vacuum", rounds: "3", exposedBefore: "1", holdBreath: true }))
      .toEqual({ id: "vacuum", rounds: 3, exposedBefore: 1, holdBreath: true });
    expect(shell.dialog.choiceFromForm({ hazard: "falling", band: "medium", netSuccess: "2", netAdvantage: "-1", triumph: "1" }))
      .toEqual({ id: "falling", band: "medium", check: { netSuccess: 2, netAdvantage: -1, triumph: 1 } });
    expect(shell.dialog.choiceFromForm({ hazard: "lava" }).id).toBe("fire");
  });

  it("the token controls get a Hazard button, visible to the GM only", () => {
    const controls: { tokens: { tools: Record<string, { visible?: boolean }> } } = { tokens: { tools: { select: {} } } };
    shell.tools.addHazardTool(controls);
    expect(controls.tokens.tools["eoteHazard"]).toMatchObject({ name: "eoteHazard", button: true, visible: true, order: 1, icon: "fa-solid fa-fire" });
    asUser(users.player);
    const theirs: { tokens: { tools: Record<string, { visible?: boolean }> } } = { tokens: { tools: {} } };
    shell.tools.addHazardTool(theirs);
    expect(theirs.tokens.tools["eoteHazard"]?.visible).toBe(false);
  });
});

describe("the hazard dialog over re-renders", () => {
  it("a change of hazard redraws once however often it was rendered, and the fields follow the hazard", async () => {
    const { hazardDialogClass } = await import("../../../module/features/hazards/form.ts");
    const app = new (hazardDialogClass())() as unknown as {
      render(options?: { force?: boolean }): Promise<unknown>;
      element: { querySelector(selector: string): HTMLSelectElement | null };
      renders: number;
      choice: { id: string };
    };
    await app.render({ force: true });
    await app.render();
    await app.render();
    expect(app.element.querySelector("input[name=holdBreath]")).toBeNull(); // fire: no breath to hold
    // Its listener is on the select, which each render replaces: the current one has exactly one.
    const select = app.element.querySelector("select[name=hazard]")!;
    select.value = "vacuum";
    const before = app.renders;
    select.dispatchEvent(new Event("change"));
    expect(app.renders).toBe(before + 1);
    await app.render(); // runs after the redraw the change asked for
    expect(app.choice.id).toBe("vacuum");
    expect(app.element.querySelector("select[name=hazard]")!.value).toBe("vacuum");
    expect(app.element.querySelector("input[name=holdBreath]")).not.toBeNull();
  });
});
