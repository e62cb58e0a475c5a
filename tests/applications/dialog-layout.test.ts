// The dice dialog's laptop layout: which parts fold (and stay as the user left them), the compact
// editor's columns, the footer's one line of odds, and the control that keeps the keyboard focus
// across a re-render. Pure functions, the real template with real Handlebars, and the Foundry class
// over the double.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_ODDS_DICE, odds } from "../../module/dice/index.ts";
import { emptyPool, type Pool } from "../../module/dice/types.ts";
import { dialogView, MAX_FLAVOR_LENGTH, rollModeOptions } from "../../module/applications/dice-dialog/state.ts";
import {
  checkFoldContents, chooseFold, diceColumns, FOLD_IDS, foldsInUse, foldsOpen, oddsSummary, symbolCount,
} from "../../module/applications/dice-dialog/layout.ts";
import { focusKey, restoreFocus } from "../../module/applications/dice-dialog/across-renders.ts";
import { addAssistant, emptyCheckState, type CheckSubject } from "../../module/applications/dice-dialog/check-state.ts";
import { percentText } from "../../module/system/i18n.ts";
import { symbolHelpers } from "../../module/roll/symbols.ts";
import { makeHandlebars, makeI18n } from "../doubles/roll.ts";
import { shownKey } from "../doubles/keys.ts";
import { renderOptions } from "../doubles/index.ts";
import { shellSuite } from "../doubles/suite.ts";
import type { DialogClass } from "./dialog-kit.ts";

// The folds' last test opens the real dice dialog over the doubles; the rest are pure or render the template.
const shell = shellSuite({ keys: true, seed: 3, realDialog: true, modules: {
  dialog: () => import("../../module/applications/dice-dialog/pool-dialog.ts"),
} });

const pool = (counts: Partial<Pool>): Pool => ({ ...emptyPool(), ...counts });
const nothing = { assistants: 0, opponent: false, contest: "", symbols: 0, flavor: "" };

describe("folds (pure)", () => {
  it("start closed when empty, and open the one that holds something", () => {
    expect(foldsInUse(nothing)).toEqual({ assist: false, opposed: false, contest: false, symbols: false, message: false });
    expect(foldsInUse({ ...nothing, assistants: 2 }).assist).toBe(true);
    expect(foldsInUse({ ...nothing, opponent: true }).opposed).toBe(true);
    expect(foldsInUse({ ...nothing, contest: "new" }).contest).toBe(true);
    expect(foldsInUse({ ...nothing, symbols: 1 }).symbols).toBe(true);
    expect(foldsInUse({ ...nothing, flavor: "Slicing the door" }).message).toBe(true);
    expect(foldsInUse({ ...nothing, flavor: "   " }).message).toBe(false);
  });

  it("stay as the user left them, whatever they hold; the others follow what they hold", () => {
    const inUse = foldsInUse({ ...nothing, symbols: 2 });
    let choices = chooseFold({}, "assist", true);
    choices = chooseFold(choices, "symbols", false);
    expect(foldsOpen(inUse, choices)).toEqual({ assist: true, opposed: false, contest: false, symbols: false, message: false });
    expect(foldsOpen(inUse, {})).toEqual({ ...foldsOpen(foldsInUse(nothing), {}), symbols: true });
  });

  it("ignore a fold they do not know (a forged attribute)", () => {
    const choices = chooseFold({ assist: true }, "constructor", false);
    expect(choices).toEqual({ assist: true });
    expect(chooseFold(choices, undefined, true)).toEqual({ assist: true });
  });

  it("read the kinds of check: helpers, an opponent, a contest", () => {
    const subject: CheckSubject = { skillId: "stealth", characteristicId: "agility", characteristic: 3, rank: 1 };
    const state = addAssistant(emptyCheckState(subject), { uuid: "Actor.low", name: "Lowhhrick", characteristic: 2, rank: 3 }, "Actor.kira");
    expect(checkFoldContents(state)).toEqual({ assistants: 1, opponent: false, contest: "" });
    expect(checkFoldContents({ ...emptyCheckState(subject), contest: "new" }).contest).toBe("new");
  });

  it("count every automatic symbol of the pool", () => {
    expect(symbolCount(pool({}))).toBe(0);
    expect(symbolCount(pool({ symbols: { success: 2, threat: 1, dark: 1 } }))).toBe(4);
  });
});

describe("the compact pool editor's columns (pure)", () => {
  it("puts the helping dice left, the hindering dice right, the Force die below, each die once", () => {
    const { positive, negative, other } = diceColumns(dialogView(pool({ ability: 2 })).dice);
    expect(positive.map((r) => r.die)).toEqual(["proficiency", "ability", "boost"]);
    expect(negative.map((r) => r.die)).toEqual(["challenge", "difficulty", "setback"]);
    expect(other.map((r) => r.die)).toEqual(["force"]);
    expect(positive.find((r) => r.die === "ability")?.count).toBe(2);
  });
});

describe("the footer's odds (pure)", () => {
  it("is the chance of success and of net advantage as the bars write them", () => {
    const p = pool({ proficiency: 1, ability: 2, difficulty: 2, setback: 1 });
    const o = odds(p);
    expect(dialogView(p).oddsSummary).toEqual({ success: percentText(o.success, "en"), advantage: percentText(o.advantage, "en") });
  });

  it("is null without odds: no dice, or past the exact-odds limit", () => {
    expect(dialogView(pool({})).oddsSummary).toBeNull();
    expect(dialogView(pool({ ability: MAX_ODDS_DICE + 1 })).oddsSummary).toBeNull();
    expect(oddsSummary([])).toBeNull();
  });
});

describe("the template", () => {
  const template = makeHandlebars(symbolHelpers(makeI18n().localize, "s.svg")).compile(readFileSync("templates/dialogs/dice-pool.hbs", "utf8"));
  const render = (p: Pool, extra: Record<string, unknown> = {}) =>
    template({ ...dialogView(p), oddsErrorText: "TOO MANY", notes: [], empty: false, flavor: "", flavorMax: MAX_FLAVOR_LENGTH, rollModes: rollModeOptions("publicroll"), ...extra });
  const fold = (html: string, id: string) => html.match(new RegExp(`<details [^>]*data-fold="${id}"[^>]*>`))?.[0] ?? null;

  it("folds automatic symbols and the chat message, open only as the context says", () => {
    const closed = render(pool({ ability: 2 }), { folds: foldsOpen(foldsInUse(nothing), {}) });
    expect(fold(closed, "symbols")).not.toContain(" open");
    expect(fold(closed, "message")).not.toContain(" open");
    const open = render(pool({ ability: 2, symbols: { success: 1, threat: 2 } }), { folds: foldsOpen(foldsInUse({ ...nothing, symbols: 3 }), {}) });
    expect(fold(open, "symbols")).toContain(" open");
    expect(open).toMatch(/EOTE\.Dice\.Dialog\.Automatic <span class="eote-pool__fold-note">3<\/span><\/summary>/);
    // Folded controls still belong to the form: the roll mode is submitted with it, and its summary names it.
    expect(closed).toMatch(/<details [^>]*data-fold="message"[^>]*>[\s\S]*<select name="rollMode">[\s\S]*<\/details>/);
    expect(closed).toMatch(/EOTE\.Dice\.Dialog\.Message <span class="eote-pool__fold-note">EOTE\.Dice\.Dialog\.RollMode\.publicroll<\/span>/);
  });

  it("draws the odds right under the pool strip, before the notes and the editor", () => {
    const html = render(pool({ ability: 2, difficulty: 1 }), { notes: ["Short range: Easy"] });
    const at = (s: string) => html.indexOf(s);
    expect(at("data-pool-strip")).toBeGreaterThan(-1);
    expect(at("eote-pool__odds")).toBeGreaterThan(at("data-pool-strip"));
    expect(at("Short range: Easy")).toBeGreaterThan(at("eote-pool__odds"));
    expect(at('<fieldset class="eote-pool__dice">')).toBeGreaterThan(at("Short range: Easy"));
  });

  it("puts the odds' one line in the footer, before Roll; in words, with no '%', when there are none", () => {
    const p = pool({ ability: 2, difficulty: 1 });
    const o = odds(p);
    const footer = (html: string) => html.slice(html.indexOf("<footer"));
    expect(footer(render(p))).toContain(`${shownKey("EOTE.DicePoolDialog.Summary", { advantage: percentText(o.advantage, "en"), success: percentText(o.success, "en") })}</p>`);
    expect(footer(render(pool({}), { empty: true }))).toContain(">EOTE.DicePoolDialog.SummaryNoDice<");
    expect(footer(render(pool({ ability: MAX_ODDS_DICE + 1 })))).toContain(">EOTE.DicePoolDialog.SummaryNoOdds<");
    expect(footer(render(pool({ ability: MAX_ODDS_DICE + 1 })))).not.toContain("%");
  });

  it("lays the dice out in reading order: each column's dice, then its upgrade row", () => {
    const html = render(pool({ ability: 1 }));
    const order = [...html.matchAll(/data-die="(\w+)"|data-target="(\w+)"/g)].map((m) => m[1] ?? `upgrade ${m[2]}`);
    expect(order).toEqual(["proficiency", "ability", "boost", "upgrade ability", "challenge", "difficulty", "setback", "upgrade difficulty", "force"]);
  });
});

/** Elements enough for focusKey/restoreFocus: data attributes, a parent, disabled, focus. */
class Fake {
  dataset: Record<string, string>;
  children: Fake[] = [];
  focused = false;
  constructor(data: Record<string, string>, readonly parent: Fake | null = null, readonly disabled = false) {
    this.dataset = data;
    parent?.children.push(this);
  }
  closest(selector: string): Fake | null {
    const key = /^\[data-(\w+)\]$/.exec(selector)?.[1];
    for (let el: Fake | null = this; el; el = el.parent) if (key && key in el.dataset) return el;
    return null;
  }
  contains(other: Fake): boolean {
    for (let el: Fake | null = other; el; el = el.parent) if (el === this) return true;
    return false;
  }
  matches(selector: string): boolean { return selector === ":disabled" && this.disabled; }
  querySelectorAll(): Fake[] {
    const all = (el: Fake): Fake[] => el.children.flatMap((c) => [c, ...all(c)]);
    return all(this).filter((el) => "action" in el.dataset);
  }
  focus(): void { this.focused = true; }
}

/** The dialog's markup for the ability row before and after a click: minus disabled at zero. */
function abilityRow(count: number) {
  const root = new Fake({});
  const row = new Fake({ die: "ability" }, root);
  const minus = new Fake({ action: "removeDie" }, row, count === 0);
  const plus = new Fake({ action: "addDie" }, row);
  const boost = new Fake({ die: "boost" }, root);
  const boostPlus = new Fake({ action: "addDie" }, boost);
  return { root, minus, plus, boostPlus };
}

describe("the keyboard focus across a re-render", () => {
  const key = (el: Fake, root: Fake) => focusKey(el as unknown as Element, root as unknown as Element);
  const restore = (root: Fake, k: string) => restoreFocus(root as unknown as Element, k);

  /** The ability row with `from` dice, its `control` focused, re-rendered with `to` dice: the focus is restored. */
  const rerender = (from: number, to: number, control: "plus" | "minus") => {
    const before = abilityRow(from);
    const k = key(before[control], before.root)!;
    const after = abilityRow(to);
    expect(restore(after.root, k)).toBe(true);
    return after;
  };

  it("goes back to the same control of the same row in the new markup", () => {
    const after = rerender(2, 3, "plus");
    expect(after.plus.focused).toBe(true);
    expect(after.boostPlus.focused).toBe(false);
  });

  it("goes to the row's other control when the one clicked is disabled now", () => {
    const after = rerender(1, 0, "minus");
    expect(after.minus.focused).toBe(false);
    expect(after.plus.focused).toBe(true);
  });

  it("tells rows apart by their data: the second modifier's checkbox, not the first", () => {
    const build = () => {
      const root = new Fake({});
      const boxes = ["convincingDemeanor", "silverTongue"].map((id) => new Fake({ action: "toggleModifier" }, new Fake({ modifier: id }, root)));
      return { root, boxes };
    };
    const before = build();
    const after = build();
    expect(restore(after.root, key(before.boxes[1]!, before.root)!)).toBe(true);
    expect(after.boxes.map((b) => b.focused)).toEqual([false, true]);
  });

  it("is nothing to keep when the focus was outside the dialog or on no control", () => {
    const { root, plus } = abilityRow(1);
    const elsewhere = abilityRow(1);
    expect(key(elsewhere.plus, root)).toBeNull();
    expect(key(root, root)).toBeNull();
    expect(focusKey(null, root as unknown as Element)).toBeNull();
    expect(key(new Fake({ die: "ability" }, root), root)).toBeNull();
    expect(key(plus, root)).not.toBeNull();
  });
});

describe("DicePoolDialog's folds", () => {
  let Dialog: DialogClass;
  beforeAll(() => {
    Dialog = shell.dialog.dicePoolDialogClass();
  });

  it("open what holds something, keep what the user opened or closed, across renders", async () => {
    const dlg = new Dialog({ title: "Cool", pool: pool({ ability: 2, symbols: { advantage: 1 } }) });
    let ctx = await dlg._prepareContext(renderOptions());
    expect(ctx.folds).toEqual({ assist: false, opposed: false, contest: false, symbols: true, message: false });
    dlg.kept.folds = chooseFold(chooseFold(dlg.kept.folds, "symbols", false), "message", true);
    dlg.setFlavor("");
    ctx = await dlg._prepareContext(renderOptions());
    expect(ctx.folds.symbols).toBe(false);
    expect(ctx.folds.message).toBe(true);
    for (const id of FOLD_IDS) expect(typeof ctx.folds[id]).toBe("boolean");
  });
});
