// Run by .github/workflows/release.yml before it builds a tagged release: refuses (exit 1, each problem on
// its own line) when there is no repository to name (the workflow's GITHUB_REPOSITORY in Actions, else
// package.json's), or when the tag is not v<version>. See scripts/lib/release.mjs.
import { readFileSync } from "node:fs";
import { releaseProblems, releaseRepository } from "./lib/release.mjs";

const pkg = JSON.parse(readFileSync("package.json", "utf8"));
const manifest = JSON.parse(readFileSync("system.json", "utf8"));
const problems = releaseProblems(pkg, manifest, process.env);
if (problems.length) {
  for (const p of problems) console.error(`release-check | ${p}`);
  process.exit(1);
}
console.log(`release-check | releasing v${pkg.version} of ${releaseRepository(pkg, process.env)}`);
