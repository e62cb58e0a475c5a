// The dice pool dialog's pure state: pool edits, upgrades, difficulty, automatic symbols, and
// odds that are exactly the core's odds() after every change. Also its template with real Handlebars.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { odds } from "../../module/dice/index.ts";
import { emptyPool, type Pool } from "../../module/dice/types.ts";
import {
  addDie, changeSymbol, cleanFlavor, currentDifficulty, dialogView, downgradeDie, MAX_DICE_PER_TYPE, MAX_FLAVOR_LENGTH, percent, poolOdds,
  poolStrip, removeDie, rollModeOptions, setDifficulty, upgradeDie,
} from "../../module/applications/dice-dialog/state.ts";
import { percentText, signedDecimalText } from "../../module/system/i18n.ts";
import { symbolHelpers } from "../../module/roll/symbols.ts";
import { makeHandlebars, makeI18n } from "../doubles/roll.ts";
import { shownKey } from "../doubles/keys.ts";

const pool = (counts: Partial<Pool>): Pool => ({ ...emptyPool(), ...counts });

describe("pool edits", () => {
  it("adds and removes dice within 0..MAX", () => {
    let p = emptyPool();
    p = addDie(addDie(p, "ability"), "ability");
    expect(p.ability).toBe(2);
    p = removeDie(removeDie(removeDie(p, "ability"), "ability"), "ability");
    expect(p.ability).toBe(0);
    let full = emptyPool();
    for (let i = 0; i < MAX_DICE_PER_TYPE + 3; i++) full = addDie(full, "setback");
    expect(full.setback).toBe(MAX_DICE_PER_TYPE);
  });

  it("never changes the pool it was given", () => {
    const p = pool({ ability: 2, symbols: { success: 1 } });
    addDie(p, "ability");
    changeSymbol(p, "success", 1);
    upgradeDie(p, "ability");
    expect(p).toEqual(pool({ ability: 2, symbols: { success: 1 } }));
  });

  it("upgrades and downgrades ability and difficulty", () => {
    expect(upgradeDie(pool({ ability: 2 }), "ability")).toMatchObject({ ability: 1, proficiency: 1 });
    expect(downgradeDie(pool({ proficiency: 1 }), "ability")).toMatchObject({ ability: 1, proficiency: 0 });
    expect(upgradeDie(pool({ difficulty: 1 }), "difficulty")).toMatchObject({ difficulty: 0, challenge: 1 });
    // No ability die left: an upgrade adds one (seed 001 "Upgrading Dice").
    expect(upgradeDie(emptyPool(), "ability")).toMatchObject({ ability: 1, proficiency: 0 });
  });

  it("picking a difficulty replaces the negative dice, keeping the rest", () => {
    const p = setDifficulty(pool({ ability: 3, challenge: 1, difficulty: 1, setback: 1 }), 4);
    expect(p).toMatchObject({ ability: 3, difficulty: 4, challenge: 0, setback: 1 });
    expect(currentDifficulty(p)).toBe(4);
    expect(currentDifficulty(setDifficulty(p, 0))).toBe(0);
    expect(() => setDifficulty(p, 9)).toThrow();
  });

  it("adds and removes automatic symbols, never below zero", () => {
    let p = changeSymbol(emptyPool(), "advantage", 1);
    p = changeSymbol(p, "advantage", 1);
    expect(p.symbols).toEqual({ advantage: 2 });
    p = changeSymbol(changeSymbol(changeSymbol(p, "advantage", -1), "advantage", -1), "advantage", -1);
    expect(p.symbols).toEqual({});
  });
});

describe("odds", () => {
  it("equal the core's odds() after every change", () => {
    const edits: ((p: Pool) => Pool)[] = [
      (p) => addDie(p, "ability"), (p) => addDie(p, "ability"), (p) => setDifficulty(p, 2),
      (p) => upgradeDie(p, "ability"), (p) => addDie(p, "boost"), (p) => upgradeDie(p, "difficulty"),
      (p) => addDie(p, "setback"), (p) => changeSymbol(p, "success", 1), (p) => downgradeDie(p, "difficulty"),
      (p) => addDie(p, "force"),
    ];
    let p = emptyPool();
    const seen = new Set<number>();
    for (const edit of edits) {
      p = edit(p);
      const core = odds(p);
      expect(poolOdds(p)).toEqual({
        success: core.success, advantage: core.advantage, threat: core.threat, triumph: core.triumph, despair: core.despair, meanNetSuccess: core.meanNetSuccess,
      });
      const view = dialogView(p);
      expect(view.odds.find((o) => o.id === "success")!.value).toBe(percent(core.success));
      seen.add(core.success);
    }
    // The odds move as the pool changes.
    expect(seen.size).toBeGreaterThan(3);
  });

  it("2 ability dice against nothing succeed unless both show no success: 1 - (4/8)^2", () => {
    // Hand count from the published ability die (seed 001's face table lost its symbols in OCR):
    // 4 of its 8 faces carry no success (blank, advantage, advantage, double advantage).
    expect(poolOdds(pool({ ability: 2 })).success).toBeCloseTo(0.75, 12);
  });

  it("formats percentages with one decimal", () => {
    expect(percent(0.5)).toBe("50.0");
    expect(percent(1 / 3)).toBe("33.3");
    expect(percent(0)).toBe("0.0");
  });
});

describe("dialog template (real Handlebars)", () => {
  const i18n = makeI18n({ keys: true });
  const hb = makeHandlebars(symbolHelpers(i18n.localize, "s.svg"), { keys: true });
  const template = hb.compile(readFileSync("templates/dialogs/dice-pool.hbs", "utf8"));
  it("lists every die, difficulty and odds, with the chosen difficulty pressed", () => {
    const p = setDifficulty(pool({ ability: 2 }), 2);
    const html = template({ ...dialogView(p), notes: ["Short range: Easy"], empty: false });
    for (const die of ["ability", "proficiency", "boost", "difficulty", "challenge", "setback", "force"]) {
      expect(html).toContain(`data-die="${die}"`);
    }
    expect(html).toMatch(/data-level="2" aria-pressed="true"/);
    expect(html).toContain("EOTE.Dice.Difficulty.average");
    expect(html).toContain(`${percent(odds(p).success)}%`);
    expect(html).toContain("Short range: Easy");
    for (const [key] of html.matchAll(/EOTE(?:\.\w+)+/g)) expect(i18n.has(key), key).toBe(true);
  });
  const render = (p: Pool, extra: Record<string, unknown> = {}) =>
    template({ ...dialogView(p), oddsErrorText: "TOO MANY", notes: [], empty: false, flavor: "", flavorMax: MAX_FLAVOR_LENGTH, rollModes: rollModeOptions("publicroll"), ...extra });

  it("a pool past the exact-odds limit shows the reason, no number and no '%'", async () => {
    const { MAX_ODDS_DICE } = await import("../../module/dice/index.ts");
    const html = render(pool({ ability: MAX_ODDS_DICE + 1 }));
    expect(html).toContain("TOO MANY");
    expect(html).not.toContain("%");
    expect(html).not.toContain('role="meter"');
  });

  it("an empty pool says there are no dice, in words, instead of 0% everywhere", () => {
    const html = render(emptyPool(), { empty: true });
    expect(html).toContain("EOTE.Dice.Odds.NoDice");
    expect(html).toContain("EOTE.Dice.Dialog.NoDice");
    expect(html).not.toContain("%");
    expect(html).not.toContain("TOO MANY");
  });

  it("draws each chance as a labelled meter with its percentage as text, and the mean net successes", () => {
    const p = pool({ proficiency: 1, ability: 1, challenge: 1, difficulty: 1 });
    const o = odds(p);
    const html = render(p);
    const meter = (label: string, q: number) =>
      `role="meter" aria-label="${label}" aria-valuemin="0" aria-valuemax="100" aria-valuenow="${percent(q)}" aria-valuetext="${percentText(q, "en")}"`;
    expect(html).toContain(meter("EOTE.Dice.Odds.success", o.success));
    expect(html).toContain(meter("EOTE.Dice.Odds.advantage", o.advantage));
    expect(html).toContain(meter("EOTE.Dice.Odds.threat", o.threat));
    expect(html).toContain(meter("EOTE.Dice.Odds.triumph", o.triumph));
    expect(html).toContain(meter("EOTE.Dice.Odds.despair", o.despair));
    expect(html).toContain(`style="width: ${percent(o.threat)}%"`);
    expect(html).toContain(`EOTE.Dice.Odds.Mean</span>\n        <span class="eote-pool__pct">${signedDecimalText(o.meanNetSuccess, "en")}</span>`);
  });

  it("the pool strip shows every die and automatic symbol, with the counts as text", () => {
    const p = pool({ ability: 2, difficulty: 1, symbols: { advantage: 1 } });
    const html = render(p);
    const strip = html.slice(html.indexOf("data-pool-strip"), html.indexOf("</div>", html.indexOf("data-pool-strip")));
    expect(strip.match(/eote-die--ability/g)).toHaveLength(2);
    expect(strip.match(/eote-die--difficulty/g)).toHaveLength(1);
    expect(strip.match(/eote-symbol--advantage/g)).toHaveLength(1);
    expect(strip).toContain([["EOTE.Dice.Die.ability", 2], ["EOTE.Dice.Die.difficulty", 1], ["EOTE.Dice.Symbol.advantage", 1]].map(([label, count]) => shownKey("EOTE.Dice.Dialog.StripPart", { count, label })).join(", "));
  });

  it("marks one difficulty pressed and labels every automatic symbol counter visibly", () => {
    const html = render(setDifficulty(pool({ ability: 2 }), 3));
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(html).toMatch(/data-level="3" aria-pressed="true">EOTE\.Dice\.Difficulty\.hard</);
    for (const label of ["success", "advantage", "triumph", "failure", "threat", "despair", "light", "dark"].map((s) => `EOTE.Dice.Symbol.${s}`)) {
      expect(html).toContain(`<span class="eote-pool__label">${label}</span>`);
    }
  });

  it("is a form: named flavour and roll mode inputs, and Roll, last, submits it", () => {
    const html = render(pool({ ability: 1 }), { flavor: '<img src=x onerror="alert(1)">', rollModes: rollModeOptions("blindroll") });
    expect(html).toContain('name="flavor" value="&lt;img src&#x3D;x onerror&#x3D;&quot;alert(1)&quot;&gt;"');
    expect(html).not.toContain("<img");
    expect(html).toContain(`maxlength="${MAX_FLAVOR_LENGTH}"`);
    expect(html).toMatch(/<option value="blindroll" selected>EOTE\.Dice\.Dialog\.RollMode\.blindroll<\/option>/);
    expect(html.match(/ selected>/g)).toHaveLength(1);
    expect(html).toMatch(/<button type="submit" class="eote-pool__roll"[^>]*>.*EOTE\.Dice\.Dialog\.Roll<\/button>\s*<\/footer>\s*<\/div>\s*$/s);
    expect(html).not.toContain('data-action="roll"');
  });
});

describe("odds bars (pure)", () => {
  it("show success, net advantage and net threat always; triumph and despair only when the pool can show them", () => {
    const ids = (p: Pool) => dialogView(p).odds.map((o) => o.id);
    expect(ids(pool({ ability: 2, difficulty: 1 }))).toEqual(["success", "advantage", "threat"]);
    expect(ids(pool({ proficiency: 1, difficulty: 1 }))).toEqual(["success", "advantage", "threat", "triumph"]);
    expect(ids(pool({ ability: 1, challenge: 1 }))).toEqual(["success", "advantage", "threat", "despair"]);
    expect(ids(pool({ ability: 1, symbols: { despair: 1 } }))).toEqual(["success", "advantage", "threat", "despair"]);
  });

  it("give the core's exact figures, as numbers and as the language writes them", () => {
    const p = pool({ proficiency: 2, ability: 1, challenge: 1, difficulty: 2, setback: 1, boost: 1 });
    const o = odds(p);
    const view = dialogView(p, "fr");
    for (const bar of view.odds) {
      expect(bar.value).toBe(percent(o[bar.id]));
      expect(bar.text).toBe(new Intl.NumberFormat("fr", { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(o[bar.id]));
    }
    expect(view.meanNetSuccess).toBe(signedDecimalText(o.meanNetSuccess, "fr"));
  });

  it("no dice: no bars, no mean, and the view says so", () => {
    const view = dialogView(pool({ symbols: { success: 2 } }));
    expect(view).toMatchObject({ noDice: true, odds: [], meanNetSuccess: null, oddsError: null });
  });
});

describe("pool strip, flavour and roll mode (pure)", () => {
  it("lists dice in the chat card's order, then automatic symbols", () => {
    const strip = poolStrip(pool({ setback: 1, ability: 2, proficiency: 1, symbols: { threat: 2, success: 1 } }));
    // The chat card's order (DIE_TYPES): positive dice, then negative ones.
    expect(strip.dice).toEqual(["proficiency", "ability", "ability", "setback"]);
    expect(strip.symbols).toEqual(["success", "threat", "threat"]);
    expect(strip.empty).toBe(false);
    expect(poolStrip(emptyPool()).empty).toBe(true);
  });

  it("keeps the flavour one trimmed line within the limit", () => {
    expect(cleanFlavor("  sneak\n past   the guard ")).toBe("sneak past the guard");
    expect([...cleanFlavor("x".repeat(500))]).toHaveLength(MAX_FLAVOR_LENGTH);
    expect(cleanFlavor(42)).toBe("");
    expect(cleanFlavor(undefined)).toBe("");
  });

  it("offers core's four roll modes, the given one chosen, public for anything else", () => {
    expect(rollModeOptions("gmroll").filter((o) => o.selected).map((o) => o.id)).toEqual(["gmroll"]);
    expect(rollModeOptions("everyone").filter((o) => o.selected).map((o) => o.id)).toEqual(["publicroll"]);
    expect(rollModeOptions("selfroll").map((o) => o.id)).toEqual(["publicroll", "gmroll", "blindroll", "selfroll"]);
  });

  it("percentages and means follow the language, never a bare '%'", () => {
    expect(percentText(0.423, "en")).toBe("42.3%");
    expect(percentText(0, "en")).toBe("0.0%");
    expect(percentText(0.5, "not a tag!")).toBe("50.0%");
    expect(signedDecimalText(1.26, "en")).toBe("+1.3");
    expect(signedDecimalText(-0.04, "en")).toBe("0.0");
  });

  it("keep each language and style apart while they reuse their formats", () => {
    const fresh = (lang: string, options: Intl.NumberFormatOptions) => {
      try { return new Intl.NumberFormat(lang || "en", options); } catch { return new Intl.NumberFormat("en", options); }
    };
    const percentStyle = { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;
    const signedStyle = { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: "exceptZero" } as const;
    for (let round = 0; round < 2; round++) {
      for (const lang of ["fr", "en", "de", "ar-EG", "", "not a tag!", "hi-IN-u-nu-deva", "fr"]) {
        expect(percentText(0.4235, lang), lang).toBe(fresh(lang, percentStyle).format(0.4235));
        expect(signedDecimalText(-1.26, lang), lang).toBe(fresh(lang, signedStyle).format(-1.26));
      }
    }
  });
});
