// The GM's morality, obligation and Force power cards open with the same result line as a roll card
// (.eote-roll__result / .eote-roll__headline, 20 px): what happened first, the numbers behind it after.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { moralityCardView, moralityHeadline, sessionUpdate, triggerUpdate, type MoralityCardSnapshot } from "../../../module/features/morality/model.ts";
import { symbolHelpers } from "../../../module/roll/symbols.ts";
import { makeHandlebars, makeI18n } from "../../doubles/roll.ts";
import { shownKey, keyWithData } from "../../doubles/keys.ts";

const i18n = makeI18n({ keys: true });
const hb = makeHandlebars(symbolHelpers(i18n.localize, "sprite.svg"), { keys: true });
const render = (path: string, ctx: object) => hb.compile(readFileSync(path, "utf8"))(ctx);
const base = { conflict: 0, darkSide: false, triggered: false };

/** Each class is in the markup, each first appearing after the one before. */
function expectInOrder(html: string, ...classes: string[]): void {
  const at = classes.map((c) => html.indexOf(c));
  at.forEach((i, n) => expect(i, `${classes[n]} at ${i}`).toBeGreaterThan(n === 0 ? -1 : at[n - 1]!));
}

describe("morality: the result line says who changes side, or who is tested", () => {
  it("end of session: who falls and who leaves the dark side; else that no one changes side; undone rows left out", () => {
    const tekka = { name: "Tekka", record: sessionUpdate({ ...base, value: 32, conflict: 9, triggered: true }, 2).record };
    const ren = { name: "Ren Adaro", record: sessionUpdate({ ...base, value: 65, darkSide: true }, 8).record };
    const kira = { name: "Kira Voss", record: sessionUpdate({ ...base, value: 50, conflict: 3 }, 7).record };
    expect(moralityHeadline([kira, tekka, ren], i18n)).toBe(`${keyWithData("EOTE.CardGlance.MoralityFalls", { names: "Tekka" })} · ${keyWithData("EOTE.CardGlance.MoralityLeaves", { names: "Ren Adaro" })}`);
    expect(moralityHeadline([kira, { name: "Tekka", record: null }], i18n)).toBe(i18n.localize("EOTE.CardGlance.MoralityStays"));
    const tested = { name: "Tekka", record: triggerUpdate({ ...base, value: 60 }, 63).record };
    expect(moralityHeadline([tested], i18n)).toBe(keyWithData("EOTE.CardGlance.MoralityTested", { names: "Tekka" }));
  });

  it("the card draws it first, above the d100 and the rows", () => {
    const html = render("templates/chat/morality.hbs", {
      messageId: "m", authorName: "GM", refusal: null, d100: 63, headline: "Tested this session: Tekka",
      rows: [{ name: "Tekka", applied: true, line: "Morality 60", notes: [] }], canUndo: true,
    });
    expectInOrder(html, "eote-roll__result", "eote-roll__headline", "eote-morality-result__roll", "eote-morality-result__rows");
    expect(html).toContain('<p class="eote-roll__headline">Tested this session: Tekka</p>');
  });
});

describe("obligation: the result line is the triggered entry, or none", () => {
  const card = (triggered: object | null) => render("templates/chat/obligation.hbs", {
    messageId: "m", authorName: "GM", refusal: null, d100: 13, total: 25, doubled: false, triggered,
    rows: triggered ? [{ name: "Kira Voss", amount: 2, applied: true, triggered: true }] : [], canUndo: !!triggered,
  });

  it("triggered: whose entry, first, then the d100", () => {
    const html = card({ type: "Bounty", magnitude: 5, name: "Kira Voss" });
    expectInOrder(html, "eote-roll__headline", "eote-obligation-result__roll", "eote-obligation-result__rows");
    expect(html).toContain(`class="eote-roll__headline eote-obligation-result__triggered">${shownKey("EOTE.Obligation.Card.Triggered", { magnitude: 5, name: "Kira Voss", type: "Bounty" })}</p>`);
  });

  it("none: says so in the result line, once", () => {
    const html = card(null);
    const none = i18n.localize("EOTE.Obligation.Card.None");
    expect(html).toMatch(new RegExp(`class="eote-roll__headline[^"]*">${none.replace(/\./g, "\\.")}</p>`));
    expect(html.split(none)).toHaveLength(2);
  });
});

describe("Force power: the result line is whether the power activates, else the Force points", () => {
  const card = (over: object) => render("templates/chat/force.hbs", {
    messageId: "m", authorName: "P", refusal: null, light: 1, dark: 3, darkSideUser: false, name: "Kira Voss",
    free: 1, offers: [], canAct: false, record: null, power: null, ...over,
  });

  it("no power named: the free points are the result, said once", () => {
    const html = card({});
    const free = shownKey("EOTE.Force.Card.Free.one", { count: "1" });
    expect(html).toContain(`<p class="eote-roll__headline eote-force__points">${free}</p>`);
    expect(html.split(free)).toHaveLength(2);
    expectInOrder(html, "eote-roll__headline", "eote-force__pips");
  });

  it("a power: whether it activates heads the card, the points follow", () => {
    const html = card({ power: { name: "Move", points: 2, got: 1, activates: false, skillFailed: false } });
    expectInOrder(html, "eote-roll__headline eote-force__power", "eote-force__pips", "eote-force__points");
  });
});

describe("the morality card's view from its snapshot (read once per render)", () => {
  // Keys echoed, so the assertions name the lang keys the view chose.
  const keys = { localize: (key: string) => key, format: (key: string, data: Readonly<Record<string, string | number>>) => `${key} ${JSON.stringify(data)}` };
  const snapshot = (over: Partial<MoralityCardSnapshot> = {}): MoralityCardSnapshot => ({
    flag: { kind: "trigger", actorUuids: ["Actor.kira", "Actor.vex"], d100: 42 },
    messageId: "msgMorality00001", authorName: "Gamemaster", refused: false, isGM: true,
    characters: [
      { name: "Kira", morality: 55, record: { kind: "trigger", d100: 42, triggered: true } },
      { name: "Vex", morality: 30, record: null },
    ],
    ...over,
  });

  it("a line per character with this card's record, the headline naming those tested, Undo for the GM", () => {
    const view = moralityCardView(snapshot(), keys);
    expect(view.rows).toEqual([
      { name: "Kira", applied: true, line: 'EOTE.Morality.Card.TriggerLine {"morality":55}', notes: [] },
      { name: "Vex", applied: false, line: "", notes: [] },
    ]);
    expect(view).toMatchObject({ d100: 42, refusal: null, headline: 'EOTE.CardGlance.MoralityTested {"names":"Kira"}', canUndo: true });
    expect(moralityCardView(snapshot({ isGM: false }), keys).canUndo).toBe(false);
  });

  it("a refused card (not a GM's) shows its refusal, no rows, no headline, nothing to undo", () => {
    expect(moralityCardView(snapshot({ refused: true }), keys)).toMatchObject({ refusal: "EOTE.Morality.Card.Refused", rows: [], headline: null, canUndo: false });
  });
});
