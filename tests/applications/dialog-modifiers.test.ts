// The dice dialog's modifiers list over the shared v13 doubles: talents' transferred effects and the
// actor's own effects are listed with source and note, applied to the pool and the exact odds, and a
// situational one can be unticked (and ticked again) by the player who owns the character.
import { beforeAll, describe, expect, it } from "vitest";
import { checkPool, odds } from "../../module/dice/index.ts";
import { percent } from "../../module/applications/dice-dialog/state.ts";
import { character } from "../fixtures/actors.ts";
import { convincingDemeanor, effect, grit, silverTongue } from "../fixtures/talents.ts";
import { asUser, FakeActor, messages, OWNERSHIP, register, renderOptions, users } from "../doubles/index.ts";
import { keyWithData } from "../doubles/keys.ts";
import { focusDocument } from "../doubles/application.ts";
import { shellSuite } from "../doubles/suite.ts";
import { actOn, act as actWith, type Dialog as DialogWindow, type DialogClass, type DialogContext } from "./dialog-kit.ts";

// The real dice dialog: its modifiers are under test.
const shell = shellSuite({ keys: true, seed: 5, realDialog: true, modules: {
  dialog: () => import("../../module/applications/dice-dialog/pool-dialog.ts"),
} });
let Dialog: DialogClass;
beforeAll(() => {
  Dialog = shell.dialog.dicePoolDialogClass();
});

const act = (dlg: DialogWindow, action: string, dataset: Record<string, string> = {}) => actWith(Dialog, dlg, action, dataset);

function kira() {
  const playerOwns = { default: OWNERSHIP.NONE, [users.player.id]: OWNERSHIP.OWNER };
  return register(new FakeActor("Kira", "character", character(), { ownership: playerOwns, items: [grit(2), convincingDemeanor(1), silverTongue()] }));
}

const deception = (actor: FakeActor) => ({ title: "Deception", pool: { ...checkPool(3, 1), difficulty: 2, setback: 2 }, actor, skillId: "deception" });
const success = (ctx: DialogContext) => ctx.odds.find((o) => o.id === "success")!.value;

describe.each([["GM", users.gm], ["player", users.player]])("dice dialog modifiers as %s", (_who, user) => {
  it("lists each modifier with its source, what it does and its note; only the situational one has a checkbox", async () => {
    asUser(user);
    const dlg = new Dialog(deception(kira()));
    const ctx = await dlg._prepareContext(renderOptions());
    expect(ctx.modifiers.map((m) => [m.source, m.effectText, m.note, m.situational, m.applied])).toEqual([
      ["Convincing Demeanor", keyWithData("EOTE.Modifier.Check.removeSetback", { count: "1", target: "EOTE.Skill.deception" }), "", false, true],
      ["Silver Tongue", keyWithData("EOTE.Modifier.Check.boost", { count: "1", target: "EOTE.Modifier.Target.social" }), "Only when the listener trusts you.", true, true],
    ]);
    // Grit changes no check: not listed here (it is in the derived strain threshold).
    expect(ctx.modifiers.some((m) => m.source === "Grit")).toBe(false);
    expect(dlg.rolledPool).toMatchObject({ boost: 1, setback: 1 });
    expect(success(ctx)).toBe(percent(odds(dlg.rolledPool).success));
  });

  it("unticking a situational modifier takes it out of the pool and the odds; ticking it again puts it back", async () => {
    asUser(user);
    const dlg = new Dialog(deception(kira()));
    const ticked = await dlg._prepareContext(renderOptions());
    const id = ticked.modifiers[1]!.id;
    act(dlg, "toggleModifier", { modifier: id });
    const unticked = await dlg._prepareContext(renderOptions());
    expect(dlg.rolledPool).toMatchObject({ boost: 0, setback: 1 });
    expect(unticked.modifiers[1]!.applied).toBe(false);
    expect(success(unticked)).toBe(percent(odds({ ...checkPool(3, 1), difficulty: 2, setback: 1 }).success));
    expect(success(unticked)).not.toBe(success(ticked));
    act(dlg, "toggleModifier", { modifier: id });
    expect(dlg.rolledPool).toMatchObject({ boost: 1, setback: 1 });
    expect(success(await dlg._prepareContext(renderOptions()))).toBe(success(ticked));
  });

  it("a modifier that always applies cannot be unticked, even by a forged click", async () => {
    asUser(user);
    const dlg = new Dialog(deception(kira()));
    const id = (await dlg._prepareContext(renderOptions())).modifiers[0]!.id;
    act(dlg, "toggleModifier", { modifier: id });
    expect(dlg.rolledPool.setback).toBe(1);
  });

  it("the roll's notes name the modifiers applied, not the unticked ones", async () => {
    asUser(user);
    const dlg = new Dialog(deception(kira()));
    act(dlg, "toggleModifier", { modifier: (await dlg._prepareContext(renderOptions())).modifiers[1]!.id });
    await dlg.roll();
    const notes = messages.at(-1)!.flags.eote?.notes;
    expect(notes).toContain(keyWithData("EOTE.Modifier.Applied", { effect: keyWithData("EOTE.Modifier.Check.removeSetback", { count: "1", target: "EOTE.Skill.deception" }), source: "Convincing Demeanor" }));
    expect(notes?.some((n) => n.startsWith("Silver Tongue"))).toBe(false);
  });
});

describe("modifier sources", () => {
  it("an actor's own effect (a status the GM made) is listed by its name; a disabled one is not; other skills see none", async () => {
    const actor = kira();
    await actor.createEmbeddedDocuments("ActiveEffect", [
      effect("Inspired", [["system.modifiers.checks.all.upgradeAbility", 1]]),
      { ...effect("Off", [["system.modifiers.checks.all.boost", 1]]), disabled: true },
    ]);
    const ctx = await new Dialog(deception(actor))._prepareContext(renderOptions());
    expect(ctx.modifiers.map((m) => m.source)).toEqual(["Inspired", "Convincing Demeanor", "Silver Tongue"]);
    const mech = await new Dialog({ title: "Mechanics", pool: checkPool(2, 0), actor, skillId: "mechanics" })._prepareContext(renderOptions());
    expect(mech.modifiers.map((m) => m.effectText)).toEqual([keyWithData("EOTE.Modifier.Check.upgradeAbility", { count: "1", target: "EOTE.Modifier.Target.all" })]);
  });

  it("a dialog with no actor or skill lists nothing and changes nothing", async () => {
    const dlg = new Dialog({ title: "Free", pool: checkPool(2, 1) });
    expect((await dlg._prepareContext(renderOptions())).modifiers).toEqual([]);
    expect(dlg.rolledPool).toEqual(checkPool(2, 1));
  });
});

// Every edit re-renders the dialog, which replaces the control that was clicked: the dialog gives the keyboard
// focus back to the same control of the new markup (across-renders.ts, run by _preRender and _onRender).
describe("the keyboard focus across the dialog's re-renders (over the double's v13 render lifecycle)", () => {
  const click = async (dlg: DialogWindow, control: HTMLElement | null) => {
    if (!control) throw new Error("no such control is drawn");
    control.focus();
    actOn(Dialog, dlg, control.dataset.action ?? "", control);
    await dlg.render(); // after the render the click queued
  };

  it("a ticked or unticked modifier's checkbox keeps the focus, on its own row", async () => {
    const dlg = new Dialog(deception(kira()));
    await dlg.render(true);
    const box = () => dlg.element.querySelector<HTMLInputElement>("[data-modifier] input[data-action=toggleModifier]");
    const first = box();
    const id = first!.closest<HTMLElement>("[data-modifier]")!.dataset.modifier;
    await click(dlg, first);
    const after = box();
    expect(after).not.toBe(first); // the re-render replaced it
    expect(after!.checked).toBe(false);
    expect(focusDocument.activeElement).toBe(after);
    expect(after!.closest<HTMLElement>("[data-modifier]")!.dataset.modifier).toBe(id);
    await click(dlg, after);
    expect(box()!.checked).toBe(true);
    expect(focusDocument.activeElement).toBe(box());
    await dlg.close();
  });

  it("a die's minus keeps the focus, or hands it to the row's plus once the last die is gone", async () => {
    const dlg = new Dialog({ title: "Free", pool: checkPool(1, 0) });
    await dlg.render(true);
    const control = (die: string, action: string) => dlg.element.querySelector<HTMLElement>(`[data-die=${die}] [data-action=${action}]`);
    await click(dlg, control("ability", "addDie"));
    expect(focusDocument.activeElement).toBe(control("ability", "addDie"));
    await click(dlg, control("ability", "removeDie"));
    expect(focusDocument.activeElement).toBe(control("ability", "removeDie"));
    await click(dlg, control("ability", "removeDie"));
    expect(dlg.pool.ability).toBe(0);
    expect(control("ability", "removeDie")!.matches(":disabled")).toBe(true);
    expect(focusDocument.activeElement).toBe(control("ability", "addDie"));
    await dlg.close();
  });
});
