// Rolling: face mapping, symbols and outcome of a roll, bad random sources, and per-die fairness
// (chi-square over 10^6 seeded rolls of each die, fixed threshold).
import { describe, expect, it } from "vitest";
import {
  DIE_TYPES, EoteError, FACES, MAX_ROLL_DICE, SIDES, emptyPool, rollDie, rollPool, seededRandom as seeded, type DieType, type Pool,
} from "../../module/dice/index.ts";
import { malformed } from "../doubles/typed.ts";
import { parsePool } from "../../module/dice/notation.ts";
import { rollCheckedPool } from "../../module/dice/roll.ts";


/** A source returning the given numbers in turn. */
function scripted(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length]!;
}

const pool = (counts: Partial<Pool>): Pool => ({ ...emptyPool(), ...counts });

describe("rollDie", () => {
  it("maps [0, 1) evenly onto faces 1..sides", () => {
    for (const die of DIE_TYPES) {
      const sides = SIDES[die];
      expect(rollDie(die, () => 0)).toBe(1);
      expect(rollDie(die, () => 0.999999)).toBe(sides);
      for (let k = 0; k < sides; k++) {
        expect(rollDie(die, () => k / sides)).toBe(k + 1);
        expect(rollDie(die, () => (k + 0.999) / sides)).toBe(k + 1);
      }
    }
  });
  it("refuses a source that leaves [0, 1)", () => {
    for (const bad of [1, -0.01, Number.NaN, 3]) {
      expect(() => rollDie("ability", () => bad)).toThrow(EoteError);
      expect(() => rollPool("2a", () => bad)).toThrow(/random source returned/);
    }
  });
});

describe("rollPool", () => {
  it("rolls every die in pool order and tallies the faces with automatic symbols", () => {
    // proficiency face 12 (triumph), ability face 7 (sa), difficulty face 8 (ft), force face 10 (LL).
    const random = scripted([11 / 12, 6 / 8, 7 / 8, 9 / 12]);
    const roll = rollPool(pool({ ability: 1, proficiency: 1, difficulty: 1, force: 1, symbols: { threat: 2 } }), random);
    expect(roll.dice.map((d) => [d.die, d.face])).toEqual([["proficiency", 12], ["ability", 7], ["difficulty", 8], ["force", 10]]);
    expect(roll.dice[0]!.symbols).toBe(FACES.proficiency[11]);
    expect(roll.symbols).toEqual({ success: 1, advantage: 1, triumph: 1, failure: 1, threat: 3, despair: 0, light: 2, dark: 0 });
    expect(roll.outcome).toMatchObject({ netSuccess: 1, succeeded: true, triumph: 1, netAdvantage: -2, threat: 2, light: 2 });
  });
  it("accepts notation and rolls the right number of dice", () => {
    const roll = rollPool("2a1p2i1c1b1s", seeded(1));
    expect(roll.dice).toHaveLength(8);
    expect(roll.dice.filter((d) => d.die === "difficulty")).toHaveLength(2);
    expect(rollPool("").dice).toEqual([]);
    expect(() => rollPool("2a9")).toThrow(EoteError);
    expect(() => rollPool(pool({ boost: MAX_ROLL_DICE + 1 }))).toThrow(EoteError);
    expect(() => rollPool(pool({ boost: 60, setback: 41 }))).toThrow(/A pool of 101 dice is too large: at most 100 dice/);
  });
  it("counts symbols right up to the largest pool (100 dice, 200 of one symbol)", () => {
    expect(MAX_ROLL_DICE).toBe(100);
    const big = rollPool(pool({ proficiency: 100 }), () => 3.5 / 12); // face 4: ss
    expect(big.symbols).toMatchObject({ success: 200, advantage: 0, triumph: 0, failure: 0 });
    const mixed = rollPool(pool({ challenge: 50, force: 50, symbols: { despair: 100 } }), () => 11.5 / 12); // despair; LL
    expect(mixed.symbols).toMatchObject({ despair: 150, light: 100, dark: 0, failure: 0, threat: 0 });
    expect(mixed.outcome).toMatchObject({ netSuccess: -150, despair: 150 });
  });
  it("is reproducible with a seeded source", () => {
    expect(rollPool("3a2p3i2c", seeded(42))).toEqual(rollPool("3a2p3i2c", seeded(42)));
  });
  it("rolls a checked pool without the check to the same result, with the same shared, frozen dice", () => {
    for (const notation of ["3a2p3i2c1b1s2f", "", "40p"]) {
      const checked = { ...parsePool(notation), symbols: { advantage: 2, light: 1 } };
      const direct = rollCheckedPool(checked, seeded(9));
      expect(direct).toEqual(rollPool(checked, seeded(9)));
      const again = rollCheckedPool(checked, seeded(9));
      direct.dice.forEach((d, i) => {
        expect(Object.isFrozen(d)).toBe(true);
        expect(again.dice[i]).toBe(d);
      });
    }
    // Each number from the source is still checked.
    expect(() => rollCheckedPool(parsePool("2a"), () => 1)).toThrow(/random source returned/);
  });
  it("still checks a pool object and a source given to the public rollPool", () => {
    expect(() => rollPool({ ability: 1.5 } as Partial<Pool>)).toThrow(EoteError);
    expect(() => rollPool({ abilty: 1 } as Partial<Pool>)).toThrow(EoteError);
    expect(() => rollPool("2a", malformed(3))).toThrow(EoteError);
  });
  it("defaults to Math.random", () => {
    const roll = rollPool("5a");
    for (const d of roll.dice) expect(d.face).toBeGreaterThanOrEqual(1);
  });
});

// Chi-square critical values at p = 0.001 for 5, 7 and 11 degrees of freedom.
const CRITICAL: Record<number, number> = { 6: 20.515, 8: 24.322, 12: 31.264 };

describe("fairness of rollPool", () => {
  it.each(DIE_TYPES.map((d, i) => [d, i]))("rolls each %s face equally often (10^6 rolls)", (die, i) => {
    const random = seeded(1000 + (i as number));
    const sides = SIDES[die as DieType];
    const counts = new Array<number>(sides).fill(0);
    const batch = pool({ [die as DieType]: 100 });
    for (let n = 0; n < 10000; n++) {
      for (const d of rollPool(batch, random).dice) counts[d.face - 1]!++;
    }
    const expected = 1e6 / sides;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(CRITICAL[sides]!);
  });

  it("would catch a biased die (the test can fail)", () => {
    const random = seeded(7);
    const counts = new Array<number>(8).fill(0);
    // A source that never reaches the top 1% of [0, 1) starves face 8 slightly.
    const biased = () => random() * 0.99;
    for (let n = 0; n < 10000; n++) for (const d of rollPool(pool({ ability: 100 }), biased).dice) counts[d.face - 1]!++;
    const expected = 1e6 / 8;
    const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeGreaterThan(CRITICAL[8]!);
  });
});
