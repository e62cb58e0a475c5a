// Build step for the standalone dice library: type declarations next to dist/dice.mjs.
// tsc emits one .d.ts per module/dice file into dist/types/ (tsconfig.dice.json); their
// `./x.ts` specifiers become `./x.js` so any TypeScript setup resolves them; dist/dice.d.ts
// and dist/dice.d.mts re-export the tree. (rollup bundles dist/dice.mjs itself.)
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export async function run({ dist, log }) {
  const out = join(dist, "types");
  execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.dice.json", "--outDir", out], { stdio: "inherit" });
  for (const file of readdirSync(out).filter((f) => f.endsWith(".d.ts"))) {
    const path = join(out, file);
    const text = readFileSync(path, "utf8").replace(/(from\s+["']\.\/[\w.-]+)\.ts(["'])/g, "$1.js$2");
    writeFileSync(path, text);
  }
  // dice.d.mts is what TypeScript reads for an import of dice.mjs; dice.d.ts serves plain paths.
  for (const name of ["dice.d.ts", "dice.d.mts"]) writeFileSync(join(dist, name), 'export * from "./types/index.js";\n');
  log("wrote dice.d.ts, dice.d.mts and types/ (dice library declarations)");
}
