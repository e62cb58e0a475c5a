// Size of the shipped JavaScript for `npm run bench`: the whole system is one ES module, dist/eote.mjs,
// which imports nothing. Its budget is 600 KB of minified code (the source-map comment not counted).
import { readFileSync } from "node:fs";
import { join } from "node:path";

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

/** The bundle's bytes against the budget, and the relative modules it imports (none, in one bundle). */
export function bundleSizes(dist = "dist", entry = "eote.mjs") {
  const { code, bytes } = codeBytes(join(dist, entry));
  return {
    bundleBytes: bytes, budgetBytes: BUNDLE_BUDGET_BYTES, withinBudget: bytes <= BUNDLE_BUDGET_BYTES,
    imports: [...staticImports(code), ...dynamicImports(code)].length,
  };
}
