// importOggDude on a full-size Data folder (bench/importers-data.mjs: about 3,000 items and 400 vehicles,
// as bytes, so decoding counts too), against its 3-second budget in Node. With EOTE_OGGDUDE_DIR or
// EOTE_ADVERSARIES_DIR set, the GM's own folder is timed as well.
import { build } from "esbuild";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { generatedDataFolder } from "./importers-data.mjs";

async function loadImporters() {
  const root = fileURLToPath(new URL("../", import.meta.url));
  const result = await build({
    stdin: { contents: 'export * from "./module/features/importers/pure.ts";\n', resolveDir: root, loader: "ts", sourcefile: "bench-importers-entry.ts" },
    bundle: true, format: "esm", platform: "node", target: "es2022", write: false,
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString("base64")}`);
}

function readFolder(root, ext) {
  const out = {};
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.toLowerCase().endsWith(ext)) out[relative(root, path)] = new Uint8Array(readFileSync(path));
    }
  };
  walk(root);
  return out;
}

function time(fn, runs) {
  const ms = [];
  let result;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    result = fn();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { result, bestMs: Math.round(ms[0]), medianMs: Math.round(ms[Math.floor(ms.length / 2)]) };
}

export async function bench() {
  const { importOggDude, importAdversaries } = await loadImporters();
  const encoder = new TextEncoder();
  const files = Object.fromEntries(Object.entries(generatedDataFolder()).map(([k, v]) => [k, encoder.encode(v)]));
  const bytes = Object.values(files).reduce((s, f) => s + f.byteLength, 0);
  const { result, bestMs, medianMs } = time(() => importOggDude(files), 5);
  const types = {};
  for (const d of result.documents) types[d.type] = (types[d.type] ?? 0) + 1;
  const out = {
    generated: {
      megabytes: Math.round(bytes / 1e5) / 10,
      documents: result.documents.length,
      items: result.documents.filter((d) => d.documentName === "Item").length,
      vehicles: types.vehicle ?? 0,
      skipped: result.skipped.length,
      bestMs, medianMs, budgetMs: 3000, withinBudget: medianMs <= 3000,
    },
  };
  if (process.env.EOTE_OGGDUDE_DIR) {
    const real = readFolder(process.env.EOTE_OGGDUDE_DIR, ".xml");
    const run = time(() => importOggDude(real), 3);
    out.realOggDude = { files: Object.keys(real).length, documents: run.result.documents.length, skipped: run.result.skipped.length, warnings: run.result.warnings.length, bestMs: run.bestMs, medianMs: run.medianMs };
  }
  if (process.env.EOTE_ADVERSARIES_DIR) {
    const real = readFolder(process.env.EOTE_ADVERSARIES_DIR, ".json");
    const run = time(() => importAdversaries(real), 3);
    out.realAdversaries = { files: Object.keys(real).length, documents: run.result.documents.length, skipped: run.result.skipped.length, bestMs: run.bestMs, medianMs: run.medianMs };
  }
  return out;
}
