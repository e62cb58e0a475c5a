// Every i18n key the dice shell and its templates use exists in lang/en.json.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DIE_TYPES, SYMBOL_KEYS } from "../../module/dice/types.ts";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8"));
const node = (key: string) => key.split(".").reduce<any>((n, p) => n?.[p], lang);
/** A string, or a count string's group of plural forms (read through the plural helper). */
const has = (key: string) => typeof node(key) === "string" || typeof node(key)?.other === "string";

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]);
}

// The Destiny pool's files and the two dice windows' templates moved out of roll/ and templates/dice/.
const sources = [
  ...files("module/roll"), ...files("module/features/destiny"), ...files("module/applications/dice-dialog"), ...files("templates/chat"),
  "templates/dialogs/dice-pool.hbs", "templates/dialogs/destiny-pool.hbs",
];

describe("lang keys of the dice shell", () => {
  it("every literal key is defined", () => {
    const missing: string[] = [];
    for (const file of sources) {
      for (const [key] of readFileSync(file, "utf8").matchAll(/EOTE(?:\.[A-Za-z0-9]+)+/g)) {
        if (!has(key)) missing.push(`${file}: ${key}`);
      }
    }
    // Prefixes completed at run time (`EOTE.Dice.Symbol.${id}`) are checked below, not here.
    const prefixes = ["EOTE.Dice.Symbol", "EOTE.Dice.Die", "EOTE.Dice.Odds", "EOTE.Dice.Difficulty", "EOTE.Dice.Dialog.RollMode", "EOTE.Dice.Destiny.Error.No", "EOTE.Skill", "EOTE.Characteristic", "EOTE.Count"];
    expect(missing.filter((m) => !prefixes.some((p) => m.endsWith(p)))).toEqual([]);
  });

  it("every symbol, die, difficulty and odds label is defined", () => {
    for (const s of [...SYMBOL_KEYS, "blank"]) expect(has(`EOTE.Dice.Symbol.${s}`), s).toBe(true);
    for (const d of DIE_TYPES) expect(has(`EOTE.Dice.Die.${d}`), d).toBe(true);
    for (const d of ["simple", "easy", "average", "hard", "daunting", "formidable"]) expect(has(`EOTE.Dice.Difficulty.${d}`)).toBe(true);
    for (const o of ["success", "advantage", "threat", "triumph", "despair"]) expect(has(`EOTE.Dice.Odds.${o}`)).toBe(true);
    for (const m of ["publicroll", "gmroll", "blindroll", "selfroll"]) expect(has(`EOTE.Dice.Dialog.RollMode.${m}`), m).toBe(true);
    expect(has("EOTE.Dice.Destiny.Error.NoLight") && has("EOTE.Dice.Destiny.Error.NoDark")).toBe(true);
  });
});
