// npm run build: writes dist/, exactly the folder Foundry installs as Data/systems/eote/,
// plus dist/eote.zip (the release archive, system.json at its root) and the dice library.
// `--manifest-only` writes only system.json (the manifest step, as the full build runs it), and
// `--dist=<dir>` writes into another folder than dist/ (tests/build/release.test.ts uses both).
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { zipSync } from "fflate";
import { builtManifest, releaseRepository } from "./lib/release.mjs";

const quiet = process.argv.includes("--quiet");
const log = (msg) => { if (!quiet) console.log(`build | ${msg}`); };
const DIST = process.argv.find((a) => a.startsWith("--dist="))?.slice("--dist=".length) || "dist";
const manifestOnly = process.argv.includes("--manifest-only");

/** Files that sit in dist/ for developers but are not part of the installed system. */
const NOT_IN_RELEASE = [/^eote\.zip$/, /^dice\.mjs(\.map)?$/, /^dice\.d\.m?ts$/, /^types\//];

function bundle() {
  execFileSync(process.execPath, ["node_modules/rollup/dist/bin/rollup", "-c", "--silent"], { stdio: "inherit" });
  log("bundled eote.mjs (its importers.mjs, loaded on use) and dice.mjs");
}

async function styles() {
  // Imported here: the manifest-only run needs no Sass.
  const sass = await import("sass");
  const { css } = sass.compile("styles/eote.scss", { style: "compressed", sourceMap: false });
  writeFileSync(join(DIST, "eote.css"), css);
  log(`compiled eote.css (${css.length} bytes)`);
}

/**
 * dist/system.json: the source manifest with package.json's version and the release URLs (url, manifest,
 * download, bugs, readme, changelog) of the repository that applies: GITHUB_REPOSITORY when the build runs
 * in GitHub Actions (GITHUB_ACTIONS=true), else package.json's `repository` (scripts/lib/release.mjs).
 */
function manifest() {
  const pkg = JSON.parse(readFileSync("package.json", "utf8"));
  const built = builtManifest(JSON.parse(readFileSync("system.json", "utf8")), pkg, process.env);
  writeFileSync(join(DIST, "system.json"), `${JSON.stringify(built, null, 2)}\n`);
  const repository = releaseRepository(pkg, process.env);
  if (repository) log(`wrote system.json v${pkg.version} with release URLs of ${repository}`);
  else log('no GitHub repository (not in Actions, none in package.json): dist/system.json has no manifest or download URL (fine for a manual install)');
}

function copyStatic() {
  manifest();
  for (const file of ["CHANGELOG.md", "LICENSE", "README.md"]) cpSync(file, join(DIST, file));
  for (const dir of ["templates", "lang", "assets"]) {
    if (existsSync(dir)) cpSync(dir, join(DIST, dir), { recursive: true });
  }
  log("copied CHANGELOG.md, LICENSE, README.md, templates, lang, assets");
}

async function packs() {
  if (!existsSync("scripts/packs.mjs")) return;
  const { buildPacks } = await import("./packs.mjs");
  const counts = await buildPacks({ dest: join(DIST, "packs"), log });
  if (counts) log(`compiled packs ${JSON.stringify(counts)}`);
}

async function extraSteps() {
  // Areas that need their own build step (the dice library's type declarations, say) add a
  // module scripts/build-*.mjs exporting `run({ dist, log })`; they run in name order.
  const steps = readdirSync("scripts").filter((f) => /^build-.+\.mjs$/.test(f)).sort();
  for (const step of steps) {
    const { run } = await import(`./${step}`);
    await run({ dist: DIST, log });
  }
}

function listFiles(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path, base) : [relative(base, path).split("\\").join("/")];
  });
}

function zip() {
  const files = {};
  for (const rel of listFiles(DIST)) {
    if (NOT_IN_RELEASE.some((re) => re.test(rel))) continue;
    files[rel] = readFileSync(join(DIST, rel));
  }
  const archive = zipSync(files, { level: 9 });
  writeFileSync(join(DIST, "eote.zip"), archive);
  log(`wrote eote.zip (${Object.keys(files).length} files, ${archive.length} bytes)`);
}

if (manifestOnly) {
  mkdirSync(DIST, { recursive: true });
  manifest();
  process.exit(0);
}

rmSync(DIST, { recursive: true, force: true });
mkdirSync(DIST, { recursive: true });
bundle();
await styles();
copyStatic();
await packs();
await extraSteps();
zip();
