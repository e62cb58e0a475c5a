// How long the rules-reference pack takes to check and render (YAML topics to journal pages) and to
// compile (LevelDB), against its one-second budget. The whole pack build, which also checks this
// pack's links against every other pack, is packs.bench.mjs's validateAndCompileMs. Wall ms over 5 runs
// as { min, median, max, runs } (bench/timing.mjs); the budget is met when the median build meets it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileRendered, declaredPacks, packChecks } from "../scripts/packs.mjs";
import { readJournalSource } from "../scripts/packs/journal.mjs";
import { spread } from "./timing.mjs";

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
    const build = spread(buildMs, 3);
    return {
      topics: entries.length,
      pages: entries.reduce((n, e) => n + e.doc.pages.length, 0),
      renderMs: spread(renderMs, 3),
      compileMs: spread(compileMs, 3),
      buildMs: build,
      budgetMs: 1000,
      met: build.median < 1000,
    };
  } finally {
    rmSync(dest, { recursive: true, force: true });
  }
}
