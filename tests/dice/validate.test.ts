// The entry check every public pool function runs (module/dice/validate.ts): partial pools work,
// hostile pools and arguments raise an EoteError naming the key, never NaN, string sums or RangeError.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { malformed } from "../doubles/typed.ts";
import {
  DIE_TYPES, EoteError, MAX_POOL_DICE, MAX_POOL_SYMBOLS, MAX_SEED, SYMBOL_KEYS, addDice, checkPool, difficultyPool, distribution,
  distributionOfFaces, downgrade, emptyPool, formatPool, mergePools, normalisePool, odds, poolSize, removeDice, rollDie, rollPool,
  seededRandom, sumSymbols, tally, upgrade, validatePool, type Pool,
} from "../../module/dice/index.ts";

function caught(fn: () => unknown): EoteError {
  try {
    fn();
  } catch (e) {
    if (e instanceof EoteError) return e;
    throw new Error(`expected an EoteError, got ${String(e)}`);
  }
  throw new Error("expected an EoteError, nothing was thrown");
}

/** A pool or argument of the wrong shape on purpose (typed as whatever the call expects). */
const hostile = malformed;

describe("partial pools", () => {
  it("count missing keys as zero in every pool function", () => {
    expect(upgrade({ boost: 1 }, "ability", 2)).toEqual({ ...emptyPool(), boost: 1, proficiency: 1 });
    expect(downgrade({ proficiency: 2 }, "ability")).toEqual({ ...emptyPool(), proficiency: 1, ability: 1 });
    expect(mergePools({ ability: 2 }, { difficulty: 1, symbols: { advantage: 1 } }))
      .toEqual({ ...emptyPool(), ability: 2, difficulty: 1, symbols: { advantage: 1 } });
    expect(addDice({}, "boost", 2)).toEqual({ ...emptyPool(), boost: 2 });
    expect(removeDice({ setback: 1 }, "setback", 3)).toEqual(emptyPool());
    expect(poolSize({ force: 3 })).toBe(3);
    expect(formatPool({ ability: 2, challenge: 1 })).toBe("2a1c");
    expect(odds({ ability: 1 }).success).toBeCloseTo(0.5, 12);
    expect(rollPool({ ability: 1 }, () => 0).dice).toHaveLength(1);
    expect(distribution({ boost: 1 }).netSuccessMax).toBe(1);
  });
  it("never hand back the caller's object", () => {
    const given = { ability: 2, symbols: { success: 1 } };
    const out = validatePool(given);
    expect(out).toEqual({ ...emptyPool(), ability: 2, symbols: { success: 1 } });
    expect(out).not.toBe(given);
    expect(out.symbols).not.toBe(given.symbols);
  });
});

describe("hostile pools", () => {
  it("name an unknown key (a typo is not silently ignored)", () => {
    const e = caught(() => odds(hostile({ ability: 1, abilty: 3 })));
    expect(e.key).toBe("EOTE.Dice.Error.UnknownPoolKey");
    expect(e.message).toContain("\"abilty\"");
    expect(caught(() => rollPool(hostile({ symbols: { sucess: 1 } }))).key).toBe("EOTE.Dice.Error.UnknownSymbol");
    expect(caught(() => poolSize(JSON.parse('{"__proto__": 1}'))).data).toEqual({ key: "\"__proto__\"" });
  });
  it("refuse counts that are strings, fractions, negatives or not numbers, naming the die", () => {
    const s = caught(() => mergePools(hostile({ ability: "2" }), { ability: 1 }));
    expect(s.key).toBe("EOTE.Dice.Error.InvalidDieCount");
    expect(s.data).toEqual({ die: "ability", value: "\"2\"" });
    expect(caught(() => formatPool({ ability: 1.5 })).data).toEqual({ die: "ability", value: "1.5" });
    expect(caught(() => upgrade({ setback: -1 }, "ability")).data).toMatchObject({ die: "setback" });
    expect(caught(() => poolSize(hostile({ force: null }))).data).toMatchObject({ die: "force", value: "null" });
    expect(caught(() => poolSize(hostile({ boost: Number.NaN }))).data).toMatchObject({ die: "boost", value: "NaN" });
    expect(caught(() => rollPool(hostile({ symbols: { threat: "1" } }))).data).toEqual({ symbol: "threat", value: "\"1\"" });
    expect(caught(() => rollPool(hostile({ symbols: 3 }))).key).toBe("EOTE.Dice.Error.NotAPool");
    expect(caught(() => rollPool(hostile([1, 2]))).key).toBe("EOTE.Dice.Error.NotAPool");
  });
  it("refuse huge counts with an EoteError, not a RangeError", () => {
    const e = caught(() => formatPool({ ability: 1e9 }, "letters"));
    expect(e.key).toBe("EOTE.Dice.Error.TooManyOfDie");
    expect(e.data).toEqual({ die: "ability", count: 1e9, max: MAX_POOL_DICE });
    expect(caught(() => formatPool({ ability: 60, boost: 60 })).key).toBe("EOTE.Dice.Error.TooManyDice");
    expect(caught(() => rollPool({ symbols: { success: MAX_POOL_SYMBOLS + 1 } })).key).toBe("EOTE.Dice.Error.TooManySymbols");
    expect(caught(() => mergePools({ ability: 60 }, { ability: 60 })).key).toBe("EOTE.Dice.Error.TooManyOfDie");
    expect(caught(() => addDice({ ability: MAX_POOL_DICE }, "boost")).key).toBe("EOTE.Dice.Error.TooManyDice");
    expect(caught(() => checkPool(1e9, 0)).key).toBe("EOTE.Dice.Error.TooManyOfDie");
  });
  it("read only the pool's own enumerable keys, and name the first bad one in key order", () => {
    // Inherited and non-enumerable keys are not the pool's: ignored, as Object.keys would.
    const inherited = Object.assign(Object.create({ ability: 5, abilty: 1 }) as object, { boost: 1 });
    expect(normalisePool(inherited)).toEqual({ ...emptyPool(), boost: 1 });
    const hidden = Object.defineProperty({ force: 2 }, "typo", { value: 1, enumerable: false });
    expect(normalisePool(hidden)).toEqual({ ...emptyPool(), force: 2 });
    // A die key holding undefined counts as missing; an unknown key is refused whatever it holds.
    expect(normalisePool({ ability: undefined, symbols: undefined })).toEqual(emptyPool());
    expect(caught(() => normalisePool(hostile({ abilty: undefined }))).key).toBe("EOTE.Dice.Error.UnknownPoolKey");
    expect(caught(() => normalisePool(hostile({ boost: -1, zzz: 1 }))).key).toBe("EOTE.Dice.Error.InvalidDieCount");
    expect(caught(() => normalisePool(hostile({ zzz: 1, boost: -1 }))).key).toBe("EOTE.Dice.Error.UnknownPoolKey");
  });
  it("show long hostile text cut short in the message", () => {
    const e = caught(() => poolSize(hostile({ ["x".repeat(10_000)]: 1 })));
    expect(e.message.length).toBeLessThan(200);
  });
});

describe("other arguments", () => {
  it("die names, targets, counts, styles, difficulties and seeds are checked", () => {
    expect(caught(() => addDice({}, hostile("abilty"), 1)).key).toBe("EOTE.Dice.Error.UnknownDie");
    expect(caught(() => removeDice({}, hostile(undefined))).key).toBe("EOTE.Dice.Error.UnknownDie");
    expect(caught(() => rollDie(hostile("d20"))).key).toBe("EOTE.Dice.Error.UnknownDie");
    expect(caught(() => upgrade({}, hostile("boost"))).key).toBe("EOTE.Dice.Error.InvalidUpgradeTarget");
    expect(caught(() => upgrade({}, "ability", 1e9)).data).toEqual({ value: "1000000000", max: MAX_POOL_DICE });
    expect(caught(() => upgrade({}, "ability", hostile("2"))).key).toBe("EOTE.Dice.Error.InvalidCount");
    expect(caught(() => addDice({}, "boost", Infinity)).key).toBe("EOTE.Dice.Error.InvalidCount");
    expect(caught(() => formatPool({}, hostile("roman"))).key).toBe("EOTE.Dice.Error.InvalidPoolStyle");
    expect(caught(() => difficultyPool(hostile("Hard"))).key).toBe("EOTE.Dice.Error.UnknownDifficulty");
    expect(caught(() => difficultyPool(hostile({ toString: () => { throw new Error("boom"); } }))).key)
      .toBe("EOTE.Dice.Error.UnknownDifficulty");
    expect(caught(() => rollPool({ ability: 1 }, hostile(0.5))).key).toBe("EOTE.Dice.Error.InvalidRandom");
    expect(caught(() => distribution("1p", hostile(null))).key).toBe("EOTE.Dice.Error.InvalidCap");
  });
  it("a seed outside the generator's 32-bit range is refused, not wrapped onto another seed", () => {
    expect(seededRandom(MAX_SEED)()).toBeGreaterThanOrEqual(0);
    for (const bad of [MAX_SEED + 1, -1, 1.5, Number.NaN, 2 ** 53 + 2]) {
      expect(caught(() => seededRandom(bad)).key).toBe("EOTE.Dice.Error.InvalidSeed");
    }
  });
  it("symbol sums and custom faces are checked too", () => {
    expect(caught(() => tally(hostile({ success: "2" }))).key).toBe("EOTE.Dice.Error.InvalidSymbolCount");
    expect(caught(() => sumSymbols([hostile({ sucess: 1 })])).key).toBe("EOTE.Dice.Error.UnknownSymbol");
    expect(tally({ success: 3, failure: 1 }).netSuccess).toBe(2);
    expect(caught(() => distributionOfFaces([hostile([])])).key).toBe("EOTE.Dice.Error.InvalidFaces");
    expect(caught(() => distributionOfFaces([[{ success: 1e9 }]])).key).toBe("EOTE.Dice.Error.TooManySymbols");
    expect(caught(() => distributionOfFaces(Array.from({ length: 41 }, () => [{ success: 1 }]))).key)
      .toBe("EOTE.Dice.Error.TooManyDiceForOdds");
    expect(distributionOfFaces([[{ success: 1 }, {}]]).netSuccessMax).toBe(1);
  });
});

// Any value at all in any pool slot: a pool function returns a checked pool or throws an EoteError.
const anyValue = fc.oneof(
  fc.integer({ min: -5, max: 300 }), fc.double(), fc.string({ maxLength: 3 }), fc.constant(null), fc.constant(undefined),
  fc.boolean(), fc.constant(1e12), fc.array(fc.nat(3), { maxLength: 2 }),
);
const anyKey = fc.oneof(fc.constantFrom(...DIE_TYPES), fc.constantFrom("abilty", "symbols", "constructor", "Ability"));
const anyPool = fc.dictionary(anyKey, anyValue, { maxKeys: 4 });

describe("property: every pool function checks, never yields a broken pool", () => {
  const isCheckedPool = (p: Pool) => {
    for (const die of DIE_TYPES) expect(Number.isInteger(p[die]) && p[die] >= 0).toBe(true);
    expect(poolSize(p)).toBeLessThanOrEqual(MAX_POOL_DICE);
    for (const key of Object.keys(p)) expect([...DIE_TYPES, "symbols"]).toContain(key);
    for (const [k, n] of Object.entries(p.symbols ?? {})) {
      expect(SYMBOL_KEYS).toContain(k);
      expect(Number.isInteger(n) && n >= 0 && n <= MAX_POOL_SYMBOLS).toBe(true);
    }
  };
  it("upgrade, downgrade, mergePools, addDice, formatPool, rollPool", () => {
    fc.assert(fc.property(anyPool, anyPool, fc.integer({ min: -2, max: 120 }), (a, b, n) => {
      const calls: (() => unknown)[] = [
        () => upgrade(hostile(a), "ability", n), () => downgrade(hostile(a), "difficulty", n), () => mergePools(hostile(a), hostile(b)),
        () => addDice(hostile(a), "boost", n), () => removeDice(hostile(a), "setback", n), () => formatPool(hostile(a), "letters"),
        () => rollPool(hostile(a), seededRandom(1)).dice,
      ];
      for (const call of calls) {
        let out: unknown;
        try {
          out = call();
        } catch (e) {
          expect(e).toBeInstanceOf(EoteError);
          continue;
        }
        if (typeof out === "string") expect(out).toMatch(/^[apbicsf]*$/);
        else if (!Array.isArray(out)) isCheckedPool(out as Pool);
      }
    }), { numRuns: 500 });
  });
  it("a valid partial pool means the same as its full form everywhere", () => {
    const partial = fc.dictionary(fc.constantFrom(...DIE_TYPES), fc.integer({ min: 0, max: 5 }), { maxKeys: 7 });
    fc.assert(fc.property(partial, fc.integer({ min: 0, max: 3 }), (p, n) => {
      const full = normalisePool(p);
      expect(upgrade(p, "ability", n)).toEqual(upgrade(full, "ability", n));
      expect(formatPool(p, "formula")).toBe(formatPool(full, "formula"));
      expect(rollPool(p, seededRandom(3))).toEqual(rollPool(full, seededRandom(3)));
    }), { numRuns: 200 });
  });
});
