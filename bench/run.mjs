// npm run bench: prints one JSON object of figures. dist/ is built first by the npm script.
// `npm run bench -- dice derived` runs only the benchmarks whose file names start with one of the words
// (bench/dice.bench.mjs, bench/derived.bench.mjs): on a shared machine, time only the parts that changed.
// Each bench/*.bench.mjs exports `bench()` returning an object of named figures; this file
// gathers them, so areas add benchmarks without touching each other's. Each runs in its own Node
// process, so one benchmark's heap, JIT state or leftover browser never skews the next one's figures.
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { dirname, join } from "node:path";
import { bundleSizes } from "../scripts/bundle-size.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const sizes = bundleSizes("dist");

// The whole system is one ES module (dist/eote.mjs) against a 600 KB budget; its load-and-init time in
// Chromium is bundle-load.bench.mjs.
const figures = {
  bundle: {
    eoteMjsBytes: sizes.bundleBytes,
    budgetBytes: sizes.budgetBytes,
    withinBudget: sizes.withinBudget,
    importsOtherModules: sizes.imports,
    eoteCssBytes: statSync("dist/eote.css").size,
    releaseZipBytes: statSync("dist/eote.zip").size,
  },
};

const RUN_ONE = "const { bench } = await import(process.argv[1]); process.stdout.write(JSON.stringify(await bench()));";

const only = process.argv.slice(2);
const chosen = (file) => only.length === 0 || only.some((word) => file.startsWith(word));

const files = readdirSync(here).filter((f) => f.endsWith(".bench.mjs") && chosen(f)).sort();
if (files.length === 0) throw new Error(`no bench/*.bench.mjs starts with ${only.join(" or ")}`);

for (const file of files) {
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", RUN_ONE, join(here, file)], {
    encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 16 * 1024 * 1024,
  });
  figures[file.replace(/\.bench\.mjs$/, "")] = JSON.parse(out);
}

console.log(JSON.stringify(figures, null, 2));
