// dist/dice.mjs loads in plain Node with no Foundry, exports the promised API, and its type
// declarations (dist/dice.d.ts) type-check a consumer.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const DIST = resolve("dist/dice.mjs");

describe("dist/dice.mjs", () => {
  it("loads in a plain Node process with no Foundry global and works", () => {
    const script = `
      const lib = await import(${JSON.stringify(DIST)});
      const pool = lib.parsePool("2a1p2i1c1b1s");
      const up = lib.upgrade(lib.checkPool(3, 1), "ability", 1);
      const down = lib.downgrade(up, "difficulty", 1);
      const o = lib.odds("2a1p2i1c1b1s");
      const r = lib.rollPool(pool, () => 0.5);
      console.log(JSON.stringify({ text: lib.formatPool(pool), up, down, o, faces: r.dice.map((d) => d.face),
        foundry: typeof globalThis.game + typeof globalThis.foundry + typeof globalThis.CONFIG }));
    `;
    const run = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    const got = JSON.parse(run.stdout);
    expect(got.text).toBe("1p2a1b1c2i1s");
    expect(got.up).toMatchObject({ ability: 1, proficiency: 2 });
    expect(got.down).toEqual(got.up);
    for (const key of ["success", "advantage", "threat", "triumph", "despair", "meanNetSuccess", "meanNetAdvantage"]) {
      expect(typeof got.o[key]).toBe("number");
    }
    // 0.5 picks face sides/2 + 1 of every die: proficiency 7, ability 5, boost 4, …
    expect(got.faces).toEqual([7, 5, 5, 4, 7, 5, 5, 4]);
    expect(got.foundry).toBe("undefinedundefinedundefined");
  });

  it("takes partial pools and refuses hostile input with an EoteError naming the key", async () => {
    const lib = await import(DIST);
    const fails = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        expect(e).toBeInstanceOf(lib.EoteError);
        return { key: (e as { key: string }).key, message: (e as Error).message };
      }
      throw new Error("expected an EoteError");
    };
    expect(lib.upgrade({ boost: 1 }, "ability", 2)).toEqual({ ...lib.emptyPool(), boost: 1, proficiency: 1 });
    expect(fails(() => lib.odds({ ability: 1, abilty: 3 })).message).toContain("\"abilty\"");
    expect(fails(() => lib.mergePools({ ability: "2" }, { ability: 1 })).message).toContain("ability dice");
    expect(fails(() => lib.formatPool({ ability: 1.5 })).key).toBe("EOTE.Dice.Error.InvalidDieCount");
    expect(fails(() => lib.formatPool({ ability: 1e9 }, "letters")).key).toBe("EOTE.Dice.Error.TooManyOfDie");
    expect(fails(() => lib.upgrade({}, "ability", 1e9)).key).toBe("EOTE.Dice.Error.InvalidCount");
    expect(fails(() => lib.seededRandom(2 ** 32)).key).toBe("EOTE.Dice.Error.InvalidSeed");
    expect(lib.MAX_POOL_DICE).toBe(100);
  });

  it("exports every name of the dice contract", async () => {
    const lib = await import(DIST);
    for (const name of ["FACES", "SIDES", "sumSymbols", "tally", "DIFFICULTY_LEVELS", "difficultyPool", "checkPool",
      "opposedPool", "mergePools", "upgrade", "downgrade", "poolSize", "parsePool", "formatPool", "rollDie", "rollPool",
      "odds", "distribution", "EoteError", "emptyPool", "DIE_LETTERS", "normalisePool", "MAX_POOL_DICE", "MAX_POOL_SYMBOLS", "MAX_SEED"]) {
      expect(lib, name).toHaveProperty(name);
    }
  });

  it("has type declarations a consumer can compile against", () => {
    const dir = mkdtempSync(join(tmpdir(), "eote-dice-types-"));
    writeFileSync(join(dir, "use.ts"), `
      import { odds, parsePool, rollPool, upgrade, type Odds, type Pool } from ${JSON.stringify(resolve("dist/dice.mjs"))};
      const pool: Pool = upgrade(parsePool("2a2i"), "difficulty", 1);
      const o: Odds = odds(pool);
      const n: number = o.success + o.meanNetAdvantage + rollPool(pool, () => 0.1).outcome.netSuccess;
      // @ts-expect-error: only ability or difficulty dice upgrade
      upgrade(pool, "boost", 1);
      export { n };
    `);
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", types: [] },
      files: ["use.ts"],
    }));
    const run = spawnSync(process.execPath, [resolve("node_modules/typescript/bin/tsc"), "-p", dir], { encoding: "utf8" });
    expect(run.stdout + run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(readFileSync("dist/dice.d.ts", "utf8")).toContain("./types/index.js");
  });
});
