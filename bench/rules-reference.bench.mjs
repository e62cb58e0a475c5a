// How long the rules-reference pack takes to check and render (YAML topics to journal pages) and to
// compile (LevelDB), against its one-second budget. The whole pack build, which also checks this
// pack's links against every other pack, is packs.bench.mjs's validateAndCompileMs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compileRendered, declaredPacks, packChecks } from "../scripts/packs.mjs";
import { readJournalSource } from "../scripts/packs/journal.mjs";

export async function bench() {
  const pack = declaredPacks().find((p) => p.name === "rules-reference");
  const checks = await packChecks();
  const runs = 5;
  const dest = mkdtempSync(join(tmpdir(), "eote-bench-reference-"));
  try {
    let entries = readJournalSource(pack.src, checks.journalId);
    let t = performance.now();
    for (let i = 0; i < runs; i++) entries = readJournalSource(pack.src, checks.journalId);
    const renderMs = (performance.now() - t) / runs;
    t = performance.now();
    for (let i = 0; i < runs; i++) {
      const out = join(dest, String(i));
      await compileRendered(entries, out);
    }
    const compileMs = (performance.now() - t) / runs;
    return {
      topics: entries.length,
      pages: entries.reduce((n, e) => n + e.doc.pages.length, 0),
      renderMs: Math.round(renderMs * 10) / 10,
      compileMs: Math.round(compileMs),
      buildMs: Math.round(renderMs + compileMs),
      budgetMs: 1000,
    };
  } finally {
    rmSync(dest, { recursive: true, force: true });
  }
}
