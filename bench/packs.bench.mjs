// How long checking and compiling every compendium pack takes (part of each `npm run build`), as
// { min, median, max, runs } wall ms over 5 runs (bench/timing.mjs).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildPacks, declaredPacks, packChecks, readAllPackSources } from "../scripts/packs.mjs";
import { spread } from "./timing.mjs";

export async function bench() {
  const packs = declaredPacks();
  const runs = 5;
  const checks = await packChecks();
  const validateMs = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    readAllPackSources(packs, checks);
    validateMs.push(performance.now() - t);
  }
  const dest = mkdtempSync(join(tmpdir(), "eote-bench-packs-"));
  try {
    const buildMs = [];
    let counts = {};
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      counts = await buildPacks({ dest, packs });
      buildMs.push(performance.now() - t);
    }
    const documents = Object.values(counts).reduce((a, b) => a + b, 0);
    return { documents, validateMs: spread(validateMs, 3), validateAndCompileMs: spread(buildMs, 3) };
  } finally {
    rmSync(dest, { recursive: true, force: true });
  }
}
