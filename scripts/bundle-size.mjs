// Sizes of the shipped JavaScript (dist/eote.mjs and the chunks it imports), for `npm run bench`.
// What a world loads at startup is the entry and every chunk it imports statically, transitively;
// a chunk reached only through import() loads the first time its feature is used.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

/** The file's bytes without its trailing source-map comment. */
function codeBytes(path) {
  const code = readFileSync(path, "utf8");
  const comment = code.match(/\n\/\/# sourceMappingURL=.*\s*$/)?.[0] ?? "";
  return { code, bytes: Buffer.byteLength(code) - Buffer.byteLength(comment) };
}

/** Relative specifiers of a module's static imports (`import … from "./x.mjs"`, `import "./x.mjs"`), not import(). */
export function staticImports(code) {
  return [...code.matchAll(/\bimport\s*(?:[^("';]*?from\s*)?["'](\.{1,2}\/[^"']+)["']/g)].map((m) => m[1]);
}

/** Relative specifiers of a module's dynamic imports (`import("./x.mjs")`). */
export function dynamicImports(code) {
  return [...code.matchAll(/\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map((m) => m[1]);
}

export function bundleSizes(dist = "dist", entry = "eote.mjs") {
  const startup = new Set();
  const visit = (rel) => {
    if (startup.has(rel)) return;
    startup.add(rel);
    const { code } = codeBytes(join(dist, rel));
    for (const spec of staticImports(code)) visit(relative(dist, normalize(join(dist, dirname(rel), spec))).split("\\").join("/"));
  };
  visit(entry);
  const chunkDir = join(dist, "chunks");
  const chunks = existsSync(chunkDir) ? readdirSync(chunkDir).filter((f) => f.endsWith(".mjs")).map((f) => `chunks/${f}`) : [];
  const size = (rel) => codeBytes(join(dist, rel)).bytes;
  const startupBytes = [...startup].reduce((sum, rel) => sum + size(rel), 0);
  const allBytes = [entry, ...chunks].reduce((sum, rel) => sum + size(rel), 0);
  return { entryBytes: size(entry), startupBytes, startupFiles: startup.size, allBytes, chunks: chunks.length };
}
