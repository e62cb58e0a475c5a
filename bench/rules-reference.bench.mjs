// How long the rules-reference pack takes to check and render (YAML topics to journal pages) and to
// compile (LevelDB), against its one-second budget. The whole pack build, which also checks this
// pack's links against every other pack, is packs.bench.mjs's validateAndCompileMs. Wall ms over 5 runs
// as { min, median, max, runs } (bench/timing.mjs). The one-second budget for the whole step was set with the pack (no
// issue names one); rendering and compiling, its two halves, get half of it each.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileRendered, declaredPacks, packChecks } from "../scripts/packs.mjs";
import { readJournalSource } from "../scripts/packs/journal.mjs";
import { budget, spread } from "./timing.mjs";

export async function bench() {
  const pack = declaredPacks().find((p) => p.name === "rules-reference");
  const checks = await packChecks();
  const runs = 5;
  const dest = mkdtempSync(join(tmpdir(), "eote-bench-reference-"));
  try {
    let entries = readJournalSource(pack.src, checks.journalId);
    const renderMs = [];
    const compileMs = [];
    for (let i = 0; i < runs; i++) {
      let t = performance.now();
      entries = readJournalSource(pack.src, checks.journalId);
      renderMs.push(performance.now() - t);
      t = performance.now();
      await compileRendered(entries, join(dest, String(i)));
      compileMs.push(performance.now() - t);
    }
    const buildMs = renderMs.map((ms, i) => ms + compileMs[i]);
    return {
      topics: entries.length,
      pages: entries.reduce((n, e) => n + e.doc.pages.length, 0),
      renderMs: budget(spread(renderMs, 3), 500),
      compileMs: budget(spread(compileMs, 3), 500),
      buildMs: budget(spread(buildMs, 3), 1000),
    };
  } finally {
    rmSync(dest, { recursive: true, force: true });
  }
}
