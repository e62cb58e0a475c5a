// Runs every vitest suite, then prints the plain closing line CI reads:
// "tests: N passed, N failed, N skipped".
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";

const out = "tests/.output/vitest.json";
mkdirSync("tests/.output", { recursive: true });
const run = spawnSync(process.execPath, [
  "node_modules/vitest/vitest.mjs", "run",
  "--reporter=default", "--reporter=json", `--outputFile.json=${out}`,
  ...process.argv.slice(2),
], { stdio: "inherit" });

let summary = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };
try {
  summary = JSON.parse(readFileSync(out, "utf8"));
} catch {
  console.error("test | vitest wrote no JSON report");
}
const skipped = summary.numPendingTests + summary.numTodoTests;
console.log(`tests: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${skipped} skipped`);
const failed = run.status !== 0 || summary.numFailedTests > 0 || summary.numPassedTests === 0;
process.exit(failed ? 1 : 0);
