// The eote-dice CLI (package.json bin) against the built dist/dice.mjs: every command line through its
// main() in this process, as the bin runs it (its lines, its exit code), and the bin itself spawned for
// real, directly and through a link as npm installs it, for the exit codes the shell sees.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../bin/eote-dice.mjs";

/** One command line through main(): what it printed on stdout and stderr (each line ends in a newline, as console's) and its exit code. */
function cli(...args: string[]) {
  let out = "";
  let err = "";
  const code = main(args, { log: (text: string) => { out += `${text}\n`; }, error: (text: string) => { err += `${text}\n`; } });
  return { code, out, err };
}

function spawned(bin: string, ...args: string[]) {
  const run = spawnSync(process.execPath, [bin, ...args], { encoding: "utf8" });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

describe("the eote-dice bin, spawned", () => {
  it("prints and exits 0, 1 on bad input and 2 on a bad command, also through a link as npm installs it", () => {
    const dir = mkdtempSync(join(tmpdir(), "eote-dice-bin-"));
    try {
      const link = join(dir, "eote-dice");
      symlinkSync(resolve("bin/eote-dice.mjs"), link);
      for (const bin of ["bin/eote-dice.mjs", link]) {
        const ok = spawned(bin, "roll", "3a", "--seed", "7", "--json");
        expect(ok.code, bin).toBe(0);
        expect(ok.out, bin).toBe(cli("roll", "3a", "--seed", "7", "--json").out);
        expect(ok.err, bin).toBe("");
        const bad = spawned(bin, "odds", "2a3x");
        expect(bad.code, bin).toBe(1);
        expect(bad.err, bin).toBe(cli("odds", "2a3x").err);
        expect(bad.out, bin).toBe("");
        const usage = spawned(bin, "fly", "2a");
        expect(usage.code, bin).toBe(2);
        expect(usage.err, bin).toContain("usage: eote-dice");
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("eote-dice", () => {
  it("is the package's bin", () => {
    expect(JSON.parse(readFileSync("package.json", "utf8")).bin).toEqual({ "eote-dice": "bin/eote-dice.mjs" });
  });

  it("prints readable odds with percentages", () => {
    const { code, out } = cli("odds", "2a1p2i1c1b1s");
    expect(code).toBe(0);
    expect(out).toContain("Pool: 1p2a1b1c2i1s (8 dice)");
    expect(out).toMatch(/success \(s ≥ 1\)\s+\d+\.\d\d%/);
    expect(out).toMatch(/triumph \(x ≥ 1\)\s+8\.33%/); // one proficiency die: 1/12
  });

  it("prints odds as JSON with --json", () => {
    const { code, out } = cli("odds", "2a1p2i1c1b1s", "--json");
    expect(code).toBe(0);
    const o = JSON.parse(out);
    for (const key of ["success", "advantage", "threat", "triumph", "despair", "meanNetSuccess", "meanNetAdvantage"]) {
      expect(typeof o[key]).toBe("number");
    }
    expect(o.triumph).toBeCloseTo(1 / 12, 12);
    expect(o.despair).toBeCloseTo(1 / 12, 12);
  });

  it("rolls a pool, listing every die and the result", () => {
    const { code, out } = cli("roll", "2a1p2i1c");
    expect(code).toBe(0);
    expect(out.split("\n").filter((l) => /face\s+\d+/.test(l))).toHaveLength(6);
    expect(out).toMatch(/Result: (SUCCESS|FAILURE)/);
  });

  it("rolls reproducibly with --seed, and as JSON", () => {
    const a = JSON.parse(cli("roll", "3a2p3i", "--seed", "9", "--json").out);
    const b = JSON.parse(cli("roll", "3a2p3i", "--json", "--seed", "9").out);
    expect(a).toEqual(b);
    expect(a.dice).toHaveLength(8);
    expect(typeof a.outcome.succeeded).toBe("boolean");
  });

  it("fails clearly with a non-zero exit on bad notation or pools too large", () => {
    const bad = cli("odds", "2a3x");
    expect(bad.code).toBe(1);
    expect(bad.err).toContain("Unknown die letter \"x\" in \"3x\"");
    expect(bad.out).toBe("");
    const big = cli("odds", "41a");
    expect(big.code).toBe(1);
    expect(big.err).toContain("at most 40 dice");
    const json = cli("roll", "2a+", "--json");
    expect(json.code).toBe(1);
    expect(JSON.parse(json.err).error).toBe("EOTE.Dice.Error.BadNotation");
  });

  it("refuses an empty pool with exit 1, as text or JSON", () => {
    for (const pool of ["", "  ", "0a"]) {
      const run = cli("roll", pool);
      expect(run.code).toBe(1);
      expect(run.err).toMatch(/^eote-dice: the pool (is empty|"0a" has no dice)/);
      expect(run.out).toBe("");
    }
    expect(cli("odds", "").code).toBe(1);
    const json = cli("roll", "", "--json");
    expect(json.code).toBe(1);
    expect(JSON.parse(json.err).message).toContain("empty");
  });

  it("refuses a seed the generator cannot take as it is, rather than wrapping it", () => {
    const top = cli("roll", "3a", "--seed", "4294967295", "--json");
    expect(top.code).toBe(0);
    // 2^32 would wrap to seed 0 in a 32-bit generator: the same dice as --seed 0 without a word.
    for (const seed of ["4294967296", "99999999999999999999", "-1", "1.5", "1e3", "0x10", ""]) {
      const run = cli("roll", "3a", "--seed", seed);
      expect(run.code, seed).toBe(1);
      expect(run.err, seed).toMatch(/--seed (takes a whole number from 0 to 4294967295|needs a number)/);
      expect(run.out).toBe("");
    }
    expect(cli("roll", "3a", "--seed=7", "--json").out).toBe(cli("roll", "3a", "--seed", "7", "--json").out);
    expect(cli("roll", "3a", "--seed").code).toBe(1);
    expect(cli("odds", "3a", "--seed", "7").err).toContain("--seed only applies to roll");
  });

  it("reads -h and --help anywhere as a help request, not as notation", () => {
    for (const args of [["roll", "2a", "-h"], ["odds", "-h"], ["--help"], ["roll", "--help", "2a"], ["help"]]) {
      const run = cli(...args);
      expect(run.code, args.join(" ")).toBe(0);
      expect(run.out).toContain("usage: eote-dice");
      expect(run.err).toBe("");
    }
  });

  it("names an unknown option", () => {
    for (const flag of ["--sed", "-x", "--jsn"]) {
      const run = cli("roll", "2a", flag, "3");
      expect(run.code).toBe(1);
      expect(run.err).toContain(`unknown option "${flag}"`);
      expect(run.out).toBe("");
    }
  });

  it("prints usage and exits 2 on a bad command", () => {
    for (const args of [["fly", "2a"], ["roll"], []]) {
      const run = cli(...args);
      expect(run.code).toBe(2);
      expect(run.err).toContain("usage: eote-dice");
    }
  });
});
