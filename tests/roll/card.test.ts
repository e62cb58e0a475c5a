// The chat card: its pure view model and the real template rendered with real Handlebars.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FACES } from "../../module/dice/index.ts";
import { DIE_TYPES as DIE_TYPES_ALL, type DieType } from "../../module/dice/types.ts";
import { buildCardContext, outcomeLines, outcomeSymbols, storedSymbols, symbolRuns } from "../../module/roll/card-model.ts";
import { symbolHelpers } from "../../module/roll/symbols.ts";
import { makeHandlebars, makeI18n } from "../doubles/roll.ts";

const i18n = makeI18n();
const hb = makeHandlebars(symbolHelpers(i18n.localize, "sprite.svg"));
const card = hb.compile(readFileSync("templates/chat/narrative-roll.hbs", "utf8"));

/** 1-based index of the first face with exactly these symbols, from the core's table. */
function faceWith(die: DieType, symbols: Record<string, number>): number {
  const i = FACES[die].findIndex((f) => {
    const present = Object.fromEntries(Object.entries(f).filter(([, n]) => n));
    return JSON.stringify(present) === JSON.stringify(symbols);
  });
  if (i < 0) throw new Error(`no ${die} face ${JSON.stringify(symbols)}`);
  return i + 1;
}

const blank = (die: DieType) => FACES[die].findIndex((f) => Object.values(f).every((n) => !n)) + 1;

/** Each of these parts is somewhere in the card (each checked on its own, named when it is missing). */
function expectAllIn(html: string, parts: readonly string[]): void {
  for (const part of parts) expect(html, part).toContain(part);
}

describe("card view model", () => {
  it("2 successes and an advantage against a failure and a despair", () => {
    const ctx = buildCardContext({
      title: "Ranged (Light)",
      dice: [
        { die: "difficulty", face: faceWith("difficulty", { failure: 1 }) },
        { die: "ability", face: faceWith("ability", { success: 2 }) },
        { die: "proficiency", face: faceWith("proficiency", { success: 1, advantage: 1 }) },
        { die: "challenge", face: faceWith("challenge", { despair: 1 }) },
      ],
    });
    // Success 3, failure 1 + 1 (despair counts as a failure) -> 1 net success; advantage 1.
    expect(ctx.outcome.netSuccess).toBe(1);
    expect(ctx.outcome.succeeded).toBe(true);
    expect(ctx.headlineKey).toBe("EOTE.Chat.Succeeded");
    expect(ctx.lines.map((l) => [l.key, l.count])).toEqual([
      ["EOTE.Chat.NetSuccess", 1], ["EOTE.Chat.NetAdvantage", 1], ["EOTE.Chat.Despair", 1],
    ]);
    // Dice listed positive first: proficiency, ability, challenge, difficulty.
    expect(ctx.dice.map((d) => d.die)).toEqual(["proficiency", "ability", "challenge", "difficulty"]);
    expect(ctx.dice[1]!.symbols).toEqual(["success", "success"]);
  });

  it("a failed check shows net failures and threat; a blank face is marked blank", () => {
    const ctx = buildCardContext({
      dice: [
        { die: "boost", face: blank("boost") },
        { die: "difficulty", face: faceWith("difficulty", { failure: 1, threat: 1 }) },
      ],
    });
    expect(ctx.outcome.succeeded).toBe(false);
    expect(ctx.headlineKey).toBe("EOTE.Chat.Failed");
    expect(ctx.lines.map((l) => l.key)).toEqual(["EOTE.Chat.NetFailure", "EOTE.Chat.NetThreat"]);
    expect(ctx.dice[0]!.blank).toBe(true);
  });

  it("a bare force roll is no check: only light and dark pips", () => {
    const ctx = buildCardContext({ dice: [{ die: "force", face: faceWith("force", { light: 2 }) }] });
    expect(ctx.isCheck).toBe(false);
    expect(ctx.headlineKey).toBeNull();
    expect(ctx.lines).toEqual([{
      key: "EOTE.Chat.Light", count: 2, symbol: "light", tone: "force", run: { symbol: "light", drawn: ["light", "light"], times: null }, named: false,
    }]);
    expect(ctx.notes).toEqual([]);
    expect(ctx.cancel).toEqual([]);
  });

  it("says what cancelled: successes (with triumphs) against failures (with despairs), advantage against threat", () => {
    const ctx = buildCardContext({
      dice: [],
      automatic: { success: 1, triumph: 1, failure: 1, despair: 1, advantage: 3, threat: 1 },
    });
    expect(ctx.headlineKey).toBe("EOTE.Chat.Failed");
    expect(ctx.cancel).toEqual([
      { positive: { key: "EOTE.Count.success", count: 2 }, negative: { key: "EOTE.Count.failure", count: 2 }, left: { key: "EOTE.Chat.Failed", count: null } },
      { positive: { key: "EOTE.Count.advantage", count: 3 }, negative: { key: "EOTE.Count.threat", count: 1 }, left: { key: "EOTE.Count.advantage", count: 2 } },
    ]);
    // Nothing on one side: nothing cancelled.
    expect(buildCardContext({ dice: [], automatic: { success: 2, threat: 1 } }).cancel).toEqual([]);
  });

  it("names a triumph and a despair in words on the result line, and says in the small print what each also counts as", () => {
    const ctx = buildCardContext({ dice: [], automatic: { failure: 2, triumph: 1, despair: 1 } });
    expect(ctx.headlineKey).toBe("EOTE.Chat.Failed");
    expect(ctx.lines.map((l) => [l.key, l.count, l.named])).toEqual([
      ["EOTE.Chat.NetFailure", 2, false], ["EOTE.Chat.Triumph", 1, true], ["EOTE.Chat.Despair", 1, true],
    ]);
    expect(ctx.notes).toEqual(["EOTE.Chat.TriumphNote", "EOTE.Chat.DespairNote"]);
    // Only what was rolled is explained; a roll with neither has no note.
    expect(buildCardContext({ dice: [], automatic: { success: 1, triumph: 1 } }).notes).toEqual(["EOTE.Chat.TriumphNote"]);
    expect(buildCardContext({ dice: [], automatic: { success: 2, advantage: 1 } }).notes).toEqual([]);
    expect(buildCardContext({ dice: [], automatic: { success: 2, advantage: 1 } }).lines.every((l) => !l.named)).toBe(true);
  });

  it("an advantage-against-threat clause ends in what is left of advantage or threat, never in the verdict", () => {
    const clause = (automatic: Record<string, number>) => buildCardContext({ dice: [], automatic }).cancel.at(-1)!.left;
    expect(clause({ success: 2, advantage: 3, threat: 1 })).toEqual({ key: "EOTE.Count.advantage", count: 2 });
    expect(clause({ failure: 1, advantage: 1, threat: 3 })).toEqual({ key: "EOTE.Count.threat", count: 2 });
    expect(clause({ success: 1, advantage: 2, threat: 2 })).toEqual({ key: "EOTE.Chat.CancelNothingLeft", count: null });
  });

  it("a large net count is drawn once with ×N in the headline row", () => {
    const ctx = buildCardContext({ dice: [], automatic: { success: 9, failure: 1 } });
    expect(ctx.lines[0]!.run).toEqual({ symbol: "success", drawn: ["success"], times: 8 });
  });

  it("automatic symbols join the tally and are listed", () => {
    const ctx = buildCardContext({ dice: [{ die: "boost", face: blank("boost") }], automatic: { success: 1, threat: 2 } });
    expect(ctx.automatic).toEqual([
      { symbol: "success", drawn: ["success"], times: null }, { symbol: "threat", drawn: ["threat", "threat"], times: null },
    ]);
    expect(ctx.outcome.netSuccess).toBe(1);
    expect(ctx.outcome.netAdvantage).toBe(-2);
  });

  it("summarises the net result as a row of symbols (inline rolls)", () => {
    const ctx = buildCardContext({ dice: [{ die: "ability", face: faceWith("ability", { success: 2 }) }], automatic: { threat: 1, dark: 1 } });
    expect(outcomeSymbols(ctx.outcome, ctx.isCheck)).toEqual(["success", "success", "threat", "dark"]);
  });

  it("rejects a face the die does not have", () => {
    expect(() => buildCardContext({ dice: [{ die: "boost", face: 7 }] })).toThrow(/No face 7/);
  });

  it("leaves zero counts out of the outcome lines", () => {
    const zero = { success: 0, failure: 0, advantage: 0, threat: 0, triumph: 0, despair: 0, light: 0, dark: 0, netSuccess: 0, netAdvantage: 0, succeeded: false };
    expect(outcomeLines(zero, true)).toEqual([]);
  });
});

describe("bounded cards: many of the same thing drawn once with ×N", () => {
  it("draws up to five symbols of a kind, past that one symbol and its count", () => {
    expect(symbolRuns({ advantage: 5, threat: 6 })).toEqual([
      { symbol: "advantage", drawn: Array(5).fill("advantage"), times: null }, { symbol: "threat", drawn: ["threat"], times: 6 },
    ]);
  });
  it("groups more than five dice with the same face, keeps the rest one by one", () => {
    const two = faceWith("ability", { success: 2 });
    const ctx = buildCardContext({ dice: [
      ...Array.from({ length: 7 }, () => ({ die: "ability" as const, face: two })),
      { die: "ability", face: blank("ability") }, { die: "ability", face: blank("ability") },
    ] });
    expect(ctx.dice.map((d) => [d.face, d.times])).toEqual([[two, 7], [blank("ability"), null], [blank("ability"), null]]);
    expect(ctx.outcome.netSuccess).toBe(14);
  });
  it("a roll over the dice limit (an old stored roll) lists each die face at most once", () => {
    const dice = DIE_TYPES_ALL.flatMap((die) => Array.from({ length: 50 }, (_, i) => ({ die, face: (i % FACES[die].length) + 1 })));
    const ctx = buildCardContext({ dice });
    expect(ctx.dice.length).toBe(Object.values(FACES).reduce((n, f) => n + f.length, 0)); // 64 faces
    expect(ctx.dice.reduce((n, d) => n + (d.times ?? 1), 0)).toBe(350);
  });
  it("stored automatic symbols keep only known keys with finite counts, bounded", () => {
    expect(storedSymbols({ success: 300000, threat: "9", advantage: -4, failure: 2.7, light: Number.NaN, dark: 1e308, bogus: 5 }))
      .toEqual({ success: 100, failure: 2, dark: 100 });
    expect(storedSymbols("lots")).toEqual({});
    expect(storedSymbols(null)).toEqual({});
    expect(storedSymbols(Object.create({ success: 9 }))).toEqual({});
  });
  it("the template writes ×N with a spoken count", () => {
    const html = card({ ...buildCardContext({ dice: [], automatic: { success: 40 } }), formula: "", isPrivate: false, hasNumericTotal: false });
    expect(html.match(/eote-symbol--success/g)).toHaveLength(2); // the automatic run and the outcome line
    expect(html).toContain('<span class="eote-times" role="img" aria-label="40 times">×40</span>');
    expect(html).toContain('aria-label="Success"');
  });
});

describe("card template (real Handlebars)", () => {
  const ctx = buildCardContext({
    title: "Cool",
    dice: [
      { die: "ability", face: faceWith("ability", { success: 1, advantage: 1 }) },
      { die: "setback", face: blank("setback") },
    ],
    automatic: { triumph: 1 },
  });
  const html = card({ ...ctx, formula: "1da + 1ds", flavor: null, isPrivate: false, hasNumericTotal: false });

  it("shows every die with its face as symbols with text alternatives", () => {
    expectAllIn(html, [
      'data-die="ability"', 'data-die="setback"', 'aria-label="Ability die"',
      '<span class="eote-symbol eote-symbol--success" role="img" aria-label="Success"', 'aria-label="Advantage"', "Blank",
    ]);
  });

  it("shows the localised outcome", () => {
    // success 1 + triumph 1 = 2 net successes, 1 advantage, 1 triumph.
    expectAllIn(html, ["eote-roll__headline--success", ">Success</p>", "2 net successes", "1 net advantage", ">1 triumph<", "1da + 1ds"]);
    expect(html).not.toContain("EOTE.");
  });

  it("the net result heads the card: the word and the net symbols on one line, then the dice, then the quiet footer (what cancelled, the formula)", () => {
    const failed = card({
      ...buildCardContext({ dice: [], automatic: { success: 2, failure: 2, advantage: 1 } }),
      formula: "2da + 2di", isPrivate: false, hasNumericTotal: false,
    });
    expect(failed).toContain('<p class="eote-roll__cancel">2 successes and 2 failures cancel: Failure</p>');
    const order = ["eote-roll__result", "eote-roll__headline", "eote-roll__lines", "eote-roll__dice", "eote-roll__quiet", "eote-roll__cancel", "eote-roll__formula"].map((c) => failed.indexOf(c));
    expect(order.every((i, n) => i >= 0 && (n === 0 || i > order[n - 1]!))).toBe(true);
    const both = card({
      ...buildCardContext({ dice: [], automatic: { success: 1, failure: 1, triumph: 1, advantage: 1, threat: 2 } }),
      formula: "", isPrivate: false, hasNumericTotal: false,
    });
    expect(both).toContain(">2 successes and 1 failure cancel: Success; 1 advantage and 2 threat cancel: 1 threat</p>");
    const onlyAdvantage = card({
      ...buildCardContext({ dice: [], automatic: { success: 1, advantage: 3, threat: 1 } }),
      formula: "", isPrivate: false, hasNumericTotal: false,
    });
    expect(onlyAdvantage).toContain('<p class="eote-roll__cancel">3 advantage and 1 threat cancel: 2 advantage</p>');
    expect(onlyAdvantage).not.toContain("cancel: Success");
    expect(both).not.toContain("EOTE.");
  });

  it("shows the numeric total of a mixed formula", () => {
    const mixed = card({ ...ctx, formula: "1da + 1d20", isPrivate: false, hasNumericTotal: true, numericTotal: 17 });
    expect(mixed).toContain("Numeric total: 17");
  });

  it("private: no dice, symbols, outcome or formula", () => {
    const hidden = card({ isPrivate: true, formula: "???", title: "", flavor: null });
    expect(hidden).not.toMatch(/data-die|eote-symbol|eote-roll__line/);
    expect(hidden).toContain("hidden from you");
  });
});
