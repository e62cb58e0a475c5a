// Run by .github/workflows/release.yml before it builds a tagged release: refuses (exit 1, each problem on
// its own line) when package.json names no repository or another one than the workflow runs in, or when the
// tag is not v<version>. See scripts/lib/release.mjs.
import { readFileSync } from "node:fs";
import { releaseProblems, repositoryOf } from "./lib/release.mjs";

const pkg = JSON.parse(readFileSync("package.json", "utf8"));
const manifest = JSON.parse(readFileSync("system.json", "utf8"));
const problems = releaseProblems(pkg, manifest, process.env);
if (problems.length) {
  for (const p of problems) console.error(`release-check | ${p}`);
  process.exit(1);
}
console.log(`release-check | releasing v${pkg.version} of ${repositoryOf(pkg)}`);
