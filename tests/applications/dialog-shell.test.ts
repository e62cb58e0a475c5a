// The dice pool dialog's Foundry class over the double: its actions edit the pool, its context
// carries the core's odds, and Roll posts a NarrativeRoll titled with the check's name.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { odds } from "../../module/dice/index.ts";
import { emptyPool } from "../../module/dice/types.ts";
import { installFoundryDouble, registerNarrativeDice, Roll, seeded } from "../doubles/roll.ts";
import { applyRollMode } from "../doubles/chat.ts";
import { percent } from "../../module/applications/dice-dialog/state.ts";
import { installNotifications, noticeKeys, notices } from "../doubles/notices.ts";

const config = installFoundryDouble(seeded(11)) as any;
const g = globalThis as any;
installNotifications();
g.ChatMessage = { getSpeaker: ({ actor }: { actor?: { name: string } } = {}) => ({ alias: actor?.name ?? "Gamemaster" }), applyRollMode };

let Dialog: any;
let NarrativeRoll: any;

beforeAll(async () => {
  ({ NarrativeRoll } = await registerNarrativeDice(config));
  const { routeNarrativeFormulas } = await import("../../module/roll/routing.ts");
  routeNarrativeFormulas();
  ({ dicePoolDialogClass: Dialog } = await import("../../module/applications/dice-dialog/pool-dialog.ts"));
  Dialog = Dialog();
});

beforeEach(() => {
  notices.length = 0;
  Roll.posted.length = 0;
});

/** A clicked element: `closest` finds the data attributes the template puts on the row. */
const at = (dataset: Record<string, string>) => ({ closest: () => ({ dataset }) });
const act = (dlg: any, action: string, dataset: Record<string, string> = {}) =>
  Dialog.DEFAULT_OPTIONS.actions[action].call(dlg, {}, at(dataset));

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
    expect(dlg.renders).toBe(5);
    const ctx = await dlg._prepareContext({});
    expect(ctx.odds.find((o: any) => o.id === "success").value).toBe(percent(odds(dlg.pool).success));
    expect(ctx.difficulties[3].selected).toBe(true);
  });

  it("past the core's exact-odds limit it explains why instead of showing numbers", async () => {
    const { MAX_ODDS_DICE } = await import("../../module/dice/index.ts");
    const dlg = new Dialog({ title: "Big", pool: { ...emptyPool(), ability: MAX_ODDS_DICE + 1 } });
    const ctx = await dlg._prepareContext({});
    expect(ctx.oddsErrorText).toBe(`Exact odds are computed for pools of at most ${MAX_ODDS_DICE} dice (this pool has ${MAX_ODDS_DICE + 1}).`);
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
      actor: { name: "Kira" }, notes: ["Short range: Easy"], flags: { weapon: "w1" },
    }, () => { resolved = true; });
    await dlg.roll();
    expect(Roll.posted).toHaveLength(1);
    const [roll, data] = Roll.posted[0]!;
    expect(roll).toBeInstanceOf(NarrativeRoll);
    expect((roll as any).narrativeOptions).toEqual({ title: "Ranged (Light)", symbols: { success: 1 } });
    expect((roll as any).narrativeResults.map((d: any) => d.die)).toEqual(["ability", "ability", "difficulty"]);
    expect(data).toMatchObject({ speaker: { alias: "Kira" }, flags: { eote: { check: { weapon: "w1" }, notes: ["Short range: Easy"] } } });
    expect(data.flavor).toBeUndefined();
    expect(await (roll as any).render()).toContain("Ranged (Light)");
    expect(dlg.closed).toBe(true);
    expect(resolved).toBe(true);
  });

  it("an empty pool is not rolled: a notice instead", async () => {
    const dlg = new Dialog({ title: "Nothing", pool: emptyPool() });
    await dlg.roll();
    expect(Roll.posted).toHaveLength(0);
    expect(noticeKeys()).toEqual(["EOTE.Dice.Notice.EmptyPool"]);
  });
});
