// npm test's prelude runs the type-checks and the build side by side (scripts/together.mjs): each check's
// output is printed whole under its name, and the run fails if any check fails, whichever ends first.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CHECKS, runChecks } from "../../scripts/together.mjs";

/** Runs `names` of `checks`, collecting what would be printed. */
async function collect(checks: Record<string, string[]>, names: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runChecks(checks, names, { log: (l: string) => out.push(l), error: (l: string) => err.push(l) });
  return { code, out, err };
}

const node = (script: string) => ["-e", script];

describe("the prelude runner", () => {
  it("passes when every check passes, printing each one's output under its name", async () => {
    const { code, out, err } = await collect({ a: node("console.log('from a')"), b: node("console.error('from b')") }, ["a", "b"]);
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out.map((l) => l.split("\n"))).toEqual(expect.arrayContaining([
      [expect.stringMatching(/^a \| ok in \d+\.\d s$/), "from a"],
      [expect.stringMatching(/^b \| ok in \d+\.\d s$/), "from b"],
    ]));
  });

  it("fails when one check fails, even one that ends before the others, and names it", async () => {
    const checks = { quick: node("console.log('bad'); process.exit(3)"), slow: node("setTimeout(() => {}, 300)") };
    const { code, out, err } = await collect(checks, ["quick", "slow"]);
    expect(code).toBe(1);
    expect(out[0]).toMatch(/^quick \| FAILED \(exit 3\) in \d+\.\d s\nbad$/);
    expect(out[1]).toMatch(/^slow \| ok/);
    expect(err).toEqual(["together | failed: quick"]);
  });

  it("refuses no check or an unknown one", async () => {
    expect((await collect({ a: node("") }, [])).code).toBe(2);
    const unknown = await collect({ a: node("") }, ["a", "typo"]);
    expect(unknown.code).toBe(2);
    expect(unknown.err[0]).toContain("unknown: typo");
  });

  it("is what npm test and npm run typecheck run: the three type-checks, and the build beside them", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(scripts.typecheck).toBe("node scripts/together.mjs tsc tsc-pure tsc-tests");
    expect(scripts.test).toBe("node scripts/together.mjs tsc tsc-pure tsc-tests build && node scripts/test.mjs");
    expect(Object.keys(CHECKS).sort()).toEqual(["build", "tsc", "tsc-pure", "tsc-tests"]);
  });
});
