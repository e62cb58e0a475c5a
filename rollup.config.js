// Bundles the Foundry entry point (dist/eote.mjs) and the standalone dice library (dist/dice.mjs).
// esbuild transpiles (TypeScript 7 has no JS API); tsc --noEmit type-checks separately.
import { readdirSync, statSync, existsSync } from "node:fs";
import { join, relative } from "node:path";
import resolve from "@rollup/plugin-node-resolve";
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

const plugins = (define = {}) => [
  resolve({ extensions: [".ts", ".mjs", ".js"] }),
  esbuild({
    target: "es2022",
    minify: true,
    keepNames: true, // Foundry rebuilds rolls and terms from chat messages by class name.
    sourceMap: true,
    define,
  }),
];

export default [
  {
    input: "module/eote.ts",
    output: { file: "dist/eote.mjs", format: "es", sourcemap: true },
    plugins: plugins({ __EOTE_TEMPLATES__: JSON.stringify(templatePaths()) }),
  },
  {
    input: "module/dice/index.ts",
    output: { file: "dist/dice.mjs", format: "es", sourcemap: true },
    plugins: plugins(),
  },
];
