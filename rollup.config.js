// Bundles the Foundry entry point (dist/eote.mjs), the importers' core it fetches on use (dist/importers.mjs)
// and the standalone dice library (dist/dice.mjs).
// esbuild transpiles (TypeScript 7 has no JS API); tsc --noEmit type-checks separately.
import { readdirSync, statSync, existsSync } from "node:fs";
import { dirname, join, relative, resolve as resolvePath } from "node:path";
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

// The importers' pure core is fetched when a GM first converts something (module/features/importers/actions/lazy.ts):
// in dist/eote.mjs its import() names dist/importers.mjs, a bundle of its own that imports nothing (its
// few shared helpers are pure, copied there), so a world loads only eote.mjs at start.
const IMPORTER_CORE = resolvePath("module/features/importers/model/converters.ts");
const lazyImporters = {
  name: "lazy-importers",
  resolveId(source, importer) {
    if (!importer || resolvePath(dirname(importer), source) !== IMPORTER_CORE) return null;
    return { id: resolvePath("dist/importers.mjs"), external: true };
  },
};

export default [
  {
    input: "module/eote.ts",
    // One ES module: what a world loads is dist/eote.mjs, which imports nothing at start; its one import()
    // is the importers' core above.
    output: { file: "dist/eote.mjs", format: "es", sourcemap: true, paths: { [resolvePath("dist/importers.mjs")]: "./importers.mjs" } },
    plugins: [lazyImporters, ...plugins({ __EOTE_TEMPLATES__: JSON.stringify(templatePaths()) })],
  },
  {
    input: "module/features/importers/model/converters.ts",
    output: { file: "dist/importers.mjs", format: "es", sourcemap: true },
    plugins: plugins(),
  },
  {
    input: "module/dice/index.ts",
    output: { file: "dist/dice.mjs", format: "es", sourcemap: true },
    plugins: plugins(),
  },
];
