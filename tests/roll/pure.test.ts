// Pure helpers of the Foundry shell: formula routing, symbols, enricher, Dice So Nice labels, Destiny.
import { describe, expect, it } from "vitest";
import { FACES } from "../../module/dice/index.ts";
import { DIE_TYPES } from "../../module/dice/types.ts";
import { chatRollFormula, DIE_BY_LETTER, hasNarrativeTerms, narrativeDiceCount, retagNarrativeRolls } from "../../module/roll/formula.ts";
import { dieHtml, symbolHelpers, symbolHtml } from "../../module/roll/symbols.ts";
import { enrichedHtml, parseEnricherText, ENRICHER_PATTERN } from "../../module/roll/enricher.ts";
import { DSN_COLOURS, dsnLabels } from "../../module/roll/dsn.ts";
import { canFlip, flip, formPool, normalise } from "../../module/features/destiny/model.ts";
import { commandPool, poolCommandText } from "../../module/roll/chat-command.ts";
import { parsePool } from "../../module/dice/index.ts";
import { EoteError } from "../../module/dice/errors.ts";

describe("narrative formulas", () => {
  it.each(["2da+1dp+2di+1dc", "3da", "1df", "da", "1d20 + 2ds", "(2)da", "2db[boost]"])("%s is narrative", (f) => {
    expect(hasNarrativeTerms(f)).toBe(true);
  });
  it.each(["1d20+3", "2d6kh", "4d10", "1d100", "@skills.da", "1d20[attack dice]", "2d6cs>4"])("%s stays core", (f) => {
    expect(hasNarrativeTerms(f)).toBe(false);
  });
  it("reads the formula of roll commands", () => {
    expect(chatRollFormula("/r 2da+1dp # Cool check")).toBe("2da+1dp");
    expect(chatRollFormula("/gmroll 1dc")).toBe("1dc");
    expect(chatRollFormula("hello")).toBeNull();
    expect(poolCommandText("/pool 2da 1di")).toBe("2da 1di");
    expect(poolCommandText("/pool")).toBe("");
    expect(poolCommandText("/poolside")).toBeNull();
  });
  it("reads a /pool command's parts, space-separated or in one piece, as one pool", () => {
    expect(commandPool("2da 1di")).toEqual(parsePool("2da+1di"));
    expect(commandPool("2a1p  2i")).toEqual(parsePool("2a1p2i"));
    expect(commandPool("2da+1dp+2di")).toEqual(parsePool("2da+1dp+2di"));
    expect(commandPool("")).toEqual(parsePool(""));
    expect(() => commandPool("2da zz")).toThrow(EoteError);
  });
  it("retags stored rolls with narrative dice as NarrativeRolls, and only those", () => {
    const core = { class: "Roll", formula: "1d20+3", terms: [] };
    const narrative = { class: "Roll", formula: "2da+1di", terms: [{ class: "AbilityDie" }] };
    const already = { class: "NarrativeRoll", formula: "1dp" };
    expect(retagNarrativeRolls([core, already])).toBeNull();
    expect(retagNarrativeRolls([core, narrative])).toEqual([core, { ...narrative, class: "NarrativeRoll" }]);
    expect(retagNarrativeRolls([JSON.stringify(narrative)])).toEqual([{ ...narrative, class: "NarrativeRoll" }]);
    expect(retagNarrativeRolls(["not json", 7])).toBeNull();
    // A registered subclass (the initiative roll) keeps its class, so its own total survives a reload.
    const initiative = { class: "InitiativeRoll", formula: "2da+1dp" };
    expect(retagNarrativeRolls([initiative], new Set(["NarrativeRoll", "InitiativeRoll"]))).toBeNull();
    expect(retagNarrativeRolls([initiative])).toEqual([{ ...initiative, class: "NarrativeRoll" }]);
  });
  it("counts the narrative dice a formula writes out, for the per-roll limit", () => {
    expect(narrativeDiceCount("2da+1dp+2di+dc")).toBe(6);
    expect(narrativeDiceCount("20000da")).toBe(20000);
    expect(narrativeDiceCount("1d20+3 + 2ds[setback]")).toBe(2);
    expect(narrativeDiceCount("1d20+3")).toBe(0);
    expect(narrativeDiceCount("2db[99da]")).toBe(2);
  });
  it("maps every letter back to its die", () => {
    expect(DIE_BY_LETTER).toEqual({ a: "ability", p: "proficiency", b: "boost", i: "difficulty", c: "challenge", s: "setback", f: "force" });
  });
});

describe("symbols", () => {
  it("are one element carrying a text alternative, its picture named by class for CSS", () => {
    const html = symbolHtml("triumph", "Triumph");
    expect(html).toBe('<span class="eote-symbol eote-symbol--triumph" role="img" aria-label="Triumph" title="Triumph"></span>');
    expect(dieHtml("ability", "Ability die")).toMatch(/^<span class="eote-die eote-die--ability" role="img" aria-label="Ability die"[^>]*><\/span>$/);
    expect(dieHtml("force", 'A "quoted" <die>')).toContain('aria-label="A &quot;quoted&quot; &lt;die&gt;"');
  });
  it("helpers ignore unknown ids", () => {
    const h = symbolHelpers((k) => k);
    expect(h.eoteSymbol("nope")).toBe("");
    expect(h.eoteDie("success")).toBe("");
    expect(h.eoteSymbol("success")).toContain("EOTE.Dice.Symbol.success");
  });
});

describe("text enricher", () => {
  it("parses counts and ids", () => {
    expect(parseEnricherText("success 2advantage, ability")).toEqual([
      { kind: "symbol", id: "success", count: 1 },
      { kind: "symbol", id: "advantage", count: 2 },
      { kind: "die", id: "ability", count: 1 },
    ]);
  });
  it("refuses unknown ids and absurd counts", () => {
    expect(parseEnricherText("success banana")).toBeNull();
    expect(parseEnricherText("99success")).toBeNull();
    expect(parseEnricherText("0success")).toBeNull();
    expect(parseEnricherText("")).toBeNull();
  });
  it("renders through the shared helpers and is found in text", () => {
    const html = enrichedHtml(parseEnricherText("2threat")!, symbolHelpers((k) => k));
    expect(html.match(/eote-symbol--threat/g)).toHaveLength(2);
    const text = "Spend [eote:2advantage] or [eote:despair].";
    expect([...text.matchAll(ENRICHER_PATTERN)].map((m) => m[1])).toEqual(["2advantage", "despair"]);
  });
});

describe("Dice So Nice presets", () => {
  it("one label per face of the core's table; blank faces are empty", () => {
    for (const die of DIE_TYPES) {
      const labels = dsnLabels(die);
      expect(labels).toHaveLength(FACES[die].length);
      FACES[die].forEach((face, i) => {
        const symbols = Object.values(face).reduce((a, n) => a + (n ?? 0), 0);
        expect([...labels[i]!.replace(/\n/g, "")].length).toBe(symbols);
      });
    }
  });
  it("uses the issue's colours and die shapes", () => {
    expect(DSN_COLOURS.setback.background).toBe("#111111");
    expect(DSN_COLOURS.force.background).toBe("#f5f5f5");
    expect(DSN_COLOURS.ability.shape).toBe("d8");
    expect(DSN_COLOURS.challenge.shape).toBe("d12");
    expect(DSN_COLOURS.boost.shape).toBe("d6");
  });
});

describe("Destiny pool", () => {
  it("players flip light to dark, the GM dark to light", () => {
    expect(canFlip("lightToDark", false)).toBe(true);
    expect(canFlip("darkToLight", false)).toBe(false);
    expect(canFlip("darkToLight", true)).toBe(true);
    expect(canFlip("lightToDark", true)).toBe(false);
  });
  it("a flip moves one point and never goes below zero", () => {
    expect(flip({ light: 2, dark: 1 }, "lightToDark")).toEqual({ light: 1, dark: 2 });
    expect(flip({ light: 0, dark: 1 }, "darkToLight")).toEqual({ light: 1, dark: 0 });
    expect(() => flip({ light: 0, dark: 3 }, "lightToDark")).toThrow(EoteError);
    try { flip({ light: 1, dark: 0 }, "darkToLight"); } catch (e) { expect((e as EoteError).key).toBe("EOTE.Dice.Destiny.Error.NoDark"); }
  });
  it("is formed from the force dice's pips", () => {
    const faceWith = (sym: "light" | "dark", n: number) => FACES.force.findIndex((f) => f[sym] === n) + 1;
    const pool = formPool([
      { die: "force", face: faceWith("light", 2) },
      { die: "force", face: faceWith("dark", 1) },
      { die: "force", face: faceWith("dark", 2) },
    ]);
    expect(pool).toEqual({ light: 2, dark: 3 });
  });
  it("reads a malformed stored value as empty", () => {
    expect(normalise(null)).toEqual({ light: 0, dark: 0 });
    expect(normalise({ light: -2, dark: "3" })).toEqual({ light: 0, dark: 0 });
    expect(normalise({ light: 2, dark: 1 })).toEqual({ light: 2, dark: 1 });
  });
});
