// Size of the shipped JavaScript for `npm run bench`: what a world loads at start is one ES module,
// dist/eote.mjs, which imports nothing statically (were it to, those modules would count too). Its budget
// is 600 KB of minified code (the source-map comment not counted). Modules it fetches only on use with
// import() (the importers' core, dist/importers.mjs, when a GM converts files) are listed beside it.
import { readFileSync } from "node:fs";
import { join, posix } from "node:path";

/** The budget for dist/eote.mjs: 600 KB. */
export const BUNDLE_BUDGET_BYTES = 600 * 1024;

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

/**
 * The bytes a world loads at start (the entry and every module it imports statically, transitively)
 * against the budget, how many other modules that is, and the bytes of each module fetched only on use
 * (by import(), with whatever it imports statically that start does not already load).
 */
export function bundleSizes(dist = "dist", entry = "eote.mjs") {
  const loaded = new Map();
  const load = (file, into) => {
    if (loaded.has(file) || into.has(file)) return;
    const { code, bytes } = codeBytes(join(dist, file));
    into.set(file, { bytes, lazy: dynamicImports(code).map((s) => posix.join(posix.dirname(file), s)) });
    for (const spec of staticImports(code)) load(posix.join(posix.dirname(file), spec), into);
  };
  load(entry, loaded);
  const onUse = {};
  for (const file of [...loaded.values()].flatMap((m) => m.lazy)) {
    if (loaded.has(file) || file in onUse) continue;
    const part = new Map();
    load(file, part);
    onUse[file] = [...part.values()].reduce((sum, m) => sum + m.bytes, 0);
  }
  const bytes = [...loaded.values()].reduce((sum, m) => sum + m.bytes, 0);
  return {
    bundleBytes: bytes, budgetBytes: BUNDLE_BUDGET_BYTES, withinBudget: bytes <= BUNDLE_BUDGET_BYTES,
    imports: loaded.size - 1, onUseBytes: onUse,
  };
}
