// The dice pool dialog's Foundry class over the double: its actions edit the pool, its context
// carries the core's odds, and Roll posts a NarrativeRoll titled with the check's name.
import { beforeAll, describe, expect, it } from "vitest";
import { odds } from "../../module/dice/index.ts";
import { emptyPool } from "../../module/dice/types.ts";
import { Roll } from "../doubles/roll.ts";
import { keyWithData } from "../doubles/keys.ts";
import { percent } from "../../module/applications/dice-dialog/state.ts";
import { FakeActor, noticeKeys, register, renderOptions } from "../doubles/index.ts";
import { character } from "../fixtures/actors.ts";
import { shellSuite } from "../doubles/suite.ts";
import { act as actWith, drawn, type Dialog as DialogWindow, type DialogClass } from "./dialog-kit.ts";

// The real dice dialog over the doubles (which register the narrative dice and route their formulas).
const shell = shellSuite({
  keys: true,
  seed: 11,
  realDialog: true,
  modules: {
    dialog: () => import("../../module/applications/dice-dialog/pool-dialog.ts"),
    narrative: () => import("../../module/roll/narrative-roll.ts"),
  },
  each: () => {
    Roll.posted.length = 0;
  },
});
let Dialog: DialogClass;
beforeAll(() => {
  Dialog = shell.dialog.dicePoolDialogClass();
});

/** A clicked element's row: the data attributes the template puts on it. */
const act = (dlg: DialogWindow, action: string, dataset: Record<string, string> = {}) => actWith(Dialog, dlg, action, dataset);

describe("DicePoolDialog", () => {
  it("keeps the class name and edits the pool from its actions", async () => {
    expect(Dialog.name).toBe("DicePoolDialog");
    const dlg = new Dialog({ title: "Cool", pool: emptyPool() });
    act(dlg, "addDie", { die: "ability" });
    act(dlg, "addDie", { die: "ability" });
    act(dlg, "upgrade", { target: "ability" });
    act(dlg, "difficulty", { level: "3" });
    act(dlg, "addSymbol", { symbol: "advantage" });
    act(dlg, "removeDie", { die: "bogus" }); // ignored
    expect(dlg.pool).toMatchObject({ ability: 1, proficiency: 1, difficulty: 3, symbols: { advantage: 1 } });
    expect(drawn(dlg).renders).toBe(5);
    const ctx = await dlg._prepareContext(renderOptions());
    expect(ctx.odds.find((o) => o.id === "success")!.value).toBe(percent(odds(dlg.pool).success));
    expect(ctx.difficulties[3]!.selected).toBe(true);
  });

  it("past the core's exact-odds limit it explains why instead of showing numbers", async () => {
    const { MAX_ODDS_DICE } = await import("../../module/dice/index.ts");
    const dlg = new Dialog({ title: "Big", pool: { ...emptyPool(), ability: MAX_ODDS_DICE + 1 } });
    const ctx = await dlg._prepareContext(renderOptions());
    expect(ctx.oddsErrorText).toBe(keyWithData("EOTE.Dice.Error.TooManyDiceForOdds", { count: String(MAX_ODDS_DICE + 1), max: String(MAX_ODDS_DICE) }));
    expect(ctx.odds).toEqual([]);
    expect(ctx.meanNetSuccess).toBeNull();
  });

  it("does not change the request's pool", () => {
    const pool = { ...emptyPool(), ability: 2 };
    const dlg = new Dialog({ title: "Cool", pool });
    act(dlg, "addDie", { die: "ability" });
    expect(pool.ability).toBe(2);
  });

  it("Roll posts a NarrativeRoll titled with the check, as the actor, and closes", async () => {
    let resolved = false;
    const dlg = new Dialog({
      title: "Ranged (Light)", pool: { ...emptyPool(), ability: 2, difficulty: 1, symbols: { success: 1 } },
      actor: register(new FakeActor("Kira", "character", character())), notes: ["Short range: Easy"], flags: { weapon: "w1" },
    }, () => { resolved = true; });
    await dlg.roll();
    expect(Roll.posted).toHaveLength(1);
    const [roll, data] = Roll.posted[0]!;
    expect(roll).toBeInstanceOf(shell.narrative.NarrativeRoll);
    const narrative = roll as unknown as InstanceType<typeof shell.narrative.NarrativeRoll>;
    expect(narrative.narrativeOptions).toEqual({ title: "Ranged (Light)", symbols: { success: 1 } });
    expect(narrative.narrativeResults.map((d) => d.die)).toEqual(["ability", "ability", "difficulty"]);
    expect(data).toMatchObject({ speaker: { alias: "Kira" }, flags: { eote: { check: { weapon: "w1" }, notes: ["Short range: Easy"] } } });
    expect(data.flavor).toBeUndefined();
    expect(await narrative.render()).toContain("Ranged (Light)");
    expect(drawn(dlg).closed).toBe(true);
    expect(resolved).toBe(true);
  });

  it("an empty pool is not rolled: a notice instead", async () => {
    const dlg = new Dialog({ title: "Nothing", pool: emptyPool() });
    await dlg.roll();
    expect(Roll.posted).toHaveLength(0);
    expect(noticeKeys()).toEqual(["EOTE.Dice.Notice.EmptyPool"]);
  });
});
