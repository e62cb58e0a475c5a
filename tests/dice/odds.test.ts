// Exact odds against brute-force enumeration of every face combination on small pools, and
// against properties on large ones (fast-check).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DIE_TYPES, EoteError, FACES, distribution, emptyPool, forEachOutcome, odds, probabilityOf,
  type DieType, type Face, type Pool, type SymbolCounts,
} from "../../module/dice/index.ts";
import { distributionOfFaces } from "../../module/dice/odds.ts";

const pool = (counts: Partial<Pool>): Pool => ({ ...emptyPool(), ...counts });

/** Every combination of faces, counted with integers (exact), then divided by the number of
 * combinations. Net success counts a triumph as a success and a despair as a failure (seed 002). */
const enumerated = new Map<string, Map<string, number>>();
function enumerate(p: Pool): Map<string, number> {
  const memo = enumerated.get(JSON.stringify(p));
  if (memo) return memo;
  const dice: DieType[] = DIE_TYPES.flatMap((d) => Array<DieType>(p[d]).fill(d));
  const vectors = dice.map((d) => FACES[d].map((f) => [
    (f.success ?? 0) + (f.triumph ?? 0) - (f.failure ?? 0) - (f.despair ?? 0),
    (f.advantage ?? 0) - (f.threat ?? 0), f.triumph ?? 0, f.despair ?? 0, f.light ?? 0, f.dark ?? 0,
  ]));
  const auto = p.symbols ?? {};
  const start = [
    (auto.success ?? 0) + (auto.triumph ?? 0) - (auto.failure ?? 0) - (auto.despair ?? 0),
    (auto.advantage ?? 0) - (auto.threat ?? 0), auto.triumph ?? 0, auto.despair ?? 0, auto.light ?? 0, auto.dark ?? 0,
  ];
  const counts = new Map<number, number>();
  let combinations = 0;
  const walk = (i: number, s: number, a: number, t: number, d: number, l: number, k: number) => {
    if (i === dice.length) {
      const key = (((((s + 60) * 121 + a + 60) * 61 + t) * 61 + d) * 121 + l) * 121 + k;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      combinations++;
      return;
    }
    for (const v of vectors[i]!) walk(i + 1, s + v[0]!, a + v[1]!, t + v[2]!, d + v[3]!, l + v[4]!, k + v[5]!);
  };
  walk(0, start[0]!, start[1]!, start[2]!, start[3]!, start[4]!, start[5]!);
  const out = new Map<string, number>();
  for (let [key, n] of counts) {
    const k = key % 121; key = (key - k) / 121;
    const l = key % 121; key = (key - l) / 121;
    const d = key % 61; key = (key - d) / 61;
    const t = key % 61; key = (key - t) / 61;
    const a = (key % 121) - 60; key = (key - a - 60) / 121;
    const s = key - 60;
    out.set(`${s},${a},${t},${d},${l},${k}`, n / combinations);
  }
  enumerated.set(JSON.stringify(p), out);
  return out;
}

/** The engine's full joint (every triumph and despair count kept), keyed like enumerate(). */
function exact(p: Pool): Map<string, number> {
  const dist = distribution(p, { triumphCap: Infinity, despairCap: Infinity });
  const out = new Map<string, number>();
  const lightSpan = dist.lightMax - dist.lightMin + 1;
  const darkSpan = dist.darkMax - dist.darkMin + 1;
  forEachOutcome(dist, (s, a, t, d, q) => {
    for (let l = 0; l < lightSpan; l++) {
      for (let k = 0; k < darkSpan; k++) {
        const f = dist.force[l * darkSpan + k]!;
        if (f === 0) continue;
        const key = `${s},${a},${t},${d},${l + dist.lightMin},${k + dist.darkMin}`;
        out.set(key, (out.get(key) ?? 0) + q * f);
      }
    }
  });
  return out;
}

function expectSameDistribution(actual: Map<string, number>, expected: Map<string, number>) {
  for (const [key, p] of expected) expect(actual.get(key) ?? 0, key).toBeCloseTo(p, 11);
  for (const [key, p] of actual) if (!expected.has(key)) expect(p, key).toBeCloseTo(0, 11);
}

const SMALL_POOLS: Pool[] = [
  pool({ ability: 1 }),
  pool({ proficiency: 2 }),
  pool({ challenge: 2, setback: 1 }),
  pool({ force: 3 }),
  pool({ ability: 2, proficiency: 1, difficulty: 2, challenge: 1, boost: 1, setback: 1 }),
  pool({ proficiency: 2, challenge: 2, force: 1 }),
  pool({ ability: 1, difficulty: 1, symbols: { success: 1, threat: 2, triumph: 1, despair: 2, light: 1 } }),
  emptyPool(),
];

describe("distribution", () => {
  it.each(SMALL_POOLS.map((p) => [JSON.stringify(p), p]))("matches brute-force enumeration: %s", (_, p) => {
    expectSameDistribution(exact(p as Pool), enumerate(p as Pool));
  });

  it("matches enumeration on random small pools", () => {
    const arb = fc.record(Object.fromEntries(DIE_TYPES.map((d) => [d, fc.integer({ min: 0, max: 1 })]))) as fc.Arbitrary<Pool>;
    fc.assert(fc.property(arb, (p) => expectSameDistribution(exact(p), enumerate(p))), { numRuns: 40 });
  });

  it("lumps triumph and despair counts above the cap into the top layer", () => {
    const p = pool({ proficiency: 3, challenge: 2, ability: 1 });
    const full = distribution(p, { triumphCap: Infinity, despairCap: Infinity });
    const capped = distribution(p);
    expect([full.triumphMax, full.despairMax, full.triumphCapped]).toEqual([3, 2, false]);
    expect([capped.triumphMax, capped.despairMax, capped.triumphCapped, capped.despairCapped]).toEqual([1, 1, true, true]);
    for (let s = -6; s <= 6; s++) {
      for (const t of [0, 1]) {
        for (const d of [0, 1]) {
          const want = probabilityOf(full, (s2, _a, t2, d2) => s2 === s && Math.min(t2, 1) === t && Math.min(d2, 1) === d);
          const got = probabilityOf(capped, (s2, _a, t2, d2) => s2 === s && t2 === t && d2 === d);
          expect(got).toBeCloseTo(want, 13);
        }
      }
    }
  });
});

describe("odds summaries", () => {
  it("agree with enumeration for 2a1p2i1c1b1s", () => {
    // Float sums of 21 million terms differ from the integer count in the 13th digit: 11 digits asked.
    const p = pool({ ability: 2, proficiency: 1, difficulty: 2, challenge: 1, boost: 1, setback: 1 });
    const all = [...enumerate(p)].map(([k, q]) => [k.split(",").map(Number), q] as [number[], number]);
    const P = (f: (v: number[]) => boolean) => all.reduce((n, [v, q]) => n + (f(v) ? q : 0), 0);
    const o = odds("2a1p2i1c1b1s");
    expect(o.dice).toBe(8);
    expect(o.success).toBeCloseTo(P(([s]) => s! >= 1), 11);
    expect(o.advantage).toBeCloseTo(P(([, a]) => a! >= 1), 11);
    expect(o.threat).toBeCloseTo(P(([, a]) => a! <= -1), 11);
    expect(o.triumph).toBeCloseTo(P(([, , t]) => t! >= 1), 11);
    expect(o.despair).toBeCloseTo(P(([, , , d]) => d! >= 1), 11);
    expect(o.meanNetSuccess).toBeCloseTo(all.reduce((n, [v, q]) => n + v[0]! * q, 0), 11);
    expect(o.meanNetAdvantage).toBeCloseTo(all.reduce((n, [v, q]) => n + v[1]! * q, 0), 11);
    expect(o.successWithAdvantage[0]).toBeCloseTo(o.success, 11);
    for (let n = 1; n <= 4; n++) {
      expect(o.successWithAdvantage[n]).toBeCloseTo(P(([s, a]) => s! >= 1 && a! >= n), 11);
    }
  });

  it("gives hand-checked odds for single dice", () => {
    // Ability: s, s, ss, sa succeed (4 of 8); mean net success (1+1+2+1)/8.
    expect(odds("a")).toMatchObject({ success: 0.5, threat: 0, triumph: 0 });
    expect(odds("a").meanNetSuccess).toBeCloseTo(5 / 8, 14);
    // Proficiency: one triumph face in twelve; challenge: one despair face.
    expect(odds("p").triumph).toBeCloseTo(1 / 12, 14);
    expect(odds("c").despair).toBeCloseTo(1 / 12, 14);
    // Setback never succeeds; a boost die gives advantage on sa, aa, a.
    expect(odds("s").success).toBe(0);
    expect(odds("b").advantage).toBeCloseTo(3 / 6, 14);
    expect(odds("2f")).toMatchObject({ meanLight: 8 / 12 * 2, meanDark: 8 / 12 * 2, success: 0 });
    expect(odds("")).toMatchObject({ success: 0, advantage: 0, threat: 0, meanNetSuccess: 0 });
  });

  it("counts automatic symbols", () => {
    expect(odds(pool({ symbols: { success: 1 } })).success).toBe(1);
    expect(odds(pool({ symbols: { triumph: 1 } }))).toMatchObject({ success: 1, triumph: 1 });
    expect(odds(pool({ difficulty: 1, symbols: { advantage: 2 } })).threat).toBe(0);
  });

  it("rejects pools over 40 dice and bad pools with a clear error", () => {
    const err = (() => { try { odds(pool({ ability: 41 })); } catch (e) { return e; } })() as EoteError;
    expect(err).toBeInstanceOf(EoteError);
    expect(err.key).toBe("EOTE.Dice.Error.TooManyDiceForOdds");
    expect(() => odds(pool({ ability: 20, difficulty: 21 }))).toThrow(/at most 40/);
    expect(() => odds(pool({ ability: -1 }))).toThrow(EoteError);
    expect(() => odds("2q")).toThrow(EoteError);
    expect(() => odds(pool({ ability: 40 }))).not.toThrow();
    expect(() => odds(pool({ symbols: { advantage: 41 } }))).toThrow(/at most 40 automatic advantage/);
    expect(() => odds(pool({ symbols: { advantage: 1e9 } }))).toThrow(/1000000000 automatic advantage symbols is too large/);
    expect(() => distribution("2p", { triumphCap: -1 })).toThrow(/triumph or despair cap/);
    expect(() => distribution("2p", { despairCap: 0.5 })).toThrow(EoteError);
  });
});

const arbLargePool = fc.tuple(...DIE_TYPES.map(() => fc.integer({ min: 0, max: 40 })))
  .map((counts) => {
    const p = emptyPool();
    let room = 40;
    DIE_TYPES.forEach((d, i) => { const n = Math.min(room, counts[i]!); p[d] = n; room -= n; });
    return p;
  });

/** The P(net success = k) marginal. */
function successMarginal(p: Pool): Map<number, number> {
  const m = new Map<number, number>();
  forEachOutcome(distribution(p), (s, _a, _t, _d, q) => m.set(s, (m.get(s) ?? 0) + q));
  return m;
}

describe("odds properties on pools up to 40 dice", () => {
  it("sum to 1, with probabilities in [0, 1]", () => {
    fc.assert(fc.property(arbLargePool, (p) => {
      const dist = distribution(p);
      let total = 0;
      let lowest = 0;
      for (const q of dist.cells) { lowest = Math.min(lowest, q); total += q; }
      expect(lowest).toBeGreaterThanOrEqual(-1e-15);
      expect(total).toBeCloseTo(1, 10);
      expect(dist.force.reduce((n, q) => n + q, 0)).toBeCloseTo(1, 10);
      const o = odds(p);
      for (const v of [o.success, o.advantage, o.threat, o.triumph, o.despair]) {
        expect(v).toBeGreaterThanOrEqual(-1e-12);
        expect(v).toBeLessThanOrEqual(1 + 1e-12);
      }
      expect(o.advantage + o.threat).toBeLessThanOrEqual(1 + 1e-12);
    }), { numRuns: 60 });
  });

  it("give exact means and triumph/despair odds by independence (closed forms)", () => {
    const mean = (die: DieType, f: (face: Face) => number) => FACES[die].reduce((n, x) => n + f(x), 0) / FACES[die].length;
    const ds = (x: Face) => (x.success ?? 0) + (x.triumph ?? 0) - (x.failure ?? 0) - (x.despair ?? 0);
    const da = (x: Face) => (x.advantage ?? 0) - (x.threat ?? 0);
    fc.assert(fc.property(arbLargePool, (p) => {
      const o = odds(p);
      expect(o.meanNetSuccess).toBeCloseTo(DIE_TYPES.reduce((n, d) => n + p[d] * mean(d, ds), 0), 9);
      expect(o.meanNetAdvantage).toBeCloseTo(DIE_TYPES.reduce((n, d) => n + p[d] * mean(d, da), 0), 9);
      expect(o.triumph).toBeCloseTo(1 - (11 / 12) ** p.proficiency, 12);
      expect(o.despair).toBeCloseTo(1 - (11 / 12) ** p.challenge, 12);
    }), { numRuns: 60 });
  });

  it("are the convolution of their parts: pool A + pool B", () => {
    fc.assert(fc.property(arbLargePool, fc.integer({ min: 0, max: 6 }), (p, cut) => {
      // Split the pool in two by die type.
      const a = emptyPool(), b = emptyPool();
      DIE_TYPES.forEach((d, i) => { (i <= cut ? a : b)[d] = p[d]; });
      const ma = successMarginal(a), mb = successMarginal(b), mab = successMarginal(p);
      for (const [s, q] of mab) {
        let want = 0;
        for (const [x, qa] of ma) want += qa * (mb.get(s - x) ?? 0);
        expect(q).toBeCloseTo(want, 12);
      }
    }), { numRuns: 30 });
  });

  it("never lose success by adding a positive die, never gain it by adding a negative one", () => {
    fc.assert(fc.property(arbLargePool.filter((p) => DIE_TYPES.reduce((n, d) => n + p[d], 0) < 40),
      fc.constantFrom<DieType>("boost", "ability", "proficiency"), fc.constantFrom<DieType>("setback", "difficulty", "challenge"),
      (p, plus, minus) => {
        const base = odds(p).success;
        expect(odds({ ...p, [plus]: p[plus] + 1 }).success).toBeGreaterThanOrEqual(base - 1e-12);
        expect(odds({ ...p, [minus]: p[minus] + 1 }).success).toBeLessThanOrEqual(base + 1e-12);
      }), { numRuns: 40 });
  });

  it("are mirror-symmetric: mirroring every face (success↔failure, advantage↔threat, triumph↔despair) reflects the distribution", () => {
    const mirrorFace = (f: Face): Face => ({
      success: f.failure ?? 0, failure: f.success ?? 0, advantage: f.threat ?? 0, threat: f.advantage ?? 0,
      triumph: f.despair ?? 0, despair: f.triumph ?? 0,
    });
    const mirrorSymbols = (s: Partial<SymbolCounts>): Partial<SymbolCounts> => mirrorFace(s);
    const gridDice: DieType[] = ["boost", "setback", "ability", "difficulty", "proficiency", "challenge"];
    fc.assert(fc.property(arbLargePool, fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), (p, autoS, autoT) => {
      const tables = gridDice.flatMap((d) => Array<readonly Face[]>(p[d]).fill(FACES[d]));
      const auto = { success: autoS, triumph: autoT, threat: 1 };
      const caps = { triumphCap: 2, despairCap: 2 };
      const direct = distributionOfFaces(tables, auto, caps);
      const mirrored = distributionOfFaces(tables.map((t) => t.map(mirrorFace)), mirrorSymbols(auto), caps);
      expect(mirrored.netSuccessMin).toBe(-direct.netSuccessMax);
      expect(mirrored.netAdvantageMax).toBe(-direct.netAdvantageMin);
      const key = (s: number, a: number, t: number, d: number) => `${s},${a},${t},${d}`;
      const want = new Map<string, number>();
      forEachOutcome(direct, (s, a, t, d, q) => want.set(key(-s, -a, d, t), q));
      let total = 0;
      forEachOutcome(mirrored, (s, a, t, d, q) => {
        expect(q).toBeCloseTo(want.get(key(s, a, t, d)) ?? 0, 12);
        total += q;
      });
      expect(total).toBeCloseTo(1, 10);
    }), { numRuns: 15 });
  });
});

/** The odds summary as read off the layered joint distribution (triumph and despair kept as layers,
 * capped at "one or more"): the way odds() computed every figure before it dropped those layers. */
function layeredOdds(p: Pool) {
  const dist = distribution(p);
  const top = Math.max(0, dist.netAdvantageMax);
  const P = (f: (s: number, a: number, t: number, d: number) => boolean) => probabilityOf(dist, f);
  let meanNetSuccess = 0, meanNetAdvantage = 0;
  forEachOutcome(dist, (s, a, _t, _d, q) => { meanNetSuccess += s * q; meanNetAdvantage += a * q; });
  return {
    success: P((s) => s >= 1), advantage: P((_s, a) => a >= 1), threat: P((_s, a) => a <= -1),
    triumph: P((_s, _a, t) => t >= 1), despair: P((_s, _a, _t, d) => d >= 1), meanNetSuccess, meanNetAdvantage,
    // [0] is P(success) whatever the advantage; [N] for N ≥ 1 asks for N net advantage too.
    successWithAdvantage: Array.from({ length: top + 1 }, (_, n) => P((s, a) => s >= 1 && (n === 0 || a >= n))),
  };
}

/** The same figures counted over every face combination (enumerate), light and dark pips included. */
function enumeratedOdds(p: Pool) {
  const all = [...enumerate(p)].map(([k, q]) => [k.split(",").map(Number), q] as [number[], number]);
  const P = (f: (v: number[]) => boolean) => all.reduce((n, [v, q]) => n + (f(v) ? q : 0), 0);
  const mean = (i: number) => all.reduce((n, [v, q]) => n + v[i]! * q, 0);
  const top = Math.max(0, ...all.map(([v]) => v[1]!));
  return {
    success: P(([s]) => s! >= 1), advantage: P(([, a]) => a! >= 1), threat: P(([, a]) => a! <= -1),
    triumph: P(([, , t]) => t! >= 1), despair: P(([, , , d]) => d! >= 1),
    meanNetSuccess: mean(0), meanNetAdvantage: mean(1), meanLight: mean(4), meanDark: mean(5),
    successWithAdvantage: Array.from({ length: top + 1 }, (_, n) => P(([s, a]) => s! >= 1 && (n === 0 || a! >= n))),
  };
}

/** Every figure of `want` in `got`, to within `digits` decimal places (arrays index by index, same length). */
function expectSameOdds(got: Record<string, unknown>, want: Record<string, number | number[]>, digits: number) {
  for (const [key, value] of Object.entries(want)) {
    if (Array.isArray(value)) {
      const list = got[key] as number[];
      expect(list.length, key).toBe(value.length);
      value.forEach((q, n) => expect(list[n], `${key}[${n}]`).toBeCloseTo(q, digits));
    } else expect(got[key], key).toBeCloseTo(value, digits);
  }
}

const arbSymbols = fc.record(
  { success: fc.nat(2), advantage: fc.nat(2), failure: fc.nat(2), threat: fc.nat(2), triumph: fc.nat(1), despair: fc.nat(1), light: fc.nat(1), dark: fc.nat(1) },
  { requiredKeys: [] },
) as fc.Arbitrary<Partial<SymbolCounts>>;

describe("odds without triumph and despair layers", () => {
  it("equal brute-force enumeration on random small pools with automatic symbols", () => {
    // Up to 4 dice (12⁴ combinations at most), any mix, triumph and despair faces included.
    const arbSmall = fc.tuple(...DIE_TYPES.map(() => fc.nat(2)), fc.option(arbSymbols, { nil: undefined })).map((t) => {
      const p = emptyPool();
      let room = 4;
      DIE_TYPES.forEach((d, i) => { const n = Math.min(room, t[i] as number); p[d] = n; room -= n; });
      const symbols = t[DIE_TYPES.length] as Partial<SymbolCounts> | undefined;
      return symbols ? { ...p, symbols } : p;
    });
    fc.assert(fc.property(arbSmall, (p) => expectSameOdds({ ...odds(p) }, enumeratedOdds(p), 12)), { numRuns: 60 });
  });

  it("equal the summary of the layered distribution on random pools of up to 40 dice", () => {
    fc.assert(fc.property(arbLargePool, fc.option(arbSymbols, { nil: undefined }), (base, symbols) => {
      const p = symbols ? { ...base, symbols } : base;
      expectSameOdds({ ...odds(p) }, layeredOdds(p), 12);
    }), { numRuns: 40 });
  });

  it("keep P(at least one triumph) and P(at least one despair) exact at the extremes", () => {
    expect(odds("40p").triumph).toBeCloseTo(1 - (11 / 12) ** 40, 15);
    expect(odds("20p20c")).toMatchObject({ triumph: 1 - (11 / 12) ** 20, despair: 1 - (11 / 12) ** 20 });
    expect(odds(pool({ challenge: 3, symbols: { triumph: 1 } }))).toMatchObject({ triumph: 1, despair: 1 - (11 / 12) ** 3 });
    expect(odds("5a5b5i5s5f")).toMatchObject({ triumph: 0, despair: 0 });
  });
});

describe("the convolution engine over any face tables", () => {
  /** P(netSuccess, netAdvantage, triumph, despair) by enumerating every face combination of the tables. */
  function enumerateFaces(tables: Face[][], auto: Partial<SymbolCounts>): Map<string, number> {
    const out = new Map<string, number>();
    const net = (f: Partial<SymbolCounts>) => [
      (f.success ?? 0) + (f.triumph ?? 0) - (f.failure ?? 0) - (f.despair ?? 0), (f.advantage ?? 0) - (f.threat ?? 0), f.triumph ?? 0, f.despair ?? 0,
    ];
    const walk = (i: number, v: number[], p: number) => {
      if (i === tables.length) {
        const key = v.join(",");
        out.set(key, (out.get(key) ?? 0) + p);
        return;
      }
      for (const f of tables[i]!) walk(i + 1, v.map((x, k) => x + net(f)[k]!), p / tables[i]!.length);
    };
    walk(0, net(auto), 1);
    return out;
  }

  it("matches enumeration for dice with gaps and no blank face (rows left empty in the middle of the grid)", () => {
    const arbFace = fc.record(
      { success: fc.nat(3), failure: fc.nat(3), advantage: fc.nat(2), threat: fc.nat(2), triumph: fc.nat(1), despair: fc.nat(1) },
      { requiredKeys: [] },
    ) as fc.Arbitrary<Face>;
    const arbTables = fc.array(fc.array(arbFace, { minLength: 1, maxLength: 4 }), { minLength: 0, maxLength: 4 });
    fc.assert(fc.property(arbTables, fc.option(arbSymbols, { nil: undefined }), (tables, auto) => {
      const dist = distributionOfFaces(tables, auto ?? {}, { triumphCap: Infinity, despairCap: Infinity });
      const got = new Map<string, number>();
      forEachOutcome(dist, (s, a, t, d, q) => got.set(`${s},${a},${t},${d}`, q));
      const want = enumerateFaces(tables as Face[][], auto ?? {});
      for (const [key, q] of want) expect(got.get(key) ?? 0, key).toBeCloseTo(q, 12);
      for (const [key, q] of got) if (!want.has(key)) expect(q, key).toBeCloseTo(0, 12);
    }), { numRuns: 150 });
  });
});
