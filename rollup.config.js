// Bundles the Foundry entry point (dist/eote.mjs) and the standalone dice library (dist/dice.mjs).
// esbuild transpiles (TypeScript 7 has no JS API); tsc --noEmit type-checks separately.
import { readdirSync, statSync, existsSync } from "node:fs";
import { join, relative } from "node:path";
import resolve from "@rollup/plugin-node-resolve";
import terser from "@rollup/plugin-terser";
import esbuild from "rollup-plugin-esbuild";

/** Every .hbs under templates/, as a path relative to the system folder. */
function templatePaths(dir = "templates") {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return templatePaths(path);
    return path.endsWith(".hbs") ? [relative(".", path).split("\\").join("/")] : [];
  }).sort();
}

// esbuild only transpiles; terser minifies. Foundry finds classes by name: it rebuilds rolls and
// terms from chat messages by class name, and keys registered sheets by it. Terser can keep every
// class name and still shorten the rest; esbuild's keepNames kept every function's name too, with a
// naming call for each (about a fifth of the bundle). tests/manifest.test.ts checks the class names.
const plugins = (define = {}) => [
  resolve({ extensions: [".ts", ".mjs", ".js"] }),
  esbuild({ target: "es2022", sourceMap: true, define }),
  terser({ module: true, keep_classnames: true, keep_fnames: false, compress: { passes: 2 }, format: { comments: false } }),
];

export default [
  {
    input: "module/eote.ts",
    // One ES module: the whole system is in dist/eote.mjs, which imports nothing (module/ has no import()).
    output: { file: "dist/eote.mjs", format: "es", sourcemap: true },
    plugins: plugins({ __EOTE_TEMPLATES__: JSON.stringify(templatePaths()) }),
  },
  {
    input: "module/dice/index.ts",
    output: { file: "dist/dice.mjs", format: "es", sourcemap: true },
    plugins: plugins(),
  },
];
