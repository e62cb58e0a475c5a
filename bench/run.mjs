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

// What a world loads at start is one ES module (dist/eote.mjs) against a 600 KB budget; its load-and-init
// time in Chromium is bundle-load.bench.mjs. The modules it fetches only on use (the importers' core) are
// beside it, outside the budget.
const figures = {
  bundle: {
    eoteMjsBytes: sizes.bundleBytes,
    budgetBytes: sizes.budgetBytes,
    withinBudget: sizes.withinBudget,
    importsOtherModules: sizes.imports,
    onUseBytes: sizes.onUseBytes,
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

/**
 * Every figure with a target, by its path in the JSON: those not met (read this first), how many are met,
 * and the timed figures ({ min, median, max }) with no target of their own that are no part of a figure
 * with one (its parts, its runs, or a comparison beside it under the same parent). A figure's `met` (or
 * the bundle's `withinBudget`) decides.
 */
function summarise(tree) {
  const notMet = [];
  const met = [];
  const withoutTarget = [];
  const verdict = (node) => (node && typeof node === "object" ? node.met ?? node.withinBudget : undefined);
  const timed = (node) => node && typeof node === "object" && "min" in node && "median" in node && "max" in node;
  const walk = (node, path, covered) => {
    if (!node || typeof node !== "object" || Array.isArray(node)) return;
    const ok = verdict(node);
    if (typeof ok === "boolean") (ok ? met : notMet).push(path);
    else if (!covered && timed(node)) withoutTarget.push(path);
    const besideTimed = Object.values(node).some((child) => timed(child) && typeof verdict(child) === "boolean");
    for (const [key, value] of Object.entries(node)) {
      walk(value, path ? `${path}.${key}` : key, covered || typeof ok === "boolean" || (besideTimed && timed(value)));
    }
  };
  walk(tree, "", false);
  return { notMet, metCount: met.length, targets: met.length + notMet.length, withoutTarget };
}

console.log(JSON.stringify({ summary: summarise(figures), ...figures }, null, 2));
