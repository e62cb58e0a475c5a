// Destiny points spent on a check in the dice dialog, the Impossible difficulty, the card's lines and the
// pool's formation, over the shared v13 doubles, as the GM and as a non-GM player. The pool is a world
// setting only a GM may write; a player's flip is a request the active GM's client answers.
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type ChatMessageDouble, messageLike } from "../../../doubles/chat.ts";
import { checkPool, odds } from "../../../../module/dice/index.ts";
import { emptyPool, type Pool } from "../../../../module/dice/types.ts";
import { percent } from "../../../../module/applications/dice-dialog/state.ts";
import { character } from "../../../fixtures/actors.ts";
import {
  asUser, FakeActor, type FakeUser, keyWithData, messages, notice, noticeKeys, notices, OWNERSHIP, register, users, narrativeRollOf,
} from "../../../doubles/index.ts";
import { escapeHTML } from "../../../doubles/escape.ts";
import { shellSuite } from "../../../doubles/suite.ts";

/** The globals this file sets and reads, as the doubles make them. */
const g = globalThis as unknown as {
  ChatMessage: typeof ChatMessageDouble;
  game: {
    user: FakeUser;
    settings: { register(...args: unknown[]): void; get(scope: string, key: string): unknown; set(scope: string, key: string, value: unknown): Promise<unknown> };
  };
  CONFIG: { queries: Record<string, (data: unknown) => Promise<unknown>>; Dice: { randomUniform: () => number } };
};
let now = Date.UTC(2030, 0, 1);

// The real dice dialog: its Destiny controls are what this file tests.
const shell = shellSuite({ keys: true,
  seed: 7,
  realDialog: true,
  install: () => {
    vi.useFakeTimers({ toFake: ["Date"] });
  },
  modules: {
    Dialog: async () => (await import("../../../../module/applications/dice-dialog/pool-dialog.ts")).dicePoolDialogClass(),
    destiny: async () => {
      const destiny = await import("../../../../module/features/destiny/actions.ts");
      g.game.settings.register = () => undefined;
      destiny.registerDestiny(); // links the dialog to the pool and registers the flip query
      const { FLIP_QUERY, onFlipQuery } = await import("../../../../module/features/destiny/actions/gm.ts");
      // v13 runs a query's handler on the receiving client: the active GM's, whoever asked.
      g.CONFIG.queries[FLIP_QUERY] = async (data: unknown) => {
        const asking = g.game.user as FakeUser;
        asUser(users.gm, { keepTargets: true });
        try {
          return await onFlipQuery(data);
        } finally {
          asUser(asking, { keepTargets: true });
        }
      };
      // As the server: a world setting is written by a GM only.
      const set = g.game.settings.set;
      g.game.settings.set = async (scope: string, key: string, value: unknown) => {
        if (scope === "eote" && !g.game.user?.isGM) throw new Error("Only a GM can write a world setting");
        return set(scope, key, value);
      };
      return destiny;
    },
    card: () => import("../../../../module/features/destiny/card.ts"),
  },
});
afterAll(() => vi.useRealTimers());

const poolNow = () => g.game.settings.get("eote", "destinyPool");
async function setPool(light: number, dark: number) {
  const me = g.game.user;
  asUser(users.gm);
  await g.game.settings.set("eote", "destinyPool", { light, dark });
  asUser(me);
}

beforeEach(async () => {
  now += 60_000; // long after the last test's flips
  vi.setSystemTime(now);
  await setPool(2, 2);
});

const pool = (p: Partial<Pool>): Pool => ({ ...emptyPool(), ...p });
const at = (dataset: Record<string, string>) => ({ closest: () => ({ dataset }) });
type Action = (this: unknown, event: object, target: unknown) => unknown;
/** The dialog's click action `action`, run as v13 runs it: on the dialog, for a button with `dataset`. */
const act = (dlg: object, action: string, dataset: Record<string, string> = {}) =>
  (shell.Dialog.DEFAULT_OPTIONS.actions as Record<string, Action>)[action]!.call(dlg, {}, at(dataset));
/** The options of a render after the first, as the dialog prepares its context on a redraw. */
const redraw = { isFirstRender: false };

function kira() {
  return register(new FakeActor("Kira", "character", character(), { ownership: { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER } }));
}
const request = (actor: FakeActor) => ({ title: "Cool", pool: pool({ ...checkPool(3, 1), difficulty: 2 }), actor, skillId: "cool" });
const rollMessages = () => messages.filter((m) => m.rolls.length > 0);
const flipMessages = () => messages.filter((m) => m.flags.eote?.destiny && m.rolls.length === 0);

describe("spending a Destiny point in the dice dialog", () => {
  it("a player spends a light side point: one ability die upgraded, the odds and notes follow, paid when rolled", async () => {
    asUser(users.player);
    const dlg = new shell.Dialog(request(kira()));
    act(dlg, "destiny", { side: "light" });
    const upgraded = pool({ proficiency: 2, ability: 1, difficulty: 2 });
    expect(dlg.rolledPool).toEqual(upgraded);
    const ctx = await dlg._prepareContext(redraw);
    expect(ctx.notes).toContain("EOTE.Destiny.Note.Light");
    expect(ctx.odds.find((o) => o.id === "success")!.value).toBe(percent(odds(upgraded).success));
    expect(ctx.destiny.sides.map((s) => [s.side, s.chosen, s.refusal])).toEqual([
      ["light", true, null], ["dark", false, "EOTE.Destiny.Spend.DarkIsGM"]]);
    expect(poolNow()).toEqual({ light: 2, dark: 2 }); // nothing paid before the roll

    await dlg.roll();
    expect(poolNow()).toEqual({ light: 1, dark: 3 });
    const [roll] = rollMessages();
    expect(roll!.author.id).toBe(users.player.id);
    expect(narrativeRollOf(roll!).narrativeResults.filter((d: { die: string }) => d.die === "proficiency")).toHaveLength(2);
    expect(roll!.getFlag("eote", "check.destiny")).toEqual({ light: 1, dark: 0, impossible: false });
    expect(flipMessages().map((m) => m.content)).toEqual([
      `<p class="eote-destiny-flip">${keyWithData("EOTE.Chat.DestinyFlipLight", { name: "Kira&#39;s player" })}</p>`]);
    expect(notices).toEqual([]);
  });

  it("the GM spends a dark side point: one difficulty die upgraded, the pool flips dark to light", async () => {
    asUser(users.gm);
    const dlg = new shell.Dialog(request(kira()));
    act(dlg, "destiny", { side: "dark" });
    expect(dlg.rolledPool).toEqual(pool({ proficiency: 1, ability: 2, difficulty: 1, challenge: 1 }));
    expect((await dlg._prepareContext(redraw)).notes).toContain("EOTE.Destiny.Note.Dark");
    await dlg.roll();
    expect(poolNow()).toEqual({ light: 3, dark: 1 });
    expect(rollMessages()[0]!.getFlag("eote", "check.destiny")).toEqual({ light: 0, dark: 1, impossible: false });
  });

  it("a second click takes the point back, and closing the dialog costs nothing", async () => {
    asUser(users.player);
    const dlg = new shell.Dialog(request(kira()));
    act(dlg, "destiny", { side: "light" });
    act(dlg, "destiny", { side: "light" });
    expect(dlg.rolledPool).toEqual(request(kira()).pool);
    act(dlg, "destiny", { side: "light" });
    await dlg.close();
    expect(poolNow()).toEqual({ light: 2, dark: 2 });
    expect(messages).toEqual([]);
  });

  it.each([
    ["a player", users.player, "dark", "EOTE.Destiny.Spend.DarkIsGM"],
    ["the GM", users.gm, "light", "EOTE.Destiny.Spend.LightIsPlayers"],
  ] as const)("%s may not spend the other side's point: the rule's reason, nothing chosen", async (_who, user, side, reason) => {
    asUser(user);
    const dlg = new shell.Dialog(request(kira()));
    act(dlg, "destiny", { side });
    expect(noticeKeys()).toEqual([reason]);
    expect(dlg.rolledPool).toEqual(request(kira()).pool);
    expect(dlg.destiny.spent).toEqual({ light: 0, dark: 0 });
  });

  it.each([["a player", users.player, "light"], ["the GM", users.gm, "dark"]] as const)(
    "an empty side refuses %s", async (_who, user, side) => {
      await setPool(side === "light" ? 0 : 3, side === "dark" ? 0 : 3);
      asUser(user);
      const dlg = new shell.Dialog(request(kira()));
      act(dlg, "destiny", { side });
      expect(noticeKeys()).toEqual(["EOTE.Destiny.Spend.Empty"]);
      expect(dlg.destiny.spent[side]).toBe(0);
    });

  it.each([["a player", users.player, "light"], ["the GM", users.gm, "dark"]] as const)(
    "a point gone before the roll (%s): a notice, and the check is rolled without it", async (_who, user, side) => {
      asUser(user);
      const dlg = new shell.Dialog(request(kira()));
      act(dlg, "destiny", { side });
      await setPool(side === "light" ? 0 : 4, side === "dark" ? 0 : 4); // spent elsewhere meanwhile
      await dlg.roll();
      const noPoint = side === "light" ? "EOTE.Dice.Destiny.Error.NoLight" : "EOTE.Dice.Destiny.Error.NoDark";
      expect(notices).toEqual([notice("EOTE.Destiny.Spend.NotPaid", { reason: noPoint })]);
      const [roll] = rollMessages();
      expect(narrativeRollOf(roll!).narrativeResults.map((d: { die: string }) => d.die).sort()).toEqual(
        ["ability", "ability", "difficulty", "difficulty", "proficiency"]);
      expect(roll!.getFlag("eote", "check.destiny")).toBeUndefined();
      expect(roll!.flags.eote?.notes).not.toContain("EOTE.Destiny.Note.Light");
      expect(poolNow()).toEqual(side === "light" ? { light: 0, dark: 4 } : { light: 4, dark: 0 });
    });
});

describe("an Impossible check", () => {
  it.each([["a player", users.player], ["the GM", users.gm]] as const)(
    "as %s: five difficulty dice, one upgraded; no Destiny point, and a chosen one is dropped", async (_who, user) => {
      asUser(user);
      const dlg = new shell.Dialog(request(kira()));
      act(dlg, "destiny", { side: user.isGM ? "dark" : "light" });
      act(dlg, "impossible");
      expect(dlg.rolledPool).toEqual(pool({ proficiency: 1, ability: 2, difficulty: 4, challenge: 1 }));
      for (const side of ["light", "dark"]) act(dlg, "destiny", { side });
      expect(noticeKeys()).toEqual(["EOTE.Destiny.Spend.Impossible", "EOTE.Destiny.Spend.Impossible"]);
      const ctx = await dlg._prepareContext(redraw);
      expect(ctx.destiny.impossible).toBe(true);
      expect(ctx.difficulties.some((d) => d.selected)).toBe(false); // not Formidable
      expect(ctx.notes).toContain("EOTE.Destiny.Note.Impossible");
      await dlg.roll();
      expect(poolNow()).toEqual({ light: 2, dark: 2 });
      expect(rollMessages()[0]!.getFlag("eote", "check.destiny")).toEqual({ light: 0, dark: 0, impossible: true });
    });

  it("another difficulty makes the check ordinary again", () => {
    asUser(users.player);
    const dlg = new shell.Dialog(request(kira()));
    act(dlg, "impossible");
    act(dlg, "difficulty", { level: "3" });
    expect(dlg.destiny.impossible).toBe(false);
    expect(dlg.rolledPool).toEqual(pool({ proficiency: 1, ability: 2, difficulty: 3 }));
  });
});

describe("the check's card", () => {
  it.each([["a player", users.player], ["the GM", users.gm]] as const)("as %s viewing: the point spent on a player's roll", async (_who, viewer) => {
    asUser(users.player);
    const dlg = new shell.Dialog(request(kira()));
    act(dlg, "destiny", { side: "light" });
    await dlg.roll();
    asUser(viewer);
    expect(shell.card.destinyLinesHtml(rollMessages()[0]!)).toBe(
      '<ul class="eote-roll__destiny"><li>EOTE.Chat.Destiny.Light</li></ul>');
  });

  it("a dark point claimed on a player's roll is not shown; a hidden roll shows none", async () => {
    asUser(users.player);
    const forged = (await g.ChatMessage.create({ content: "", flags: { eote: { check: { destiny: { light: 0, dark: 1 } } } } }))!;
    expect(shell.card.destinyLinesHtml(forged)).toBe("");
    const hidden = messageLike({ isContentVisible: false, author: { isGM: false }, flags: { eote: { check: { destiny: { light: 1 } } } } });
    expect(shell.card.destinyLinesHtml(hidden)).toBe("");
    const shown = messageLike({ ...hidden, isContentVisible: true });
    expect(shell.card.destinyLinesHtml(shown)).toContain("EOTE.Chat.Destiny.Light");
  });
});

describe("forming the Destiny pool", () => {
  afterAll(() => {
    users.player.character = null;
    users.other.character = null;
  });

  it("one Force die per player character, adjusted for dark side users and paragons, one card", async () => {
    users.player.character = kira();
    users.other.character = kira();
    asUser(users.gm);
    // Every Force die shows its first face (one dark pip): two dark points from the dice.
    const config = g.CONFIG;
    const random = config.Dice.randomUniform;
    config.Dice.randomUniform = () => 0;
    try {
      await shell.destiny.formDestinyPool((c) => (c === users.player.character ? "paragon" : "neutral"));
    } finally {
      config.Dice.randomUniform = random;
    }
    const [card] = rollMessages();
    expect(rollMessages()).toHaveLength(1);
    const pips = narrativeRollOf(card!).narrativeResults;
    expect(pips.map((d: { die: string }) => d.die)).toEqual(["force", "force"]);
    const { formPool } = await import("../../../../module/features/destiny/model.ts");
    const rolled = formPool(pips);
    expect(poolNow()).toEqual({ light: rolled.light + 1, dark: rolled.dark });
    expect(card!.flavor).toBe(escapeHTML(keyWithData("EOTE.Count.paragon.one", { count: "1" })));
  });

  it("a dark side user flips one light point; a character's standing comes from its morality", async () => {
    users.player.character = kira();
    users.other.character = kira();
    asUser(users.gm);
    await shell.destiny.formDestinyPool(() => "darkSide");
    const rolled = (await import("../../../../module/features/destiny/model.ts")).formPool(narrativeRollOf(rollMessages()[0]!).narrativeResults);
    const flipped = Math.min(rolled.light, 2);
    expect(poolNow()).toEqual({ light: rolled.light - flipped, dark: rolled.dark + flipped });
    expect(shell.destiny.destinyStandingOf(users.player.character)).toBe("neutral");
    const fallen = register(new FakeActor("Vess", "character", { ...character(), morality: { ...character().morality, value: 25 } }));
    const paragon = register(new FakeActor("Aril", "character", { ...character(), morality: { ...character().morality, value: 85 } }));
    const redeemed = register(new FakeActor("Tor", "character", { ...character(), morality: { ...character().morality, value: 60, darkSide: true } }));
    expect([fallen, paragon, redeemed].map((c) => shell.destiny.destinyStandingOf(c))).toEqual(["darkSide", "paragon", "darkSide"]);
  });

  it("a player cannot form it", async () => {
    users.player.character = kira();
    asUser(users.player);
    await shell.destiny.formDestinyPool();
    expect(messages).toEqual([]);
    expect(poolNow()).toEqual({ light: 2, dark: 2 });
  });
});

describe("the dialog's Destiny row and Impossible button (real template)", () => {
  it("a chosen point is pressed; a side that may not be chosen says why; Impossible is pressed on an Impossible check", async () => {
    const { readFileSync } = await import("node:fs");
    const { makeHandlebars, makeI18n } = await import("../../../doubles/roll.ts");
    const { symbolHelpers } = await import("../../../../module/roll/symbols.ts");
    const { dialogView } = await import("../../../../module/applications/dice-dialog/state.ts");
    const { destinyRow, noDestiny, setImpossible } = await import("../../../../module/applications/dice-dialog/destiny-state.ts");
    const i18n = makeI18n({ keys: true });
    const hb = makeHandlebars(symbolHelpers(i18n.localize, "s.svg"), { keys: true });
    const template = hb.compile(readFileSync("templates/dialogs/dice-pool.hbs", "utf8"));
    const base = { ...dialogView(checkPool(3, 1)), notes: [], empty: false };
    const chosen = { ...noDestiny(), spent: { light: 1, dark: 0 } };
    const html = template({ ...base, destiny: destinyRow(chosen, false, { light: 2, dark: 1 }) });
    expect(html).toMatch(/data-side="light"\s+aria-pressed="true">/);
    expect(html).toMatch(/data-side="dark"\s+aria-pressed="false" aria-disabled="true" title="EOTE\.Destiny\.Spend\.DarkIsGM">/);
    expect(html).toContain('data-action="impossible" data-tooltip="EOTE.Destiny.ImpossibleHint"');
    expect(html).toMatch(/data-action="impossible"[^>]*aria-pressed="false"/);
    // Every key the row shows is one lang/en.json has (a key it lacks would reach the player as is).
    expect([...html.matchAll(/EOTE\.[\w.]+/g)].map((m) => m[0]).filter((key) => !i18n.has(key))).toEqual([]);
    const impossible = template({ ...base, destiny: destinyRow(setImpossible(chosen, true), true, { light: 2, dark: 1 }) });
    expect(impossible).toMatch(/data-action="impossible"[^>]*aria-pressed="true"/);
    expect(impossible.match(/title="EOTE\.Destiny\.Spend\.Impossible"/g)).toHaveLength(2);
  });
});

describe("the pure pieces", () => {
  it("counts dark side users and paragons among the characters' standings", async () => {
    const { destinyStandings, formDestinyPool } = await import("../../../../module/rules/checks/destiny.ts");
    const counts = destinyStandings(["darkSide", "neutral", "paragon", "darkSide"]);
    expect(counts).toEqual({ darkSideUsers: 2, paragons: 1 });
    // Seed 002: flip one light to dark per dark side user (while light lasts), +1 light per paragon.
    expect(formDestinyPool({ light: 1, dark: 2 }, counts.darkSideUsers, counts.paragons)).toEqual({ light: 1, dark: 3 });
  });

  it("reads a stored Destiny flag defensively", async () => {
    const { destinyCardLines } = await import("../../../../module/roll/card-model.ts");
    expect(destinyCardLines({ impossible: true, light: 1 }, false)).toEqual(["EOTE.Chat.Destiny.Impossible"]);
    expect(destinyCardLines({ light: 1, dark: 1 }, true)).toEqual(["EOTE.Chat.Destiny.Dark"]);
    expect(destinyCardLines({ light: "1", dark: null }, false)).toEqual([]);
    expect(destinyCardLines("light", false)).toEqual([]);
    expect(destinyCardLines(null, true)).toEqual([]);
  });
});
