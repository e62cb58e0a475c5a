// Every error of the dice core has its lang/en.json entry, worded as the English message.
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DICE_ERRORS } from "../../module/dice/index.ts";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8"));

describe("dice error keys", () => {
  it("are all in lang/en.json under EOTE.Dice.Error with the same template", () => {
    expect(lang.EOTE.Dice.Error).toEqual(DICE_ERRORS);
  });
  it("cover every error name the dice sources raise", () => {
    const used = new Set<string>();
    for (const file of readdirSync("module/dice")) {
      const src = readFileSync(`module/dice/${file}`, "utf8");
      for (const m of src.matchAll(/diceError\("(\w+)"/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(5);
    for (const name of used) expect(Object.keys(DICE_ERRORS)).toContain(name);
  });
});
