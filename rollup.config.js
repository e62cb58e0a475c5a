// Bundles the Foundry entry point (dist/eote.mjs) and the standalone dice library (dist/dice.mjs).
// esbuild transpiles (TypeScript 7 has no JS API); tsc --noEmit type-checks separately.
import { readdirSync, statSync, existsSync } from "node:fs";
import { join, relative, resolve as resolvePath } from "node:path";
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

const ENTRY = resolvePath("module/eote.ts");

/** Whether the entry reaches the module `id` through static imports only. */
function loadedAtStartup(id, getModuleInfo, seen = new Set()) {
  if (id === ENTRY) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (getModuleInfo(id)?.importers ?? []).some((importer) => loadedAtStartup(importer, getModuleInfo, seen));
}

export default [
  {
    input: "module/eote.ts",
    // Code that only a click, a GM tool or a kind of chat card needs is imported on first use, and
    // rollup writes it as chunks beside the entry (dist/chunks/). Their names carry a content hash, so a
    // browser that cached an older release's chunk never runs it with the new entry.
    // Everything the entry imports statically goes to one chunk of its own (chunks/core-<hash>.mjs), and
    // the chunks import that, never dist/eote.mjs: a module's identity is its full URL, so if the entry
    // were ever loaded under another URL (a query string), a chunk importing it would run it a second
    // time and register every hook twice.
    output: {
      dir: "dist", entryFileNames: "eote.mjs", chunkFileNames: "chunks/[name]-[hash].mjs", format: "es", sourcemap: true,
      manualChunks: (id, { getModuleInfo }) => (id !== ENTRY && loadedAtStartup(id, getModuleInfo) ? "core" : undefined),
    },
    plugins: plugins({ __EOTE_TEMPLATES__: JSON.stringify(templatePaths()) }),
  },
  {
    input: "module/dice/index.ts",
    output: { file: "dist/dice.mjs", format: "es", sourcemap: true },
    plugins: plugins(),
  },
];
