// How long checking and compiling every compendium pack takes (part of each `npm run build`).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildPacks, declaredPacks, packChecks, readAllPackSources } from "../scripts/packs.mjs";

export async function bench() {
  const packs = declaredPacks();
  const runs = 5;
  const checks = await packChecks();
  let t = performance.now();
  for (let i = 0; i < runs; i++) readAllPackSources(packs, checks);
  const validateMs = (performance.now() - t) / runs;
  const dest = mkdtempSync(join(tmpdir(), "eote-bench-packs-"));
  try {
    t = performance.now();
    let counts = {};
    for (let i = 0; i < runs; i++) counts = await buildPacks({ dest, packs });
    const buildMs = (performance.now() - t) / runs;
    const documents = Object.values(counts).reduce((a, b) => a + b, 0);
    return { documents, validateMs: Math.round(validateMs * 10) / 10, validateAndCompileMs: Math.round(buildMs) };
  } finally {
    rmSync(dest, { recursive: true, force: true });
  }
}
