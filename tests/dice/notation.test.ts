// Dice notation: counts-and-letters, repeated letters, Foundry formulas; bad input raises only
// EoteError naming the bad part (fuzzed with fast-check).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIE_TYPES, EoteError, emptyPool, formatPool, odds, parsePool, rollPool, type Pool } from "../../module/dice/index.ts";

const pool = (counts: Partial<Pool>): Pool => ({ ...emptyPool(), ...counts });
const EXAMPLE = pool({ ability: 2, proficiency: 1, difficulty: 2, challenge: 1, boost: 1, setback: 1 });

function caught(fn: () => unknown): EoteError {
  try {
    fn();
  } catch (e) {
    if (e instanceof EoteError) return e;
    throw e;
  }
  throw new Error("expected an EoteError");
}

describe("parsePool", () => {
  it("reads counts and letters", () => {
    expect(parsePool("2a1p2i1c1b1s")).toEqual(EXAMPLE);
    expect(parsePool("3f")).toEqual(pool({ force: 3 }));
  });
  it("reads repeated letters, mixed with counts, any case and spacing", () => {
    expect(parsePool("aapiic")).toEqual(pool({ ability: 2, proficiency: 1, difficulty: 2, challenge: 1 }));
    expect(parsePool("2a a P")).toEqual(pool({ ability: 3, proficiency: 1 }));
    expect(parsePool("10b")).toEqual(pool({ boost: 10 }));
  });
  it("reads Foundry formulas", () => {
    expect(parsePool("2da+1dp+2di")).toEqual(pool({ ability: 2, proficiency: 1, difficulty: 2 }));
    expect(parsePool("2da + dp + 1dC + 2dF")).toEqual(pool({ ability: 2, proficiency: 1, challenge: 1, force: 2 }));
  });
  it("reads the empty string as the empty pool", () => {
    expect(parsePool("")).toEqual(emptyPool());
    expect(parsePool("  ")).toEqual(emptyPool());
  });
  it("names the unknown letter and its part", () => {
    const e = caught(() => parsePool("2a3x1p"));
    expect(e.key).toBe("EOTE.Dice.Error.UnknownLetter");
    expect(e.data).toEqual({ letter: "x", part: "3x" });
    expect(e.message).toContain("\"3x\"");
    expect(caught(() => parsePool("2da+1dz")).data).toMatchObject({ letter: "z", part: "1dz" });
  });
  it("names the bad part of malformed notation", () => {
    expect(caught(() => parsePool("2a3")).data).toMatchObject({ part: "3" });
    expect(caught(() => parsePool("2a-1p")).data).toMatchObject({ part: "-" });
    expect(caught(() => parsePool("2da++1dp")).data).toMatchObject({ part: "+" });
    expect(caught(() => parsePool("2da+2")).data).toMatchObject({ part: "2" });
    expect(caught(() => parsePool("2d6")).key).toBe("EOTE.Dice.Error.BadNotation");
  });
  it("refuses absurd pools rather than building them", () => {
    expect(caught(() => parsePool("99999999999999999999a")).key).toBe("EOTE.Dice.Error.TooManyOfDie");
    expect(caught(() => parsePool("60a50a")).data).toEqual({ die: "ability", count: 110, max: 100 });
    // Each die within the limit, the pool over it.
    expect(caught(() => parsePool("60a50p")).data).toEqual({ count: 110, max: 100 });
  });
  it("refuses what is not a string", () => {
    expect(caught(() => parsePool(42 as unknown as string)).key).toBe("EOTE.Dice.Error.NotAPool");
  });
});

describe("formatPool", () => {
  it("writes counts, letters and formulas, positive dice first", () => {
    expect(formatPool(EXAMPLE)).toBe("1p2a1b1c2i1s");
    expect(formatPool(EXAMPLE, "letters")).toBe("paabciis");
    expect(formatPool(EXAMPLE, "formula")).toBe("1dp+2da+1db+1dc+2di+1ds");
    expect(formatPool(pool({ force: 2 }), "formula")).toBe("2df");
    expect(formatPool(emptyPool())).toBe("");
  });
});

const arbPool = fc.record(Object.fromEntries(DIE_TYPES.map((d) => [d, fc.integer({ min: 0, max: 12 })]))) as fc.Arbitrary<Pool>;

describe("notation round trip and fuzzing", () => {
  it("parses what it formats, in every style", () => {
    fc.assert(fc.property(arbPool, fc.constantFrom("counts", "letters", "formula") as fc.Arbitrary<"counts" | "letters" | "formula">,
      (p, style) => { expect(parsePool(formatPool(p, style))).toEqual(p); }));
  });
  it("either parses or throws its own EoteError naming a part of the input, on any string", () => {
    const chars = fc.constantFrom(..."apbicsfdxyzAPD0123456789+- \t.,*/()".split(""));
    const arb = fc.oneof(fc.string(), fc.string({ unit: chars, maxLength: 30 }), fc.string({ unit: "binary" }));
    fc.assert(fc.property(arb, (text) => {
      try {
        const p = parsePool(text);
        for (const d of DIE_TYPES) expect(Number.isInteger(p[d]) && p[d] >= 0).toBe(true);
      } catch (e) {
        expect(e).toBeInstanceOf(EoteError);
        const err = e as EoteError;
        expect(err.key).toMatch(/^EOTE\.Dice\.Error\.(UnknownLetter|BadNotation|TooManyDice|TooManyOfDie)$/);
        if (!/TooMany/.test(err.key)) {
          expect(text.replace(/\s+/g, "")).toContain(String(err.data["part"]));
        }
      }
    }), { numRuns: 3000 });
  });
});

describe("notation through odds and rollPool", () => {
  it("gives results or the dice core's own EoteError, never a crash", () => {
    const chars = fc.constantFrom(..."apbicsfdx0123456789+ ".split(""));
    fc.assert(fc.property(fc.string({ unit: chars, maxLength: 14 }), (text) => {
      for (const run of [() => odds(text), () => rollPool(text, () => 0.25)]) {
        try {
          run();
        } catch (e) {
          expect(e).toBeInstanceOf(EoteError);
          expect((e as EoteError).key).toMatch(/^EOTE\.Dice\.Error\./);
        }
      }
    }), { numRuns: 300 });
  });
});
