// Loads module/data/spec/index.ts (validateSystemData, defaultSystemData, the specs) into plain Node,
// for the pack build and benchmarks: Node 20 cannot import TypeScript, so esbuild bundles it in
// memory. Nothing is written to dist/.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

let cached;

export async function loadDataSpec() {
  if (cached) return cached;
  const entry = fileURLToPath(new URL("../../module/data/spec/index.ts", import.meta.url));
  const result = await build({
    entryPoints: [entry], bundle: true, format: "esm", platform: "neutral", target: "es2022", write: false,
  });
  const code = result.outputFiles[0].text;
  cached = await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`);
  return cached;
}
