// Pool building, upgrades and downgrades (seed 001 "Building the dice pool", "Upgrading Dice",
// "Downgrading Dice"; seed 002 "BASIC MECHANICS", "DIFFICULTY").
import { describe, expect, it } from "vitest";
import {
  DIFFICULTY_LEVELS, EoteError, addDice, checkPool, difficultyPool, downgrade, emptyPool, mergePools, opposedPool,
  poolSize, removeDice, upgrade, validatePool, type Pool,
} from "../../module/dice/index.ts";
import { malformed } from "../doubles/typed.ts";

const pool = (counts: Partial<Pool>): Pool => ({ ...emptyPool(), ...counts });

function errorKey(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(EoteError);
    return (e as EoteError).key;
  }
  throw new Error("expected an EoteError");
}

describe("checkPool", () => {
  it("follows the seed's examples: Intellect 3 Medicine 1, Brawn 2 Brawl 3", () => {
    expect(checkPool(3, 1)).toEqual(pool({ proficiency: 1, ability: 2 }));
    expect(checkPool(2, 3)).toEqual(pool({ proficiency: 2, ability: 1 }));
  });
  it("rolls the characteristic as ability dice when untrained, and handles equal values and zeros", () => {
    expect(checkPool(4, 0)).toEqual(pool({ ability: 4 }));
    expect(checkPool(3, 3)).toEqual(pool({ proficiency: 3 }));
    expect(checkPool(0, 0)).toEqual(emptyPool());
    expect(checkPool(0, 2)).toEqual(pool({ ability: 2 }));
  });
  it("rejects negative and non-whole values with a clear error", () => {
    expect(errorKey(() => checkPool(-1, 2))).toBe("EOTE.Dice.Error.NegativeCharacteristic");
    expect(errorKey(() => checkPool(2, -1))).toBe("EOTE.Dice.Error.NegativeRank");
    expect(errorKey(() => checkPool(2.5, 1))).toBe("EOTE.Dice.Error.InvalidCharacteristic");
    expect(errorKey(() => checkPool(2, Number.NaN))).toBe("EOTE.Dice.Error.InvalidRank");
    expect(errorKey(() => checkPool("3" as unknown as number, 1))).toBe("EOTE.Dice.Error.InvalidCharacteristic");
  });
});

describe("opposedPool", () => {
  it("builds difficulty from the opponent's characteristic and skill, upgraded the same way", () => {
    expect(opposedPool(3, 1)).toEqual(pool({ challenge: 1, difficulty: 2 }));
    expect(opposedPool(2, 4)).toEqual(pool({ challenge: 2, difficulty: 2 }));
    expect(opposedPool(2, 0)).toEqual(pool({ difficulty: 2 }));
  });
  it("rejects negative values", () => {
    expect(errorKey(() => opposedPool(-2, 0))).toBe("EOTE.Dice.Error.NegativeCharacteristic");
  });
});

describe("difficultyPool", () => {
  it("adds 0 (Simple) to 5 (Formidable) difficulty dice, by number or id", () => {
    expect(DIFFICULTY_LEVELS).toEqual(["simple", "easy", "average", "hard", "daunting", "formidable"]);
    for (let level = 0; level <= 5; level++) {
      expect(difficultyPool(level)).toEqual(pool({ difficulty: level }));
      expect(difficultyPool(DIFFICULTY_LEVELS[level]!)).toEqual(pool({ difficulty: level }));
    }
  });
  it("gives Impossible the Formidable dice", () => {
    expect(difficultyPool("impossible")).toEqual(pool({ difficulty: 5 }));
  });
  it("rejects unknown levels", () => {
    expect(errorKey(() => difficultyPool(6))).toBe("EOTE.Dice.Error.UnknownDifficulty");
    expect(errorKey(() => difficultyPool(-1))).toBe("EOTE.Dice.Error.UnknownDifficulty");
    expect(errorKey(() => difficultyPool(1.5))).toBe("EOTE.Dice.Error.UnknownDifficulty");
    expect(errorKey(() => difficultyPool(malformed("Hard")))).toBe("EOTE.Dice.Error.UnknownDifficulty");
  });
});

describe("upgrade", () => {
  it("turns ability into proficiency, one per upgrade", () => {
    expect(upgrade(pool({ ability: 3 }), "ability", 2)).toEqual(pool({ ability: 1, proficiency: 2 }));
    expect(upgrade(pool({ ability: 3 }), "ability")).toEqual(pool({ ability: 2, proficiency: 1 }));
  });
  it("adds an ability die when none is left, and the next upgrade turns it into proficiency", () => {
    expect(upgrade(pool({ proficiency: 1 }), "ability", 1)).toEqual(pool({ proficiency: 1, ability: 1 }));
    expect(upgrade(pool({ proficiency: 1 }), "ability", 2)).toEqual(pool({ proficiency: 2 }));
    expect(upgrade(pool({ ability: 1 }), "ability", 3)).toEqual(pool({ proficiency: 2 }));
    expect(upgrade(pool({ ability: 1 }), "ability", 4)).toEqual(pool({ proficiency: 2, ability: 1 }));
    expect(upgrade(emptyPool(), "ability", 5)).toEqual(pool({ proficiency: 2, ability: 1 }));
  });
  it("matches applying single upgrades one after another", () => {
    for (let a = 0; a <= 4; a++) {
      for (let n = 0; n <= 7; n++) {
        let step = pool({ ability: a, difficulty: a });
        for (let k = 0; k < n; k++) step = upgrade(step, "difficulty");
        expect(upgrade(pool({ ability: a, difficulty: a }), "difficulty", n)).toEqual(step);
      }
    }
  });
  it("upgrades difficulty into challenge the same way", () => {
    expect(upgrade(pool({ difficulty: 2 }), "difficulty", 1)).toEqual(pool({ difficulty: 1, challenge: 1 }));
    expect(upgrade(pool({ difficulty: 2 }), "difficulty", 3)).toEqual(pool({ challenge: 2, difficulty: 1 }));
    expect(upgrade(emptyPool(), "difficulty", 2)).toEqual(pool({ challenge: 1 }));
  });
  it("leaves the other side, automatic symbols and the argument alone", () => {
    const before = pool({ ability: 2, difficulty: 2, boost: 1, symbols: { advantage: 1 } });
    const after = upgrade(before, "ability", 1);
    expect(after).toEqual(pool({ ability: 1, proficiency: 1, difficulty: 2, boost: 1, symbols: { advantage: 1 } }));
    expect(before).toEqual(pool({ ability: 2, difficulty: 2, boost: 1, symbols: { advantage: 1 } }));
    expect(after.symbols).not.toBe(before.symbols);
  });
  it("does nothing for zero upgrades and rejects bad targets or counts", () => {
    expect(upgrade(pool({ ability: 2 }), "ability", 0)).toEqual(pool({ ability: 2 }));
    expect(errorKey(() => upgrade(emptyPool(), malformed("boost"), 1))).toBe("EOTE.Dice.Error.InvalidUpgradeTarget");
    expect(errorKey(() => upgrade(emptyPool(), "ability", -1))).toBe("EOTE.Dice.Error.InvalidCount");
    expect(errorKey(() => upgrade(emptyPool(), "ability", 1.5))).toBe("EOTE.Dice.Error.InvalidCount");
  });
});

describe("downgrade", () => {
  it("turns proficiency into ability and challenge into difficulty", () => {
    expect(downgrade(pool({ proficiency: 2 }), "ability", 1)).toEqual(pool({ proficiency: 1, ability: 1 }));
    expect(downgrade(pool({ challenge: 2, difficulty: 1 }), "difficulty", 2)).toEqual(pool({ difficulty: 3 }));
  });
  it("ignores downgrades beyond the proficiency or challenge dice", () => {
    expect(downgrade(pool({ proficiency: 1, ability: 1 }), "ability", 3)).toEqual(pool({ ability: 2 }));
    expect(downgrade(pool({ ability: 2 }), "ability", 1)).toEqual(pool({ ability: 2 }));
    expect(downgrade(emptyPool(), "difficulty", 4)).toEqual(emptyPool());
  });
  it("rejects bad targets and counts", () => {
    expect(errorKey(() => downgrade(emptyPool(), malformed("setback")))).toBe("EOTE.Dice.Error.InvalidUpgradeTarget");
    expect(errorKey(() => downgrade(emptyPool(), "ability", -2))).toBe("EOTE.Dice.Error.InvalidCount");
  });
});

describe("mergePools and poolSize", () => {
  it("adds dice and automatic symbols", () => {
    const merged = mergePools(checkPool(3, 2), difficultyPool("average"), pool({ boost: 1, symbols: { success: 1 } }),
      pool({ setback: 2, symbols: { success: 1, threat: 2 } }));
    expect(merged).toEqual(pool({ proficiency: 2, ability: 1, difficulty: 2, boost: 1, setback: 2, symbols: { success: 2, threat: 2 } }));
    expect(poolSize(merged)).toBe(8);
  });
  it("gives an empty pool with no symbols key from nothing", () => {
    expect(mergePools()).toEqual(emptyPool());
    expect(poolSize(emptyPool())).toBe(0);
  });
});

describe("addDice and removeDice", () => {
  it("add boost or setback dice and remove them, never below zero", () => {
    const base = pool({ ability: 2, setback: 1 });
    expect(addDice(base, "boost", 2)).toEqual(pool({ ability: 2, setback: 1, boost: 2 }));
    expect(addDice(base, "setback")).toEqual(pool({ ability: 2, setback: 2 }));
    expect(removeDice(base, "setback", 3)).toEqual(pool({ ability: 2 }));
    expect(removeDice(base, "ability")).toEqual(pool({ ability: 1, setback: 1 }));
    expect(base).toEqual(pool({ ability: 2, setback: 1 }));
  });
  it("reject negative or fractional counts", () => {
    expect(errorKey(() => addDice(emptyPool(), "boost", -1))).toBe("EOTE.Dice.Error.InvalidCount");
    expect(errorKey(() => removeDice(emptyPool(), "setback", 0.5))).toBe("EOTE.Dice.Error.InvalidCount");
  });
});

describe("validatePool", () => {
  it("accepts good pools and names the bad count otherwise", () => {
    expect(validatePool(pool({ ability: 2 }))).toEqual(pool({ ability: 2 }));
    expect(errorKey(() => validatePool(pool({ ability: -1 })))).toBe("EOTE.Dice.Error.InvalidDieCount");
    expect(errorKey(() => validatePool(pool({ force: 0.5 })))).toBe("EOTE.Dice.Error.InvalidDieCount");
    expect(errorKey(() => validatePool(pool({ symbols: { success: -1 } })))).toBe("EOTE.Dice.Error.InvalidSymbolCount");
    expect(errorKey(() => validatePool(null))).toBe("EOTE.Dice.Error.NotAPool");
  });
});
