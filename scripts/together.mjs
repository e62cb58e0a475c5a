// Runs the named checks side by side and fails if any fails: `node scripts/together.mjs tsc build`.
// npm test's prelude (the three type-checks and the build) and `npm run typecheck` go through here.
// Each check's output is held and printed whole, under its name, once it ends (so the outputs of checks
// running at once never interleave); a check that fails says so, with its exit code, and the run's own
// exit code is 1 if any check failed. The build writes dist/ while the type-checks only read sources, so
// none waits for another.
import { spawn } from "node:child_process";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";

const TSC = "node_modules/typescript/bin/tsc";

/** Every check this script can run, by name: the arguments to node. */
// Each type-check runs single-threaded: they run side by side with each other and the build, and TypeScript 7's
// parallel checkers each re-check what the program shares (about twice the CPU of one checker for the same
// verdict: tsconfig.tests.json took 20.6 s of CPU with its default checkers, 10.5 s single-threaded).
export const CHECKS = {
  // module/ with the Foundry types and the DOM, and no Node types.
  tsc: [TSC, "--noEmit", "--singleThreaded"],
  // The pure core alone: no Foundry type, no DOM (tsconfig.pure.json).
  "tsc-pure": [TSC, "--noEmit", "--singleThreaded", "-p", "tsconfig.pure.json"],
  // module/, the tests and the preview, with Node's types.
  "tsc-tests": [TSC, "--noEmit", "--singleThreaded", "-p", "tsconfig.tests.json"],
  build: ["scripts/build.mjs", "--quiet"],
};

/** Runs one check (node with `args`); resolves with its name, exit code, output (stdout and stderr as they came) and seconds. */
function run(name, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    const chunks = [];
    child.stdout.on("data", (c) => chunks.push(c));
    child.stderr.on("data", (c) => chunks.push(c));
    const done = (code, error) => resolve({
      name, code, error, output: Buffer.concat(chunks).toString("utf8"), seconds: (performance.now() - started) / 1000,
    });
    child.on("error", (err) => done(1, err));
    child.on("close", (code, signal) => done(code ?? 1, signal ? `killed by ${signal}` : undefined));
  });
}

/** The lines printed for a finished check. */
export function report({ name, code, error, output, seconds }) {
  const status = code === 0 ? "ok" : `FAILED (exit ${code}${error ? `, ${error}` : ""})`;
  const body = output.trimEnd();
  return `${name} | ${status} in ${seconds.toFixed(1)} s${body ? `\n${body}` : ""}`;
}

/**
 * Runs the checks `names` of `checks` at once, printing each one's report as it ends (`log`) and the failed
 * ones' names (`error`); resolves with the exit code: 0 if all passed, 1 if any failed, 2 if none or an
 * unknown one was named.
 */
export async function runChecks(checks, names, { log = console.log, error = console.error } = {}) {
  const unknown = names.filter((n) => !Object.hasOwn(checks, n));
  if (names.length === 0 || unknown.length > 0) {
    error(`together | name checks to run, of: ${Object.keys(checks).join(", ")}${unknown.length ? ` (unknown: ${unknown.join(", ")})` : ""}`);
    return 2;
  }
  const results = await Promise.all(names.map((name) => run(name, checks[name]).then((r) => { log(report(r)); return r; })));
  const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
  if (failed.length > 0) error(`together | failed: ${failed.join(", ")}`);
  return failed.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runChecks(CHECKS, process.argv.slice(2));
}
